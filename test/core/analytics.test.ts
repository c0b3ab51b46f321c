import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { Validator } from '@cfworker/json-schema';
import schema from '../../src/core/sg-config.schema.json';
import {
  ADOBE_EVENTS,
  DEFAULT_PAGE_TYPE_RULES,
  pageTypeOf,
  toAdobe,
  toGa4,
  type AnalyticsContext,
  type AnalyticsDetail,
  type AnalyticsEventName,
  type AnalyticsEvents,
  type AnalyticsItem,
} from '../../src/core/analytics';
import { removeCookie, setCookie } from '../../src/core/storage';
import { SIGN_IN_METHOD_KEY, buildContext, errorKeyOf, readSettings } from '../../src/state/analytics';
import { resetPageConfigForTests } from '../../src/state/config';
import { refreshSession } from '../../src/state/session';

const rules = DEFAULT_PAGE_TYPE_RULES;
const at = (path: string) => new URL(path, 'https://shop.summit.example');

describe('analytics: page types from the URL (spec section 2)', () => {
  const cases: Array<[string, string]> = [
    ['/OrderConfirmation?orderId=5001', 'orderConfirmation'],
    ['/checkout?orderId=5001&deliveryzip=77001', 'checkout'],
    ['/shop/checkout/OrderConfirmation', 'orderConfirmation'],
    ['/', 'homepage'],
    ['/search?searchTerm=tent', 'searchResults'],
    ['/p/coleman-sundome-tent-1001', 'pdp'],
    ['/shop/cart', 'cart'],
    ['/myaccount/yourItems/wishlist/favorites', 'myAccountWishlist'],
    ['/myaccount/yourItems/saveForLater', 'myAccountSaveForLater'],
    ['/c/camping', 'other'],
    ['/myaccount', 'other'],
  ];
  for (const [path, type] of cases) {
    it(`${path} is ${type}`, () => {
      expect(pageTypeOf(at(path), rules)).to.equal(type);
    });
  }

  it("a page's rules come first (first match wins); a path rule matches the path exactly, not the query", () => {
    const own = [{ contains: '/c/', type: 'l1' as const }, { path: '/gift-cards', type: 'giftCardPdp' as const }];
    expect(pageTypeOf(at('/c/camping'), [...own, ...rules])).to.equal('l1');
    expect(pageTypeOf(at('/gift-cards'), [...own, ...rules])).to.equal('giftCardPdp');
    expect(pageTypeOf(at('/gift-cards/egift'), [...own, ...rules])).to.equal('other');
    expect(pageTypeOf(at('/?next=/gift-cards'), [...own, ...rules])).to.equal('homepage');
    // The spec's checkout rule reads the query too: a checkout link's return URL is checkout's business, not ours.
    expect(pageTypeOf(at('/p/tent?from=checkout'), rules)).to.equal('checkout');
  });
});

const context: AnalyticsContext = {
  pageName: 'home',
  pageType: 'homepage',
  pageTitle: 'Summit Outfitters',
  pageHierarchy: [],
  pageEnv: 'production',
  l1: null,
  l2: null,
  l3: null,
  l4: null,
  visitorStatus: 'authenticated',
  visitorId: '7001',
  registrationStatus: 'registered',
  authenticationMethod: 'password',
  storeSelected: '123',
  componentsViewed: ['search panel'],
};
const shoes: AnalyticsItem = { productId: 'P-100', sku: 'sku-100-9', name: 'Trail Runner', quantity: 2, unitPrice: 59.99, currency: 'USD' };
const ball: AnalyticsItem = { productId: 'P-200', sku: 'sku-200', name: null, quantity: 1, unitPrice: null, currency: 'USD' };
const detail = <N extends AnalyticsEventName>(name: N, data: AnalyticsEvents[N]) => ({ name, data, context }) as AnalyticsDetail;
const ga4 = <N extends AnalyticsEventName>(name: N, data: AnalyticsEvents[N]) => {
  const { sg_context: kept, ...rest } = toGa4(detail(name, data));
  expect(kept).to.equal(context);
  return rest;
};

describe('analytics: the GA4 data layer (recommended events, items)', () => {
  it('search, with its source and a chosen position', () => {
    expect(ga4('search', { term: 'tent', source: 'type_ahead', position: 2 })).to.deep.equal({ event: 'search', search_term: 'tent', search_source: 'type_ahead', position: 2 });
    expect(ga4('search', { term: 'tent', source: 'regular', position: null })).to.deep.equal({ event: 'search', search_term: 'tent', search_source: 'regular' });
  });

  it('a product suggestion is select_item with its index; another suggestion is select_content', () => {
    expect(ga4('suggestion_select', { kind: 'product', label: 'Trail Runner', position: 4 })).to.deep.equal({
      event: 'select_item',
      item_list_id: 'search_suggestions',
      item_list_name: 'Search suggestions',
      items: [{ item_name: 'Trail Runner', index: 4 }],
    });
    expect(ga4('suggestion_select', { kind: 'category', label: 'Tents', position: 1 })).to.deep.equal({ event: 'select_content', content_type: 'search_category', content_id: 'Tents' });
  });

  it('a navigation link: select_content with its category id, else its path', () => {
    expect(ga4('navigation', { path: ['Camping', 'Tents'], categoryId: '4001' })).to.deep.equal({ event: 'select_content', content_type: 'navigation', content_id: '4001', link_path: ['Camping', 'Tents'] });
    expect(ga4('navigation', { path: ['Sale'], categoryId: null })).to.deep.include({ content_id: 'Sale' });
  });

  it('view_cart and begin_checkout: the cart value and every line as an item (price only when known)', () => {
    const data = { orderId: '5001', itemCount: 3, value: 119.98, currency: 'USD', items: [shoes, ball] };
    const items = [
      { item_id: 'P-100', item_variant: 'sku-100-9', item_name: 'Trail Runner', price: 59.99, quantity: 2 },
      { item_id: 'P-200', item_variant: 'sku-200', quantity: 1 },
    ];
    expect(ga4('cart_view', data)).to.deep.equal({ event: 'view_cart', currency: 'USD', value: 119.98, items });
    expect(ga4('checkout_start', { orderId: '5001', value: 119.98, currency: 'USD', items: [shoes, ball] })).to.deep.equal({ event: 'begin_checkout', currency: 'USD', value: 119.98, items });
  });

  it('add_to_cart and remove_from_cart: value = price x quantity', () => {
    expect(ga4('add_to_cart', { item: shoes })).to.deep.equal({ event: 'add_to_cart', currency: 'USD', value: 119.98, items: [{ item_id: 'P-100', item_variant: 'sku-100-9', item_name: 'Trail Runner', price: 59.99, quantity: 2 }] });
    expect(ga4('remove_from_cart', { item: ball })).to.deep.include({ event: 'remove_from_cart', value: 0 });
  });

  it('a quantity change is an add or a removal of the difference', () => {
    const up = ga4('quantity_change', { item: { ...shoes, quantity: 5 }, from: 2, to: 5 });
    expect(up).to.deep.include({ event: 'add_to_cart', value: 179.97 });
    expect((up.items as Array<{ quantity: number }>)[0]!.quantity).to.equal(3);
    const down = ga4('quantity_change', { item: { ...shoes, quantity: 1 }, from: 2, to: 1 });
    expect(down).to.deep.include({ event: 'remove_from_cart', value: 59.99 });
    expect((down.items as Array<{ quantity: number }>)[0]!.quantity).to.equal(1);
  });

  it('login and sign_up with their method; the others as sg_* events', () => {
    expect(ga4('login', { method: 'one-time-code' })).to.deep.equal({ event: 'login', method: 'one-time-code' });
    expect(ga4('sign_up', { method: 'create-account' })).to.deep.equal({ event: 'sign_up', method: 'create-account' });
    expect(ga4('store_select', { storeId: '123', storeName: 'Katy' })).to.deep.equal({ event: 'sg_store_select', store_id: '123', store_name: 'Katy' });
    expect(ga4('delivery_zip_change', { zip: '77001', storeId: '123', label: 'SDD', priority: 'MANUAL' })).to.deep.equal({
      event: 'sg_delivery_zip_change',
      zip: '77001',
      store_id: '123',
      delivery_label: 'SDD',
      priority: 'MANUAL',
    });
    expect(ga4('gift_card_balance', { outcome: 'success' })).to.deep.equal({ event: 'sg_gift_card_balance', outcome: 'success' });
    expect(ga4('voice_search', { outcome: 'denied' })).to.deep.equal({ event: 'sg_voice_search', outcome: 'denied' });
    expect(ga4('barcode_scan', { outcome: 'found' })).to.deep.equal({ event: 'sg_barcode_scan', outcome: 'found' });
    expect(ga4('error_shown', { errorKey: '_ERR_GENERIC', component: 'cart drawer' })).to.deep.equal({ event: 'sg_error_shown', error_key: '_ERR_GENERIC', component: 'cart drawer' });
    expect(ga4('component_view', { component: 'store flyout' })).to.deep.equal({ event: 'sg_component_view', component: 'store flyout' });
  });
});

describe('analytics: the Adobe Client Data Layer', () => {
  it('every event has its own name; the data goes in eventInfo, the context as page, user, store and components', () => {
    expect(new Set(Object.values(ADOBE_EVENTS)).size).to.equal(Object.keys(ADOBE_EVENTS).length);
    const pushed = toAdobe(detail('store_select', { storeId: '123', storeName: 'Katy' }));
    expect(pushed).to.deep.equal({
      event: 'storeSelected',
      eventInfo: { storeId: '123', storeName: 'Katy' },
      page: { pageName: 'home', pageType: 'homepage', pageTitle: 'Summit Outfitters', pageHierarchy: [], pageEnv: 'production', l1: null, l2: null, l3: null, l4: null },
      user: { visitorStatus: 'authenticated', visitorId: '7001', registrationStatus: 'registered', authenticationMethod: 'password' },
      store: { storeSelected: '123' },
      components: { componentsViewed: ['search panel'] },
    });
  });
});

describe('analytics: the configuration section and the context', () => {
  const validator = new Validator(schema as never, '2020-12', false);
  const schemaAccepts = (analytics: unknown) => validator.validate({ analytics }).valid;
  let warnings: string[] = [];
  const originalWarn = console.warn;
  beforeEach(() => {
    resetPageConfigForTests();
    warnings = [];
    console.warn = (message: string) => void warnings.push(message);
  });
  afterEach(() => {
    console.warn = originalWarn;
    resetPageConfigForTests();
    for (const name of ['WC_PERSISTENT', 'USERTYPE', 'USERACTIVITY', 'WC_USERID', 'WC_StLocId']) removeCookie(name);
    sessionStorage.removeItem(SIGN_IN_METHOD_KEY);
    refreshSession();
  });

  it('reads a valid section without a warning, and the schema accepts it', () => {
    const section = {
      layers: ['ga4', 'adobe'],
      consent: 'granted',
      page: { pageType: 'l2', pageName: 'tents', pageTitle: 'Tents', pageEnv: 'staging', pageHierarchy: ['Camping', 'Tents'] },
      pageTypeRules: [{ contains: '/c/', type: 'l1' }, { path: '/gift-cards', type: 'giftCardPdp' }],
    };
    expect(schemaAccepts(section)).to.equal(true);
    const settings = readSettings({ analytics: section }, 'sg-config');
    expect(warnings).to.deep.equal([]);
    expect(settings).to.deep.equal({
      layers: ['ga4', 'adobe'],
      consent: true,
      page: { pageType: 'l2', pageName: 'tents', pageTitle: 'Tents', pageEnv: 'staging', pageHierarchy: ['Camping', 'Tents'] },
      rules: section.pageTypeRules,
    });
  });

  it('gives one warning naming each wrong value, uses the defaults there; the schema refuses each too', () => {
    const wrong: Array<[string, unknown]> = [
      ['layers', { layers: ['gtm'] }],
      ['consent', { consent: true }],
      ['page.pageType', { page: { pageType: 'landing' } }],
      ['page.pageName', { page: { pageName: ' ' } }],
      ['page.favourite', { page: { favourite: 'x' } }],
      ['pageTypeRules', { pageTypeRules: [{ contains: '', type: 'pdp' }] }],
      ['pageTypeRules', { pageTypeRules: [{ path: 'gift', type: 'pdp' }] }],
      ['tracker', { tracker: 'x' }],
    ];
    for (const [name, section] of wrong) {
      resetPageConfigForTests();
      warnings = [];
      expect(schemaAccepts(section), name).to.equal(false);
      const settings = readSettings({ analytics: section }, 'sg-config');
      expect(warnings.length, name).to.equal(1);
      expect(warnings[0], name).to.contain('section analytics').and.contain(name);
      expect(settings.layers).to.deep.equal([]);
      expect(settings.consent).to.equal(false);
    }
  });

  it('the context: page fields from the settings (L1-L4 from the hierarchy), the type from the rules; guest without cookies', () => {
    const settings = readSettings({ analytics: { page: { pageHierarchy: ['Camping', 'Tents', 'Dome'] } } }, 'sg-config');
    const built = buildContext(settings, at('/p/tent-1'), 'Tent');
    expect(built).to.deep.equal({
      pageName: 'p/tent-1',
      pageType: 'pdp',
      pageTitle: 'Tent',
      pageHierarchy: ['Camping', 'Tents', 'Dome'],
      pageEnv: null,
      l1: 'Camping',
      l2: 'Tents',
      l3: 'Dome',
      l4: null,
      visitorStatus: 'guest',
      visitorId: null,
      registrationStatus: 'unregistered',
      authenticationMethod: null,
      storeSelected: null,
      componentsViewed: [],
    });
  });

  it('the visitor: remembered (registered, not signed in), signed in with this tab\'s method, else "remembered"; the store from its cookie', () => {
    const settings = readSettings({ analytics: {} }, 'sg-config');
    setCookie('WC_USERID', '7001');
    setCookie('WC_PERSISTENT', '1');
    setCookie('WC_StLocId', '123');
    refreshSession();
    expect(buildContext(settings, at('/'), '')).to.deep.include({ visitorStatus: 'registered', visitorId: '7001', registrationStatus: 'registered', authenticationMethod: null, storeSelected: '123' });
    setCookie('USERTYPE', 'R');
    setCookie('USERACTIVITY', '1');
    refreshSession();
    expect(buildContext(settings, at('/'), '')).to.deep.include({ visitorStatus: 'authenticated', authenticationMethod: 'remembered' });
    sessionStorage.setItem(SIGN_IN_METHOD_KEY, 'one-time-code');
    expect(buildContext(settings, at('/'), '')).to.deep.include({ visitorStatus: 'authenticated', authenticationMethod: 'one-time-code' });
  });
});

describe('analytics: error keys as reported', () => {
  it('a key passes as it is; text, an address or a lower-case word in its place is the default key', () => {
    for (const key of ['_ERR_TIMEOUT', 'GEO_FAILED', 'BAD_GATEWAY_AUTH_RES_1', '_ERR_PASSCODE_INVALID']) expect(errorKeyOf(key)).to.equal(key);
    for (const other of ['Something went wrong', 'pat@example.com', 'updateFailed', '', null, 42, 'A'.repeat(65)]) expect(errorKeyOf(other)).to.equal('_ERR_DEFAULT_KEY');
  });
});
