import { createActor } from 'xstate';
import { checkoutMachine, type CheckoutInput } from '../../machines/cart/checkout.machine';

/**
 * Checkout start's actor (the checkout machine, its API calls, and xstate with them): loaded by ./cart-checkout.ts on
 * the first start, so the cart elements' eager code holds none of it.
 */
export function createCheckoutActor(input: CheckoutInput) {
  return createActor(checkoutMachine, { input });
}
