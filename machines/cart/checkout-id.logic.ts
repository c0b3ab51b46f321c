import type { Cart } from '../../src/core/api';

/**
 * Pure rules of the customer service rep's checkout id (issue 26, section 2; spec section 6: "Customer service rep
 * (enter or share a checkout id)"). The checkout id is the cart's order id: a rep shares theirs (a cart built for a
 * shopper on the phone) or enters the shopper's to load that cart.
 */

/** The longest order id accepted (WebSphere Commerce order ids are up to 19 digits). */
export const CHECKOUT_ID_MAX_DIGITS = 19;

/** Why an entered checkout id is not sent, or why loading it failed. */
export type CheckoutIdProblem = 'empty' | 'invalid' | 'sameCart' | 'notFound' | 'loadFailed';

/**
 * An entered checkout id: digits only (spaces and dashes a shopper reads out in groups are dropped), 1 to 19 of them,
 * not the empty order (000000), not the cart already shown.
 */
export function readCheckoutId(text: string, current: string | null): { id: string } | { problem: CheckoutIdProblem } {
  const id = text.replace(/[\s-]/g, '');
  if (!id) return { problem: 'empty' };
  if (!/^\d+$/.test(id) || id.length > CHECKOUT_ID_MAX_DIGITS || /^0+$/.test(id)) return { problem: 'invalid' };
  if (current && id === current) return { problem: 'sameCart' };
  return { id };
}

/** A loaded cart is the one asked for with at least one line; an empty answer means no such cart (or nothing in it). */
export function loadedCartProblem(cart: Pick<Cart, 'orderId' | 'lines'>, id: string): CheckoutIdProblem | null {
  return cart.orderId === id && cart.lines.length > 0 ? null : 'notFound';
}

/** The id as a screen reader should say it: digit by digit ("5 0 0 1"), not "five thousand one". */
export function spokenDigits(id: string): string {
  return [...id].join(' ');
}

/** The id in groups of 4 from the left for the eye ("5001", "1234 5678 90"). */
export function groupedDigits(id: string): string {
  return id.replace(/(\d{4})(?=\d)/g, '$1 ');
}
