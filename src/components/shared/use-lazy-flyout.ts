import { useEffect, useId, useMemo, useRef, type RefObject } from 'react';
import { deepActiveElement } from './dom';
import type { SgHost } from './host';
import { useLazyChunk, type LazyChunk } from './use-lazy-chunk';
import { useModalDialog, type ModalDialog } from './use-modal-dialog';

export interface LazyFlyoutOptions<M> {
  /** Whether this element shows the page's flyout (src/state's `createFlyout`). */
  open: boolean;
  /** The element: receives the cancelable `sg-request-close`. */
  host?: SgHost;
  /** The body chunk's import (`loadChunk`'s 120 s timeout applies; a `loadBody` prop replaces it in tests). */
  load: () => Promise<M>;
  /** Load the body while still closed (the shopper pointed at or focused an opener elsewhere on the page). */
  wanted?: boolean;
  /** The shopper asked to close and the host let it: the page's flyout state closes. */
  onRequestClose: () => void;
  /** Where focus goes on close when the opener has left the page. */
  fallbackFocus?: () => Element | null;
  /** The body's first field (focused on open when it is there, else the heading); by default a ref of the hook's own. */
  initialRef?: RefObject<HTMLElement | null>;
  /** Whether the body can take focus (default: its chunk has loaded). */
  bodyReady?: boolean;
}

export interface LazyFlyout<M> extends Pick<ModalDialog, 'dialogProps' | 'requestClose' | 'rememberOpener'> {
  open: boolean;
  /** The flyout's `useId()`, for the body's ids; the heading's id is `${id}-heading`. */
  id: string;
  headingId: string;
  dialogRef: RefObject<HTMLDialogElement | null>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  initialRef: RefObject<HTMLElement | null>;
  /** The lazy body: its status, the module once loaded, and `request` (first intent, "Try again"). */
  body: LazyChunk<M>;
  /** Spread on the element's own opener button: the body loads when the shopper points at or focuses it. */
  intent: { onPointerEnter: () => void; onFocus: () => void };
}

/**
 * A flyout whose frame is eager and whose body is a lazy chunk (the account, store and cart flyouts; rendered with
 * `FlyoutDialog`): the W3C APG modal dialog (`useModalDialog`: focus in on open, back to the opener on close, Escape,
 * backdrop, scroll lock, focus trap), focus on the body's first field, else on the heading until the body arrives (then
 * on the field, if the shopper is still on the heading), and the body chunk (`useLazyChunk`) requested when the flyout
 * opens or is wanted, or when the shopper points at or focuses the opener (`intent`), so a click only shows the dialog.
 */
export function useLazyFlyout<M>(options: LazyFlyoutOptions<M>): LazyFlyout<M> {
  const { open, host, wanted = false } = options;
  const id = useId();
  const headingId = `${id}-heading`;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ownRef = useRef<HTMLElement | null>(null);
  const initialRef = options.initialRef ?? ownRef;
  const initialFocus = useMemo<RefObject<HTMLElement | null>>(
    () => ({
      get current() {
        return initialRef.current ?? headingRef.current;
      },
    }),
    [initialRef],
  );

  const { dialogProps, requestClose, rememberOpener } = useModalDialog(dialogRef, open, {
    host,
    initialFocus,
    onRequestClose: options.onRequestClose,
    fallbackFocus: options.fallbackFocus,
  });

  const body = useLazyChunk(options.load);
  const request = body.request;
  useEffect(() => {
    if (open || wanted) request();
  }, [open, wanted, request]);

  // The body arrived while the shopper waited on the heading: its first field takes focus, as on a warm open.
  const ready = options.bodyReady ?? body.module !== null;
  useEffect(() => {
    if (open && ready && deepActiveElement() === headingRef.current) initialRef.current?.focus();
  }, [open, ready, initialRef]);

  const intent = { onPointerEnter: request, onFocus: request };
  return { open, id, headingId, dialogRef, headingRef, initialRef, dialogProps, requestClose, rememberOpener, body, intent };
}
