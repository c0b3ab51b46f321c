// API defaults (project choices where the spec is silent; documented in docs/api.md)
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
