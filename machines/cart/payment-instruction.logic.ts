import type { ApiError } from '../../src/core/api';
import { cartCatalogueKey } from '../../src/core/cart-errors';
import { PAYMENT_KINDS, type PaymentKind } from '../../src/core/constants/payment';
import { GENERIC_KEYS } from './cart.logic';

/** Pure rules of the payment instruction (issue 25, section 3): its kind, and why removing it failed. */

/** A removal's failure as the drawer words it: the payments' own message, a catalogue key, or the server's text. */
export type InstructionText = { key: 'removeFailed' } | { error: string } | { text: string };

/**
 * Why removing the payment instruction failed (spec section 8): the server's own text only when the cart template's
 * `enableDeletePaymentInstructionAPIErrMsg` is on; else the catalogue's message for a key it knows; else the
 * payments' "couldn't remove".
 */
export function removalFailure(error: unknown, serverText: boolean): InstructionText {
  const { serverMessage, key } = (error ?? {}) as Partial<ApiError>;
  const text = serverMessage?.trim();
  if (serverText && text) return { text };
  const known = cartCatalogueKey(key);
  return known && !GENERIC_KEYS.has(known) ? { error: known } : { key: 'removeFailed' };
}

/** The payment kind a cart's `paymentMethod` names (any case, `-` or `_`), or null for one the spec does not list. */
export function paymentKindOf(paymentMethod: string | null | undefined): PaymentKind | null {
  if (!paymentMethod) return null;
  const name = paymentMethod.trim().toUpperCase().replace(/[\s-]+/g, '_');
  return Object.hasOwn(PAYMENT_KINDS, name) ? (name as PaymentKind) : null;
}
