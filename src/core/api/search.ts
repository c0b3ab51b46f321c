import * as v from 'valibot';
import { TYPEAHEAD_TIMEOUT_MS } from '../constants';
import { request } from './client';
import { listOf } from './schemas';

/**
 * The search service (spec section 7, api-contract.md "Search"). Responses are validated item by item: a malformed
 * item is dropped, not the whole group, and missing arrays read as empty.
 */

const text = v.pipe(v.string(), v.trim(), v.minLength(1));

const Price = v.looseObject({
  salePrice: v.pipe(v.number(), v.finite(), v.minValue(0)),
  listPrice: v.optional(v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0)))),
  priceMessage: v.optional(v.nullable(v.string())),
});

const Product = v.object({
  id: v.pipe(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), v.string(), v.minLength(1)),
  name: text,
  seoUrl: text,
  imageUrl: v.optional(v.nullable(v.string()), null),
  manufacturer: v.optional(v.nullable(v.string()), null),
  parentSkuId: v.optional(v.nullable(v.string()), null),
  defaultSkuPrice: v.optional(v.nullable(Price), null),
});

export type Product = v.InferOutput<typeof Product>;

const SuggestionsResponse = v.object({
  suggestions: listOf(v.object({ term: text })),
  categories: listOf(v.object({ name: text, seoUrl: text })),
  products: listOf(Product),
});

export type Suggestions = v.InferOutput<typeof SuggestionsResponse>;

const PopularResponse = v.object({ terms: listOf(v.object({ term: text })) });
const SiteSearchResponse = v.object({ redirectUrl: v.optional(v.nullable(v.string()), null) });
/** `{ products: [ ProductListItem ] }`, also the answer of productsByUpc (media-search.ts). */
export const ProductsResponse = v.object({ products: listOf(Product) });

export interface SearchCallOptions {
  base?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** Type-ahead suggestions; the spec's type-ahead timeout (200 ms) applies unless overridden. */
export function fetchSuggestions(keyword: string, options: SearchCallOptions = {}): Promise<Suggestions> {
  return request({
    base: options.base,
    path: '/search/v2/productSuggestions',
    query: { keyword },
    signal: options.signal,
    timeoutMs: options.timeoutMs ?? TYPEAHEAD_TIMEOUT_MS,
    schema: SuggestionsResponse,
  });
}

export function fetchPopularTerms(resultCount: number, options: SearchCallOptions = {}): Promise<string[]> {
  return request({
    base: options.base,
    path: '/search/v2/fetchpopularterms',
    query: { resultCount, sortBy: 'count', order: 'desc' },
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    schema: PopularResponse,
  }).then((r) => r.terms.map((t) => t.term));
}

/** Whether a submitted term redirects (e.g. "gift cards" -> /gift-cards). The caller checks the URL is safe. */
export function fetchSiteSearchRedirect(searchTerm: string, options: SearchCallOptions = {}): Promise<string | null> {
  return request({
    base: options.base,
    path: '/search/sitesearch/v2',
    query: { searchTerm },
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    schema: SiteSearchResponse,
  }).then((r) => r.redirectUrl?.trim() || null);
}

/** Current details of products by id (our call: refreshes recently viewed prices). */
export function fetchProductsByIds(ids: readonly string[], options: SearchCallOptions = {}): Promise<Product[]> {
  return request({
    base: options.base,
    path: '/search/v2/products',
    query: { ids: ids.join(',') },
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    schema: ProductsResponse,
  }).then((r) => r.products);
}

/** The product item's schema, for the other calls that answer products (recently-purchased.ts). */
export const ProductSchema = Product;
