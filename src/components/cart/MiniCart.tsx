import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { loadChunk } from '../../core/lazy';
import { navigation } from '../../core/navigation';
import { cartView, loadCart, setCartApi } from '../../state/cart';
import { cartDrawerCount, openCartDrawer } from '../../state/cart-drawer';
import { handleCartPageVisit } from '../../state/cart-page';
import { base } from '../../styles';
import type { SgHost } from '../shared/host';
import { useLatest } from '../shared/use-latest';
import { useMessages } from '../shared/use-messages';
import { connectMiniCart, countAnnouncement, type MiniCartActions } from './mini-cart.connect';
import * as css from './mini-cart.css';
import type { MiniCartPart } from './mini-cart.anatomy';
import { miniCartMessages } from './mini-cart.messages';

export interface MiniCartProps {
  /** The element's `api-base` (the page's one cart uses it). */
  apiBase?: string;
  cartUrl: string;
  label: string;
  skipToCheckout: boolean;
  /** The page configuration script the element reads (its `messages` section overrides texts). */
  configId?: string;
  host?: SgHost;
  /** The checkout start's chunk (tests replace it). */
  loadCheckout?: typeof importCheckout;
}

export const miniCartDefaults = { cartUrl: '/shop/cart', label: '', skipToCheckout: false };

// The checkout flow loads on demand: it is not part of the mini cart's first paint.
const importCheckout = () => import('../../state/cart-checkout');

/**
 * The header's cart button: a link to the cart page (so it works with no drawer and no JavaScript beyond this
 * element), which opens the page's <sg-cart-drawer> instead when there is one.
 */
export function MiniCart({ apiBase, cartUrl, label, skipToCheckout, configId, host, loadCheckout }: MiniCartProps) {
  useSignals();
  const view = cartView.value;
  const t = useMessages(miniCartMessages, host, configId);
  const words = useLatest(t);
  const actions: MiniCartActions = {
    willOpen: (count) => !host || host.emit('sg-cart-open', { count }, { cancelable: true }),
    startCheckout: () => {
      loadChunk(loadCheckout ?? importCheckout).then(
        (checkout) => checkout.startCheckout({ target: host ?? null, api: { base: apiBase } }),
        (error: unknown) => {
          // A failed checkout start opens the drawer (state/cart-checkout); with no drawer on the page, the cart
          // page, where the link goes, has the checkout.
          console.warn('<sg-mini-cart>: the checkout did not load; the cart opens instead.', error);
          if (cartDrawerCount.peek() > 0) openCartDrawer();
          else navigation.assign(cartUrl || miniCartDefaults.cartUrl);
        },
      );
    },
  };
  const ui = connectMiniCart(view, label, skipToCheckout, globalThis.location?.pathname ?? '', actions, t);

  useEffect(() => setCartApi({ base: apiBase }), [apiBase]);
  useEffect(() => {
    handleCartPageVisit();
    loadCart();
  }, []);

  // Announce count changes after the cart first loaded (not the page-load count).
  const [announcement, setAnnouncement] = useState('');
  const settled = useRef<number | null>(null);
  useEffect(() => {
    if (view.status !== 'ready') return;
    setAnnouncement(countAnnouncement(settled.current, ui.count, words.current));
    settled.current = ui.count;
  }, [view.status, ui.count, words]);

  return (
    <>
      <a part={'button' satisfies MiniCartPart} className={css.link} href={cartUrl || miniCartDefaults.cartUrl} {...ui.link}>
        <svg aria-hidden="true" width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6" />
          <circle cx="9" cy="20" r="1.5" />
          <circle cx="17" cy="20" r="1.5" />
        </svg>
        {ui.badge && (
          <span part={'badge' satisfies MiniCartPart} className={css.badge} aria-hidden="true">
            {ui.badge}
          </span>
        )}
        <span part={'label' satisfies MiniCartPart} className={base.visuallyHidden}>
          {ui.name}
        </span>
      </a>
      {ui.skipToCheckout && (
        <button type="button" part={'skip-to-checkout' satisfies MiniCartPart} className={`${base.button} ${css.skip}`} onClick={ui.skipToCheckout.onClick}>
          {ui.skipToCheckout.text}
        </button>
      )}
      <span part={'live' satisfies MiniCartPart} className={base.visuallyHidden} role="status">
        {announcement}
      </span>
    </>
  );
}
