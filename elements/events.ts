import type { AnalyticsDetail } from '../src/components/analytics';

/**
 * The `detail` of every `sg-*` event, and the global event maps that make `addEventListener('sg-search', (e) =>
 * e.detail.term)` type-check (issue 13). Every element's events bubble and are composed, so they reach the document
 * and the window too. Types only: nothing here runs.
 */

/** Where a search came from (spec section 9). */
export type SgSearchSource =
  | 'regular'
  | 'type_ahead'
  | 'null_search'
  | 'redirect_search'
  | 'recent_search'
  | 'popular_search'
  | 'voice_search'
  | 'barcode_search'
  | 'qrcode_search';

/** `sg-search` (cancelable): a search is about to run; unless cancelled the page goes to `url`. */
export interface SgSearchDetail {
  term: string;
  source: SgSearchSource;
  url: string;
  /** A term chosen from the search panel's list (a suggestion, a recent or popular search): its place there, from 1. */
  position?: number;
}

/**
 * `sg-navigate` (cancelable): a link is about to be followed; unless cancelled the page goes to `url`. From the header:
 * a configured item with its `hierarchy` (shown names from L1 down) and `categoryId`; from the search panel: a
 * product, category or configured link (`kind` is the option's kind); from the scanner: a QR code's same-origin URL
 * (`kind` "product" or "page", `label` the QR text, `source` "qrcode_search").
 */
export interface SgNavigateDetail {
  url: string;
  kind: 'category' | 'brand' | 'promo' | 'link' | 'recent' | 'popular' | 'viewed' | 'featured' | 'recommendation' | 'term' | 'product' | 'page';
  label: string;
  hierarchy?: string[];
  categoryId?: string | null;
  /** Set by the scanner only. */
  source?: 'qrcode_search';
  /** From the search panel: the option's place in its list, from 1. */
  position?: number;
}

/** `sg-store-open` (cancelable): the header's store button; unless cancelled (a store locator on the page opens) the page goes to `url`. */
export interface SgStoreOpenDetail {
  url: string;
}

/** `sg-account-open` (cancelable): an account button or link; unless cancelled the page goes to `url`. */
export interface SgAccountOpenDetail {
  screen: 'menu' | 'sign-in' | 'create-account' | 'one-time-code' | 'forgot-password' | (string & {});
  url?: string;
  visitorType?: 'guest' | 'registered' | (string & {});
}

/** `sg-chat-open` (cancelable): unless cancelled the chat opens in a 500x500 popup. */
export interface SgChatOpenDetail {
  url: string;
}

/**
 * `sg-help-open` (cancelable): a floating help button of `<sg-header>` (`floatingHelp`) is opening its page; unless
 * cancelled it opens in the header's help panel.
 */
export interface SgHelpOpenDetail {
  panel: 'chat' | 'feedback';
  url: string;
}

/** `sg-menu-toggle`: the mega menu's panel or the hamburger dialog opened or closed. */
export interface SgMenuToggleDetail {
  open: boolean;
  menu: 'mega' | 'hamburger';
  label: string | null;
}

/** `sg-sticky-change`: the header's bar became stuck to the top, or was released. */
export interface SgStickyChangeDetail {
  stuck: boolean;
}

/** `sg-cart-open` (cancelable): the mini cart was pressed; unless cancelled the cart drawer opens. */
export interface SgCartOpenDetail {
  count: number;
}

/** `sg-cart-change`: the cart's content changed. */
export interface SgCartChangeDetail {
  count: number;
  orderId: string | null;
}

/** `sg-checkout-start` (cancelable): checkout is about to start; unless cancelled the page goes to `url`. */
export interface SgCheckoutStartDetail {
  orderId: string;
  url: string;
}

/** `sg-gift-card-balance`: a balance check ended. */
export interface SgGiftCardBalanceDetail {
  outcome: 'success' | (string & {});
  balance: number | null;
  currency: string;
  last4: string;
  message: string | null;
}

/** `sg-store-change`: the shopper made a store their store (from the element where they chose). */
export interface SgStoreChangeDetail {
  storeId: string;
  zip: string;
  name: string;
}

/** `sg-sdd-change` (on the document): an accepted same-day delivery ZIP update. */
export interface SgSddChangeDetail {
  zip: string;
  storeId: string;
  storeName: string;
  label: 'SDD' | 'NDD' | null;
  /** 5 MANUAL ... 1 AKAMAI. */
  priority: 1 | 2 | 3 | 4 | 5;
  city: string;
  state: string;
}

/** `sg-request-close` (cancelable): a modal dialog is about to close; `preventDefault()` keeps it open. */
export interface SgRequestCloseDetail {
  reason: 'keyboard' | 'close-button' | 'overlay';
}

/** `sg-cart-add` (on the document): a product was added to the cart. */
export interface SgCartAddDetail {
  productId: string;
  quantity: number;
  unitPrice: number | null;
  sku: string;
  currency: string;
}

/** `sg-sign-in`: the shopper signed in through `<sg-account>` (never a password or a code). */
export interface SgSignInDetail {
  userId: string;
  firstName: string;
  method: 'password' | 'one-time-code' | 'create-account' | 'reset-password';
}

/** `sg-sign-out`: the shopper signed out through `<sg-account>`. */
export interface SgSignOutDetail {
  userId: string;
}

/** `sg-favorite-change` (on the document): a favorite was added or removed. */
export interface SgFavoriteChangeDetail {
  productId: string;
  skuId: string | null;
  favorite: boolean;
  signedIn: boolean;
}

/**
 * `sg-saved-change` (on the document): the signed-in shopper's "save for later" list changed in the cart drawer
 * (loaded, an item saved, moved to the cart or removed; 0 after a sign-out), so a saved-items page
 * (`myAccountSaveForLater`) can refresh its own list.
 */
export interface SgSavedChangeDetail {
  savedItems: number;
}

/**
 * `sg-analytics` (on the document, after consent; docs/analytics.md): one analytics event, with the page context when
 * it happened. Only on a page whose configuration has an `analytics` section.
 */
export type SgAnalyticsDetail = AnalyticsDetail;

/** `sg-analytics-consent` (dispatched by the page on the document): analytics consent granted or revoked. */
export interface SgAnalyticsConsentDetail {
  granted: boolean;
}

/** The events the elements dispatch, by name. */
export interface SgEventMap {
  'sg-search': CustomEvent<SgSearchDetail>;
  'sg-navigate': CustomEvent<SgNavigateDetail>;
  'sg-store-open': CustomEvent<SgStoreOpenDetail>;
  'sg-account-open': CustomEvent<SgAccountOpenDetail>;
  'sg-chat-open': CustomEvent<SgChatOpenDetail>;
  'sg-help-open': CustomEvent<SgHelpOpenDetail>;
  'sg-menu-toggle': CustomEvent<SgMenuToggleDetail>;
  'sg-sticky-change': CustomEvent<SgStickyChangeDetail>;
  'sg-cart-open': CustomEvent<SgCartOpenDetail>;
  'sg-cart-change': CustomEvent<SgCartChangeDetail>;
  'sg-checkout-start': CustomEvent<SgCheckoutStartDetail>;
  'sg-gift-card-balance': CustomEvent<SgGiftCardBalanceDetail>;
  'sg-store-change': CustomEvent<SgStoreChangeDetail>;
  'sg-request-close': CustomEvent<SgRequestCloseDetail>;
  'sg-sign-in': CustomEvent<SgSignInDetail>;
  'sg-sign-out': CustomEvent<SgSignOutDetail>;
}

/** Events dispatched on the document itself. */
export interface SgDocumentEventMap extends SgEventMap {
  'sg-sdd-change': CustomEvent<SgSddChangeDetail>;
  'sg-cart-add': CustomEvent<SgCartAddDetail>;
  'sg-favorite-change': CustomEvent<SgFavoriteChangeDetail>;
  'sg-saved-change': CustomEvent<SgSavedChangeDetail>;
  'sg-analytics': CustomEvent<SgAnalyticsDetail>;
  'sg-analytics-consent': CustomEvent<SgAnalyticsConsentDetail>;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends SgEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends SgDocumentEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface WindowEventMap extends SgDocumentEventMap {}
}
