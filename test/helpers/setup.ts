import { fixtureCleanup } from '@open-wc/testing';
import { trackLeaks, type LeakTracker } from './leaks';

/**
 * Global checks after every test (imported first by every test file): no console error, no unhandled rejection,
 * no uncaught error, and, once the test's fixtures are removed, no timer still pending and no window/document
 * listener still attached that the test created. Console warnings are allowed; tests that expect one assert it.
 */
const problems: string[] = [];
let leaks: LeakTracker | null = null;

/** Transient timers (a mock's latency, a toast about to hide) get this long to fire after cleanup. */
const DRAIN_MS = 1500;
const originalError = console.error;

const describeValue = (value: unknown) =>
  value instanceof Error ? `${value.name}: ${value.message}` : typeof value === 'string' ? value : JSON.stringify(value);

window.addEventListener('unhandledrejection', (event) => problems.push(`unhandled rejection: ${describeValue(event.reason)}`));
window.addEventListener('error', (event) => problems.push(`uncaught error: ${event.message}`));

beforeEach(() => {
  problems.length = 0;
  leaks = trackLeaks();
  console.error = (...args: unknown[]) => {
    problems.push(`console.error: ${args.map(describeValue).join(' ')}`);
    originalError.apply(console, args);
  };
});

afterEach(async () => {
  // Let pending microtasks and a frame run so late errors are attributed to the test that caused them.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  // Remove what the test mounted, then let short-lived timers fire: what is left was leaked.
  fixtureCleanup();
  const start = performance.now();
  while (leaks && leaks.report().timers.length && performance.now() - start < DRAIN_MS) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
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
