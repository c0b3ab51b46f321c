import { catalogueKey } from './errors';

/**
 * The cart's error keys (spec section 8, "Cart"; issue 25): what the cart answer's `errors`, a refused change, checkout
 * and the wallets say, worded where the shopper acts (the drawer's notices, under a line, over Checkout). The spec
 * names the errors but not their keys or texts: both are ours, listed in docs/api.md. Their texts are in
 * cart-error-messages.ts, a chunk of its own the drawer loads only when one of these errors shows.
 */
export const CART_ERROR_KEYS = [
  '_ERR_CART_GENERIC',
  '_ERR_LIMITED_STOCK',
  '_ERR_MAX_QUANTITY',
  '_ERR_PARTIAL_QUANTITY_LIMIT',
  '_ERR_RESTRICTED_STATE',
  '_ERR_RESTRICTED_ADDRESS',
  '_ERR_PROP65',
  '_ERR_APO_RESTRICTION',
  '_ERR_INVALID_PROMO_CODE',
  '_ERR_INVALID_COUPON',
  '_ERR_PLACE_ORDER_TIMEOUT',
  '_ERR_OUT_OF_STOCK_PLACE_ORDER',
  '_ERR_INVALID_PENDING_ORDER',
  '_ERR_SDD_STORE_NOT_FOUND',
  '_ERR_ITEMS_OUT_OF_STOCK',
  '_ERR_PAYMENT_TIMEOUT',
  '_ERR_GATEWAY_INVALID_RESPONSE',
  '_ERR_PAY_LATER',
  '_ERR_PAY_LATER_TIMEOUT',
  '_ERR_PAY_LATER_4XX',
  '_ERR_PAY_LATER_5XX',
  '_ERR_PAY_WALLET_CONNECTION',
  '_ERR_AGE_RESTRICTION_AGREEMENT',
  '_ERR_AGE_RESTRICTED_ITEM',
] as const;

/** A key of the cart's catalogue. */
export type CartErrorKey = (typeof CART_ERROR_KEYS)[number];

const KEYS: ReadonlySet<string> = new Set(CART_ERROR_KEYS);

/** True for a key of the cart's catalogue (not one of errors.ts). */
export function isCartErrorKey(key: string | undefined | null): key is CartErrorKey {
  return !!key && KEYS.has(key);
}

/** The catalogue key of a cart error: a cart key, one of errors.ts, or undefined when neither knows it. */
export function cartCatalogueKey(key: string | undefined | null): string | undefined {
  return isCartErrorKey(key) ? key : catalogueKey(key);
}

/**
 * The gift card total's telephone variant (spec section 8): its `{tel}` becomes a call link to the configured customer
 * care number; without one the message is the plain variant's, never "call  for help".
 */
export const TEL_ERROR_KEY = '_TOTAL_GC_AMOUNT_EXCEDED_MAX_LIMIT_TEL' as const;
export const TEL_FALLBACK_KEY = '_TOTAL_GC_AMOUNT_EXCEDED_MAX_LIMIT' as const;

/** A telephone number a page may configure: digits with spaces, dots, dashes, parentheses, an optional leading +. */
export const PHONE_PATTERN = /^\+?[\d\s().-]{7,24}$/;

/** The `tel:` URL of a configured number ("1-877-555-0142" -> "tel:+18775550142"; 10 digits are taken as US). */
export function telHref(phone: string): string | null {
  if (!PHONE_PATTERN.test(phone.trim())) return null;
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return null;
  if (phone.trim().startsWith('+')) return `tel:+${digits}`;
  return digits.length === 10 ? `tel:+1${digits}` : digits.length === 11 && digits.startsWith('1') ? `tel:+${digits}` : `tel:${digits}`;
}
