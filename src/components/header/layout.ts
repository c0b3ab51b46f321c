import { whenLoadedAndIdle } from '../../core/after-paint';
import { DESKTOP_BREAKPOINT_PX } from '../../core/constants';
import { deepActiveElement } from '../shared/dom';

/**
 * The header's reactions to the page's layout, in the lazy runtime chunk (runtime.ts): nothing here acts before a
 * menu can open or the bar can stick, which both need that chunk.
 */

/**
 * Sets the document's `scroll-padding-top` to at least `px` until the returned function runs, which restores the
 * page's own inline value. The page's stylesheet value is kept when it is larger.
 */
export function padDocumentTop(px: number): () => void {
  const root = document.documentElement;
  const own = root.style.scrollPaddingTop;
  const current = parseFloat(getComputedStyle(root).scrollPaddingTop) || 0;
  if (current >= px) return () => undefined;
  root.style.scrollPaddingTop = `${Math.ceil(px)}px`;
  return () => {
    root.style.scrollPaddingTop = own;
  };
}

/**
 * Where focus goes when a menu closes with the layout: the hamburger button when it shows, else the first control of
 * the navigation row or the bar that shows (a control hidden by the layout has no boxes).
 */
export function visibleControl(hamburger: HTMLElement | null, top: HTMLElement | null): HTMLElement | null {
  const candidates = [hamburger, ...(top?.querySelectorAll<HTMLElement>('nav button, nav a[href], a[href], button') ?? [])];
  return candidates.find((el): el is HTMLElement => !!el && el.getClientRects().length > 0) ?? null;
}

/**
 * Calls `toDesktop` when the layout turns desktop (1024 px and wider) and `toMobile` when it leaves it (a tablet
 * rotating, a window resized), until the returned function runs. `toMobile` gets whether focus was inside `top`.
 */
export function watchLayoutSwitch(top: HTMLElement | null, toDesktop: () => void, toMobile: (focusWasInside: boolean) => void): () => void {
  const desktop = matchMedia(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`);
  const onChange = () => {
    if (desktop.matches) toDesktop();
    else toMobile(top?.contains(deepActiveElement(document)) ?? false);
  };
  desktop.addEventListener('change', onChange);
  return () => desktop.removeEventListener('change', onChange);
}

/**
 * The hamburger dialog's chunk before the first press, on a phone: the hamburger is the way into the catalogue there,
 * and a touch has no hover to start the chunk early (a mouse's pointer arriving does). Once the page has loaded and
 * is idle, `request` runs if the hamburger shows (not on the desktop layout) and the browser does not ask to save
 * data. Returns the cancel function (an effect's cleanup).
 */
export function prefetchMenuWhenIdle(hamburger: HTMLElement | null, request: () => void): () => void {
  return whenLoadedAndIdle(() => {
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
    if (hamburger && hamburger.getClientRects().length > 0 && !saveData) request();
  }, 3000);
}
