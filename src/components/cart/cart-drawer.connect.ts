import type { cartErrorMessages } from '../../core/cart-error-messages';
import type { errorMessages } from '../../core/errors';
import type { CartView } from '../../state/cart';
import type { Translate } from '../shared/use-messages';
import type { cartDrawerMessages } from './cart-drawer.messages';

/**
 * The cart drawer's texts and ARIA, as pure functions of the cart view and the element's words (no DOM, no React):
 * the dialog, its heading and what the body shows. The body's own (lines, totals, checkout) are in
 * cart-drawer-body.connect.ts, loaded with the body; the rules behind both live in machines/cart/*.logic.ts.
 */

export type { PayLaterConfig, PayLaterProvider } from '../../../machines/cart/pay-later.logic';

/** The drawer's texts in its element's locale (`useMessages`): the flow's and the error catalogue's. */
export interface CartDrawerWords {
  t: Translate<(typeof cartDrawerMessages)['defaults']>;
  error: Translate<(typeof errorMessages)['defaults']>;
  /**
   * The cart's own error keys (src/core/cart-error-messages.ts): a chunk loaded when one shows (cart-error-texts.ts),
   * null until then.
   */
  cartError: Translate<(typeof cartErrorMessages)['defaults']> | null;
}

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
function headingText(view: Pick<CartView, 'cart' | 'status'>, t: CartDrawerWords['t']): string {
  if (bodyState(view) === 'loading' || view.status === 'error') return t('heading');
  const count = Number.isFinite(view.cart.count) && view.cart.count > 0 ? Math.floor(view.cart.count) : 0;
  return t('headingCount', { count });
}

/**
 * The drawer (W3C APG modal dialog, named by its heading through FlyoutDialog): the heading's text; busy while the
 * cart loads or a change is sent; the texts of the body chunk's load failure.
 */
export function connectDrawer(view: CartView, t: CartDrawerWords['t']) {
  return {
    heading: { text: headingText(view, t) },
    // Not loaded yet (the cart's actor chunk on its way) is busy too: the skeleton shows for both.
    body: { 'aria-busy': view.status === 'loading' || view.status === 'idle' || view.updating || undefined },
    closeButton: { 'aria-label': t('close') },
    chunkFailed: { text: t('chunkFailed'), retry: t('retry') },
  };
}
