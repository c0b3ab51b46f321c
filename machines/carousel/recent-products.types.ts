import type { ApiSettings } from '../../src/core/api';

/** Which list a carousel shows: recently viewed (everyone) or recently purchased (a registered shopper). */
export type RecentKind = 'viewed' | 'purchased';

/** A product on a slide: what the view needs, and what "Add to cart", the heart and a quick view act on. */
export interface CarouselItem {
  productId: string;
  /** The SKU to add; null when unknown (an older recently viewed entry): the slide then has no "Add to cart". */
  skuId: string | null;
  name: string;
  /** The product's seo URL as the API gave it (the view builds the link with `withSku` and the safe-URL check). */
  url: string;
  imageUrl: string | null;
  /** Null: no price known, or one older than 15 minutes waiting for its refresh. */
  price: number | null;
}

/** The items with when their prices were read (the staleness refresh in `ready` follows the oldest). */
export interface RecentList {
  items: CarouselItem[];
  /** When the list was read (ms since epoch). */
  at: number;
  /** The oldest price's time, or null when no item has a price. */
  oldestPriceAt: number | null;
}

export interface RecentProductsContext extends RecentList {
  kind: RecentKind;
  api: ApiSettings;
  /** The spec's lazy-load delay still to wait before the first call (10000 ms counted from the page's start). */
  lazyDelayMs: number;
  /** Whether the list shown needs the call (stale or missing details, or nothing read yet). */
  needsLoad: boolean;
}

export interface RecentProductsInput {
  kind: RecentKind;
  api?: ApiSettings;
  /** Default: the spec's 10000 ms. */
  lazyDelayMs?: number;
  /** What is known without a call (recently viewed from storage): shown at once. */
  initial?: RecentList & { needsLoad: boolean };
  /** Now (ms since epoch), for an empty initial list. */
  now?: number;
}

export type RecentProductsEvent = { type: 'LIST.RETRY' } | { type: 'API.CHANGE'; api: ApiSettings };

/** Input of the `loadProducts` actor. */
export interface LoadProductsInput {
  kind: RecentKind;
  api: ApiSettings;
}
