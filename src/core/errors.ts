/**
 * The error catalogue of spec section 8: error key -> message a shopper can read.
 * Where the spec gives the exact text it is used verbatim; where it names a key but not the text
 * ("exact message texts for most keys: not shown") the text is ours and listed in docs/api.md.
 */

import type { MessageBundle } from './messages';

export const DEFAULT_ERROR_KEY = '_ERR_DEFAULT_KEY' as const;

const ERROR_TEXTS = {
  _ERR_DEFAULT_KEY: 'Something went wrong. Please try again later.',
  // Network-level faults, raised by the API client itself
  _ERR_TIMEOUT: 'The request took too long. Please check your connection and try again.',
  _ERR_NETWORK: 'We could not reach the store. Please check your connection and try again.',
  _ERR_BAD_RESPONSE: 'The store sent an answer we could not read. Please try again later.',
  // Gift card
  _RTS_INVALID_NUMBER_OR_PIN: 'The gift card number or PIN is incorrect. Please check both and try again.',
  _RTS_GC_INACTIVE: 'This gift card is not active yet. Please contact the store where it was bought.',
  NO_GIFTCARD_BALANCE_FOUND: 'We could not find a balance for this gift card.',
  _TOTAL_GC_AMOUNT_EXCEDED_MAX_LIMIT: 'The gift card total is over the limit allowed for one order.',
  _TOTAL_GC_AMOUNT_EXCEDED_MAX_LIMIT_CHECKOUT: 'The gift card total is over the limit allowed at checkout.',
  _TOTAL_GC_AMOUNT_EXCEDED_MAX_LIMIT_TEL: 'The gift card total is over the limit. Please call {tel} for help.',
  // Account (the sign-in flow's own keys are in account-errors.ts, loaded with it)
  _ERR_MOBILE_NUMBER_ALREADY_EXISTS:
    'This phone number is already associated with another account. Please update the number and try again.',
  _ERR_BIOMETRIC_AUTHENTICATION: 'Biometric sign-in failed. Please sign in with your password.',
  BAD_GATEWAY_AUTH_RES: 'Please try again later',
  // Cart
  OUT_OF_STOCK: 'One or more items in your cart are out of stock.',
  // Scanner (verbatim from the spec)
  SCAN_NO_PRODUCTS: 'No Products Found',
  SCAN_TIMEOUT: 'Request Timeout',
  SCAN_TRY_AGAIN: 'Please try again or search products by name or category',
  SCAN_CAMERA_DENIED: 'You Have Not Granted Access To Your Camera.',
  SCAN_CAMERA_ASK: 'Please allow access to the camera to use the barcode scanner.',
  // Geocode (verbatim from the spec)
  GEO_POSTAL_NOT_FOUND: 'Postal code not found',
  GEO_POSTAL_RESULT_NOT_FOUND: 'Postal code result not found',
  GEO_FAILED: 'Geocode failed or no results',
  // Lazy chunks
  ChunkLoadError: 'Part of the page could not load. Please check your connection and try again.',
  CSS_CHUNK_LOAD_FAILED: 'Part of the page could not load. Please check your connection and try again.',
} as const;

/** A key of the catalogue. */
export type ErrorKey = keyof typeof ERROR_TEXTS;

/** The catalogue by key, for lookups with a server's key (any string). */
export const ERROR_MESSAGES: Readonly<Record<string, string>> = ERROR_TEXTS;

/**
 * The catalogue as messages with ids `error.<KEY>` (docs/messages.md): a view words a key in its element's locale
 * with `useMessages(errorMessages, ...)` and `errorKey(key)`.
 */
export const errorMessages: MessageBundle<'error', typeof ERROR_TEXTS> = { namespace: 'error', defaults: ERROR_TEXTS };
// (Not `defineMessages`: this module is in every element's API chunk, and the message parser must not follow it there.)

/** The catalogue key to word a server key with: its own, its family's, else the default key. */
export function errorKey(key: string | undefined | null): ErrorKey {
  return (catalogueKey(key) ?? DEFAULT_ERROR_KEY) as ErrorKey;
}

/** The en-US message for a key, or the default message when the key is unknown. Never returns HTML. */
export function messageFor(key: string | undefined | null, vars: Record<string, string> = {}): string {
  // The catalogue's arguments are plain `{name}` (no plurals): no message parser for the flows that word errors in en-US.
  return ERROR_MESSAGES[errorKey(key)]!.replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? '');
}

/** `BAD_GATEWAY_AUTH_RES` and its variants (`BAD_GATEWAY_AUTH_RES_1`, ...) share one message (spec section 8). */
const BAD_GATEWAY_AUTH_RES = /^BAD_GATEWAY_AUTH_RES/;

/** The catalogue key a server key reads as: the key itself, or `BAD_GATEWAY_AUTH_RES` for its variants. */
export function catalogueKey(key: string | undefined | null): string | undefined {
  if (!key) return undefined;
  if (Object.hasOwn(ERROR_MESSAGES, key)) return key;
  return BAD_GATEWAY_AUTH_RES.test(key) ? 'BAD_GATEWAY_AUTH_RES' : undefined;
}

/** True when the catalogue knows this key (variants of `BAD_GATEWAY_AUTH_RES` included). */
export function isKnownErrorKey(key: string | undefined | null): key is string {
  return catalogueKey(key) !== undefined;
}
