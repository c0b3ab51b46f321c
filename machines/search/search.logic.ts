import { safeUrl } from '../../src/core/url';
import {
  AUTO_SUGGEST_MIN_CHARS,
  RECENTLY_VIEWED_PRICE_STALE_MS,
  SEARCH_TERM_MAX_LENGTH,
  TYPEAHEAD_DELAY_DESKTOP_MS,
  TYPEAHEAD_DELAY_MOBILE_MS,
} from '../../src/core/constants';
import type { ConfigLink, SearchCaps, SearchContext, SearchInput, SearchOption, Suggestions, ViewedProduct } from './search.types';

/** Pure rules of search (spec sections 3, 5 and 9). */

export const DEFAULT_CAPS: SearchCaps = { terms: 6, categories: 3, products: 4, recent: 5, popular: 5, viewed: 8 };

/** The acceptable-character rule: letters, digits, space, `&`, `/`, `-`, `.`. */
export const ACCEPTABLE_TERM = /^[\p{L}\p{N}\s&/.-]*$/u;

/** The stripping pattern: what does not count towards the minimum (spaces and the allowed punctuation). */
export const STRIP_PATTERN = /[\s&/.-]/gu;

/** Cuts the box's text to the term limit (510) without splitting a surrogate pair. */
export function clampTerm(value: string, max = SEARCH_TERM_MAX_LENGTH): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** The query sent for a term: trimmed, inner whitespace collapsed. */
export function toQuery(term: string): string {
  return term.trim().replace(/\s+/g, ' ');
}

/**
 * Type-ahead runs only for a term made of acceptable characters with at least `minChars` characters once the
 * stripping pattern is removed. Anything else is never sent.
 */
export function isQueryable(term: string, minChars = AUTO_SUGGEST_MIN_CHARS): boolean {
  const query = toQuery(term);
  if (!ACCEPTABLE_TERM.test(query)) return false;
  return query.replace(STRIP_PATTERN, '').length >= minChars;
}

export { parseRecent, serializeRecent } from '../../src/core/search-history';

/** Adds a term to the front; a case-insensitive repeat moves to the front; at most `max`. */
export function addRecent(terms: readonly string[], term: string, max: number): string[] {
  const clean = toQuery(term);
  if (!clean) return [...terms];
  const key = clean.toLowerCase();
  return [clean, ...terms.filter((t) => t.toLowerCase() !== key)].slice(0, max);
}

export function removeRecent(terms: readonly string[], term: string): string[] {
  const key = term.toLowerCase();
  return terms.filter((t) => t.toLowerCase() !== key);
}

/** Splits `text` into parts, marking (case-insensitively) where the typed query occurs. Never HTML. */
export function highlight(text: string, query: string): Array<{ text: string; match: boolean }> {
  const needle = toQuery(query).toLowerCase();
  if (!needle) return [{ text, match: false }];
  const parts: Array<{ text: string; match: boolean }> = [];
  const haystack = text.toLowerCase();
  let from = 0;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

/** Recently viewed entries whose price is missing or older than 15 minutes. */
export function staleViewed(viewed: readonly ViewedProduct[], now: number): string[] {
  return viewed.filter((v) => !v.product || now - v.product.priceAt > RECENTLY_VIEWED_PRICE_STALE_MS).map((v) => v.id);
}

/** What the products call answers for a stale entry (src/core/api `Product`, the fields used). */
export interface FreshDetails {
  id: string;
  name: string;
  seoUrl: string;
  imageUrl: string | null;
  defaultSkuPrice?: { salePrice: number } | null;
}

/**
 * The stored list with the stale entries' details replaced by the answer's, priced `now`; an entry the API no longer
 * knows is dropped rather than shown with an old price. Other fields of an entry (its `skuId`) are kept.
 */
export function withFreshDetails<T extends ViewedProduct>(viewed: readonly T[], stale: readonly string[], fresh: readonly FreshDetails[], now: number): T[] {
  const byId = new Map(fresh.map((p) => [p.id, p]));
  return viewed.flatMap((v): T[] => {
    if (!stale.includes(v.id)) return [v];
    const p = byId.get(v.id);
    if (!p) return [];
    return [{ ...v, product: { name: p.name, url: p.seoUrl, imageUrl: p.imageUrl, price: p.defaultSkuPrice?.salePrice ?? null, priceAt: now } }];
  });
}

/** Whether the box shows suggestions (a queryable term) rather than the zero-query panel. */
export function showsSuggestions(context: Pick<SearchContext, 'term' | 'minChars'>): boolean {
  return isQueryable(context.term, context.minChars);
}

/**
 * Links that fail the URL rule (`javascript:`, `data:`, `//host`, another origin) are dropped before the groups are
 * capped and counted: they could never be followed, and valid ones take their slots.
 */
const isLinkable = (url: unknown) => safeUrl(url) !== null;

const link = (kind: SearchOption['kind'], prefix: string) => (l: ConfigLink, i: number): SearchOption => ({
  id: `${prefix}-${i}`,
  kind,
  label: l.label,
  value: l.url,
  imageUrl: l.imageUrl ?? null,
  price: l.price ?? null,
});

/** The zero-query panel's options: recent, popular, recently viewed, featured categories, recommendations. */
export function zeroQueryOptions(context: SearchContext): SearchOption[] {
  const { caps } = context;
  return [
    ...context.recent.slice(0, caps.recent).map((t, i) => ({ id: `recent-${i}`, kind: 'recent' as const, label: t, value: t })),
    ...(context.popular ?? []).slice(0, caps.popular).map((t, i) => ({ id: `popular-${i}`, kind: 'popular' as const, label: t, value: t })),
    ...context.viewed
      .filter((v) => v.product && isLinkable(v.product.url))
      .slice(0, caps.viewed)
      .map((v, i) => ({
        id: `viewed-${i}`,
        kind: 'viewed' as const,
        label: v.product!.name,
        value: v.product!.url,
        imageUrl: v.product!.imageUrl,
        price: v.product!.price,
      })),
    ...context.featured.filter((l) => isLinkable(l.url)).map(link('featured', 'featured')),
    ...context.recommendations.filter((l) => isLinkable(l.url)).map(link('recommendation', 'recommendation')),
  ];
}

/** The suggestion options for the shown results, capped per group. */
export function suggestionOptions(suggestions: Suggestions, caps: SearchCaps): SearchOption[] {
  return [
    ...suggestions.suggestions.slice(0, caps.terms).map((s, i) => ({ id: `term-${i}`, kind: 'term' as const, label: s.term, value: s.term })),
    ...suggestions.categories.filter((c) => isLinkable(c.seoUrl)).slice(0, caps.categories).map((c, i) => ({ id: `category-${i}`, kind: 'category' as const, label: c.name, value: c.seoUrl })),
    ...suggestions.products.filter((p) => isLinkable(p.seoUrl)).slice(0, caps.products).map((p, i) => ({
      id: `product-${i}`,
      kind: 'product' as const,
      label: p.name,
      value: p.seoUrl,
      imageUrl: p.imageUrl,
      price: p.defaultSkuPrice?.salePrice ?? null,
      productId: p.id,
    })),
  ];
}

/**
 * The results that may be shown for the current term: the answer for this query, or, while the next answer is on
 * its way, the answer for a query this one extends or shortens ("tent" -> "tents"). Results of an unrelated earlier
 * query are never shown.
 */
export function currentResults(context: Pick<SearchContext, 'term' | 'results'>): Suggestions | null {
  const r = context.results;
  if (!r) return null;
  const query = toQuery(context.term).toLowerCase();
  const shown = r.query.toLowerCase();
  return query.startsWith(shown) || shown.startsWith(query) ? r.suggestions : null;
}

/** Every option the listbox shows now, in order (arrow keys walk this list). */
export function visibleOptions(context: SearchContext, suggestionsFailed = false): SearchOption[] {
  if (showsSuggestions(context) && !suggestionsFailed) {
    const results = currentResults(context);
    return results ? suggestionOptions(results, context.caps) : [];
  }
  return zeroQueryOptions(context);
}

/** The next highlighted option id for a key (wrapping like the APG combobox example). */
export function moveHighlight(
  options: readonly SearchOption[],
  current: string | null,
  move: 'next' | 'prev' | 'first' | 'last',
): string | null {
  if (!options.length) return null;
  const index = current ? options.findIndex((o) => o.id === current) : -1;
  switch (move) {
    case 'first':
      return options[0]!.id;
    case 'last':
      return options[options.length - 1]!.id;
    case 'next':
      return options[index < 0 || index >= options.length - 1 ? 0 : index + 1]!.id;
    case 'prev':
      return options[index <= 0 ? options.length - 1 : index - 1]!.id;
  }
}

/** Whether the shown results for the current term are empty (the "no results" state). */
export function hasNoResults(context: SearchContext): boolean {
  const r = context.results;
  if (!r || r.query !== toQuery(context.term)) return false;
  return !r.suggestions.suggestions.length && !r.suggestions.categories.length && !r.suggestions.products.length;
}

/** The search results page URL for a term. */
export function searchUrl(term: string): string {
  return `/search?searchTerm=${encodeURIComponent(toQuery(term))}`;
}

/** The term of a results page URL (`/search?searchTerm=`), or null elsewhere. */
export function termFromUrl(href: string): string | null {
  try {
    const url = new URL(href);
    if (url.pathname.replace(/\/+$/, '') !== '/search') return null;
    const term = url.searchParams.get('searchTerm');
    return term ? clampTerm(term) : null;
  } catch {
    return null;
  }
}

/**
 * The machine's first context for `input` (the machine's `context`, and the search box's view before the machine has
 * arrived: Search.tsx loads it after the first paint).
 */
export function initialSearchContext(input: SearchInput | undefined): SearchContext {
  return {
    term: clampTerm(input?.term ?? ''),
    results: null,
    highlighted: null,
    recent: [],
    popular: null,
    viewed: [],
    featured: input?.featured ?? [],
    recommendations: input?.recommendations ?? [],
    mobile: input?.mobile ?? false,
    minChars: input?.minChars ?? AUTO_SUGGEST_MIN_CHARS,
    debounceMs: {
      desktop: input?.debounceMs?.desktop ?? TYPEAHEAD_DELAY_DESKTOP_MS,
      mobile: input?.debounceMs?.mobile ?? TYPEAHEAD_DELAY_MOBILE_MS,
    },
    caps: { ...DEFAULT_CAPS, ...input?.caps },
    api: input?.api ?? {},
    pending: null,
    removed: null,
  };
}
