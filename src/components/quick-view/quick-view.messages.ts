import { defineMessages } from '../../core/messages';

/**
 * Every text of the quick view dialog, en-US (docs/messages.md: translations in src/locales, page overrides in the
 * configuration's `messages` section). The dialog speaks its opener's locale (a search box's `lang`). The fulfilment
 * rows are the spec's codes: shipping (sh), store pickup (sp), ship to store (ss), same day (dd).
 */
export const quickViewMessages = defineMessages('quickView', {
  heading: 'Quick view',
  close: 'Close quick view',
  loading: 'Loading product details…',
  failed: "We couldn't load this product. Check your connection and try again.",
  unavailable: 'This product is no longer available.',
  tryAgain: 'Try again',
  by: 'By {brand}',
  rating: 'Rated {rating} out of 5',
  listPrice: 'Was {price}',
  chosen: '{name}: {value}',
  valueOutOfStock: 'out of stock',
  availability: 'Availability',
  shipAvailable: 'Shipping: in stock',
  shipUnavailable: 'Shipping: out of stock',
  pickupAvailable: 'Pick up at {store}: in stock',
  pickupUnavailable: 'Pick up at {store}: not available',
  pickupNoStore: 'Pick up in store: choose a store to see availability',
  stsAvailable: 'Ship to {store}: available',
  stsUnavailable: 'Ship to {store}: not available',
  sameDayAvailable: 'Same day delivery: available',
  sameDayUnavailable: 'Same day delivery: not available',
  yourStore: 'your store',
  addToCart: 'Add to cart',
  outOfStock: 'This option is out of stock. Choose another one to add it to your cart.',
  details: 'View full details',
  /** The favorites heart (a toggle button: `aria-pressed` says whether it is a favorite). */
  favorite: 'Favorite: {name}',
});
