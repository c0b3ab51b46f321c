import { defineMessages } from '../../core/messages';

/** Every text of <sg-mini-cart>, en-US (docs/messages.md). The drawer's are in cart-drawer.messages.ts. */
export const miniCartMessages = defineMessages('miniCart', {
  /** The button's accessible name (spec section 8); the badge beside it is hidden from assistive technology. */
  count: '{count, plural, =0 {No Items added to Cart} one {# item added to cart} other {# items added to cart}}',
  /** The name with the page's `label` attribute before the count (`{items}` is the `count` text). */
  labelled: '{label}: {items}',
  /** The name when the cart could not be read (no count is claimed) and no `label` is set. */
  unknown: 'Cart',
  checkout: 'Checkout',
  /** Polite announcements when the count changes after the page loaded. */
  emptied: 'Your cart is empty.',
  updated: 'Cart updated: {count, plural, one {# item} other {# items}} in your cart.',
});
