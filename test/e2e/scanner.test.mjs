// End-to-end tests of the barcode/QR scanner of <sg-search> (issue 12) on the built dist/, with a camera showing a
// generated code (test/e2e/media/make-media.mjs: a real EAN-13, a UPC-A, an EAN-8, QR codes) and the reference API in
// the demo server. In Chromium the camera is its fake camera playing the code's video, one browser per video; Firefox
// and WebKit cannot play a file as their camera, so there each page's getUserMedia is the tests' stand-in
// (media/stand-in.mjs), a canvas stream of the same picture. None of these engines has a usable BarcodeDetector here, so
// the fallback decoder (barcode-detector over zxing-wasm, its .wasm from our dist/) reads the frames. The camera is
// granted per context with context.grantPermissions; a context that does not grant it is refused (NotAllowedError).
// Every context is closed after its test: Chromium's fake camera sends no frames to a new capture while a page holds a
// live track.
// Pages, under the demo's CSP (strict, with 'wasm-unsafe-eval' for the decoder): the store page (its header's search
// has `scanner` in the page configuration) and test/e2e/pages/scanner.html (a lone <sg-search scanner>, attributes per
// test); test/e2e/pages/scanner-no-wasm.html adds a policy without 'wasm-unsafe-eval' (a page that did not add it).
// Run after `npm run build && npm run build:demo`.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { chromiumLogs, ENGINE, expectNoAxeViolations, faultSwitches, openDemo, setSwitch, TEST_TIMEOUT } from './helpers.mjs';
import { deepFocus, launchWithMedia, mediaTracks, recordMediaStreams, useMediaServer } from './media/browser.mjs';
import { CODES, QR_PRODUCT_PATH, QR_TEXT } from './media/make-media.mjs';

const env = useMediaServer({ only: ['ean13', 'ean13One', 'upcA', 'ean8None', 'qrText', 'qrUrl'] });

const SCAN = 'Scan a barcode or QR code';
const LOOKUP_PATH = '/api/search/v2/productsByUpc';
const NO_PRODUCTS = ['No Products Found', 'Please try again or search products by name or category'];

/**
 * Opens `path` in a fresh context of `camera.browser` (the store page by default) with the camera granted unless
 * `grant` is false. Records the page's sg-search / sg-navigate events (the store page's are cancelled by
 * demo/store.js, the test page's by scanner.js), the productsByUpc requests and the media streams.
 */
async function openScanner(camera, { path = '/', grant = true, attributes = {}, initScripts = [] } = {}) {
  const store = path === '/';
  const handle = await openDemo(
    { server: env.server, browser: camera.browser },
    {
      path,
      tags: store ? ['sg-header', 'sg-search'] : ['sg-search'],
      attributes,
      initScripts: [
        ...camera.initScripts,
        ...initScripts,
        recordMediaStreams,
        () => {
          window.__events = [];
          for (const type of ['sg-search', 'sg-navigate']) {
            document.addEventListener(type, (event) => window.__events.push({ type, detail: event.detail, cancelable: event.cancelable }), { capture: true });
          }
        },
      ],
      panel: store,
    },
  );
  if (grant) await handle.context.grantPermissions(['camera'], { origin: env.server.url });
  const lookups = [];
  handle.page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === LOOKUP_PATH) lookups.push(url.searchParams.get('upc'));
  });
  const search = handle.page.locator(store ? 'header sg-search' : 'sg-search').first();
  const button = search.getByRole('button', { name: SCAN });
  await button.waitFor();
  return { ...handle, search, button, lookups, dialog: search.getByRole('dialog', { name: SCAN }) };
}

const events = (page) => page.evaluate(() => window.__events);

/**
 * Sets (PUT `body`) or clears (DELETE) the reference API's fault switches of the page's own world, from the page (its
 * cookie; the browser reconnects if the server closed an idle keep-alive socket). Resolves to the HTTP status.
 */
const faults = (page, method, body) =>
  page.evaluate(
    ([verb, data]) =>
      fetch('/__reference-api/faults', { method: verb, headers: { 'Content-Type': 'application/json' }, ...(data ? { body: JSON.stringify(data) } : {}) }).then((r) => r.status),
    [method, body ?? null],
  );
const waitForEvent = (page) => page.waitForFunction(() => window.__events.length > 0, null, { timeout: 20_000 });
const focusIsOnScanButton = async (page) => assert.deepEqual(await deepFocus(page), { tag: 'button', name: SCAN, part: 'scan-button' });

/** A describe block whose tests share the engine's browser with a camera showing `video` (launchWithMedia). */
function withCamera(video, body) {
  describe(`the camera showing ${video}`, () => {
    const camera = {};
    before(async () => {
      Object.assign(camera, await launchWithMedia(env, { video }));
    });
    after(() => camera.close?.());
    body(camera);
  });
}

withCamera('ean13', (camera) => {
  test('the store page\'s header: an EAN-13 (several products) is read, looked up and searched with barcode_search; focus returns, the track ends', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close, search, button, dialog, lookups } = await openScanner(camera);
    try {
      await button.click();
      await dialog.waitFor();
      await waitForEvent(page);
      assert.deepEqual(await events(page), [
        { type: 'sg-search', detail: { term: CODES.ean13, source: 'barcode_search', url: `/search?searchTerm=${CODES.ean13}` }, cancelable: true },
      ]);
      assert.deepEqual(lookups, [CODES.ean13]);
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(await search.getByRole('combobox', { name: 'Search products' }).inputValue(), CODES.ean13, 'the code shows in the box');
      assert.deepEqual(await mediaTracks(page), [{ kind: 'video', readyState: 'ended' }]);
      await focusIsOnScanButton(page);
      await check();
    } finally {
      await close();
    }
  });

  test('a slow lookup past scanner-timeout-ms: "Request Timeout" and "Scan again", the track ended; Scan again reads and finds', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close, dialog, button, lookups } = await openScanner(camera, {
      path: '/test-pages/scanner.html',
      attributes: { 'sg-search': { 'scanner-timeout-ms': '1500' } },
    });
    try {
      // The reference API's switch for this page's world.
      assert.equal(await faults(page, 'PUT', { call: 'productsByUpc', fault: { latencyMs: 4000 } }), 200);
      await button.click();
      const message = dialog.getByRole('alert');
      await message.getByText('Request Timeout', { exact: true }).waitFor({ timeout: 20_000 });
      await message.getByText(NO_PRODUCTS[1], { exact: true }).waitFor();
      assert.deepEqual(lookups, [CODES.ean13]);
      assert.deepEqual((await mediaTracks(page)).map((t) => t.readyState), ['ended'], 'no camera left on during the message');
      const retry = dialog.getByRole('button', { name: 'Scan again' });
      assert.equal((await deepFocus(page)).name, 'Scan again');
      await expectNoAxeViolations(page, 'with the timeout message');
      // The late answer (at 4000 ms) changes nothing.
      await page.waitForTimeout(3000);
      assert.deepEqual(await events(page), []);

      assert.equal(await faults(page, 'DELETE'), 200);
      await retry.click();
      await waitForEvent(page);
      assert.deepEqual((await events(page)).map((e) => [e.type, e.detail.source, e.detail.term]), [['sg-search', 'barcode_search', CODES.ean13]]);
      assert.deepEqual(lookups, [CODES.ean13, CODES.ean13]);
      assert.deepEqual((await mediaTracks(page)).map((t) => t.readyState), ['ended', 'ended']);
      await focusIsOnScanButton(page);
      await check();
    } finally {
      await close();
    }
  });

  test('a denied camera: the denied message with "Scan again", asked once, no track, no lookup', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close, dialog, button, lookups } = await openScanner(camera, { grant: false });
    try {
      await button.click();
      const message = dialog.getByRole('alert');
      await message.getByText('You Have Not Granted Access To Your Camera.', { exact: true }).waitFor();
      await message.getByText('Please allow access to the camera to use the barcode scanner.', { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Scan again' }).waitFor();
      await page.waitForTimeout(500);
      assert.deepEqual(await page.evaluate(() => window.__mediaAsked), [['video']], 'the denial is not re-asked in a loop');
      assert.deepEqual(await mediaTracks(page), []);
      assert.deepEqual(lookups, []);
      await expectNoAxeViolations(page, 'with the camera denied message');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await focusIsOnScanButton(page);
      assert.deepEqual(await events(page), []);
      await check();
    } finally {
      await close();
    }
  });

  test('Close while "Point your camera…" shows (a native detector stub that sees no code): the live track ends and focus returns', { timeout: TEST_TIMEOUT }, async () => {
    const stub = `(() => {
      window.BarcodeDetector = class {
        static async getSupportedFormats() { return ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'qr_code']; }
        async detect() { return []; }
      };
    })();`;
    const { page, check, close, dialog, button, lookups } = await openScanner(camera, { path: '/test-pages/scanner.html', initScripts: [stub] });
    try {
      await button.click();
      await dialog.getByRole('status').getByText('Point your camera at a barcode or QR code', { exact: true }).waitFor();
      assert.deepEqual((await mediaTracks(page)).map((t) => t.readyState), ['live']);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await focusIsOnScanButton(page);
      assert.deepEqual((await mediaTracks(page)).map((t) => t.readyState), ['ended']);
      assert.deepEqual(lookups, []);
      assert.deepEqual(await events(page), []);
      await check();
    } finally {
      await close();
    }
  });

  test('a 5xx lookup says "Ooops, sorry we fumbled!" with the track already ended; Close then returns focus', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close, dialog, button, lookups } = await openScanner(camera, { path: '/test-pages/scanner.html' });
    try {
      assert.equal(await faults(page, 'PUT', { call: 'productsByUpc', fault: { status: 503 } }), 200);
      await button.click();
      const message = dialog.getByRole('alert');
      await message.getByText('Ooops, sorry we fumbled!', { exact: true }).waitFor({ timeout: 20_000 });
      await message.getByText('Something went wrong. Please try after sometime.', { exact: true }).waitFor();
      assert.deepEqual(lookups, [CODES.ean13]);
      assert.deepEqual((await mediaTracks(page)).map((t) => t.readyState), ['ended'], 'the read stopped the camera');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await focusIsOnScanButton(page);
      assert.deepEqual((await mediaTracks(page)).map((t) => t.readyState), ['ended']);
      assert.deepEqual(await events(page), []);
      await check(chromiumLogs(/Failed to load resource: .*\b503\b.*productsByUpc/));
    } finally {
      await close();
    }
  });

  test('under the strict CSP without \'wasm-unsafe-eval\' the fallback decoder cannot compile: the fumbled message, nothing thrown, the camera off', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close, dialog, button, lookups } = await openScanner(camera, { path: '/test-pages/scanner-no-wasm.html' });
    try {
      await button.click();
      const message = dialog.getByRole('alert');
      await message.getByText('Oops, Sorry we fumbled', { exact: true }).waitFor({ timeout: 20_000 });
      await message.getByText('Something Went Wrong!!', { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Scan again' }).waitFor();
      assert.deepEqual(lookups, []);
      assert.ok((await mediaTracks(page)).every((t) => t.readyState === 'ended'), 'no camera left on');
      // The page's policy refused the compile, and said so: that violation and only that one. WebKit refuses it
      // without a securitypolicyviolation event (its CompileError's message says why, below); Chromium and Firefox
      // report it.
      const violations = await page.evaluate(() => window.__cspViolations.splice(0));
      assert.ok(violations.every((v) => /^script-src blocked wasm-eval/.test(v)), violations.join('; '));
      if (ENGINE !== 'webkit') assert.ok(violations.length > 0, 'the violation is reported');
      // What refused it is the page's policy, in every engine: a module of this page is refused the same way.
      const refusal = await page.evaluate(() =>
        WebAssembly.instantiate(new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0])).then(
          () => 'instantiated',
          (error) => `${error.name}: ${error.message}`,
        ),
      );
      assert.match(refusal, /^CompileError: .*(Content Security Policy|CSP|wasm-unsafe-eval)/, refusal);
      await page.evaluate(() => window.__cspViolations.splice(0));
      await check([], { allowed: [/WebAssembly/] });
    } finally {
      await close();
    }
  });

  test('productsByUpc answering 404 through the panel: "No Products Found"', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close, dialog, button, lookups } = await openScanner(camera);
    try {
      const switches = await faultSwitches(page, /^Products of a barcode/);
      await setSwitch(page, switches, 'HTTP status', 404);
      await button.click();
      await dialog.getByRole('alert').getByText(NO_PRODUCTS[0], { exact: true }).waitFor({ timeout: 20_000 });
      assert.deepEqual(lookups, [CODES.ean13]);
      assert.deepEqual((await mediaTracks(page)).map((t) => t.readyState), ['ended']);
      await check(chromiumLogs(/Failed to load resource: .*\b404\b.*productsByUpc/));
    } finally {
      await close();
    }
  });
});

withCamera('ean13One', (camera) => {
  test('with a usable native BarcodeDetector (stubbed: it lists ean_13 and qr_code) no decoder chunk or .wasm is fetched', { timeout: TEST_TIMEOUT }, async () => {
    // The stub reads every frame as the one-product EAN-13 (the fake camera shows that code too).
    const stub = `(() => {
      window.__nativeDetector = { created: [], calls: 0 };
      window.BarcodeDetector = class {
        static async getSupportedFormats() { return ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'qr_code']; }
        constructor(options) { window.__nativeDetector.created.push(options?.formats ?? []); }
        async detect() {
          window.__nativeDetector.calls += 1;
          return [{ format: 'ean_13', rawValue: '${CODES.ean13One}', boundingBox: new DOMRectReadOnly(220, 190, 200, 100), cornerPoints: [] }];
        }
      };
    })();`;
    const { page, check, close, button, lookups } = await openScanner(camera, { path: '/test-pages/scanner.html', initScripts: [stub] });
    const decoderRequests = [];
    page.on('request', (request) => /fallback-decoder|\.wasm(\?|$)/.test(request.url()) && decoderRequests.push(request.url()));
    try {
      await button.click();
      await waitForEvent(page);
      assert.deepEqual(await events(page), [
        { type: 'sg-search', detail: { term: CODES.ean13One, source: 'barcode_search', url: QR_PRODUCT_PATH }, cancelable: true },
      ]);
      const native = await page.evaluate(() => window.__nativeDetector);
      assert.equal(native.created.length, 1);
      assert.ok(native.created[0].includes('ean_13') && native.created[0].includes('qr_code'), `formats ${native.created[0]}`);
      assert.ok(native.calls >= 1);
      assert.deepEqual(decoderRequests, []);
      assert.deepEqual(lookups, [CODES.ean13One]);
      assert.deepEqual((await mediaTracks(page)).map((t) => t.readyState), ['ended']);
      await check();
    } finally {
      await close();
    }
  });

  test('an EAN-13 with one product: barcode_search to the product\'s own page', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close, button, lookups } = await openScanner(camera, { path: '/test-pages/scanner.html' });
    try {
      await button.click();
      await waitForEvent(page);
      assert.deepEqual(await events(page), [
        { type: 'sg-search', detail: { term: CODES.ean13One, source: 'barcode_search', url: QR_PRODUCT_PATH }, cancelable: true },
      ]);
      assert.deepEqual(lookups, [CODES.ean13One]);
      assert.deepEqual((await mediaTracks(page)).map((t) => t.readyState), ['ended']);
      await check();
    } finally {
      await close();
    }
  });
});

withCamera('upcA', (camera) => {
  test('a UPC-A (read as the EAN-13 of a leading 0) is looked up by its 12 digits and searched with barcode_search', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close, button, lookups } = await openScanner(camera, { path: '/test-pages/scanner.html' });
    try {
      await button.click();
      await waitForEvent(page);
      assert.deepEqual(lookups, [CODES.upcA]);
      // The term is the code looked up: the UPC-A's 12 digits.
      assert.deepEqual(await events(page), [
        { type: 'sg-search', detail: { term: CODES.upcA, source: 'barcode_search', url: `/search?searchTerm=${CODES.upcA}` }, cancelable: true },
      ]);
      assert.deepEqual((await mediaTracks(page)).map((t) => t.readyState), ['ended']);
      await check();
    } finally {
      await close();
    }
  });
});

withCamera('ean8None', (camera) => {
  test('an EAN-8 without products: "No Products Found", no search; the store page\'s axe check with the message', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close, dialog, button, lookups } = await openScanner(camera);
    try {
      await button.click();
      const message = dialog.getByRole('alert');
      await message.getByText(NO_PRODUCTS[0], { exact: true }).waitFor({ timeout: 20_000 });
      await message.getByText(NO_PRODUCTS[1], { exact: true }).waitFor();
      assert.deepEqual(lookups, [CODES.ean8None]);
      assert.deepEqual((await mediaTracks(page)).map((t) => t.readyState), ['ended']);
      await expectNoAxeViolations(page, 'with the scanner\'s no-products message');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await focusIsOnScanButton(page);
      assert.deepEqual(await events(page), []);
      await check();
    } finally {
      await close();
    }
  });
});

withCamera('qrText', (camera) => {
  test('a QR with text is searched with qrcode_search, no lookup', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close, search, button, lookups } = await openScanner(camera);
    try {
      await button.click();
      await waitForEvent(page);
      assert.deepEqual(await events(page), [
        { type: 'sg-search', detail: { term: QR_TEXT, source: 'qrcode_search', url: `/search?searchTerm=${encodeURIComponent(QR_TEXT)}` }, cancelable: true },
      ]);
      assert.deepEqual(lookups, []);
      assert.equal(await search.getByRole('combobox', { name: 'Search products' }).inputValue(), QR_TEXT);
      assert.deepEqual((await mediaTracks(page)).map((t) => t.readyState), ['ended']);
      await focusIsOnScanButton(page);
      await check();
    } finally {
      await close();
    }
  });
  for (const attribute of ['scanner-licence', 'scannerlicence']) {
    const how = attribute === 'scanner-licence' ? '' : ' (written before the upgrade as the lowercase scannerlicence)';
    test(`the flyout${how} reads the same QR the same way and never logs the key`, { timeout: TEST_TIMEOUT }, async () => {
      const KEY = 'licence-key-e2e-7f3a';
      // `logged` records the console from before the page's first navigation (the upgrade's warnings included).
      const { page, check, close, dialog, button, lookups, logged } = await openScanner(camera, {
        path: '/test-pages/scanner.html',
        attributes: { 'sg-search': { [attribute]: KEY } },
      });
      try {
        await button.click();
        await dialog.waitFor();
        assert.notEqual(await dialog.getAttribute('data-flyout'), null);
        await waitForEvent(page);
        assert.deepEqual((await events(page)).map((e) => [e.type, e.detail.term, e.detail.source]), [['sg-search', QR_TEXT, 'qrcode_search']]);
        assert.deepEqual(lookups, []);
        await dialog.waitFor({ state: 'hidden' });
        await focusIsOnScanButton(page);
        assert.deepEqual((await mediaTracks(page)).map((t) => t.readyState), ['ended']);
        if (attribute === 'scannerlicence') {
          assert.ok(logged.some((text) => text.includes('scannerlicence="…"')), `the warning about the attribute, without its value: ${logged.join(' | ')}`);
        }
        assert.deepEqual(logged.filter((text) => text.includes(KEY)), []);
        await check();
      } finally {
        await close();
      }
    });
  }
});

withCamera('qrUrl', (camera) => {
  test('a QR with a same-origin product URL: cancelable sg-navigate with qrcode_search, no lookup, no search', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close, button, lookups } = await openScanner(camera);
    try {
      await button.click();
      await waitForEvent(page);
      assert.deepEqual(await events(page), [
        {
          type: 'sg-navigate',
          detail: { url: QR_PRODUCT_PATH, kind: 'product', label: `${env.server.url}${QR_PRODUCT_PATH}`, source: 'qrcode_search' },
          cancelable: true,
        },
      ]);
      assert.deepEqual(lookups, []);
      assert.deepEqual((await mediaTracks(page)).map((t) => t.readyState), ['ended']);
      // The store page cancelled it (demo/store.js): still here.
      assert.equal(new URL(page.url()).pathname, '/');
      await check();
    } finally {
      await close();
    }
  });
});
