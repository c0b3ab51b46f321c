import { defineMessages } from '../../core/messages';

/**
 * The pay-later explainer's texts and its "Learn more" (docs/elements/sg-cart-drawer.md), apart from the drawer's
 * bundle: they load with the drawer's body, never with the element. The line itself ("or 4 interest-free payments of
 * ...") is the drawer's `cartDrawer.payLater`.
 */
export const payLaterMessages = defineMessages('payLater', {
  more: 'Learn more',
  moreLabel: 'Learn more about paying over time',
  title: 'Pay over time',
  intro: 'Split your order total of {total} into interest-free payments. The first payment is due today.',
  unavailable: 'Paying over time isn’t offered for an order total of {total}.',
  range: 'Choose {min} to {max} payments at checkout.',
  schedule: '{provider}: {installments} payments',
  today: 'Today',
  payment: 'Payment {number}, {date}',
  total: 'Total: {total}',
  terms: 'Offered by each provider, subject to its approval at checkout. Amounts follow your cart.',
  close: 'Close',
  failed: 'The payment details didn’t load. Check your connection and try again.',
});
