import { RECENT_SEARCHES_MAX, RECENTLY_VIEWED_MAX, SEARCH_TERM_MAX_LENGTH } from './constants';
import { local } from './storage';
import { safeUrl } from './url';

/**
 * What the shopper searched and viewed, kept in localStorage (keys documented in docs/api.md). Disabled, full or
 * corrupt storage reads as empty and never throws; a write that fails leaves the in-memory list intact.
 */
export const RECENT_SEARCHES_KEY = 'sg_recent_searches';
export const RECENTLY_VIEWED_KEY = 'sg_recently_viewed';

const normalize = (term: string) => term.trim().replace(/\s+/g, ' ');
// One pipe-joined value (spec section 3); `|` and `%` inside a term are percent-escaped so a term cannot split it.
const escapeTerm = (term: string) => term.replace(/%/g, '%25').replace(/\|/g, '%7C');
const unescapeTerm = (term: string) => term.replace(/%7C/gi, '|').replace(/%25/g, '%');

export function parseRecent(stored: string | null, max = RECENT_SEARCHES_MAX): string[] {
  if (!stored) return [];
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const raw of stored.split('|')) {
    const term = normalize(unescapeTerm(raw));
    const key = term.toLowerCase();
    if (!term || term.length > SEARCH_TERM_MAX_LENGTH || seen.has(key)) continue;
    seen.add(key);
    terms.push(term);
    if (terms.length >= max) break;
  }
  return terms;
}

export function serializeRecent(terms: readonly string[]): string {
  return terms.map(escapeTerm).join('|');
}

export function readRecentSearches(max = RECENT_SEARCHES_MAX): string[] {
  return parseRecent(local.get(RECENT_SEARCHES_KEY), max);
}

export function writeRecentSearches(terms: readonly string[]): boolean {
  return terms.length ? local.set(RECENT_SEARCHES_KEY, serializeRecent(terms)) : (local.remove(RECENT_SEARCHES_KEY), true);
}

export interface StoredViewed {
  id: string;
  timestamp: number;
  /** The SKU the shopper viewed (the cart drawer's "Recently viewed" adds it to the cart); older entries have none. */
  skuId?: string;
  product?: { name: string; url: string; imageUrl: string | null; price: number | null; priceAt: number };
}

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function isStoredViewed(value: unknown): value is StoredViewed {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'string' || !v.id || !isFiniteNumber(v.timestamp)) return false;
  if (v.skuId !== undefined && (typeof v.skuId !== 'string' || !v.skuId)) return false;
  if (v.product === undefined) return true;
  const p = v.product as Record<string, unknown> | null;
  return (
    !!p &&
    typeof p.name === 'string' &&
    typeof p.url === 'string' &&
    (p.imageUrl === null || typeof p.imageUrl === 'string') &&
    (p.price === null || isFiniteNumber(p.price)) &&
    isFiniteNumber(p.priceAt)
  );
}

/** Recently viewed products, newest first; invalid entries are dropped one by one, not the whole list. */
export function readRecentlyViewed(max = RECENTLY_VIEWED_MAX): StoredViewed[] {
  const list = local.getJSON(RECENTLY_VIEWED_KEY, (v): v is unknown[] => Array.isArray(v));
  return (list ?? []).filter(isStoredViewed).slice(0, max);
}

export function writeRecentlyViewed(list: readonly StoredViewed[]): boolean {
  return local.setJSON(RECENTLY_VIEWED_KEY, list.slice(0, RECENTLY_VIEWED_MAX));
}

export interface ViewedProductInput {
  id: string;
  name: string;
  url: string;
  imageUrl?: string | null;
  price?: number | null;
  /** The SKU on show (optional): lets the cart drawer's "Recently viewed" add it to the cart. */
  skuId?: string | null;
}

/**
 * Records a product page view (for the zero-query panel's "Recently viewed"). A product page calls this, or
 * dispatches `sg-product-view` with the same detail. Invalid input or an unsafe URL is ignored.
 */
export function recordProductView(input: ViewedProductInput, now = Date.now()): boolean {
  if (!input || typeof input.id !== 'string' || !input.id || typeof input.name !== 'string' || !safeUrl(input.url)) return false;
  const entry: StoredViewed = {
    id: input.id,
    timestamp: now,
    ...(typeof input.skuId === 'string' && input.skuId.trim() ? { skuId: input.skuId.trim() } : {}),
    product: {
      name: input.name,
      url: input.url,
      imageUrl: typeof input.imageUrl === 'string' ? input.imageUrl : null,
      price: isFiniteNumber(input.price) ? input.price : null,
      priceAt: now,
    },
  };
  return writeRecentlyViewed([entry, ...readRecentlyViewed().filter((v) => v.id !== input.id)]);
}
