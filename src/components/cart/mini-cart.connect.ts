import type { MouseEvent } from 'react';
import { badgeText } from '../../../machines/cart/cart.logic';
import type { CartView } from '../../state/cart';
import { cartDrawerCount, openCartDrawer, prepareCartDrawer } from '../../state/cart-drawer';
import type { Translate } from '../shared/use-messages';
import type { miniCartMessages } from './mini-cart.messages';

/** The mini cart's texts in its element's locale (`useMessages(miniCartMessages, ...)`). */
export type MiniCartWords = Translate<(typeof miniCartMessages)['defaults']>;

/** What the mini cart's own controls do besides the page's drawer (the element's event, the checkout start). */
export interface MiniCartActions {
  /** Tells the page the drawer is about to open (`sg-cart-open`, cancelable); false when a listener cancelled it. */
  willOpen(count: number): boolean;
  startCheckout(): void;
}

/**
 * Cart view -> the mini cart's texts (worded by `t`), ARIA and handlers. The link goes to the cart page; a plain click (no modifier
 * key, the main button) opens the page's drawer instead when there is one (read at the click: a drawer may have
 * mounted since the render) and no `sg-cart-open` listener cancels. Hovering or focusing it is the intent to open: the
 * drawer loads its body then, so the click only opens it. Skip-to-checkout shows when it is on and the cart has items,
 * never on an order confirmation page (`path`; spec section 1).
 */
export function connectMiniCart(
  view: CartView,
  label: string,
  skipToCheckout: boolean,
  path: string,
  actions: MiniCartActions,
  t: MiniCartWords,
) {
  const count = view.cart.count;
  // A cart that could not be read is not an empty cart: no count is claimed (the drawer says what went wrong).
  const unknown = view.status === 'error' && view.cart.lines.length === 0;
  const items = t('count', { count: count > 0 ? count : 0 });
  return {
    badge: unknown ? null : badgeText(count),
    /** The accessible name, as visually hidden text: the badge ("99+") is aria-hidden, so the name is this text alone. */
    name: unknown ? label || t('unknown') : label ? t('labelled', { label, items }) : items,
    link: {
      'aria-busy': view.status === 'loading' || undefined,
      onPointerEnter: prepareCartDrawer,
      onFocus: prepareCartDrawer,
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        if (cartDrawerCount.peek() === 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        if (actions.willOpen(count)) openCartDrawer();
      },
    },
    /** The skip-to-checkout button (its text and click); null when it is not shown. */
    skipToCheckout:
      skipToCheckout && count > 0 && !/OrderConfirmation/i.test(path) ? { text: t('checkout'), onClick: actions.startCheckout } : null,
    count,
  };
}

/** What the live region says when the count changed after the page loaded (never on page load). */
export function countAnnouncement(previous: number | null, count: number, t: MiniCartWords): string {
  if (previous === null || previous === count) return '';
  return count === 0 ? t('emptied') : t('updated', { count });
}
