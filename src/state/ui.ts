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

/**
 * Body scroll lock shared by every element: the first lock saves the body's own `overflow` and the page's scroll
 * position, the last unlock restores both exactly. CSSOM writes work under a strict CSP (no style attribute parsing).
 */
const owners = new Set<string>();
let saved: { overflow: string; scrollY: number } | null = null;

export function lockScroll(owner: string): void {
  if (typeof document === 'undefined' || owners.has(owner)) return;
  if (owners.size === 0) {
    saved = { overflow: document.body.style.overflow, scrollY: window.scrollY };
    document.body.style.overflow = 'hidden';
  }
  owners.add(owner);
}

export function unlockScroll(owner: string): void {
  if (!owners.delete(owner) || owners.size > 0 || !saved) return;
  document.body.style.overflow = saved.overflow;
  if (window.scrollY !== saved.scrollY) window.scrollTo(window.scrollX, saved.scrollY);
  saved = null;
}

export function isScrollLocked(): boolean {
  return owners.size > 0;
}
