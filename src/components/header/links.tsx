import type { MouseEvent } from 'react';
import { navigation } from '../../core/navigation';
import { readSession } from '../../core/session';
import type { SgHost } from '../shared/host';
import { currentPageProps } from './header.connect';

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
 * Where a link to `url` takes this visitor (spec section 2: /myaccount and the pages under it are for a signed-in
 * shopper; a guest is sent to /shop/LogonForm): for a guest, an account path becomes the sign-in page with that path as
 * its `returnUrl` (the sign-in page brings the shopper back to it); anything else, and any link of a registered
 * shopper, goes where it says.
 */
export function accountGuardUrl(url: string, guest: boolean): string {
  if (!guest || !/^\/myaccount(?:[/?#]|$)/i.test(url)) return url;
  return `/shop/LogonForm?returnUrl=${encodeURIComponent(url)}`;
}

/**
 * Click handler of a configured link: a plain left click fires the cancelable `sg-navigate`; when a listener cancels
 * it the browser does not follow the link (an SPA routes instead). Other clicks (new tab, new window) are the
 * browser's. A guest's click on an account link goes to the sign-in page instead (`accountGuardUrl`; its
 * `sg-navigate` says so, and the site's own guard answers a new tab). `after` runs when the link is followed or
 * routed (e.g. closing the menu).
 */
export function navigateOnClick(host: SgHost | undefined, detail: NavigateDetail, after?: () => void) {
  return (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    const url = accountGuardUrl(detail.url, readSession().visitorType === 'guest');
    if (host && !host.emit('sg-navigate', { ...detail, url }, { cancelable: true })) event.preventDefault();
    else if (url !== detail.url) {
      event.preventDefault();
      navigation.assign(url);
    }
    after?.();
  };
}

/** The `sg-navigate` detail of a configured item: its shown text, its link, where it sits, its category id. */
export function navigateDetail(
  item: { label: string; href: string | null; categoryId?: string | null },
  kind: NavigateDetail['kind'],
  hierarchy: string[],
): NavigateDetail {
  return { url: item.href ?? '', kind, label: item.label, hierarchy, categoryId: item.categoryId ?? null };
}

export interface ConfigLinkProps {
  part: string;
  className: string;
  /** The class of the text shown when there is no usable URL. */
  textClassName?: string;
  href: string | null;
  label: string;
  detail: NavigateDetail;
  host?: SgHost;
  /** A link was followed (or routed): e.g. the menu closes. */
  onFollow?: () => void;
  /** Its index in a list (focus returns here from a level below). */
  index?: number;
}

/**
 * A link from the configuration: a real `<a href>` (new tab and copy link work) whose plain left click fires the
 * cancelable `sg-navigate`, marked `aria-current="page"` on its own page; its text alone when the URL was missing or
 * refused.
 */
export function ConfigLink({ part, className, textClassName, href, label, detail, host, onFollow, index }: ConfigLinkProps) {
  if (!href) {
    return (
      <span part={part} className={textClassName} data-index={index}>
        {label}
      </span>
    );
  }
  return (
    <a part={part} className={className} href={href} data-index={index} {...currentPageProps(href)} onClick={navigateOnClick(host, detail, onFollow)}>
      {label}
    </a>
  );
}
