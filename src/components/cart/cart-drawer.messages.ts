import { defineMessages } from '../../core/messages';

/**
 * Every text of <sg-cart-drawer>, en-US (docs/messages.md): the dialog, its body (lines, steppers, ship modes and
 * estimates, totals, pay later, Checkout, the live announcements) and the messages the cart and checkout machines
 * choose (`CartMessageKey`). Amounts are `formatCurrency`'s, given as values; estimate dates are given as text.
 */
export const cartDrawerMessages = defineMessages('cartDrawer', {
  heading: 'Your cart',
  headingCount: 'Your cart ({count, plural, one {# item} other {# items}})',
  close: 'Close cart',
  chunkFailed: 'Your cart could not load. Check your connection and try again.',
  retry: 'Try again',
  empty: 'Your cart is empty',
  continueShopping: 'Continue shopping',
  /** A guest's sign-in line: the link, then the rest of the sentence (with its leading space). */
  signIn: 'Sign in',
  signInRest: ' to use your rewards and check out faster.',
  lines: 'Items in your cart',
  freeGift: 'Free gift',
  bundle: 'Bundle',
  outOfStock: 'Out of stock',
  /** One of a line's attributes (name and value from the API); several are joined with " · ". */
  attribute: '{name}: {value}',
  each: '{price} each',
  save: 'Save {amount}',
  shipHome: 'Ship to home',
  shipPickup: 'Store pickup',
  shipToStore: 'Ship to store',
  shipSameDay: 'Same-day delivery',
  shipElectronic: 'Electronic delivery',
  shipOther: 'Delivery',
  /** A pickup or ship-to-store line's store: `{kind}` is one of the ship* texts. */
  atStore: '{kind} at {store}',
  today: 'Get it today',
  tomorrow: 'Get it tomorrow',
  arrives: 'Arrives {dates}',
  ready: 'Ready {dates}',
  /** Under the `sla2` flag a shipped line counts days: `{days}` is `days` or `dayRange`. */
  arrivesIn: 'Arrives in {days}',
  days: '{count, plural, one {# day} other {# days}}',
  dayRange: '{min}-{max} days',
  /** Store pickup under the configuration's business hours; `{time}` is in Central time. */
  readyWithin: 'Ready within {hours, plural, one {# hour} other {# hours}}',
  readyToday: 'Ready today by {time} CT',
  readyTomorrow: 'Ready tomorrow by {time} CT',
  /** An e-mailed line (an e-gift card): sent 8:00 AM to 7:00 PM Central time, within 2 hours. */
  emailWithin: 'Delivered by email within {hours, plural, one {# hour} other {# hours}}',
  emailToday: 'Delivered by email today by {time} CT',
  emailTomorrow: 'Delivered by email tomorrow by {time} CT',
  shipModes: 'How to get it: {name}',
  quantity: 'Quantity, {name}',
  decrease: 'Decrease quantity, {name}',
  increase: 'Increase quantity, {name}',
  max: 'Max {max}',
  remove: 'Remove',
  removeNamed: 'Remove {name}',
  /** Polite announcements when the cart confirms a change. */
  quantityUpdated: 'Quantity updated to {quantity}',
  removed: '{name} removed from your cart',
  promotions: 'Promotions',
  totals: 'Order summary',
  subtotal: 'Subtotal',
  savings: 'Savings',
  shipping: 'Shipping',
  /** The link to the store's shipping and returns policy, under "We accept" (`shippingAndReturns.title` replaces it). */
  shippingAndReturns: 'Shipping & Returns',
  /** A customer service rep's checkout id tools (their chunk) did not load. */
  checkoutIdFailed: 'The checkout ID tools didn’t load. Check your connection and try again.',
  pickupPersonFailed: 'The pickup person didn’t load. Check your connection and try again.',
  free: 'Free',
  tax: 'Estimated tax',
  taxPending: 'Calculated at checkout',
  total: 'Order total',
  freeShippingEarned: "You've earned free shipping",
  freeShippingAway: "You're {amount} away from free shipping",
  freeShippingLabel: 'Progress toward free shipping',
  payLater: 'or {installments} interest-free payments of {payment} with {provider}',
  checkout: 'Checkout',
  checkoutBusy: 'Checking availability…',
  /** Chosen by the cart machine (`CartMessageKey`). */
  loadFailed: 'We couldn’t load your cart. Please refresh the page and try again.',
  updateFailed: 'We couldn’t update this item. Your previous quantity has been restored.',
  addFailed: 'We couldn’t add this item to your cart. Please try again.',
  /** Chosen by the checkout machine: the spec's generic cart error, and unavailable items. */
  checkoutFailed: 'Something went wrong. Please refresh the page and try again.',
  unavailable: 'Some items in your cart are no longer available.',
});
