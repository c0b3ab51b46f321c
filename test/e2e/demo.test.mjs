// End-to-end tests in Chromium against the built library (dist/) and the demo page, served by scripts/serve.mjs
// with its strict CSP. Run after `npm run build && npm run build:demo`:
//   node --test --test-concurrency=1 test/e2e/
// Every test opens its own browser context (fresh storage, cookies, and so its own reference API world with its own
// carts and fault switches in the demo server) and ends by asserting
// that the page logged no console error, threw no uncaught error and reported no CSP violation.
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import { describe, test } from 'node:test';
import { CSP, cspFor } from '../../scripts/serve.mjs';
import { chromiumLogs, DIST_DIR, ENGINE, expectNoAxeViolations, faultSwitches, openDemo as openDemoPage, openPage, setSwitch, TEST_TIMEOUT, useBrowser } from './helpers.mjs';

const SEEDED = { number: '6006491234567890', pin: '1234', amount: '$50.00', masked: '•••• 7890' };
const UNEXPECTED = "We couldn't check this gift card right now. Please try again later.";

const env = useBrowser();

/** Opens the demo page and waits until the library's elements are defined and the reference API answers. */
const openDemo = () => openDemoPage(env);

/** Fills and submits the inline gift card form of the demo page. */
async function checkInline(page, card = SEEDED) {
  const inline = page.locator('#gc-inline');
  await inline.getByLabel('Gift card number').fill(card.number);
  await inline.getByLabel('PIN', { exact: true }).fill(card.pin);
  await inline.getByLabel("I'm not a robot").check();
  await inline.getByRole('button', { name: 'Check balance' }).click();
  return inline;
}

/** The deepest focused element, looking through open shadow roots, described for assertions. */
function deepFocus(page) {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const dialog = document.getElementById('gc-dialog')?.shadowRoot?.querySelector('dialog');
    return { id: active?.id ?? '', tag: active?.tagName.toLowerCase() ?? '', inDialog: Boolean(dialog && active && dialog.contains(active)) };
  });
}

describe('demo page', () => {
  test('inline check of a seeded card shows the balance and the masked number', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openDemo();
    try {
      const inline = await checkInline(page);
      const balance = inline.locator('[part="balance"]');
      await balance.waitFor();
      await assert.doesNotReject(balance.getByText(SEEDED.amount, { exact: true }).waitFor());
      await assert.doesNotReject(balance.getByText(`Card ${SEEDED.masked}`).waitFor());
      const status = await inline.getByRole('status').textContent();
      assert.match(status ?? '', /ending in 7890 has a balance of \$50\.00/);
      assert.equal((await inline.getByRole('alert').textContent()) ?? '', '');
      await check();
    } finally {
      await close();
    }
  });

  test('the sub-header link opens the dialog; Escape closes it and focus returns to the opener', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openDemo();
    try {
      const opener = page.getByRole('button', { name: 'Gift card balance' });
      await opener.click();
      const dialog = page.locator('#gc-dialog dialog[open]');
      await dialog.waitFor();
      assert.equal(await page.evaluate(() => document.getElementById('gc-dialog').open), true);
      await page.waitForFunction(() => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return document.getElementById('gc-dialog').shadowRoot.querySelector('dialog')?.contains(active);
      });
      assert.equal((await deepFocus(page)).inDialog, true, 'focus is inside the dialog');
      // The dialog holds the same form.
      await dialog.getByLabel('Gift card number').waitFor();

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await page.evaluate(() => document.getElementById('gc-dialog').open), false);
      assert.equal(await page.evaluate(() => document.getElementById('gc-dialog').hasAttribute('open')), false);
      const focus = await deepFocus(page);
      assert.deepEqual({ id: focus.id, inDialog: focus.inDialog }, { id: 'open-gift-card', inDialog: false }, 'focus returns to the opener');
      await check();
    } finally {
      await close();
    }
  });

  test('the fault panel\'s HTTP 503 switch makes the check fail with the "unexpected" message', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openDemo();
    try {
      const switches = await faultSwitches(page, /^Gift card balance/);
      await setSwitch(page, switches, 'HTTP status', 503);
      const inline = await checkInline(page);
      await assert.doesNotReject(inline.getByRole('alert').getByText(UNEXPECTED, { exact: true }).waitFor());
      assert.equal(await inline.locator('[part="balance"]').count(), 0);

      // Back to "none": the same card answers again (a failure accepts a new submission right away).
      await setSwitch(page, switches, 'HTTP status', '');
      await checkInline(page);
      await assert.doesNotReject(inline.locator('[part="balance"]').getByText(SEEDED.amount).waitFor());
      assert.equal((await inline.getByRole('alert').textContent()) ?? '', '');
      // Chromium itself logs the failed response (not the library): the only console error allowed here.
      await check(chromiumLogs(/^console\.error: Failed to load resource: .*\b503\b.*\/api\/payment\/giftcard\/gcb\)$/));
    } finally {
      await close();
    }
  });

  test('axe-core finds no violation: idle (fault panel open), after a successful check, dialog open', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openDemo();
    try {
      await faultSwitches(page, /^Gift card balance/);
      await expectNoAxeViolations(page, 'idle');
      const inline = await checkInline(page);
      await inline.locator('[part="balance"]').waitFor();
      await expectNoAxeViolations(page, 'after a successful check');
      await page.getByRole('button', { name: 'Gift card balance' }).click();
      await page.locator('#gc-dialog dialog[open]').getByLabel('Gift card number').waitFor();
      await expectNoAxeViolations(page, 'with the dialog open');
      await check();
    } finally {
      await close();
    }
  });

  test('works under the strict CSP: header present, elements rendered and styled', { timeout: TEST_TIMEOUT }, async () => {
    const { page, response, check, close } = await openDemo();
    try {
      // The elements render in the background after they upgrade (elements/define.ts): wait for the form.
      await page.waitForFunction(() => document.getElementById('gc-inline').shadowRoot?.querySelector('form'));
      // The strict policy, whose script-src also names the wallets' stand-ins' origin (and no other) on this page.
      const policy = cspFor('/demo/elements.html', env.server.standIns);
      assert.equal(response.headers()['content-security-policy'], policy);
      assert.equal(policy, CSP.replace("'wasm-unsafe-eval'", `'wasm-unsafe-eval' ${env.server.standIns}`));
      assert.match(CSP, /script-src 'self' 'wasm-unsafe-eval';/);
      assert.match(CSP, /style-src 'self';/);
      const looks = await page.evaluate(() => {
        const root = document.getElementById('gc-inline').shadowRoot;
        const submit = root?.querySelector('[part="submit"]');
        const style = submit ? getComputedStyle(submit) : null;
        return {
          sheets: root?.adoptedStyleSheets.length ?? 0,
          hasForm: Boolean(root?.querySelector('form')),
          background: style?.backgroundColor ?? '',
          color: style?.color ?? '',
          height: submit?.getBoundingClientRect().height ?? 0,
        };
      });
      assert.equal(looks.hasForm, true, 'the inline element rendered its form');
      assert.ok(looks.sheets > 0, 'the shared stylesheet is adopted');
      assert.ok(looks.background && !['transparent', 'rgba(0, 0, 0, 0)'].includes(looks.background), `submit background is ${looks.background}`);
      assert.notEqual(looks.background, looks.color);
      assert.ok(looks.height >= 40, `submit is a real button (${looks.height}px high)`);
      // The page's own stylesheet applied too (served as text/css from 'self').
      const headerBackground = await page.evaluate(() => getComputedStyle(document.querySelector('.site-header')).backgroundColor);
      assert.equal(headerBackground, 'rgb(10, 92, 54)');
      await check();
    } finally {
      await close();
    }
  });
});

describe('two entry scripts on one page', () => {
  test('showToast() from a separate entry reaches <sg-toasts>; loading the library twice logs no error', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openPage(env.browser);
    try {
      const response = await page.goto(`${env.server.url}/test-pages/two-entries.html`);
      assert.equal(response?.status(), 200);
      assert.equal(response.headers()['content-security-policy'], CSP);
      await page.waitForSelector('html[data-toast-sent]', { state: 'attached' });
      const toast = page.locator('sg-toasts [part~="toast"]');
      await assert.doesNotReject(toast.getByText('Shown from a separate entry script').waitFor());
      const inShadow = await page.evaluate(() => {
        const host = document.querySelector('sg-toasts');
        return { light: host?.textContent ?? '', shadow: host?.shadowRoot?.textContent ?? '' };
      });
      assert.equal(inShadow.light.trim(), '');
      assert.match(inShadow.shadow, /Shown from a separate entry script/);
      // Both entries ran; each tag was defined once and the gift card element works.
      await page.locator('main sg-gift-card-balance').getByRole('button', { name: 'Check balance' }).waitFor();
      // The header (index.js defines it too, then sg-header.js finds the tag taken) renders once, with its defaults.
      await page.locator('sg-header').getByRole('button', { name: 'Find a Store' }).first().waitFor();
      assert.equal(await page.locator('sg-header').getByRole('banner').count(), 1);
      const scripts = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.startsWith('/dist/')),
      );
      assert.equal(new Set(scripts).size, scripts.length, `each module is fetched once: ${scripts.join(', ')}`);
      // The page store's chunk is `store-<8-character hash>.js` (other chunks' names may start with "store-" too).
      assert.equal(scripts.filter((p) => /^\/dist\/chunks\/store-[\w-]{8}\.js$/.test(p)).length, 1, 'one store chunk');
      // This page has no API behind it: the header's cart asks for its template and Chromium logs the 404.
      await check([], { allowed: [/^console\.error: Failed to load resource: .*\b404\b.*\/api\//] });
    } finally {
      await close();
    }
  });
});

/** A raw GET (no URL normalisation by a client), for the server's own checks; `origin`: the server's URL by default. */
function rawGet(path, origin = env.server.url) {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static server', () => {
  test('routes, content types, CSP on HTML only, no traversal', async () => {
    const cases = [
      ['/', 200, 'text/html'],
      ['/demo/demo.css', 200, 'text/css'],
      ['/demo/demo.js', 200, 'text/javascript'],
      ['/demo/build/fault-panel.js', 200, 'text/javascript'],
      // The reference API's Node module is the server's, not a page's.
      ['/demo/build/server/reference-api.mjs', 404],
      ['/demo/build//server/reference-api.mjs', 404],
      ['/demo/build/./server/reference-api.mjs', 404],
      ['/dist/index.js', 200, 'text/javascript'],
      ['/dist/custom-elements.json', 200, 'application/json'],
      ['/dist/sg-config.schema.json', 200, 'application/json'],
      ['/mockServiceWorker.js', 404],
      ['/api/address/city/77056', 200, 'application/json'],
      ['/api/no-such-call', 404, 'application/json'],
      ['/test-pages/two-entries.html', 200, 'text/html'],
      ['/package.json', 404],
      ['/dist/', 404],
      ['/dist/chunks', 404],
      ['/dist/../package.json', 400],
      ['/dist/..%2f..%2fpackage.json', 400],
      ['/demo/%2e%2e/package.json', 400],
      ['/test-pages/../../../package.json', 400],
      ['/mocks/browser.ts', 404],
      // The payment providers' stand-ins: on the second origin only (below), never under dist/ or the test pages.
      ['/stand-ins/paypal-sdk.js', 404],
      ['/test/stand-ins/paypal-sdk.js', 404],
      ['/dist/stand-ins/paypal-sdk.js', 404],
    ];
    for (const [path, status, type] of cases) {
      const res = await rawGet(path);
      assert.equal(res.status, status, `${path} -> ${res.status}`);
      if (type) assert.ok(String(res.headers['content-type']).startsWith(type), `${path} is ${res.headers['content-type']}`);
      if (status === 200) assert.equal(Boolean(res.headers['content-security-policy']), type === 'text/html', `${path} CSP header`);
    }
    // The same server as http://127.0.0.1:<port> (env.server.standIns) is the stand-ins' origin: there only they are.
    const second = [
      ['/stand-ins/paypal-sdk.js', 200, 'text/javascript'],
      ['/stand-ins/klarna-express.js', 200, 'text/javascript'],
      ['/stand-ins/', 404],
      ['/stand-ins/no-such.js', 404],
      ['/stand-ins/../package.json', 400],
      ['/stand-ins/..%2fhelpers%2fsetup.ts', 400],
    ];
    for (const [path, status, type] of second) {
      const res = await rawGet(path, env.server.standIns);
      assert.equal(res.status, status, `${env.server.standIns}${path} -> ${res.status}`);
      const contentType = String(res.headers['content-type']);
      if (type) assert.ok(contentType.startsWith(type), `${path}: ${contentType}`);
    }
  });
});

describe('the pages\' policy and WebAssembly', () => {
  test('pages may compile WebAssembly (the scanner\'s fallback decoder), served as application/wasm, but never eval', { timeout: TEST_TIMEOUT }, async () => {
    assert.match(CSP, /(^|; )script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    assert.doesNotMatch(CSP, /'unsafe-eval'|'unsafe-inline'/);
    for (const path of ['/', '/demo/codes.html', '/test-pages/scanner.html']) {
      assert.equal((await rawGet(path)).headers['content-security-policy'], CSP, path);
    }
    // The demo of the elements also takes scripts from the wallets' stand-ins' origin, nothing else.
    const elements = await rawGet('/demo/elements.html');
    assert.equal(elements.headers['content-security-policy'], cspFor('/demo/elements.html', env.server.standIns));
    const assets = (await readdir(new URL('assets/', DIST_DIR))).filter((name) => name.endsWith('.wasm'));
    assert.equal(assets.length, 1, `one .wasm in dist/assets: ${assets.join(', ')}`);
    const wasm = await rawGet(`/dist/assets/${assets[0]}`);
    assert.equal(wasm.status, 200);
    assert.equal(wasm.headers['content-type'], 'application/wasm');
  });
});

describe('the reference API in the demo server', () => {
  test('each browser has a world of its own (carts, fault switches), found by a real Set-Cookie', { timeout: TEST_TIMEOUT }, async () => {
    const a = await env.browser.newContext();
    const b = await env.browser.newContext();
    const url = (path) => `${env.server.url}${path}`;
    const cartOf = async (context) => (await (await context.request.get(url('/api/cart/5001'))).json()).orders[0];
    try {
      const first = await a.request.get(url('/api/address/city/77056'));
      assert.equal(first.status(), 200);
      assert.match(first.headers()['set-cookie'] ?? '', /^sg_ref_world=[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/);
      // The same visitor keeps its world: no new cookie.
      assert.equal((await a.request.get(url('/api/address/city/77056'))).headers()['set-cookie'], undefined);

      // A fault switch applies to its own browser only.
      const put = await a.request.put(url('/__reference-api/faults'), { data: { call: 'city', fault: { status: 503 } } });
      assert.deepEqual((await put.json()).switches, { city: { status: 503 } });
      assert.equal((await a.request.get(url('/api/address/city/77056'))).status(), 503);
      assert.equal((await b.request.get(url('/api/address/city/77056'))).status(), 200);
      // An unknown call or a fault that is not an object is refused, and nothing changes.
      assert.equal((await a.request.put(url('/__reference-api/faults'), { data: { call: 'nope', fault: {} } })).status(), 400);
      assert.equal((await a.request.put(url('/__reference-api/faults'), { data: { call: 'city', fault: 'down' } })).status(), 400);
      assert.deepEqual((await (await a.request.get(url('/__reference-api/faults'))).json()).switches, { city: { status: 503 } });
      // A network error drops the connection, as a failing network does.
      await a.request.put(url('/__reference-api/faults'), { data: { call: 'city', fault: { networkError: true } } });
      await assert.rejects(a.request.get(url('/api/address/city/77056')));
      // DELETE clears every switch.
      assert.deepEqual((await (await a.request.delete(url('/__reference-api/faults'))).json()).switches, {});
      assert.equal((await a.request.get(url('/api/address/city/77056'))).status(), 200);

      // A cart changed in one browser is unchanged in the other.
      const before = await cartOf(b);
      const added = await a.request.post(url('/api/cart/sku'), { data: { skuId: 'sku-1001-2', quantity: 1, orderId: '5001' } });
      assert.equal(added.status(), 200);
      assert.equal((await cartOf(a)).numberOfItems, before.numberOfItems + 1);
      assert.equal((await cartOf(b)).numberOfItems, before.numberOfItems);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('the reference API\'s call options', () => {
  test('speech-to-text\'s no-speech switch is listed, kept for that call only, and answers a blank transcript', { timeout: TEST_TIMEOUT }, async () => {
    const context = await env.browser.newContext();
    const url = (path) => `${env.server.url}${path}`;
    const speech = { config: { encoding: 'WEBM_OPUS', sampleRateHertz: 48000, languageCode: 'en-US' }, audio: { content: 'GkXfowEC' } };
    try {
      const listed = await (await context.request.get(url('/__reference-api/faults'))).json();
      assert.deepEqual(listed.options, { speechToText: { noSpeech: 'No speech (blank transcript)' } });
      // Another call does not have the option: it is dropped (an empty fault clears the call's switch).
      const other = await context.request.put(url('/__reference-api/faults'), { data: { call: 'productsByUpc', fault: { noSpeech: true, latencyMs: 100 } } });
      assert.deepEqual((await other.json()).switches, { productsByUpc: { latencyMs: 100 } });
      const put = await context.request.put(url('/__reference-api/faults'), { data: { call: 'speechToText', fault: { noSpeech: true } } });
      assert.deepEqual((await put.json()).switches, { productsByUpc: { latencyMs: 100 }, speechToText: { noSpeech: true } });
      const heard = await context.request.post(url('/api/speech-to-text'), { data: speech });
      assert.equal(heard.status(), 200);
      assert.deepEqual(await heard.json(), { results: [{ alternatives: [{ transcript: '', confidence: 0 }] }] });
      await context.request.delete(url('/__reference-api/faults'));
      assert.equal((await (await context.request.post(url('/api/speech-to-text'), { data: speech })).json()).results[0].alternatives[0].transcript, 'running shoes');
    } finally {
      await context.close();
    }
  });

  test('the cart calls\' error key switch: listed for them, refused for others and for unknown keys, answered as the cart says', { timeout: TEST_TIMEOUT }, async () => {
    const context = await env.browser.newContext();
    const url = (path) => `${env.server.url}${path}`;
    const put = async (call, fault) => (await context.request.put(url('/__reference-api/faults'), { data: { call, fault } })).json();
    try {
      const listed = await (await context.request.get(url('/__reference-api/faults'))).json();
      assert.deepEqual(Object.keys(listed.errorKeys).sort(), ['cart', 'cartUpdate', 'checkoutInitiate', 'paymentInstruction', 'wallets']);
      assert.ok(listed.errorKeys.cart.includes('_ERR_PROP65') && listed.errorKeys.cart.includes('_TOTAL_GC_AMOUNT_EXCEDED_MAX_LIMIT_TEL'));
      assert.deepEqual((await put('city', { errorKey: '_ERR_PROP65' })).switches, {});
      assert.deepEqual((await put('cart', { errorKey: '<b>NOPE</b>' })).switches, {});
      assert.deepEqual((await put('cart', { errorKey: '_ERR_PROP65' })).switches, { cart: { errorKey: '_ERR_PROP65' } });
      // The cart GET keeps its 200 and lists the key among the cart's errors; a checkout initiate answers 422 with it.
      const cart = await context.request.get(url('/api/cart/000000'));
      assert.equal(cart.status(), 200);
      assert.deepEqual((await cart.json()).orders[0].errors, [{ errorKey: '_ERR_PROP65' }]);
      await put('checkoutInitiate', { errorKey: '_ERR_PAYMENT_TIMEOUT' });
      const initiate = await context.request.post(url('/api/cart/PUT/000000/initiate'), { data: { orderId: '000000', egiftCardEnabled: false } });
      assert.equal(initiate.status(), 422);
      assert.deepEqual(await initiate.json(), { errors: [{ errorKey: '_ERR_PAYMENT_TIMEOUT' }] });
    } finally {
      await context.close();
    }
  });
});

describe('Trusted Types', () => {
  test('the store page requires them; the feedback script loads through the sg-elements policy; a raw sink is refused and reported', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close, response } = await openDemoPage(env, { path: '/', tags: ['sg-header'] });
    try {
      const csp = response.headers()['content-security-policy'];
      assert.match(csp, /require-trusted-types-for 'script'/);
      assert.match(csp, /trusted-types sg-elements(;|$)/);
      // The header adds the configured feedback script after load, when idle: it runs (no violation, check() below).
      await page.waitForFunction(() => document.documentElement.dataset.feedback === 'loaded');
      assert.equal(await page.locator('head script[src$="/demo/feedback.js"]').count(), 1);
      // The page's own code cannot assign a plain string to a script sink, and the violation is reported.
      const refused = await page.evaluate(() => {
        try {
          document.createElement('script').text = 'window.__ran = true';
          return false;
        } catch (error) {
          return error instanceof TypeError;
        }
      });
      assert.equal(refused, true);
      await page.waitForFunction(() => window.__cspViolations.length > 0);
      const violations = await page.evaluate(() => window.__cspViolations.splice(0));
      assert.deepEqual(violations.map((v) => v.split(' ')[0]), ['require-trusted-types-for']);
      // How each engine reports the refused sink besides the event: Chromium logs it to the console, Firefox reports it
      // as a script error, WebKit only fires the event.
      const reported = { chromium: [/This document requires 'TrustedScript' assignment/], firefox: [/^uncaught: Content-Security-Policy: .*require-trusted-types-for/], webkit: [] };
      await check(reported[ENGINE]);
    } finally {
      await close();
    }
  });
});
