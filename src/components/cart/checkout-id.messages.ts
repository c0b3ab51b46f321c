import { defineMessages } from '../../core/messages';

/**
 * The customer service rep's checkout id in <sg-cart-drawer> (issue 26; docs/elements/sg-cart-drawer.md), loaded
 * with its chunk when the `csr` flag is on. `{spoken}` is the id digit by digit ("5 0 0 1", for the live region),
 * `{id}` in groups of 4 ("1234 5678", on screen).
 */
export const checkoutIdMessages = defineMessages('checkoutId', {
  heading: 'Checkout ID',
  /** The shown cart's id: the label before it. */
  current: 'This cart’s checkout ID',
  copy: 'Copy checkout ID',
  copied: 'Checkout ID {spoken} copied',
  copyFailed: 'Couldn’t copy. Select the checkout ID and copy it.',
  enter: 'Enter a checkout ID',
  load: 'Load cart',
  loading: 'Loading cart…',
  loaded: 'Cart with checkout ID {spoken} loaded',
  empty: 'Enter a checkout ID.',
  invalid: 'A checkout ID is digits only, up to 19 of them.',
  sameCart: 'This cart already has that checkout ID.',
  notFound: 'No cart with items has checkout ID {id}.',
  loadFailed: 'We couldn’t load that cart. Please try again.',
});
