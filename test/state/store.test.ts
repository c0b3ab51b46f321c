import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { effect } from '@preact/signals-core';
// Installs the page's sg-product-view listener.
import '../../src/state/search-history';
import { readSession, refreshSession, session } from '../../src/state/session';
import { dismissAllToasts, dismissToast, showToast, toasts } from '../../src/state/toasts';
import { removeCookie, setCookie } from '../../src/core/storage';
import { until } from '../helpers/dom';

const COOKIES = ['USERTYPE', 'WC_USERID', 'USERACTIVITY', 'WC_PERSISTENT'];

describe('page store: session', () => {
  afterEach(() => {
    COOKIES.forEach((c) => removeCookie(c));
    refreshSession();
  });

  it('is a guest without cookies, with USERTYPE=G, or with the guest id -1002', () => {
    expect(readSession().visitorType).to.equal('guest');
    setCookie('USERTYPE', 'G');
    expect(readSession().visitorType).to.equal('guest');
    setCookie('USERTYPE', 'R');
    setCookie('USERACTIVITY', '1');
    setCookie('WC_USERID', '-1002');
    expect(readSession()).to.deep.include({ visitorType: 'guest', userId: null });
  });

  it('is registered with USERTYPE=R plus the activity cookie, and not without it', () => {
    setCookie('USERTYPE', 'R');
    setCookie('WC_USERID', '777');
    expect(readSession().visitorType).to.equal('guest');
    setCookie('USERACTIVITY', 'x');
    setCookie('WC_PERSISTENT', 'y');
    expect(readSession()).to.deep.equal({ visitorType: 'registered', userId: '777', hasPersistentLogin: true });
  });

  it('reads an empty persistent login cookie (WC_PERSISTENT=) as absent', () => {
    setCookie('WC_PERSISTENT', '');
    expect(readSession().hasPersistentLogin).to.equal(false);
    setCookie('WC_PERSISTENT', '1');
    expect(readSession().hasPersistentLogin).to.equal(true);
  });

  it('refreshSession publishes a change once, and nothing when nothing changed', () => {
    const seen: string[] = [];
    const stop = effect(() => void seen.push(session.value.visitorType));
    refreshSession();
    setCookie('USERTYPE', 'R');
    setCookie('USERACTIVITY', '1');
    refreshSession();
    refreshSession();
    stop();
    expect(seen).to.deep.equal(['guest', 'registered']);
  });
});

describe('page store: toasts', () => {
  afterEach(() => dismissAllToasts());

  it('shows success and error toasts and hides them after their duration', async () => {
    const a = showToast({ message: 'Saved', durationMs: 30 });
    const b = showToast({ variant: 'error', message: 'Failed', durationMs: 0 });
    expect(toasts.value.map((t) => [t.variant, t.message])).to.deep.equal([
      ['success', 'Saved'],
      ['error', 'Failed'],
    ]);
    await new Promise((r) => setTimeout(r, 60));
    expect(toasts.value.map((t) => t.id)).to.deep.equal([b]);
    dismissToast(b);
    expect(toasts.value).to.deep.equal([]);
    expect(a).to.be.greaterThan(0);
  });

  it('ignores a toast without text', () => {
    expect(showToast({ message: '   ' })).to.equal(-1);
    expect(showToast(undefined as never)).to.equal(-1);
    expect(toasts.value).to.deep.equal([]);
  });
});

describe('page store: product views', () => {
  it('records an sg-product-view event for Recently viewed, and ignores bad input', async () => {
    const { readRecentlyViewed } = await import('../../src/core/search-history');
    localStorage.clear();
    document.dispatchEvent(new CustomEvent('sg-product-view', { detail: { id: '1001', name: 'Tent', url: '/p/tent-1001', price: 99 } }));
    document.dispatchEvent(new CustomEvent('sg-product-view', { detail: { id: '1002', name: 'Bad', url: 'javascript:alert(1)' } }));
    document.dispatchEvent(new CustomEvent('sg-product-view', { detail: 'junk' }));
    expect(readRecentlyViewed().map((v) => [v.id, v.product?.price])).to.deep.equal([['1001', 99]]);
    localStorage.clear();
  });
});

describe('page store: cart events', () => {
  it('a cart listener reads the cart it is told about (the view updates before listeners run)', async () => {
    const { cartView, onCartEvent, resetCartForTests } = await import('../../src/state/cart');
    const { cartActor } = await import('../../src/state/cart-actor');
    const { parseCart } = await import('../../src/core/api');
    resetCartForTests();
    const seen: number[] = [];
    const stop = onCartEvent((e) => {
      if (e.type === 'changed') seen.push(cartView.peek().cart.count);
    });
    const cart = parseCart({ orders: [{ orderId: '1', orderItems: [{ orderItemId: 'a', quantity: 3, unitPrice: 1, skuDetails: { skuInfo: { name: 'x' } } }] }] });
    // Another tab's cart (CART.SET, a remote 'changed'): the view shows 3 items; then, without the persistent login
    // cookie, CART.LOAD sets the empty cart and emits 'changed': the listener must already see 0.
    cartActor().send({ type: 'CART.SET', cart });
    expect(cartView.peek().cart.count).to.equal(3);
    cartActor().send({ type: 'CART.LOAD' });
    expect(seen).to.deep.equal([3, 0]);
    stop();
    resetCartForTests();
  });

  it("events sent before the cart actor's chunk has loaded wait for it and reach it in order; later ones go at once", async () => {
    const { changeShipMode, loadCart, reloadCart, removeLine, resetCartForTests, setCartActorLoaderForTests, stepQuantity } = await import(
      '../../src/state/cart'
    );
    resetCartForTests();
    // A stand-in for the chunk's actor: it records what it is sent (the real actor's answers have tests of their own).
    const sent: string[] = [];
    const handle = { cartActor: () => ({ send: (event: { type: string }) => void sent.push(event.type) }), resetCartActorForTests: () => {} };
    let arrive!: () => void;
    const held = new Promise<void>((resolve) => (arrive = resolve));
    let loads = 0;
    setCartActorLoaderForTests(() => (loads++, held.then(() => handle)));
    try {
      loadCart();
      stepQuantity('a', 1);
      reloadCart();
      removeLine('b');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(sent, 'nothing before the chunk').to.deep.equal([]);
      expect(loads, 'the chunk is asked for once').to.equal(1);
      arrive();
      await until(() => sent.length === 4, 'the queued events');
      expect(sent).to.deep.equal(['CART.LOAD', 'LINE.STEP', 'CART.RELOAD', 'LINE.REMOVE']);
      changeShipMode('a', 'ship-1');
      expect(sent.at(-1), 'sent at once once the chunk is in').to.equal('LINE.SET_SHIP_MODE');
      expect(loads).to.equal(1);
    } finally {
      setCartActorLoaderForTests(null);
      resetCartForTests();
    }
  });

  it("the cart actor's chunk failing: the load error; asked again, not loaded yet (no error) until it arrives", async () => {
    const { cartView, loadCart, reloadCart, resetCartForTests, setCartActorLoaderForTests } = await import('../../src/state/cart');
    resetCartForTests();
    const sent: string[] = [];
    const handle = { cartActor: () => ({ send: (event: { type: string }) => void sent.push(event.type) }), resetCartActorForTests: () => {} };
    let arrive!: () => void;
    const held = new Promise<void>((resolve) => (arrive = resolve));
    setCartActorLoaderForTests(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    try {
      loadCart();
      await until(() => cartView.peek().status === 'error', 'the load error');
      expect(cartView.peek().error).to.deep.equal({ key: 'loadFailed' });
      setCartActorLoaderForTests(() => held.then(() => handle));
      reloadCart();
      expect(cartView.peek()).to.deep.include({ status: 'idle', error: null });
      arrive();
      await until(() => sent.length === 2, 'the queued events');
      expect(sent, 'nothing waiting was dropped').to.deep.equal(['CART.LOAD', 'CART.RELOAD']);
    } finally {
      setCartActorLoaderForTests(null);
      resetCartForTests();
    }
  });

  it('reads a store address object as one line of text', async () => {
    const { parseCart } = await import('../../src/core/api');
    const cart = parseCart({
      orders: [{ orderId: '1', orderItems: [{ orderItemId: 'a', quantity: 1, unitPrice: 1, storeAddress: { storeName: 'Summit Houston', address1: '1 Main St', city: 'Houston', state: 'TX', zipCode: '77001' }, skuDetails: { skuInfo: { name: 'x' } } }] }],
    });
    expect(cart.lines[0]!.storeAddress).to.equal('Summit Houston, 1 Main St, Houston, TX 77001');
  });
});
