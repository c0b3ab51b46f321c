import { http, HttpResponse } from 'msw';
import { categories, findProduct, findProducts, popularTerms, products, redirects, type ProductListItem } from '../data/products';
import { withFaults } from '../faults';

/**
 * The search service of the reference API: type-ahead suggestions, popular terms, site-search redirects, products by
 * id (ours: refreshes recently viewed prices) and the generated product images.
 */

const MAX_TERMS = 8;
const MAX_CATEGORIES = 5;
const MAX_PRODUCTS = 8;
const POPULAR_DEFAULT = 5;
const POPULAR_MAX = 20;

/** Lowercase words of a text: apostrophes dropped ("Men's" -> "mens"), split on anything not a letter or digit. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Lowercase, trimmed, single spaces. */
const normalize = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** Every query word is a prefix of some word of the texts. */
function matchesAll(query: readonly string[], ...texts: string[]): boolean {
  const candidates = texts.flatMap(words);
  return query.length > 0 && query.every((part) => candidates.some((word) => word.startsWith(part)));
}

interface Candidate {
  term: string;
  /** 0: the phrase starts with the keyword; 1: its words merely match. */
  rank: number;
  /** 0: popular term, 1: category, 2: product name. */
  source: number;
  count: number;
}

function suggest(keyword: string) {
  const phrase = normalize(keyword);
  const query = words(keyword);

  const found = products.filter((product) => matchesAll(query, product.name, product.manufacturer, product.categoryName));
  // Products whose own name matches come before those found through their brand or category only.
  const inName = (product: ProductListItem) => (matchesAll(query, product.name) ? 0 : 1);
  const matchingProducts = found
    .map((product, index) => ({ product, index }))
    .sort((a, b) => inName(a.product) - inName(b.product) || a.index - b.index)
    .map(({ product }) => product);

  const candidates = new Map<string, Candidate>();
  const add = (term: string, source: number, count = 0) => {
    const key = normalize(term);
    if (candidates.has(key)) return;
    candidates.set(key, { term: key, rank: key.startsWith(phrase) ? 0 : 1, source, count });
  };
  for (const popular of popularTerms) if (normalize(popular.term).startsWith(phrase)) add(popular.term, 0, popular.count);
  for (const product of found) if (matchesAll(query, product.categoryName)) add(product.categoryName, 1);
  for (const product of found) if (matchesAll(query, product.name)) add(product.name, 2);
  const suggestions = [...candidates.values()]
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        a.source - b.source ||
        b.count - a.count ||
        a.term.length - b.term.length ||
        a.term.localeCompare(b.term),
    )
    .slice(0, MAX_TERMS)
    .map(({ term }) => ({ term }));

  return {
    suggestions,
    categories: categories
      .filter((category) => matchesAll(query, category.name))
      .slice(0, MAX_CATEGORIES)
      .map(({ name, seoUrl }) => ({ name, seoUrl })),
    products: matchingProducts.slice(0, MAX_PRODUCTS),
  };
}

function popular(url: URL) {
  const asked = Number.parseInt(url.searchParams.get('resultCount') ?? '', 10);
  const count = Number.isFinite(asked) && asked > 0 ? Math.min(asked, POPULAR_MAX) : POPULAR_DEFAULT;
  const ascending = url.searchParams.get('order')?.toLowerCase() === 'asc';
  const sorted = [...popularTerms].sort((a, b) => (ascending ? a.count - b.count : b.count - a.count));
  return { terms: sorted.slice(0, count).map(({ term }) => ({ term })) };
}

const xml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

/** Up to two initials of the product name, ignoring markup-looking parts ("<img ...> Trail Runner" -> "TR"). */
function initials(name: string): string {
  const letters = words(name.replace(/<[^>]*>/g, ' '))
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

function hue(id: string): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

function productImage(product: ProductListItem): string {
  const h = hue(product.id);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img">',
    `<title>${xml(product.name)}</title>`,
    `<rect width="200" height="200" fill="hsl(${h} 60% 42%)"/>`,
    `<circle cx="100" cy="100" r="64" fill="hsl(${h} 70% 92%)" opacity="0.25"/>`,
    '<text x="100" y="100" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="64"',
    ` font-weight="700" fill="#fff">${xml(initials(product.name))}</text>`,
    '</svg>',
  ].join('');
}

export const searchHandlers = [
  http.get(
    '*/search/v2/productSuggestions',
    withFaults('productSuggestions', ({ request }: { request: Request }) => {
      const keyword = new URL(request.url).searchParams.get('keyword')?.trim() ?? '';
      if (!keyword) {
        return HttpResponse.json(
          { errors: [{ errorKey: '_ERR_INVALID_KEYWORD', errorMessage: 'A keyword is required' }] },
          { status: 400 },
        );
      }
      return HttpResponse.json(suggest(keyword));
    }),
  ),
  http.get(
    '*/search/v2/fetchpopularterms',
    withFaults('popularTerms', ({ request }: { request: Request }) => HttpResponse.json(popular(new URL(request.url)))),
  ),
  http.get(
    '*/search/sitesearch/v2',
    withFaults('siteSearch', ({ request }: { request: Request }) => {
      const term = normalize(new URL(request.url).searchParams.get('searchTerm') ?? '');
      const redirectUrl = Object.hasOwn(redirects, term) ? redirects[term] : undefined;
      return HttpResponse.json({ redirectUrl: redirectUrl ?? null });
    }),
  ),
  http.get(
    '*/search/v2/products',
    withFaults('productsByIds', ({ request }: { request: Request }) => {
      const ids = (new URL(request.url).searchParams.get('ids') ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      return HttpResponse.json({ products: findProducts([...new Set(ids)]) });
    }),
  ),
  http.get('*/mock-images/:id.svg', ({ params }) => {
    const product = typeof params.id === 'string' ? findProduct(params.id) : undefined;
    if (!product) return new HttpResponse('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
    return new HttpResponse(productImage(product), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' },
    });
  }),
];
