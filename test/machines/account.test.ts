import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { createActor, fromPromise, waitFor } from 'xstate';
import { accountMachine } from '../../machines/account';
import type {
  AccountEmitted,
  AccountField,
  AccountInput,
  AccountAttributes,
  CreateAccountInput,
  LookUpAccountInput,
  PasscodeSent,
  ResetPasswordInput,
  SendCodeInput,
  SignInInput,
  SignInOutput,
  SignOutInput,
} from '../../machines/account';
import { ApiError } from '../../src/core/api';
import { en, M } from '../helpers/account-messages';

const TODAY = new Date(2026, 10, 25, 12);
const PAT: SignInOutput = { userId: '7001', firstName: 'Pat', userType: 'R' };

interface Fakes {
  signIn?: (input: SignInInput, signal: AbortSignal) => Promise<SignInOutput>;
  createAccount?: (input: CreateAccountInput) => Promise<SignInOutput>;
  lookUpAccount?: (input: LookUpAccountInput) => Promise<AccountAttributes>;
  sendCode?: (input: SendCodeInput) => Promise<PasscodeSent>;
  resetPassword?: (input: ResetPasswordInput) => Promise<SignInOutput>;
  signOut?: (input: SignOutInput) => Promise<void>;
  /** Whether the page's session became registered after a sign-in (false: a browser blocking cookies). Default true. */
  sessionKept?: boolean;
}

/** Never settles (until the signal aborts it). */
const pending = <T>(signal?: AbortSignal) =>
  new Promise<T>((_, reject) => signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

function start(fakes: Fakes = {}, input: AccountInput = {}) {
  const calls = {
    signIn: [] as unknown[],
    createAccount: [] as unknown[],
    lookUpAccount: [] as unknown[],
    sendCode: [] as unknown[],
    resetPassword: [] as unknown[],
    signOut: [] as unknown[],
  };
  const fail = () => Promise.reject(new Error('not expected in this test'));
  const machine = accountMachine.provide({
    guards: { sessionKept: () => fakes.sessionKept ?? true },
    actors: {
      signIn: fromPromise<SignInOutput, SignInInput>(({ input: i, signal }) => {
        calls.signIn.push(i);
        return (fakes.signIn ?? fail)(i, signal);
      }),
      createAccount: fromPromise<SignInOutput, CreateAccountInput>(({ input: i }) => {
        calls.createAccount.push(i);
        return (fakes.createAccount ?? fail)(i);
      }),
      lookUpAccount: fromPromise<AccountAttributes, LookUpAccountInput>(({ input: i }) => {
        calls.lookUpAccount.push(i);
        return (fakes.lookUpAccount ?? fail)(i);
      }),
      sendCode: fromPromise<PasscodeSent, SendCodeInput>(({ input: i }) => {
        calls.sendCode.push(i);
        return (fakes.sendCode ?? fail)(i);
      }),
      resetPassword: fromPromise<SignInOutput, ResetPasswordInput>(({ input: i }) => {
        calls.resetPassword.push(i);
        return (fakes.resetPassword ?? fail)(i);
      }),
      signOut: fromPromise<void, SignOutInput>(({ input: i }) => {
        calls.signOut.push(i);
        return (fakes.signOut ?? fail)(i);
      }),
    },
  });
  const actor = createActor(machine, { input: { today: () => TODAY, ...input } });
  const emitted: AccountEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  const fill = (fields: Partial<Record<AccountField, string | boolean>>) => {
    for (const [field, value] of Object.entries(fields)) actor.send({ type: 'FIELD.CHANGE', field: field as AccountField, value: value! });
  };
  return { actor, calls, emitted, fill, ctx: () => actor.getSnapshot().context };
}

const isEditing = (s: { hasTag: (tag: 'busy' | 'signedIn') => boolean }) => !s.hasTag('busy');

describe('accountMachine: sign in with a password', () => {
  it('guest.signIn -> submitting (busy) -> signedIn; emits signedIn; the password is gone from context', async () => {
    const { actor, calls, emitted, fill, ctx } = start({ signIn: async () => PAT });
    expect(actor.getSnapshot().matches({ guest: 'signIn' })).to.equal(true);
    fill({ email: ' pat@example.com ', password: 'Trail2025!Go', rememberMe: true });
    actor.send({ type: 'FORM.SUBMIT' });
    expect(actor.getSnapshot().hasTag('busy')).to.equal(true);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(calls.signIn).to.deep.equal([
      { credentials: { logonId: 'pat@example.com', logonPassword: 'Trail2025!Go', rememberMe: true }, api: {} },
    ]);
    expect(ctx().user).to.deep.equal({ userId: '7001', firstName: 'Pat' });
    expect(emitted).to.deep.equal([{ type: 'signedIn', userId: '7001', firstName: 'Pat', method: 'password' }]);
    expect(JSON.stringify(ctx())).not.to.contain('Trail2025');
    expect(JSON.stringify(emitted)).not.to.contain('Trail2025');
    expect(actor.getSnapshot().hasTag('signedIn')).to.equal(true);
  });

  it("the API said yes but the page's session stayed a guest (cookies blocked): no signedIn, the form says cookies are needed (issue 21.22)", async () => {
    const { actor, emitted, fill, ctx } = start({ signIn: async () => PAT, sessionKept: false });
    fill({ email: 'pat@example.com', password: 'Trail2025!Go' });
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().matches({ guest: { signIn: 'editing' } })).to.equal(true);
    expect(actor.getSnapshot().hasTag('signedIn')).to.equal(false);
    expect(emitted).to.deep.equal([]);
    expect(ctx().error).to.deep.equal({ key: 'cookiesNeeded' });
    expect(en(ctx().error)).to.equal('Signing in needs cookies, and your browser is blocking them. Allow cookies for this site, then try again.');
    expect(ctx().user).to.equal(null);
  });

  it('an invalid form sends nothing and lists the errors in field order', () => {
    const { actor, calls, fill, ctx } = start({ signIn: async () => PAT });
    actor.send({ type: 'FORM.SUBMIT' });
    expect(ctx().fieldErrors).to.deep.equal({ email: M.emailRequired, password: M.passwordRequired });
    fill({ email: 'pat@' });
    expect(ctx().fieldErrors).to.deep.equal({ password: M.passwordRequired });
    actor.send({ type: 'FORM.SUBMIT' });
    expect(ctx().fieldErrors).to.deep.equal({ email: M.emailInvalid, password: M.passwordRequired });
    expect(actor.getSnapshot().hasTag('busy')).to.equal(false);
    expect(calls.signIn).to.have.length(0);
  });

  it('a double submit sends one request', async () => {
    let resolve!: (value: SignInOutput) => void;
    const { actor, calls, fill } = start({ signIn: () => new Promise((r) => (resolve = r)) });
    fill({ email: 'pat@example.com', password: 'x' });
    actor.send({ type: 'FORM.SUBMIT' });
    actor.send({ type: 'FORM.SUBMIT' });
    actor.send({ type: 'SCREEN.SHOW', screen: 'createAccount' });
    expect(actor.getSnapshot().matches({ guest: { signIn: 'submitting' } })).to.equal(true);
    resolve(PAT);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(calls.signIn).to.have.length(1);
  });

  it('sends login-skip when the page set it (CONFIG.CHANGE), at the api-base of API.CHANGE', async () => {
    const { actor, calls, fill } = start({ signIn: async () => PAT }, { skip: 'T' });
    actor.send({ type: 'CONFIG.CHANGE', skip: 'TnS' });
    actor.send({ type: 'API.CHANGE', api: { base: '/store-api' } });
    fill({ email: 'pat@example.com', password: 'x' });
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(calls.signIn).to.deep.equal([{ credentials: { logonId: 'pat@example.com', logonPassword: 'x', rememberMe: false, skip: 'TnS' }, api: { base: '/store-api' } }]);
  });

  it('a wrong password: the contract message (not the server text), email kept, password emptied and to be focused', async () => {
    const { actor, fill, ctx, emitted } = start({
      signIn: () => Promise.reject(new ApiError('http', '_ERR_AUTHENTICATION_ERROR', 401, undefined, 'CMN1234E logon failed')),
    });
    fill({ email: 'pat@example.com', password: 'wrong-Pass1!' });
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ guest: { signIn: 'editing' } }) && s.context.error !== null);
    expect(ctx().error).to.deep.equal({ error: '_ERR_AUTHENTICATION_ERROR' });
    expect(ctx().errorField).to.equal('password');
    expect(ctx().values.email).to.equal('pat@example.com');
    expect(ctx().values.password).to.equal('');
    expect(emitted).to.deep.equal([]);
    // Typing again clears the focus hint; the alert stays until dismissed or the next submit.
    fill({ password: 'a' });
    expect(ctx().errorField).to.equal(null);
    actor.send({ type: 'ALERT.DISMISS' });
    expect(ctx().error).to.equal(null);
  });

  it('maps failures: unknown key -> server text, 5xx -> default, timeout and network -> their messages', async () => {
    const cases: Array<[unknown, object]> = [
      [new ApiError('http', '_ERR_SOMETHING_NEW', 400, undefined, 'Server says no'), { text: 'Server says no' }],
      [new ApiError('http', '_ERR_PERSON_ACCOUNT_LOCKED_OUT', 503, undefined, 'x'), { error: '_ERR_DEFAULT_KEY' }],
      [new ApiError('timeout', '_ERR_TIMEOUT', 408), { error: '_ERR_TIMEOUT' }],
      [new ApiError('network', '_ERR_NETWORK'), { error: '_ERR_NETWORK' }],
      [new ApiError('parse', '_ERR_BAD_RESPONSE', 200), { error: '_ERR_DEFAULT_KEY' }],
      [new ApiError('http', '_ERR_PERSON_ACCOUNT_LOCKED_OUT', 403), { error: '_ERR_PERSON_ACCOUNT_LOCKED_OUT' }],
    ];
    for (const [error, message] of cases) {
      const { actor, fill, ctx } = start({ signIn: () => Promise.reject(error) });
      fill({ email: 'pat@example.com', password: 'x' });
      actor.send({ type: 'FORM.SUBMIT' });
      await waitFor(actor, (s) => isEditing(s) && s.context.error !== null);
      expect(ctx().error, String(error)).to.deep.equal(message);
      actor.stop();
    }
  });

  it('signed in elsewhere during a request: follows the session, the request is aborted silently, the password cleared', async () => {
    let aborted = false;
    const { actor, fill, emitted, ctx } = start({
      signIn: (_, signal) => {
        signal.addEventListener('abort', () => (aborted = true));
        return pending(signal);
      },
    });
    fill({ email: 'pat@example.com', password: 'Secret-Pass1!' });
    actor.send({ type: 'FORM.SUBMIT' });
    actor.send({ type: 'SESSION.CHANGE', user: { userId: '7001', firstName: 'Pat' } });
    expect(actor.getSnapshot().matches({ signedIn: 'menu' })).to.equal(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(aborted).to.equal(true);
    expect(ctx().error).to.equal(null);
    expect(emitted).to.deep.equal([]);
    expect(JSON.stringify(ctx())).not.to.contain('Secret-Pass1');
  });

  it('stopping mid-request aborts it silently: no error, no emit', async () => {
    let aborted = false;
    const { actor, fill, emitted } = start({
      signIn: (_, signal) => {
        signal.addEventListener('abort', () => (aborted = true));
        return pending(signal);
      },
    });
    fill({ email: 'pat@example.com', password: 'x' });
    actor.send({ type: 'FORM.SUBMIT' });
    actor.stop();
    expect(aborted).to.equal(true);
    expect(emitted).to.deep.equal([]);
  });
});

describe('accountMachine: create account', () => {
  const form = {
    firstName: 'Pat',
    lastName: 'Lee',
    email: 'pat.lee@example.com',
    phone: '(713) 555-0123',
    password: 'Trail2025!Go',
    birthday: '04/12/1990',
    joinRewards: true,
  } as const;

  it('without a captcha token nothing is sent; with it the account is created, phone sent as digits', async () => {
    const { actor, calls, fill, ctx, emitted } = start({ createAccount: async () => ({ userId: '7002', firstName: 'Pat', userType: 'R' }) });
    actor.send({ type: 'SCREEN.SHOW', screen: 'createAccount' });
    fill(form);
    actor.send({ type: 'FORM.SUBMIT' });
    expect(ctx().fieldErrors).to.deep.equal({ captcha: M.captchaRequired });
    expect(calls.createAccount).to.have.length(0);
    fill({ captcha: 'captcha-token' });
    expect(ctx().fieldErrors).to.deep.equal({});
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(calls.createAccount).to.deep.equal([
      {
        account: {
          firstName: 'Pat',
          lastName: 'Lee',
          emailId: 'pat.lee@example.com',
          phoneNumber: '7135550123',
          logonPassword: 'Trail2025!Go',
          birthday: '04/12/1990',
          loyaltyOptIn: true,
          rememberMe: false,
          reCaptchaRespCode: 'captcha-token',
        },
        api: {},
      },
    ]);
    expect(emitted).to.deep.equal([{ type: 'signedIn', userId: '7002', firstName: 'Pat', method: 'create-account' }]);
    expect(JSON.stringify(ctx())).not.to.contain('captcha-token');
  });

  it('an under-18 shopper cannot join rewards: nothing sent, the error on Join rewards; unchecking it lets the form go', async () => {
    const { actor, calls, fill, ctx } = start({ createAccount: async () => PAT });
    actor.send({ type: 'SCREEN.SHOW', screen: 'createAccount' });
    fill({ ...form, birthday: '11/26/2008', captcha: 't' });
    actor.send({ type: 'FORM.SUBMIT' });
    expect(ctx().fieldErrors).to.deep.equal({ joinRewards: M.joinRewardsAge });
    expect(calls.createAccount).to.have.length(0);
    fill({ joinRewards: false });
    expect(ctx().fieldErrors).to.deep.equal({});
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect((calls.createAccount[0] as CreateAccountInput).account.loyaltyOptIn).to.equal(false);
  });

  it('leaves the birthday out when empty; a taken phone shows the spec text, focus on phone, captcha and password emptied', async () => {
    const { actor, calls, fill, ctx } = start({
      createAccount: () => Promise.reject(new ApiError('http', '_ERR_MOBILE_NUMBER_ALREADY_EXISTS', 400)),
    });
    actor.send({ type: 'SCREEN.SHOW', screen: 'createAccount' });
    fill({ ...form, birthday: '', joinRewards: false, captcha: 't' });
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => isEditing(s) && s.context.error !== null);
    expect(calls.createAccount[0]).not.to.have.nested.property('account.birthday');
    expect(ctx().error).to.deep.equal({ error: '_ERR_MOBILE_NUMBER_ALREADY_EXISTS' });
    expect(ctx().errorField).to.equal('phone');
    expect([ctx().values.password, ctx().values.captcha]).to.deep.equal(['', '']);
    expect(ctx().values.firstName).to.equal('Pat');
  });
});

describe('accountMachine: one-time code', () => {
  const sent: PasscodeSent = { channel: 'email', destination: 'p•••@example.com', lifetimeSeconds: 600 };

  it('email -> Send code -> code step with "It expires in 10 minutes." -> sign in with the code', async () => {
    const { actor, calls, fill, ctx, emitted } = start({ sendCode: async () => sent, signIn: async () => PAT });
    actor.send({ type: 'SCREEN.SHOW', screen: 'oneTimeCode' });
    fill({ email: 'pat@example.com' });
    actor.send({ type: 'FORM.SUBMIT' });
    expect(actor.getSnapshot().hasTag('busy')).to.equal(true);
    await waitFor(actor, (s) => s.matches({ guest: { oneTimeCode: 'code' } }));
    expect(calls.sendCode).to.deep.equal([{ logonId: 'pat@example.com', channel: 'email', purpose: 'signIn', api: {} }]);
    expect(ctx().status).to.deep.equal([
      { key: 'codeSentTo', values: { destination: 'p•••@example.com' } },
      { key: 'codeExpiry', values: { minutes: 10 } },
    ]);
    expect(ctx().codeSent).to.deep.equal({ channel: 'email', destination: 'p•••@example.com', expiresInMinutes: 10 });
    actor.send({ type: 'FORM.SUBMIT' });
    expect(ctx().fieldErrors).to.deep.equal({ code: M.codeRequired });
    expect(calls.signIn).to.have.length(0);
    fill({ code: '123 456' });
    actor.send({ type: 'FORM.SUBMIT' });
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(calls.signIn).to.deep.equal([{ credentials: { logonId: 'pat@example.com', passcode: '123456', rememberMe: false }, api: {} }]);
    expect(emitted.map((e) => e.type)).to.deep.equal(['codeSent', 'signedIn']);
    expect(emitted[1]).to.deep.equal({ type: 'signedIn', userId: '7001', firstName: 'Pat', method: 'one-time-code' });
    expect(JSON.stringify(ctx())).not.to.contain('123456');
  });

  it('looks the address up on blur: text message only with a phone on file; unknown address says so without sending', async () => {
    const { actor, calls, fill, ctx } = start({
      lookUpAccount: async ({ logonId }) =>
        logonId === 'pat@example.com'
          ? { registered: true, phoneOnFile: true, maskedPhone: '(•••) •••-0123' }
          : { registered: false, phoneOnFile: false, maskedPhone: '' },
      sendCode: async (input) => ({ ...sent, channel: input.channel }),
    });
    actor.send({ type: 'SCREEN.SHOW', screen: 'oneTimeCode' });
    fill({ email: 'nobody@example.com' });
    actor.send({ type: 'FIELD.BLUR', field: 'email' });
    await waitFor(actor, (s) => s.context.lookup !== null);
    actor.send({ type: 'FORM.SUBMIT' });
    expect(ctx().error).to.deep.equal({ error: '_ERR_LOGONID_NOT_EXIST' });
    expect(calls.sendCode).to.have.length(0);

    fill({ email: 'pat@example.com' });
    expect(ctx().lookup).to.equal(null);
    actor.send({ type: 'FIELD.BLUR', field: 'email' });
    await waitFor(actor, (s) => s.context.lookup?.phoneOnFile === true);
    // The same address again asks nothing.
    actor.send({ type: 'FIELD.BLUR', field: 'email' });
    expect(calls.lookUpAccount).to.have.length(2);
    fill({ channel: 'sms' });
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ guest: { oneTimeCode: 'code' } }));
    expect((calls.sendCode[0] as SendCodeInput).channel).to.equal('sms');
  });

  it('a submit while the lookup is still out sends the code by email at once (the lookup is dropped)', async () => {
    const { actor, calls, fill, ctx } = start({
      lookUpAccount: () => new Promise(() => undefined),
      sendCode: async () => sent,
    });
    actor.send({ type: 'SCREEN.SHOW', screen: 'oneTimeCode' });
    fill({ email: 'pat@example.com', channel: 'sms' });
    actor.send({ type: 'FIELD.BLUR', field: 'email' });
    expect(actor.getSnapshot().matches({ guest: { oneTimeCode: 'lookingUp' } })).to.equal(true);
    expect(actor.getSnapshot().hasTag('busy')).to.equal(false);
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ guest: { oneTimeCode: 'code' } }));
    expect(ctx().lookup).to.equal(null);
    expect(calls.sendCode).to.deep.equal([{ logonId: 'pat@example.com', channel: 'email', purpose: 'signIn', api: {} }]);
  });

  it('a failed lookup offers email only: text message chosen still sends by email', async () => {
    const { actor, calls, fill } = start({ lookUpAccount: () => Promise.reject(new ApiError('network', '_ERR_NETWORK')), sendCode: async () => sent });
    actor.send({ type: 'SCREEN.SHOW', screen: 'oneTimeCode' });
    fill({ email: 'pat@example.com', channel: 'sms' });
    actor.send({ type: 'FIELD.BLUR', field: 'email' });
    await waitFor(actor, (s) => s.matches({ guest: { oneTimeCode: 'request' } }));
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ guest: { oneTimeCode: 'code' } }));
    expect((calls.sendCode[0] as SendCodeInput).channel).to.equal('email');
  });

  it('an expired code: the message, focus on the code, code emptied; Send a new code asks again', async () => {
    const { actor, calls, fill, ctx } = start({
      sendCode: async () => sent,
      signIn: () => Promise.reject(new ApiError('http', '_ERR_PASSCODE_EXPIRED', 400)),
    });
    actor.send({ type: 'SCREEN.SHOW', screen: 'oneTimeCode' });
    fill({ email: 'pat@example.com' });
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ guest: { oneTimeCode: 'code' } }));
    fill({ code: '000000' });
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ guest: { oneTimeCode: 'code' } }) && s.context.error !== null);
    expect(ctx().error).to.deep.equal({ error: '_ERR_PASSCODE_EXPIRED' });
    expect(ctx().errorField).to.equal('code');
    expect(ctx().values.code).to.equal('');
    actor.send({ type: 'CODE.RESEND' });
    await waitFor(actor, (s) => s.matches({ guest: { oneTimeCode: 'code' } }) && calls.sendCode.length === 2);
    expect(ctx().error).to.equal(null);
  });

  it('too many codes: the send stays on the email step with the message', async () => {
    const { actor, fill, ctx } = start({ sendCode: () => Promise.reject(new ApiError('http', '_ERR_PASSCODE_MAX_ATTEMPTS_HOUR_EMAIL', 400)) });
    actor.send({ type: 'SCREEN.SHOW', screen: 'oneTimeCode' });
    fill({ email: 'pat@example.com' });
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ guest: { oneTimeCode: 'request' } }) && s.context.error !== null);
    expect(ctx().error).to.deep.equal({ error: '_ERR_PASSCODE_MAX_ATTEMPTS_HOUR_EMAIL' });
  });
});

describe('accountMachine: forgot password', () => {
  it('email -> code (resetPassword purpose) -> code + new password -> signed in (reset-password)', async () => {
    const { actor, calls, fill, ctx, emitted } = start({
      sendCode: async () => ({ channel: 'email', destination: 'p•••@example.com', lifetimeSeconds: 300 }),
      resetPassword: async () => PAT,
    });
    actor.send({ type: 'SCREEN.SHOW', screen: 'forgotPassword' });
    fill({ email: 'pat@example.com' });
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ guest: { forgotPassword: 'reset' } }));
    expect((calls.sendCode[0] as SendCodeInput).purpose).to.equal('resetPassword');
    expect(ctx().status?.map(en).join(' ')).to.equal('We sent a code to p•••@example.com. It expires in 5 minutes.');
    fill({ code: '123456', newPassword: 'Traaaail2025!' });
    actor.send({ type: 'FORM.SUBMIT' });
    expect(ctx().fieldErrors).to.deep.equal({ newPassword: M.passwordRepeat });
    expect(calls.resetPassword).to.have.length(0);
    fill({ newPassword: 'NewTrail2025!' });
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(calls.resetPassword).to.deep.equal([{ reset: { logonId: 'pat@example.com', passcode: '123456', logonPassword: 'NewTrail2025!' }, api: {} }]);
    expect(emitted.at(-1)).to.deep.equal({ type: 'signedIn', userId: '7001', firstName: 'Pat', method: 'reset-password' });
    expect(JSON.stringify(ctx())).not.to.contain('NewTrail2025');
  });

  it('CODE.BACK returns to the email step; SCREEN.SHOW keeps the email and drops the rest', async () => {
    const { actor, fill, ctx } = start({ sendCode: async () => ({ channel: 'email', destination: '', lifetimeSeconds: 600 }) });
    actor.send({ type: 'SCREEN.SHOW', screen: 'forgotPassword' });
    fill({ email: 'pat@example.com' });
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ guest: { forgotPassword: 'reset' } }));
    actor.send({ type: 'CODE.BACK' });
    expect(actor.getSnapshot().matches({ guest: { forgotPassword: 'request' } })).to.equal(true);
    fill({ newPassword: 'x', firstName: 'Pat' });
    actor.send({ type: 'SCREEN.SHOW', screen: 'signIn' });
    expect(actor.getSnapshot().matches({ guest: { signIn: 'editing' } })).to.equal(true);
    expect(ctx().values).to.deep.include({ email: 'pat@example.com', newPassword: '', firstName: '' });
  });
});

describe('accountMachine: signed in and sign out', () => {
  it('starts in the menu when the page is signed in; sign out -> guest, emits signedOut', async () => {
    const { actor, calls, emitted, ctx } = start({ signOut: async () => undefined }, { user: { userId: '7001', firstName: 'Pat' } });
    expect(actor.getSnapshot().matches({ signedIn: 'menu' })).to.equal(true);
    actor.send({ type: 'SESSION.SIGN_OUT' });
    actor.send({ type: 'SESSION.SIGN_OUT' });
    expect(actor.getSnapshot().hasTag('busy')).to.equal(true);
    await waitFor(actor, (s) => s.matches('guest'));
    expect(calls.signOut).to.have.length(1);
    expect(emitted).to.deep.equal([{ type: 'signedOut', userId: '7001' }]);
    expect(ctx().user).to.equal(null);
  });

  it('a failed logout keeps the shopper signed in, with a message', async () => {
    const { actor, emitted, ctx } = start(
      { signOut: () => Promise.reject(new ApiError('http', '_ERR_DEFAULT_KEY', 500)) },
      { user: { userId: '7001', firstName: 'Pat' } },
    );
    actor.send({ type: 'SESSION.SIGN_OUT' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'menu' }) && s.context.error !== null);
    expect(ctx().error).to.deep.equal({ key: 'signOutFailed' });
    expect(ctx().user).to.deep.equal({ userId: '7001', firstName: 'Pat' });
    expect(emitted).to.deep.equal([]);
  });

  it('follows the page session: SESSION.CHANGE signs in or out without a request', () => {
    const { actor, calls, emitted } = start();
    actor.send({ type: 'SESSION.CHANGE', user: { userId: '7001', firstName: 'Pat' } });
    expect(actor.getSnapshot().matches({ signedIn: 'menu' })).to.equal(true);
    actor.send({ type: 'SESSION.CHANGE', user: null });
    expect(actor.getSnapshot().matches({ guest: 'signIn' })).to.equal(true);
    expect(Object.values(calls).flat()).to.have.length(0);
    expect(emitted).to.deep.equal([]);
  });
});
