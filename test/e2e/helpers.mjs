// Shared set-up of the end-to-end tests: one browser and one static server (scripts/serve.mjs, strict CSP) per test
// file, a fresh browser context per test, and the checks every test ends with. The browser is the engine of this run
// (SG_E2E_ENGINE: Chromium through Playwright, Firefox and WebKit through engines/facade.mjs; scripts/e2e.mjs runs
// every engine).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before } from 'node:test';
import { startServer } from '../../scripts/serve.mjs';
import { ENGINE, ENGINE_NAME, harness, launchBrowser } from './engines/index.mjs';

export { ENGINE, ENGINE_NAME };

/**
 * The build under test (SG_E2E_BUILD): `react`, the default, or `lite` (the CDN build on Preact's compat layer,
 * dist/lite/, served at the same /dist/ URLs). scripts/e2e.mjs sets it for its lite run.
 */
export const BUILD = process.env.SG_E2E_BUILD === 'lite' ? 'lite' : 'react';
/** The directory the pages' /dist/ URLs are served from, for tests that read the build's files from disk. */
export const DIST_DIR = new URL(BUILD === 'lite' ? '../../dist/lite/' : '../../dist/', import.meta.url);

/**
 * Console lines the browser writes itself, which only Chromium shows the tests: its "Failed to load resource: ... 503"
 * for an HTTP error and its Trusted Types message. Firefox's BiDi log and WebKit's page probe hear what the page's
 * scripts log and throw; those engines write no such line there. Expected in Chromium, not elsewhere.
 */
export const chromiumLogs = (...patterns) => (ENGINE === 'chromium' ? patterns : []);

/**
 * In an engine that cannot do what a test needs, skips the test with the reason (node --test reports it as
 * skipped; the README's test table counts these per engine). `reasons`: `{ webkit: '...' }`; the test's title names
 * the engine too. Returns true when skipped: `if (engineCannot(t, { webkit: NO_FORCED_COLORS })) return;`.
 */
export function engineCannot(t, reasons) {
  const reason = reasons[ENGINE];
  if (!reason) return false;
  t.skip(`${ENGINE_NAME}: ${reason}`);
  return true;
}

/** Why the forced-colours tests do not run in WebKit. */
export const NO_FORCED_COLORS = 'WebKit has no forced colours mode (Safari supports no forced-colors media feature)';

export const TEST_TIMEOUT = 60_000;
export const DESKTOP = { width: 1280, height: 900 };

/**
 * Starts the server and the browser before the file's tests and stops them after. Returns an object whose `server`
 * and `browser` are set once `before` has run.
 */
export function useBrowser() {
  const env = { server: null, browser: null };
  before(async () => {
    env.server = await startServer({ port: 0, quiet: true, hooks: harness?.hooks, build: BUILD });
    env.browser = await launchBrowser({ serverUrl: env.server.url });
  });
  after(async () => {
    await closeWithin('the browser', () => env.browser?.close());
    await closeWithin('the server', () => env.server?.close());
  });
  return env;
}

/**
 * Runs a file's clean-up step (`close()` of a browser or the server), giving up after `ms` with a warning: a WebKit run
 * once sat 17 minutes after its last test (examples.test.mjs, its MiniBrowser left running with a connection to the
 * server), holding the whole suite. scripts/e2e.mjs runs node --test with --test-force-exit, so what is left
 * behind then does not keep the file's process alive.
 */
export async function closeWithin(what, close, ms = 30_000) {
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  try {
    const outcome = await Promise.race([Promise.resolve().then(close).then(() => 'closed'), late]);
    if (outcome === 'late') console.warn(`e2e: closing ${what} took over ${ms} ms; left to the process's exit`);
  } catch (error) {
    console.warn(`e2e: closing ${what} failed: ${error?.message ?? error}`);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A page in a fresh context that records console errors, uncaught errors and CSP violations. `check()` asserts
 * there were none; `close()` closes the context. With `javaScriptEnabled: false` the page runs no script of its own,
 * so there is nothing to record CSP violations with: `check()` then looks at the console only. `forcedColors:
 * 'active'` and `reducedMotion: 'reduce'` start the context with those media features (Playwright's context options;
 * Firefox and WebKit through their own settings, see engines/); WebKit has no forced colours mode.
 */
export async function openPage(browser, { viewport = DESKTOP, javaScriptEnabled = true, forcedColors, reducedMotion } = {}) {
  const media = { ...(forcedColors ? { forcedColors } : {}), ...(reducedMotion ? { reducedMotion } : {}) };
  const context = await browser.newContext({ viewport, javaScriptEnabled, ...media });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const problems = [];
  const logged = [];
  page.on('console', (message) => {
    logged.push(message.text());
    if (message.type() === 'error') problems.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return {
    page,
    context,
    /** The text of every console message since the page opened (before its first navigation). */
    logged,
    /**
     * `expected`: console errors the test itself caused on purpose; each must have been logged. `allowed`: errors
     * that may or may not be logged (the browser's own requests, e.g. a favicon), never required.
     */
    async check(expected = [], { allowed = [] } = {}) {
      if (javaScriptEnabled) {
        // Let late errors and violations arrive before looking.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
        const violations = await page.evaluate(() => window.__cspViolations);
        assert.deepEqual(violations, [], 'CSP violations');
      }
      for (const pattern of expected) assert.ok(problems.some((p) => pattern.test(p)), `expected a console error matching ${pattern}`);
      const unexpected = problems.filter((p) => ![...expected, ...allowed].some((pattern) => pattern.test(p)));
      assert.deepEqual(unexpected, [], 'console errors or uncaught errors');
    },
    close: () => context.close(),
  };
}

/**
 * Opens the demo page and waits until the library's elements are defined and its fault panel is there (the reference
 * API answers from the demo server).
 * `tags`: the custom elements to wait for. `attributes`: per tag name, attributes to add to every such element of
 * the page as the parser inserts it, i.e. before the library's module script upgrades it (as if the page's HTML had
 * them). `initScripts`: functions run in the page before its own scripts (page.addInitScript). `panel: false` for a
 * page without the fault panel (a test page): no wait for it.
 */
export async function openDemo(env, { tags = ['sg-gift-card-balance', 'sg-toasts'], attributes = {}, path = '/demo/elements.html', initScripts = [], panel = true, ...options } = {}) {
  const handle = await openPage(env.browser, options);
  for (const script of initScripts) await handle.page.addInitScript(script);
  if (Object.keys(attributes).length) {
    await handle.page.addInitScript((byTag) => {
      const observer = new MutationObserver(() => {
        for (const [tag, attrs] of Object.entries(byTag)) {
          for (const el of document.getElementsByTagName(tag)) {
            for (const [name, value] of Object.entries(attrs)) if (!el.hasAttribute(name)) el.setAttribute(name, value);
          }
        }
      });
      observer.observe(document, { childList: true, subtree: true });
      document.addEventListener('DOMContentLoaded', () => observer.disconnect(), { once: true });
    }, attributes);
  }
  const response = await handle.page.goto(`${env.server.url}${path}`);
  assert.equal(response?.status(), 200);
  if (panel) await handle.page.waitForSelector('html[data-reference-api="ready"]', { state: 'attached' });
  await handle.page.waitForFunction((names) => names.every((name) => customElements.get(name)), tags);
  return { ...handle, response };
}

/** The demo's fault-switch panel, opened, and the switches of one call of the reference API. */
export async function faultSwitches(page, call) {
  const panel = page.getByRole('complementary', { name: 'Reference API' });
  const details = panel.locator('details.sg-faults');
  if (!(await details.evaluate((el) => el.open))) await panel.getByText('Reference API fault switches').click();
  // Each call's switches are a fieldset (role group) named by its legend, e.g. "Search suggestions (GET ...)"; the
  // panel asks the demo server for them when it first opens.
  const group = panel.getByRole('group', { name: call });
  await group.waitFor();
  return group;
}

/**
 * Sets one switch of a call's fieldset (`faultSwitches`) and waits until the demo server has it (the panel's status
 * says "Switches saved."): the reference API runs in the server, so a request made right after the change must not
 * overtake it. `label`: the control's label ('HTTP status', 'Latency (ms)', ...); `value`: an option, a number, or a
 * checkbox state.
 */
export async function setSwitch(page, switches, label, value) {
  const control = switches.getByLabel(label);
  const status = page.getByRole('complementary', { name: 'Reference API' }).getByRole('status');
  // A checkbox by keyboard: the store page's sticky header may lie over the panel's lower rows for a pointer.
  if (typeof value === 'boolean') {
    if ((await control.isChecked()) !== value) await control.press('Space');
  }
  else if ((await control.evaluate((el) => el.tagName)) === 'SELECT') await control.selectOption(String(value));
  else await control.fill(String(value)).then(() => control.dispatchEvent('change'));
  await status.getByText('Switches saved.', { exact: true }).waitFor();
}

/** Closes the demo's fault-switch panel (it sits over the page's bottom right corner while open). */
export async function closeFaultPanel(page) {
  const panel = page.getByRole('complementary', { name: 'Reference API' });
  if (await panel.locator('details.sg-faults').evaluate((el) => el.open)) await panel.getByText('Reference API fault switches').click();
}

/**
 * Layout shifts the page has seen so far (buffered entries), each with what moved (node, old and new box) so a failure
 * says where to look. `within`: only shifts one of whose sources is inside the element that selector finds.
 */
export const layoutShifts = (page, within) =>
  page.evaluate(
    (selector) =>
      new Promise((resolve) => {
        const total = [];
        const describe = (node) => (node instanceof Element ? `${node.localName}${node.id ? `#${node.id}` : ''}.${node.className}` : String(node?.nodeName));
        const box = (r) => `${r.x},${r.y} ${r.width}x${r.height}`;
        new PerformanceObserver((list) =>
          total.push(
            ...list
              .getEntries()
              .filter((e) => !selector || e.sources.some((s) => s.node?.closest?.(selector)))
              .map((e) => ({
                value: e.value,
                at: Math.round(e.startTime),
                sources: e.sources.map((s) => `${describe(s.node)} ${box(s.previousRect)} -> ${box(s.currentRect)}`),
              })),
          ),
        ).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
    within,
  );

/**
 * Opens `url` with the module script `script` held (and so every module script after it): the page shows the
 * author's fallback until the returned function lets the script through.
 */
export async function openWithScriptHeld(page, url, script) {
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(`**${script}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  return release;
}

let axeSource;

/**
 * Runs axe-core on the whole document (open shadow roots included), or on the elements `include` selects, and
 * asserts it found no violation.
 */
export async function expectNoAxeViolations(page, when, { include } = {}) {
  axeSource ??= await readFile(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (selectors) => {
    const context = selectors ? { include: selectors.map((s) => [s]) } : document;
    const results = await window.axe.run(context, { resultTypes: ['violations'] });
    return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  }, include ?? null);
  assert.deepEqual(violations, [], `axe violations ${when}`);
}
