import '../helpers/setup';
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '../helpers/commands';
import '../../elements/sg-search';
import '../../elements/sg-cart-drawer';
import '../../elements/sg-mini-cart';
// Loaded lazily by the elements; imported up front so that the first test's leak check sees no module-level setup.
import '../../src/components/cart/CartDrawerBody';
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
import { withReferenceApi } from '../helpers/api';
import { $, $$, byRole, frame, rendered, until } from '../helpers/dom';

withReferenceApi();

type Pushed = Record<string, unknown>;
const w = window as unknown as { dataLayer?: Pushed[]; adobeDataLayer?: Pushed[] };
const COOKIE_NAMES = ['WC_PERSISTENT', 'WC_OrdId', 'USERTYPE', 'USERACTIVITY', 'WC_USERID', 'WC_StLocId'];
const originalAssign = navigation.assign;
const navigations: string[] = [];
let events: AnalyticsDetail[] = [];
const record = (event: Event) => void events.push((event as CustomEvent<AnalyticsDetail>).detail);
let script: HTMLScriptElement | null = null;

function configure(analytics: unknown) {
  script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'sg-config';
  script.textContent = JSON.stringify({ analytics });
  document.head.append(script);
  resetPageConfigForTests();
}

/** Waits for the runtime (loaded by the first element that mounts). */
const runtimeUp = () => until(() => analyticsContext() !== null, 'the analytics runtime', 8000);
const named = <N extends AnalyticsEventName>(name: N) => events.filter((e): e is AnalyticsDetail<N> => e.name === name);

/** Personal data that must never reach an event: the shopper's names, e-mail, phone, card numbers and PINs. */
const PERSONAL = [/@/, /\b\d{3}\D?\d{3}\D?\d{4}\b/, /\b\d{12,19}\b/, /"(firstName|lastName|name_first|email|phone|password|code|pin|cardNumber|last4)"/i];
function expectNoPersonalData(values: unknown[]) {
  const text = JSON.stringify(values);
  for (const pattern of PERSONAL) expect(pattern.test(text), `${pattern} in ${text.slice(0, 400)}`).to.equal(false);
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
    await frame();
    expect(events).to.deep.equal([]);
    expect(w.dataLayer ?? []).to.deep.equal([]);

    setAnalyticsConsent(true);
    // The Adobe layer is given the context as its state when consent comes.
    await until(() => (w.adobeDataLayer ?? []).length === 1, 'the Adobe state');
    expect((w.adobeDataLayer![0] as { page: { pageType: string; pageEnv: string } }).page.pageType).to.equal('homepage');
    await search(el, 'kayak');
    await until(() => events.length === 1, 'one event');
    const [event] = events;
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
});
