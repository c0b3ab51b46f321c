import '../helpers/setup';
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '../helpers/commands';
import '../../elements/sg-search';
import '../../elements/sg-cart-drawer';
import '../../elements/sg-mini-cart';
import '../../elements/sg-account';
import '../../elements/sg-store-locator';
import '../../elements/sg-gift-card-balance';
import '../../elements/sg-header';
// Loaded lazily by the elements; imported up front so that the first test's leak check sees no module-level setup.
import '../../src/components/cart/CartDrawerBody';
import '../../src/components/account/AccountFlyoutBody';
import '../../src/components/store-locator/StoreFlyoutBody';
import '../../src/state/sdd';
import '../../src/state/rewards';
import '../../src/state/favorites';
import '../../src/state/analytics';
import { setAnalyticsConsent, type AnalyticsDetail, type AnalyticsEventName } from '../../elements/index';
import type { SgCartDrawer } from '../../elements/sg-cart-drawer';
import type { SgSearch } from '../../elements/sg-search';
import { CART_IDS, resetCartStore } from '../../mocks/browser';
import { addToCart } from '../../elements/sg-mini-cart';
import { navigation } from '../../src/core/navigation';
import { removeCookie, setCookie } from '../../src/core/storage';
import { resetAnalyticsBusForTests } from '../../src/state/analytics-bus';
import { analyticsContext, stopAnalyticsForTests } from '../../src/state/analytics';
import { cartView, resetCartForTests } from '../../src/state/cart';
import { resetCartDrawerForTests } from '../../src/state/cart-drawer';
import { resetCheckoutForTests } from '../../src/state/cart-checkout';
import { resetPageConfigForTests } from '../../src/state/config';
import { refreshSession } from '../../src/state/session';
import { resetSearchCacheForTests } from '../../src/state/search-cache';
import { faults, INVALID_GIFT_CARD, withReferenceApi } from '../helpers/api';
import { resetAccountApi, resetAccountPage } from '../helpers/account';
import { $, $$, allByRole, byRole, focused, frame, rendered, typeInto, until } from '../helpers/dom';
import { resetSddForTests } from '../../src/state/sdd';
import { resetStoresForTests } from '../../src/state/stores';
import { replaceMediaDevice, restoreMediaDevices } from '../helpers/media-devices';

withReferenceApi();

type Pushed = Record<string, unknown>;
const w = window as unknown as { dataLayer?: Pushed[]; adobeDataLayer?: Pushed[] };
const COOKIE_NAMES = ['WC_PERSISTENT', 'WC_OrdId', 'USERTYPE', 'USERACTIVITY', 'WC_USERID', 'WC_StLocId'];
const originalAssign = navigation.assign;
const navigations: string[] = [];
let events: AnalyticsDetail[] = [];
const record = (event: Event) => void events.push((event as CustomEvent<AnalyticsDetail>).detail);
let script: HTMLScriptElement | null = null;

/** Writes the page's `sg-config` with this analytics section (or, `whole`, this whole configuration). */
function configure(analytics: Record<string, unknown>, whole = false) {
  script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'sg-config';
  const { nav, freeShippingBanner, ...section } = analytics;
  script.textContent = JSON.stringify(whole ? { analytics: section, nav, freeShippingBanner } : { analytics });
  document.head.append(script);
  resetPageConfigForTests();
}

/** Waits for the runtime (loaded by the first element that mounts). */
const runtimeUp = () => until(() => analyticsContext() !== null, 'the analytics runtime', 8000);
const named = <N extends AnalyticsEventName>(name: N) => events.filter((e): e is AnalyticsDetail<N> => e.name === name);

/**
 * Personal data that must never reach an event: an e-mail, a phone number, a card number, or a field named for personal
 * data (`"password"` as a sign-in method's name is a value, not a field).
 */
const PERSONAL = [/@/, /\b\d{3}\D?\d{3}\D?\d{4}\b/, /\b\d{12,19}\b/, /"(firstName|lastName|name_first|email|phone|password|code|pin|cardNumber|last4)":/i];
function expectNoPersonalData(values: unknown[]) {
  const text = JSON.stringify(values);
  for (const pattern of PERSONAL) expect(pattern.exec(text)?.[0] ?? null, `${pattern}`).to.equal(null);
}

const input = (el: SgSearch) => $<HTMLInputElement>(el, 'input[role="combobox"]');
const options = (el: SgSearch) => $$(el, '[role="option"]');

async function search(el: SgSearch, term: string) {
  input(el).focus();
  input(el).value = '';
  await sendKeys({ type: term });
  await sendKeys({ press: 'Enter' });
  await until(() => navigations.length > 0, 'the search runs');
  navigations.length = 0;
}

describe('analytics: the sg-analytics event and the data layers', () => {
  beforeEach(async () => {
    await setViewport({ width: 1280, height: 800 });
    events = [];
    delete w.dataLayer;
    delete w.adobeDataLayer;
    navigations.length = 0;
    navigation.assign = (url) => void navigations.push(url);
    document.addEventListener('sg-analytics', record);
    resetAnalyticsBusForTests();
    resetSearchCacheForTests();
    resetCartForTests();
    resetCheckoutForTests();
    resetCartStore();
  });

  afterEach(() => {
    document.removeEventListener('sg-analytics', record);
    stopAnalyticsForTests();
    resetAnalyticsBusForTests();
    script?.remove();
    script = null;
    resetPageConfigForTests();
    resetCartDrawerForTests();
    resetCartForTests();
    resetCheckoutForTests();
    for (const name of COOKIE_NAMES) removeCookie(name);
    sessionStorage.removeItem('sgAnalyticsSignIn');
    refreshSession();
    navigation.assign = originalAssign;
  });

  it('loads nothing on a page without an analytics section: a search sends no event and no layer is made', async () => {
    resetPageConfigForTests();
    const el = await rendered(await fixture<SgSearch>(html`<sg-search></sg-search>`));
    await search(el, 'tent');
    await frame();
    await new Promise((r) => setTimeout(r, 100));
    expect(analyticsContext()).to.equal(null);
    expect(events).to.deep.equal([]);
    expect(w.dataLayer).to.equal(undefined);
  });

  it('drops events before consent; after setAnalyticsConsent(true) a search is one event, in GA4 and Adobe shapes; revoked, nothing again', async () => {
    configure({ layers: ['ga4', 'adobe'], page: { pageType: 'homepage', pageEnv: 'test', pageHierarchy: ['Home'] } });
    const el = await rendered(await fixture<SgSearch>(html`<sg-search></sg-search>`));
    await runtimeUp();
    await search(el, 'tent');
    // The panel's view is counted (and, without consent, sent nowhere) before consent comes: else it could be the
    // first event after it (a full Chromium run once saw component_view where the search was expected).
    await until(() => analyticsContext()?.componentsViewed.includes('search panel'), 'the panel counted as viewed');
    await frame();
    expect(events).to.deep.equal([]);
    expect(w.dataLayer ?? []).to.deep.equal([]);

    setAnalyticsConsent(true);
    // The Adobe layer is given the context as its state when consent comes.
    await until(() => (w.adobeDataLayer ?? []).length === 1, 'the Adobe state');
    expect((w.adobeDataLayer![0] as { page: { pageType: string; pageEnv: string } }).page.pageType).to.equal('homepage');
    await search(el, 'kayak');
    // One search event (a component seen late, e.g. by the panel's intersection observer, may report its view too).
    await until(() => events.some((e) => e.name === 'search'), 'the search event');
    const searches = events.filter((e) => e.name === 'search');
    expect(searches.length).to.equal(1);
    const [event] = searches;
    expect(event!.name).to.equal('search');
    expect(event!.data).to.deep.equal({ term: 'kayak', source: 'regular', position: null });
    expect(event!.context).to.include({ pageType: 'homepage', pageEnv: 'test', l1: 'Home', visitorStatus: 'guest', visitorId: null, registrationStatus: 'unregistered', authenticationMethod: null });
    expect(event!.context.componentsViewed).to.include('search panel');
    const ga4 = w.dataLayer!.filter((p) => p.event === 'search');
    expect(ga4.length).to.equal(1);
    expect(ga4[0]).to.include({ event: 'search', search_term: 'kayak', search_source: 'regular' });
    const adobe = w.adobeDataLayer!.filter((p) => p.event === 'searchSubmitted');
    expect(adobe.length).to.equal(1);
    expect(adobe[0]!.eventInfo).to.deep.equal({ term: 'kayak', source: 'regular', position: null });

    setAnalyticsConsent(false);
    const before = { events: events.length, ga4: w.dataLayer!.length };
    await search(el, 'canoe');
    await frame();
    await new Promise((r) => setTimeout(r, 50));
    expect(events.length).to.equal(before.events);
    expect(w.dataLayer!.length).to.equal(before.ga4);
  });

  it('a type-ahead term chosen from the list is a search with its position (1 = first)', async () => {
    configure({ consent: 'granted' });
    const el = await rendered(await fixture<SgSearch>(html`<sg-search typeahead-timeout-ms="3000"></sg-search>`));
    await runtimeUp();
    input(el).focus();
    await sendKeys({ type: 'tent' });
    await until(() => options(el).length > 1 && byRole(el.shadowRoot as unknown as Element, 'listbox'), 'suggestions', 8000);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    const chosen = options(el)[1]!.textContent!;
    await sendKeys({ press: 'Enter' });
    await until(() => named('search').length === 1, 'the search event');
    expect(named('search')[0]!.data).to.deep.include({ term: chosen, position: 2 });
  });

  it('a signed-in cart session: add, drawer viewed, quantity changed, line removed, checkout started: one event each, GA4 items, no personal data', async () => {
    setCookie('WC_PERSISTENT', '1');
    setCookie('USERTYPE', 'R');
    setCookie('USERACTIVITY', '1');
    setCookie('WC_USERID', '7001');
    setCookie('WC_OrdId', CART_IDS.normal);
    setCookie('WC_StLocId', '123');
    refreshSession();
    configure({ layers: ['ga4'], consent: 'granted' });
    const wrapper = await fixture<HTMLDivElement>(`<div><sg-mini-cart></sg-mini-cart><sg-cart-drawer open-on-add="false"></sg-cart-drawer></div>`);
    const drawer = await rendered(wrapper.querySelector<SgCartDrawer>('sg-cart-drawer')!);
    await runtimeUp();
    await until(() => cartView.value.cart.count > 0, 'the cart loaded');

    addToCart({ skuId: 'sku-1001-2', quantity: 1 });
    await until(() => named('add_to_cart').length === 1, 'add_to_cart');
    expect(named('add_to_cart')[0]!.data.item).to.include({ sku: 'sku-1001-2', quantity: 1, currency: 'USD' });
    expect(named('add_to_cart')[0]!.context).to.include({ visitorStatus: 'authenticated', visitorId: '7001', authenticationMethod: 'remembered', storeSelected: '123' });

    const { cart } = cartView.value;
    drawer.show();
    await until(() => $<HTMLDialogElement>(drawer, 'dialog').open && $$(drawer, 'li[part="line"]').length === cart.lines.length, 'the drawer with its lines', 8000);
    await until(() => named('cart_view').length === 1, 'cart_view');
    const viewed = named('cart_view')[0]!.data;
    expect(viewed.items.map((item) => item.sku)).to.deep.equal(cart.lines.map((line) => line.skuId));
    expect(viewed.items.reduce((n, item) => n + item.quantity, 0)).to.equal(cart.count);
    expect(viewed).to.include({ orderId: CART_IDS.normal, itemCount: cart.count, value: cart.totals.orderTotal, currency: 'USD' });
    const ga4View = w.dataLayer!.find((p) => p.event === 'view_cart') as { items: Array<{ item_id: string; item_variant: string; quantity: number }> };
    expect(ga4View.items.length).to.equal(cart.lines.length);
    expect(ga4View.items.every((item) => item.item_id && item.item_variant && item.quantity > 0)).to.equal(true);

    const shoes = cartView.value.cart.lines.find((line) => line.name.includes('Pegasus'))!;
    byRole(drawer.shadowRoot as unknown as Element, 'button', `Increase quantity, ${shoes.name}`).click();
    await until(() => named('quantity_change').length === 1, 'quantity_change', 8000);
    expect(named('quantity_change')[0]!.data).to.deep.include({ from: shoes.quantity, to: shoes.quantity + 1 });
    const ga4Add = w.dataLayer!.filter((p) => p.event === 'add_to_cart').at(-1) as { items: Array<{ quantity: number; item_variant: string }> };
    expect(ga4Add.items[0]).to.include({ quantity: 1, item_variant: shoes.skuId });

    const ball = cartView.value.cart.lines.find((line) => line.name.includes('Basketball'))!;
    byRole(drawer.shadowRoot as unknown as Element, 'button', `Remove ${ball.name}`).click();
    await until(() => named('remove_from_cart').length === 1, 'remove_from_cart', 8000);
    expect(named('remove_from_cart')[0]!.data.item).to.include({ sku: ball.skuId, quantity: ball.quantity });

    drawer.addEventListener('sg-checkout-start', (event) => event.preventDefault(), { once: true });
    byRole(drawer.shadowRoot as unknown as Element, 'button', 'Checkout').click();
    await until(() => named('checkout_start').length === 1, 'checkout_start', 8000);
    expect(named('checkout_start')[0]!.data.orderId).to.equal(CART_IDS.normal);
    expect(w.dataLayer!.filter((p) => p.event === 'begin_checkout').length).to.equal(1);

    expect(named('component_view').map((e) => e.data.component)).to.deep.equal(['cart drawer']);
    // Exactly one event per action.
    expect(events.map((e) => e.name)).to.deep.equal(['add_to_cart', 'cart_view', 'component_view', 'quantity_change', 'remove_from_cart', 'checkout_start']);
    expectNoPersonalData([...events.map((e) => e.data), ...w.dataLayer!]);
  });

  it('a signed-in session across the account, the store locator and the gift card: one event per action, the context follows, no personal data anywhere', async () => {
    resetAccountApi();
    resetStoresForTests();
    resetSddForTests();
    localStorage.removeItem('sg_sdd_info');
    configure({ layers: ['ga4', 'adobe'], consent: 'granted' });
    const wrapper = await fixture<HTMLDivElement>(
      `<div><sg-account rewards-badge="false"></sg-account><sg-store-locator></sg-store-locator><sg-gift-card-balance captcha-provider="test"></sg-gift-card-balance></div>`,
    );
    const account = await rendered(wrapper.querySelector('sg-account')!);
    const locator = await rendered(wrapper.querySelector('sg-store-locator')!);
    const giftCard = await rendered(wrapper.querySelector('sg-gift-card-balance')!);
    await runtimeUp();
    try {
      // Sign in with a password.
      const accountDialog = $<HTMLDialogElement>(account, 'dialog');
      byRole(account, 'button', 'Sign in').click();
      await until(() => accountDialog.open && account.shadowRoot!.querySelector('input[name="email"]'), 'the sign-in form', 8000);
      typeInto($<HTMLInputElement>(account, 'input[name="email"]'), 'pat@example.com');
      typeInto($<HTMLInputElement>(account, 'input[name="password"]'), 'Trail2025!Go');
      byRole(accountDialog, 'button', 'Sign in').click();
      await until(() => named('login').length === 1, 'login', 8000);
      expect(named('login')[0]!.data).to.deep.equal({ method: 'password' });
      expect(named('login')[0]!.context).to.include({ visitorStatus: 'authenticated', visitorId: '7001', registrationStatus: 'registered', authenticationMethod: 'password' });
      byRole(accountDialog, 'button', 'Close').click();
      await until(() => !accountDialog.open, 'the account flyout closes');

      // A store search that fails to geocode (a catalogue error), then a store chosen and a delivery ZIP.
      const storeButton = byRole<HTMLButtonElement>(locator, 'button', /^(My store|Find a store)/);
      storeButton.click();
      await until(() => locator.shadowRoot!.querySelector('[part="zip-input"]') && focused() === byRole(locator, 'textbox', 'ZIP code'), 'the ZIP field', 8000);
      faults.set('geocode', { status: 500 });
      typeInto(byRole<HTMLInputElement>(locator, 'textbox', 'ZIP code'), '77057');
      byRole(locator, 'button', 'Search').click();
      await until(() => named('error_shown').length === 1, 'error_shown', 8000);
      expect(named('error_shown')[0]!.data).to.deep.equal({ errorKey: 'GEO_FAILED', component: 'store flyout' });
      faults.clear();
      typeInto(byRole<HTMLInputElement>(locator, 'textbox', 'ZIP code'), '77056');
      byRole(locator, 'button', 'Search').click();
      await until(() => $$(locator, 'button').some((b) => b.textContent?.startsWith('Make this my store')), 'results', 8000);
      byRole(locator, 'button', 'Make this my store: Houston Galleria').click();
      await until(() => named('store_select').length === 1, 'store_select', 8000);
      expect(named('store_select')[0]!.data).to.deep.equal({ storeId: '1024', storeName: 'Houston Galleria' });
      expect(named('store_select')[0]!.context.storeSelected).to.equal('1024');
      typeInto(byRole<HTMLInputElement>(locator, 'textbox', 'Delivery ZIP code'), '77056');
      byRole(locator, 'button', 'Check').click();
      await until(() => named('delivery_zip_change').length === 1, 'delivery_zip_change', 8000);
      expect(named('delivery_zip_change')[0]!.data).to.deep.include({ zip: '77056', storeId: '1024', priority: 'MANUAL' });

      // A gift card balance check that the card's number or PIN fails.
      const input = (name: string) => $<HTMLInputElement>(giftCard, `input[name="${name}"]`);
      typeInto(input('giftCardNumber'), INVALID_GIFT_CARD.number);
      typeInto(input('giftCardPin'), INVALID_GIFT_CARD.pin);
      $<HTMLInputElement>(giftCard, 'input[type="checkbox"]').click();
      $<HTMLButtonElement>(giftCard, 'button[type="submit"]').click();
      await until(() => named('gift_card_balance').length === 1, 'the first check', 8000);
      expect(named('gift_card_balance')[0]!.data).to.deep.equal({ outcome: 'incorrect' });
      await until(() => named('error_shown').length === 2, 'its error', 8000);
      expect(named('error_shown')[1]!.data).to.deep.equal({ errorKey: '_RTS_INVALID_NUMBER_OR_PIN', component: 'gift card balance' });
    } finally {
      faults.clear();
      await resetAccountPage();
      resetStoresForTests();
      resetSddForTests();
      localStorage.removeItem('sg_sdd_info');
    }

    expect(named('component_view').map((e) => e.data.component)).to.deep.equal(['account flyout', 'store flyout']);
    expect(events.map((e) => e.name)).to.deep.equal([
      'component_view',
      'login',
      'component_view',
      'error_shown',
      'store_select',
      'delivery_zip_change',
      'gift_card_balance',
      'error_shown',
    ]);
    // Nothing personal in any event or push: not the e-mail, the first name, the password, the card number or PIN.
    const everything = JSON.stringify([events, w.dataLayer, w.adobeDataLayer]);
    for (const secret of ['pat@example.com', '"Pat"', 'Trail2025', INVALID_GIFT_CARD.number, INVALID_GIFT_CARD.pin]) {
      expect(everything.includes(secret), secret).to.equal(false);
    }
    expectNoPersonalData([...events, ...w.dataLayer!, ...w.adobeDataLayer!]);
  });

  it('the header: a panel opened and the banner in view are components viewed; a link followed is a navigation with its path', async () => {
    configure({
      consent: 'granted',
      nav: {
        l1: [
          {
            title: 'camp',
            display_name: 'Camp & Hike',
            seo_url: '/c/camping-hiking',
            l2: [{ title: 'tents', display_name: 'Tents', seo_url: '/c/tents', l3: [{ title: 'family', display_name: 'Family Tents', seo_url: '/c/family-tents', category_id: '12012' }] }],
          },
        ],
      },
      freeShippingBanner: { freeShippingCartValue: 49.99 },
    }, true);
    const el = await rendered(await fixture<HTMLElement>(html`<sg-header></sg-header>`));
    await until(() => el.shadowRoot!.querySelector('[part="free-shipping"]'), 'the banner', 8000);
    await runtimeUp();
    await until(() => named('component_view').length === 1, 'the banner viewed', 8000);
    expect(named('component_view')[0]!.data).to.deep.equal({ component: 'free shipping banner' });
    byRole(el, 'button', 'Camp & Hike').click();
    await until(() => named('component_view').length === 2, 'the panel viewed');
    expect(named('component_view')[1]!.data).to.deep.equal({ component: 'mega menu: Camp & Hike' });
    el.addEventListener('sg-navigate', (event) => event.preventDefault(), { once: true });
    // The panel's content is a lazy chunk: it may render a frame after the panel counts as viewed.
    await until(() => byRole(el, 'link', 'Family Tents'), "the panel's links");
    byRole(el, 'link', 'Family Tents').click();
    await until(() => named('navigation').length === 1, 'navigation');
    expect(named('navigation')[0]!.data).to.deep.equal({ path: ['Camp & Hike', 'Tents', 'Family Tents'], categoryId: '12012' });
    // The panel opened again is not viewed twice.
    byRole(el, 'button', 'Camp & Hike').click();
    byRole(el, 'button', 'Camp & Hike').click();
    await frame();
    await frame();
    expect(events.map((e) => e.name)).to.deep.equal(['component_view', 'component_view', 'navigation']);
  });

  it('search outcomes: a product suggestion is suggestion_select with its position; a denied microphone and a denied camera are voice and scan outcomes', async () => {
    configure({ consent: 'granted' });
    replaceMediaDevice('getUserMedia', async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    try {
      const el = await rendered(await fixture<SgSearch>(html`<sg-search voice scanner scanner-sound="false" typeahead-timeout-ms="3000"></sg-search>`));
      await runtimeUp();
      input(el).focus();
      await sendKeys({ type: 'kayak' });
      await until(() => $$(el, '[role="option"] img').length > 0, 'products', 8000);
      const product = options(el).find((o) => o.querySelector('img'))!;
      const position = options(el).indexOf(product) + 1;
      product.click();
      await until(() => named('suggestion_select').length === 1, 'suggestion_select');
      const { kind, label, position: reported } = named('suggestion_select')[0]!.data;
      expect({ kind, position: reported }).to.deep.equal({ kind: 'product', position });
      // The product's name, as its option shows it.
      expect(label).to.not.equal('');
      expect(product.textContent).to.contain(label);

      await until(() => allByRole(el, 'button', 'Search by voice').length === 1, 'the voice button');
      byRole(el, 'button', 'Search by voice').click();
      await until(() => named('voice_search').length === 1, 'voice_search', 8000);
      expect(named('voice_search')[0]!.data).to.deep.equal({ outcome: 'denied' });

      byRole(el, 'button', 'Scan a barcode or QR code').click();
      await until(() => named('barcode_scan').length === 1, 'barcode_scan', 8000);
      expect(named('barcode_scan')[0]!.data).to.deep.equal({ outcome: 'denied' });
      byRole(el.shadowRoot!.querySelector('[part="scanner-dialog"]')!, 'button', 'Close').click();
    } finally {
      restoreMediaDevices();
    }
    expect(events.map((e) => e.name)).to.deep.equal(['component_view', 'suggestion_select', 'voice_search', 'barcode_scan']);
  });

  it('creating an account is one sign_up event (method create-account); the context is authenticated by password; nothing personal', async () => {
    resetAccountApi();
    configure({ layers: ['ga4'], consent: 'granted' });
    const account = await rendered(await fixture<HTMLElement & { show(screen: string): void }>(html`<sg-account captcha-provider="test" rewards-badge="false"></sg-account>`));
    await runtimeUp();
    try {
      account.show('create-account');
      const input = (name: string) => $<HTMLInputElement>(account, `input[name="${name}"]`);
      // The form, shown (a flyout's body shows one paint after its frame).
      await until(() => account.shadowRoot!.querySelector('input[name="firstName"]')?.getClientRects().length, 'the form', 8000);
      typeInto(input('firstName'), 'Robin');
      typeInto(input('lastName'), 'Hood');
      typeInto(input('email'), 'robin.hood@example.com');
      typeInto(input('phone'), '7135550199');
      typeInto(input('password'), 'Sherwood2025!');
      $<HTMLInputElement>(account, '[part="captcha"] input').click();
      byRole($(account, 'dialog'), 'button', 'Create account').click();
      await until(() => named('sign_up').length === 1, 'sign_up', 8000);
      expect(named('sign_up')[0]!.data).to.deep.equal({ method: 'create-account' });
      expect(named('sign_up')[0]!.context).to.include({ visitorStatus: 'authenticated', authenticationMethod: 'password' });
    } finally {
      await resetAccountPage();
    }
    expect(events.map((e) => e.name)).to.deep.equal(['component_view', 'sign_up']);
    const everything = JSON.stringify([events, w.dataLayer]);
    for (const secret of ['Robin', 'Hood', 'robin.hood', '7135550199', '555-0199', 'Sherwood2025']) expect(everything.includes(secret), secret).to.equal(false);
    expectNoPersonalData([...events, ...w.dataLayer!]);
  });
});
