// Search
export const TYPEAHEAD_DELAY_DESKTOP_MS = 100;
export const TYPEAHEAD_DELAY_MOBILE_MS = 100;
export const TYPEAHEAD_TIMEOUT_MS = 200;
export const AUTO_SUGGEST_MIN_CHARS = 2;
export const SEARCH_TERM_MAX_LENGTH = 510;
export const RECENT_SEARCHES_MAX = 5;
export const RECENTLY_VIEWED_MAX = 8;
export const RECENTLY_VIEWED_MAX_SIGNED_IN = 8;
export const RECENTLY_VIEWED_PRICE_STALE_MS = 15 * 60 * 1000;
export const RECENTLY_VIEWED_LAZY_DELAY_MS = 10000;
// The spec's "search focus delay" (500 ms). Unused, on purpose: the search box is always in the bar, so the shopper's
// own tap or click focuses it; no script moves focus into it after an opening animation, which is where such a delay
// belongs. Delaying focus the shopper asked for would lose the first keystrokes typed (issue 21.12).
export const SEARCH_FOCUS_DELAY_MS = 500;
export const SEARCH_SOURCES = [
  'regular',
  'type_ahead',
  'null_search',
  'redirect_search',
  'recent_search',
  'popular_search',
  'voice_search',
  'barcode_search',
  'qrcode_search',
] as const;
export type SearchSource = (typeof SEARCH_SOURCES)[number];
export const SEARCH_SORTS = [
  'brandAsc',
  'mostViewed',
  'newArrival',
  'priceAsc',
  'priceDesc',
  'topRated',
  'topSeller',
  'mostRelevent',
] as const;
