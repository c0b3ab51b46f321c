import type { MouseEvent } from 'react';
import type { SgHost } from '../shared/host';

/** The `sg-navigate` detail of a header link (api-contract.md, "Events the header adds"). */
export interface NavigateDetail {
  url: string;
  kind: 'category' | 'brand' | 'promo' | 'link';
  label: string;
  /** Shown names from L1 down to the chosen item. */
  hierarchy: string[];
  categoryId: string | null;
}

/** A plain left click: the only click whose default (following the link) a listener may take over. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Click handler of a configured link: a plain left click fires the cancelable `sg-navigate`; when a listener cancels
 * it the browser does not follow the link (an SPA routes instead). Other clicks (new tab, new window) are the
 * browser's. `after` runs when the link is followed or routed (e.g. closing the menu).
 */
export function navigateOnClick(host: SgHost | undefined, detail: NavigateDetail, after?: () => void) {
  return (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    if (host && !host.emit('sg-navigate', detail, { cancelable: true })) event.preventDefault();
    after?.();
  };
}

/** Whether a link's path is the page's own (`aria-current="page"`); hashes are ignored. */
export function isCurrentPage(href: string | null, location: { href: string } | undefined = globalThis.location): boolean {
  if (!href || !location) return false;
  try {
    const url = new URL(href, location.href);
    const here = new URL(location.href);
    return url.origin === here.origin && url.pathname === here.pathname && url.search === here.search;
  } catch {
    return false;
  }
}
