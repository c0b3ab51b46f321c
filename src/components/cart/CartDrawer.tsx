import type { FreeShippingThresholds } from '../../../machines/cart/totals.logic';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { cartView, loadCart, onCartEvent, setCartApi } from '../../state/cart';
import { activeCartDrawer, cartDrawerOpen, cartDrawerWanted, closeCartDrawer, openCartDrawer, registerCartDrawer } from '../../state/cart-drawer';
import { handleCartPageVisit } from '../../state/cart-page';
import { startCheckout } from '../../state/cart-checkout';
import { base } from '../../styles';
import { deepActiveElement } from '../shared/dom';
import { FlyoutDialog } from '../shared/flyout-dialog';
import type { SgHost } from '../shared/host';
import { useLatest } from '../shared/use-latest';
import { useLazyFlyout } from '../shared/use-lazy-flyout';
import { useMessages } from '../shared/use-messages';
import type { CartDrawerBodyProps } from './CartDrawerBody';
import { CartDrawerSkeleton } from './CartDrawerSkeleton';
import { connectDrawer, type PayLaterConfig } from './cart-drawer.connect';
import * as css from './cart-drawer.css';
import type { CartDrawerPart } from './cart-drawer.anatomy';
import { cartDrawerMessages } from './cart-drawer.messages';

export interface CartDrawerProps {
  /** The element's `api-base` (the page's one cart uses it). */
  apiBase?: string;
  /** Open the drawer when an item is added to the cart. */
  openOnAdd: boolean;
  /** Free-shipping threshold; 0 uses the spec's defaults (24.99 registered, 49.99 guest). */
  freeShippingThreshold: number;
  /** The configuration's `{ guest, registered }` thresholds (used when `freeShippingThreshold` is 0). */
  freeShippingThresholds?: FreeShippingThresholds | null;
  /** Pay-later messaging; null shows none. */
  payLater: PayLaterConfig | null;
  /** The page configuration script the element reads (its `messages` section overrides texts). */
  configId?: string;
  /** The element; absent when the component is rendered on its own (stories, component tests). */
  host?: SgHost;
  /** Replaces the lazy body import (tests of the chunk failure path). */
  loadBody?: () => Promise<{ CartDrawerBody: ComponentType<CartDrawerBodyProps> }>;
}

export const cartDrawerDefaults = {
  openOnAdd: true,
  freeShippingThreshold: 0,
  freeShippingThresholds: null,
  payLater: null as PayLaterConfig | null,
};

const importBody = () => import('./CartDrawerBody');

/**
 * The cart drawer (W3C APG modal dialog): a native `<dialog>` opened with showModal() while the page's drawer is open,
 * sliding in from the right. Focus moves to its heading, Tab and Shift+Tab wrap inside (focus-trap, which sees into
 * shadow roots; loaded with the body), Escape, the close button and a click on the backdrop close it, and focus returns to whatever opened
 * it. The page does not scroll meanwhile. The body (lines, totals, checkout) is a lazy chunk loaded on the first intent
 * (a cart button hovered or focused) or the first open.
 */
export function CartDrawer(props: CartDrawerProps) {
  useSignals();
  const { host } = props;
  // This drawer's registration: the page opens one drawer, the first in document order.
  const [owner] = useState<object>(() => host ?? {});
  const open = cartDrawerOpen.value && activeCartDrawer.value === owner;
  const view = cartView.value;
  const settings = useLatest(props);

  // The page's cart: its API, this drawer counts (the mini cart opens it instead of linking), /shop/cart's flag, the
  // first load.
  const { apiBase } = props;
  useEffect(() => setCartApi({ base: apiBase }), [apiBase]);
  useEffect(() => {
    const unregister = registerCartDrawer(owner);
    handleCartPageVisit();
    loadCart();
    return unregister;
  }, [owner]);

  // Open: modal dialog with focus on the heading, scroll lock, lazy focus trap; close: focus back to the opener. The
  // body chunk, on the first intent to open this drawer (a cart button hovered or focused) or on first open (the cart
  // machine fetches the estimated tax while the drawer is open).
  const wanted = cartDrawerWanted.value && activeCartDrawer.value === owner;
  const flyout = useLazyFlyout({ open, host, load: props.loadBody ?? importBody, wanted, onRequestClose: closeCartDrawer });
  const { id, rememberOpener, headingRef } = flyout;
  const liveId = `${id}-live`;
  const t = useMessages(cartDrawerMessages, host, props.configId);
  const ui = connectDrawer(view, t);

  // Whatever had focus when the drawer was asked to open gets it back on close. Read synchronously when the open
  // state flips (another element may open the drawer), before the dialog takes focus.
  useEffect(
    () => cartDrawerOpen.subscribe((isOpen) => isOpen && activeCartDrawer.peek() === owner && rememberOpener(deepActiveElement())),
    [rememberOpener, owner],
  );

  // Successful adds open the drawer (unless open-on-add="false"); every cart change is told to the page.
  useEffect(
    () =>
      onCartEvent((event) => {
        if (event.type === 'added' && settings.current.openOnAdd) openCartDrawer();
        if (event.type === 'changed') {
          host?.emit('sg-cart-change', { count: event.cart.count, orderId: event.cart.orderId });
        }
      }),
    [host, settings],
  );

  const [live, setLive] = useState({ text: '', n: 0 });
  const announce = useCallback((text: string) => setLive((prev) => ({ text, n: prev.n + 1 })), []);
  const focusHeading = useCallback(() => headingRef.current?.focus({ preventScroll: true }), [headingRef]);
  const checkout = useCallback(() => startCheckout({ target: host ?? null, api: { base: apiBase } }), [host, apiBase]);

  const Body: ComponentType<CartDrawerBodyProps> | undefined = flyout.body.module?.CartDrawerBody;
  const failed = flyout.body.status === 'failed';
  return (
    <FlyoutDialog
      flyout={flyout}
      side="right"
      className={css.dialog}
      heading={ui.heading.text}
      closeLabel={ui.closeButton['aria-label']}
      parts={{ panel: 'panel', header: 'header' }}
      bodyProps={{ part: 'body', className: css.body, ...ui.body }}
      fallback={
        open && failed ? (
          <div part={'message' satisfies CartDrawerPart} className={css.message}>
            <p className={css.messageText}>{ui.chunkFailed.text}</p>
            <button type="button" part={'retry' satisfies CartDrawerPart} className={base.secondaryButton} onClick={flyout.body.request}>
              {ui.chunkFailed.retry}
            </button>
          </div>
        ) : open ? (
          <CartDrawerSkeleton />
        ) : null
      }
      after={
        <p id={liveId} part={'live' satisfies CartDrawerPart} className={base.visuallyHidden} role="status">
          {live.text ? `${live.text}${live.n % 2 ? '' : '\u00a0'}` : ''}
        </p>
      }
    >
      {/* Once loaded the body stays mounted while closed (a closed dialog is not rendered): reopening then only
          shows the dialog instead of rebuilding every line in the click's task (100 lines: 1.1 s at 4x CPU). */}
      {Body ? (
        <Body
          idBase={id}
          host={host}
          configId={props.configId}
          freeShippingThreshold={props.freeShippingThreshold}
          freeShippingThresholds={props.freeShippingThresholds}
          payLater={props.payLater}
          onClose={closeCartDrawer}
          onCheckout={checkout}
          announce={announce}
          focusHeading={focusHeading}
        />
      ) : null}
    </FlyoutDialog>
  );
}
