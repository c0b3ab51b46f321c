import '../helpers/setup';
import { expect } from '@open-wc/testing';
import {
  EXPIRED_PASSCODE,
  favoritesPostBodies,
  GUEST_ID,
  resetAccounts,
  resetProfileStore,
  rewardsCallCount,
  SEED_PASSWORD,
  signedInCookies,
  TAKEN_PHONE,
  VALID_PASSCODE,
} from '../../mocks/browser';
import { ApiError } from '../../src/core/api';
import {
  createAccount,
  generatePasscode,
  getAccountAttributes,
  guestIdentity,
  login,
  logout,
  resetPassword,
  type NewAccount,
} from '../../src/core/api/identity';
import {
  fetchAccountInfo,
  fetchFavorites,
  fetchRewards,
  fetchVerificationTemplate,
  postFavorites,
  removeFavorite,
  updatePhone,
} from '../../src/core/api/profile';
import { getCookie, removeCookie } from '../../src/core/storage';
import { readSession } from '../../src/core/session';
import { call, faults, post, withReferenceApi, type ErrorBody } from '../helpers/api';
import { failure } from '../helpers/failure';
import { requireAbility } from '../helpers/commands';

withReferenceApi();

const SESSION_COOKIES = ['WC_USERID', 'USERTYPE', 'USERACTIVITY', 'WC_PERSISTENT'];

afterEach(() => {
  for (const name of SESSION_COOKIES) removeCookie(name);
  resetAccounts();
  resetProfileStore();
});

const pat = { logonId: 'pat@example.com', logonPassword: SEED_PASSWORD, rememberMe: false };

const newAccount = (change: Partial<NewAccount> = {}): NewAccount => ({
  firstName: 'Pat',
  lastName: 'Lee',
  emailId: 'pat.lee@example.com',
  phoneNumber: '7135550123',
  logonPassword: 'Trail2025!Go',
  birthday: '04/12/1990',
  loyaltyOptIn: true,
  rememberMe: false,
  reCaptchaRespCode: 'sg-test-captcha-token',
  ...change,
});

async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await failure(promise);
  expect(error).to.be.instanceOf(ApiError);
  return error as ApiError;
}

/** The `WC_PERSISTENT` cookie's expiry as the browser keeps it (cookieStore, where it tells: `requireAbility`). */
async function persistentExpiry(): Promise<number | null | undefined> {
  const store = (globalThis as unknown as { cookieStore: { get(name: string): Promise<{ expires: number | null } | null> } }).cookieStore;
  return (await store.get('WC_PERSISTENT'))?.expires;
}

describe('reference API: POST /identity/login', () => {
  it('signs Pat in with the seed password and sets the four session cookies', async () => {
    expect(readSession().visitorType).to.equal('guest');
    const answer = await login(pat);
    expect(answer).to.deep.equal({ userId: '7001', firstName: 'Pat', userType: 'R' });
    expect(getCookie('WC_USERID')).to.equal('7001');
    expect(getCookie('USERTYPE')).to.equal('R');
    expect(getCookie('USERACTIVITY')).to.match(/^act-/);
    expect(getCookie('WC_PERSISTENT')).to.match(/^reg-/);
    expect(readSession()).to.deep.equal({ visitorType: 'registered', userId: '7001', hasPersistentLogin: true });
  });

  it('answers a login with WC_PERSISTENT for 30 days (Max-Age) with rememberMe, a session cookie (no expiry) without', async () => {
    const persistent = (rememberMe: boolean) => signedInCookies('7001', rememberMe).getSetCookie().find((line) => line.startsWith('WC_PERSISTENT='))!;
    expect(persistent(true)).to.match(/^WC_PERSISTENT=reg-\w+; Path=\/; SameSite=Lax; Max-Age=2592000$/);
    expect(persistent(false)).to.match(/^WC_PERSISTENT=reg-\w+; Path=\/; SameSite=Lax$/);
    // And the login really answers with them: the browser keeps the cookie either way.
    await login(pat);
    expect(getCookie('WC_PERSISTENT')).to.match(/^reg-/);
    removeCookie('WC_PERSISTENT');
    await login({ ...pat, rememberMe: true });
    expect(getCookie('WC_PERSISTENT')).to.match(/^reg-/);
  });

  it("the browser keeps WC_PERSISTENT 30 days with rememberMe, a session cookie without (cookie expiry: Chromium; Firefox's and WebKit's cookieStore give a cookie's name and value only)", async function () {
    await requireAbility(this, 'cookieExpiry');
    await login(pat);
    expect(await persistentExpiry()).to.equal(null);
    await login({ ...pat, rememberMe: true });
    const expires = (await persistentExpiry()) as number;
    const days = (expires - Date.now()) / 86_400_000;
    expect(days).to.be.within(29.9, 30.1);
  });

  it('answers a wrong password with 401 _ERR_AUTHENTICATION_ERROR and sets no cookie', async () => {
    const error = await apiError(login({ ...pat, logonPassword: 'wrong-Pass1!' }));
    expect([error.kind, error.status, error.key, error.serverMessage]).to.deep.equal(['http', 401, '_ERR_AUTHENTICATION_ERROR', 'CMN1234E logon failed']);
    expect(getCookie('WC_USERID')).to.equal(null);
  });

  it('answers the seeded problem accounts with their keys, whatever the password', async () => {
    const cases = [
      ['locked@example.com', '_ERR_PERSON_ACCOUNT_LOCKED_OUT'],
      ['disabled@example.com', '_ERR_PERSON_ACCOUNT_DISABLED'],
      ['paused@example.com', '_ERR_LOGIN_NOT_ALLOWED_NOW'],
      ['expired@example.com', '_ERR_PASSWORD_EXPIRED'],
    ];
    for (const [logonId, key] of cases) {
      const error = await apiError(login({ logonId: logonId!, logonPassword: 'anything', rememberMe: false }));
      expect(error.key, logonId).to.equal(key);
    }
    expect(getCookie('WC_USERID')).to.equal(null);
  });

  it('signs in with the one-time code 123456; 000000 is expired, others invalid, unknown addresses do not exist', async () => {
    expect(await login({ logonId: 'new.member@example.com', passcode: VALID_PASSCODE, rememberMe: false })).to.deep.include({ userId: '7003' });
    expect((await apiError(login({ logonId: 'pat@example.com', passcode: EXPIRED_PASSCODE, rememberMe: false }))).key).to.equal('_ERR_PASSCODE_EXPIRED');
    expect((await apiError(login({ logonId: 'pat@example.com', passcode: '654321', rememberMe: false }))).key).to.equal('_ERR_PASSCODE_INVALID');
    expect((await apiError(login({ logonId: 'nobody@example.com', passcode: VALID_PASSCODE, rememberMe: false }))).key).to.equal('_ERR_LOGONID_NOT_EXIST');
  });

  it('sends exactly one of logonPassword and passcode, and skip only when given', async () => {
    const bodies: unknown[] = [];
    const original = window.fetch;
    window.fetch = (input, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return original(input, init);
    };
    try {
      await login({ ...pat, skip: 'TnS' });
      await login({ logonId: 'pat@example.com', passcode: VALID_PASSCODE, rememberMe: true });
    } finally {
      window.fetch = original;
    }
    expect(bodies).to.deep.equal([
      { logonId: 'pat@example.com', logonPassword: SEED_PASSWORD, rememberMe: false, skip: 'TnS' },
      { logonId: 'pat@example.com', passcode: VALID_PASSCODE, rememberMe: true },
    ]);
  });

  it('refuses a body with both a password and a code', async () => {
    const answer = await post<ErrorBody>('/api/identity/login', { logonId: 'pat@example.com', logonPassword: SEED_PASSWORD, passcode: VALID_PASSCODE });
    expect(answer.status).to.equal(400);
  });

  it('has a fault switch: 503, timeout-like latency, network error, malformed body', async () => {
    faults.set('login', { status: 503 });
    expect((await apiError(login(pat))).status).to.equal(503);
    faults.set('login', { networkError: true });
    expect((await apiError(login(pat))).kind).to.equal('network');
    faults.set('login', { malformed: true });
    expect((await apiError(login(pat))).kind).to.equal('parse');
    faults.set('login', { latencyMs: 400 });
    expect((await apiError(login(pat, { timeoutMs: 100 }))).kind).to.equal('timeout');
  });
});

describe('reference API: account lookup and one-time codes', () => {
  it('getattributes: registered with a phone, without, and unknown', async () => {
    expect(await getAccountAttributes('pat@example.com')).to.deep.equal({ registered: true, phoneOnFile: true, maskedPhone: '(•••) •••-0123' });
    expect(await getAccountAttributes('new.member@example.com')).to.deep.equal({ registered: true, phoneOnFile: false, maskedPhone: '' });
    expect(await getAccountAttributes('nobody@example.com')).to.deep.equal({ registered: false, phoneOnFile: false, maskedPhone: '' });
  });

  it('generate/passcode by email and text message, with a 600 s lifetime', async () => {
    expect(await generatePasscode({ logonId: 'pat@example.com', channel: 'email', purpose: 'signIn' })).to.deep.equal({
      channel: 'email',
      destination: 'p•••@example.com',
      lifetimeSeconds: 600,
    });
    expect(await generatePasscode({ logonId: 'pat@example.com', channel: 'sms', purpose: 'resetPassword' })).to.deep.include({
      channel: 'sms',
      destination: '(•••) •••-0123',
    });
    expect((await apiError(generatePasscode({ logonId: 'nobody@example.com', channel: 'email', purpose: 'signIn' }))).key).to.equal('_ERR_LOGONID_NOT_EXIST');
    faults.set('passcode', { status: 500 });
    expect((await apiError(generatePasscode({ logonId: 'pat@example.com', channel: 'email', purpose: 'signIn' }))).status).to.equal(500);
  });

  it('password/reset with a valid code and a strong password signs in', async () => {
    const answer = await resetPassword({ logonId: 'pat@example.com', passcode: VALID_PASSCODE, logonPassword: 'NewTrail2025!' });
    expect(answer).to.deep.equal({ userId: '7001', firstName: 'Pat', userType: 'R' });
    expect(getCookie('USERTYPE')).to.equal('R');
  });

  it('password/reset refuses an expired code and a password with a run of 4', async () => {
    expect((await apiError(resetPassword({ logonId: 'pat@example.com', passcode: EXPIRED_PASSCODE, logonPassword: 'NewTrail2025!' }))).key).to.equal(
      '_ERR_PASSCODE_EXPIRED',
    );
    expect((await apiError(resetPassword({ logonId: 'pat@example.com', passcode: VALID_PASSCODE, logonPassword: 'Traaaail2025!' }))).key).to.equal(
      '_ERR_AUTHENTICATION_MAXCONSECUTIVECHAR_PASSWORD',
    );
    expect(getCookie('WC_USERID')).to.equal(null);
  });
});

describe('reference API: POST /identity/profile (create account)', () => {
  it('creates 7002 (201), signs in, leaves birthday out when empty', async () => {
    let sent: Record<string, unknown> | null = null;
    const original = window.fetch;
    window.fetch = (input, init) => {
      sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
      return original(input, init);
    };
    try {
      expect(await createAccount(newAccount({ birthday: '', phoneNumber: '7135550124' }))).to.deep.equal({ userId: '7002', firstName: 'Pat', userType: 'R' });
    } finally {
      window.fetch = original;
    }
    expect(sent).not.to.have.property('birthday');
    expect(getCookie('WC_USERID')).to.equal('7002');
    // The new account signs in with its password.
    for (const name of SESSION_COOKIES) removeCookie(name);
    expect(await login({ logonId: 'pat.lee@example.com', logonPassword: 'Trail2025!Go', rememberMe: false })).to.deep.include({ userId: '7002' });
  });

  it('refuses an existing email, a taken phone, a missing captcha token', async () => {
    expect((await apiError(createAccount(newAccount({ emailId: 'pat@example.com' })))).key).to.equal('_ERR_LOGONID_ALREDY_EXIST');
    expect((await apiError(createAccount(newAccount({ phoneNumber: TAKEN_PHONE })))).key).to.equal('_ERR_MOBILE_NUMBER_ALREADY_EXISTS');
    expect((await apiError(createAccount(newAccount({ reCaptchaRespCode: '' })))).key).to.equal('_ERR_CAPTCHA_REQUIRED');
    expect(getCookie('WC_USERID')).to.equal(null);
  });
});

describe('reference API: logout and guest', () => {
  it('logout answers 204 and removes the four cookies; guest sets -1002 and G', async () => {
    await login({ ...pat, rememberMe: true });
    await logout();
    for (const name of SESSION_COOKIES) expect(getCookie(name), name).to.equal(null);
    expect(await guestIdentity()).to.deep.equal({ userId: GUEST_ID, userType: 'G' });
    expect(getCookie('WC_USERID')).to.equal(GUEST_ID);
    expect(getCookie('USERTYPE')).to.equal('G');
    expect(getCookie('USERACTIVITY')).to.equal(null);
    expect(getCookie('WC_PERSISTENT')).to.match(/^guest-/);
    expect(readSession()).to.deep.include({ visitorType: 'guest', userId: null });
  });

  it('a 401/403 on logout also reads as signed out; a 500 does not', async () => {
    faults.set('logout', { status: 403 });
    await logout();
    faults.set('logout', { status: 500 });
    expect((await apiError(logout())).status).to.equal(500);
  });
});

describe('reference API: profile calls of the account', () => {
  it('r2/{id}: Pat has 2 new rewards and 1 new offer; a guest gets 401', async () => {
    expect((await apiError(fetchRewards('7001'))).status).to.equal(401);
    await login(pat);
    expect(await fetchRewards('7001')).to.deep.equal({
      firstName: 'Pat',
      offerCount: { rewards: { new: 2, expsn: 1 }, campaigns: { new: 1, expsn: 0 } },
    });
    expect(rewardsCallCount()).to.equal(1);
    expect((await apiError(fetchRewards('7654321'))).status).to.equal(403);
  });

  it('r2/{id}: missing counts read as 0', async () => {
    await login({ ...pat, logonId: 'unverified@example.com' });
    expect((await fetchRewards('7004')).offerCount).to.deep.equal({ rewards: { new: 0, expsn: 0 }, campaigns: { new: 0, expsn: 0 } });
  });

  it('account info: no phone for the new member, accountVerified false for the unverified one', async () => {
    await login({ ...pat, logonId: 'new.member@example.com' });
    expect(await fetchAccountInfo()).to.deep.include({ phoneNumber: '' });
    await login({ ...pat, logonId: 'unverified@example.com' });
    expect(await fetchAccountInfo()).to.deep.include({ accountVerified: false });
  });

  it('phone update: saved; the taken number answers _ERR_MOBILE_NUMBER_ALREADY_EXISTS', async () => {
    await login({ ...pat, logonId: 'new.member@example.com' });
    expect((await apiError(updatePhone('7003', TAKEN_PHONE))).key).to.equal('_ERR_MOBILE_NUMBER_ALREADY_EXISTS');
    await updatePhone('7003', '2815550177');
    expect(await fetchAccountInfo()).to.deep.include({ phoneNumber: '2815550177' });
  });

  it('favorites: merge a guest map (201 created), read it back, remove one; profilelists is the same store', async () => {
    await login(pat);
    const map = { '1001': { skuId: '1001-2', addedAt: 1732269600000 }, '1017': { skuId: null, addedAt: 1732269700000 } };
    await postFavorites(map);
    expect(favoritesPostBodies()).to.deep.equal([{ favorites: map }]);
    expect(await fetchFavorites()).to.deep.equal(map);
    await removeFavorite('1001');
    expect(await fetchFavorites({ service: 'profilelists' })).to.deep.equal({ '1017': map['1017'] });
  });

  it('favorites merge: a fault or a 2xx without created:true is an error', async () => {
    await login(pat);
    faults.set('favoritesMerge', { status: 502 });
    expect((await apiError(postFavorites({}))).status).to.equal(502);
    faults.clear();
    const answer = await call<ErrorBody>('/api/profile/favorites/', { method: 'POST', body: { favorites: [] } });
    expect(answer.status).to.equal(400);
  });

  it('account verification template: the reference texts; an entry without texts reads as empty texts; a failure is an error', async () => {
    expect(await fetchVerificationTemplate()).to.deep.equal({
      title: 'Please verify your account',
      body: 'We sent you an email with a link. Verify your account to keep it secure and to use all of your rewards.',
      ctaLabel: 'Verify',
      ctaUrl: '/account-verification',
    });
    const realFetch = window.fetch;
    window.fetch = async () => new Response(JSON.stringify({ template_data: { entries: [{}] } }), { headers: { 'content-type': 'application/json' } });
    try {
      expect(await fetchVerificationTemplate()).to.deep.equal({ title: '', body: '', ctaLabel: '', ctaUrl: '' });
    } finally {
      window.fetch = realFetch;
    }
    faults.set('cartTemplate', { status: 500 });
    expect((await apiError(fetchVerificationTemplate())).status).to.equal(500);
  });
});
