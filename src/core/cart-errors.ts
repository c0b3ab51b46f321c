import { catalogueKey } from './errors';
import type { MessageBundle } from './messages';

/**
 * The cart's error keys and messages (spec section 8, "Cart"; issue 25): what the cart answer's `errors`, a refused
 * change, checkout and the wallets say, worded where the shopper acts (the drawer's notices, under a line, over
 * Checkout). The spec names the errors but not their keys or texts: both are ours, listed in docs/api.md. Apart from
 * errors.ts so that only the drawer's body carries them (loaded with it, never with an element).
 */
const CART_ERROR_TEXTS = {
  _ERR_CART_GENERIC: 'Something went wrong with your cart. Please refresh the page and try again.',
  _ERR_LIMITED_STOCK: 'Only a limited quantity of this item is in stock. We updated the quantity in your cart.',
  _ERR_MAX_QUANTITY: 'You have reached the most you can buy of this item.',
  _ERR_PARTIAL_QUANTITY_LIMIT: 'Only part of the quantity you asked for was added: this item has a purchase limit.',
  _ERR_RESTRICTED_STATE: 'This item can’t be shipped to or billed in your state.',
  _ERR_RESTRICTED_ADDRESS: 'This item can’t be shipped to this address. Choose another address or pick it up in a store.',
  _ERR_PROP65:
    'WARNING: This product can expose you to chemicals known to the State of California to cause cancer or reproductive harm. See www.P65Warnings.ca.gov.',
  _ERR_APO_RESTRICTION: 'This item can’t be shipped to APO, FPO or DPO addresses.',
  _ERR_INVALID_PROMO_CODE: 'This promo code isn’t valid. Check it and try again.',
  _ERR_INVALID_COUPON: 'This coupon isn’t valid or has expired.',
  _ERR_PLACE_ORDER_TIMEOUT: 'Placing your order took too long. Check your email for a confirmation before you try again.',
  _ERR_OUT_OF_STOCK_PLACE_ORDER: 'Some items sold out while you were checking out. Review your cart and try again.',
  _ERR_INVALID_PENDING_ORDER: 'This order can no longer be changed. Refresh the page to see your cart.',
  _ERR_SDD_STORE_NOT_FOUND: 'No store delivers the same day to your ZIP code. Choose another way to get your items.',
  _ERR_ITEMS_OUT_OF_STOCK: 'Some items in your cart are out of stock. Remove them to check out.',
  _ERR_PAYMENT_TIMEOUT: 'The payment service took too long to answer. Please try again.',
  _ERR_GATEWAY_INVALID_RESPONSE: 'Your bank or the payment service couldn’t approve this payment. Try another payment method.',
  _ERR_PAY_LATER: 'Paying over time isn’t available right now. Choose another payment method.',
  _ERR_PAY_LATER_TIMEOUT: 'The pay-over-time provider took too long to answer. Please try again.',
  _ERR_PAY_LATER_4XX: 'The pay-over-time provider couldn’t accept this order. Choose another payment method.',
  _ERR_PAY_LATER_5XX: 'The pay-over-time provider isn’t answering right now. Please try again later.',
  _ERR_PAY_WALLET_CONNECTION: 'We couldn’t connect to your wallet. Try again or choose another payment method.',
  _ERR_AGE_RESTRICTION_AGREEMENT: 'Please confirm that you are old enough to buy the age-restricted items in your cart.',
  _ERR_AGE_RESTRICTED_ITEM: 'An item in your cart can’t be sold to you: it is age-restricted where it would be delivered.',
} as const;

/** A key of the cart's catalogue. */
export type CartErrorKey = keyof typeof CART_ERROR_TEXTS;

/** Every key of the cart's catalogue, in the catalogue's order (the reference API's fault switch offers them). */
export const CART_ERROR_KEYS = Object.keys(CART_ERROR_TEXTS) as CartErrorKey[];

/**
 * The cart's catalogue as messages with ids `cartError.<KEY>` (docs/messages.md); the drawer words a key of it with
 * `cartErrorMessages`, any other with `errorMessages`.
 */
export const cartErrorMessages: MessageBundle<'cartError', typeof CART_ERROR_TEXTS> = { namespace: 'cartError', defaults: CART_ERROR_TEXTS };
// (Not `defineMessages`, as errors.ts: the message parser must not follow this module into the body's chunk.)

/** True for a key of the cart's catalogue (not one of errors.ts). */
export function isCartErrorKey(key: string | undefined | null): key is CartErrorKey {
  return !!key && Object.hasOwn(CART_ERROR_TEXTS, key);
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
