import { delay, HttpResponse } from 'msw';
import { CART_ERROR_KEYS } from '../src/core/cart-errors';
import { perWorld } from './scope';

/**
 * Fault switches, one per call of the reference API: added latency, an HTTP status, a malformed body, or a network
 * error. Tests set them directly; the demo page's panel sets them and they persist for the tab (sessionStorage).
 */
export interface Fault {
  /** Added latency in ms before the answer (or the fault). */
  latencyMs?: number;
  /** Answer with this HTTP status and an error body instead of the real answer. */
  status?: number;
  /** Answer 200 with a body that is not valid JSON. */
  malformed?: boolean;
  /** Fail at the network level (fetch rejects). */
  networkError?: boolean;
  /** Speech-to-text only (CALL_OPTIONS): answer 200 with a blank transcript, as when nobody spoke. */
  noSpeech?: boolean;
  /**
   * The cart's calls only (ERROR_KEY_CALLS): answer with this error key (spec section 8) and no server text. The cart
   * GET keeps its 200 and lists it in the cart's `errors`; the others answer `status` (default 422) with it.
   */
  errorKey?: string;
}

/** The calls that have switches. Later issues add theirs here. */
export const CALLS = {
  giftCardBalance: 'Gift card balance (POST /payment/giftcard/gcb, /giftcard/balance)',
  productSuggestions: 'Search suggestions (GET /search/v2/productSuggestions)',
  popularTerms: 'Popular searches (GET /search/v2/fetchpopularterms)',
  siteSearch: 'Site search redirect (GET /search/sitesearch/v2)',
  productsByIds: 'Products by id (GET /search/v2/products)',
  cart: 'Cart (GET /cart/{orderId})',
  cartUpdate: 'Cart changes (updateItemQuantity, sku, updateshippingmode)',
  cartTemplate: 'Cart template (GET /template)',
  tax: 'Tax (GET /taxes/order/{orderId}/tax)',
  inventory: 'Inventory check (POST /inventory/store/{storeId})',
  checkoutInitiate: 'Checkout initiate (POST /cart/PUT/{orderId}/initiate)',
  paymentInstruction: 'Payment instruction removal (POST /payment/orders/{orderId}/deletePaymentInstruction)',
  wallets: 'Express checkout (POST /payment/orders/{orderId}/paypal/v1/createPayment, executePayment, wallet; /payment/applepay/session)',
  accountInfo: 'Account info (GET /profile/account/info/)',
  login: 'Sign in (POST /identity/login)',
  accountLookup: 'Account lookup (POST /identity/login/getattributes)',
  passcode: 'One-time code (POST /identity/generate/passcode)',
  passwordReset: 'Password reset (POST /identity/password/reset)',
  register: 'Create account (POST /identity/profile)',
  logout: 'Sign out (POST /identity/logout)',
  guest: 'Guest identity (POST /identity/guest)',
  profile: 'Rewards and offers (GET /profile/r2/{id})',
  phoneUpdate: 'Phone update (POST /profile/PUT/r2/{id})',
  favoritesMerge: 'Favorites merge and add (POST /profile/favorites/, /profilelists/favorites/)',
  favorites: 'Favorites read and remove (GET, DELETE /profile/favorites/)',
  recentlyPurchased: 'Recently purchased (GET /profile/recentlypurchased)',
  store: 'Store details (GET /stores/{id})',
  stores: 'Store search (GET /stores)',
  geocode: 'Geocode (GET /address/geocode, by ZIP or by coordinates)',
  city: 'City of a ZIP (GET /address/city/{zip})',
  nearByStore: 'Stores near a ZIP (POST /cart/nearByStore)',
  stampnode: 'SDD stamp on the order (POST /cartitem/initiate|update/sdd/stampnode)',
  speechToText: 'Speech-to-text (POST /speech-to-text)',
  productsByUpc: 'Products of a barcode (GET /search/v2/productsByUpc)',
  quickView: 'Quick view of a product (GET /product/quickview/{productId})',
  savedItems: 'Saved for later list (GET /profile/saveforlater/)',
  saveForLater: 'Save a cart line for later (POST /profile/saveforlater/)',
  savedItemMove: 'Move a saved item to the cart (POST /profile/saveforlater/{itemId}/movetocart)',
  savedItemRemove: 'Remove a saved item (DELETE /profile/saveforlater/{itemId})',
  pickupPerson: 'The order\'s pickup person (GET /cart/{orderId}/pickupPerson)',
  pickupPersonSave: 'Set the pickup person (PUT /cart/{orderId}/pickupPerson)',
  pickupPersonRemove: 'Clear the pickup person (DELETE /cart/{orderId}/pickupPerson)',
} as const;
export type CallName = keyof typeof CALLS;

/** The boolean switches that only some calls have, with the demo panel's label for each; their handlers read them. */
export type CallOption = 'noSpeech';
export const CALL_OPTIONS: Partial<Record<CallName, Partial<Record<CallOption, string>>>> = {
  speechToText: { noSpeech: 'No speech (blank transcript)' },
};

/** The error keys a cart call's switch can answer with: the cart catalogue's, and the general ones the cart shows. */
export const CART_FAULT_KEYS: readonly string[] = [
  ...CART_ERROR_KEYS,
  'OUT_OF_STOCK',
  '_TOTAL_GC_AMOUNT_EXCEDED_MAX_LIMIT',
  '_TOTAL_GC_AMOUNT_EXCEDED_MAX_LIMIT_CHECKOUT',
  '_TOTAL_GC_AMOUNT_EXCEDED_MAX_LIMIT_TEL',
];
/** The calls whose switch has an error key, with the keys it offers (the demo panel's list). */
export const ERROR_KEY_CALLS: Partial<Record<CallName, readonly string[]>> = {
  cart: CART_FAULT_KEYS,
  cartUpdate: CART_FAULT_KEYS,
  checkoutInitiate: CART_FAULT_KEYS,
  paymentInstruction: CART_FAULT_KEYS,
  wallets: CART_FAULT_KEYS,
};

/** The cart GET's error key switch, for its handler to list in the cart's `errors`. */
export const cartFaultKey = (): string | undefined => switchesOf.get().get('cart')?.errorKey;

const STORAGE_KEY = 'sg-reference-api-faults';
const switchesOf = perWorld(() => new Map<CallName, Fault>());
let persist = false;

function save() {
  if (!persist) return;
  const switches = switchesOf.get();
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(switches)));
  } catch {
    /* storage disabled: switches still work for this page */
  }
}

export const faults = {
  set(call: CallName, fault: Fault): void {
    switchesOf.get().set(call, { ...fault });
    save();
  },
  clear(call?: CallName): void {
    if (call) switchesOf.get().delete(call);
    else switchesOf.get().clear();
    save();
  },
  get(call: CallName): Fault {
    return { ...switchesOf.get().get(call) };
  },
  /** Keep switches across reloads of this tab (the demo page); tests leave this off. */
  persist(): void {
    persist = true;
    try {
      const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, Fault>;
      for (const [call, fault] of Object.entries(saved)) if (call in CALLS) switchesOf.get().set(call as CallName, fault);
    } catch {
      /* corrupt or disabled: start clean */
    }
  },
};

/** Applies the call's switches; returns the faulty response, or undefined to let the handler answer. */
export async function applyFault(call: CallName): Promise<Response | undefined> {
  const fault = switchesOf.get().get(call);
  if (!fault) return undefined;
  if (fault.latencyMs && fault.latencyMs > 0) await delay(fault.latencyMs);
  if (fault.networkError) return HttpResponse.error();
  if (fault.errorKey && (call !== 'cart' || fault.status)) {
    return HttpResponse.json({ errors: [{ errorKey: fault.errorKey }] }, { status: fault.status ?? 422 });
  }
  if (fault.status) {
    return HttpResponse.json(
      { errors: [{ errorKey: '_ERR_DEFAULT_KEY', errorMessage: `Simulated HTTP ${fault.status}` }] },
      { status: fault.status },
    );
  }
  if (fault.malformed) {
    return new HttpResponse('{"giftCardBalance": {"balance": 12.5', {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  return undefined;
}

/** Wraps a resolver so that the call's fault switches apply before it. */
export function withFaults<Args extends unknown[]>(call: CallName, resolver: (...args: Args) => Response | Promise<Response>) {
  return async (...args: Args): Promise<Response> => (await applyFault(call)) ?? resolver(...args);
}
