/**
 * Product carousels (the cart drawer's recently viewed and recently purchased). The spec's slides per view and
 * breakpoints are CAROUSEL_* in ./navigation.ts; these are ours.
 */
/** The narrowest a slide may get (image, name, price, two buttons) before one fewer is shown. */
export const CAROUSEL_SLIDE_MIN_WIDTH = 136;
/** Recently purchased products shown (the API may send more). */
export const RECENTLY_PURCHASED_MAX = 8;
