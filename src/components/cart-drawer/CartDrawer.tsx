import { useSignals } from '@preact/signals-react/runtime';
import type { FocusTrap } from 'focus-trap';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ComponentType } from 'react';
import { cartView, loadCart, onCartEvent } from '../../state/cart';
import { cartDrawerOpen, closeCartDrawer, openCartDrawer, registerCartDrawer } from '../../state/cart-drawer';
import { handleCartPageVisit } from '../../state/cart-page';
import { startCheckout } from '../../state/checkout';
import { lockScroll, unlockScroll } from '../../state/ui';
import { base } from '../../styles';
import { deepActiveElement, restoreFocus } from '../shared/dom';
import type { SgHost } from '../shared/host';
import { loadChunk } from '../shared/lazy';
import type { CartDrawerBodyProps } from './CartDrawerBody';
import { CartDrawerSkeleton } from './CartDrawerSkeleton';
import { CART_DRAWER_TEXT, connectDrawer, type PayLaterConfig } from './cart-drawer.connect';
import * as css from './cart-drawer.css';

export interface CartDrawerProps {
  /** Open the drawer when an item is added to the cart. */
  openOnAdd: boolean;
  /** Free-shipping threshold; 0 uses the spec's defaults (24.99 registered, 49.99 guest). */
  freeShippingThreshold: number;
  /** Pay-later messaging; null shows none. */
  payLater: PayLaterConfig | null;
  /** The element; absent when the component is rendered on its own (stories, component tests). */
  host?: SgHost;
  /** Replaces the lazy body import (tests of the chunk failure path). */
  loadBody?: () => Promise<{ CartDrawerBody: ComponentType<CartDrawerBodyProps> }>;
}

export const cartDrawerDefaults = {
  openOnAdd: true,
  freeShippingThreshold: 0,
  payLater: null as PayLaterConfig | null,
};

const importBody = () => import('./CartDrawerBody');
// Loaded with the body on first open: until it arrives, the modal <dialog> already keeps focus in the page's drawer.
const importFocusTrap = () => import('focus-trap');

type BodyChunk = { status: 'idle' | 'loading' | 'ready' | 'failed'; Component?: ComponentType<CartDrawerBodyProps> };

/**
 * The cart drawer (W3C APG modal dialog): a native `<dialog>` opened with showModal() while the page's drawer is open,
 * sliding in from the right. Focus moves to its heading, Tab and Shift+Tab wrap inside (focus-trap, which sees into
 * shadow roots; loaded with the body), Escape, the close button and a click on the backdrop close it, and focus returns to whatever opened
 * it. The page does not scroll meanwhile. The body (lines, totals, checkout) is a lazy chunk loaded on first open.
 */
export function CartDrawer(props: CartDrawerProps) {
  useSignals();
  const { host } = props;
  const open = cartDrawerOpen.value;
  const view = cartView.value;
  const id = useId();
  const ids = useMemo(() => ({ heading: `${id}-heading`, live: `${id}-live` }), [id]);
  const ui = connectDrawer(view, ids);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const opener = useRef<Element | null>(null);
  const mounted = useRef(false);
  const settings = useRef(props);
  settings.current = props;

  // The page's cart: this drawer counts (the mini cart opens it instead of linking), /shop/cart's flag, the first load.
  useEffect(() => {
    mounted.current = true;
    const unregister = registerCartDrawer();
    handleCartPageVisit();
    loadCart();
    return () => {
      mounted.current = false;
      unregister();
    };
  }, []);

  // Whatever had focus when the drawer was asked to open gets it back on close. Read synchronously when the open
  // state flips, before the dialog takes focus.
  useEffect(
    () =>
      cartDrawerOpen.subscribe((isOpen) => {
        if (isOpen && !dialogRef.current?.open) opener.current = deepActiveElement();
      }),
    [],
  );

  // Successful adds open the drawer (unless open-on-add="false"); every cart change is told to the page.
  useEffect(() => {
    const stop = onCartEvent((event) => {
      if (event.type === 'added' && settings.current.openOnAdd) openCartDrawer();
      if (event.type === 'changed') {
        host?.emit('sg-cart-change', { count: event.cart.count, orderId: event.cart.orderId });
      }
    });
    return () => {
      stop();
    };
  }, [host]);

  // The body chunk, loaded on first open.
  const [body, setBody] = useState<BodyChunk>({ status: 'idle' });
  const bodyStatus = useRef<BodyChunk['status']>('idle');
  const requestBody = useCallback(() => {
    if (bodyStatus.current === 'loading' || bodyStatus.current === 'ready') return;
    const settle = (next: BodyChunk) => {
      bodyStatus.current = next.status;
      setBody(next);
    };
    settle({ status: 'loading' });
    loadChunk(settings.current.loadBody ?? importBody).then(
      (module) => settle({ status: 'ready', Component: module.CartDrawerBody }),
      () => settle({ status: 'failed' }),
    );
  }, []);

  // Open: modal dialog, focus on the heading, focus trap, scroll lock. Close (or unmount): undo all,
  // focus back to the opener.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    if (!dialog.open) dialog.showModal();
    headingRef.current?.focus({ preventScroll: true });
    lockScroll('cart');
    requestBody();
    let trap: FocusTrap | null = null;
    let closed = false;
    // The trap is set up after the drawer has painted: finding the tabbable elements of 100 lines is slow, and the
    // modal dialog already keeps focus inside meanwhile. Opening then paints at once.
    const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    Promise.all([loadChunk(importFocusTrap), afterPaint()]).then(
      ([{ createFocusTrap }]) => {
        if (closed) return;
        trap = createFocusTrap(dialog, {
          // Focus is already in (on the heading); Tab and Shift+Tab wrap from here on.
          initialFocus: false,
          fallbackFocus: () => dialog,
          // Escape and the backdrop are the dialog's own (cancel event, click on the dialog element).
          escapeDeactivates: false,
          clickOutsideDeactivates: false,
          allowOutsideClick: true,
          returnFocusOnDeactivate: false,
          preventScroll: true,
          tabbableOptions: { getShadowRoot: true },
          document: dialog.ownerDocument,
        });
        trap.activate();
      },
      () => {
        // No trap: the modal dialog still keeps focus inside the page, only Tab may leave for the browser's UI.
      },
    );
    return () => {
      closed = true;
      trap?.deactivate();
      unlockScroll('cart');
      const active = deepActiveElement();
      const focusInside = !active || active === dialog.ownerDocument.body || dialog.contains(active);
      if (dialog.open) dialog.close();
      if (focusInside) restoreFocus(opener.current);
      opener.current = null;
    };
  }, [open, requestBody]);

  // A press that starts and ends on the dialog element itself (its backdrop: the panel fills the box) closes it.
  const pressedBackdrop = useRef(false);

  const [live, setLive] = useState({ text: '', n: 0 });
  const announce = useCallback((text: string) => setLive((prev) => ({ text, n: prev.n + 1 })), []);
  const focusHeading = useCallback(() => headingRef.current?.focus({ preventScroll: true }), []);
  const checkout = useCallback(() => startCheckout({ target: settings.current.host ?? null }), []);

  const Body = body.Component;
  return (
    <dialog
      ref={dialogRef}
      part="dialog"
      className={css.dialog}
      {...ui.dialog}
      onCancel={(event) => {
        // Escape: the page's open state decides; the effect above closes the dialog.
        event.preventDefault();
        closeCartDrawer();
      }}
      onClose={() => {
        // Closed by the browser itself (e.g. a second Escape it would not let us cancel).
        if (mounted.current && cartDrawerOpen.peek()) closeCartDrawer();
      }}
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedBackdrop.current) closeCartDrawer();
        pressedBackdrop.current = false;
      }}
    >
      <div part="panel" className={css.panel}>
        <div part="header" className={css.header}>
          <h2 ref={headingRef} id={ui.heading.id} part="heading" className={css.heading} tabIndex={-1}>
            {ui.heading.text}
          </h2>
          <button type="button" part="close-button" className={base.iconButton} {...ui.closeButton} onClick={closeCartDrawer}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
              <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
        <div part="body" className={css.body} {...ui.body}>
          {/* Once loaded the body stays mounted while closed (a closed dialog is not rendered): reopening then only
              shows the dialog instead of rebuilding every line in the click's task (100 lines: 1.1 s at 4x CPU). */}
          {Body ? (
            <Body
              idBase={id}
              freeShippingThreshold={props.freeShippingThreshold}
              payLater={props.payLater}
              onClose={closeCartDrawer}
              onCheckout={checkout}
              announce={announce}
              focusHeading={focusHeading}
            />
          ) : open && body.status === 'failed' ? (
            <div part="message" className={css.message}>
              <p className={css.messageText}>{CART_DRAWER_TEXT.chunkFailed}</p>
              <button type="button" part="retry" className={base.secondaryButton} onClick={requestBody}>
                {CART_DRAWER_TEXT.retry}
              </button>
            </div>
          ) : open ? (
            <CartDrawerSkeleton />
          ) : null}
        </div>
        <p id={ids.live} part="live" className={base.visuallyHidden} role="status">
          {live.text ? `${live.text}${live.n % 2 ? '' : '\u00a0'}` : ''}
        </p>
      </div>
    </dialog>
  );
}
