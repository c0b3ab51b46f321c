/**
 * Analytics (docs/analytics.md): the spec's tracking data (sections 2, 3 and 9) as typed events with one page
 * context, and what the two built-in data layers are given for each. Pure: no DOM, no state. The runtime that listens,
 * holds consent and delivers is src/state/analytics.ts (a lazy chunk, loaded only for a page whose configuration
 * has an `analytics` section).
 *
 * No event carries personal data: no e-mail, phone, name, password, one-time code, gift card number or PIN, card
 * data. The mapping below builds every event's data from named fields only (never by copying a `detail`), so a field
 * added to an `sg-*` event later does not reach a data layer unless it is written here.
 */

import type { SearchSource } from './constants/search';

/** Where a search came from (spec section 9). */
export type { SearchSource };

/**
 * The page types (spec section 2): those with search behaviour, those reacted to, and the tracking page types.
 * `other` when no rule and no configuration names one.
 */
export const PAGE_TYPES = [
  'homepage',
  'pdp',
  'searchResults',
  'l1',
  'l2',
  'l3',
  'l4',
  'brandListing',
  'cart',
  'quickView',
  'myAccountWishlist',
  'myAccountSaveForLater',
  'myAccountBuyAgain',
  'giftCardPdp',
  'bundlePdp',
  'orderConfirmation',
  'expressCart',
  'expressCheckout',
  'checkout',
  'other',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** A URL rule: the page type of a page whose path and query contain `contains` (case-sensitive), or whose path is `path`. */
export interface PageTypeRule {
  contains?: string;
  path?: string;
  type: PageType;
}

/**
 * The built-in rules, first match wins. The spec's two (order confirmation when the URL contains `OrderConfirmation`,
 * checkout when it contains `checkout`) come first; the others follow the spec's routes (section 2). A page's
 * configured rules are tried before these, and a configured page type before any rule.
 */
export const DEFAULT_PAGE_TYPE_RULES: readonly PageTypeRule[] = [
  { contains: 'OrderConfirmation', type: 'orderConfirmation' },
  { contains: 'checkout', type: 'checkout' },
  { path: '/', type: 'homepage' },
  { contains: '/search', type: 'searchResults' },
  { contains: '/p/', type: 'pdp' },
  { contains: '/shop/cart', type: 'cart' },
  { contains: '/myaccount/yourItems/wishlist', type: 'myAccountWishlist' },
  { contains: '/myaccount/wishlist', type: 'myAccountWishlist' },
  { contains: '/myaccount/yourItems/saveForLater', type: 'myAccountSaveForLater' },
];

/** The page type of `url` (its path and query): the first rule of `rules` that matches, else `other`. */
export function pageTypeOf(url: URL, rules: readonly PageTypeRule[]): PageType {
  const where = url.pathname + url.search;
  for (const rule of rules) {
    if (rule.path !== undefined && url.pathname === rule.path) return rule.type;
    if (rule.contains !== undefined && rule.contains !== '' && where.includes(rule.contains)) return rule.type;
  }
  return 'other';
}

export type VisitorStatus = 'guest' | 'registered' | 'authenticated';
export type AuthenticationMethod = 'password' | 'one-time-code' | 'remembered';

/** The page context every event carries (spec section 9's tracking data). */
export interface AnalyticsContext {
  pageName: string;
  pageType: PageType;
  pageTitle: string;
  /** The page's place in the site, from the top (`['Shoes', 'Running']`). */
  pageHierarchy: string[];
  /** The environment the page runs in (`production`, `staging`, ...), from the configuration; null when not given. */
  pageEnv: string | null;
  l1: string | null;
  l2: string | null;
  l3: string | null;
  l4: string | null;
  /** `authenticated`: signed in now; `registered`: a known shopper not signed in now (a remembered login); else `guest`. */
  visitorStatus: VisitorStatus;
  /** The commerce user id (the `WC_USERID` cookie) of a signed-in or remembered shopper; null for a guest. */
  visitorId: string | null;
  registrationStatus: 'registered' | 'unregistered';
  /** How the signed-in shopper signed in: this tab's sign-in, else `remembered`; null when not signed in. */
  authenticationMethod: AuthenticationMethod | null;
  /** The shopper's store id (the `WC_StLocId` cookie); null when none is chosen. */
  storeSelected: string | null;
  /** The header components the shopper has seen on this page, in the order first seen. */
  componentsViewed: string[];
}

/** A product in an event (GA4's `items`): `productId` is the parent sku (spec section 3). */
export interface AnalyticsItem {
  productId: string;
  sku: string;
  name: string | null;
  quantity: number;
  unitPrice: number | null;
  currency: string;
}

/** Every analytics event and its data. */
export interface AnalyticsEvents {
  search: { term: string; source: SearchSource; position: number | null };
  suggestion_select: { kind: string; label: string; position: number | null };
  navigation: { path: string[]; categoryId: string | null };
  cart_view: { orderId: string | null; itemCount: number; value: number; currency: string; items: AnalyticsItem[] };
  add_to_cart: { item: AnalyticsItem };
  remove_from_cart: { item: AnalyticsItem };
  quantity_change: { item: AnalyticsItem; from: number; to: number };
  checkout_start: { orderId: string; value: number; currency: string; items: AnalyticsItem[] };
  store_select: { storeId: string; storeName: string };
  delivery_zip_change: { zip: string; storeId: string; label: 'SDD' | 'NDD' | null; priority: string };
  login: { method: string };
  sign_up: { method: string };
  gift_card_balance: { outcome: string };
  voice_search: { outcome: string };
  barcode_scan: { outcome: string };
  error_shown: { errorKey: string; component: string };
  component_view: { component: string };
}

export type AnalyticsEventName = keyof AnalyticsEvents;

/** What `sg-analytics` carries: the event's name, the page context when it happened, and its data. */
export interface AnalyticsDetail<N extends AnalyticsEventName = AnalyticsEventName> {
  name: N;
  context: AnalyticsContext;
  data: AnalyticsEvents[N];
}

/** Location priorities by number (spec section 3). */
export const PRIORITY_NAMES: Readonly<Record<number, string>> = {
  5: 'MANUAL',
  4: 'SHIPPING_ZIP_CODE',
  3: 'CART_SUMMARY',
  2: 'BROWSER_LOCATION',
  1: 'AKAMAI',
};

// --- Data layers -------------------------------------------------------------------------------------------------

/** GA4's item (recommended e-commerce events). */
export interface Ga4Item {
  item_id: string;
  item_variant: string;
  item_name?: string;
  price?: number;
  quantity: number;
  index?: number;
  item_category?: string;
}

const ga4Item = (item: AnalyticsItem): Ga4Item => ({
  item_id: item.productId,
  item_variant: item.sku,
  ...(item.name ? { item_name: item.name } : {}),
  ...(item.unitPrice !== null ? { price: item.unitPrice } : {}),
  quantity: item.quantity,
});

const valueOf = (item: AnalyticsItem, quantity = item.quantity) => Math.round((item.unitPrice ?? 0) * quantity * 100) / 100;

/**
 * The GA4 event names and parameters (Google's recommended events where one fits; `sg_*` where none does), each
 * with the page context under `sg_context`. Pushed to `window.dataLayer` as `{ event, ...parameters }` (GTM's shape).
 */
export function toGa4({ name, data, context }: AnalyticsDetail): { event: string } & Record<string, unknown> {
  const d = data as AnalyticsEvents[AnalyticsEventName];
  const common = { sg_context: context };
  switch (name) {
    case 'search': {
      const { term, source, position } = d as AnalyticsEvents['search'];
      return { event: 'search', search_term: term, search_source: source, ...(position !== null ? { position } : {}), ...common };
    }
    case 'suggestion_select': {
      const { kind, label, position } = d as AnalyticsEvents['suggestion_select'];
      return kind === 'product'
        ? {
            event: 'select_item',
            item_list_id: 'search_suggestions',
            item_list_name: 'Search suggestions',
            items: [{ item_name: label, ...(position !== null ? { index: position } : {}) }],
            ...common,
          }
        : { event: 'select_content', content_type: `search_${kind}`, content_id: label, ...common };
    }
    case 'navigation': {
      const { path, categoryId } = d as AnalyticsEvents['navigation'];
      return { event: 'select_content', content_type: 'navigation', content_id: categoryId ?? path.join(' > '), link_path: path, ...common };
    }
    case 'cart_view':
    case 'checkout_start': {
      const { value, currency, items } = d as AnalyticsEvents['cart_view'];
      return { event: name === 'cart_view' ? 'view_cart' : 'begin_checkout', currency, value, items: items.map(ga4Item), ...common };
    }
    case 'add_to_cart':
    case 'remove_from_cart': {
      const { item } = d as AnalyticsEvents['add_to_cart'];
      return { event: name, currency: item.currency, value: valueOf(item), items: [ga4Item(item)], ...common };
    }
    case 'quantity_change': {
      // GA4 has no quantity event: more is an add of the difference, fewer a removal of it.
      const { item, from, to } = d as AnalyticsEvents['quantity_change'];
      const delta = Math.abs(to - from);
      const moved = { ...item, quantity: delta };
      return { event: to > from ? 'add_to_cart' : 'remove_from_cart', currency: item.currency, value: valueOf(moved), items: [ga4Item(moved)], ...common };
    }
    case 'login':
    case 'sign_up':
      return { event: name, method: (d as AnalyticsEvents['login']).method, ...common };
    case 'store_select': {
      const { storeId, storeName } = d as AnalyticsEvents['store_select'];
      return { event: 'sg_store_select', store_id: storeId, store_name: storeName, ...common };
    }
    case 'delivery_zip_change': {
      const { zip, storeId, label, priority } = d as AnalyticsEvents['delivery_zip_change'];
      return { event: 'sg_delivery_zip_change', zip, store_id: storeId, delivery_label: label, priority, ...common };
    }
    case 'error_shown': {
      const { errorKey, component } = d as AnalyticsEvents['error_shown'];
      return { event: 'sg_error_shown', error_key: errorKey, component, ...common };
    }
    case 'component_view':
      return { event: 'sg_component_view', component: (d as AnalyticsEvents['component_view']).component, ...common };
    default:
      // gift_card_balance, voice_search, barcode_scan: an outcome only.
      return { event: `sg_${name}`, outcome: (d as AnalyticsEvents['voice_search']).outcome, ...common };
  }
}

/** The Adobe Client Data Layer event names. */
export const ADOBE_EVENTS: Readonly<Record<AnalyticsEventName, string>> = {
  search: 'searchSubmitted',
  suggestion_select: 'searchSuggestionSelected',
  navigation: 'navigationLinkFollowed',
  cart_view: 'cartViewed',
  add_to_cart: 'cartAdd',
  remove_from_cart: 'cartRemove',
  quantity_change: 'cartQuantityChanged',
  checkout_start: 'checkoutStarted',
  store_select: 'storeSelected',
  delivery_zip_change: 'deliveryZipChanged',
  login: 'signedIn',
  sign_up: 'signedUp',
  gift_card_balance: 'giftCardBalanceChecked',
  voice_search: 'voiceSearchUsed',
  barcode_scan: 'barcodeScanUsed',
  error_shown: 'errorShown',
  component_view: 'componentViewed',
};

/**
 * The Adobe Client Data Layer push: the context as data (`page`, `user`: the layer merges it into its state), the
 * event's data as `eventInfo`.
 */
export function toAdobe({ name, data, context }: AnalyticsDetail): Record<string, unknown> {
  return { event: ADOBE_EVENTS[name], eventInfo: data, ...adobeState(context) };
}

/** The context as the Adobe layer's state (`page`, `user`, `store`, `components`). */
export function adobeState(context: AnalyticsContext): Record<string, unknown> {
  const { visitorStatus, visitorId, registrationStatus, authenticationMethod, storeSelected, componentsViewed, ...page } = context;
  return {
    page,
    user: { visitorStatus, visitorId, registrationStatus, authenticationMethod },
    store: { storeSelected },
    components: { componentsViewed },
  };
}
