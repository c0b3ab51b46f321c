import { http, HttpResponse } from 'msw';
import {
  addAccount,
  EXPIRED_PASSCODE,
  findAccountByEmail,
  findAccountByPhone,
  PASSCODE_LIFETIME_SECONDS,
  passwordOf,
  TAKEN_PHONE,
  VALID_PASSCODE,
  type SeedAccount,
} from '../data/accounts';
import { withFaults } from '../faults';
import { errorBody, readBody, text } from './respond';

/**
 * The identity service of the reference API (api-contract.md, "Account: identity and profile"): login (password or
 * one-time code), account lookup, passcode, password reset, create account, logout, guest. Every answer that signs
 * someone in or out sets the four session cookies with `Set-Cookie` (`Path=/`, not HttpOnly: the page reads them).
 * Passwords and codes are compared, never logged or echoed.
 */

export const GUEST_ID = '-1002';
/** `WC_PERSISTENT` of a "keep me signed in" login: 30 days. */
export const REMEMBER_ME_SECONDS = 30 * 24 * 60 * 60;

const cookie = (name: string, value: string, maxAgeSeconds?: number) =>
  `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`}`;
const removed = (name: string) => cookie(name, '', 0);

const token = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 12)}`;

function withCookies(cookies: string[]): Headers {
  const headers = new Headers();
  for (const line of cookies) headers.append('Set-Cookie', line);
  return headers;
}

export function signedInCookies(userId: string, rememberMe: boolean): Headers {
  return withCookies([
    cookie('WC_USERID', userId),
    cookie('USERTYPE', 'R'),
    cookie('USERACTIVITY', token('act')),
    cookie('WC_PERSISTENT', token('reg'), rememberMe ? REMEMBER_ME_SECONDS : undefined),
  ]);
}

const guestCookies = () =>
  withCookies([cookie('WC_USERID', GUEST_ID), cookie('USERTYPE', 'G'), removed('USERACTIVITY'), cookie('WC_PERSISTENT', token('guest'))]);

const signedOutCookies = () => withCookies(['WC_USERID', 'USERTYPE', 'USERACTIVITY', 'WC_PERSISTENT'].map(removed));

const signedIn = (account: SeedAccount, rememberMe: boolean, status = 200) =>
  HttpResponse.json(
    { userId: account.userId, firstName: account.firstName, userType: 'R' },
    { status, headers: signedInCookies(account.userId, rememberMe) },
  );

const AUTH_FAILED = () => errorBody('_ERR_AUTHENTICATION_ERROR', 401, 'CMN1234E logon failed');

/** `_ERR_PASSCODE_EXPIRED` for `000000`, `_ERR_PASSCODE_INVALID` for anything but `123456`, else null (valid). */
function passcodeError(passcode: string) {
  if (passcode === EXPIRED_PASSCODE) return errorBody('_ERR_PASSCODE_EXPIRED', 400, 'Passcode expired');
  if (passcode !== VALID_PASSCODE) return errorBody('_ERR_PASSCODE_INVALID', 400, 'Passcode invalid');
  return null;
}

/** The server's own password rules (the element checks them first). */
function passwordProblem(password: string): string | null {
  if (/(.)\1{3}/u.test(password)) return '_ERR_AUTHENTICATION_MAXCONSECUTIVECHAR_PASSWORD';
  if (password.length < 10 || !/[A-Z]/.test(password) || !/\d/.test(password) || !/[^A-Za-z0-9]/.test(password)) {
    return '_ERR_DEFAULT_KEY';
  }
  return null;
}

const login = async ({ request }: { request: Request }) => {
  const body = await readBody(request);
  if (!body) return errorBody('_ERR_DEFAULT_KEY', 400, 'Bad request');
  const hasPassword = typeof body.logonPassword === 'string';
  const hasPasscode = typeof body.passcode === 'string';
  if (hasPassword === hasPasscode) return errorBody('_ERR_DEFAULT_KEY', 400, 'Exactly one of logonPassword and passcode');
  const account = findAccountByEmail(text(body.logonId));
  const rememberMe = body.rememberMe === true;
  if (hasPasscode) {
    if (!account) return errorBody('_ERR_LOGONID_NOT_EXIST', 400, 'Logon id does not exist');
    const problem = passcodeError(String(body.passcode));
    if (problem) return problem;
    if (account.errorKey) return errorBody(account.errorKey, 403, 'Account problem');
    return signedIn(account, rememberMe);
  }
  if (!account) return AUTH_FAILED();
  if (account.errorKey) return errorBody(account.errorKey, 403, 'Account problem');
  if (body.logonPassword !== passwordOf(account)) return AUTH_FAILED();
  return signedIn(account, rememberMe);
};

const getAttributes = async ({ request }: { request: Request }) => {
  const body = await readBody(request);
  const account = findAccountByEmail(text(body?.logonId));
  if (!account) return HttpResponse.json({ registered: false, phoneOnFile: false });
  const phoneOnFile = account.phoneNumber.length === 10;
  return HttpResponse.json({
    registered: true,
    phoneOnFile,
    ...(phoneOnFile ? { maskedPhone: `(•••) •••-${account.phoneNumber.slice(-4)}` } : {}),
  });
};

function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return at > 0 ? `${email[0]}•••${email.slice(at)}` : '•••';
}

const generatePasscode = async ({ request }: { request: Request }) => {
  const body = await readBody(request);
  if (!body) return errorBody('_ERR_DEFAULT_KEY', 400, 'Bad request');
  const account = findAccountByEmail(text(body.logonId));
  if (!account) return errorBody('_ERR_LOGONID_NOT_EXIST', 400, 'Logon id does not exist');
  const channel = body.channel === 'sms' ? 'sms' : 'email';
  if (channel === 'sms' && account.phoneNumber.length !== 10) return errorBody('_ERR_PHONE_INVALID', 400, 'No phone on file');
  return HttpResponse.json({
    channel,
    destination: channel === 'sms' ? `(•••) •••-${account.phoneNumber.slice(-4)}` : maskEmail(account.emailId),
    lifetimeSeconds: PASSCODE_LIFETIME_SECONDS,
  });
};

const resetPassword = async ({ request }: { request: Request }) => {
  const body = await readBody(request);
  if (!body) return errorBody('_ERR_DEFAULT_KEY', 400, 'Bad request');
  const account = findAccountByEmail(text(body.logonId));
  if (!account) return errorBody('_ERR_LOGONID_NOT_EXIST', 400, 'Logon id does not exist');
  const problem = passcodeError(typeof body.passcode === 'string' ? body.passcode : '');
  if (problem) return problem;
  const password = typeof body.logonPassword === 'string' ? body.logonPassword : '';
  const weak = passwordProblem(password);
  if (weak) return errorBody(weak, 400, 'Password rejected');
  // The reference API keeps the seed's password (so tests and the demo stay repeatable); the reset signs in.
  return signedIn(account, false);
};

const createAccount = async ({ request }: { request: Request }) => {
  const body = await readBody(request);
  if (!body) return errorBody('_ERR_DEFAULT_KEY', 400, 'Bad request');
  if (!text(body.reCaptchaRespCode)) return errorBody('_ERR_CAPTCHA_REQUIRED', 400, 'Captcha required');
  const email = text(body.emailId);
  if (findAccountByEmail(email)) return errorBody('_ERR_LOGONID_ALREDY_EXIST', 400, 'Logon id already exists');
  const phone = text(body.phoneNumber);
  if (!/^\d{10}$/.test(phone)) return errorBody('_ERR_PHONE_INVALID', 400, 'Phone invalid');
  if (phone === TAKEN_PHONE || findAccountByPhone(phone)) {
    return errorBody('_ERR_MOBILE_NUMBER_ALREADY_EXISTS', 400, 'Mobile number already exists');
  }
  const password = typeof body.logonPassword === 'string' ? body.logonPassword : '';
  const weak = passwordProblem(password);
  if (weak) return errorBody(weak, 400, 'Password rejected');
  const firstName = text(body.firstName);
  const lastName = text(body.lastName);
  if (!firstName || !lastName || !email.includes('@')) return errorBody('_ERR_DEFAULT_KEY', 400, 'Missing fields');
  const account = addAccount({
    firstName,
    lastName,
    emailId: email,
    phoneNumber: phone,
    password,
    birthday: text(body.birthday) || undefined,
    loyaltyOptIn: body.loyaltyOptIn === true,
  });
  return signedIn(account, body.rememberMe === true, 201);
};

const logout = () => new HttpResponse(null, { status: 204, headers: signedOutCookies() });

const guest = () => HttpResponse.json({ userId: GUEST_ID, userType: 'G' }, { headers: guestCookies() });

export const identityHandlers = [
  http.post('*/identity/login', withFaults('login', login)),
  http.post('*/identity/login/getattributes', withFaults('accountLookup', getAttributes)),
  http.post('*/identity/generate/passcode', withFaults('passcode', generatePasscode)),
  http.post('*/identity/password/reset', withFaults('passwordReset', resetPassword)),
  http.post('*/identity/profile', withFaults('register', createAccount)),
  http.post('*/identity/logout', withFaults('logout', logout)),
  http.post('*/identity/guest', withFaults('guest', guest)),
];
