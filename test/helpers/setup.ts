import { fixtureCleanup } from '@open-wc/testing';
import { CHUNK_TIMER_LABEL, trackLeaks, type LeakTracker } from './leaks';

/**
 * Global checks after every test (imported first by every test file): no console error, no unhandled rejection,
 * no uncaught error, and, once the test's fixtures are removed, no timer still pending and no window/document
 * listener still attached that the test created. Console warnings are allowed; tests that expect one assert it.
 */
const problems: string[] = [];
let leaks: LeakTracker | null = null;

/** Transient timers (a mock's latency, a toast about to hide) get this long to fire after cleanup. */
const DRAIN_MS = 1500;
const CHUNK_DRAIN_MS = 10000;
const originalError = console.error;

const describeValue = (value: unknown) =>
  value instanceof Error ? `${value.name}: ${value.message}` : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * Not the code under test: now and then Chromium's update check of msw's service worker (run when a test file's page
 * registers it again) fails with "Failed to update a ServiceWorker ... Not found", although every request for the script
 * that reached the test runner was answered (logged with a middleware, 2026-11-23). The worker already active keeps
 * serving, so the tests are unaffected; only this rejection, and the test runner's two console lines about it, are
 * let through. It failed a whole test file in about 1 run of 3 on this machine.
 */
const SW_UPDATE_FAILURE = /^TypeError: Failed to update a ServiceWorker for scope .* with script .*\/mockServiceWorker\.js.*: Not found$/;
const RUNNER_REJECTION_LINE = 'An error was thrown in a Promise outside a test. Did you forget to await a function or assertion?';
/** The runner's first line, held until its second line says whether the rejection is that one. */
let heldRunnerLine: string | null = null;

window.addEventListener('unhandledrejection', (event) => {
  if (SW_UPDATE_FAILURE.test(describeValue(event.reason))) return;
  problems.push(`unhandled rejection: ${describeValue(event.reason)}`);
});

function flushHeldLine() {
  if (heldRunnerLine !== null) problems.push(`console.error: ${heldRunnerLine}`);
  heldRunnerLine = null;
}
window.addEventListener('error', (event) => problems.push(`uncaught error: ${event.message}`));

/** A node as a test report names it: `<button part="close">`. */
const describeNode = (node: Node) =>
  node instanceof Element ? (node.outerHTML.match(/^<[^>]*>/)?.[0] ?? `<${node.localName}>`) : node.nodeName;

/**
 * A failed assertion about a DOM node (`expect(el).to.equal(null)`) keeps the node as the error's `actual` (or
 * `expected`), and the test runner sends that error from the page by walking everything it can reach from it: React's
 * fibers on the node, and from them the whole tree. That took longer than the file's time limit, so the file "did not
 * finish" with no report of which test failed (seen in Firefox and WebKit, 2026-11-27). The node is replaced by its
 * tag before the runner reads the error; chai's message is kept as it was written. Registered before the checks below
 * so that it runs even when they fail.
 */
afterEach(function () {
  const err = this.currentTest?.err as (Error & { actual?: unknown; expected?: unknown }) | undefined;
  if (!err) return;
  for (const key of ['actual', 'expected'] as const) {
    const value = err[key];
    if (value instanceof Node) err[key] = describeNode(value);
    else if (Array.isArray(value) && value.some((item) => item instanceof Node)) {
      err[key] = value.map((item: unknown) => (item instanceof Node ? describeNode(item) : item));
    }
  }
});

beforeEach(() => {
  problems.length = 0;
  leaks = trackLeaks();
  console.error = (...args: unknown[]) => {
    const text = args.map(describeValue).join(' ');
    if (text === RUNNER_REJECTION_LINE) {
      flushHeldLine();
      heldRunnerLine = text;
      return originalError.apply(console, args);
    }
    if (heldRunnerLine !== null && SW_UPDATE_FAILURE.test(text)) {
      heldRunnerLine = null;
      return originalError.apply(console, args);
    }
    flushHeldLine();
    problems.push(`console.error: ${text}`);
    originalError.apply(console, args);
  };
});

afterEach(async () => {
  // Let pending microtasks and a frame run so late errors are attributed to the test that caused them.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  // Remove what the test mounted, then let short-lived timers fire: what is left was leaked.
  fixtureCleanup();
  const start = performance.now();
  // A chunk's import still on its way clears its timer when it settles: waited for longer (a hung import still fails).
  const draining = () => {
    const timers = leaks?.report().timers ?? [];
    const limit = timers.every((t) => t.includes(CHUNK_TIMER_LABEL)) ? CHUNK_DRAIN_MS : DRAIN_MS;
    return timers.length > 0 && performance.now() - start < limit;
  };
  while (draining()) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  flushHeldLine();
  const left = leaks?.report();
  leaks?.stop();
  leaks = null;
  if (left?.timers.length) problems.push(`timers left pending after cleanup: ${left.timers.join(', ')}`);
  if (left?.listeners.length) problems.push(`window/document listeners left attached: ${left.listeners.join(', ')}`);
  console.error = originalError;
  if (problems.length) {
    const found = problems.splice(0);
    throw new Error(`The test left problems behind:\n- ${found.join('\n- ')}`);
  }
});
