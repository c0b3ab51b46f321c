// End-to-end tests of the cart elements (<sg-mini-cart>, <sg-cart-drawer>) in Chromium, on the demo page and on the
// legacy page (demo/legacy.html, which loads only the two element scripts), against the built library and the
// reference API (the demo server's Node process; its carts live in each browser context's world, mocks/scope.ts). Run after `npm run build && npm run build:demo`:
//   node --test --test-concurrency=1 test/e2e/
// The demo's cookie script sets WC_PERSISTENT=1 and, on a fresh context, WC_OrdId=5001 (3 lines, 4 items). Every test
// opens its own browser context and ends by asserting no console error, uncaught error or CSP violation.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { expectNoAxeViolations, faultSwitches, openDemo, openPage, setSwitch, TEST_TIMEOUT, useBrowser } from './helpers.mjs';

const env = useBrowser();
const CART_TAGS = ['sg-mini-cart', 'sg-cart-drawer'];

const badge = (page) => page.locator('sg-mini-cart [part="badge"]');
const openDialog = (page) => page.locator('sg-cart-drawer dialog[open]');

/** Waits until the mini cart's badge shows `text`. */
async function expectBadge(page, text) {
  await page.waitForFunction(
    (want) => document.querySelector('sg-mini-cart')?.shadowRoot?.querySelector('[part="badge"]')?.textContent?.trim() === want,
    text,
  );
  assert.equal((await badge(page).textContent())?.trim(), text);
}

/** Where focus is: inside the drawer's dialog, on the mini cart, or elsewhere (looking through open shadow roots). */
function focusState(page) {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const dialog = document.querySelector('sg-cart-drawer')?.shadowRoot?.querySelector('dialog');
    return {
      inDrawer: Boolean(dialog && active && dialog.contains(active)),
      onMiniCart: document.activeElement?.tagName.toLowerCase() === 'sg-mini-cart',
      deep: active ? `${active.tagName.toLowerCase()}${active.getAttribute('part') ? `[part=${active.getAttribute('part')}]` : ''}` : '',
    };
  });
}

/** The demo page with the cart elements defined and the seeded cart 5001 loaded (badge "4"). */
async function openCartDemo() {
  const handle = await openDemo(env, { tags: ['sg-gift-card-balance', 'sg-toasts', ...CART_TAGS] });
  await expectBadge(handle.page, '4');
  return handle;
}

/** Opens the legacy page; `requests` collects every URL the page asked for. */
async function openLegacy() {
  const handle = await openPage(env.browser);
  const requests = [];
  handle.page.on('request', (request) => requests.push(request.url()));
  const response = await handle.page.goto(`${env.server.url}/demo/legacy.html`);
  assert.equal(response?.status(), 200);
  await handle.page.waitForSelector('html[data-reference-api="ready"]', { state: 'attached' });
  await handle.page.waitForFunction((names) => names.every((name) => customElements.get(name)), CART_TAGS);
  return { ...handle, requests };
}

/** Clicks the mini cart and waits until the drawer's dialog is open with its lines rendered. */
async function openDrawer(page) {
  await page.locator('sg-mini-cart [part="button"]').click();
  await openDialog(page).waitFor();
  await openDialog(page).locator('[part="line"]').first().waitFor();
}

/**
 * Waits until `locator`'s element has kept its place for 200 ms. The demo page's wallets show under Checkout a moment
 * after the drawer opens and push the footer's rows up: a click on one of them before that can land where it was
 * (WebKit, "Learn more": the explainer never opened).
 */
async function stayingPut(page, locator) {
  let last = null;
  for (let tries = 0; tries < 50; tries += 1) {
    const box = await locator.boundingBox();
    if (box && last && box.x === last.x && box.y === last.y) return;
    last = box;
    await page.waitForTimeout(200);
  }
  assert.fail('the element kept moving for 10 s');
}

describe('cart on the demo page', () => {
  test('the mini cart shows 4 for cart 5001; it opens the drawer, focus moves in, Escape closes and focus returns', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openCartDemo();
    try {
      await page.locator('sg-mini-cart').getByRole('link', { name: 'Cart: 4 items added to cart' }).waitFor();
      await openDrawer(page);
      await page.waitForFunction(() => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return document.querySelector('sg-cart-drawer')?.shadowRoot?.querySelector('dialog')?.contains(active);
      });
      assert.equal((await focusState(page)).inDrawer, true, 'focus is inside the drawer');
      assert.equal(await openDialog(page).locator('[part="line"]').count(), 3);

      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('sg-cart-drawer')?.shadowRoot?.querySelector('dialog[open]'));
      await page.waitForFunction(() => document.activeElement?.tagName.toLowerCase() === 'sg-mini-cart');
      const focus = await focusState(page);
      assert.deepEqual({ inDrawer: focus.inDrawer, onMiniCart: focus.onMiniCart }, { inDrawer: false, onMiniCart: true }, 'focus returns to the mini cart');
      assert.equal(focus.deep, 'a[part=button]');
      await check();
    } finally {
      await close();
    }
  });

  test('a teaser\'s plain "Add to cart" button adds one item (badge 5) and opens the drawer', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openCartDemo();
    try {
      const posts = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/cart/sku')) posts.push(request.postDataJSON());
      });
      await page.locator('button[data-sku="sku-1001-2"]').click();
      await expectBadge(page, '5');
      await openDialog(page).waitFor();
      await openDialog(page).locator('[part="line"]').first().waitFor();
      assert.equal(posts.length, 1, 'one POST /api/cart/sku');
      assert.equal(posts[0].skuId, 'sku-1001-2');
      await page.waitForFunction(() => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return document.querySelector('sg-cart-drawer')?.shadowRoot?.querySelector('dialog')?.contains(active);
      });
      await check();
    } finally {
      await close();
    }
  });

  test('axe-core finds no violation with the drawer open', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openCartDemo();
    try {
      await openDrawer(page);
      // Totals (and the tax estimate) are part of what is checked.
      await openDialog(page).locator('[part="totals"]').waitFor();
      await expectNoAxeViolations(page, 'with the cart drawer open');
      await check();
    } finally {
      await close();
    }
  });
});

describe('pay later in the drawer', () => {
  test('"Learn more" opens the explainer over the drawer (axe finds nothing); Escape closes it alone and focus returns to "Learn more"', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openCartDemo();
    try {
      await openDrawer(page);
      const drawer = page.locator('sg-cart-drawer dialog[part="dialog"]');
      const more = drawer.getByRole('button', { name: 'Learn more about paying over time' });
      await openDialog(page).locator('[part="express"]:not([hidden])').waitFor();
      await stayingPut(page, more);
      await more.click();
      const explainer = page.locator('sg-cart-drawer').getByRole('dialog', { name: 'Pay over time' });
      await explainer.getByRole('heading', { name: 'Klarna: 4 payments' }).waitFor();
      await explainer.getByRole('heading', { name: 'Afterpay: 4 payments' }).waitFor();
      assert.equal(await explainer.getByText('Today', { exact: true }).count(), 2);
      await expectNoAxeViolations(page, 'the pay-later explainer');
      await page.keyboard.press('Escape');
      await explainer.waitFor({ state: 'hidden' });
      assert.equal(await drawer.isVisible(), true, 'the drawer stays open');
      await page.waitForFunction(() => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return active?.getAttribute('part') === 'pay-later-more';
      });
      await check();
    } finally {
      await close();
    }
  });
});

describe('the cart\'s error catalogue', () => {
  test('the fault panel\'s error key on the cart call: the drawer\'s notice says it, its call link dials the configured number', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openCartDemo();
    try {
      const switches = await faultSwitches(page, /^Cart \(GET/);
      await setSwitch(page, switches, 'Error key', '_TOTAL_GC_AMOUNT_EXCEDED_MAX_LIMIT_TEL');
      // The page's next cart GET answers with the key.
      await page.reload();
      await expectBadge(page, '4');
      await openDrawer(page);
      const drawer = page.locator('sg-cart-drawer dialog[part="dialog"]');
      const notice = drawer.getByRole('status').filter({ hasText: 'The gift card total is over the limit.' });
      await notice.waitFor();
      assert.equal(await notice.textContent(), 'The gift card total is over the limit. Please call 1-877-555-0142 for help.');
      assert.equal(await notice.getByRole('link', { name: '1-877-555-0142' }).getAttribute('href'), 'tel:+18775550142');
      await expectNoAxeViolations(page, 'the cart notice with its call link');
      await check();
    } finally {
      await close();
    }
  });
});

describe('cart on the legacy page', () => {
  test('only the two element scripts load from /dist/elements; the plain button adds to the cart and opens the drawer; no analytics code loads', { timeout: TEST_TIMEOUT }, async () => {
    const { page, requests, check, close } = await openLegacy();
    try {
      await expectBadge(page, '4');
      const paths = requests.map((url) => new URL(url).pathname);
      const elementScripts = [...new Set(paths.filter((p) => p.startsWith('/dist/elements/')))].sort();
      assert.deepEqual(elementScripts, ['/dist/elements/sg-cart-drawer.js', '/dist/elements/sg-mini-cart.js']);
      assert.equal(paths.includes('/dist/index.js'), false, 'the library bundle is not loaded');
      assert.deepEqual(paths.filter((p) => p.startsWith('/dist/') && !p.startsWith('/dist/elements/') && !p.startsWith('/dist/chunks/')), []);

      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expectBadge(page, '5');
      await openDialog(page).waitFor();
      await openDialog(page).locator('[part="line"]').first().waitFor();
      assert.equal(await openDialog(page).locator('[part="line"]').count(), 4, 'the added sku is a new line');
      // The page has no analytics section: an add and a drawer opened load no analytics code (docs/analytics.md).
      const loaded = requests.map((url) => new URL(url).pathname);
      assert.deepEqual(loaded.filter((p) => /\/chunks\/analytics-/.test(p)), []);
      await check();
    } finally {
      await close();
    }
  });
});

describe('cart in two tabs', () => {
  test('a quantity change in one tab shows in the other tab\'s mini cart without a cart GET there', { timeout: TEST_TIMEOUT }, async () => {
    const first = await openCartDemo();
    const { page } = first;
    // A second tab of the same context (same cookies, same origin: the BroadcastChannel reaches it).
    const second = await first.context.newPage();
    const secondProblems = [];
    second.on('console', (message) => {
      if (message.type() === 'error') secondProblems.push(message.text());
    });
    second.on('pageerror', (error) => secondProblems.push(error.message));
    // openPage() records CSP violations in its own page only: the same recorder for this one.
    await second.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    try {
      await second.goto(`${env.server.url}/demo/elements.html`);
      await second.waitForSelector('html[data-reference-api="ready"]', { state: 'attached' });
      await second.waitForFunction((names) => names.every((name) => customElements.get(name)), CART_TAGS);
      await expectBadge(second, '4');
      // From here on, the second tab must not ask for the cart.
      const cartGets = [];
      second.on('request', (request) => {
        if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/cart/')) cartGets.push(request.url());
      });

      await page.bringToFront();
      await openDrawer(page);
      // The demo page's wallets (their scripts from the second origin) show under Checkout once the drawer is open:
      // the click below waits until they have, so the drawer no longer changes under it.
      await openDialog(page).locator('[part="express"]:not([hidden])').waitFor();
      const firstLine = openDialog(page).locator('[part="line"]').first();
      const before = Number(await firstLine.locator('[part="quantity-input"]').inputValue());
      const update = page.waitForResponse((response) => /\/updateItemQuantity$/.test(new URL(response.url()).pathname));
      await firstLine.locator('[part="quantity-increase"]').click();
      await update;
      await page.waitForFunction(
        (want) => document.querySelector('sg-cart-drawer')?.shadowRoot?.querySelector('[part="line"] [part="quantity-input"]')?.value === want,
        String(before + 1),
      );
      await expectBadge(page, '5');

      await expectBadge(second, '5');
      // Give a stray reload the time to show up.
      await second.waitForTimeout(300);
      assert.deepEqual(cartGets, [], 'no cart GET in the second tab after its initial load');
      assert.deepEqual(secondProblems, [], 'console errors in the second tab');
      const violations = await second.evaluate(() => window.__cspViolations);
      assert.deepEqual(violations, [], 'CSP violations in the second tab');
      await first.check();
    } finally {
      await first.close();
    }
  });
});
