import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { createFlyout } from './flyout';

/**
 * Whether the page's cart drawer is open: one state for the whole page, whatever number of <sg-cart-drawer> there
 * are, shown by the first in document order (createFlyout's `page` flyout). Another flyout opening closes it.
 */

const drawer = createFlyout('cart', { page: true });
export const cartDrawerOpen: ReadonlySignal<boolean> = computed(() => drawer.opened.value !== null);

/** How many <sg-cart-drawer> are mounted: the mini cart opens the drawer when there is one, else links to the cart. */
export const cartDrawerCount: ReadonlySignal<number> = drawer.count;

/**
 * The one drawer that opens when the page's cart drawer opens: with several <sg-cart-drawer> on a page, the first
 * in document order (one dialog, one backdrop, one tax request; the others stay closed).
 */
export const activeCartDrawer: ReadonlySignal<object | null> = drawer.first;

/** Registers a <sg-cart-drawer> by its element (or another owner object in component tests). */
export function registerCartDrawer(owner: object = {}): () => void {
  return drawer.register(owner);
}

const wanted = signal(false);
/**
 * A shopper showed the intent to open the drawer (the pointer over a cart button, or focus on it): the active drawer
 * loads and renders its body while still closed, so the click that opens it only shows the dialog.
 */
export const cartDrawerWanted: ReadonlySignal<boolean> = wanted;

export function prepareCartDrawer(): void {
  wanted.value = true;
}

export function openCartDrawer(): void {
  drawer.open();
}

export function closeCartDrawer(): void {
  drawer.close();
}

/** For tests: the drawer closed (the mounted drawers still count). */
export function resetCartDrawerForTests(): void {
  drawer.close();
  wanted.value = false;
}
