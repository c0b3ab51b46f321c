import '../helpers/setup';
import { expect, fixture } from '@open-wc/testing';
import '../../elements/sg-cart-drawer';
import type { SgCartDrawer } from '../../elements/sg-cart-drawer';
import { CART_IDS, resetCartStore } from '../../mocks/browser';
import { navigation } from '../../src/core/navigation';
import { setCookie } from '../../src/core/storage';
import { cartTax, cartView } from '../../src/state/cart';
import { resetCartDrawerForTests } from '../../src/state/cart-drawer';
import { refreshSession } from '../../src/state/session';
import { faults, withReferenceApi } from '../helpers/api';
import { recordRequests, resetCartPage } from '../helpers/cart-page';
import { clearPageConfigs, writePageConfig } from '../helpers/page-config';
import { $, $$, allByRole, byRole, expectNoAxeViolations, rendered, until } from '../helpers/dom';

/**
 * The express checkout buttons (issue 25, section 2) against small stand-ins of PayPal's SDK and Google Pay's API
 * (test/stand-ins/, served by the test server; they implement the providers' documented browser interfaces) and the
 * reference API's createPayment, executePayment and wallet calls: each wallet's happy path, cancel and failure.
 */

withReferenceApi();

interface PayPalControl {
  next: 'approve' | 'cancel' | 'error';
  eligible: boolean;
  orders: string[];
}
interface ApplePayControl {
  next: 'approve' | 'cancel';
  canPay: boolean;
  sessions: Array<{ version: number; request: Record<string, unknown>; merchantSession: unknown; status: number | null; aborted: boolean }>;
}
interface KlarnaControl {
  next: 'approve' | 'cancel';
  script: { id: string | null; environment: string | null } | null;
  buttons: Array<{ locale: string | null; theme: string | null }>;
}
interface GooglePayControl {
  next: 'approve' | 'cancel' | 'error';
  ready: boolean;
  buttonRootNode?: Node;
  requests: Array<Record<string, Record<string, unknown>>>;
}
declare global {
  interface Window {
    __payPalStandIn?: PayPalControl;
    __googlePayStandIn?: GooglePayControl;
    __applePayStandIn?: ApplePayControl;
    __klarnaStandIn?: KlarnaControl;
  }
}

const PAYPAL = { enabled: true, scriptUrl: '/test/stand-ins/paypal-sdk.js' };
const GOOGLE_PAY = {
  enabled: true,
  scriptUrl: '/test/stand-ins/google-pay.js',
  environment: 'TEST',
  merchantId: 'BCR2DN4TSTANDIN',
  merchantName: 'Summit Sports',
  gateway: 'example',
  gatewayMerchantId: 'exampleGatewayMerchantId',
};

const originalNavigation = { assign: navigation.assign, reload: navigation.reload };
const originalWarn = console.warn;
let navigations: string[] = [];
let warnings: string[] = [];
let recorder: ReturnType<typeof recordRequests>;
let requests: ReturnType<typeof recordRequests>['requests'] = [];

beforeEach(() => {
  resetCartPage();
  resetCartStore();
  clearPageConfigs();
  navigations = [];
  navigation.assign = (url) => void navigations.push(url);
  navigation.reload = () => {};
  warnings = [];
  console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
  recorder = recordRequests();
  requests = recorder.requests;
  window.__payPalStandIn = { next: 'approve', eligible: true, orders: [] };
  window.__googlePayStandIn = { next: 'approve', ready: true, requests: [] };
  window.__applePayStandIn = { next: 'approve', canPay: true, sessions: [] };
  // The library's script attributes are read once, when it loads: keep them across tests.
  window.__klarnaStandIn = { next: 'approve', script: window.__klarnaStandIn?.script ?? null, buttons: [] };
});

afterEach(() => {
  faults.clear();
  recorder.stop();
  console.warn = originalWarn;
  clearPageConfigs();
  resetCartPage();
  Object.assign(navigation, originalNavigation);
});

/** Puts PayPal's SDK back after the test that took it away. */
let restorePayPal: (() => void) | null = null;
const after = (sdk: typeof window.paypal) => (restorePayPal = () => void (window.paypal = sdk));
afterEach(() => {
  restorePayPal?.();
  restorePayPal = null;
});

async function openDrawer(payments: unknown) {
  writePageConfig({ payments });
  setCookie('WC_PERSISTENT', '1');
  setCookie('WC_OrdId', CART_IDS.normal);
  refreshSession();
  const wrapper = await fixture<HTMLDivElement>('<div><sg-cart-drawer></sg-cart-drawer></div>');
  const drawer = await rendered(wrapper.querySelector<SgCartDrawer>('sg-cart-drawer')!);
  drawer.show();
  await until(() => $$(drawer, 'li[part="line"]').length === 3, 'the lines', 8000);
  return drawer;
}

const posted = (path: string) => requests.filter((r) => new URL(r.url, location.href).pathname.endsWith(path));
const alerts = (drawer: Element) => allByRole(drawer, 'alert').map((a) => a.textContent);

describe('express checkout in <sg-cart-drawer>: PayPal', () => {
  it('approve: createPayment, PayPal\'s approval, executePayment with its id, then sg-checkout-start and checkout; axe finds nothing', async () => {
    const drawer = await openDrawer({ expressCheckout: true, wallets: { paypal: PAYPAL } });
    const button = await (async () => {
      await until(() => allByRole(drawer, 'button', 'PayPal Checkout').length === 1, 'the PayPal button', 8000);
      return byRole<HTMLButtonElement>(drawer, 'button', 'PayPal Checkout');
    })();
    expect(byRole($(drawer, '[part="express"]'), 'heading', 'Express checkout').tagName).to.equal('H3');
    await expectNoAxeViolations(drawer);
    const started: Array<{ orderId: string; url: string }> = [];
    drawer.addEventListener('sg-checkout-start', (event) => started.push((event as CustomEvent).detail));
    button.click();
    await until(() => navigations.length === 1, 'checkout', 8000);
    const created = posted(`/payment/orders/${CART_IDS.normal}/paypal/v1/createPayment`);
    expect(created).to.have.length(1);
    expect(new URL(created[0]!.url, location.href).searchParams.get('paypalTender')).to.equal('PAYPAL');
    const executed = posted(`/payment/orders/${CART_IDS.normal}/paypal/v1/executePayment`);
    expect(executed.map((r) => JSON.parse(r.body!))).to.deep.equal([{ id: window.__payPalStandIn!.orders[0] }]);
    expect(navigations[0]).to.match(/^\/checkout\?orderId=5001&deliveryzip=/);
    expect(started).to.deep.equal([{ orderId: CART_IDS.normal, url: navigations[0] }]);
    expect(warnings).to.deep.equal([]);
  });

  it('cancel: the cart stays as it was, no checkout, no message, the button is there again', async () => {
    window.__payPalStandIn!.next = 'cancel';
    const drawer = await openDrawer({ expressCheckout: true, wallets: { paypal: PAYPAL } });
    await until(() => allByRole(drawer, 'button', 'PayPal Checkout').length === 1, 'the PayPal button', 8000);
    const count = cartView.value.cart.count;
    byRole<HTMLButtonElement>(drawer, 'button', 'PayPal Checkout').click();
    await until(() => window.__payPalStandIn!.orders.length === 1 && !$(drawer, '[part="express"] li').hasAttribute('aria-busy'), 'back to ready');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(navigations).to.deep.equal([]);
    expect(posted('/executePayment')).to.deep.equal([]);
    expect(alerts(drawer).filter(Boolean)).to.deep.equal([]);
    expect(cartView.value.cart.count).to.equal(count);
  });

  it('failure: the server\'s key (a refused createPayment) or PayPal\'s own error shows the catalogue\'s message; no checkout', async () => {
    const drawer = await openDrawer({ expressCheckout: true, wallets: { paypal: PAYPAL } });
    await until(() => allByRole(drawer, 'button', 'PayPal Checkout').length === 1, 'the PayPal button', 8000);
    faults.set('wallets', { errorKey: '_ERR_GATEWAY_INVALID_RESPONSE' });
    byRole<HTMLButtonElement>(drawer, 'button', 'PayPal Checkout').click();
    await until(() => alerts(drawer).includes('Your bank or the payment service couldn’t approve this payment. Try another payment method.'), 'the gateway message');
    faults.clear('wallets');
    window.__payPalStandIn!.next = 'error';
    byRole<HTMLButtonElement>(drawer, 'button', 'PayPal Checkout').click();
    await until(() => alerts(drawer).includes('We couldn’t connect to your wallet. Try again or choose another payment method.'), 'the wallet message');
    expect(navigations).to.deep.equal([]);
    await expectNoAxeViolations(drawer);
  });
});

describe('express checkout in <sg-cart-drawer>: Google Pay', () => {
  it('approve: isReadyToPay first, the sheet with the order total, the token to the order, then checkout', async () => {
    const drawer = await openDrawer({ expressCheckout: true, wallets: { googlePay: GOOGLE_PAY } });
    await until(() => allByRole(drawer, 'button', 'Buy with Google Pay').length === 1, 'the Google Pay button', 8000);
    expect(Object.keys(window.__googlePayStandIn!.requests[0]!)).to.deep.equal(['isReadyToPay']);
    // Google's button styles go to the drawer's shadow root, where the button is.
    expect(window.__googlePayStandIn!.buttonRootNode).to.equal(drawer.shadowRoot);
    await until(() => cartTax.value !== null, 'the tax');
    byRole<HTMLButtonElement>(drawer, 'button', 'Buy with Google Pay').click();
    await until(() => navigations.length === 1, 'checkout', 8000);
    const sheet = window.__googlePayStandIn!.requests.find((r) => r['loadPaymentData'])!['loadPaymentData']!;
    expect(sheet['transactionInfo']).to.deep.equal({ totalPriceStatus: 'FINAL', totalPrice: '401.31', currencyCode: 'USD', countryCode: 'US' });
    expect(sheet['merchantInfo']).to.deep.equal({ merchantId: GOOGLE_PAY.merchantId, merchantName: 'Summit Sports' });
    expect(posted(`/payment/orders/${CART_IDS.normal}/wallet`).map((r) => JSON.parse(r.body!))).to.deep.equal([{ paymentMethod: 'GOOGLE_PAY', token: 'stand-in-token' }]);
    expect(navigations[0]).to.match(/^\/checkout\?orderId=5001/);
  });

  it('cancel leaves the cart as it was; a failed sheet says the wallet could not connect', async () => {
    window.__googlePayStandIn!.next = 'cancel';
    const drawer = await openDrawer({ expressCheckout: true, wallets: { googlePay: GOOGLE_PAY } });
    await until(() => allByRole(drawer, 'button', 'Buy with Google Pay').length === 1, 'the Google Pay button', 8000);
    byRole<HTMLButtonElement>(drawer, 'button', 'Buy with Google Pay').click();
    await until(() => window.__googlePayStandIn!.requests.some((r) => r['loadPaymentData']) && !$(drawer, '[part="express"] li').hasAttribute('aria-busy'), 'back to ready');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posted('/wallet')).to.deep.equal([]);
    expect(alerts(drawer).filter(Boolean)).to.deep.equal([]);
    window.__googlePayStandIn!.next = 'error';
    byRole<HTMLButtonElement>(drawer, 'button', 'Buy with Google Pay').click();
    await until(() => alerts(drawer).includes('We couldn’t connect to your wallet. Try again or choose another payment method.'), 'the wallet message');
    expect(navigations).to.deep.equal([]);
  });
});

describe('express checkout in <sg-cart-drawer>: Apple Pay', () => {
  const APPLE_PAY = { enabled: true, scriptUrl: '/test/stand-ins/apple-pay.js', merchantName: 'Summit Sports' };

  it('approve: our button opens Apple\'s sheet with the total, the merchant is validated through our server, the token goes to the order, then checkout', async () => {
    const drawer = await openDrawer({ expressCheckout: true, wallets: { applePay: APPLE_PAY } });
    await until(() => allByRole(drawer, 'button', 'Check out with Apple Pay').length === 1, 'the Apple Pay button', 8000);
    await until(() => cartTax.value !== null, 'the tax');
    await expectNoAxeViolations(drawer);
    byRole<HTMLButtonElement>(drawer, 'button', 'Check out with Apple Pay').click();
    await until(() => navigations.length === 1, 'checkout', 8000);
    const [sheet] = window.__applePayStandIn!.sessions;
    expect(sheet!.version).to.equal(3);
    expect(sheet!.request['total']).to.deep.equal({ label: 'Summit Sports', amount: '401.31' });
    expect(sheet!.request['currencyCode']).to.equal('USD');
    expect((sheet!.merchantSession as Record<string, unknown>)['merchantSessionIdentifier']).to.match(/^SSH-STANDIN-/);
    expect(sheet!.status).to.equal(0);
    expect(posted('/payment/applepay/session').map((r) => JSON.parse(r.body!).validationURL)).to.deep.equal([
      'https://apple-pay-gateway.apple.com/paymentservices/startSession',
    ]);
    const [payment] = posted(`/payment/orders/${CART_IDS.normal}/wallet`).map((r) => JSON.parse(r.body!));
    expect(payment.paymentMethod).to.equal('APPLE_PAY');
    expect(JSON.parse(payment.token).transactionIdentifier).to.equal('STANDIN');
    expect(navigations[0]).to.match(/^\/checkout\?orderId=5001/);
  });

  it('cancel leaves the cart as it was; a refused merchant validation aborts the sheet and says why', async () => {
    window.__applePayStandIn!.next = 'cancel';
    const drawer = await openDrawer({ expressCheckout: true, wallets: { applePay: APPLE_PAY } });
    await until(() => allByRole(drawer, 'button', 'Check out with Apple Pay').length === 1, 'the Apple Pay button', 8000);
    const button = byRole<HTMLButtonElement>(drawer, 'button', 'Check out with Apple Pay');
    button.click();
    button.click();
    // The sheet validated the merchant, then the shopper cancelled it.
    await until(() => window.__applePayStandIn!.sessions[0]?.merchantSession, 'the merchant validated');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await until(() => !$(drawer, '[part="express"] li').hasAttribute('aria-busy'), 'back to ready');
    expect(window.__applePayStandIn!.sessions).to.have.length(1);
    expect(posted('/wallet')).to.deep.equal([]);
    expect(alerts(drawer).filter(Boolean)).to.deep.equal([]);
    faults.set('wallets', { status: 503 });
    byRole<HTMLButtonElement>(drawer, 'button', 'Check out with Apple Pay').click();
    await until(() => alerts(drawer).includes('We couldn’t connect to your wallet. Try again or choose another payment method.'), 'the wallet message');
    expect(window.__applePayStandIn!.sessions[1]!.aborted).to.equal(true);
    expect(navigations).to.deep.equal([]);
  });

  it('no button where Apple Pay cannot pay (canMakePayments false), and nothing said', async () => {
    window.__applePayStandIn!.canPay = false;
    const drawer = await openDrawer({ expressCheckout: true, wallets: { applePay: APPLE_PAY } });
    await until(() => window.ApplePaySession !== undefined, 'the stand-in');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(allByRole(drawer, 'button', 'Check out with Apple Pay')).to.have.length(0);
    expect(warnings).to.deep.equal([]);
  });
});

describe('express checkout in <sg-cart-drawer>: Klarna', () => {
  const KLARNA = { enabled: true, scriptUrl: '/test/stand-ins/klarna-express.js', merchantId: 'K-STANDIN-42', environment: 'playground' };

  it('loads the library with the merchant id and environment; signed in by Klarna, klarnaTender is kept (no shopper data), then checkout', async () => {
    sessionStorage.removeItem('klarnaTender');
    const drawer = await openDrawer({ expressCheckout: true, wallets: { klarna: KLARNA } });
    await until(() => allByRole(drawer, 'button', 'Klarna Express Checkout').length === 1, 'the Klarna button', 8000);
    expect(window.__klarnaStandIn!.script).to.deep.equal({ id: 'K-STANDIN-42', environment: 'playground' });
    expect(window.__klarnaStandIn!.buttons.at(-1)).to.deep.equal({ locale: 'en-US', theme: 'default' });
    await expectNoAxeViolations(drawer);
    byRole<HTMLButtonElement>(drawer, 'button', 'Klarna Express Checkout').click();
    await until(() => navigations.length === 1, 'checkout', 8000);
    const tender = JSON.parse(sessionStorage.getItem('klarnaTender')!);
    expect(Object.keys(tender).sort()).to.deep.equal(['at', 'orderId', 'tender']);
    expect([tender.orderId, tender.tender]).to.deep.equal([CART_IDS.normal, 'KLARNA']);
    expect(navigations[0]).to.match(/^\/checkout\?orderId=5001/);
    sessionStorage.removeItem('klarnaTender');
  });

  it('storage full or disabled: no checkout without the tender, the pay-later message instead', async () => {
    const drawer = await openDrawer({ expressCheckout: true, wallets: { klarna: KLARNA } });
    await until(() => allByRole(drawer, 'button', 'Klarna Express Checkout').length === 1, 'the Klarna button', 8000);
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      byRole<HTMLButtonElement>(drawer, 'button', 'Klarna Express Checkout').click();
      await until(() => alerts(drawer).includes('Paying over time isn’t available right now. Choose another payment method.'), 'the message');
    } finally {
      Storage.prototype.setItem = setItem;
    }
    expect(navigations).to.deep.equal([]);
  });

  it('a closed Klarna window leaves the cart and storage as they were', async () => {
    sessionStorage.removeItem('klarnaTender');
    window.__klarnaStandIn!.next = 'cancel';
    const drawer = await openDrawer({ expressCheckout: true, wallets: { klarna: KLARNA } });
    await until(() => allByRole(drawer, 'button', 'Klarna Express Checkout').length === 1, 'the Klarna button', 8000);
    byRole<HTMLButtonElement>(drawer, 'button', 'Klarna Express Checkout').click();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(navigations).to.deep.equal([]);
    expect(sessionStorage.getItem('klarnaTender')).to.equal(null);
    expect(alerts(drawer).filter(Boolean)).to.deep.equal([]);
  });
});

describe('express checkout in <sg-cart-drawer>: availability', () => {
  it('a wallet that cannot pay here shows no button and says nothing; a script that fails warns once and the others stay', async () => {
    window.__googlePayStandIn!.ready = false;
    // A page where PayPal's SDK is not there yet (an earlier test loaded the stand-in).
    const sdk = window.paypal;
    delete window.paypal;
    after(sdk);
    const drawer = await openDrawer({
      expressCheckout: true,
      wallets: { paypal: { enabled: true, scriptUrl: '/test/stand-ins/no-such-sdk.js' }, googlePay: GOOGLE_PAY },
    });
    await until(() => warnings.length === 1, 'the warning', 8000);
    expect(warnings[0]).to.match(/^<sg-cart-drawer>: the paypal button is not shown: .*no-such-sdk\.js did not load\.$/);
    await until(() => window.__googlePayStandIn!.requests.length === 1, 'isReadyToPay');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(allByRole(drawer, 'button', /Google Pay|PayPal/)).to.have.length(0);
    // Nothing shown: the section stays hidden, and Checkout is there as ever.
    expect($(drawer, '[part="express"]').hidden).to.equal(true);
    expect(byRole(drawer, 'button', 'Checkout').textContent).to.equal('Checkout');
  });

  it('without the express-checkout flag nothing loads; a script URL off its allow-list is refused with one warning', async () => {
    const drawer = await openDrawer({ expressCheckout: false, wallets: { paypal: PAYPAL } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(drawer.shadowRoot!.querySelector('[part="express"]')).to.equal(null);
    drawer.remove();
    resetCartDrawerForTests();
    clearPageConfigs();
    const again = await openDrawer({ expressCheckout: true, wallets: { paypal: { enabled: true, scriptUrl: 'https://evil.example/sdk.js' } } });
    // The wallets are read by the express chunk, once it has loaded.
    await until(() => warnings.length > 0, 'the warning', 8000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(again.shadowRoot!.querySelector('[part="express"]')).to.equal(null);
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('section payments: wallets.paypal.scriptUrl must be an https URL');
  });
});
