import '../helpers/setup';
import { expect } from '@open-wc/testing';
import '../../elements/sg-cart-drawer';
import { CART_IDS, resetCartStore } from '../../mocks/browser';
import { setInstructionChunkForTests } from '../../src/components/cart/CartDrawerBody';
import { deepActiveElement } from '../../src/components/shared/dom';
import { DEFAULT_ACCEPTED_PAYMENTS } from '../../src/core/constants/payment';
import { navigation } from '../../src/core/navigation';
import { cartTax, cartView } from '../../src/state/cart';
import { resetCartDrawerForTests } from '../../src/state/cart-drawer';
import { faults, withReferenceApi } from '../helpers/api';
import { openDrawerWithCart, recordRequests, resetCartPage } from '../helpers/cart-page';
import { clearPageConfigs, writePageConfig } from '../helpers/page-config';
import { $, allByRole, byRole, expectNoAxeViolations, until } from '../helpers/dom';

/**
 * The drawer's payments (issue 25, sections 3 and 5): the "We accept" icons from the page configuration, and the
 * payment instruction a cart carries with its Remove (delete-payment-instruction, then the cart reloads), against the
 * reference API.
 */

withReferenceApi();

const originalNavigation = { assign: navigation.assign, reload: navigation.reload };
const originalWarn = console.warn;
let warnings: string[] = [];
let recorder: ReturnType<typeof recordRequests>;
let requests: ReturnType<typeof recordRequests>['requests'] = [];

beforeEach(() => {
  resetCartPage();
  resetCartStore();
  clearPageConfigs();
  navigation.assign = () => {};
  navigation.reload = () => {};
  warnings = [];
  console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
  recorder = recordRequests();
  requests = recorder.requests;
});

afterEach(() => {
  faults.clear();
  recorder.stop();
  console.warn = originalWarn;
  clearPageConfigs();
  resetCartPage();
  Object.assign(navigation, originalNavigation);
});

const configure = (config: unknown) => writePageConfig(config);

const openDrawer = openDrawerWithCart;

const ICON_NAMES = ['Store credit card', 'Visa', 'Mastercard', 'American Express', 'Discover', 'PayPal', 'Apple Pay', 'Google Pay', 'Gift card', 'Klarna'];

describe('"We accept" in <sg-cart-drawer>', () => {
  it('shows the default icons as images named in words, under a "We accept" heading; axe finds nothing', async () => {
    const drawer = await openDrawer(CART_IDS.normal, 3);
    const section = $(drawer, '[part="we-accept"]');
    expect(byRole(section, 'heading', 'We accept').tagName).to.equal('H3');
    expect(allByRole(section, 'img').map((img) => img.getAttribute('aria-label'))).to.deep.equal(ICON_NAMES);
    expect(DEFAULT_ACCEPTED_PAYMENTS).to.have.length(ICON_NAMES.length);
    await expectNoAxeViolations(drawer);
    expect(warnings).to.deep.equal([]);
  });

  it('shows the page configuration\'s payments.accepted in the spec\'s order; a bad list warns once and keeps the defaults', async () => {
    configure({ payments: { accepted: ['klarna', 'cash', 'visa', 'check'] } });
    const drawer = await openDrawer(CART_IDS.normal, 3);
    expect(allByRole($(drawer, '[part="we-accept"]'), 'img').map((img) => img.getAttribute('aria-label'))).to.deep.equal(['Visa', 'Cash', 'Check', 'Klarna']);
    drawer.remove();
    resetCartDrawerForTests();
    clearPageConfigs();

    configure({ payments: { accepted: ['visa', 'bitcoin'] } });
    const again = await openDrawer(CART_IDS.normal, 3);
    expect(allByRole($(again, '[part="we-accept"]'), 'img')).to.have.length(ICON_NAMES.length);
    expect(warnings).to.deep.equal([
      '<sg-cart-drawer>: configuration "#sg-config", section payments: accepted must be a list of "storeCard", "visa", "mastercard", "amex", "discover", "paypal", "applePay", "googlePay", "giftCard", "cash", "check", "klarna". Defaults are used there.',
    ]);
  });

  it('an empty list hides the row', async () => {
    configure({ payments: { accepted: [] } });
    const drawer = await openDrawer(CART_IDS.normal, 3);
    expect(drawer.shadowRoot!.querySelector('[part="we-accept"]')).to.equal(null);
  });
});

describe('"Shipping & Returns" in <sg-cart-drawer>', () => {
  it('links to the retailer\'s own policy page under "We accept" by default (spec section 2)', async () => {
    const drawer = await openDrawer(CART_IDS.normal, 3);
    const link = byRole<HTMLAnchorElement>(drawer, 'link', 'Shipping & Returns');
    expect([link.getAttribute('part'), link.getAttribute('href')]).to.deep.equal(['shipping-returns', '/shipping-and-returns']);
    expect(warnings).to.deep.equal([]);
  });

  it('takes the configuration\'s URL and text; a refused URL warns once and keeps the default; false removes it', async () => {
    configure({ shippingAndReturns: { title: 'Free returns for 90 days', url: '/help/returns' } });
    const drawer = await openDrawer(CART_IDS.normal, 3);
    expect(byRole(drawer, 'link', 'Free returns for 90 days').getAttribute('href')).to.equal('/help/returns');
    drawer.remove();
    resetCartDrawerForTests();
    clearPageConfigs();

    configure({ shippingAndReturns: { url: 'javascript:alert(1)' } });
    const refused = await openDrawer(CART_IDS.normal, 3);
    expect(byRole(refused, 'link', 'Shipping & Returns').getAttribute('href')).to.equal('/shipping-and-returns');
    expect(warnings).to.deep.equal(['<sg-cart-drawer>: configuration "#sg-config", section shippingAndReturns: url refused. Defaults are used there.']);
    refused.remove();
    resetCartDrawerForTests();
    clearPageConfigs();

    configure({ shippingAndReturns: false });
    const none = await openDrawer(CART_IDS.normal, 3);
    expect(none.shadowRoot!.querySelector('[part="shipping-returns"]')).to.equal(null);
  });
});

describe('the payment instruction in <sg-cart-drawer>', () => {
  it('shows "Paying with PayPal" (the tax call carries it under the switch); Remove deletes it, the cart reloads without it, focus goes to the heading', async () => {
    const drawer = await openDrawer(CART_IDS.paymentInstruction, 2);
    // The row's chunk loads for a cart that carries an instruction.
    await until(() => drawer.shadowRoot!.querySelector('[part="payment-instruction"]'), 'the instruction', 8000);
    const section = $(drawer, '[part="payment-instruction"]');
    expect(byRole(section, 'heading', 'Payment').tagName).to.equal('H3');
    expect(section.textContent).to.contain('Paying with PayPal');
    await until(() => cartTax.value !== null, 'the tax');
    // The reference template turns enablePaymentMethodInTaxAPI on.
    expect(requests.filter((r) => r.url.includes('/taxes/order/')).map((r) => new URL(r.url, location.href).searchParams.get('paymentMethod'))).to.deep.equal(['PAYPAL']);
    await expectNoAxeViolations(drawer);

    const remove = byRole<HTMLButtonElement>(section, 'button', 'Remove PayPal as your payment');
    remove.click();
    remove.click();
    await until(() => drawer.shadowRoot!.querySelector('[part="payment-instruction"]') === null, 'the instruction goes', 8000);
    const posted = requests.filter((r) => r.url.endsWith(`/payment/orders/${CART_IDS.paymentInstruction}/deletePaymentInstruction`));
    expect(posted).to.have.length(1);
    expect(Object.keys(JSON.parse(posted[0]!.body!)).sort()).to.deep.equal(['deliveryZipCode', 'orderId', 'storeZipCode']);
    expect(JSON.parse(posted[0]!.body!).orderId).to.equal(CART_IDS.paymentInstruction);
    expect(cartView.value.cart.paymentMethod).to.equal(null);
    expect(deepActiveElement()?.getAttribute('part')).to.equal('heading');
    await until(() => $(drawer, '[part="live"]').textContent?.startsWith('PayPal removed. You can choose how to pay at checkout.'), 'the announcement');
  });

  it('a failed removal keeps it and says why: the server\'s text (the reference template\'s switch is on), or the catalogue\'s for a key', async () => {
    const drawer = await openDrawer(CART_IDS.paymentInstruction, 2);
    await until(() => drawer.shadowRoot!.querySelector('[part="payment-instruction"]'), 'the instruction', 8000);
    faults.set('paymentInstruction', { status: 503 });
    byRole<HTMLButtonElement>(drawer, 'button', 'Remove PayPal as your payment').click();
    await until(() => allByRole(drawer, 'alert').some((a) => a.textContent === 'Simulated HTTP 503'), 'the server\'s text');
    faults.set('paymentInstruction', { errorKey: '_ERR_PAY_WALLET_CONNECTION' });
    byRole<HTMLButtonElement>(drawer, 'button', 'Remove PayPal as your payment').click();
    await until(
      () => allByRole(drawer, 'alert').some((a) => a.textContent === 'We couldn’t connect to your wallet. Try again or choose another payment method.'),
      'the catalogue\'s message',
    );
    expect($(drawer, '[part="payment-instruction"]').textContent).to.contain('Paying with PayPal');
    await expectNoAxeViolations(drawer);
  });

  it('loads only for a cart that carries one; if its chunk cannot load, says so with Try again, which loads it', async () => {
    let loads = 0;
    let fail = true;
    setInstructionChunkForTests(() => {
      loads++;
      return fail ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : import('../../src/components/cart/PaymentInstruction');
    });
    try {
      const plain = await openDrawer(CART_IDS.normal, 3);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(loads, 'no instruction, no chunk').to.equal(0);
      plain.remove();
      resetCartPage();
      const drawer = await openDrawer(CART_IDS.paymentInstruction, 2);
      const message = 'Your payment method didn’t load. Check your connection and try again.';
      await until(() => allByRole(drawer, 'alert').some((a) => a.textContent === message), 'the failure', 8000);
      await expectNoAxeViolations(drawer);
      fail = false;
      byRole<HTMLButtonElement>(drawer, 'button', 'Try again').click();
      await until(() => drawer.shadowRoot!.querySelector('[part="payment-instruction"]'), 'the instruction', 8000);
      expect(loads).to.equal(2);
      expect(byRole(drawer, 'button', 'Remove PayPal as your payment')).to.be.an.instanceOf(HTMLButtonElement);
    } finally {
      setInstructionChunkForTests();
    }
  });
});
