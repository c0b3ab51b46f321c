import { useEffect, type RefObject } from 'react';
import { deepActiveElement } from './dom';

/**
 * Focus that follows an overlay's phase (voice search, the scanner): when `failed` becomes true the retry button
 * ("Try again", "Scan again") gets focus; after any other change of `phase`, a control that went away hands focus to
 * Close, so focus never falls out of the open dialog.
 */
export function usePhaseFocus(
  dialogRef: RefObject<HTMLDialogElement | null>,
  phase: string,
  failed: boolean,
  retryRef: RefObject<HTMLElement | null>,
  closeRef: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog?.open) return;
    if (failed) {
      retryRef.current?.focus();
      return;
    }
    const active = deepActiveElement(dialog.ownerDocument);
    if (!active || active === dialog || !dialog.contains(active)) closeRef.current?.focus();
  }, [dialogRef, phase, failed, retryRef, closeRef]);
}
