// Same-day delivery and stores
export const SDD_RADIUS_DEFAULT = 20;
export const SDD_CUTOFF_DEFAULT = '16:00';
export const STORE_SEARCH_RADIUS = 250;
/** How long a saved SDD info stays fresh (minutes; configurable 1 to 10080, one week). Project default: the spec names none. */
export const SDD_TTL_MINUTES_DEFAULT = 30;
export const SDD_TTL_MINUTES_MAX = 10080;
export const DEFAULT_STORE_ID = '10151';
export const DEFAULT_COUNTRY = 'US';
export const LOCATION_PRIORITY = {
  MANUAL: 5,
  SHIPPING_ZIP_CODE: 4,
  CART_SUMMARY: 3,
  BROWSER_LOCATION: 2,
  AKAMAI: 1,
} as const;
/** "Use my location": how long the browser may take to answer. */
export const GEOLOCATION_TIMEOUT_MS = 10000;
/** Stores chosen with "Make this my store" keep their cookies a year. */
export const MY_STORE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
