import '../helpers/setup';
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../elements/sg-mini-cart';
import type { SgMiniCart } from '../../elements/sg-mini-cart';
import { CART_IDS, resetCartStore } from '../../mocks/browser';
import { navigation } from '../../src/core/navigation';
import { removeCookie, setCookie } from '../../src/core/storage';
import { cartView, resetCartForTests } from '../../src/state/cart';
import { cartDrawerOpen, registerCartDrawer } from '../../src/state/cart-drawer';
import { handleCartPageVisit, OPEN_CART_FLAG } from '../../src/state/cart-page';
import { refreshSession } from '../../src/state/session';
import { faults, withReferenceApi } from '../helpers/api';
import { $, allByRole, byRole, expectNoAxeViolations, rendered, until } from '../helpers/dom';

withReferenceApi();

let cartRequests = 0;
const countRequests = () => {
  cartRequests = 0;
  const original = window.fetch;
  window.fetch = (input, init) => {
    if (String(input instanceof Request ? input.url : input).includes('/api/cart/')) cartRequests++;
    return original(input, init);
  };
  return () => (window.fetch = original);
};

function signIn(orderId: string) {
  setCookie('WC_PERSISTENT', '1');
  setCookie('WC_OrdId', orderId);
  refreshSession();
}

beforeEach(() => {
  resetCartForTests();
  resetCartStore();
});
afterEach(() => {
  resetCartForTests();
  removeCookie('WC_PERSISTENT');
  removeCookie('WC_OrdId');
  sessionStorage.removeItem(OPEN_CART_FLAG);
});

const link = (el: Element) => $<HTMLAnchorElement>(el, 'a');
const badge = (el: Element) => el.shadowRoot!.querySelector('[part="badge"]');

describe('<sg-mini-cart>', () => {
  it('shows the count of the cart with an accessible name, and passes axe', async () => {
    signIn(CART_IDS.normal);
    const el = await rendered(await fixture<SgMiniCart>(html`<sg-mini-cart></sg-mini-cart>`));
    await until(() => badge(el)?.textContent === '4', 'the badge');
    expect($(el, '[part="label"]').textContent).to.equal('4 items added to cart');
    expect(link(el).getAttribute('href')).to.equal('/shop/cart');
    expect($(el, '[role="status"]').textContent).to.equal('');
    await expectNoAxeViolations(el);
  });

  it('asks for the cart with the spec’s query parameters, from the visitor’s cookies', async () => {
    signIn(CART_IDS.normal);
    setCookie('cncFeatures', 'sla2|qv');
    setCookie('IS_STS_ENABLED', 'true');
    setCookie('WC_StZip_Selected', '77001');
    const urls: string[] = [];
    const original = window.fetch;
    window.fetch = (input, init) => {
      urls.push(String(input instanceof Request ? input.url : input));
      return original(input, init);
    };
    try {
      const el = await rendered(await fixture<SgMiniCart>(html`<sg-mini-cart></sg-mini-cart>`));
      await until(() => badge(el)?.textContent === '4', 'loaded');
      const url = new URL(urls.find((u) => u.includes('/api/cart/'))!, location.href);
      expect(url.pathname).to.equal('/api/cart/5001');
      expect(Object.fromEntries(url.searchParams)).to.deep.include({
        deliveryZipCode: '77001',
        storeZipCode: '77001',
        isSTSStore: 'true',
        isShipSla2: 'true',
        paw: 'false',
        isDiscountsEnabled: 'true',
      });
    } finally {
      window.fetch = original;
      ['cncFeatures', 'IS_STS_ENABLED', 'WC_StZip_Selected'].forEach((c) => removeCookie(c));
    }
  });

  it('asks the API at its api-base, the one place every element takes it from', async () => {
    signIn(CART_IDS.normal);
    const urls: string[] = [];
    const original = window.fetch;
    window.fetch = (input, init) => {
      urls.push(new URL(String(input instanceof Request ? input.url : input), location.href).pathname);
      return original(input, init);
    };
    try {
      const el = await rendered(await fixture<SgMiniCart>(html`<sg-mini-cart api-base="/store-api/"></sg-mini-cart>`));
      await until(() => badge(el)?.textContent === '4', 'loaded');
      expect(urls.filter((u) => u.includes('/cart/'))).to.deep.equal(['/store-api/cart/5001']);
    } finally {
      window.fetch = original;
    }
  });

  it('refuses an unsafe cart-url with one warning and links to the default cart page', async () => {
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      const el = await rendered(await fixture<SgMiniCart>(html`<sg-mini-cart cart-url="javascript:alert(1)"></sg-mini-cart>`));
      expect($<HTMLAnchorElement>(el, 'a').getAttribute('href')).to.equal('/shop/cart');
      el.cartUrl = '/basket';
      await until(() => $<HTMLAnchorElement>(el, 'a').getAttribute('href') === '/basket', 'a safe path applies');
      el.cartUrl = '//evil.example/cart';
      await until(() => $<HTMLAnchorElement>(el, 'a').getAttribute('href') === '/shop/cart', 'protocol-relative refused');
      // One warning per attribute and element, however many bad values follow.
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.contain('<sg-mini-cart>: ignoring invalid cart-url="javascript:alert(1)"; expected a same-origin URL or path');
    } finally {
      console.warn = original;
    }
  });

  it('shows 99+ above 99', async () => {
    signIn(CART_IDS.overNinetyNine);
    const el = await rendered(await fixture<SgMiniCart>(html`<sg-mini-cart label="Cart"></sg-mini-cart>`));
    await until(() => badge(el)?.textContent === '99+', '99+');
    // The name comes from text content (no aria-label), so the visible "99+" cannot contradict it (WCAG 2.5.3).
    expect(link(el).hasAttribute('aria-label')).to.equal(false);
    await expectNoAxeViolations(el);
    expect($(el, '[part="label"]').textContent).to.equal('Cart: 150 items added to cart');
  });

  it('a cart that could not be read is not called empty: the name claims no count', async () => {
    signIn(CART_IDS.normal);
    faults.set('cart', { status: 500 });
    const el = await rendered(await fixture<SgMiniCart>(html`<sg-mini-cart></sg-mini-cart>`));
    await until(() => cartView.value.status === 'error', 'the load failed', 8000);
    expect($(el, '[part="label"]').textContent).to.equal('Cart');
    expect(badge(el)).to.equal(null);
  });

  it('without the persistent login cookie: empty, no badge, no request', async () => {
    const stop = countRequests();
    try {
      const el = await rendered(await fixture<SgMiniCart>(html`<sg-mini-cart></sg-mini-cart>`));
      await until(() => cartView.value.status === 'ready', 'ready');
      expect(badge(el)).to.equal(null);
      expect($(el, '[part="label"]').textContent).to.equal('No Items added to Cart');
      expect(cartRequests).to.equal(0);
    } finally {
      stop();
    }
  });

  it('two mini carts agree, with one request, and announce a change (not the page-load count)', async () => {
    signIn(CART_IDS.normal);
    const stop = countRequests();
    try {
      const wrapper = await fixture<HTMLDivElement>(html`<div><sg-mini-cart></sg-mini-cart><sg-mini-cart></sg-mini-cart></div>`);
      const [a, b] = [...wrapper.querySelectorAll('sg-mini-cart')] as SgMiniCart[];
      await rendered(a!);
      await rendered(b!);
      await until(() => badge(a!)?.textContent === '4' && badge(b!)?.textContent === '4', 'both');
      expect(cartRequests).to.equal(1);
      expect($(a!, '[role="status"]').textContent).to.equal('');
      document.dispatchEvent(new CustomEvent('sg-add-to-cart', { detail: { skuId: 'sku-1001-2', quantity: 2 } }));
      await until(() => badge(a!)?.textContent === '6' && badge(b!)?.textContent === '6', 'both updated');
      await until(() => $(a!, '[role="status"]').textContent === 'Cart updated: 6 items in your cart.', 'the announcement');
    } finally {
      stop();
    }
  });

  it('applies a change made in another tab without a request', async () => {
    signIn(CART_IDS.normal);
    const el = await rendered(await fixture<SgMiniCart>(html`<sg-mini-cart></sg-mini-cart>`));
    await until(() => badge(el)?.textContent === '4', 'loaded');
    const stop = countRequests();
    const otherTab = new BroadcastChannel('sg-cart');
    try {
      const cart = { ...cartView.value.cart, count: 7 };
      otherTab.postMessage({ source: 'another-tab', cart });
      await until(() => badge(el)?.textContent === '7', 'the other tab’s count');
      expect(cartRequests).to.equal(0);
    } finally {
      otherTab.close();
      stop();
    }
  });

  it('links to the cart page with no drawer; opens the drawer (cancelable sg-cart-open) when there is one', async () => {
    signIn(CART_IDS.normal);
    const el = await rendered(await fixture<SgMiniCart>(html`<sg-mini-cart></sg-mini-cart>`));
    const unregister = registerCartDrawer();
    try {
      el.addEventListener('sg-cart-open', (e) => e.preventDefault(), { once: true });
      const first = oneEvent(el, 'sg-cart-open');
      link(el).click();
      expect((await first).detail).to.have.property('count');
      expect(cartDrawerOpen.value).to.equal(false);
      link(el).click();
      await until(() => cartDrawerOpen.value, 'the drawer open');
    } finally {
      unregister();
    }
  });

  it('a visit to /shop/cart goes home and the drawer opens there', () => {
    const replaced: string[] = [];
    const original = navigation.replace;
    navigation.replace = (url) => void replaced.push(url);
    try {
      expect(handleCartPageVisit({ pathname: '/shop/cart' })).to.equal('redirected');
      expect(replaced).to.deep.equal(['/']);
      expect(handleCartPageVisit({ pathname: '/' })).to.equal('opened');
      expect(cartDrawerOpen.value).to.equal(true);
      expect(handleCartPageVisit({ pathname: '/' })).to.equal('none');
    } finally {
      navigation.replace = original;
    }
  });

  it('skip-to-checkout: a Checkout button that starts checkout (not on order confirmation pages)', async () => {
    const calls: string[] = [];
    const original = navigation.assign;
    navigation.assign = (url) => void calls.push(url);
    const { resetCheckoutForTests } = await import('../../src/state/cart-checkout');
    try {
      signIn(CART_IDS.normal);
      const el = await rendered(await fixture<SgMiniCart>(html`<sg-mini-cart skip-to-checkout></sg-mini-cart>`));
      await until(() => el.shadowRoot!.querySelector('[part="skip-to-checkout"]'), 'the button');
      await expectNoAxeViolations(el);
      const started = oneEvent(el, 'sg-checkout-start');
      $<HTMLButtonElement>(el, '[part="skip-to-checkout"]').click();
      expect((await started).detail.url).to.match(/^\/checkout\?orderId=5001&deliveryzip=/);
      await until(() => calls.length === 1, 'navigation');
      history.replaceState(null, '', '/OrderConfirmation?orderId=5001');
      const onConfirmation = await rendered(await fixture<SgMiniCart>(html`<sg-mini-cart skip-to-checkout></sg-mini-cart>`));
      await until(() => badge(onConfirmation)?.textContent === '4', 'loaded');
      expect(onConfirmation.shadowRoot!.querySelector('[part="skip-to-checkout"]')).to.equal(null);
    } finally {
      history.replaceState(null, '', '/');
      navigation.assign = original;
      resetCheckoutForTests();
    }
  });

  it('fires the sg-cart-add analytics event once per add, with the parent sku', async () => {
    signIn(CART_IDS.normal);
    const wrapper = await fixture<HTMLDivElement>(html`<div><sg-mini-cart></sg-mini-cart><sg-mini-cart></sg-mini-cart></div>`);
    const el = wrapper.querySelector('sg-mini-cart')!;
    await rendered(el);
    await until(() => badge(el)?.textContent === '4', 'loaded');
    const events: CustomEvent[] = [];
    const listen = (e: Event) => events.push(e as CustomEvent);
    document.addEventListener('sg-cart-add', listen);
    try {
      (el as SgMiniCart).addItem({ skuId: 'sku-1012-1', quantity: 1, unitPrice: 199.99 });
      await until(() => events.length === 1, 'the analytics event');
      await new Promise((r) => setTimeout(r, 50));
      expect(events).to.have.length(1);
      expect(events[0]!.detail).to.deep.equal({ productId: events[0]!.detail.productId, quantity: 1, unitPrice: 199.99, sku: 'sku-1012-1', currency: 'USD' });
      expect(events[0]!.detail.productId).to.be.a('string').and.not.equal('');
    } finally {
      document.removeEventListener('sg-cart-add', listen);
    }
  });

  it('shows an empty cart, not NaN, for a malformed cart body', async () => {
    signIn(CART_IDS.malformed);
    const el = await rendered(await fixture<SgMiniCart>(html`<sg-mini-cart></sg-mini-cart>`));
    await until(() => cartView.value.status === 'ready', 'ready');
    expect($(el, '[part="label"]').textContent).not.to.match(/NaN|undefined/);
    expect(badge(el)?.textContent ?? '').not.to.match(/NaN|undefined/);
  });

  it('speaks fr-CA with lang="fr-CA": the button\'s name (with and without a label), Checkout and the count announcement', async () => {
    signIn(CART_IDS.normal);
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="fr-CA"><sg-mini-cart skip-to-checkout></sg-mini-cart><sg-mini-cart label="Mon panier"></sg-mini-cart></div>`,
    );
    const [plain, labelled] = [...wrapper.querySelectorAll('sg-mini-cart')] as SgMiniCart[];
    await rendered(plain!);
    await rendered(labelled!);
    await until(() => allByRole(plain!, 'link', '4 articles dans le panier').length === 1, 'the French name');
    await until(() => allByRole(labelled!, 'link', 'Mon panier : 4 articles dans le panier').length === 1, 'the French name after a label');
    expect($(labelled!, '[part="label"]').textContent).to.equal('Mon panier\u00a0: 4 articles dans le panier');
    byRole(plain!, 'button', 'Passer à la caisse');
    await expectNoAxeViolations(plain!);
    document.dispatchEvent(new CustomEvent('sg-add-to-cart', { detail: { skuId: 'sku-1001-2', quantity: 1 } }));
    await until(() => $(plain!, '[role="status"]').textContent === 'Panier mis à jour\u00a0: 5 articles.', 'the French announcement');
  });

  it('in French, an empty cart and a cart that could not be read (lang on <html>)', async () => {
    document.documentElement.lang = 'fr-CA';
    try {
      const el = await rendered(await fixture<SgMiniCart>(html`<sg-mini-cart></sg-mini-cart>`));
      await until(() => allByRole(el, 'link', 'Aucun article dans le panier').length === 1, 'the French empty name');
      resetCartForTests();
      signIn(CART_IDS.normal);
      faults.set('cart', { status: 500 });
      const failed = await rendered(await fixture<SgMiniCart>(html`<sg-mini-cart></sg-mini-cart>`));
      await until(() => cartView.value.status === 'error', 'the load failed', 8000);
      await until(() => allByRole(failed, 'link', 'Panier').length === 1, 'no count claimed, in French');
    } finally {
      document.documentElement.removeAttribute('lang');
    }
  });
});
