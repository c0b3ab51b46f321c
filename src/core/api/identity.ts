import * as v from 'valibot';
import { ACCOUNT_TIMEOUT_MS } from '../constants';
import { ApiError, request } from './client';

/**
 * The identity service (spec section 7; shapes in api-contract.md, "Account: identity and profile"): sign in with a
 * password or a one-time code, look an account up, send a code, reset a password, create an account, sign out and
 * get a guest identity. The server sets the session cookies (`WC_USERID`, `USERTYPE`, `USERACTIVITY`,
 * `WC_PERSISTENT`); nothing here writes them. Passwords and codes go only into the request body: never a URL, a log
 * or a return value.
 */

export interface IdentityCallOptions {
  /** The element's `api-base`; `/api` by default. */
  base?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** `login-skip` (spec section 7): passed through when the page sets it, no meaning of our own. */
export type LoginSkip = 'T' | 'S' | 'TnS';

/** An id sent as a number by some servers still reads as text. */
const Id = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.minLength(1));
/** Missing or null reads as '' (a default, so that a missing key is filled too). */
const OptionalText = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.transform((value) => value ?? ''),
);

/** The answer of login, password reset and create account: who is now signed in. */
const SignedIn = v.object({
  userId: Id,
  firstName: OptionalText,
  userType: v.optional(v.string(), 'R'),
});
export type SignedIn = v.InferOutput<typeof SignedIn>;

const Attributes = v.object({
  registered: v.optional(v.boolean(), false),
  phoneOnFile: v.optional(v.boolean(), false),
  maskedPhone: OptionalText,
});
export type AccountAttributes = v.InferOutput<typeof Attributes>;

export type PasscodeChannel = 'email' | 'sms';
export type PasscodePurpose = 'signIn' | 'resetPassword';

const Passcode = v.object({
  channel: v.picklist(['email', 'sms']),
  destination: OptionalText,
  /** Missing or not a positive number: the lifetime is not shown. */
  lifetimeSeconds: v.pipe(
    v.optional(v.nullable(v.unknown()), null),
    v.transform((value) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null)),
  ),
});
export type PasscodeSent = v.InferOutput<typeof Passcode>;

const Guest = v.object({ userId: Id, userType: v.optional(v.string(), 'G') });
export type GuestIdentity = v.InferOutput<typeof Guest>;

/** `204` (no body) or `200 {}`. */
const Empty = v.unknown();

export interface PasswordLogin {
  logonId: string;
  logonPassword: string;
  rememberMe: boolean;
  skip?: LoginSkip;
}

export interface PasscodeLogin {
  logonId: string;
  passcode: string;
  rememberMe: boolean;
  skip?: LoginSkip;
}

/** Exactly one of `logonPassword` and `passcode` (api-contract.md). */
export type LoginRequest = PasswordLogin | PasscodeLogin;

export interface PasswordReset {
  logonId: string;
  passcode: string;
  /** The new password. */
  logonPassword: string;
}

export interface NewAccount {
  firstName: string;
  lastName: string;
  emailId: string;
  /** 10 digits, no punctuation. */
  phoneNumber: string;
  logonPassword: string;
  /** MM/DD/YYYY; left out of the body when empty. */
  birthday?: string;
  loyaltyOptIn: boolean;
  rememberMe: boolean;
  reCaptchaRespCode: string;
}

const post = <T>(path: string, body: unknown, schema: v.GenericSchema<unknown, T>, options: IdentityCallOptions) =>
  request({
    base: options.base,
    path,
    method: 'POST',
    body,
    signal: options.signal,
    timeoutMs: options.timeoutMs ?? ACCOUNT_TIMEOUT_MS,
    schema,
  });

/** `POST /identity/login` with a password or a one-time code. */
export function login(credentials: LoginRequest, options: IdentityCallOptions = {}): Promise<SignedIn> {
  const body: Record<string, unknown> = { logonId: credentials.logonId };
  if ('passcode' in credentials) body.passcode = credentials.passcode;
  else body.logonPassword = credentials.logonPassword;
  body.rememberMe = credentials.rememberMe;
  if (credentials.skip) body.skip = credentials.skip;
  return post('/identity/login', body, SignedIn, options);
}

/** `POST /identity/login/getattributes`: is the address registered, is a phone on file (for a text message). */
export function getAccountAttributes(logonId: string, options: IdentityCallOptions = {}): Promise<AccountAttributes> {
  return post('/identity/login/getattributes', { logonId }, Attributes, options);
}

/** `POST /identity/generate/passcode`: sends a 6-digit code by email or text message. */
export function generatePasscode(
  body: { logonId: string; channel: PasscodeChannel; purpose: PasscodePurpose },
  options: IdentityCallOptions = {},
): Promise<PasscodeSent> {
  return post('/identity/generate/passcode', body, Passcode, options);
}

/** `POST /identity/password/reset` (path ours): a `resetPassword` code and the new password; signs the shopper in. */
export function resetPassword(body: PasswordReset, options: IdentityCallOptions = {}): Promise<SignedIn> {
  return post('/identity/password/reset', { logonId: body.logonId, passcode: body.passcode, logonPassword: body.logonPassword }, SignedIn, options);
}

/** `POST /identity/profile`: creates the account and signs the shopper in. */
export function createAccount(account: NewAccount, options: IdentityCallOptions = {}): Promise<SignedIn> {
  const { birthday, ...rest } = account;
  return post('/identity/profile', birthday ? { ...rest, birthday } : rest, SignedIn, options);
}

/** `POST /identity/logout`. A `401`/`403` also means signed out (api-contract.md), so it resolves too. */
export async function logout(options: IdentityCallOptions = {}): Promise<void> {
  try {
    await post('/identity/logout', {}, Empty, options);
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && (error.status === 401 || error.status === 403)) return;
    throw error;
  }
}

/** `POST /identity/guest`: a guest identity (and the guest cookies) after sign-out or an ended session. */
export function guestIdentity(options: IdentityCallOptions = {}): Promise<GuestIdentity> {
  return post('/identity/guest', {}, Guest, options);
}
