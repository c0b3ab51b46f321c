// End-to-end tests of <sg-store-locator> on the store page (demo/index.html): the built dist/, the reference API,
// the strict CSP, the header's store button and the page's SDD panel.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ENGINE, expectNoAxeViolations, openDemo, TEST_TIMEOUT, useBrowser } from './helpers.mjs';

const env = useBrowser();

const openStore = (options = {}) =>
  openDemo(env, { path: '/', tags: ['sg-header', 'sg-store-locator', 'sg-mini-cart'], ...options });

describe('store page: <sg-store-locator>', () => {
  test("the header's Find a Store opens the flyout; a ZIP search, Make this my store, and every button agrees", { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openStore();
    try {
      const locator = page.locator('sg-store-locator');
      await locator.getByRole('button', { name: 'Find a store' }).waitFor();
      const headerButton = page.locator('sg-header').getByRole('button', { name: 'Find a Store' }).first();
      await headerButton.click();
      const dialog = locator.getByRole('dialog', { name: 'Find a store' });
      await dialog.waitFor();
      const zip = dialog.getByRole('textbox', { name: 'ZIP code', exact: true });
      await zip.waitFor();
      assert.equal(await zip.evaluate((el) => el.getRootNode().activeElement === el), true, 'focus is in the ZIP field');
      await zip.fill('77056');
      await zip.press('Enter');
      await dialog.getByRole('status').filter({ hasText: /stores near 77056/ }).waitFor();
      await expectNoAxeViolations(page, 'with the flyout open and results shown');
      await dialog.getByRole('button', { name: 'Make this my store: Houston Galleria' }).click();
      await dialog.getByText('Your store').waitFor();
      const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
      assert.equal(cookies.WC_StLocId, '1024');
      assert.equal(cookies.WC_StZip_Selected, '77056');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await locator.getByRole('button', { name: /^My store: Houston Galleria, (Open|Closed), / }).waitFor();
      // Focus went back to the header's button that opened the flyout.
      assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'SG-HEADER');
      await check();
    } finally {
      await close();
    }
  });

  test('"Use my location" with the browser\'s permission lists stores near the position and keeps its ZIP', { timeout: TEST_TIMEOUT }, async () => {
    const { page, context, check, close } = await openStore();
    try {
      await context.grantPermissions(['geolocation'], { origin: env.server.url });
      await context.setGeolocation({ latitude: 32.7831, longitude: -96.8067 });
      const locator = page.locator('sg-store-locator');
      await locator.getByRole('button', { name: 'Find a store' }).click();
      const dialog = locator.getByRole('dialog', { name: 'Find a store' });
      await dialog.getByRole('button', { name: 'Use my location' }).click();
      await dialog.getByRole('status').filter({ hasText: /near your location/ }).waitFor();
      await dialog.getByRole('button', { name: 'Make this my store: Dallas Uptown' }).waitFor();
      await page.waitForFunction(() => document.cookie.includes('geoLocatedZipCode=75'));
      await check();
    } finally {
      await close();
    }
  });

  test('the page panel feeds SHIPPING_ZIP_CODE, then a CART_SUMMARY ZIP is refused; the flyout says where delivery comes from', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openStore();
    try {
      const status = page.locator('#sdd-status');
      await page.getByRole('button', { name: /Shipping address ZIP 75201/ }).click();
      await status.filter({ hasText: /^75201 \(SHIPPING_ZIP_CODE\): updated; now delivery ZIP 75201 \(Dallas, TX\), priority 4/ }).waitFor();
      await page.getByRole('button', { name: /Cart summary ZIP 78704/ }).click();
      await status.filter({ hasText: /^78704 \(CART_SUMMARY\): refused; now delivery ZIP 75201/ }).waitFor();
      const locator = page.locator('sg-store-locator');
      await locator.getByRole('button', { name: 'Find a store' }).click();
      const label = locator.locator('[part="delivery-label"]');
      await label.filter({ hasText: /^(Get it (today|tomorrow) from .+|Same-day delivery is not available for 75201)$/ }).waitFor();
      await check();
    } finally {
      await close();
    }
  });

  test('320 x 320 px (400% zoom) in forced colours (WebKit: without, it has no forced colours mode): the flyout keeps its edge, its fields and results are reachable, axe stays at zero', { timeout: TEST_TIMEOUT }, async () => {
    const forced = ENGINE !== 'webkit';
    const { page, check, close } = await openStore({ viewport: { width: 320, height: 320 }, ...(forced ? { forcedColors: 'active' } : {}) });
    try {
      assert.equal(await page.evaluate(() => matchMedia('(forced-colors: active)').matches), forced);
      const locator = page.locator('sg-store-locator');
      await locator.getByRole('button', { name: 'Find a store' }).click();
      const dialog = locator.getByRole('dialog', { name: 'Find a store' });
      const zip = dialog.getByRole('textbox', { name: 'ZIP code', exact: true });
      await zip.fill('77056');
      await zip.press('Enter');
      await dialog.getByRole('status').filter({ hasText: /stores near 77056/ }).waitFor();
      const layout = await locator.evaluate((host) => {
        const d = host.shadowRoot.querySelector('dialog');
        const card = host.shadowRoot.querySelector('[part="store"]');
        return {
          edge: getComputedStyle(d).borderRightStyle,
          card: getComputedStyle(card).borderTopStyle,
          width: d.getBoundingClientRect().width,
          overflowX: d.scrollWidth > d.clientWidth,
        };
      });
      assert.deepEqual({ width: layout.width, overflowX: layout.overflowX }, { width: 320, overflowX: false });
      if (forced) assert.deepEqual({ edge: layout.edge, card: layout.card }, { edge: 'solid', card: 'solid' });
      // The last control of the flyout can be scrolled to and pressed.
      const check_ = dialog.getByRole('button', { name: 'Check' });
      await check_.scrollIntoViewIfNeeded();
      assert.equal(await check_.isVisible(), true);
      await expectNoAxeViolations(page, `flyout with results${forced ? ', forced colours' : ''}, 320 px`, { include: ['sg-store-locator'] });
      await check();
    } finally {
      await close();
    }
  });

  test("at 390 px, the menu dialog's store button closes the menu and opens the flyout; closing it gives focus back to the menu button", { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openStore({ viewport: { width: 390, height: 844 } });
    try {
      const header = page.locator('sg-header');
      await header.getByRole('button', { name: 'Menu' }).click();
      const menu = header.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('button', { name: 'Find a Store' }).click();
      const dialog = page.locator('sg-store-locator').getByRole('dialog', { name: 'Find a store' });
      await dialog.getByRole('textbox', { name: 'ZIP code', exact: true }).waitFor();
      await menu.waitFor({ state: 'hidden' });
      await page.waitForFunction(() => {
        const host = document.querySelector('sg-store-locator');
        return host?.shadowRoot?.activeElement?.getAttribute('part') === 'zip-input';
      });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.waitForFunction(() => document.querySelector('sg-header')?.shadowRoot?.activeElement?.getAttribute('aria-label') === 'Menu' || document.querySelector('sg-header')?.shadowRoot?.activeElement?.textContent === 'Menu');
      await check();
    } finally {
      await close();
    }
  });
});
