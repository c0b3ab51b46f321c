export { cartMachine, CART_TEMPLATE_KEY, QUANTITY_COALESCE_MS } from './cart.machine';
export * from './cart.logic';
export * from './fulfilment.logic';
export * from './totals.logic';
export * from './pay-later.logic';
export type * from './cart.types';
export { checkoutMachine } from './checkout.machine';
export type { CheckoutContext, CheckoutEvent, CheckoutEmitted } from './checkout.machine';
export * from './checkout.logic';
