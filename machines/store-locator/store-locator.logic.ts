import { ApiError, isPostalCodeNotFound } from '../../src/core/api';
import { POSTAL_CODE_NO_RESULT_KEY } from '../../src/core/api/stores';
import { isLocationDenied } from '../../src/core/geolocation';
import { STORE_SEARCH_RADIUS } from '../../src/core/constants';
import type { LocatorText } from './store-locator.types';

/** The flyout's messages that depend on a search's outcome, as keys (the view words them: `storeLocatorMessages`). */
export const ZIP_INVALID = { key: 'zipInvalid' } as const satisfies LocatorText;
export const STORES_FAILED = { key: 'storesFailed' } as const satisfies LocatorText;
export const LOCATION_DENIED = { key: 'locationDenied' } as const satisfies LocatorText;
export const LOCATION_FAILED = { key: 'locationFailed' } as const satisfies LocatorText;

/** Denied (the shopper or the browser's settings) or not found in time: a message about location access. */
export function locateFailureMessage(error: unknown): LocatorText {
  return isLocationDenied(error) ? LOCATION_DENIED : LOCATION_FAILED;
}

/**
 * A failed ZIP lookup's message (spec section 8), a key of the error catalogue: 404 `_ERR_POSTAL_CODE_NOT_FOUND` ->
 * GEO_POSTAL_NOT_FOUND, an answer without coordinates -> GEO_POSTAL_RESULT_NOT_FOUND, anything else -> GEO_FAILED.
 */
export function geocodeFailureMessage(error: unknown): LocatorText {
  if (isPostalCodeNotFound(error)) return { error: 'GEO_POSTAL_NOT_FOUND' };
  if (error instanceof ApiError && error.key === POSTAL_CODE_NO_RESULT_KEY) return { error: 'GEO_POSTAL_RESULT_NOT_FOUND' };
  return { error: 'GEO_FAILED' };
}

/** The polite status after a search: "3 stores near 77056", "1 store near your location", "No stores found ...". */
export function resultsStatus(count: number, near: string): LocatorText {
  const radius = STORE_SEARCH_RADIUS;
  if (count === 0) return near ? { key: 'noStoresNear', values: { radius, near } } : { key: 'noStoresNearYou', values: { radius } };
  return near ? { key: 'storesNear', values: { count, near } } : { key: 'storesNearYou', values: { count } };
}
