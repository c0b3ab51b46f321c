import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { CART_IDS, resetCartStore } from '../../mocks/browser';
import { navigation } from '../../src/core/navigation';
import { removeCookie, setCookie } from '../../src/core/storage';
import { cartView, loadCart, resetCartForTests } from '../../src/state/cart';
import { cartDrawerOpen } from '../../src/state/cart-drawer';
import { checkoutView, resetCheckoutForTests, startCheckout } from '../../src/state/cart-checkout';
import { refreshSession } from '../../src/state/session';
import { withReferenceApi } from '../helpers/api';
import { until } from '../helpers/dom';

withReferenceApi();

const calls: string[] = [];
const original = { assign: navigation.assign, reload: navigation.reload };

async function loadOrder(orderId: string) {
  setCookie('WC_PERSISTENT', '1');
  setCookie('WC_OrdId', orderId);
  setCookie('WC_StZip_Selected', '77001');
  refreshSession();
  loadCart();
  await until(() => cartView.value.status === 'ready', 'the cart');
}

describe('checkout start against the reference API', () => {
  beforeEach(() => {
    calls.length = 0;
    navigation.assign = (url) => void calls.push(`assign ${url}`);
    navigation.reload = () => void calls.push('reload');
    resetCartForTests();
    resetCheckoutForTests();
    resetCartStore();
  });
  afterEach(() => {
    Object.assign(navigation, original);
    resetCartForTests();
    resetCheckoutForTests();
    ['WC_PERSISTENT', 'WC_OrdId', 'WC_StZip_Selected'].forEach((c) => removeCookie(c));
  });

  it('fires a cancelable sg-checkout-start then goes to the checkout URL', async () => {
    await loadOrder(CART_IDS.normal);
    const events: CustomEvent[] = [];
    const target = document.createElement('div');
    document.body.append(target);
    document.addEventListener('sg-checkout-start', (e) => events.push(e as CustomEvent), { once: true });
    startCheckout({ target });
    startCheckout({ target });
    await until(() => calls.length === 1, 'navigation');
    expect(calls).to.deep.equal(['assign /checkout?orderId=5001&deliveryzip=77001']);
    expect(events[0]!.detail).to.deep.equal({ orderId: '5001', url: '/checkout?orderId=5001&deliveryzip=77001' });
    expect(events[0]!.target).to.equal(target);
    target.remove();
  });

  it('a cancelled sg-checkout-start stays on the page (SPA hosts)', async () => {
    await loadOrder(CART_IDS.normal);
    let cancelled = false;
    document.addEventListener('sg-checkout-start', (e) => ((cancelled = true), e.preventDefault()), { once: true });
    startCheckout();
    // The checkout flow loads on the first start: wait for the event, then for the reset.
    await until(() => cancelled && checkoutView.value.status === 'idle' && calls.length === 0, 'reset');
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).to.deep.equal([]);
  });

  it('out of stock at checkout: no initiate, the cart reloads and the drawer opens with the message', async () => {
    await loadOrder(CART_IDS.outOfStock);
    startCheckout();
    await until(() => checkoutView.value.status === 'unavailable', 'unavailable');
    expect(checkoutView.value.message).to.deep.equal({ key: 'unavailable' });
    expect(checkoutView.value.unavailable.length).to.equal(1);
    expect(cartDrawerOpen.value).to.equal(true);
    expect(calls).to.deep.equal([]);
  });

  it('a 400 from checkout initiate reloads the page', async () => {
    await loadOrder(CART_IDS.checkout400);
    startCheckout();
    await until(() => calls.length === 1, 'reload');
    expect(calls).to.deep.equal(['reload']);
  });
});
