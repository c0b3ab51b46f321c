import { catalogueKey, DEFAULT_ERROR_KEY, ERROR_MESSAGES } from './errors';
import type { MessageBundle } from './messages';

/**
 * The account flow's error keys and messages (api-contract.md, "Error keys and messages"): sign-in, create account,
 * one-time code, password, phone. Apart from errors.ts so that only the account code carries them (every element
 * that talks to the API loads errors.ts; about 0.6 kB brotli).
 */
const ACCOUNT_ERROR_TEXTS = {
  _ERR_AUTHENTICATION_ERROR: 'The email or password you entered is incorrect. Please try again.',
  _ERR_LOGONID_NOT_EXIST: "We couldn't find an account with that email address. Check it or create an account.",
  _ERR_LOGONID_ALREDY_EXIST: 'An account with this email address already exists. Sign in or reset your password.',
  _ERR_USER_ALREADY_REGISTERED: 'You already have an account. Please sign in.',
  _ERR_PERSON_ACCOUNT_LOCKED_OUT:
    'Your account is locked after too many sign-in attempts. Check your email for an unlock link or reset your password.',
  _ERR_PERSON_ACCOUNT_DISABLED: 'This account has been disabled. Please contact customer care.',
  _ERR_LOGIN_NOT_ALLOWED_NOW:
    'For your security, sign-in to this account is paused for 24 hours. Reset your password or try again later.',
  _ERR_PASSWORD_EXPIRED: 'Your password is no longer valid. Please reset it to sign in.',
  _ERR_EXPIRED_ACTIVITY_TOKEN: 'Your session has expired. Please sign in again.',
  _ERR_INVALID_COOKIE: 'Your session has expired. Please sign in again.',
  _ERR_AUTHENTICATION_MAXCONSECUTIVECHAR_PASSWORD: "Your password can't repeat a character more than 3 times in a row.",
  _ERR_PASSCODE_INVALID: 'This code is invalid or has expired. Request a new code and try again.',
  _ERR_PASSCODE_EXPIRED: 'This code is invalid or has expired. Request a new code and try again.',
  _ERR_PASSCODE_MAX_ATTEMPTS_HOUR_EMAIL: 'Too many codes were sent by email. Please wait an hour and try again.',
  _ERR_PASSCODE_MAX_ATTEMPTS_HOUR_SMS: 'Too many codes were sent by text message. Please wait an hour and try again.',
  _ERR_PASSCODE_MAX_ATTEMPTS_DAY_EMAIL: 'Too many codes were sent by email today. Please try again in 24 hours.',
  _ERR_PASSCODE_MAX_ATTEMPTS_DAY_SMS: 'Too many codes were sent by text message today. Please try again in 24 hours.',
  _ERR_PHONE_INVALID: "This phone number isn't valid. Please enter another number.",
  _ERR_PHONE_BANNED: "This phone number can't be used. Please enter another number.",
  _ERR_PHONE_SUSPENDED: "This phone number can't be used. Please enter another number.",
  _ERR_PHONE_MULTIPLE_ACCOUNTS: 'This phone number belongs to more than one account. Please sign in with your email address.',
  _ERR_UNLOCK_MAIL_ALREADY_SENT: 'We already sent you an unlock email. Please wait 15 minutes before asking again.',
  _ERR_CAPTCHA_REQUIRED: 'Please complete the security check.',
} as const;

/** A key of the account's catalogue. */
export type AccountErrorKey = keyof typeof ACCOUNT_ERROR_TEXTS;

/** The account's catalogue by key, for lookups with a server's key (any string). */
export const ACCOUNT_ERROR_MESSAGES: Readonly<Record<string, string>> = ACCOUNT_ERROR_TEXTS;

/**
 * The account's catalogue as messages with ids `accountError.<KEY>` (docs/messages.md): a view words a key of it in
 * its element's locale with `useWords(...)(accountErrorMessages)`, and any other key with `errorMessages`.
 */
export const accountErrorMessages: MessageBundle<'accountError', typeof ACCOUNT_ERROR_TEXTS> = {
  namespace: 'accountError',
  defaults: ACCOUNT_ERROR_TEXTS,
};
// (Not `defineMessages`, as errors.ts: the message parser must not follow this module into the account's chunks.)

/** True for a key of the account's catalogue (not one of errors.ts). */
export function isAccountErrorKey(key: string | undefined | null): key is AccountErrorKey {
  return !!key && Object.hasOwn(ACCOUNT_ERROR_TEXTS, key);
}

/** The catalogue key of an account call's error: an account key, or one of errors.ts. */
export function accountCatalogueKey(key: string | undefined | null): string | undefined {
  if (isAccountErrorKey(key)) return key;
  return catalogueKey(key);
}

/** True when either catalogue knows this key. */
export function isKnownAccountErrorKey(key: string | undefined | null): key is string {
  return accountCatalogueKey(key) !== undefined;
}

/** The en-US message for a key of either catalogue, or the default message (code without a locale). Never returns HTML. */
export function accountMessageFor(key: string | undefined | null): string {
  const known = accountCatalogueKey(key);
  return (known ? (ACCOUNT_ERROR_MESSAGES[known] ?? ERROR_MESSAGES[known]) : undefined) ?? ERROR_MESSAGES[DEFAULT_ERROR_KEY]!;
}
