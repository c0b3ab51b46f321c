import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { afterPaint } from '../../core/after-paint';
import { deepActiveElement } from './dom';
import type { SgHost } from './host';
import { useLatest } from './use-latest';
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
  /**
   * The body shows: false from each open until the frame with the flyout's frame alone has been painted (the shell
   * first, see `useLazyFlyout`), true after, and through the close.
   */
  revealed: boolean;
  /**
   * The body may be rendered: its chunk is there and it was there while closed (loaded on intent: mounted hidden in
   * the closed dialog) or the flyout has revealed. A body whose chunk arrives in the opening frame waits for the frame's
   * paint (a first open's 100 cart lines would otherwise be built before the shell is ever painted).
   */
  bodyMounted: boolean;
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
  // The shell first: an open shows the frame (heading, close button) and lets it paint alone; the body shows one paint
  // later (`revealed`). showModal() forces the style and layout of all the dialog shows, and a React click runs it
  // inside the click: with 100 cart lines or 20 store cards that was most of the click's processing (issue 27). A body
  // loaded while closed is mounted hidden at once (the next open only shows it); one arriving during the opening frame
  // is mounted after its paint (`bodyMounted`). Closing keeps the body shown for the exit; the next open hides it again.
  const [revealed, setRevealed] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setRevealed(false);
  }
  useEffect(() => (open && !revealed ? afterPaint(() => setRevealed(true)) : undefined), [open, revealed]);
  const shown = useLatest(revealed);
  const [mountedOnce, setMountedOnce] = useState(false);

  // Until the body shows, focus goes to the heading (the field is not shown yet); see the effect below.
  const initialFocus = useMemo<RefObject<HTMLElement | null>>(
    () => ({
      get current() {
        return (shown.current ? initialRef.current : null) ?? headingRef.current;
      },
    }),
    [initialRef, shown],
  );

  const { dialogProps, requestClose, rememberOpener } = useModalDialog(dialogRef, open, {
    host,
    initialFocus,
    onRequestClose: options.onRequestClose,
    fallbackFocus: options.fallbackFocus,
  });

  const body = useLazyChunk(options.load);
  const mountNow = body.module !== null && (!open || revealed);
  if (mountNow && !mountedOnce) setMountedOnce(true);
  const bodyMounted = mountedOnce || mountNow;
  const request = body.request;
  useEffect(() => {
    if (open || wanted) request();
  }, [open, wanted, request]);

  // The body arrived (or showed after the shell's paint) while the shopper was on the heading: its first field takes focus.
  const ready = revealed && (options.bodyReady ?? body.module !== null);
  useEffect(() => {
    if (open && ready && deepActiveElement() === headingRef.current) initialRef.current?.focus();
  }, [open, ready, initialRef]);

  const intent = { onPointerEnter: request, onFocus: request };
  return { open, id, headingId, dialogRef, headingRef, initialRef, dialogProps, requestClose, rememberOpener, body, intent, revealed, bodyMounted };
}
