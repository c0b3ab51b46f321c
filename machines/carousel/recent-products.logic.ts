import type { PurchasedProduct } from '../../src/core/api/recently-purchased';
import {
  CAROUSEL_BREAKPOINTS_PX,
  CAROUSEL_SLIDE_MIN_WIDTH,
  CAROUSEL_SLIDES_MIN,
  RECENTLY_PURCHASED_MAX,
  RECENTLY_VIEWED_MAX,
  RECENTLY_VIEWED_PRICE_STALE_MS,
} from '../../src/core/constants';
import type { StoredViewed } from '../../src/core/search-history';
import { safeUrl } from '../../src/core/url';
import { staleViewed } from '../search/search.logic';
import type { CarouselItem, RecentList } from './recent-products.types';

/** Pure rules of the cart drawer's product carousels (spec sections 3, 9): their lists and their positions. */

const text = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;
const price = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

/** An item, or null when a field the slide needs is missing or its link could never be followed. */
export function carouselItem(raw: {
  productId?: unknown;
  skuId?: unknown;
  name?: unknown;
  url?: unknown;
  imageUrl?: unknown;
  price?: unknown;
}): CarouselItem | null {
  if (!text(raw.productId) || !text(raw.name) || !text(raw.url) || safeUrl(raw.url) === null) return null;
  return {
    productId: raw.productId,
    skuId: text(raw.skuId) ? raw.skuId.trim() : null,
    name: raw.name.trim(),
    url: raw.url,
    imageUrl: text(raw.imageUrl) ? raw.imageUrl : null,
    price: price(raw.price),
  };
}

const oldest = (times: readonly number[]): number | null => (times.length ? Math.min(...times) : null);

/**
 * Recently viewed as stored (newest first, at most 8): the entries with details are shown at once; a price older than
 * 15 minutes (the search panel's rule, `staleViewed`) is not shown until it is refreshed. `needsLoad` when an entry
 * is stale or has no details yet.
 */
export function viewedList(stored: readonly StoredViewed[], now: number): RecentList & { needsLoad: boolean } {
  const list = stored.slice(0, RECENTLY_VIEWED_MAX);
  const stale = new Set(staleViewed(list, now));
  const fresh: number[] = [];
  const items = list.flatMap((v) => {
    if (!v.product) return [];
    const isStale = stale.has(v.id);
    if (!isStale && v.product.price !== null) fresh.push(v.product.priceAt);
    const item = carouselItem({ ...v.product, productId: v.id, skuId: v.skuId, price: isStale ? null : v.product.price });
    return item ? [item] : [];
  });
  return { items, at: now, oldestPriceAt: oldest(fresh), needsLoad: stale.size > 0 };
}

/** Recently purchased as answered (search products plus the SKU bought), at most 8, all priced `now`. */
export function purchasedList(products: readonly PurchasedProduct[], now: number): RecentList {
  const items = products.flatMap((p) => {
    const item = carouselItem({ productId: p.id, skuId: p.skuId, name: p.name, url: p.seoUrl, imageUrl: p.imageUrl, price: p.defaultSkuPrice?.salePrice });
    return item ? [item] : [];
  });
  const shown = items.slice(0, RECENTLY_PURCHASED_MAX);
  return { items: shown, at: now, oldestPriceAt: shown.some((i) => i.price !== null) ? now : null };
}

/**
 * How long the list shown stays good: until its oldest price is 15 minutes old (then it is refreshed); null when no
 * price is shown (nothing to refresh).
 */
export function priceStaleDelay(list: Pick<RecentList, 'at' | 'oldestPriceAt'>, staleMs = RECENTLY_VIEWED_PRICE_STALE_MS): number | null {
  // `staleViewed` counts a price stale once strictly older than 15 minutes: 1 ms past it.
  return list.oldestPriceAt === null ? null : Math.max(1, list.oldestPriceAt + staleMs + 1 - list.at);
}

/** The spec's slides per view for a viewport width: 2 below 1024 px, 3 from 1024, 4 from 1350, 5 from 1720. */
export function specSlidesPerView(viewportWidth: number): number {
  return CAROUSEL_SLIDES_MIN + CAROUSEL_BREAKPOINTS_PX.filter((from) => viewportWidth >= from).length;
}

/**
 * Slides per view: the spec's count for the viewport, but no more than fit the carousel's own width at
 * CAROUSEL_SLIDE_MIN_WIDTH each (the drawer is narrow: 5 slides of a 1720 px viewport would not fit its 420 px), and
 * at least 1.
 */
export function slidesPerView(viewportWidth: number, containerWidth: number, minSlide = CAROUSEL_SLIDE_MIN_WIDTH): number {
  const fit = containerWidth > 0 ? Math.floor(containerWidth / minSlide) : CAROUSEL_SLIDES_MIN;
  return Math.max(1, Math.min(specSlidesPerView(viewportWidth), fit));
}

/** The first slide shown, kept in bounds: 0 to `total - perView` (0 when all fit). */
export function clampStart(start: number, total: number, perView: number): number {
  return Math.max(0, Math.min(Math.trunc(start) || 0, total - perView));
}

/** The window of slides shown from `start`, and whether Previous and Next can move. */
export function slideWindow(start: number, total: number, perView: number) {
  const first = clampStart(start, total, perView);
  const last = Math.min(total, first + perView) - 1;
  return { first, last, hasPrevious: first > 0, hasNext: last < total - 1 };
}

/** Previous (-1) or Next (+1): one view's worth of slides, stopping at the ends. */
export function moveStart(start: number, direction: -1 | 1, total: number, perView: number): number {
  return clampStart(clampStart(start, total, perView) + direction * perView, total, perView);
}
