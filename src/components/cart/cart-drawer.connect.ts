import type { CartView } from '../../state/cart';

/**
 * The cart drawer's texts and ARIA, as pure functions of the cart view (no DOM, no React): the dialog, its heading and
 * what the body shows. The body's own (lines, totals, checkout) are in cart-drawer-body.connect.ts, loaded with the
 * body; the rules behind both live in machines/cart/*.logic.ts.
 */

export type { PayLaterConfig, PayLaterProvider } from '../../../machines/cart/pay-later.logic';

export const CART_DRAWER_TEXT = {
  heading: 'Your cart',
  close: 'Close cart',
  loadingLabel: 'Loading your cart',
  chunkFailed: 'Your cart could not load. Check your connection and try again.',
  retry: 'Try again',
  empty: 'Your cart is empty',
  continueShopping: 'Continue shopping',
  lines: 'Items in your cart',
  freeGift: 'Free gift',
  bundle: 'Bundle',
  outOfStock: 'Out of stock',
  remove: 'Remove',
  each: 'each',
  promotions: 'Promotions',
  shipModes: 'How to get it',
  subtotal: 'Subtotal',
  savings: 'Savings',
  shipping: 'Shipping',
  free: 'Free',
  tax: 'Estimated tax',
  taxPending: 'Calculated at checkout',
  total: 'Order total',
  totals: 'Order summary',
  checkout: 'Checkout',
  checkoutBusy: 'Checking availability…',
  freeShippingEarned: "You've earned free shipping",
  freeShippingLabel: 'Progress toward free shipping',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// The drawer

export type BodyState = 'loading' | 'error' | 'empty' | 'lines';

/** What the drawer body shows: lines whenever there are some (a reload keeps them), else loading, error or empty. */
export function bodyState(view: Pick<CartView, 'cart' | 'status'>): BodyState {
  if (view.cart.lines.length > 0) return 'lines';
  if (view.status === 'error') return 'error';
  if (view.status === 'loading' || view.status === 'idle') return 'loading';
  return 'empty';
}

/** "Your cart (3 items)"; just "Your cart" until the count is known. */
function headingText(view: Pick<CartView, 'cart' | 'status'>): string {
  if (bodyState(view) === 'loading' || view.status === 'error') return CART_DRAWER_TEXT.heading;
  const count = Number.isFinite(view.cart.count) && view.cart.count > 0 ? Math.floor(view.cart.count) : 0;
  return `${CART_DRAWER_TEXT.heading} (${count} item${count === 1 ? '' : 's'})`;
}

/**
 * The drawer (W3C APG modal dialog, named by its heading through FlyoutDialog): the heading's text; busy while the
 * cart loads or a change is sent.
 */
export function connectDrawer(view: CartView) {
  return {
    heading: { text: headingText(view) },
    body: { 'aria-busy': view.status === 'loading' || view.updating || undefined },
    closeButton: { 'aria-label': CART_DRAWER_TEXT.close },
  };
}
