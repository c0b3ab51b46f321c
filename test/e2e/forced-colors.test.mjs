// Forced colours (Windows High Contrast) on the demo page against the built library: every state that signals by
// colour or shadow alone keeps a visible sign (issue 8, defects 2 and 14), and axe stays at zero. Chromium and Firefox
// render forced colours (the context starts with them); WebKit has no such mode.
//   node scripts/e2e.mjs test/e2e/forced-colors.test.mjs
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { engineCannot, expectNoAxeViolations, NO_FORCED_COLORS, openDemo, TEST_TIMEOUT, useBrowser } from './helpers.mjs';

const env = useBrowser();
const TAGS = ['sg-search', 'sg-mini-cart', 'sg-cart-drawer', 'sg-gift-card-balance', 'sg-toasts'];
// axe on the library's elements: under emulated forced colours axe reads the demo footer's authored colour (#e6e6e6)
// against the forced white background and reports a contrast the page does not have (the text renders black).
const LIBRARY = { include: TAGS };

/** A computed style of the element `selector` finds inside `host`'s shadow root. */
const styleOf = (page, host, selector, property) =>
  page.evaluate(
    ([h, s, p]) => {
      const el = document.querySelector(h)?.shadowRoot?.querySelector(s);
      return el ? getComputedStyle(el)[p] : null;
    },
    [host, selector, property],
  );

describe('forced colours', () => {
  test('the active suggestion, the drawer edge, the free-shipping bar and the badge stay visible (not in WebKit: no forced colours mode)', { timeout: TEST_TIMEOUT }, async (t) => {
    if (engineCannot(t, { webkit: NO_FORCED_COLORS })) return;
    const handle = await openDemo(env, { tags: TAGS, attributes: { 'sg-search': { 'typeahead-timeout-ms': '3000' } }, forcedColors: 'active' });
    const { page } = handle;
    try {
      assert.equal(await page.evaluate(() => matchMedia('(forced-colors: active)').matches), true);

      // Search: the option under the arrow keys has an outline; the others have none.
      const input = page.locator('header sg-search').getByRole('combobox', { name: 'Search products' });
      await input.click();
      await input.pressSequentially('te');
      await page.locator('header sg-search [role="option"]').first().waitFor();
      await input.press('ArrowDown');
      await page.waitForSelector('header sg-search [role="option"][aria-selected="true"]');
      const outlines = await page.evaluate(() =>
        [...document.querySelector('header sg-search').shadowRoot.querySelectorAll('[role="option"]')].map((o) => ({
          selected: o.getAttribute('aria-selected') === 'true',
          outline: getComputedStyle(o).outlineStyle,
        })),
      );
      assert.ok(outlines.length > 1);
      for (const option of outlines) assert.equal(option.outline, option.selected ? 'solid' : 'none', JSON.stringify(option));
      await expectNoAxeViolations(page, 'search open, forced colours', LIBRARY);
      await input.press('Escape');

      // The badge keeps a border; the drawer has an edge, its progress bar a track and a Highlight bar.
      await page.waitForFunction(() => document.querySelector('sg-mini-cart')?.shadowRoot?.querySelector('[part="badge"]'));
      assert.equal(await styleOf(page, 'sg-mini-cart', '[part="badge"]', 'borderTopStyle'), 'solid');
      await page.locator('sg-mini-cart').getByRole('link').click();
      await page.waitForFunction(() => document.querySelector('sg-cart-drawer')?.shadowRoot?.querySelector('[part="progress"]'));
      assert.equal(await styleOf(page, 'sg-cart-drawer', 'dialog', 'borderLeftStyle'), 'solid');
      assert.equal(await styleOf(page, 'sg-cart-drawer', '[part="progress"]', 'borderTopStyle'), 'solid');
      const bar = await styleOf(page, 'sg-cart-drawer', '[part="progress"] > div', 'backgroundColor');
      const track = await styleOf(page, 'sg-cart-drawer', '[part="progress"]', 'backgroundColor');
      assert.notEqual(bar, track, 'the bar differs from its track');
      await expectNoAxeViolations(page, 'drawer open, forced colours', LIBRARY);
      await handle.check();
    } finally {
      await handle.close();
    }
  });
});

describe('forced colours: the store page header', () => {
  test('the open L1 keeps its underline (the others have none), the panel an edge; axe finds nothing (not in WebKit: no forced colours mode)', { timeout: TEST_TIMEOUT }, async (t) => {
    if (engineCannot(t, { webkit: NO_FORCED_COLORS })) return;
    const handle = await openDemo(env, { path: '/', tags: ['sg-header', 'sg-search', 'sg-mini-cart', 'sg-cart-drawer', 'sg-toasts'], forcedColors: 'active' });
    const { page } = handle;
    try {
      assert.equal(await page.evaluate(() => matchMedia('(forced-colors: active)').matches), true);
      const header = page.locator('sg-header');
      await header.getByRole('button', { name: 'Camp & Hike', exact: true }).click();
      await header.getByRole('link', { name: 'Shop All Camp & Hike' }).waitFor();
      const underlines = await page.evaluate(() =>
        [...document.querySelector('sg-header').shadowRoot.querySelectorAll('[part="menu-button"]')].map((b) => ({
          open: b.getAttribute('aria-expanded') === 'true',
          underline: getComputedStyle(b).borderBottomWidth,
          height: b.getBoundingClientRect().height,
        })),
      );
      const open = underlines.filter((u) => u.open);
      const closed = underlines.filter((u) => !u.open);
      assert.equal(open.length, 1);
      // Not a difference of colour alone (WCAG 1.4.11, issue 21.21): the forced transparent border was a CanvasText
      // underline under every closed L1. The open one has its underline, the closed ones none, at one height.
      assert.equal(open[0].underline, '3px', JSON.stringify(underlines));
      for (const u of closed) assert.equal(u.underline, '0px', `a closed L1 has no underline (${JSON.stringify(underlines)})`);
      for (const u of closed) assert.equal(u.height, open[0].height, 'one height');
      const panelBorder = await page.evaluate(() => {
        const panel = [...document.querySelector('sg-header').shadowRoot.querySelectorAll('[part="panel"]')].find((p) => !p.hidden);
        return getComputedStyle(panel).borderTopStyle;
      });
      assert.equal(panelBorder, 'solid');
      await expectNoAxeViolations(page, 'mega menu open, forced colours', { include: ['sg-header'] });
      await handle.check();
    } finally {
      await handle.close();
    }
  });
});
