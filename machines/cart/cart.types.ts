import type { ApiSettings, Cart, CartQuery, CartTemplate } from '../../src/core/api';

/** The flow's own messages the machines decide on (the drawer words them: `cartDrawerMessages`, docs/messages.md). */
export type CartMessageKey = 'loadFailed' | 'updateFailed' | 'addFailed' | 'checkoutFailed' | 'unavailable';

/**
 * A message as the machines decide it: one of the flow's keys, a server's error key (spec section 8: the view words it
 * with the cart's or the general error catalogue; a key neither knows reads as `fallback`, else the default error), or
 * the server's own text (shown as text, in no locale of ours).
 */
export type CartText = { key: CartMessageKey } | { error: string; fallback?: CartMessageKey } | { text: string };

export interface CartContext {
  cart: Cart;
  /** Attempts of the current GET (retries count). */
  attempt: number;
  /** Reloads made for out-of-stock free gifts or max-quantity errors. */
  reloads: number;
  error: CartText | null;
  template: CartTemplate | null;
  /** Quantities the shopper set that are not confirmed yet (optimistic); 0 removes the line. */
  pending: Record<string, number>;
  /** The quantities on their way to the server, by line (those lines are disabled meanwhile). */
  sending: Record<string, number>;
  /** A message per line whose last change failed (rolled back). */
  lineErrors: Record<string, CartText>;
  hasPersistentLogin: boolean;
  query: CartQuery;
  /** The add-to-cart request under way (for the analytics event when it succeeds). */
  adding: { skuId: string; quantity: number; productId?: string; unitPrice?: number; currency?: string } | null;
  /** The estimated tax of the cart as shown (fetched while the drawer is open); null while unknown. */
  tax: number | null;
  /** Where the API is (the cart elements' `api-base`). */
  api: ApiSettings;
  /**
   * How many times a change (an update's answer, another tab's cart, a replacement) set the cart; `fetchedFrom` is
   * its value when the GET under way was sent. A GET that answers after such a change carries an older cart.
   */
  revision: number;
  fetchedFrom: number;
}

export interface CartInput {
  hasPersistentLogin: boolean;
  orderId?: string | null;
  query?: CartQuery;
  api?: ApiSettings;
}

export type CartEvent =
  | { type: 'CART.LOAD' }
  | { type: 'CART.RELOAD' }
  /** The shopper's store or delivery ZIP changed: later requests use this query. */
  | { type: 'QUERY.CHANGE'; query: CartQuery }
  | { type: 'CART.SET'; cart: Cart }
  /**
   * This page changed the cart through another service (save for later, a checkout id loaded): taken as is, then
   * `changed` (the cookie, the other tabs, `sg-cart-change`) and the tax, as after the cart's own changes.
   */
  | { type: 'CART.REPLACE'; cart: Cart }
  | { type: 'SESSION.CHANGE'; hasPersistentLogin: boolean }
  /** Another API base for the calls from now on. */
  | { type: 'API.CHANGE'; api: ApiSettings }
  /** A stepper press: one more or one less than the quantity shown. */
  | { type: 'LINE.STEP'; orderItemId: string; step: 1 | -1 }
  /** A quantity set (typed); capped to the line's max; 0 removes. */
  | { type: 'LINE.SET_QUANTITY'; orderItemId: string; quantity: number }
  | { type: 'LINE.REMOVE'; orderItemId: string }
  | { type: 'LINE.SET_SHIP_MODE'; orderItemId: string; shipModeId: string }
  | { type: 'ITEM.ADD'; skuId: string; quantity: number; productId?: string; unitPrice?: number; currency?: string }
  /** The drawer (and with it the totals) opened or closed: the estimated tax is fetched while it is open. */
  | { type: 'DRAWER.OPEN' }
  | { type: 'DRAWER.CLOSE' }
  /** Raised by the machine itself after every change of the cart. */
  | { type: 'TAX.REFRESH' };

/**
 * Why a line change was not made: `unchanged` (the quantity rule: nothing to change, as at the max, at 1 going down,
 * a free gift, a line being removed or an unknown line), `busy` (another kind of change is under way: an add, a ship
 * mode change, or a removal asked while changes are sent), `failed` (the request failed: rolled back, `message` is the
 * line's error), `overruled` (the answer shows the line otherwise than sent: the cart shows the answer).
 */
export type LineRefusal = 'unchanged' | 'busy' | 'failed' | 'overruled';

/** What the machine says of the shopper's quantity changes and removals, line by line. */
export type LineOutcome =
  /**
   * The server's answer shows the line as the shopper last set it: `quantity` (0: removed) and the line's `name`.
   * Sent after the last change of the line only (a newer change meanwhile is answered by its own request), and
   * emitted before the `changed` of the same answer.
   */
  | { type: 'lineConfirmed'; orderItemId: string; quantity: number; name: string }
  /** A change that was not made (emitted at once for `unchanged` and `busy`, with the answer for the others). */
  | { type: 'lineRefused'; orderItemId: string; reason: LineRefusal; message: CartText | null };

export type CartEmitted =
  /** `remote`: the change came from another tab (CART.SET), which already stored and broadcast it. */
  | { type: 'changed'; cart: Cart; remote?: true }
  | { type: 'added'; skuId: string; productId: string; quantity: number; unitPrice: number | null; currency: string; cart: Cart }
  | { type: 'addFailed'; message: CartText }
  | LineOutcome;

export interface SendUpdatesInput {
  api: ApiSettings;
  orderId: string;
  changes: Array<{ orderItemId: string; quantity: number }>;
  query: CartQuery;
  cartItemPaths?: boolean;
}

export interface AddItemInput {
  api: ApiSettings;
  skuId: string;
  quantity: number;
  productId?: string;
  orderId: string;
  cartItemPaths?: boolean;
}

/** What the template loader answers: the template, when it was fetched, and whether it came from the cache. */
export interface LoadedTemplate {
  template: CartTemplate;
  fetchedAt: number;
  fromCache: boolean;
}

export interface FetchTaxInput {
  api: ApiSettings;
  orderId: string;
  query: { deliveryZipCode?: string; storeZipCode?: string; paymentMethod?: string };
}
