import { ApiError, isAbortError } from '../../src/core/api';
import {
  LOYALTY_MIN_AGE,
  NAME_MAX_LENGTH,
  PASSCODE_LENGTH,
  PASSWORD_MAX_REPEAT,
  PASSWORD_MIN_LENGTH,
  SERVER_MESSAGE_MAX_LENGTH,
} from '../../src/core/account-constants';
import { isKnownAccountErrorKey as isKnownErrorKey } from '../../src/core/account-errors';
import { DEFAULT_ERROR_KEY } from '../../src/core/errors';
import { formatPhone, isValidEmail, nameProblem, phoneDigits } from '../../src/core/contact';
import { safeHref } from '../../src/core/url';
import type {
  AccountField,
  AccountForm,
  AccountMessage,
  AccountMessageKey,
  AccountText,
  AccountValues,
  CodeSent,
  FieldErrors,
} from './account.types';

// The button's and the toast's messages live in their own module: the eager account button imports them alone.
export { accountButtonLabel, accountCreatedToast } from './account-button.logic';

/** Every field empty: the start of each form. */
export const EMPTY_VALUES: AccountValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  newPassword: '',
  birthday: '',
  joinRewards: false,
  captcha: '',
  code: '',
  channel: 'email',
  rememberMe: false,
};

/**
 * Pure rules of the account flyout (spec sections 5 and 8, issue 11's validation table, api-contract.md "Account"):
 * field validation in field order, phone digits and display, birthday and age, error key -> message, the code's
 * lifetime, the return URL. No DOM, no storage, no clock: "today" and "now" are arguments. The rules decide which
 * message (a key of `accountMessages` and its values, or an error key), never its words: the view words them in its
 * element's locale (the spec's text for `phoneRequired`, 'Please enter a phone number', is the en-US default).
 */

/** One of the flow's messages, with the values its text takes. */
// The contact rules live in src/core/contact.ts (the pickup person's form uses them without the account code).
export { formatPhone, isValidEmail, nameProblem, phoneDigits };

const say = (key: AccountMessageKey, values?: AccountMessage['values']): AccountMessage => (values ? { key, values } : { key });

/** The fields each form validates, in the order they are shown (the first invalid one is focused). */
export const FORM_FIELDS: Readonly<Record<AccountForm, readonly AccountField[]>> = {
  signIn: ['email', 'password'],
  createAccount: ['firstName', 'lastName', 'email', 'phone', 'password', 'birthday', 'joinRewards', 'captcha'],
  codeRequest: ['email'],
  codeSignIn: ['code'],
  resetRequest: ['email'],
  resetPassword: ['code', 'newPassword'],
  phone: ['phone'],
};

function checkName(value: string, which: 'firstName' | 'lastName'): AccountText | undefined {
  const problem = nameProblem(value);
  if (!problem) return undefined;
  return problem === 'Length' ? say(`${which}Length`, { max: NAME_MAX_LENGTH }) : say(`${which}${problem}`);
}

export interface PasswordChecks {
  length: boolean;
  uppercase: boolean;
  number: boolean;
  special: boolean;
  /** No character 4 times in a row ("repeated consecutively more than 3 times"). */
  noRun: boolean;
}

/** True when one character appears more than `PASSWORD_MAX_REPEAT` times in a row (case-sensitive). */
export function hasRepeatRun(value: string): boolean {
  let run = 0;
  let previous: string | undefined;
  for (const char of value) {
    run = char === previous ? run + 1 : 1;
    previous = char;
    if (run > PASSWORD_MAX_REPEAT) return true;
  }
  return false;
}

/** Each rule of a new password, for the hint list under the field. */
export function passwordChecks(value: string): PasswordChecks {
  return {
    length: Array.from(value).length >= PASSWORD_MIN_LENGTH,
    uppercase: /\p{Lu}/u.test(value),
    number: /\p{Nd}/u.test(value),
    special: /[^\p{L}\p{N}\s]/u.test(value),
    noRun: !hasRepeatRun(value),
  };
}

function checkNewPassword(value: string): AccountText | undefined {
  if (!value) return say('newPasswordRequired');
  const checks = passwordChecks(value);
  if (!checks.length) return say('passwordLength', { min: PASSWORD_MIN_LENGTH });
  if (!checks.uppercase) return say('passwordUppercase');
  if (!checks.number) return say('passwordNumber');
  if (!checks.special) return say('passwordSpecial');
  // The contract's message for this key, so client and server say the same.
  if (!checks.noRun) return { error: '_ERR_AUTHENTICATION_MAXCONSECUTIVECHAR_PASSWORD' };
  return undefined;
}

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** Birthdays before this year are refused as typing mistakes. */
export const BIRTH_YEAR_MIN = 1900;

export type BirthdayParse = { ok: true; date: CalendarDate } | { ok: false; reason: 'format' | 'invalid' };

/** Reads `MM/DD/YYYY` (two-digit month and day, four-digit year) as a real calendar date. */
export function parseBirthday(value: string): BirthdayParse {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return { ok: false, reason: 'format' };
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || year < BIRTH_YEAR_MIN) {
    return { ok: false, reason: 'invalid' };
  }
  return { ok: true, date: { year, month, day } };
}

/** The local calendar day of `date` (the shopper's own "today"). */
export function calendarDay(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

const compareDays = (a: CalendarDate, b: CalendarDate) => a.year - b.year || a.month - b.month || a.day - b.day;

/**
 * Whole years from `birth` to `today`: a birthday counts on its day. Someone born on Feb 29 has a birthday on
 * Mar 1 in other years (Feb 28 is still the day before), so they turn 18 on Mar 1 of a common year.
 */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const age = today.year - birth.year;
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return hadBirthday ? age : age - 1;
}

function checkBirthday(values: AccountValues, today: CalendarDate): { birthday?: AccountText; joinRewards?: AccountText } {
  const text = values.birthday.trim();
  if (!text) return values.joinRewards ? { birthday: say('birthdayRequired') } : {};
  const parsed = parseBirthday(text);
  if (!parsed.ok) return { birthday: say(parsed.reason === 'format' ? 'birthdayFormat' : 'birthdayInvalid') };
  if (compareDays(parsed.date, today) >= 0) return { birthday: say('birthdayFuture') };
  if (values.joinRewards && ageOn(parsed.date, today) < LOYALTY_MIN_AGE) return { joinRewards: say('joinRewardsAge', { age: LOYALTY_MIN_AGE }) };
  return {};
}

/** The one-time code without the spaces people type or paste between digit groups. */
export const normalizeCode = (value: string) => value.replace(/\s/g, '');

function checkCode(value: string): AccountText | undefined {
  const code = normalizeCode(value);
  if (!code) return say('codeRequired', { length: PASSCODE_LENGTH });
  return new RegExp(`^\\d{${PASSCODE_LENGTH}}$`).test(code) ? undefined : say('codeInvalid', { length: PASSCODE_LENGTH });
}

function checkPhone(value: string): AccountText | undefined {
  if (!value.trim()) return say('phoneRequired');
  return phoneDigits(value) ? undefined : say('phoneInvalid');
}

function checkEmail(value: string): AccountText | undefined {
  if (!value.trim()) return say('emailRequired');
  return isValidEmail(value) ? undefined : say('emailInvalid');
}

/**
 * Validates one form: field -> message (its key) for every invalid field, keys in the form's field order (so the first key is
 * the field to focus); empty when the form may be sent. `today` is the day of sign-up (birthday and age rules).
 */
export function validateForm(form: AccountForm, values: AccountValues, today: Date): FieldErrors {
  const found: FieldErrors = {};
  const day = calendarDay(today);
  const birthday = form === 'createAccount' ? checkBirthday(values, day) : {};
  for (const field of FORM_FIELDS[form]) {
    let message: AccountText | undefined;
    switch (field) {
      case 'firstName':
      case 'lastName':
        message = checkName(values[field], field);
        break;
      case 'email':
        message = checkEmail(values.email);
        break;
      case 'phone':
        message = checkPhone(values.phone);
        break;
      case 'password':
        message = form === 'signIn' ? (values.password ? undefined : say('passwordRequired')) : checkNewPassword(values.password);
        break;
      case 'newPassword':
        message = checkNewPassword(values.newPassword);
        break;
      case 'birthday':
        message = birthday.birthday;
        break;
      case 'joinRewards':
        message = birthday.joinRewards;
        break;
      case 'captcha':
        message = values.captcha ? undefined : { error: '_ERR_CAPTCHA_REQUIRED' };
        break;
      case 'code':
        message = checkCode(values.code);
        break;
      default:
        message = undefined;
    }
    if (message) found[field] = message;
  }
  return found;
}

/** The field to focus: the first invalid one in field order, or null. */
export function firstInvalidField(errors: FieldErrors): AccountField | null {
  return (Object.keys(errors)[0] as AccountField | undefined) ?? null;
}

export const isFormValid = (form: AccountForm, values: AccountValues, today: Date) =>
  firstInvalidField(validateForm(form, values, today)) === null;

/** The calls the messages depend on: a 401/403 means bad credentials on sign-in calls, an ended session on profile calls. */
export type CallScope = 'identity' | 'profile';

export interface AccountFailure {
  /** The catalogue key the message came from, or null for the server's own text. */
  key: string | null;
  /** The catalogue's message for `key` (`{ error: key }`), or the server's own text (`{ text }`). */
  message: AccountText;
  /** A 401/403 on a profile call: the session is over (guest identity, sign in again). */
  sessionEnded: boolean;
}

const SESSION_EXPIRED_KEY = '_ERR_EXPIRED_ACTIVITY_TOKEN';

/** The server's `errorMessage` as plain text: whitespace collapsed, at most 300 characters; empty -> null. */
export function serverText(message: string | undefined): string | null {
  const text = (message ?? '').replace(/\s+/g, ' ').trim();
  return text ? Array.from(text).slice(0, SERVER_MESSAGE_MAX_LENGTH).join('') : null;
}

/**
 * A failed account call -> what the shopper reads (api-contract.md, "Error keys and messages"), or null for an
 * abort (silent). Timeouts and network failures: their catalogue messages. Any 5xx and any malformed or
 * unreadable body: the default. A listed key: its message, never the server's text. A 401/403 without a listed
 * key: `_ERR_AUTHENTICATION_ERROR` on identity calls, an ended session on profile calls. Another key: the server's
 * `errorMessage` as text when present, else the default. The message is the catalogue key (`{ error }`, worded by
 * the view in its element's locale) or the server's text (`{ text }`).
 */
export function accountFailure(error: unknown, scope: CallScope): AccountFailure | null {
  if (isAbortError(error)) return null;
  const fail = (key: string, sessionEnded = false): AccountFailure => ({ key, message: { error: key }, sessionEnded });
  if (!(error instanceof ApiError)) return fail(DEFAULT_ERROR_KEY);
  if (error.kind === 'timeout') return fail('_ERR_TIMEOUT');
  if (error.kind === 'network') return fail('_ERR_NETWORK');
  if (error.kind !== 'http') return fail(DEFAULT_ERROR_KEY);
  const status = error.status ?? 0;
  if (status >= 500) return fail(DEFAULT_ERROR_KEY);
  const listed = isKnownErrorKey(error.key) && error.key !== DEFAULT_ERROR_KEY ? error.key : null;
  const authFailure = status === 401 || status === 403;
  if (authFailure && scope === 'profile') return fail(listed ?? SESSION_EXPIRED_KEY, true);
  if (listed) return fail(listed);
  if (authFailure) return fail('_ERR_AUTHENTICATION_ERROR');
  const text = error.key !== DEFAULT_ERROR_KEY ? serverText(error.serverMessage) : null;
  return text ? { key: null, message: { text }, sessionEnded: false } : fail(DEFAULT_ERROR_KEY);
}

/** The field a server error is about, to focus after the alert (the password is emptied after a wrong one). */
export function errorFieldFor(key: string | null, form: AccountForm): AccountField | null {
  if (!key) return null;
  if (key === '_ERR_AUTHENTICATION_ERROR') return form === 'signIn' ? 'password' : null;
  if (key === '_ERR_AUTHENTICATION_MAXCONSECUTIVECHAR_PASSWORD') return form === 'resetPassword' ? 'newPassword' : 'password';
  if (key.startsWith('_ERR_PASSCODE_INVALID') || key === '_ERR_PASSCODE_EXPIRED') return 'code';
  if (key.startsWith('_ERR_PHONE_') || key === '_ERR_MOBILE_NUMBER_ALREADY_EXISTS') return 'phone';
  if (key === '_ERR_LOGONID_NOT_EXIST' || key === '_ERR_LOGONID_ALREDY_EXIST') return 'email';
  if (key === '_ERR_CAPTCHA_REQUIRED') return 'captcha';
  return null;
}

/** A code's lifetime in whole minutes, rounded up (600 s -> 10, 61 s -> 2); unknown or not positive -> null. */
export function expiresInMinutes(lifetimeSeconds: number | null | undefined): number | null {
  if (typeof lifetimeSeconds !== 'number' || !Number.isFinite(lifetimeSeconds) || lifetimeSeconds <= 0) return null;
  return Math.ceil(lifetimeSeconds / 60);
}

/** "It expires in 10 minutes." (`codeExpiry`, a plural of `minutes`); null when the lifetime is unknown. */
export function expiryText(minutes: number | null): AccountMessage | null {
  return minutes === null ? null : say('codeExpiry', { minutes });
}

/**
 * The live region's sentences after a code was sent: where to (the server's masked destination, as text, or the
 * channel when it gave none), then when it expires (when known).
 */
export function codeSentStatus(sent: CodeSent): AccountMessage[] {
  const to = sent.destination.trim();
  const first = to ? say('codeSentTo', { destination: to }) : say(sent.channel === 'sms' ? 'codeSentBySms' : 'codeSentByEmail');
  const expiry = expiryText(sent.expiresInMinutes);
  return expiry ? [first, expiry] : [first];
}

/**
 * A `returnUrl` (as on `/shop/LogonForm?returnUrl=`) to follow after sign-in: only a path on this origin
 * (`/myaccount/orders?x=1#y`), else null (absolute URLs, `//host`, `javascript:`, backslash tricks).
 */
export function safeReturnPath(value: unknown, base?: string): string | null {
  if (typeof value !== 'string') return null;
  const raw = value.trim();
  if (!raw.startsWith('/')) return null;
  return safeHref(raw, base ? { base } : {});
}

/** sessionStorage `sg_sign_in_return`: where to go back after a sign-in across a navigation; anything else is null. */
export type SignInReturn = 'cart' | 'account';
export function parseSignInReturn(value: unknown): SignInReturn | null {
  return value === 'cart' || value === 'account' ? value : null;
}

/** The prompts of a signed-in shopper: account verification, else a missing phone number. */
export type AccountPrompt = 'verification' | 'phone';

export interface PromptSituation {
  signedIn: boolean;
  /** The page's path (`location.pathname`). */
  pathname: string;
  /** Another flyout (cart, menu, search, the account flyout itself) is open. */
  otherFlyoutOpen: boolean;
  /** A prompt already showed on this page (once per page). */
  shownThisPage: boolean;
  /** The prompts dismissed in this browser session. */
  dismissed: readonly AccountPrompt[];
}

/** True on `/shop/LogonForm`, `/shop/createpassword`, `/OrderConfirmation` (and paths below them), any letter case. */
export function isPromptSuppressedPath(pathname: string, suppressed: readonly string[]): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return suppressed.some((p) => {
    const base = p.toLowerCase();
    return path === base || path.startsWith(`${base}/`);
  });
}

/**
 * Which prompt to show (issue 11), or null: signed-in shoppers only, once per page, when no other flyout is open,
 * never on the suppressed pages; `accountVerified: false` first, else an empty or missing phone number. A prompt
 * dismissed in this browser session does not come back (the other one may, on a later page).
 */
export function choosePrompt(
  info: { accountVerified?: boolean | null; phoneNumber?: string | null } | null,
  situation: PromptSituation,
  suppressed: readonly string[],
): AccountPrompt | null {
  if (!info || !situation.signedIn || situation.otherFlyoutOpen || situation.shownThisPage) return null;
  if (isPromptSuppressedPath(situation.pathname, suppressed)) return null;
  if (info.accountVerified === false && !situation.dismissed.includes('verification')) return 'verification';
  if (!(info.phoneNumber ?? '').trim() && !situation.dismissed.includes('phone')) return 'phone';
  return null;
}

/** The stored list of dismissed prompts; anything unreadable is an empty list. */
export function parseDismissedPrompts(value: unknown): AccountPrompt[] {
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is AccountPrompt => v === 'verification' || v === 'phone');
}

/**
 * The account verification prompt as shown: the template's texts (`{ text }`, the CMS's words), else ours (their
 * keys); the CTA only to a same-origin URL.
 */
export interface VerificationPrompt {
  title: AccountText;
  body: AccountText;
  ctaLabel: AccountText;
  ctaUrl: string;
}

/** Built-in when the template fails or leaves a field empty (our texts; the spec's template text is not shown). */
export const VERIFICATION_PROMPT_DEFAULT: VerificationPrompt = {
  title: say('verificationTitle'),
  body: say('verificationBody'),
  ctaLabel: say('verificationCta'),
  ctaUrl: '/myaccount/profile',
};

/** The template's entry (or null when it failed) -> the prompt: each empty text falls back; a foreign CTA URL too. */
export function verificationPrompt(
  entry: { title?: string; body?: string; ctaLabel?: string; ctaUrl?: string } | null,
  base?: string,
): VerificationPrompt {
  const text = (value: string | undefined, fallback: AccountText): AccountText => {
    const given = (value ?? '').replace(/\s+/g, ' ').trim();
    return given ? { text: given } : fallback;
  };
  const raw = (entry?.ctaUrl ?? '').trim();
  // Without an allow-list, safeHref answers only same-origin URLs (as a path).
  const ctaUrl = (raw && safeHref(raw, base ? { base } : {})) || VERIFICATION_PROMPT_DEFAULT.ctaUrl;
  return {
    title: text(entry?.title, VERIFICATION_PROMPT_DEFAULT.title),
    body: text(entry?.body, VERIFICATION_PROMPT_DEFAULT.body),
    ctaLabel: text(entry?.ctaLabel, VERIFICATION_PROMPT_DEFAULT.ctaLabel),
    ctaUrl,
  };
}
