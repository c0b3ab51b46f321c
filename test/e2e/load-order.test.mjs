// The CDN build loaded the way pages load it, in every order we know of: element scripts one after the other and
// in reverse, the header's own lazy imports of one chunk from two places in the same tick, an app's lazy imports of
// several entries at once, and each of those with one shared chunk arriving late. Every element must be defined
// and the page must log no error. It is a race (which chunk arrives and evaluates first), so each load is repeated
// and the test reports how many of the loads failed and how.
//
// Why: in WebKit, when two imports of a module graph holding a top-level await race, the second importer can be
// handed the module before it has evaluated (WebKit bug 242740): a `ReferenceError: Cannot access uninitialized
// variable` (the header's `stickyMachine`), and elements never defined (`<sg-cart-drawer>` on the legacy page).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ENGINE, openPage, TEST_TIMEOUT, useBrowser } from './helpers.mjs';

const env = useBrowser();

/**
 * Loads per case. In WebKit, whose bug this file is about, five: a failing build failed on most loads there. In
 * Chromium and Firefox, which evaluate a module graph before handing it to a second importer, two: each case's chunk
 * order is still checked on a cold and a second fresh context, at 2/5 of the time (the file took 86 s in Chromium,
 * 54 s in Firefox and 76 s on the lite build of the 58 min CI run).
 */
const LOADS = ENGINE === 'webkit' ? 5 : 2;
/** How long a held chunk waits: long enough for every other chunk of the page to arrive before it. */
const HOLD_MS = 300;
/** How long a load may take to define its elements (the slowest engine here needs about 2 s). */
const SETTLE_MS = 10_000;

const CART = ['sg-mini-cart', 'sg-cart-drawer'];
/** The header and the elements it nests (it loads the search's and the cart's scripts itself after its first paint). */
const HEADER = ['sg-header', 'sg-search', ...CART];

/**
 * Whether the page has settled: every tag defined, the header's lazy runtime chunk taken by both of its actors (the
 * nested cart drawer's `exportparts` comes with it) and, on the lazy page, its imports read.
 */
function settled({ tags, lazy }) {
  if (!tags.every((tag) => customElements.get(tag))) return false;
  const header = document.querySelector('sg-header');
  if (header && !header.shadowRoot?.querySelector('sg-cart-drawer[exportparts]')) return false;
  return !lazy || document.documentElement.hasAttribute('data-imported');
}

/**
 * One load of `path` in a fresh browser context (nothing cached), with the chunk `hold` matches (a glob under
 * /dist/chunks/) held for HOLD_MS. Resolves to what went wrong, as lines; none when every element was defined and
 * nothing was logged.
 */
async function loadOnce({ path, tags, lazy = false, hold = null }) {
  const { page, check, close } = await openPage(env.browser);
  const problems = [];
  try {
    let held = 0;
    if (hold) {
      await page.route(`**/dist/chunks/${hold}`, async (route) => {
        held++;
        await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
        await route.continue();
      });
    }
    const response = await page.goto(`${env.server.url}${path}`);
    assert.equal(response?.status(), 200, `${path} answered`);
    try {
      await page.waitForFunction(settled, { tags, lazy }, { timeout: SETTLE_MS });
    } catch {
      const state = await page.evaluate(
        ({ tags }) => ({
          undefined: tags.filter((tag) => !customElements.get(tag)),
          runtime: Boolean(document.querySelector('sg-header')?.shadowRoot?.querySelector('sg-cart-drawer[exportparts]')),
          imported: document.documentElement.getAttribute('data-imported'),
        }),
        { tags },
      );
      if (state.undefined.length) problems.push(`never defined: ${state.undefined.join(', ')}`);
      else if (tags.includes('sg-header') && !state.runtime) problems.push("the header's runtime chunk never arrived");
      else problems.push(`not settled after ${SETTLE_MS} ms (data-imported: ${state.imported})`);
    }
    // A rename of the held chunk would quietly turn this case into a plain load.
    if (hold) assert.ok(held > 0, `no request matched the held chunk ${hold}`);
    try {
      await check();
    } catch (error) {
      problems.push(String(error.message).replace(/\s+/g, ' ').slice(0, 300));
    }
  } finally {
    await close();
  }
  return problems;
}

/** LOADS loads of one case; fails listing, per failed load, what went wrong. */
async function expectEveryLoadClean(options) {
  const failed = [];
  for (let i = 1; i <= LOADS; i++) {
    const problems = await loadOnce(options);
    if (problems.length) failed.push(`load ${i}: ${problems.join('; ')}`);
  }
  assert.deepEqual(failed, [], `${failed.length} of ${LOADS} loads of ${options.path}${options.hold ? ` (${options.hold} held)` : ''} failed`);
}

describe('CDN build: every element defined whatever order its chunks load and evaluate in', () => {
  test('the store page: the header, then the store locator; the header imports its runtime chunk twice in one tick', { timeout: TEST_TIMEOUT * 3 }, async () => {
    await expectEveryLoadClean({ path: '/', tags: [...HEADER, 'sg-store-locator'] });
  });

  test('the store page with the header runtime chunk arriving late (both of its imports pending)', { timeout: TEST_TIMEOUT * 3 }, async () => {
    await expectEveryLoadClean({ path: '/', tags: [...HEADER, 'sg-store-locator'], hold: 'runtime-*.js' });
  });

  test('the legacy page: the mini cart, then the cart drawer', { timeout: TEST_TIMEOUT * 3 }, async () => {
    await expectEveryLoadClean({ path: '/demo/legacy.html', tags: CART });
  });

  test('the legacy page with the shared define chunk arriving late', { timeout: TEST_TIMEOUT * 3 }, async () => {
    await expectEveryLoadClean({ path: '/demo/legacy.html', tags: CART, hold: 'define-*.js' });
  });

  test('the header, then the mini cart and the cart drawer', { timeout: TEST_TIMEOUT * 3 }, async () => {
    await expectEveryLoadClean({ path: '/test-pages/load-order-header-first.html', tags: HEADER });
  });

  test('the cart drawer and the mini cart, then the header', { timeout: TEST_TIMEOUT * 3 }, async () => {
    await expectEveryLoadClean({ path: '/test-pages/load-order-cart-first.html', tags: HEADER });
  });

  test('the cart drawer and the mini cart, then the header, with React arriving late', { timeout: TEST_TIMEOUT * 3 }, async () => {
    await expectEveryLoadClean({ path: '/test-pages/load-order-cart-first.html', tags: HEADER, hold: 'react-*.js' });
  });

  test('lazy imports in one tick: one entry twice, and entries that share chunks', { timeout: TEST_TIMEOUT * 3 }, async () => {
    await expectEveryLoadClean({ path: '/test-pages/load-order-lazy.html', tags: [...CART, 'sg-toasts'], lazy: true });
  });

  test('lazy imports in one tick with the shared cart chunk arriving late', { timeout: TEST_TIMEOUT * 3 }, async () => {
    await expectEveryLoadClean({ path: '/test-pages/load-order-lazy.html', tags: [...CART, 'sg-toasts'], lazy: true, hold: 'cart-*.js' });
  });
});

describe('CDN build: what a script importing an element script gets', () => {
  // The contract for importers: `await import()` resolves once the script has evaluated, and its tags are defined a
  // task later (the load's short tasks); `customElements.whenDefined(tag)` is when the element's methods are there.
  test('the import resolves before the tag is defined; after customElements.whenDefined the element is upgraded and show() opens it', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openPage(env.browser);
    try {
      const response = await page.goto(`${env.server.url}/test-pages/load-order-import.html`);
      assert.equal(response?.status(), 200);
      const contract = await page.waitForFunction(() => document.documentElement.getAttribute('data-contract'));
      assert.deepEqual(JSON.parse(await contract.jsonValue()), {
        atImport: { defined: false, show: 'undefined' },
        whenDefined: { sameClass: true, upgraded: true, show: 'function' },
      });
      await page.locator('sg-gift-card-balance dialog[open]').waitFor();
      await check();
    } finally {
      await close();
    }
  });
});
