import { signal, type ReadonlySignal } from '@preact/signals-core';
import { clearOpenFlyout, openFlyout, setOpenFlyout } from './ui';

/**
 * Whether the page's cart drawer is open: one state for the whole page, whatever number of <sg-cart-drawer> there
 * are. The cart and account drawers toggle each other (ui.openFlyout): another flyout opening closes this one.
 */

const open = signal(false);
export const cartDrawerOpen: ReadonlySignal<boolean> = open;

const drawers = signal(0);
/** How many <sg-cart-drawer> are mounted: the mini cart opens the drawer when there is one, else links to the cart. */
export const cartDrawerCount: ReadonlySignal<number> = drawers;

export function registerCartDrawer(): () => void {
  drawers.value += 1;
  return () => {
    drawers.value -= 1;
  };
}

export function openCartDrawer(): void {
  setOpenFlyout('cart');
  open.value = true;
}

export function closeCartDrawer(): void {
  open.value = false;
  clearOpenFlyout('cart');
}

// Another flyout (account, menu, search) opening closes the cart drawer.
openFlyout.subscribe((flyout) => {
  if (flyout !== null && flyout !== 'cart' && open.peek()) open.value = false;
});

/** For tests: the drawer closed (the mounted drawers still count). */
export function resetCartDrawerForTests(): void {
  open.value = false;
}
