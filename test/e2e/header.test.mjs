// End-to-end tests of the store page (demo/index.html): <sg-header> from one script and one configuration script,
// exactly as a CMS author pastes it, on the built dist/ under the strict CSP.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { chromiumLogs, engineCannot, expectNoAxeViolations, layoutShifts, openDemo, openPage, openWithScriptHeld, TEST_TIMEOUT, useBrowser } from './helpers.mjs';

const NO_LAYOUT_SHIFTS = 'no Layout Instability API (PerformanceObserver layout-shift entries are Chromium only)';

const env = useBrowser();
const MOBILE = { width: 390, height: 844 };

/** The store page, with the header upgraded and its nested search and cart defined. */
const openStore = (options = {}) =>
  openDemo(env, { path: '/', tags: ['sg-header', 'sg-search', 'sg-mini-cart', 'sg-cart-drawer'], ...options });

/** Opens the header's gift card dialog from the sub-header and checks the seeded card ($50.00). */
async function checkSeededGiftCard(header) {
  await header.getByRole('button', { name: 'Gift Card Balance' }).click();
  const dialog = header.getByRole('dialog', { name: 'Gift Card Balance' });
  await dialog.getByLabel('Gift card number').fill('6006491234567890');
  await dialog.getByLabel('PIN', { exact: true }).fill('1234');
  await dialog.getByLabel("I'm not a robot").check();
  await dialog.getByRole('button', { name: 'Check balance' }).click();
  await dialog.getByText('$50.00', { exact: true }).waitFor();
}

describe('store page: <sg-header>', () => {
  test('upgrades in the reserved height (160 px desktop, 112 px at 390 px) with no layout shift and no console error', { timeout: TEST_TIMEOUT }, async () => {
    for (const [viewport, height] of [
      [undefined, 160],
      [MOBILE, 112],
    ]) {
      const { page, check, close } = await openPage(env.browser, viewport ? { viewport } : {});
      try {
        // The header's script (and so every module script after it) is held until the page has been parsed and
        // painted with the fallback: shifts of the page's own incremental rendering come before that and are not the
        // upgrade's (a clean-clone CI run under load saw the demo's "Cart summary ZIP" button painted empty, 16x6,
        // its text not yet parsed, then grow). Every shift after the release is counted.
        const release = await openWithScriptHeld(page, `${env.server.url}/`, '/dist/elements/sg-header.js');
        await page.waitForFunction(() => document.readyState !== 'loading');
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const header = page.locator('sg-header');
        assert.equal((await header.boundingBox())?.height, height, 'the fallback in the reserved height');
        const parsed = (await layoutShifts(page)).length;
        release();
        await page.waitForFunction((names) => names.every((name) => customElements.get(name)), ['sg-header', 'sg-search', 'sg-mini-cart', 'sg-cart-drawer']);
        await header.getByRole('link', { name: 'Summit Sports' }).waitFor();
        await header.getByRole('combobox', { name: 'Search products' }).waitFor();
        await page.waitForSelector('html[data-reference-api="ready"]', { state: 'attached' });
        const box = await header.boundingBox();
        assert.equal(box?.height, height);
        assert.deepEqual((await layoutShifts(page)).slice(parsed), [], 'layout shifts');
        await check();
      } finally {
        await close();
      }
    }
  });

  test('without JavaScript the fallback keeps the reserved height and its GET form searches', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openPage(env.browser, { javaScriptEnabled: false });
    try {
      await page.goto(`${env.server.url}/`);
      const header = page.locator('sg-header');
      assert.equal((await header.boundingBox())?.height, 160);
      await header.getByRole('link', { name: 'Camp & Hike' }).waitFor();
      const box = header.getByRole('searchbox', { name: 'Search products' });
      await box.fill('tent');
      await Promise.all([page.waitForURL((url) => url.pathname === '/search'), box.press('Enter')]);
      assert.equal(new URL(page.url()).search, '?searchTerm=tent');
      await check(chromiumLogs(/404/), { allowed: [/favicon/] });
    } finally {
      await close();
    }
  });

  test('text typed and focus in the fallback box before the script arrives carry into the search', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openPage(env.browser);
    try {
      // Hold the header's script until the shopper has typed into the plain form.
      const release = await openWithScriptHeld(page, `${env.server.url}/`, '/dist/elements/sg-header.js');
      const fallback = page.locator('sg-header > form input[name="searchTerm"]');
      await fallback.click();
      await page.keyboard.type('tent st');
      release();
      const combobox = page.locator('sg-header').getByRole('combobox', { name: 'Search products' });
      await combobox.waitFor();
      await page.waitForFunction(() => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return active?.getAttribute('role') === 'combobox';
      });
      assert.equal(await combobox.inputValue(), 'tent st');
      await page.keyboard.type('akes');
      assert.equal(await combobox.inputValue(), 'tent stakes');
      await check();
    } finally {
      await close();
    }
  });

  test('the mega menu opens by keyboard and pointer; axe finds nothing with a panel open', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openStore();
    try {
      const header = page.locator('sg-header');
      await expectNoAxeViolations(page, 'closed');
      const camp = header.getByRole('button', { name: 'Camp & Hike', exact: true });
      await camp.focus();
      await page.keyboard.press('Enter');
      assert.equal(await camp.getAttribute('aria-expanded'), 'true');
      await header.getByRole('link', { name: 'Shop All Camp & Hike' }).waitFor();
      // The hidden L2 is not shown; the promo image is.
      assert.equal(await header.getByRole('link', { name: 'Old Stock' }).count(), 0);
      await header.getByRole('img', { name: 'Up to 40% off tents' }).waitFor();
      await expectNoAxeViolations(page, 'with the Camp & Hike panel open');
      await page.keyboard.press('Escape');
      assert.equal(await camp.getAttribute('aria-expanded'), 'false');
      const brands = header.getByRole('button', { name: 'Brands', exact: true });
      await brands.hover();
      await header.getByRole('img', { name: 'YETI logo' }).waitFor();
      await expectNoAxeViolations(page, 'with the brand panel open');
      // A link fires sg-navigate; the demo cancels it and says where it would go.
      await header.getByRole('link', { name: 'Nike logo' }).click();
      await page.getByText('Brands > Nike (brand) would open /b/nike').waitFor();
      await check();
    } finally {
      await close();
    }
  });

  test('at 390 px the hamburger dialog drills to L3 and returns focus; axe finds nothing at each level', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openStore({ viewport: MOBILE });
    try {
      const header = page.locator('sg-header');
      const hamburger = header.getByRole('button', { name: 'Menu' });
      await hamburger.click();
      const dialog = header.getByRole('dialog', { name: 'Menu' });
      await dialog.getByText('Welcome', { exact: true }).waitFor();
      await expectNoAxeViolations(page, 'dialog level 0');
      await dialog.getByRole('button', { name: 'Shop', exact: true }).click();
      await dialog.getByRole('heading', { name: 'Shop' }).waitFor();
      await expectNoAxeViolations(page, 'dialog level 1');
      await dialog.getByRole('button', { name: 'Camp & Hike' }).click();
      await dialog.getByRole('link', { name: 'Shop All Camp & Hike' }).waitFor();
      await expectNoAxeViolations(page, 'dialog level 2');
      await dialog.getByRole('button', { name: 'Tents' }).click();
      await dialog.getByRole('link', { name: 'Family Tents' }).waitFor();
      await expectNoAxeViolations(page, 'dialog level 3');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      const focusedName = await page.evaluate(() => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return active?.getAttribute('aria-label');
      });
      assert.equal(focusedName, 'Menu');
      await check();
    } finally {
      await close();
    }
  });

  test('the language switch speaks fr-CA in the header and the store locator, and back to English', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openStore();
    try {
      const header = page.locator('sg-header');
      await header.getByRole('combobox', { name: 'Search products' }).waitFor();
      await page.getByRole('radio', { name: 'Français (Canada)' }).check();
      // The fr-CA texts load as their own chunk; the store locator beside the header follows too.
      await header.getByRole('combobox', { name: 'Rechercher des produits' }).waitFor();
      await header.getByRole('link', { name: 'Passer au contenu principal' }).waitFor({ state: 'attached' });
      await page.locator('main sg-store-locator').getByRole('button', { name: /^(Trouver un magasin|Mon magasin)/ }).waitFor();
      await header.getByRole('button', { name: 'Gift Card Balance' }).click();
      const dialog = header.getByRole('dialog', { name: 'Gift Card Balance' });
      await dialog.getByRole('button', { name: 'Vérifier le solde' }).waitFor();
      await expectNoAxeViolations(page, 'the header in French');
      await page.keyboard.press('Escape');
      await page.getByRole('radio', { name: 'English (United States)' }).check();
      await header.getByRole('combobox', { name: 'Search products' }).waitFor();
      await check();
    } finally {
      await close();
    }
  });

  test('the gift card balance check opens from the sub-header and checks a seeded card', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openStore();
    try {
      await checkSeededGiftCard(page.locator('sg-header'));
      await expectNoAxeViolations(page, 'gift card dialog');
      await check();
    } finally {
      await close();
    }
  });

  test('"Sign in" opens the account flyout in the header (the page has no <sg-account>); Pat signs in and the button greets him with his badge', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openStore();
    try {
      const header = page.locator('sg-header');
      const button = header.locator('[part="bar"] [part="account-button"]');
      await button.click();
      const dialog = header.getByRole('dialog', { name: 'Sign in' });
      await dialog.getByRole('textbox', { name: 'Email' }).fill('pat@example.com');
      await dialog.getByLabel('Password', { exact: true }).fill('Trail2025!Go');
      await expectNoAxeViolations(page, 'the header\'s sign-in flyout');
      await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
      await header.getByRole('dialog', { name: 'My account' }).getByRole('link', { name: 'Orders' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/', 'no navigation');
      await page.keyboard.press('Escape');
      await button.and(page.getByRole('button', { name: 'Hi, Pat, 3 new rewards and offers', exact: true })).waitFor();
      assert.equal(await header.locator('[part="account-badge"]').textContent(), '3');
      await check();
    } finally {
      await close();
    }
  });

  test('analytics: nothing reaches GA4 or Adobe before consent; after it, one event per action in both layers and the log, no personal data; revoked, nothing again', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openStore();
    /** The GA4 events pushed so far (the demo's configuration has both layers). */
    const ga4 = () => page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));
    try {
      const header = page.locator('sg-header');
      await header.getByRole('combobox', { name: 'Search products' }).waitFor();
      await page.getByText('Analytics log', { exact: true }).click();
      const consent = page.getByRole('checkbox', { name: 'Analytics consent granted' });
      await consent.waitFor();
      // Before consent: a panel opened and a balance checked send nothing.
      await header.getByRole('button', { name: 'Men', exact: true }).click();
      await header.getByRole('link', { name: 'Jackets' }).waitFor();
      await page.keyboard.press('Escape');
      await page.waitForTimeout(300);
      assert.deepEqual(await ga4(), []);

      // The page's analytics section loaded the runtime (test/e2e/cart.test.mjs: a page without one does not).
      assert.ok(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/chunks\/analytics-[\w-]+\.js$/.test(entry.name))));
      await consent.check();
      await page.waitForFunction(() => (window.adobeDataLayer ?? []).some((entry) => entry.page?.pageEnv === 'demo'));
      await checkSeededGiftCard(header);
      await page.waitForFunction(() => (window.dataLayer ?? []).some((entry) => entry.event === 'sg_gift_card_balance'));
      await page.keyboard.press('Escape');
      await header.getByRole('button', { name: 'Women', exact: true }).click();
      await page.waitForFunction(() => (window.dataLayer ?? []).some((entry) => entry.event === 'sg_component_view'));
      await page.keyboard.press('Escape');
      assert.deepEqual(await ga4(), ['sg_gift_card_balance', 'sg_component_view']);
      const adobe = await page.evaluate(() => (window.adobeDataLayer ?? []).filter((entry) => entry.event).map((entry) => [entry.event, entry.eventInfo]));
      assert.deepEqual(adobe, [
        ['giftCardBalanceChecked', { outcome: 'success' }],
        ['componentViewed', { component: 'mega menu: Women' }],
      ]);
      const pushed = await page.evaluate(() => JSON.stringify([window.dataLayer, window.adobeDataLayer]));
      for (const secret of ['6006491234567890', '7890', '50.00', '"balance"']) assert.equal(pushed.includes(secret), false, secret);
      // The log shows them, newest first.
      const log = page.getByRole('list', { name: 'Pushed analytics events, newest first' });
      assert.match((await log.getByRole('listitem').first().textContent()) ?? '', /^adobeDataLayer: componentViewed/);
      await expectNoAxeViolations(page, 'the analytics log');

      await consent.uncheck();
      await header.getByRole('button', { name: 'Kids', exact: true }).click();
      await page.waitForTimeout(300);
      await page.keyboard.press('Escape');
      assert.deepEqual(await ga4(), ['sg_gift_card_balance', 'sg_component_view']);
      await check();
    } finally {
      await close();
    }
  });

  test('the floating chat and feedback buttons open their pages framed in the help panel under the strict CSP; Escape returns focus', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openStore();
    try {
      const floating = page.locator('sg-header [part="floating-help"]');
      const chat = floating.getByRole('button', { name: 'Chat with us' });
      await chat.click();
      const panel = page.locator('sg-header').getByRole('dialog', { name: 'Chat with us' });
      await panel.waitFor();
      // The demo's chat page, same origin, framed: its policy lets the demo's pages frame it (scripts/serve.mjs).
      const framed = () =>
        page.evaluate(() => document.querySelector('sg-header').shadowRoot.querySelector('[part="help-frame"]')?.contentDocument?.querySelector('h1')?.textContent ?? null);
      await page.waitForFunction(
        () => document.querySelector('sg-header').shadowRoot.querySelector('[part="help-frame"]')?.contentDocument?.querySelector('h1') != null,
      );
      assert.equal(await framed(), 'Chat with us');
      await expectNoAxeViolations(page, 'with the chat panel open');
      await floating.getByRole('button', { name: 'Feedback' }).click();
      await page.locator('sg-header').getByRole('dialog', { name: 'Feedback' }).waitFor();
      await page.waitForFunction(
        () => document.querySelector('sg-header').shadowRoot.querySelector('[part="help-frame"]')?.contentDocument?.querySelector('h1')?.textContent === 'Tell us how we did',
      );
      await page.keyboard.press('Escape');
      await page.locator('sg-header').getByRole('dialog', { name: 'Feedback' }).waitFor({ state: 'hidden' });
      assert.equal(
        await page.evaluate(() => document.querySelector('sg-header').shadowRoot.activeElement?.textContent ?? null),
        'Feedback',
        'focus back on the feedback button',
      );
      await check();
    } finally {
      await close();
    }
  });

  test('sticks after scrolling past 125 px without changing its height', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openStore({ viewport: { width: 1280, height: 500 } });
    try {
      const header = page.locator('sg-header');
      await header.getByRole('link', { name: 'Summit Sports' }).waitFor();
      await page.mouse.wheel(0, 400);
      await page.waitForFunction(() => document.querySelector('sg-header').hasAttribute('stuck'));
      assert.equal((await header.boundingBox())?.height, 160);
      const logo = await header.getByRole('link', { name: 'Summit Sports' }).boundingBox();
      assert.ok(logo && logo.y >= 0 && logo.y < 72, `the logo is in view at ${logo?.y}`);
      await check();
    } finally {
      await close();
    }
  });

  test('sticking and being released moves nothing: no layout shift through a scroll down and back, at both widths (Chromium: the others have no Layout Instability API)', { timeout: TEST_TIMEOUT }, async (t) => {
    if (engineCannot(t, { firefox: NO_LAYOUT_SHIFTS, webkit: NO_LAYOUT_SHIFTS })) return;
    for (const viewport of [{ width: 1280, height: 800 }, MOBILE]) {
      const { page, check, close } = await openStore({ viewport });
      try {
        const header = page.locator('sg-header');
        await header.getByRole('combobox', { name: 'Search products' }).waitFor();
        await page.evaluate(() => {
          const filler = document.createElement('div');
          filler.style.height = '3000px';
          document.body.append(filler);
        });
        const before = (await layoutShifts(page)).length;
        // Down past 125 px (stuck), up to 60 (still stuck), up to 10 (released), down again and back to the top;
        // each step waits out the sticky machine's 200 ms throttle.
        for (const y of [400, 60, 10, 400, 0]) {
          await page.evaluate((to) => window.scrollTo(0, to), y);
          await page.waitForTimeout(350);
        }
        assert.equal(await page.evaluate(() => document.querySelector('sg-header').hasAttribute('stuck')), false);
        const shifts = (await layoutShifts(page)).slice(before);
        assert.deepEqual(shifts, [], `layout shifts at ${viewport.width} px`);
        await check();
      } finally {
        await close();
      }
    }
  });
});
