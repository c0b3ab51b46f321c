/**
 * Safe URLs: only same-origin URLs, or URLs whose origin is on an allow-list, are navigated to or opened.
 * `javascript:`, `data:`, `blob:`, protocol-relative (`//host`) and backslash tricks (`/\host`) are refused.
 *
 * The allow-list rule (`mayAllowOrigin`): another origin is `https:`; or `http:` on a loopback host (`localhost`,
 * `127.0.0.1`, `[::1]`) while the page itself is on a loopback host, over http or https: a local development page
 * reaching a local stand-in or proxy. Anywhere else `http:` is refused (an https page would block it as mixed content
 * anyway; a page on a real host must not trust plain http).
 */

// Control characters (C0, DEL, C1) and whitespace inside a URL are a classic way to sneak a scheme past a check.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F\s]/;

export interface SafeUrlOptions {
  /** Extra origins allowed besides the page's own, e.g. ['https://www.google.com']. */
  allow?: readonly string[];
  /** The base to resolve relative URLs against; the page's URL by default. */
  base?: string;
}

/** This machine's host names as a URL spells them (`new URL(...).hostname`: lower case, IPv6 in brackets). */
const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])$/;

/**
 * Whether an allow-list may let a page at `page` (its URL) use `url`, an URL of another origin: `https:` always;
 * `http:` only on a loopback host and only while the page is an http(s) page on a loopback host too. Never else.
 */
export function mayAllowOrigin(url: URL, page: string | undefined): boolean {
  if (url.protocol === 'https:') return true;
  if (url.protocol !== 'http:' || !LOOPBACK.test(url.hostname)) return false;
  try {
    const at = new URL(page!);
    return /^https?:$/.test(at.protocol) && LOOPBACK.test(at.hostname);
  } catch {
    return false;
  }
}

/** The parsed URL when it is safe, and whether it is on the base's origin; null when it is not safe. One parse per URL. */
function checkUrl(input: unknown, options: SafeUrlOptions): { url: URL; sameOrigin: boolean } | null {
  if (typeof input !== 'string') return null;
  const raw = input.trim();
  if (!raw || CONTROL.test(raw)) return null;
  // Protocol-relative or backslash-led URLs leave the origin while looking like paths.
  if (/^[/\\]{2}/.test(raw) || /^\/\\/.test(raw) || raw.includes('\\')) return null;
  const base = options.base ?? globalThis.location?.href;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  // The page's origin without parsing its URL again (a 100-line cart drawer checks two URLs per line on each change).
  const baseOrigin = !base ? undefined : options.base === undefined ? globalThis.location.origin : new URL(base).origin;
  if (baseOrigin !== undefined && url.origin === baseOrigin) return { url, sameOrigin: true };
  const allowed = (options.allow ?? []).some((origin) => {
    try {
      return new URL(origin).origin === url.origin && mayAllowOrigin(url, base);
    } catch {
      return false;
    }
  });
  return allowed ? { url, sameOrigin: false } : null;
}

/** Returns the absolute URL when it is safe to navigate to or load, otherwise null. */
export function safeUrl(input: unknown, options: SafeUrlOptions = {}): string | null {
  return checkUrl(input, options)?.url.href ?? null;
}

/** True when `input` is a safe same-origin or allow-listed URL. */
export function isSafeUrl(input: unknown, options?: SafeUrlOptions): boolean {
  return safeUrl(input, options) !== null;
}

/** Joins an API base ("/api", "https://x/api/") and a path ("/payment/x") with exactly one slash. */
export function joinPath(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** A safe URL as a page path when it is on this origin ("/gift-cards"), else the absolute allow-listed URL. */
export function safeHref(input: unknown, options: SafeUrlOptions = {}): string | null {
  const checked = checkUrl(input, options);
  if (!checked) return null;
  const { url, sameOrigin } = checked;
  return sameOrigin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/**
 * A product page link from its seo URL and the chosen SKU (spec section 2: "product link built from seo URL with
 * optional sku query parameter"): `/p/tent-1001` + `sku-1001-2` -> `/p/tent-1001?sku=sku-1001-2`. Other query
 * parameters and the fragment are kept, a `sku` already there is replaced; without a SKU the URL is returned as given.
 * A string operation only: whether the link is safe is decided where it is shown (safeUrl).
 */
export function withSku(seoUrl: string | null, sku: string | null | undefined): string | null {
  if (!seoUrl || !sku) return seoUrl;
  const hashAt = seoUrl.indexOf('#');
  const hash = hashAt < 0 ? '' : seoUrl.slice(hashAt);
  const rest = hashAt < 0 ? seoUrl : seoUrl.slice(0, hashAt);
  const queryAt = rest.indexOf('?');
  const params = new URLSearchParams(queryAt < 0 ? '' : rest.slice(queryAt + 1));
  params.set('sku', sku);
  return `${queryAt < 0 ? rest : rest.slice(0, queryAt)}?${params}${hash}`;
}
