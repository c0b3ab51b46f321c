import type { FocusTrap } from 'focus-trap';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type MouseEvent, type PointerEvent, type RefObject, type SyntheticEvent } from 'react';
import { MODAL_CLOSE_MS } from '../../core/constants';
import { emitEvent } from '../../core/events';
import { lockScroll, unlockScroll } from '../../state/scroll-lock';
import { deepActiveElement, restoreFocus } from './dom';
import { afterPaint } from '../../core/after-paint';
import { loadChunk } from '../../core/lazy';
import { useLatest } from './use-latest';

/** Why the shopper asked a dialog to close: Escape, its close button, or a press on the backdrop. */
export type CloseReason = 'keyboard' | 'close-button' | 'overlay';

export interface ModalDialogOptions {
  /**
   * The shopper asked to close (after the host let `sg-request-close` through): the owner sets its open state to
   * false, which closes the dialog.
   */
  onRequestClose: (reason: CloseReason) => void;
  /** Receives the cancelable `sg-request-close` event (`detail: { reason }`); a listener may veto with preventDefault(). */
  host?: EventTarget | null;
  /** What gets focus when the dialog opens; by default the browser's choice (the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on close when the opener has left the page; by default the browser's (the page body). */
  fallbackFocus?: () => Element | null;
  /** Lock the page's scrolling while open (default true). */
  lockScroll?: boolean;
  /** Keep Tab and Shift+Tab inside (focus-trap, loaded after the first paint; default true). */
  trapFocus?: boolean;
  /** Called after the dialog has closed and focus went back (forms reset here). */
  onClosed?: () => void;
}

export interface ModalDialog {
  /** Spread on the `<dialog>`: Escape, the browser closing it, and backdrop presses. */
  dialogProps: {
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
    onClose: () => void;
    onPointerDown: (event: PointerEvent<HTMLDialogElement>) => void;
    onClick: (event: MouseEvent<HTMLDialogElement>) => void;
  };
  /** Asks to close for a reason (the close button passes `close-button`); the host may veto. */
  requestClose: (reason: CloseReason) => void;
  /** Records what gets focus back on close, when the caller knows it before the open state reaches React. */
  rememberOpener: (element: Element | null) => void;
  /** True while open and for the spec's 300 ms close after (0 ms with reduced motion or no CSS `overlay`): content stays for the exit. */
  present: boolean;
}

const importFocusTrap = () => import('focus-trap');

/** Each dialog this hook has shown, with its opener, while it is open (see `outerOpener` below). */
const openers = new WeakMap<HTMLDialogElement, Element | null>();

/** The `<dialog>` an element sits in, through shadow roots (its own root first, then its host's, ...). */
function containingDialog(element: Element | null): HTMLDialogElement | null {
  for (let node: Element | null = element; node; ) {
    const dialog = node.closest('dialog');
    if (dialog) return dialog;
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return null;
}
const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
/**
 * Whether the 300 ms exit plays: not with reduced motion, and only where the engine can keep a closing dialog in the top
 * layer while it slides out (the CSS `overlay` property, transitioned discretely). Firefox and Safari have no `overlay`:
 * there a closed dialog leaves the top layer at once (WebKit drew a closing centred dialog for 300 ms in the page's own
 * stacking, under or over the page's content; Firefox hid it at once and only kept its content), so it closes at once.
 */
const playsExit = () =>
  !prefersReducedMotion() && typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('overlay', 'auto');

/**
 * The library's one modal dialog behaviour (W3C APG modal dialog), for drawers, flyouts and centred dialogs alike:
 * - a native `<dialog>` opened with showModal() while `open` is true, so the rest of the page is inert;
 * - the opener is remembered (through shadow roots) and gets focus back on close; when it cannot take it (it left the
 *   page, or it sat in another of these dialogs, closed since), that dialog's opener does, else `fallbackFocus`, else
 *   the browser's default (the body);
 * - Escape, the close button and a press that starts and ends on the backdrop ask to close with a reason, as a
 *   cancelable `sg-request-close` event on the host;
 * - the page's scrolling is locked while open (the page's own overflow and scroll position are restored after);
 * - focus-trap is loaded lazily after the first paint and wraps Tab inside (it sees into shadow roots);
 * - the close plays for the spec's 300 ms (`present` keeps the content) where the engine has CSS `overlay`, none with
 *   reduced motion or without `overlay` (Firefox, Safari);
 * - moved in the page while open (the host out and back in within one task), it is shown modally again.
 */
export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  open: boolean,
  options: ModalDialogOptions,
): ModalDialog {
  const latest = useLatest(options);
  const openNow = useLatest(open);
  const opener = useRef<Element | null>(null);
  /**
   * When the opener sits in another dialog of ours (the menu's "Find a Store" opening the store flyout, which closes
   * the menu), that dialog's own opener (the menu button): focus goes there on close when the opener itself has gone
   * with its dialog. Recorded, not inferred from the order the two dialogs' effects run in: React runs both at once
   * after the click, the lite build's Preact after the next paint, in the order their components rendered.
   */
  const outerOpener = useRef<Element | null>(null);
  const exitTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /**
   * Set when we close the dialog ourselves, until it is shown again: its `close` event (a task later) then is ours,
   * not the browser's. Checked by `onClose`: under load the event came after the owner had opened it again but before
   * the effect showed it, and read as the browser closing it (Firefox: the gift card dialog reopened by its property
   * stayed closed).
   */
  const closedByUs = useRef(false);
  const owner = `dialog-${useId()}`;

  const requestClose = useCallback(
    (reason: CloseReason) => {
      const { host, onRequestClose } = latest.current;
      if (host && !emitEvent(host, 'sg-request-close', { reason }, { cancelable: true })) return;
      onRequestClose(reason);
    },
    [latest],
  );

  const rememberOpener = useCallback(
    (element: Element | null) => {
      if (!ref.current?.open) opener.current = element;
    },
    [ref],
  );

  useEffect(() => {
    const dialog = ref.current;
    // A dialog whose element has just left the page (its React root unmounts at the next microtask) stays closed.
    if (!open || !dialog?.isConnected) return;
    clearTimeout(exitTimer.current);
    dialog.removeAttribute('data-closing');
    const settings = latest.current;
    const doc = dialog.ownerDocument;
    opener.current ??= deepActiveElement(doc);
    const around = containingDialog(opener.current);
    outerOpener.current = around && around !== dialog ? (openers.get(around) ?? null) : null;
    if (!dialog.open) {
      closedByUs.current = false;
      dialog.showModal();
    }
    openers.set(dialog, opener.current);
    settings.initialFocus?.current?.focus({ preventScroll: true });
    // A move of the host element (out and back in within one task: the React root lives on, see
    // src/components/shared/element/lifecycle.ts)
    // takes the dialog out of the top layer: still open but no longer modal (no backdrop, the page not inert, no
    // Escape). A change of children in any root the dialog sits in checks that, and shows it modally again.
    const remodal = new MutationObserver(() => {
      observeRoots();
      if (!dialog.isConnected || !dialog.open || dialog.matches(':modal')) return;
      const active = deepActiveElement(doc);
      const inside = active && active !== doc.body && dialog.contains(active) ? active : null;
      // Its `close` event finds the dialog open again (dialogProps.onClose ignores it).
      dialog.close();
      dialog.showModal();
      restoreFocus(inside ?? settings.initialFocus?.current ?? null);
    });
    const observeRoots = () => {
      remodal.disconnect();
      for (let root = dialog.getRootNode(); root instanceof ShadowRoot || root instanceof Document; ) {
        remodal.observe(root, { childList: true, subtree: true });
        root = root instanceof ShadowRoot ? root.host.getRootNode() : dialog;
      }
    };
    observeRoots();
    const locks = settings.lockScroll !== false;
    if (locks) lockScroll(owner);
    let trap: FocusTrap | null = null;
    let closed = false;
    let cancelTrap = () => {};
    if (settings.trapFocus !== false) {
      // Both the import and the trap's tabbable search wait for the first paint: the opening click's task then
      // only shows the dialog (import() itself costs a few ms on a slow phone).
      cancelTrap = afterPaint(() =>
        void loadChunk(importFocusTrap).then(
          ({ createFocusTrap }) => {
            if (closed) return;
            trap = createFocusTrap(dialog, {
              // Focus is already inside; Tab and Shift+Tab wrap from here on.
              initialFocus: false,
              fallbackFocus: () => dialog,
              // Escape and the backdrop belong to the dialog (cancel event, press on the dialog element).
              escapeDeactivates: false,
              clickOutsideDeactivates: false,
              allowOutsideClick: true,
              returnFocusOnDeactivate: false,
              preventScroll: true,
              tabbableOptions: { getShadowRoot: true },
              document: doc,
            });
            trap.activate();
          },
          () => {
            // No trap (the chunk failed): the modal dialog still keeps focus inside the page.
          },
        ),
      );
    }
    return () => {
      closed = true;
      cancelTrap();
      remodal.disconnect();
      trap?.deactivate();
      if (locks) unlockScroll(owner);
      const active = deepActiveElement(doc);
      const focusInside = !active || active === doc.body || dialog.contains(active);
      if (dialog.open) {
        // The exit transition is declared only while `data-closing` is set (see styles/modal.css.ts).
        if (playsExit()) {
          dialog.setAttribute('data-closing', '');
          exitTimer.current = setTimeout(() => dialog.removeAttribute('data-closing'), MODAL_CLOSE_MS);
        }
        closedByUs.current = true;
        dialog.close();
      }
      openers.delete(dialog);
      if (focusInside && !restoreFocus(opener.current) && !restoreFocus(outerOpener.current)) restoreFocus(settings.fallbackFocus?.() ?? null);
      opener.current = null;
      outerOpener.current = null;
      settings.onClosed?.();
    };
  }, [open, ref, latest, owner]);
  // Declared after the effect above, so that on unmount its cleanup runs last and clears the exit timer it set.
  useEffect(() => () => clearTimeout(exitTimer.current), []);

  // The exit: when `open` turns false the content stays for the close animation (CSS in the shared `modal` styles),
  // then goes. Adjusted during render (React's pattern for state that follows a prop), so nothing unmounts between.
  const [closing, setClosing] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setClosing(!open && playsExit());
  }
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => setClosing(false), MODAL_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [closing]);

  const pressedBackdrop = useRef(false);
  const dialogProps = useMemo<ModalDialog['dialogProps']>(
    () => ({
      onCancel: (event) => {
        // Another dialog's Escape (one opened inside this one, the drawer's pay-later explainer): React hands a
        // nested dialog's cancel to its ancestors' handlers too, the DOM does not. Only the top dialog closes.
        if (event.target !== event.currentTarget) return;
        // Escape: the owner's open state decides; the effect above closes the dialog.
        event.preventDefault();
        requestClose('keyboard');
      },
      onClose: () => {
        // Closed by the browser itself (a second Escape it would not let us cancel): nothing to veto any more.
        if (openNow.current && !ref.current?.open && !closedByUs.current) latest.current.onRequestClose('keyboard');
      },
      onPointerDown: (event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      },
      onClick: (event) => {
        // The panel fills the dialog box, so a press on the dialog element itself is a press on its backdrop.
        if (event.target === event.currentTarget && pressedBackdrop.current) requestClose('overlay');
        pressedBackdrop.current = false;
      },
    }),
    [requestClose, latest, openNow, ref, closedByUs],
  );

  return { dialogProps, requestClose, rememberOpener, present: open || closing };
}
