// Cart
export const CART_BADGE_MAX = 99;
export const CART_RETRY_ATTEMPTS = 3;
/** The spec's "server or gateway error statuses": 500 and the gateway's 502/503/504 (4xx is never retried). */
export const CART_RETRY_STATUSES = [500, 502, 503, 504] as const;
export const CART_OUT_OF_STOCK_RELOADS_MAX = 2;
export const CART_STORE_CHANGE_DELAY_MS = 1000;
export const FREE_SHIPPING_THRESHOLD_REGISTERED = 24.99;
export const FREE_SHIPPING_THRESHOLD_GUEST = 49.99;
export const FAVORITES_MERGE_MAX_ATTEMPTS = 2;
/** The pause before the favorites merge's second attempt (api-contract.md, Favorites). */
export const FAVORITES_MERGE_RETRY_MS = 1000;
