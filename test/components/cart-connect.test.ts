import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { parseCart, type Cart } from '../../src/core/api';
import { cartErrorMessages } from '../../src/core/cart-error-messages';
import { CART_ERROR_KEYS } from '../../src/core/cart-errors';
import { errorMessages } from '../../src/core/errors';
import {
  cartNotices,
  cartTextParts,
  checkoutButton,
  confirmationAnnouncement,
  connectLine,
  freeShippingView,
  payLaterLine,
  totalsView,
  wordCartText,
  type LineActions,
  type LineContext,
} from '../../src/components/cart/cart-drawer-body.connect';
import { connectDrawer, type CartDrawerWords } from '../../src/components/cart/cart-drawer.connect';
import { cartDrawerMessages } from '../../src/components/cart/cart-drawer.messages';
import { walletView } from '../../src/components/cart/express-checkout.connect';
import { payLaterMessages } from '../../src/components/cart/pay-later.messages';
import { paymentMarkProps } from '../../src/components/cart/payment.connect';
import { paymentMessages } from '../../src/components/cart/payment.messages';
import { explainerView } from '../../src/components/cart/pay-later.connect';
import { connectMiniCart, countAnnouncement, type MiniCartActions } from '../../src/components/cart/mini-cart.connect';
import { miniCartMessages } from '../../src/components/cart/mini-cart.messages';
import type { CartView } from '../../src/state/cart';
import { messagesFor } from '../../src/state/messages';

/**
 * The cart's connect functions with the en-US words an element with no `lang` has: every text they return is worded
 * from the catalogue (the machines' keys included), with the values the message takes.
 */

const mini = messagesFor(miniCartMessages, null);
const drawerWords: CartDrawerWords = {
  t: messagesFor(cartDrawerMessages, null),
  error: messagesFor(errorMessages, null),
  cartError: messagesFor(cartErrorMessages, null),
};
const payLaterWords = messagesFor(payLaterMessages, null);

const item = (id: string, quantity: number, extra: Record<string, unknown> = {}) => ({
  orderItemId: id,
  skuId: `sku-${id}`,
  quantity,
  quantityLimit: 3,
  unitPrice: 10,
  orderItemPrice: 10 * quantity,
  skuDetails: { skuInfo: { name: `Item ${id}` }, inventory: { online: [{ inventoryStatus: 'AVAILABLE', inventoryType: 'online', availableQuantity: 3 }] } },
  ...extra,
});
const cartOf = (items: unknown[], totals: Record<string, unknown> = {}): Cart =>
  parseCart({ orders: [{ orderId: '5001', orderItems: items, totals: { orderCurrency: 'USD', ...totals } }] });
const viewOf = (cart: Cart, extra: Partial<CartView> = {}): CartView => ({
  cart,
  status: 'ready',
  error: null,
  sending: [],
  lineErrors: {},
  updating: false,
  adding: false,
  tax: null,
  ...extra,
});

const noActions: MiniCartActions = { willOpen: () => true, startCheckout: () => undefined };

describe('connectMiniCart: the button\'s name and the count announcement, worded', () => {
  it('names the button by its count (spec section 8), with the page\'s label before it; no count for an unread cart', () => {
    const name = (cart: Cart, label = '', extra: Partial<CartView> = {}) => connectMiniCart(viewOf(cart, extra), label, false, '/', noActions, mini).name;
    expect(name(cartOf([]))).to.equal('No Items added to Cart');
    expect(name(cartOf([item('1', 1)]))).to.equal('1 item added to cart');
    expect(name(cartOf([item('1', 3)]))).to.equal('3 items added to cart');
    expect(name(cartOf([item('1', 2), item('2', 2)]), 'Cart')).to.equal('Cart: 4 items added to cart');
    expect(name(cartOf([]), '', { status: 'error' })).to.equal('Cart');
    expect(name(cartOf([]), 'Basket', { status: 'error' })).to.equal('Basket');
  });

  it('shows the skip-to-checkout button with its text when the cart has items, off the confirmation page', () => {
    const cart = cartOf([item('1', 1)]);
    expect(connectMiniCart(viewOf(cart), '', true, '/', noActions, mini).skipToCheckout).to.deep.equal({ text: 'Checkout', onClick: noActions.startCheckout });
    expect(connectMiniCart(viewOf(cart), '', true, '/OrderConfirmation', noActions, mini).skipToCheckout).to.equal(null);
    expect(connectMiniCart(viewOf(cartOf([])), '', true, '/', noActions, mini).skipToCheckout).to.equal(null);
  });

  it('announces a count change after the first load only, as a plural', () => {
    expect(countAnnouncement(null, 4, mini)).to.equal('');
    expect(countAnnouncement(4, 4, mini)).to.equal('');
    expect(countAnnouncement(4, 1, mini)).to.equal('Cart updated: 1 item in your cart.');
    expect(countAnnouncement(1, 6, mini)).to.equal('Cart updated: 6 items in your cart.');
    expect(countAnnouncement(6, 0, mini)).to.equal('Your cart is empty.');
  });
});

describe('the drawer\'s connect: texts from the catalogue and the machines\' keys', () => {
  const actions: LineActions = { isSending: () => false, step: () => undefined, setQuantity: () => undefined, remove: () => undefined, setShipMode: () => undefined };
  const context = (extra: Partial<LineContext> = {}): LineContext => ({
    idBase: 'd',
    currency: 'USD',
    sending: [],
    lineErrors: {},
    unavailable: [],
    hasSelectedStore: false,
    ...extra,
  });

  it('heads the drawer with the count as a plural once it is known, and names the close button', () => {
    expect(connectDrawer(viewOf(cartOf([]), { status: 'loading' }), drawerWords.t).heading.text).to.equal('Your cart');
    expect(connectDrawer(viewOf(cartOf([])), drawerWords.t).heading.text).to.equal('Your cart (0 items)');
    expect(connectDrawer(viewOf(cartOf([item('1', 1)])), drawerWords.t).heading.text).to.equal('Your cart (1 item)');
    const ui = connectDrawer(viewOf(cartOf([item('1', 2), item('2', 1)])), drawerWords.t);
    expect(ui.heading.text).to.equal('Your cart (3 items)');
    expect(ui.closeButton['aria-label']).to.equal('Close cart');
    expect(ui.chunkFailed).to.deep.equal({ text: 'Your cart could not load. Check your connection and try again.', retry: 'Try again' });
  });

  it('marks the body busy while the cart is not loaded yet or loading, and while a change is sent', () => {
    const busy = (extra: Partial<CartView>) => connectDrawer(viewOf(cartOf([]), extra), drawerWords.t).body['aria-busy'];
    // Idle: the cart's actor chunk is on its way (the skeleton shows).
    expect(busy({ status: 'idle' })).to.equal(true);
    expect(busy({ status: 'loading' })).to.equal(true);
    expect(busy({ status: 'ready', updating: true })).to.equal(true);
    expect(busy({ status: 'ready' })).to.equal(undefined);
    expect(busy({ status: 'error' })).to.equal(undefined);
  });

  it('words a line: its controls\' names, the unit price and saving, markers, Max and its error by kind', () => {
    const cart = cartOf([item('1', 3, { orderItemPrice: 25, adjustment: [{ totalAdjustment: [{ amount: -5 }] }] })]);
    const line = connectLine(cart.lines[0]!, context({ unavailable: ['1'], lineErrors: { '1': { key: 'updateFailed' } } }), actions, drawerWords);
    expect(line.stepper!.label.text).to.equal('Quantity, Item 1');
    expect(line.stepper!.decrease['aria-label']).to.equal('Decrease quantity, Item 1');
    expect(line.stepper!.increase['aria-label']).to.equal('Increase quantity, Item 1');
    expect(line.stepper!.maxText).to.equal('Max 3');
    expect([line.remove.text, line.remove.props['aria-label']]).to.deep.equal(['Remove', 'Remove Item 1']);
    expect(line.unitPrice).to.equal('$10.00 each');
    expect(line.saving).to.equal('Save $5.00');
    expect(line.markers).to.deep.equal([{ key: 'outOfStock', text: 'Out of stock', alert: true }]);
    expect(line.error!.parts).to.deep.equal(['We couldn’t update this item. Your previous quantity has been restored.']);
    const single = connectLine(cartOf([item('2', 1)]).lines[0]!, context(), actions, drawerWords);
    expect([single.unitPrice, single.saving, single.error, single.stepper!.maxText]).to.deep.equal([null, null, null, null]);
  });

  it('writes amounts and estimate dates in the drawer\'s locale (fr-CA: 10,00 $ US, 03 juin)', () => {
    const french: CartDrawerWords = {
      t: messagesFor(cartDrawerMessages, 'fr-CA'),
      error: messagesFor(errorMessages, 'fr-CA'),
      cartError: messagesFor(cartErrorMessages, 'fr-CA'),
    };
    const cart = cartOf([item('1', 3, { shipModeCode: 'SHIPTOHOME', estFromDate: '2024-06-03', estToDate: '2024-06-05' })]);
    const line = connectLine(cart.lines[0]!, context(), actions, french);
    const money = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    expect(line.unitPrice).to.contain(money.format(10));
    expect(line.linePrice).to.equal(money.format(30));
    const day = new Intl.DateTimeFormat('fr-CA', { month: 'short', day: '2-digit', timeZone: 'UTC' });
    expect(line.fulfilment).to.contain(`${day.format(new Date(Date.UTC(2024, 5, 3, 12)))} – ${day.format(new Date(Date.UTC(2024, 5, 5, 12)))}`);
    expect(line.fulfilment).to.contain('juin');
    expect(totalsView(cart, null, french.t).total.value).to.equal(money.format(30));
    const english = connectLine(cart.lines[0]!, context(), actions, drawerWords);
    expect(english.fulfilment).to.contain('Jun 03 – Jun 05');
    expect(english.linePrice).to.equal('$30.00');
  });

  it('words the machines\' messages: the flow\'s key, the error catalogue\'s key, the server\'s own text as given', () => {
    expect(wordCartText({ key: 'checkoutFailed' }, drawerWords)).to.equal('Something went wrong. Please refresh the page and try again.');
    expect(wordCartText({ key: 'unavailable' }, drawerWords)).to.equal('Some items in your cart are no longer available.');
    expect(wordCartText({ error: 'OUT_OF_STOCK' }, drawerWords)).to.equal('One or more items in your cart are out of stock.');
    expect(wordCartText({ error: 'NOT_A_KEY' }, drawerWords)).to.equal('Something went wrong. Please try again later.');
    // A key no catalogue knows, from a refused change or checkout: the flow's own message for it.
    expect(wordCartText({ error: 'NOT_A_KEY', fallback: 'checkoutFailed' }, drawerWords)).to.equal('Something went wrong. Please refresh the page and try again.');
    expect(wordCartText({ error: '_ERR_PAYMENT_TIMEOUT', fallback: 'checkoutFailed' }, drawerWords)).to.equal(
      'The payment service took too long to answer. Please try again.',
    );
    expect(wordCartText({ text: '<b>Max quantity is 2</b>' }, drawerWords)).to.equal('<b>Max quantity is 2</b>');
  });

  it('announces confirmed changes; words the totals, free shipping, pay later and Checkout with their values', () => {
    expect(confirmationAnnouncement({ type: 'lineConfirmed', orderItemId: '1', quantity: 4, name: 'Tent' }, drawerWords.t)).to.equal('Quantity updated to 4');
    expect(confirmationAnnouncement({ type: 'lineConfirmed', orderItemId: '1', quantity: 0, name: 'Tent' }, drawerWords.t)).to.equal('Tent removed from your cart');
    const cart = cartOf([item('1', 2)], { totalProductPrice: 20, orderTotal: 20 });
    const totals = totalsView(cart, null, drawerWords.t);
    expect(totals.rows.map((r) => [r.label, r.value])).to.deep.equal([
      ['Subtotal', '$20.00'],
      ['Shipping', 'Free'],
      ['Estimated tax', 'Calculated at checkout'],
    ]);
    expect([totals.total.label, totals.total.value]).to.deep.equal(['Order total', '$20.00']);
    const shipping = freeShippingView(cart, 49.99, drawerWords.t);
    expect(shipping.text).to.equal("You're $29.99 away from free shipping");
    expect(shipping.progressbar['aria-label']).to.equal('Progress toward free shipping');
    expect(freeShippingView(cart, 10, drawerWords.t).text).to.equal("You've earned free shipping");
    const config = { threshold: 10, installments: 4, providers: [{ name: 'Klarna', enabled: true, max: 1000 }] };
    expect(payLaterLine(config, 100.01, 'USD', drawerWords.t)).to.equal('or 4 interest-free payments of $25.01 with Klarna');
    expect(payLaterLine(config, 9.99, 'USD', drawerWords.t)).to.equal(null);
    // The best offer of a range is its most payments; of several providers, the first configured that holds the total.
    const range = { threshold: 10, installments: { min: 4, max: 6 }, providers: [{ name: 'Afterpay', enabled: true, max: 50 }, { name: 'Klarna', enabled: true, max: 1000 }] };
    expect(payLaterLine(range, 120, 'USD', drawerWords.t)).to.equal('or 6 interest-free payments of $20.00 with Klarna');
    let started = 0;
    const idle = checkoutButton(false, () => started++, drawerWords.t);
    idle.props.onClick();
    expect([idle.label, started]).to.deep.equal(['Checkout', 1]);
    const busy = checkoutButton(true, () => started++, drawerWords.t);
    busy.props.onClick();
    expect([busy.label, busy.props['aria-disabled'], started]).to.deep.equal(['Checking availability…', true, 1]);
  });
});

describe('the cart\'s error catalogue (spec section 8)', () => {
  it('words every cart key from the cart catalogue, in en-US and fr-CA, never blank', () => {
    const french: CartDrawerWords = {
      t: messagesFor(cartDrawerMessages, 'fr-CA'),
      error: messagesFor(errorMessages, 'fr-CA'),
      cartError: messagesFor(cartErrorMessages, 'fr-CA'),
    };
    expect(CART_ERROR_KEYS.length).to.equal(24);
    for (const key of CART_ERROR_KEYS) {
      const english = wordCartText({ error: key, fallback: 'updateFailed' }, drawerWords);
      expect(english, key).to.equal(cartErrorMessages.defaults[key]);
      const frenchText = wordCartText({ error: key }, french);
      expect(frenchText, key).to.match(/[a-zé]{3}/);
      expect(frenchText, key).not.to.equal(english);
    }
  });

  it('turns the telephone variant\'s {tel} into a tel: link to the configured number, else words the plain variant', () => {
    const tel = { error: '_TOTAL_GC_AMOUNT_EXCEDED_MAX_LIMIT_TEL' };
    expect(cartTextParts(tel, drawerWords, '1-877-555-0142')).to.deep.equal([
      'The gift card total is over the limit. Please call ',
      { href: 'tel:+18775550142', text: '1-877-555-0142' },
      ' for help.',
    ]);
    expect(cartTextParts(tel, drawerWords, '+44 20 7946 0958')[1]).to.deep.equal({ href: 'tel:+442079460958', text: '+44 20 7946 0958' });
    expect(wordCartText(tel, drawerWords, '(713) 555-0142')).to.equal('The gift card total is over the limit. Please call (713) 555-0142 for help.');
    for (const phone of ['', 'call us', 'javascript:alert(1)', '12345', '1'.repeat(16)]) {
      expect(cartTextParts(tel, drawerWords, phone), phone).to.deep.equal(['The gift card total is over the limit allowed for one order.']);
    }
  });

  it('puts the cart answer\'s errors under their lines and the rest above them, once per key; an unknown key is the generic one', () => {
    const cart = cartOf([item('1', 1), item('2', 1)]);
    const notices = cartNotices(
      {
        ...cart,
        errors: [
          { key: '_ERR_PROP65', orderItemId: '1' },
          { key: '_ERR_LIMITED_STOCK', orderItemId: '2' },
          { key: '_ERR_APO_RESTRICTION', orderItemId: null },
          { key: '_ERR_APO_RESTRICTION', orderItemId: 'gone' },
          { key: 'SOMETHING_NEW', orderItemId: null },
          { key: 'ALSO_NEW', orderItemId: null },
        ],
      },
      { '2': { key: 'updateFailed' } },
    );
    expect(notices.cart).to.deep.equal([{ error: '_ERR_APO_RESTRICTION' }, { error: '_ERR_CART_GENERIC' }]);
    // Line 2's failed change says more than its notice.
    expect(notices.lines).to.deep.equal({ '1': { error: '_ERR_PROP65' }, '2': { key: 'updateFailed' } });
  });
});

describe('cart drawer connect: the pay-later explainer', () => {
  const config = {
    threshold: 35,
    installments: { min: 2, max: 4 },
    providers: [
      { name: 'Klarna', enabled: true, max: 1000 },
      { name: 'Affirm', enabled: false, max: 5000 },
      { name: 'Sezzle', enabled: true, max: 100 },
    ],
  };
  // Wednesday 2026-11-18, noon local.
  const today = new Date(2026, 10, 18, 12);

  it('each provider that offers the total: payments with their dates (MMM DD, the first today) adding up to the total', () => {
    const view = explainerView(config, 100.01, 'USD', payLaterWords, today);
    expect(view.intro).to.equal('Split your order total of $100.01 into interest-free payments. The first payment is due today.');
    expect(view.range).to.equal('Choose 2 to 4 payments at checkout.');
    expect(view.schedules.map((s) => s.heading)).to.deep.equal(['Klarna: 4 payments']);
    expect(view.schedules[0]!.payments.map((p) => [p.label, p.amount])).to.deep.equal([
      ['Today', '$25.01'],
      ['Payment 2, Dec 02', '$25.01'],
      ['Payment 3, Dec 16', '$25.01'],
      ['Payment 4, Dec 30', '$24.98'],
    ]);
    expect(view.total).to.equal('Total: $100.01');
    expect(explainerView(config, 90, 'USD', payLaterWords, today).schedules.map((s) => s.provider)).to.deep.equal(['Klarna', 'Sezzle']);
    // One count: no range sentence.
    expect(explainerView({ ...config, installments: 4 }, 90, 'USD', payLaterWords, today).range).to.equal(null);
  });

  it('a total no provider offers (under the threshold, over every maximum): says so, with no range and no schedule', () => {
    for (const [total, text] of [[34.99, '$34.99'], [1000.01, '$1,000.01']] as const) {
      const view = explainerView(config, total, 'USD', payLaterWords, today);
      expect(view.intro).to.equal(`Paying over time isn’t offered for an order total of ${text}.`);
      expect(view.range).to.equal(null);
      expect(view.schedules).to.deep.equal([]);
    }
  });
});

describe('cart drawer connect: payments', () => {
  const t = messagesFor(paymentMessages, null);

  it('a payment icon is an image named by its label, or decoration without one', () => {
    expect(paymentMarkProps('Visa')).to.deep.equal({ role: 'img', 'aria-label': 'Visa' });
    expect(paymentMarkProps('')).to.deep.equal({ 'aria-hidden': true });
  });

  it('a wallet is named "Check out with …", hidden until shown, busy while paying, its failure in catalogue words', () => {
    const idle = walletView('applePay', { shown: false, busy: false, message: null }, t, drawerWords);
    expect(idle).to.deep.equal({ label: 'Check out with Apple Pay', item: { hidden: true, 'aria-busy': undefined }, failure: null });
    const paying = walletView('paypal', { shown: true, busy: true, message: null }, t, drawerWords);
    expect(paying.item).to.deep.equal({ hidden: false, 'aria-busy': true });
    const failed = walletView('klarna', { shown: true, busy: false, message: { error: '_ERR_PAY_WALLET_CONNECTION' } }, t, drawerWords);
    expect(failed.failure).to.equal(cartErrorMessages.defaults._ERR_PAY_WALLET_CONNECTION);
    // Before the catalogue's texts have loaded, the failure's place is empty (never the key).
    const early = walletView('klarna', { shown: true, busy: false, message: { error: '_ERR_PAY_WALLET_CONNECTION' } }, t, {
      ...drawerWords,
      cartError: null,
    });
    expect(early.failure).to.equal('');
  });
});
