import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { clearOpenFlyout, openFlyout, setOpenFlyout } from './ui';

/**
 * Whether the page's cart drawer is open: one state for the whole page, whatever number of <sg-cart-drawer> there
 * are. The cart and account drawers toggle each other (ui.openFlyout): another flyout opening closes this one.
 */

const open = signal(false);
export const cartDrawerOpen: ReadonlySignal<boolean> = open;

/** The mounted <sg-cart-drawer>s, each by its element (or another owner object in component tests). */
const drawers = signal<readonly object[]>([]);
/** How many <sg-cart-drawer> are mounted: the mini cart opens the drawer when there is one, else links to the cart. */
export const cartDrawerCount: ReadonlySignal<number> = computed(() => drawers.value.length);

/** Document order for elements; other owners after them, in the order they registered. */
function byDocumentOrder(a: object, b: object): number {
  if (a instanceof Node && b instanceof Node) return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  return a instanceof Node ? -1 : b instanceof Node ? 1 : 0;
}

/**
 * The one drawer that opens when the page's cart drawer opens: with several <sg-cart-drawer> on a page, the first
 * in document order (one dialog, one backdrop, one tax request; the others stay closed).
 */
export const activeCartDrawer: ReadonlySignal<object | null> = computed(() => [...drawers.value].sort(byDocumentOrder)[0] ?? null);

export function registerCartDrawer(owner: object = {}): () => void {
  drawers.value = [...drawers.value, owner];
  return () => {
    drawers.value = drawers.value.filter((d) => d !== owner);
  };
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
  wanted.value = false;
}
