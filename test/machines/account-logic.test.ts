import '../helpers/setup';
import { expect } from '@open-wc/testing';
import {
  accountButtonLabel,
  accountCreatedToast,
  accountFailure,
  choosePrompt,
  isPromptSuppressedPath,
  parseDismissedPrompts,
  parseSignInReturn,
  verificationPrompt,
  VERIFICATION_PROMPT_DEFAULT,
  type PromptSituation,
  ageOn,
  codeSentStatus,
  EMPTY_VALUES,
  errorFieldFor,
  expiresInMinutes,
  expiryText,
  firstInvalidField,
  formatPhone,
  hasRepeatRun,
  isValidEmail,
  parseBirthday,
  passwordChecks,
  phoneDigits,
  safeReturnPath,
  serverText,
  validateForm,
  type AccountValues,
} from '../../machines/account';
import { ApiError } from '../../src/core/api';
import { ACCOUNT_PROMPT_SUPPRESSED_PATHS } from '../../src/core/account-constants';
import { en, M } from '../helpers/account-messages';

/** A local calendar day (the rules read the shopper's own day). */
const day = (year: number, month: number, date: number) => new Date(year, month - 1, date, 12);
const TODAY = day(2026, 11, 25);

const values = (change: Partial<AccountValues> = {}): AccountValues => ({ ...EMPTY_VALUES, ...change });

const goodAccount = values({
  firstName: 'Pat',
  lastName: 'Lee',
  email: 'pat.lee@example.com',
  phone: '(713) 555-0123',
  password: 'Trail2025!Go',
  birthday: '04/12/1990',
  joinRewards: true,
  captcha: 'token',
});

const create = (change: Partial<AccountValues>, today = TODAY) => validateForm('createAccount', { ...goodAccount, ...change }, today);

describe('account logic: create account fields', () => {
  it('a complete form is valid', () => {
    expect(create({})).to.deep.equal({});
  });

  it('an empty form: every required field, in field order (first name first)', () => {
    const errors = validateForm('createAccount', values({ joinRewards: true }), TODAY);
    expect(Object.keys(errors)).to.deep.equal(['firstName', 'lastName', 'email', 'phone', 'password', 'birthday', 'captcha']);
    expect(errors).to.deep.equal({
      firstName: M.firstNameRequired,
      lastName: M.lastNameRequired,
      email: M.emailRequired,
      phone: M.phoneRequired,
      password: M.newPasswordRequired,
      birthday: M.birthdayRequired,
      captcha: M.captchaRequired,
    });
    expect(firstInvalidField(errors)).to.equal('firstName');
    expect(en(M.phoneRequired)).to.equal('Please enter a phone number');
  });

  it('names: letters only, 1 to 50 (any script), trimmed', () => {
    expect(create({ firstName: 'José', lastName: 'Zoë' })).to.deep.equal({});
    expect(create({ firstName: '  Pat  ' })).to.deep.equal({});
    expect(create({ firstName: 'A'.repeat(50) })).to.deep.equal({});
    expect(create({ firstName: 'A'.repeat(51) })).to.deep.equal({ firstName: M.firstNameLength });
    expect(create({ lastName: 'L'.repeat(51) })).to.deep.equal({ lastName: M.lastNameLength });
    expect(create({ firstName: 'Pat2' })).to.deep.equal({ firstName: M.firstNameLetters });
    expect(create({ lastName: "O'Brien" })).to.deep.equal({ lastName: M.lastNameLetters });
    expect(create({ lastName: 'Mary Ann' })).to.deep.equal({ lastName: M.lastNameLetters });
    expect(create({ firstName: '<b>' })).to.deep.equal({ firstName: M.firstNameLetters });
    expect(create({ firstName: '   ' })).to.deep.equal({ firstName: M.firstNameRequired });
  });

  it('email: a valid address', () => {
    for (const good of ['pat@example.com', 'pat.lee+shop@mail.example.co', ' pat@example.com ']) expect(isValidEmail(good), good).to.equal(true);
    for (const bad of ['pat', 'pat@', '@example.com', 'pat@example', 'pat@example.c', 'pa t@example.com', 'pat@@example.com', 'pat@example..com', `${'a'.repeat(250)}@x.com`]) {
      expect(isValidEmail(bad), bad).to.equal(false);
    }
    expect(create({ email: 'pat@example' })).to.deep.equal({ email: M.emailInvalid });
  });

  it('phone: 10 digits as typed, sent as digits, shown (XXX) XXX-XXXX', () => {
    expect(phoneDigits('(713) 555-0123')).to.equal('7135550123');
    expect(phoneDigits('713.555.0123')).to.equal('7135550123');
    expect(phoneDigits('7135550123')).to.equal('7135550123');
    expect(phoneDigits('+1 713 555 0123')).to.equal('7135550123');
    expect(phoneDigits('1 713 555 0123')).to.equal(null);
    expect(phoneDigits('713555012')).to.equal(null);
    expect(phoneDigits('71355501234')).to.equal(null);
    expect(phoneDigits('713-555-O123')).to.equal(null);
    expect(formatPhone('7135550123')).to.equal('(713) 555-0123');
    expect(formatPhone('713555')).to.equal('(713) 555');
    expect(formatPhone('71')).to.equal('(71');
    expect(formatPhone('713555012399')).to.equal('(713) 555-0123');
    expect(formatPhone('')).to.equal('');
    expect(create({ phone: '555-0123' })).to.deep.equal({ phone: M.phoneInvalid });
    expect(validateForm('phone', values({ phone: '' }), TODAY)).to.deep.equal({ phone: { key: 'phoneRequired' } });
    expect(validateForm('phone', values({ phone: '(713) 555-0123' }), TODAY)).to.deep.equal({});
  });

  it('new password: >= 10, an uppercase, a number, a special character, no character 4 times in a row', () => {
    expect(create({ password: 'Trail25!G' })).to.deep.equal({ password: M.passwordLength });
    expect(create({ password: 'trail2025!go' })).to.deep.equal({ password: M.passwordUppercase });
    expect(create({ password: 'TrailTrail!Go' })).to.deep.equal({ password: M.passwordNumber });
    expect(create({ password: 'Trail2025Go' })).to.deep.equal({ password: M.passwordSpecial });
    expect(create({ password: 'Trail2025 Go' })).to.deep.equal({ password: M.passwordSpecial });
    expect(create({ password: 'Traaail2025!' })).to.deep.equal({});
    expect(create({ password: 'Traaaail2025!' })).to.deep.equal({ password: M.passwordRepeat });
    expect(en(M.passwordRepeat)).to.equal("Your password can't repeat a character more than 3 times in a row.");
    expect(passwordChecks('aaaa')).to.deep.equal({ length: false, uppercase: false, number: false, special: false, noRun: false });
    expect(passwordChecks('Trail2025!Go')).to.deep.equal({ length: true, uppercase: true, number: true, special: true, noRun: true });
  });

  it('runs: aaaa and 1111 and !!!! are refused, aaa and aAaa are not (case-sensitive), runs anywhere count', () => {
    expect(hasRepeatRun('aaaa')).to.equal(true);
    expect(hasRepeatRun('xx1111yy')).to.equal(true);
    expect(hasRepeatRun('Ab!!!!')).to.equal(true);
    expect(hasRepeatRun('aaa')).to.equal(false);
    expect(hasRepeatRun('aaabaaa')).to.equal(false);
    expect(hasRepeatRun('aAaa')).to.equal(false);
    expect(hasRepeatRun('😀😀😀😀')).to.equal(true);
    expect(hasRepeatRun('')).to.equal(false);
  });

  it('captcha token required: without it the form is invalid even when all else is right', () => {
    expect(create({ captcha: '' })).to.deep.equal({ captcha: M.captchaRequired });
    expect(en(M.captchaRequired)).to.equal('Please complete the security check.');
  });
});

describe('account logic: birthday and age', () => {
  it('MM/DD/YYYY, a real date: Feb 29 only in leap years, months 1-12, days of the month', () => {
    expect(parseBirthday('02/29/2000')).to.deep.equal({ ok: true, date: { year: 2000, month: 2, day: 29 } });
    expect(parseBirthday('02/29/2004').ok).to.equal(true);
    expect(parseBirthday('02/29/1900')).to.deep.equal({ ok: false, reason: 'invalid' });
    expect(parseBirthday('02/29/2001')).to.deep.equal({ ok: false, reason: 'invalid' });
    expect(parseBirthday('04/31/1990')).to.deep.equal({ ok: false, reason: 'invalid' });
    expect(parseBirthday('13/01/1990')).to.deep.equal({ ok: false, reason: 'invalid' });
    expect(parseBirthday('00/10/1990')).to.deep.equal({ ok: false, reason: 'invalid' });
    expect(parseBirthday('12/31/1899')).to.deep.equal({ ok: false, reason: 'invalid' });
    for (const bad of ['4/12/1990', '1990-04-12', '04/12/90', '04-12-1990', 'April 12 1990', '04/12/1990x']) {
      expect(parseBirthday(bad), bad).to.deep.equal({ ok: false, reason: 'format' });
    }
    expect(create({ birthday: '02/30/1990' })).to.deep.equal({ birthday: M.birthdayInvalid });
    expect(create({ birthday: '1990-04-12' })).to.deep.equal({ birthday: M.birthdayFormat });
  });

  it('a past date: today and later are refused', () => {
    expect(create({ birthday: '11/25/2026', joinRewards: false })).to.deep.equal({ birthday: M.birthdayFuture });
    expect(create({ birthday: '11/26/2026', joinRewards: false })).to.deep.equal({ birthday: M.birthdayFuture });
    expect(create({ birthday: '11/24/2026', joinRewards: false })).to.deep.equal({});
  });

  it('optional without Join rewards, required with it', () => {
    expect(create({ birthday: '', joinRewards: false })).to.deep.equal({});
    expect(create({ birthday: '  ', joinRewards: true })).to.deep.equal({ birthday: M.birthdayRequired });
  });

  it('18 or older on the day of sign-up to join rewards: the 18th birthday today counts', () => {
    expect(create({ birthday: '11/25/2008' })).to.deep.equal({});
    expect(create({ birthday: '11/26/2008' })).to.deep.equal({ joinRewards: M.joinRewardsAge });
    expect(create({ birthday: '11/26/2008', joinRewards: false })).to.deep.equal({});
    expect(create({ birthday: '12/31/2010' })).to.deep.equal({ joinRewards: M.joinRewardsAge });
  });

  it('born on Feb 29: 18 on Mar 1 of a common year, on Feb 29 of a leap year', () => {
    expect(ageOn({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 2, day: 28 })).to.equal(17);
    expect(ageOn({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 3, day: 1 })).to.equal(18);
    expect(ageOn({ year: 2010, month: 2, day: 29 - 1 }, { year: 2028, month: 2, day: 28 })).to.equal(18);
    expect(ageOn({ year: 2012, month: 2, day: 29 }, { year: 2030, month: 2, day: 28 })).to.equal(17);
    expect(ageOn({ year: 2012, month: 2, day: 29 }, { year: 2032, month: 2, day: 29 })).to.equal(20);
    expect(create({ birthday: '02/29/2008' }, day(2026, 2, 28))).to.deep.equal({ joinRewards: M.joinRewardsAge });
    expect(create({ birthday: '02/29/2008' }, day(2026, 3, 1))).to.deep.equal({});
  });

  it('"today" is the argument: the same birthday passes a day later', () => {
    expect(create({ birthday: '11/26/2008' }, day(2026, 11, 26))).to.deep.equal({});
  });
});

describe('account logic: sign-in, code and reset forms', () => {
  it('sign in: email valid, password required (no strength rules)', () => {
    expect(validateForm('signIn', values(), TODAY)).to.deep.equal({ email: M.emailRequired, password: M.passwordRequired });
    expect(validateForm('signIn', values({ email: 'pat@example.com', password: 'x' }), TODAY)).to.deep.equal({});
    expect(validateForm('signIn', values({ email: 'nope', password: 'x' }), TODAY)).to.deep.equal({ email: M.emailInvalid });
  });

  it('one-time code: required, 6 digits (spaces ignored)', () => {
    expect(validateForm('codeSignIn', values(), TODAY)).to.deep.equal({ code: M.codeRequired });
    expect(validateForm('codeSignIn', values({ code: '12345' }), TODAY)).to.deep.equal({ code: M.codeInvalid });
    expect(validateForm('codeSignIn', values({ code: '1234567' }), TODAY)).to.deep.equal({ code: M.codeInvalid });
    expect(validateForm('codeSignIn', values({ code: '12a456' }), TODAY)).to.deep.equal({ code: M.codeInvalid });
    expect(validateForm('codeSignIn', values({ code: '123 456' }), TODAY)).to.deep.equal({});
  });

  it('code request and reset request: the email; reset: code then new password', () => {
    expect(validateForm('codeRequest', values({ email: 'x' }), TODAY)).to.deep.equal({ email: M.emailInvalid });
    expect(validateForm('resetRequest', values(), TODAY)).to.deep.equal({ email: M.emailRequired });
    const reset = validateForm('resetPassword', values({ code: '1', newPassword: 'short' }), TODAY);
    expect(Object.keys(reset)).to.deep.equal(['code', 'newPassword']);
    expect(reset.newPassword).to.deep.equal(M.passwordLength);
    expect(validateForm('resetPassword', values({ code: '123456', newPassword: 'NewTrail2025!' }), TODAY)).to.deep.equal({});
  });
});

describe('account logic: errors', () => {
  const http = (key: string, status: number, serverMessage?: string) => new ApiError('http', key, status, undefined, serverMessage);

  it('a listed key shows the contract message, never the server text', () => {
    expect(accountFailure(http('_ERR_AUTHENTICATION_ERROR', 401, 'CMN1234E logon failed'), 'identity')).to.deep.equal({
      key: '_ERR_AUTHENTICATION_ERROR',
      message: { error: '_ERR_AUTHENTICATION_ERROR' },
      sessionEnded: false,
    });
    const table: Array<[string, string]> = [
      ['_ERR_LOGONID_NOT_EXIST', "We couldn't find an account with that email address. Check it or create an account."],
      ['_ERR_LOGONID_ALREDY_EXIST', 'An account with this email address already exists. Sign in or reset your password.'],
      ['_ERR_USER_ALREADY_REGISTERED', 'You already have an account. Please sign in.'],
      ['_ERR_PERSON_ACCOUNT_LOCKED_OUT', 'Your account is locked after too many sign-in attempts. Check your email for an unlock link or reset your password.'],
      ['_ERR_PERSON_ACCOUNT_DISABLED', 'This account has been disabled. Please contact customer care.'],
      ['_ERR_LOGIN_NOT_ALLOWED_NOW', 'For your security, sign-in to this account is paused for 24 hours. Reset your password or try again later.'],
      ['_ERR_PASSWORD_EXPIRED', 'Your password is no longer valid. Please reset it to sign in.'],
      ['_ERR_EXPIRED_ACTIVITY_TOKEN', 'Your session has expired. Please sign in again.'],
      ['_ERR_INVALID_COOKIE', 'Your session has expired. Please sign in again.'],
      ['_ERR_MOBILE_NUMBER_ALREADY_EXISTS', 'This phone number is already associated with another account. Please update the number and try again.'],
      ['_ERR_AUTHENTICATION_MAXCONSECUTIVECHAR_PASSWORD', "Your password can't repeat a character more than 3 times in a row."],
      ['_ERR_PASSCODE_INVALID', 'This code is invalid or has expired. Request a new code and try again.'],
      ['_ERR_PASSCODE_EXPIRED', 'This code is invalid or has expired. Request a new code and try again.'],
      ['_ERR_PASSCODE_MAX_ATTEMPTS_HOUR_EMAIL', 'Too many codes were sent by email. Please wait an hour and try again.'],
      ['_ERR_PASSCODE_MAX_ATTEMPTS_HOUR_SMS', 'Too many codes were sent by text message. Please wait an hour and try again.'],
      ['_ERR_PASSCODE_MAX_ATTEMPTS_DAY_EMAIL', 'Too many codes were sent by email today. Please try again in 24 hours.'],
      ['_ERR_PASSCODE_MAX_ATTEMPTS_DAY_SMS', 'Too many codes were sent by text message today. Please try again in 24 hours.'],
      ['_ERR_PHONE_INVALID', "This phone number isn't valid. Please enter another number."],
      ['_ERR_PHONE_BANNED', "This phone number can't be used. Please enter another number."],
      ['_ERR_PHONE_SUSPENDED', "This phone number can't be used. Please enter another number."],
      ['_ERR_PHONE_MULTIPLE_ACCOUNTS', 'This phone number belongs to more than one account. Please sign in with your email address.'],
      ['_ERR_UNLOCK_MAIL_ALREADY_SENT', 'We already sent you an unlock email. Please wait 15 minutes before asking again.'],
      ['_ERR_CAPTCHA_REQUIRED', 'Please complete the security check.'],
      ['_ERR_BIOMETRIC_AUTHENTICATION', 'Biometric sign-in failed. Please sign in with your password.'],
      ['BAD_GATEWAY_AUTH_RES', 'Please try again later'],
      ['BAD_GATEWAY_AUTH_RES_TIMEOUT', 'Please try again later'],
      ['_ERR_DEFAULT_KEY', 'Something went wrong. Please try again later.'],
    ];
    for (const [key, message] of table) {
      const failure = accountFailure(http(key, 400, 'server words'), 'identity');
      expect(failure?.message, key).to.deep.equal({ error: key });
      expect(en(failure?.message), key).to.equal(message);
    }
  });

  it('an unknown key shows the server errorMessage as text (300 characters at most), else the default', () => {
    expect(accountFailure(http('_ERR_NEW_THING', 400, '  Try <b>again</b>\n later '), 'identity')).to.deep.equal({
      key: null,
      message: { text: 'Try <b>again</b> later' },
      sessionEnded: false,
    });
    expect(en(accountFailure(http('_ERR_NEW_THING', 400, 'x'.repeat(400)), 'identity')?.message)).to.have.length(300);
    expect(accountFailure(http('_ERR_NEW_THING', 400), 'identity')?.message).to.deep.equal({ error: '_ERR_DEFAULT_KEY' });
    expect(accountFailure(http('_ERR_DEFAULT_KEY', 400, 'Simulated HTTP 400'), 'identity')?.message).to.deep.equal({ error: '_ERR_DEFAULT_KEY' });
    expect(en({ error: '_ERR_DEFAULT_KEY' })).to.equal('Something went wrong. Please try again later.');
    expect(serverText('   ')).to.equal(null);
  });

  it('any 5xx: the default, whatever the key or text', () => {
    for (const status of [500, 502, 503, 504]) {
      expect(accountFailure(http('_ERR_AUTHENTICATION_ERROR', status, 'boom'), 'identity')?.message).to.deep.equal({ error: '_ERR_DEFAULT_KEY' });
    }
  });

  it('timeout, network: their messages; malformed or unreadable body and other errors: the default; abort: null', () => {
    expect(en(accountFailure(new ApiError('timeout', '_ERR_TIMEOUT', 408), 'identity')?.message)).to.equal(
      'The request took too long. Please check your connection and try again.',
    );
    expect(en(accountFailure(new ApiError('network', '_ERR_NETWORK'), 'identity')?.message)).to.equal(
      'We could not reach the store. Please check your connection and try again.',
    );
    expect(accountFailure(new ApiError('parse', '_ERR_BAD_RESPONSE', 200), 'identity')?.message).to.deep.equal({ error: '_ERR_DEFAULT_KEY' });
    expect(accountFailure(new ApiError('schema', '_ERR_BAD_RESPONSE', 200), 'identity')?.message).to.deep.equal({ error: '_ERR_DEFAULT_KEY' });
    expect(accountFailure(new TypeError('x'), 'identity')?.message).to.deep.equal({ error: '_ERR_DEFAULT_KEY' });
    expect(accountFailure(new DOMException('stop', 'AbortError'), 'identity')).to.equal(null);
  });

  it('401/403 without a listed key: bad credentials on identity calls, an ended session on profile calls', () => {
    expect(accountFailure(http('_ERR_DEFAULT_KEY', 401), 'identity')?.key).to.equal('_ERR_AUTHENTICATION_ERROR');
    expect(accountFailure(http('SOMETHING', 403, 'nope'), 'identity')?.key).to.equal('_ERR_AUTHENTICATION_ERROR');
    expect(accountFailure(http('_ERR_DEFAULT_KEY', 401), 'profile')).to.deep.equal({
      key: '_ERR_EXPIRED_ACTIVITY_TOKEN',
      message: { error: '_ERR_EXPIRED_ACTIVITY_TOKEN' },
      sessionEnded: true,
    });
    expect(accountFailure(http('_ERR_MOBILE_NUMBER_ALREADY_EXISTS', 400), 'profile')?.sessionEnded).to.equal(false);
  });

  it('the field to focus after a server error', () => {
    expect(errorFieldFor('_ERR_AUTHENTICATION_ERROR', 'signIn')).to.equal('password');
    expect(errorFieldFor('_ERR_PASSCODE_EXPIRED', 'codeSignIn')).to.equal('code');
    expect(errorFieldFor('_ERR_MOBILE_NUMBER_ALREADY_EXISTS', 'createAccount')).to.equal('phone');
    expect(errorFieldFor('_ERR_LOGONID_ALREDY_EXIST', 'createAccount')).to.equal('email');
    expect(errorFieldFor('_ERR_AUTHENTICATION_MAXCONSECUTIVECHAR_PASSWORD', 'resetPassword')).to.equal('newPassword');
    expect(errorFieldFor('_ERR_PERSON_ACCOUNT_LOCKED_OUT', 'signIn')).to.equal(null);
    expect(errorFieldFor(null, 'signIn')).to.equal(null);
  });
});

describe('account logic: code lifetime, return URL', () => {
  it('"It expires in N minutes": whole minutes rounded up', () => {
    expect(expiresInMinutes(600)).to.equal(10);
    expect(expiresInMinutes(601)).to.equal(11);
    expect(expiresInMinutes(61)).to.equal(2);
    expect(expiresInMinutes(1)).to.equal(1);
    expect(expiresInMinutes(0)).to.equal(null);
    expect(expiresInMinutes(-5)).to.equal(null);
    expect(expiresInMinutes(null)).to.equal(null);
    expect(expiryText(10)).to.deep.equal({ key: 'codeExpiry', values: { minutes: 10 } });
    expect(expiryText(null)).to.equal(null);
    expect(en(expiryText(10))).to.equal('It expires in 10 minutes.');
    expect(en(expiryText(1))).to.equal('It expires in 1 minute.');
    expect(codeSentStatus({ channel: 'email', destination: 'p•••@example.com', expiresInMinutes: 10 })).to.deep.equal([
      { key: 'codeSentTo', values: { destination: 'p•••@example.com' } },
      { key: 'codeExpiry', values: { minutes: 10 } },
    ]);
    expect(codeSentStatus({ channel: 'sms', destination: '', expiresInMinutes: null })).to.deep.equal([{ key: 'codeSentBySms' }]);
    expect(codeSentStatus({ channel: 'email', destination: ' ', expiresInMinutes: 1 }).map(en).join(' ')).to.equal(
      'We sent you a code by email. It expires in 1 minute.',
    );
  });

  it('returnUrl: only a same-origin path', () => {
    const base = 'https://shop.example.com/shop/LogonForm';
    expect(safeReturnPath('/myaccount/orders?x=1#top', base)).to.equal('/myaccount/orders?x=1#top');
    expect(safeReturnPath('/', base)).to.equal('/');
    expect(safeReturnPath('/myaccount')).to.equal('/myaccount');
    for (const bad of [
      'https://shop.example.com/myaccount',
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'myaccount',
      '/my account\n',
      '',
      null,
      42,
    ]) {
      expect(safeReturnPath(bad, base), String(bad)).to.equal(null);
    }
  });
});

describe('account logic: button, toast, return, prompts', () => {
  it('button: Sign in; Hi, {firstName}; My account until the name is known', () => {
    expect(accountButtonLabel(false, 'Pat')).to.deep.equal({ key: 'buttonSignIn' });
    expect(accountButtonLabel(true, ' Pat ')).to.deep.equal({ key: 'buttonGreeting', values: { firstName: 'Pat' } });
    expect(accountButtonLabel(true, '')).to.deep.equal({ key: 'buttonMyAccount' });
    expect(accountButtonLabel(true, null)).to.deep.equal({ key: 'buttonMyAccount' });
    expect([accountButtonLabel(false, null), accountButtonLabel(true, ' Pat '), accountButtonLabel(true, '')].map(en)).to.deep.equal([
      'Sign in',
      'Hi, Pat',
      'My account',
    ]);
  });

  it('create-account toast text', () => {
    expect(accountCreatedToast('Pat')).to.deep.equal({ key: 'accountCreated', values: { firstName: 'Pat' } });
    expect(en(accountCreatedToast('Pat'))).to.equal('Welcome, Pat! Your account has been created.');
    expect(en(accountCreatedToast(''))).to.equal('Welcome! Your account has been created.');
  });

  it('sg_sign_in_return: cart or account, else null', () => {
    expect([parseSignInReturn('cart'), parseSignInReturn('account'), parseSignInReturn('menu'), parseSignInReturn(null)]).to.deep.equal([
      'cart',
      'account',
      null,
      null,
    ]);
  });

  const situation = (change: Partial<PromptSituation> = {}): PromptSituation => ({
    signedIn: true,
    pathname: '/',
    otherFlyoutOpen: false,
    shownThisPage: false,
    dismissed: [],
    ...change,
  });
  const paths = ACCOUNT_PROMPT_SUPPRESSED_PATHS;

  it('prompts: verification first, else the missing phone; signed-in only, once per page, no other flyout open', () => {
    const unverified = { accountVerified: false, phoneNumber: '' };
    const noPhone = { accountVerified: true, phoneNumber: '  ' };
    expect(choosePrompt(unverified, situation(), paths)).to.equal('verification');
    expect(choosePrompt(noPhone, situation(), paths)).to.equal('phone');
    expect(choosePrompt({ phoneNumber: null }, situation(), paths)).to.equal('phone');
    expect(choosePrompt({ accountVerified: null, phoneNumber: '7135550123' }, situation(), paths)).to.equal(null);
    expect(choosePrompt(unverified, situation({ signedIn: false }), paths)).to.equal(null);
    expect(choosePrompt(unverified, situation({ shownThisPage: true }), paths)).to.equal(null);
    expect(choosePrompt(unverified, situation({ otherFlyoutOpen: true }), paths)).to.equal(null);
    expect(choosePrompt(null, situation(), paths)).to.equal(null);
  });

  it('prompts: a dismissal lasts the session; the other prompt may still show', () => {
    const both = { accountVerified: false, phoneNumber: '' };
    expect(choosePrompt(both, situation({ dismissed: ['verification'] }), paths)).to.equal('phone');
    expect(choosePrompt(both, situation({ dismissed: ['verification', 'phone'] }), paths)).to.equal(null);
    expect(parseDismissedPrompts(['phone', 'x', 3])).to.deep.equal(['phone']);
    expect(parseDismissedPrompts('phone')).to.deep.equal([]);
  });

  it('prompts: never on /shop/LogonForm, /shop/createpassword, /OrderConfirmation', () => {
    for (const path of ['/shop/LogonForm', '/shop/logonform/', '/shop/createpassword', '/OrderConfirmation', '/orderconfirmation/x']) {
      expect(isPromptSuppressedPath(path, paths), path).to.equal(true);
      expect(choosePrompt({ accountVerified: false }, situation({ pathname: path }), paths), path).to.equal(null);
    }
    for (const path of ['/', '/shop/LogonFormer', '/myaccount', '/shop']) {
      expect(isPromptSuppressedPath(path, paths), path).to.equal(false);
    }
  });
});

describe('account logic: verification prompt text', () => {
  const base = 'https://shop.example.com/';

  it('the template texts as text, each empty one replaced by ours', () => {
    expect(verificationPrompt({ title: 'Check your inbox', body: ' Tap the <b>link</b>\n we sent ', ctaLabel: '', ctaUrl: '/verify?x=1' }, base)).to.deep.equal({
      title: { text: 'Check your inbox' },
      body: { text: 'Tap the <b>link</b> we sent' },
      ctaLabel: { key: 'verificationCta' },
      ctaUrl: '/verify?x=1',
    });
    expect(en(VERIFICATION_PROMPT_DEFAULT.ctaLabel)).to.equal('Verify');
    expect(verificationPrompt(null, base)).to.deep.equal(VERIFICATION_PROMPT_DEFAULT);
    expect(verificationPrompt({}, base)).to.deep.equal(VERIFICATION_PROMPT_DEFAULT);
  });

  it('a CTA to another origin or a script URL falls back to ours', () => {
    for (const ctaUrl of ['https://evil.example/verify', '//evil.example', 'javascript:alert(1)', 'data:text/html,x']) {
      expect(verificationPrompt({ ctaUrl }, base).ctaUrl, ctaUrl).to.equal('/myaccount/profile');
    }
    expect(verificationPrompt({ ctaUrl: 'https://shop.example.com/verify' }, base).ctaUrl).to.equal('/verify');
  });
});
