import { defineMessages } from '../../core/messages';

/**
 * The drawer's payment texts (issue 25; docs/elements/sg-cart-drawer.md): the "We accept" row's icon names, the
 * payment kinds, and the payment instruction a cart carries with its Remove. Loaded with the drawer's body, never with
 * the element.
 */
export const paymentMessages = defineMessages('payment', {
  weAccept: 'We accept',
  express: 'Express checkout',
  payWith: 'Check out with {wallet}',
  storeCard: 'Store credit card',
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  paypal: 'PayPal',
  applePay: 'Apple Pay',
  googlePay: 'Google Pay',
  giftCard: 'Gift card',
  cash: 'Cash',
  check: 'Check',
  klarna: 'Klarna',
  creditCard: 'Credit card',
  venmo: 'Venmo',
  sezzle: 'Sezzle',
  instruction: 'Payment',
  paying: 'Paying with {method}',
  remove: 'Remove',
  removeLabel: 'Remove {method} as your payment',
  removing: 'Removing…',
  removed: '{method} removed. You can choose how to pay at checkout.',
  removeFailed: 'We couldn’t remove {method}. Please try again.',
  instructionFailed: 'Your payment method didn’t load. Check your connection and try again.',
});
