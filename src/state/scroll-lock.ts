// Page-level, but no signals: an element that only locks the page's scrolling (a dialog) loads no reactive state.

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
