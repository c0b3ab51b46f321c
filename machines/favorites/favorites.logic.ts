import { ApiError, isAbortError } from '../../src/core/api';
import { parseFavoritesMap, type FavoritesMap } from '../../src/core/api/profile';
import { FAVORITES_MERGE_MAX_ATTEMPTS } from '../../src/core/constants';

/**
 * Favorites rules (spec sections 4, 6, 7; api-contract.md "Favorites"): the guest map of localStorage
 * `sg_guest_favorites`, the merge's retry policy (one retry: 2 attempts at most; 401/403 never retried). Pure.
 */

/** A stored guest map as the service expects it; anything unreadable reads as empty. */
export function readGuestMap(value: unknown): FavoritesMap {
  return parseFavoritesMap(value);
}

export const isMapEmpty = (map: FavoritesMap) => Object.keys(map).length === 0;

/** Adds (with `skuId` and `addedAt`) or removes `productId`; returns the new map and whether it is now a favorite. */
export function toggleInMap(map: FavoritesMap, productId: string, skuId: string | null, now: number): { map: FavoritesMap; favorite: boolean } {
  if (Object.hasOwn(map, productId)) {
    const next = { ...map };
    delete next[productId];
    return { map: next, favorite: false };
  }
  return { map: { ...map, [productId]: { skuId: skuId || null, addedAt: now } }, favorite: true };
}

/** A 401/403: the session is over; such a merge is not retried. */
export function isAuthFailure(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && (error.status === 401 || error.status === 403);
}

/**
 * Whether a failed merge attempt (1-based `attempt`) gets another: anything but an abort or a 401/403 is retried,
 * as long as fewer than `FAVORITES_MERGE_MAX_ATTEMPTS` (2) were made.
 */
export function shouldRetryMerge(error: unknown, attempt: number): boolean {
  if (isAbortError(error) || isAuthFailure(error)) return false;
  return attempt < FAVORITES_MERGE_MAX_ATTEMPTS;
}

/** A product id as the element receives it (`toggleFavorite({ productId })`): trimmed text, else null. */
export function normalizeProductId(value: unknown): string | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  return text && text.length <= 64 ? text : null;
}
