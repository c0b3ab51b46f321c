// End-to-end tests of <sg-search> in the demo page's header, in Chromium against the built library (dist/), served by
// scripts/serve.mjs with its strict CSP. Run after `npm run build && npm run build:demo`:
//   node --test --test-concurrency=1 test/e2e/
// Every test opens its own browser context (fresh storage, cookies, and so its own reference API world with its own
// carts and fault switches in the demo server) and ends by asserting
// that the page logged no console error, threw no uncaught error and reported no CSP violation. The demo cancels the
// element's navigation (it has no /search page) and shows a toast instead: see demo/demo.js.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { chromiumLogs, closeFaultPanel, expectNoAxeViolations, faultSwitches, layoutShifts, openDemo, openPage, openWithScriptHeld, setSwitch, TEST_TIMEOUT, useBrowser } from './helpers.mjs';

const env = useBrowser();

const ALL_TAGS = ['sg-search', 'sg-gift-card-balance', 'sg-toasts'];

/**
 * The spec's type-ahead timeout (200 ms) drops a slower answer by design, and the reference API's first answers in a
 * fresh browser context (other tests' browsers busy on this 2-core machine) sometimes take longer: the
 * tests give the call more time so that suggestions reliably show. The 503 test covers the fallback.
 */
const TYPEAHEAD_TIMEOUT_MS = '3000';

/** The demo page with every element defined, sg-search's events recorded in `window.__searchEvents`. */
async function openSearchDemo(options = {}) {
  const handle = await openDemo(env, {
    tags: ALL_TAGS,
    attributes: { 'sg-search': { 'typeahead-timeout-ms': TYPEAHEAD_TIMEOUT_MS } },
    ...options,
  });
  assert.equal(await handle.page.locator('header sg-search').getAttribute('typeahead-timeout-ms'), TYPEAHEAD_TIMEOUT_MS);
  await handle.page.evaluate(() => {
    window.__searchEvents = [];
    for (const type of ['sg-search', 'sg-navigate']) {
      // Added after demo.js's listeners, so `defaultPrevented` says whether the demo cancelled the navigation.
      document.addEventListener(type, (event) =>
        window.__searchEvents.push({ type, detail: event.detail, cancelable: event.cancelable, defaultPrevented: event.defaultPrevented }),
      );
    }
  });
  const search = handle.page.locator('header sg-search');
  return { ...handle, search, input: search.getByRole('combobox', { name: 'Search products' }) };
}

/** The shadow root's focused element, described for assertions. */
function searchFocus(page) {
  return page.evaluate(() => {
    const el = document.querySelector('header sg-search');
    const active = el?.shadowRoot?.activeElement;
    return { host: document.activeElement === el, role: active?.getAttribute('role') ?? null, value: active?.value ?? null };
  });
}

/** Group labels of the open panel, in order. */
function groupLabels(search) {
  return search.locator('[part="group-label"]').allTextContents();
}

/** Waits until the zero-query panel shows its groups and has finished loading (popular searches come from the API). */
async function zeroQueryShown(search) {
  await search.getByRole('group', { name: 'Popular searches' }).waitFor();
  await search.locator('[part="skeleton"]').waitFor({ state: 'detached' });
}

/** Types a term into the header search (real key presses) and waits until suggestions show. */
async function typeAndSuggest(input, search, term) {
  await input.click();
  await input.pressSequentially(term);
  await search.locator('[part~="match"]').first().waitFor();
}

describe('header search', () => {
  test('typing "bask" suggests with the typed part marked; ArrowDown + Enter fires sg-search (type_ahead)', { timeout: TEST_TIMEOUT }, async () => {
    const { page, search, input, check, close } = await openSearchDemo();
    try {
      await typeAndSuggest(input, search, 'bask');
      await search.getByRole('status').filter({ hasText: /suggestions? available\.$/ }).waitFor();
      const marked = await search.locator('[part~="match"]').allTextContents();
      assert.ok(marked.length >= 3, `marked parts: ${marked.join(', ')}`);
      assert.ok(marked.every((text) => text.toLowerCase() === 'bask'), `marked parts: ${marked.join(', ')}`);
      assert.deepEqual(await groupLabels(search), ['Suggestions', 'Categories', 'Products']);
      assert.equal(await input.getAttribute('aria-expanded'), 'true');

      await page.keyboard.press('ArrowDown');
      const highlighted = search.locator('[role="option"][aria-selected="true"]');
      await highlighted.waitFor();
      assert.equal(await highlighted.count(), 1);
      assert.equal(await highlighted.getAttribute('id'), await search.getByRole('option').first().getAttribute('id'), 'the first option');
      assert.equal(await input.getAttribute('aria-activedescendant'), await highlighted.getAttribute('id'));
      assert.equal(await highlighted.textContent(), 'basketball');

      await page.keyboard.press('Enter');
      const toast = page.locator('sg-toasts [part~="toast"]');
      await toast.getByText('Search for "basketball" (type_ahead) would go to /search?searchTerm=basketball').waitFor();
      const events = await page.evaluate(() => window.__searchEvents);
      assert.deepEqual(events, [
        {
          type: 'sg-search',
          detail: { term: 'basketball', source: 'type_ahead', url: '/search?searchTerm=basketball', position: 1 },
          cancelable: true,
          defaultPrevented: true,
        },
      ]);
      // Cancelled: the page stayed; the term went to the recent searches.
      assert.equal(new URL(page.url()).pathname, '/demo/elements.html');
      assert.equal(await page.evaluate(() => localStorage.getItem('sg_recent_searches')), 'basketball');
      await check();
    } finally {
      await close();
    }
  });

  test('Escape closes the panel and focus stays in the input; a second Escape clears it', { timeout: TEST_TIMEOUT }, async () => {
    const { page, search, input, check, close } = await openSearchDemo();
    try {
      await typeAndSuggest(input, search, 'bask');
      await page.keyboard.press('Escape');
      await search.getByRole('listbox').waitFor({ state: 'detached' });
      assert.equal(await input.getAttribute('aria-expanded'), 'false');
      assert.equal(await search.locator('[part="overlay"]').count(), 0);
      assert.deepEqual(await searchFocus(page), { host: true, role: 'combobox', value: 'bask' });

      await page.keyboard.press('Escape');
      await page.waitForFunction(() => document.querySelector('header sg-search')?.shadowRoot?.querySelector('input')?.value === '');
      assert.deepEqual(await searchFocus(page), { host: true, role: 'combobox', value: '' });
      assert.deepEqual(await page.evaluate(() => window.__searchEvents), []);
      await check();
    } finally {
      await close();
    }
  });

  test('axe-core finds no violation with the zero-query panel open and with suggestions open', { timeout: TEST_TIMEOUT }, async () => {
    const { page, search, input, check, close } = await openSearchDemo();
    try {
      // Recent searches too, so that every zero-query group with its controls is on screen.
      await page.evaluate(() => localStorage.setItem('sg_recent_searches', 'tents|golf balls'));
      await input.click();
      await zeroQueryShown(search);
      assert.deepEqual(await groupLabels(search), ['Recent searches', 'Popular searches', 'Featured categories']);
      await expectNoAxeViolations(page, 'with the zero-query panel open');

      await input.pressSequentially('bask');
      await search.locator('[part~="match"]').first().waitFor();
      await expectNoAxeViolations(page, 'with suggestions open');
      await check();
    } finally {
      await close();
    }
  });

  test('without JavaScript the fallback form shows in the header and searches /search?searchTerm=', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openPage(env.browser, { javaScriptEnabled: false });
    try {
      const response = await page.goto(`${env.server.url}/demo/elements.html`);
      assert.equal(response?.status(), 200);
      const box = page.locator('header sg-search').getByRole('searchbox', { name: 'Search' });
      await box.waitFor();
      assert.equal(await page.evaluate(() => Boolean(customElements.get('sg-search'))), false, 'the element is not defined');
      const size = await box.boundingBox();
      assert.equal(size?.height, 44);
      assert.ok(size && size.width > 200, `the box is ${size?.width}px wide`);

      await box.fill('golf balls');
      // The page's URL, not the first navigation event: Firefox's driver reported an about:blank one first (1 CI run).
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === '/search');
      assert.equal(new URL(page.url()).search, '?searchTerm=golf+balls');
      // The demo server has no results page: Chromium logs the 404 of the page it went to, and sometimes that of the
      // /favicon.ico it asks for on its own (the 404 page, plain text, names no icon).
      await check(chromiumLogs(/^console\.error: Failed to load resource: .*\b404\b.*\/search\?searchTerm=golf\+balls\)$/), {
        allowed: [/^console\.error: Failed to load resource: .*\b404\b.*\/favicon\.ico\)$/],
      });
    } finally {
      await close();
    }
  });

  test('nothing moves when the element upgrades: the fallback box and the element have the same size and place', { timeout: TEST_TIMEOUT }, async () => {
    const measure = (page) =>
      page.evaluate(() => {
        const rect = (el) => {
          const r = el.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height };
        };
        // The page below the header may differ (the gift card elements render their forms), not where it starts.
        return { search: rect(document.querySelector('header sg-search')), header: rect(document.querySelector('.site-header')), mainTop: document.querySelector('main').getBoundingClientRect().y };
      });
    const before = await openPage(env.browser, { javaScriptEnabled: false });
    const after = await openPage(env.browser);
    try {
      await before.page.goto(`${env.server.url}/demo/elements.html`);
      const fallback = await measure(before.page);
      // The library's script (and so every module script after it) is held until the page has been parsed and painted
      // with the fallback: shifts of the page's own incremental rendering come before that and are not the upgrade's
      // (a clean-clone CI run under load saw one of 0.004 in the header, Chromium, lite build). Every shift in the
      // header after the release is counted.
      const release = await openWithScriptHeld(after.page, `${env.server.url}/demo/elements.html`, '/dist/index.js');
      await after.page.waitForFunction(() => document.readyState !== 'loading');
      await after.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      assert.deepEqual(await measure(after.page), fallback, 'the parsed page with the fallback, before the library runs');
      const parsed = (await layoutShifts(after.page, '.site-header')).length;
      release();
      await after.page.locator('header sg-search').getByRole('combobox', { name: 'Search products' }).waitFor();
      await after.page.waitForSelector('html[data-reference-api="ready"]', { state: 'attached' });
      const upgraded = await measure(after.page);
      assert.deepEqual(upgraded, fallback);
      assert.equal(upgraded.search.height, 44);
      // And the browser saw no layout shift of the header while the element upgraded.
      assert.deepEqual((await layoutShifts(after.page, '.site-header')).slice(parsed), [], 'layout shifts in the header');
      await before.check();
      await after.check();
    } finally {
      await before.close();
      await after.close();
    }
  });

  test('with the productSuggestions fault at HTTP 503, typing shows the zero-query panel instead', { timeout: TEST_TIMEOUT }, async () => {
    const { page, search, input, check, close } = await openSearchDemo();
    try {
      const switches = await faultSwitches(page, /^Search suggestions/);
      await setSwitch(page, switches, 'HTTP status', 503);
      await closeFaultPanel(page);

      await input.click();
      await zeroQueryShown(search);
      const failed = page.waitForResponse((response) => response.url().endsWith('/search/v2/productSuggestions?keyword=bask') && response.status() === 503);
      await input.pressSequentially('bask');
      await failed;
      // While the call runs the panel shows placeholders, not the zero-query groups: seeing them means it failed.
      await zeroQueryShown(search);
      assert.deepEqual(await groupLabels(search), ['Popular searches', 'Featured categories']);
      assert.equal(await search.locator('[part~="match"]').count(), 0);
      assert.equal(await search.locator('[part="message"]').count(), 0, 'no "no results" message');
      assert.equal(await input.inputValue(), 'bask');
      assert.equal(await input.getAttribute('aria-expanded'), 'true');
      // Chromium itself logs the failed response (not the library): the only console error allowed here.
      await check(chromiumLogs(/^console\.error: Failed to load resource: .*\b503\b.*\/api\/search\/v2\/productSuggestions\?keyword=bas?k?\)$/));
    } finally {
      await close();
    }
  });
});
