import { isLocationDenied } from '../../src/core/geolocation';
import { STORE_SEARCH_RADIUS } from '../../src/core/constants';

/** The flyout's fixed texts that depend on a search's outcome (the rest is in the component's anatomy). */
export const STORES_FAILED_MESSAGE = "We couldn't load stores right now. Please try again.";
export const LOCATION_DENIED_MESSAGE =
  'Location access is off for this site. Allow it in your browser settings, or search by ZIP code.';
export const LOCATION_FAILED_MESSAGE = "We couldn't find your location. Try again, or search by ZIP code.";

/** Denied (the shopper or the browser's settings) or not found in time: a message about location access. */
export function locateFailureMessage(error: unknown): string {
  return isLocationDenied(error) ? LOCATION_DENIED_MESSAGE : LOCATION_FAILED_MESSAGE;
}

/** The polite status after a search: "3 stores near 77056", "1 store near your location", "No stores found ...". */
export function resultsStatus(count: number, near: string): string {
  const where = near ? near : 'your location';
  if (count === 0) return `No stores found within ${STORE_SEARCH_RADIUS} miles of ${where}`;
  return `${count} ${count === 1 ? 'store' : 'stores'} near ${where}`;
}
