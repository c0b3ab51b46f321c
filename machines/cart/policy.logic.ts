import { safeHref } from '../../src/core/url';

/** Where the drawer's "Shipping & Returns" link goes when the configuration says nothing (the retailer's own page). */
export const SHIPPING_AND_RETURNS_URL = '/shipping-and-returns';

/** The drawer's policy link: its URL in use and its text (null: the catalogue's, `cartDrawer.shippingAndReturns`). */
export interface PolicyLink {
  href: string;
  title: string | null;
}

/**
 * The configuration's `shippingAndReturns` (spec section 2: "Shipping and returns link defaults to the retailer
 * site"): missing, the link to `SHIPPING_AND_RETURNS_URL`; `false`, no link; `{ url?, title? }`, that URL (same-origin,
 * or on an origin of `allowed`, the configuration's `allowedOrigins`) and text. A value of another type, or a URL that
 * is refused, is a problem and keeps the default. `base`: the page's URL (tests).
 */
export function readShippingAndReturns(
  value: unknown,
  allowed: readonly string[],
  base?: string,
): { link: PolicyLink | null; problems: string[] } {
  const fallback: PolicyLink = { href: SHIPPING_AND_RETURNS_URL, title: null };
  if (value === undefined) return { link: fallback, problems: [] };
  if (value === false) return { link: null, problems: [] };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { link: fallback, problems: ['is neither an object nor false'] };
  }
  const problems: string[] = [];
  const section = value as Record<string, unknown>;
  const title = Object.hasOwn(section, 'title') ? section['title'] : undefined;
  let text: string | null = null;
  if (typeof title === 'string' && title.trim()) text = title.trim();
  else if (title !== undefined) problems.push('title is not a text');
  const url = Object.hasOwn(section, 'url') ? section['url'] : undefined;
  let href = SHIPPING_AND_RETURNS_URL;
  if (url !== undefined) {
    const checked = safeHref(url, { allow: allowed, ...(base ? { base } : {}) });
    if (checked === null) problems.push('url refused');
    else href = checked;
  }
  return { link: { href, title: text }, problems };
}
