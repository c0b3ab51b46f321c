import { accountParts } from '../account/account.anatomy';
import { cartDrawerParts } from '../cart/cart-drawer.anatomy';
import { miniCartParts } from '../cart/mini-cart.anatomy';
import { searchParts } from '../search/search.anatomy';

// The hosted account flyout has no button (the header's own is \`account-button\`, its badge \`account-badge\`).
const hostedAccountParts = accountParts.filter((part) => part !== 'button' && part !== 'badge');

const partsOf = { search: searchParts, cart: miniCartParts, 'cart-drawer': cartDrawerParts, account: hostedAccountParts } as const;

/**
 * The `exportparts` of a nested element: its parts under a prefix, so a page styles the header's search input as
 * `sg-header::part(search-input)` and its cart badge as `sg-header::part(cart-badge)`.
 */
export function exportParts(prefix: keyof typeof partsOf): string {
  return partsOf[prefix].map((part) => `${part}: ${prefix}-${part}`).join(', ');
}
