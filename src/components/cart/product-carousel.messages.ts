import { defineMessages } from '../../core/messages';

/**
 * The cart drawer's product carousels ("Recently viewed", "Recently purchased"; docs/elements/sg-cart-drawer.md):
 * their own bundle, loaded with the carousel's chunk, never with the element.
 */
export const productCarouselMessages = defineMessages('productCarousel', {
  viewed: 'Recently viewed',
  purchased: 'Recently purchased',
  /** `aria-roledescription` of the carousel and of each slide (APG carousel pattern). */
  carousel: 'carousel',
  slide: 'slide',
  slideOf: '{index} of {total}',
  previous: 'Previous products',
  next: 'Next products',
  /** The polite announcement after Previous or Next. */
  shown: 'Showing {first} to {last} of {total}',
  shownOne: 'Showing {first} of {total}',
  loading: 'Loading products…',
  failed: 'These products couldn’t load. Check your connection and try again.',
  retry: 'Try again',
  addToCart: 'Add to cart',
  /** The button's accessible name: its visible text, then the product. */
  addToCartLabel: 'Add to cart: {name}',
  /** The heart's accessible name (a toggle button: `aria-pressed` says whether it is a favorite). */
  favorite: 'Favorite: {name}',
  /** Under the `qv` flag: the product's quick view (its visible text, then the product, as Add to cart). */
  quickView: 'Quick view',
  quickViewLabel: 'Quick view: {name}',
  quickViewFailed: 'Quick view didn’t load. Check your connection and try again.',
});
