import { cartDrawerParts } from '../cart-drawer/cart-drawer.anatomy';
import { miniCartParts } from '../mini-cart/mini-cart.anatomy';
import { searchParts } from '../search/search.anatomy';

const partsOf = { search: searchParts, cart: miniCartParts, 'cart-drawer': cartDrawerParts } as const;

/**
 * The `exportparts` of a nested element: its parts under a prefix, so a page styles the header's search input as
 * `sg-header::part(search-input)` and its cart badge as `sg-header::part(cart-badge)`.
 */
export function exportParts(prefix: keyof typeof partsOf): string {
  return partsOf[prefix].map((part) => `${part}: ${prefix}-${part}`).join(', ');
}
