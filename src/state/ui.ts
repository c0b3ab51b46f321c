import { signal, type ReadonlySignal } from '@preact/signals-core';

/**
 * Which flyout is open on the page. Opening one (search, cart, menu, account, store) closes the others: each element
 * watches this signal and closes itself when another flyout takes over (spec section 4: "the search flyout closes on
 * toggling cart, menu or account").
 */
export type Flyout = 'search' | 'cart' | 'menu' | 'account' | 'store';

const open = signal<Flyout | null>(null);

export const openFlyout: ReadonlySignal<Flyout | null> = open;

export function setOpenFlyout(flyout: Flyout): void {
  open.value = flyout;
}

/** Marks `flyout` closed, if it is the one open. */
export function clearOpenFlyout(flyout: Flyout): void {
  if (open.peek() === flyout) open.value = null;
}
