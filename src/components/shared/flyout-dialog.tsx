import type { HTMLAttributes, ReactNode } from 'react';
import { base } from '../../styles';
import { drawerHeader, drawerHeading, drawerPanel, drawerScroll, modal } from '../../styles/modal.css';
import { CloseIcon } from './icons';
import type { LazyFlyout } from './use-lazy-flyout';

export interface FlyoutDialogProps {
  /** The flyout's state and refs (`useLazyFlyout`). */
  flyout: LazyFlyout<unknown>;
  /** The side it slides in from (the shared `modal` drawers). */
  side: 'left' | 'right';
  /** The dialog's own class (its width). */
  className: string;
  heading: ReactNode;
  /** The close button's name. */
  closeLabel: string;
  /** Parts of the frame beyond `dialog`, `heading` and `close-button`, as the element's anatomy names them. */
  parts?: { panel?: string; header?: string };
  /** The body's box (default: the drawers' scrolling content). */
  bodyProps?: HTMLAttributes<HTMLDivElement> & { part?: string };
  /** The loaded body, or null until its chunk is there. */
  children: ReactNode;
  /** What shows until then: a placeholder while it loads, the message and "Try again" when it failed (`ChunkFallback`). */
  fallback: ReactNode;
  /** After the body, inside the panel (a live region). */
  after?: ReactNode;
}

/**
 * The frame of a flyout with a lazy body: the modal `<dialog>` from its side, a panel filling it (a press on the dialog
 * element itself is a press on the backdrop), the header row with the heading and the close button, then the body,
 * shown one paint after the frame at each open (`useLazyFlyout`'s `revealed`).
 */
export function FlyoutDialog({ flyout, side, className, heading, closeLabel, parts = {}, bodyProps, children, fallback, after }: FlyoutDialogProps) {
  const { dialogRef, headingRef, headingId, dialogProps, requestClose } = flyout;
  return (
    <dialog ref={dialogRef} part="dialog" className={`${modal[side]} ${className}`} aria-labelledby={headingId} {...dialogProps}>
      <div part={parts.panel} className={drawerPanel}>
        <div part={parts.header} className={drawerHeader}>
          <h2 ref={headingRef} id={headingId} part="heading" className={drawerHeading} tabIndex={-1}>
            {heading}
          </h2>
          <button type="button" part="close-button" className={base.iconButton} aria-label={closeLabel} onClick={() => requestClose('close-button')}>
            <CloseIcon />
          </button>
        </div>
        {/* The body: hidden at each open until the frame above has been painted alone (useLazyFlyout). */}
        <div className={drawerScroll} {...bodyProps} hidden={!flyout.revealed}>
          {flyout.bodyMounted ? (children ?? fallback) : fallback}
        </div>
        {after}
      </div>
    </dialog>
  );
}
