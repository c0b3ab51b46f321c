/**
 * Business constants and limits of spec section 9 (and the few timing constants of sections 4 and 5),
 * in one module so that no flow hard-codes a number the spec names.
 */

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
/** localStorage key of the SDD info (api-contract.md, "SDD info"). */
export const SDD_INFO_KEY = 'sg_sdd_info';
/** "Use my location": how long the browser may take to answer. */
export const GEOLOCATION_TIMEOUT_MS = 10000;
/** Stores chosen with "Make this my store" keep their cookies a year. */
export const MY_STORE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

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

// Navigation
export const MENU_MAX_ITEMS_DEFAULT = 8;
// The mega menu's hover intent (project choices; the spec names no value): an L1 opens, or the open panel switches,
// after the pointer rests on it this long; a hover-opened panel closes this long after the pointer leaves.
export const NAV_HOVER_OPEN_MS = 150;
export const NAV_HOVER_CLOSE_MS = 300;
export const DEFAULT_HEADER_HEIGHT_PX = 72;
/** The header's navigation row (from 1024 px) and sub-header row (api-contract.md, "Page markup"). */
export const HEADER_NAV_HEIGHT_PX = 48;
export const HEADER_SUBHEADER_HEIGHT_PX = 40;
export const STICKY_ON_SCROLL_Y = 125;
export const STICKY_OFF_SCROLL_Y = 26;
export const SCROLL_THROTTLE_MS = 200;
export const SCROLL_THROTTLE_FAST_MS = 50;
export const DESKTOP_BREAKPOINT_PX = 1024;
export const CAROUSEL_BREAKPOINTS_PX = [1024, 1350, 1720] as const;
export const CAROUSEL_SLIDES_MIN = 2;
export const CAROUSEL_SLIDES_MAX = 5;

// Voice and barcode
export const VOICE_ENCODING = 'WEBM_OPUS';
export const VOICE_SAMPLE_RATE_HZ = 48000;
export const VOICE_LANGUAGE = 'en-US';
export const VOICE_RECORDING_THRESHOLD_MS = 6000;
/** No speech-to-text answer within this long is "not found" (api-contract.md, "Speech-to-text"). */
export const VOICE_TRANSCRIBE_TIMEOUT_MS = 10000;
/** Where recordings go by default, under the element's `api-base`. */
export const SPEECH_TO_TEXT_PATH = '/speech-to-text';
export const BARCODE_BOX = { height: 182, width: 250 } as const;
export const BARCODE_REQUEST_TIMEOUT_MS = 20000;
/** The range of the `scanner-timeout-ms` attribute (api-contract.md). */
export const BARCODE_REQUEST_TIMEOUT_RANGE_MS = { min: 1000, max: 60000 } as const;
export const BARCODE_REINIT_MS = 200;
export const BARCODE_MULTI_SCAN_DELAY_MS = 500;
export const BARCODE_MAX_CODES_PER_FRAME = 2;
export const BARCODE_SOUND_DEFAULT = true;
export const BARCODE_VIBRATION_DEFAULT = true;

// Cart
export const CART_BADGE_MAX = 99;
export const CART_RETRY_ATTEMPTS = 3;
export const CART_RETRY_STATUSES = [502, 503, 504] as const;
export const CART_OUT_OF_STOCK_RELOADS_MAX = 2;
export const CART_STORE_CHANGE_DELAY_MS = 1000;
export const FREE_SHIPPING_THRESHOLD_REGISTERED = 24.99;
export const FREE_SHIPPING_THRESHOLD_GUEST = 49.99;
export const FAVORITES_MERGE_MAX_ATTEMPTS = 2;
/** The pause before the favorites merge's second attempt (api-contract.md, Favorites). */
export const FAVORITES_MERGE_RETRY_MS = 1000;

// Time
export const ONE_HOUR_MS = 3_600_000;
export const REWARDS_CACHE_MS = 3_600_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const MODAL_CLOSE_MS = 300;
export const TOAST_HIDE_MS = 7000;
export const TOAST_MOBILE_WIDTH_PX = 421;
export const BUSINESS_TIME_ZONE = 'America/Chicago';
export const GIFT_DELIVERY_HOURS = { from: '8:00 AM', to: '7:00 PM', withinHours: 2 } as const;
export const CHAT_POPUP = { width: 500, height: 500 } as const;

// Money
export const DEFAULT_CURRENCY = 'USD';
export const CURRENCY_LOCALES: Readonly<Record<string, string>> = {
  USD: 'en-US',
  CAD: 'en-CA',
  EUR: 'de-DE',
  CNY: 'zh-CN',
};

// Addresses
export const NON_SHIPPABLE_STATES = ['AS', 'FM', 'GU', 'MP', 'PR', 'PW', 'VI'] as const;
export const MILITARY_STATES = ['AA', 'AE', 'AP'] as const;
export const DELIVERY_KEYWORDS = ['today', 'tomorrow'] as const;

// Gift card (spec: "10 digits and more not shown": only the last 4 digits of a card number are ever shown)
export const GIFT_CARD_VISIBLE_DIGITS = 4;
export const GIFT_CARD_NUMBER_LENGTH = { min: 10, max: 19 } as const;
export const GIFT_CARD_PIN_LENGTH = { min: 4, max: 8 } as const;
export const GIFT_CARD_ERROR_DISPLAY_MS = 10000;

// API defaults (project choices where the spec is silent; documented in the README)
export const API_BASE_DEFAULT = '/api';
export const API_TIMEOUT_DEFAULT_MS = 15000;
export const GIFT_CARD_TIMEOUT_MS = 15000;
export const PROFILE_TIMEOUT_MS = 10000;
/** Sign-in, create account, one-time code, password reset, sign-out, rewards, phone, favorites (api-contract.md, Account). */
export const ACCOUNT_TIMEOUT_MS = 15000;
export const STORES_TIMEOUT_MS = 10000;
export const GIFT_CARD_BALANCE_PATH_DEFAULT = '/payment/giftcard/gcb';
export const GIFT_CARD_ALT_BALANCE_PATH_DEFAULT = '/giftcard/balance';
export const RECAPTCHA_SCRIPT_URL_DEFAULT = 'https://www.google.com/recaptcha/api.js?render=explicit';
export const TEST_CAPTCHA_TOKEN = 'sg-test-captcha-token';

// Storage keys named by the spec (section 9) and by api-contract.md
export const STORAGE_KEYS = {
  storeLocationId: 'WC_StLocId',
  orderId: 'WC_OrdId',
  selectedStoreZip: 'WC_StZip_Selected',
  cartUserChangedZip: 'cartUserChangedZip',
  currentStateCodeOnCart: 'currentStateCodeOnCart',
  geoLocatedZipCode: 'geoLocatedZipCode',
  akLocatedZipCode: 'akLocatedZipCode',
  defaultAddressZipcode: 'defaultAddressZipcode',
  userActivity: 'USERACTIVITY',
  stsEnabled: 'IS_STS_ENABLED',
  emailOptIn: 'email_optin',
  smsOptIn: 'sms_optin',
  klarnaTender: 'klarnaTender',
} as const;

export const COOKIES = {
  persistentLogin: 'WC_PERSISTENT',
  userType: 'USERTYPE',
  userId: 'WC_USERID',
  userActivity: 'USERACTIVITY',
  orderId: 'WC_OrdId',
  storeLocationId: 'WC_StLocId',
  selectedStoreZip: 'WC_StZip_Selected',
  stsEnabled: 'IS_STS_ENABLED',
  cncFeatures: 'cncFeatures',
  myAccFlag: 'myAccFlag',
} as const;

export const GUEST_USER_ID = '-1002';

// Account: src/core/account-constants.ts (loaded with the account code only).
