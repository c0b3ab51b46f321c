import type { SearchSource } from '../../src/core/constants';
import type { Product, Suggestions } from '../../src/core/api';

/** A recently viewed product as stored (spec: id + timestamp, max 8) with the details last fetched for it. */
export interface ViewedProduct {
  id: string;
  /** When the shopper viewed it (ms since epoch). */
  timestamp: number;
  product?: {
    name: string;
    url: string;
    imageUrl: string | null;
    price: number | null;
    /** When the price was fetched; older than 15 minutes is refreshed. */
    priceAt: number;
  };
}

/** A link from the page's configuration (featured categories, recommendations). */
export interface ConfigLink {
  label: string;
  url: string;
  imageUrl?: string | null;
  price?: number | null;
}

export interface SearchCaps {
  terms: number;
  categories: number;
  products: number;
  recent: number;
  popular: number;
  viewed: number;
}

export type OptionKind =
  | 'recent'
  | 'popular'
  | 'viewed'
  | 'featured'
  | 'recommendation'
  | 'term'
  | 'category'
  | 'product';

/** One selectable row of the listbox, in display order. */
export interface SearchOption {
  id: string;
  kind: OptionKind;
  label: string;
  /** Terms for search kinds; a URL for link kinds. */
  value: string;
  imageUrl?: string | null;
  price?: number | null;
  /** A product suggestion's product id (its quick view). */
  productId?: string | null;
}

export interface SearchContext {
  /** What is in the box, cut to the term limit. */
  term: string;
  /** The suggestions shown and the query they answer; never those of an older query than one already shown. */
  results: { query: string; suggestions: Suggestions } | null;
  highlighted: string | null;
  recent: string[];
  popular: string[] | null;
  viewed: ViewedProduct[];
  featured: ConfigLink[];
  recommendations: ConfigLink[];
  mobile: boolean;
  minChars: number;
  debounceMs: { desktop: number; mobile: number };
  caps: SearchCaps;
  /** API settings the actors use: the element's `api-base` and type-ahead timeout. */
  api: { base?: string; typeaheadTimeoutMs?: number };
  /** The pending submission while the redirect check runs. */
  pending: { term: string; source: SearchSource; position: number | null } | null;
  /** The recent search just removed (said in the live region) until the term or the panel changes. */
  removed: string | null;
}

export interface SearchInput {
  term?: string;
  minChars?: number;
  debounceMs?: { desktop?: number; mobile?: number };
  caps?: Partial<SearchCaps>;
  featured?: ConfigLink[];
  recommendations?: ConfigLink[];
  mobile?: boolean;
  api?: { base?: string; typeaheadTimeoutMs?: number };
}

export type SearchEvent =
  | { type: 'INPUT.FOCUS' }
  | { type: 'INPUT.CHANGE'; value: string }
  | { type: 'INPUT.CLEAR' }
  | { type: 'INPUT.SUBMIT' }
  | { type: 'LIST.NEXT' }
  | { type: 'LIST.PREV' }
  | { type: 'LIST.FIRST' }
  | { type: 'LIST.LAST' }
  | { type: 'LIST.CLEAR_HIGHLIGHT' }
  | { type: 'OPTION.HIGHLIGHT'; id: string }
  | { type: 'OPTION.SELECT'; id: string }
  | { type: 'RECENT.REMOVE'; term: string }
  | { type: 'RECENT.CLEAR' }
  | { type: 'PANEL.CLOSE' }
  | { type: 'VIEWPORT.CHANGE'; mobile: boolean }
  | { type: 'CONFIG.CHANGE'; config: Omit<SearchInput, 'term' | 'mobile' | 'caps'> & { debounceMs?: { desktop?: number; mobile?: number } } }
  /**
   * A search from another flow (voice, barcode, QR). With `url` (a barcode: its product page or
   * `/search?searchTerm=`) it goes there without the site-search redirect check; a URL that is not same-origin is ignored.
   */
  | { type: 'SEARCH.RUN'; term: string; source: SearchSource; url?: string };

export type SearchEmitted =
  /** `position`: the chosen option's place in the list shown (1 = first), for a search chosen from it; else null. */
  | { type: 'submit'; term: string; source: SearchSource; url: string; position: number | null }
  | { type: 'navigate'; url: string; kind: OptionKind; label: string; position: number };

export type { Product, Suggestions };
