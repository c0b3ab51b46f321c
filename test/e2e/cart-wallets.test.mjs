// End-to-end tests of the express checkout wallets (issue 25, section 2) on the demo page of the elements
// (demo/elements.html), against the built library (dist/) under the page's real CSP and Trusted Types. The page is on
// http://localhost:<port>; the four providers' stand-ins (test/stand-ins/: PayPal's SDK, Apple Pay JS, Google Pay's
// API, Klarna's express button) come from the demo server's second origin, http://127.0.0.1:<port> (scripts/serve.mjs),
// which the page's configuration names in `allowedOrigins` and its policy in `script-src`. Paying goes through the
// reference API (the demo server's Node process) and ends in the drawer's `sg-checkout-start`, which the demo cancels
// with a toast saying where checkout would go. What the shopper does in a provider's window is the demo fault panel's
// "Wallet stand-ins" switch. Run after `npm run build && npm run build:demo`:
//   node scripts/e2e.mjs test/e2e/cart-wallets.test.mjs
// Every test opens its own browser context (its own cart 5001 and fault switches in the server) and ends by asserting
// no console error, uncaught error or CSP violation.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cspFor } from '../../scripts/serve.mjs';
import {
  chromiumLogs,
  closeFaultPanel,
  expectNoAxeViolations,
  faultSwitches,
  openDemo,
  setSwitch,
  TEST_TIMEOUT,
  useBrowser,
} from './helpers.mjs';

const env = useBrowser();
const PAGE = '/demo/elements.html';
const TAGS = ['sg-gift-card-balance', 'sg-toasts', 'sg-mini-cart', 'sg-cart-drawer'];

/** Each wallet's button as its stand-in (or, for Apple Pay, the drawer) names it, and its stand-in's script. */
const WALLETS = {
  paypal: { button: 'PayPal Checkout', script: 'paypal-sdk.js' },
  applePay: { button: 'Check out with Apple Pay', script: 'apple-pay.js' },
  googlePay: { button: 'Buy with Google Pay', script: 'google-pay.js' },
  klarna: { button: 'Klarna Express Checkout', script: 'klarna-express.js' },
};
const WALLET_FAILED = 'We couldn’t connect to your wallet. Try again or choose another payment method.';
const GATEWAY_FAILED = 'Your bank or the payment service couldn’t approve this payment. Try another payment method.';

/** Before the page's scripts: every `sg-checkout-start` the page hears (the demo's own listener cancels it). */
function recordCheckouts() {
  window.__checkouts = [];
  document.addEventListener('sg-checkout-start', (event) => window.__checkouts.push({ ...event.detail }));
}

/**
 * The demo page with the seeded cart 5001 (badge 4), and the page's POSTs to the reference API's payment calls
 * (`{ path, search, body }`). `before(page)`: what to switch in the fault panel before the drawer opens (the open
 * drawer is modal: the panel behind it is inert).
 */
async function openWalletDemo({ before } = {}) {
  const handle = await openDemo(env, { tags: TAGS, initScripts: [recordCheckouts] });
  const payments = [];
  handle.page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'POST' && url.pathname.startsWith('/api/payment/')) {
      payments.push({ path: url.pathname, search: url.search, body: request.postData() ? request.postDataJSON() : null });
    }
  });
  await handle.page.waitForFunction(
    () => document.querySelector('sg-mini-cart')?.shadowRoot?.querySelector('[part="badge"]')?.textContent?.trim() === '4',
  );
  if (before) {
    await before(handle.page);
    await closeFaultPanel(handle.page);
  }
  await handle.page.locator('sg-mini-cart [part="button"]').click();
  const drawer = handle.page.locator('sg-cart-drawer dialog[open]');
  await drawer.locator('[part="line"]').first().waitFor();
  return { ...handle, drawer, payments };
}

/** The wallet's button in the open drawer, once its provider said it can pay here. */
async function walletButton(drawer, wallet) {
  const button = drawer.getByRole('button', { name: WALLETS[wallet].button, exact: true });
  await button.waitFor({ timeout: 20_000 });
  return button;
}

/** Sets what the shopper does in a provider's window next (the fault panel's "Wallet stand-ins" switch). */
async function standInAnswers(page, label, outcome) {
  const group = await faultSwitches(page, 'Wallet stand-ins (this page)');
  await group.getByLabel(label, { exact: true }).selectOption(outcome);
}

/** Waits for checkout: the drawer's `sg-checkout-start` for cart 5001, and the demo's toast saying where it goes. */
async function expectCheckout(page) {
  await page.waitForFunction(() => window.__checkouts.length > 0, undefined, { timeout: 20_000 });
  const checkouts = await page.evaluate(() => window.__checkouts);
  assert.equal(checkouts.length, 1, 'one checkout');
  assert.equal(checkouts[0].orderId, '5001');
  assert.match(checkouts[0].url, /^\/checkout\?orderId=5001(&|$)/);
  const toast = page.locator('sg-toasts [part~="toast"]').filter({ hasText: 'Checkout of order 5001 would go to' });
  await toast.waitFor();
  assert.equal((await toast.textContent())?.includes(checkouts[0].url), true, 'the toast names the checkout URL');
}

/** Waits until the wallet's row is no longer busy (its sheet or window closed), then a little longer. */
async function settled(page) {
  await page.waitForFunction(() => {
    const root = document.querySelector('sg-cart-drawer')?.shadowRoot;
    return root && ![...root.querySelectorAll('[part="express"] li')].some((li) => li.hasAttribute('aria-busy'));
  });
  await page.waitForTimeout(150);
}

const alerts = (drawer) => drawer.locator('[part="express"]').getByRole('alert');

describe('express checkout on the demo page, with the stand-ins on a second origin', () => {
  test('all four buttons show; the stand-ins came from the second origin, which the policy lists alone; axe finds nothing', { timeout: TEST_TIMEOUT }, async () => {
    const { page, response, drawer, check, close } = await openWalletDemo();
    try {
      for (const wallet of Object.keys(WALLETS)) await walletButton(drawer, wallet);
      await drawer.getByRole('heading', { name: 'Express checkout' }).waitFor();
      // The page is on the server's named origin, the stand-ins on its second one (same port, another host).
      const origin = await page.evaluate(() => location.origin);
      assert.equal(origin, env.server.url);
      assert.notEqual(env.server.standIns, origin);
      assert.equal(env.server.standIns, `http://127.0.0.1:${new URL(env.server.url).port}`);
      const scripts = await page.evaluate(() => [...document.querySelectorAll('script[src*="/stand-ins/"]')].map((s) => s.src).sort());
      assert.deepEqual(scripts, Object.values(WALLETS).map(({ script }) => `${env.server.standIns}/stand-ins/${script}`).sort());
      // The page's policy: the strict one with that single origin added to script-src, nothing wider.
      const csp = response.headers()['content-security-policy'];
      assert.equal(csp, cspFor(PAGE, env.server.standIns));
      const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '));
      assert.equal(scriptSrc, `script-src 'self' 'wasm-unsafe-eval' ${env.server.standIns}`);
      await expectNoAxeViolations(page, 'with the wallet buttons in the drawer');
      await check();
    } finally {
      await close();
    }
  });

  test('PayPal: createPayment, PayPal\'s approval, executePayment with its id, then checkout', { timeout: TEST_TIMEOUT }, async () => {
    const { page, drawer, payments, check, close } = await openWalletDemo();
    try {
      await (await walletButton(drawer, 'paypal')).click();
      await expectCheckout(page);
      const orders = await page.evaluate(() => window.__payPalStandIn.orders);
      assert.equal(orders.length, 1);
      assert.deepEqual(payments, [
        { path: '/api/payment/orders/5001/paypal/v1/createPayment', search: '?paypalTender=PAYPAL', body: {} },
        { path: '/api/payment/orders/5001/paypal/v1/executePayment', search: '?paypalTender=PAYPAL', body: { id: orders[0] } },
      ]);
      await check();
    } finally {
      await close();
    }
  });

  test('Apple Pay: the merchant validated through the server, the token on the order, then checkout', { timeout: TEST_TIMEOUT }, async () => {
    const { page, drawer, payments, check, close } = await openWalletDemo();
    try {
      await (await walletButton(drawer, 'applePay')).click();
      await expectCheckout(page);
      assert.deepEqual(payments.map(({ path }) => path), ['/api/payment/applepay/session', '/api/payment/orders/5001/wallet']);
      assert.equal(payments[0].body.validationURL, 'https://apple-pay-gateway.apple.com/paymentservices/startSession');
      assert.equal(payments[1].body.paymentMethod, 'APPLE_PAY');
      assert.equal(JSON.parse(payments[1].body.token).transactionIdentifier, 'STANDIN');
      const [session] = await page.evaluate(() => window.__applePayStandIn.sessions);
      assert.equal(session.version, 3);
      assert.equal(session.request.total.label, 'Summit Sports');
      assert.match(session.merchantSession.merchantSessionIdentifier, /^SSH-STANDIN-/);
      assert.equal(session.status, 0, 'completed with STATUS_SUCCESS');
      await check();
    } finally {
      await close();
    }
  });

  test('Google Pay: the sheet with the order total, the token on the order, then checkout', { timeout: TEST_TIMEOUT }, async () => {
    const { page, drawer, payments, check, close } = await openWalletDemo();
    try {
      // The total the sheet shows includes the tax once the drawer has it.
      await drawer.locator('[part="totals"]').waitFor();
      await (await walletButton(drawer, 'googlePay')).click();
      await expectCheckout(page);
      assert.deepEqual(payments, [
        { path: '/api/payment/orders/5001/wallet', search: '', body: { paymentMethod: 'GOOGLE_PAY', token: 'stand-in-token' } },
      ]);
      const sheet = await page.evaluate(() => window.__googlePayStandIn.requests.find((r) => r.loadPaymentData).loadPaymentData);
      assert.equal(sheet.transactionInfo.currencyCode, 'USD');
      assert.match(sheet.transactionInfo.totalPrice, /^\d+\.\d{2}$/);
      assert.deepEqual(sheet.merchantInfo, { merchantId: 'BCR2DN4TSTANDIN', merchantName: 'Summit Sports' });
      await check();
    } finally {
      await close();
    }
  });

  test('Klarna: the library with the merchant id and environment; signed in by Klarna, klarnaTender kept, then checkout', { timeout: TEST_TIMEOUT }, async () => {
    const { page, drawer, check, close } = await openWalletDemo();
    try {
      await (await walletButton(drawer, 'klarna')).click();
      await expectCheckout(page);
      assert.deepEqual(await page.evaluate(() => window.__klarnaStandIn.script), { id: 'K-STANDIN-42', environment: 'playground' });
      const tender = JSON.parse(await page.evaluate(() => sessionStorage.getItem('klarnaTender')));
      assert.deepEqual([tender.orderId, tender.tender], ['5001', 'KLARNA']);
      await check();
    } finally {
      await close();
    }
  });

  test('cancel (PayPal, then Google Pay): no payment executed, no checkout, no message, the cart as it was', { timeout: TEST_TIMEOUT }, async () => {
    const { page, drawer, payments, check, close } = await openWalletDemo({
      before: async (page) => {
        await standInAnswers(page, 'PayPal', 'cancel');
        await standInAnswers(page, 'Google Pay', 'cancel');
      },
    });
    try {
      await (await walletButton(drawer, 'paypal')).click();
      await page.waitForFunction(() => window.__payPalStandIn.orders.length === 1);
      await settled(page);
      await (await walletButton(drawer, 'googlePay')).click();
      await page.waitForFunction(() => window.__googlePayStandIn.requests.some((r) => r.loadPaymentData));
      await settled(page);
      // PayPal's order was created (its window needs one), nothing was paid.
      assert.deepEqual(payments.map(({ path }) => path), ['/api/payment/orders/5001/paypal/v1/createPayment']);
      assert.deepEqual(await page.evaluate(() => window.__checkouts), []);
      assert.deepEqual((await alerts(drawer).allTextContents()).filter(Boolean), []);
      assert.equal(await drawer.locator('[part="line"]').count(), 3);
      // Both buttons are there for another try.
      await walletButton(drawer, 'paypal');
      await walletButton(drawer, 'googlePay');
      await check();
    } finally {
      await close();
    }
  });

  test('failure: PayPal\'s window fails; the catalogue\'s wallet message, no checkout', { timeout: TEST_TIMEOUT }, async () => {
    const { page, drawer, payments, check, close } = await openWalletDemo({ before: (page) => standInAnswers(page, 'PayPal', 'error') });
    try {
      await (await walletButton(drawer, 'paypal')).click();
      await alerts(drawer).filter({ hasText: WALLET_FAILED }).waitFor();
      await settled(page);
      assert.deepEqual(payments.map(({ path }) => path), ['/api/payment/orders/5001/paypal/v1/createPayment']);
      assert.deepEqual(await page.evaluate(() => window.__checkouts), []);
      await expectNoAxeViolations(page, 'with the wallet message');
      await check();
    } finally {
      await close();
    }
  });

  test('failure: the server refuses Google Pay\'s token with a gateway key (fault panel); its message, no checkout', { timeout: TEST_TIMEOUT }, async () => {
    const { page, drawer, payments, check, close } = await openWalletDemo({
      before: async (page) => {
        const switches = await faultSwitches(page, /^Express checkout \(POST/);
        await setSwitch(page, switches, 'Error key', '_ERR_GATEWAY_INVALID_RESPONSE');
      },
    });
    try {
      await (await walletButton(drawer, 'googlePay')).click();
      await alerts(drawer).filter({ hasText: GATEWAY_FAILED }).waitFor();
      await settled(page);
      assert.deepEqual(payments.map(({ path }) => path), ['/api/payment/orders/5001/wallet']);
      assert.deepEqual(await page.evaluate(() => window.__checkouts), []);
      // Chromium logs the refused call itself.
      await check(chromiumLogs(/^console\.error: Failed to load resource: .*\b4\d\d\b/));
    } finally {
      await close();
    }
  });
});
