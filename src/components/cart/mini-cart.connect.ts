import { badgeText, countLabel } from '../../../machines/cart/cart.logic';
import type { CartView } from '../../state/cart';

/** Cart view -> the mini cart's texts and ARIA. */
const MINI_CART_UNKNOWN = 'Cart';

export function connectMiniCart(view: CartView, label: string) {
  const count = view.cart.count;
  // A cart that could not be read is not an empty cart: no count is claimed (the drawer says what went wrong).
  const unknown = view.status === 'error' && view.cart.lines.length === 0;
  return {
    badge: unknown ? null : badgeText(count),
    /** The accessible name, as visually hidden text: the badge ("99+") is aria-hidden, so the name is this text alone. */
    name: unknown ? label || MINI_CART_UNKNOWN : label ? `${label}: ${countLabel(count)}` : countLabel(count),
    link: { 'aria-busy': view.status === 'loading' || undefined },
    count,
  };
}

/** What the live region says when the count changed after the page loaded (never on page load). */
export function countAnnouncement(previous: number | null, count: number): string {
  if (previous === null || previous === count) return '';
  return count === 0 ? 'Your cart is empty.' : `Cart updated: ${count} item${count === 1 ? '' : 's'} in your cart.`;
}
