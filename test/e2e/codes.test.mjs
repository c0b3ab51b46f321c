// The demo's codes page (demo/codes.html): the reference API's seeded barcodes and the scanner's QR cases drawn as
// SVG, under the strict CSP with Trusted Types. Each drawn symbol, as Chromium paints it, decodes (zxing-wasm in Node)
// to its code; the page is linked from the store page, passes axe and reflows at 320 px. Run after `npm run build:demo`.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { expectNoAxeViolations, openPage, TEST_TIMEOUT, useBrowser } from './helpers.mjs';
import { CODES, QR_PRODUCT_PATH, QR_TEXT } from './media/make-media.mjs';
import { decodeImage } from './media/decode.mjs';

const env = useBrowser();

async function openCodes(options) {
  const handle = await openPage(env.browser, options);
  const response = await handle.page.goto(`${env.server.url}/demo/codes.html`);
  assert.equal(response?.status(), 200);
  assert.match(response.headers()['content-security-policy'] ?? '', /require-trusted-types-for 'script'/);
  await handle.page.waitForSelector('html[data-codes="ready"]', { state: 'attached' });
  return handle;
}

describe('demo: codes to scan', () => {
  test('every seeded code and QR case is drawn, named, and decodes from the painted page to its text', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openCodes();
    try {
      const expected = [
        ['EAN-13 barcode', CODES.ean13, 'EAN13', CODES.ean13],
        ['EAN-13 barcode', CODES.ean13One, 'EAN13', CODES.ean13One],
        ['UPC-A barcode', CODES.upcA, 'EAN13', `0${CODES.upcA}`],
        ['UPC-A barcode', CODES.upcAOne, 'EAN13', `0${CODES.upcAOne}`],
        ['EAN-8 barcode', CODES.ean8None, 'EAN8', CODES.ean8None],
        ['EAN-13 barcode', CODES.ean13Unknown, 'EAN13', CODES.ean13Unknown],
        ['QR code:', QR_TEXT, 'QRCode', QR_TEXT],
        ['QR code:', `${env.server.url}${QR_PRODUCT_PATH}`, 'QRCode', `${env.server.url}${QR_PRODUCT_PATH}`],
        ['QR code:', 'https://example.com/p/not-this-store', 'QRCode', 'https://example.com/p/not-this-store'],
      ];
      const images = page.getByRole('img');
      assert.equal(await images.count(), expected.length);
      for (const [index, [kind, value, format, text]] of expected.entries()) {
        const image = images.nth(index);
        assert.equal(await image.getAttribute('aria-label'), `${kind} ${value}`);
        const shot = await image.screenshot();
        assert.deepEqual(await decodeImage(shot), [{ format, text }], `${kind} ${value}`);
      }
      // What the lookup answers, as the reference API is seeded.
      const lists = page.getByRole('list', { name: 'Barcodes' });
      await lists.getByText('3 products, searched with barcode_search:').waitFor();
      await lists.getByText('One product, whose page opens: Wilson Evolution Indoor Basketball.').waitFor();
      await lists.getByText('Known, without products: "No Products Found".').waitFor();
      await lists.getByText('Unknown to the catalogue (404): "No Products Found".').waitFor();
      await expectNoAxeViolations(page, 'on the codes page');
      await check();
    } finally {
      await close();
    }
  });

  test('at 320 px the page reflows (no horizontal scroll) and the symbols shrink to fit', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openCodes({ viewport: { width: 320, height: 640 } });
    try {
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), true);
      const widths = await page.getByRole('img').evaluateAll((svgs) => svgs.map((svg) => svg.getBoundingClientRect().right));
      assert.ok(widths.every((right) => right <= 320), `symbols end at ${widths.join(', ')}`);
      await check();
    } finally {
      await close();
    }
  });

  test('the store page links to it', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openPage(env.browser);
    try {
      await page.goto(`${env.server.url}/`);
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Barcodes and QR codes to scan' }).click();
      await page.waitForURL(`${env.server.url}/demo/codes.html`);
      await page.getByRole('heading', { level: 1, name: 'Codes to scan' }).waitFor();
      await check([], { allowed: [/favicon/] });
    } finally {
      await close();
    }
  });
});
