import type { CartErrorKey } from './cart-errors';
import type { MessageBundle } from './messages';

/**
 * The texts of the cart's error keys (cart-errors.ts), as messages with ids `cartError.<KEY>` (docs/messages.md): the
 * drawer words a key of it with `cartErrorMessages`, any other with `errorMessages`. A module of its own, so that the
 * drawer's body loads these texts only when a cart error shows (src/components/cart/use-cart-error-words.ts).
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
} as const satisfies Record<CartErrorKey, string>;

export const cartErrorMessages: MessageBundle<'cartError', typeof CART_ERROR_TEXTS> = { namespace: 'cartError', defaults: CART_ERROR_TEXTS };
// (Not `defineMessages`, as errors.ts: the message parser must not follow this module into the drawer's chunks.)
