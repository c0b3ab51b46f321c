import { assign, emit, fromPromise, setup, type ActorRefFrom } from 'xstate';
import {
  createAccount as createAccountCall,
  generatePasscode,
  getAccountAttributes,
  guestIdentity,
  login,
  logout,
  resetPassword as resetPasswordCall,
  type AccountAttributes,
  type PasscodeChannel,
  type PasscodeSent,
} from '../../src/core/api/identity';
import { isAbortError } from '../../src/core/api';
import { readSession } from '../../src/core/session';
import {
  accountFailure,
  EMPTY_VALUES,
  codeSentStatus,
  errorFieldFor,
  expiresInMinutes,
  isFormValid,
  isValidEmail,
  normalizeCode,
  phoneDigits,
  validateForm,
} from './account.logic';
import type {
  AccountContext,
  AccountEmitted,
  AccountEvent,
  AccountForm,
  AccountInput,
  AccountScreen,
  AccountTag,
  AccountUser,
  CreateAccountInput,
  LookUpAccountInput,
  ResetPasswordInput,
  SendCodeInput,
  SignInInput,
  SignInMethod,
  SignInOutput,
  SignOutInput,
} from './account.types';

/**
 * Account flyout (issue 11; spec sections 4-8; api-contract.md "Account"):
 *   guest.(signIn | createAccount | oneTimeCode.(request -> sendingCode -> code -> signingIn) |
 *   forgotPassword.(request -> sendingCode -> reset -> resetting)) -> signedIn.(menu -> signingOut) -> guest;
 *   a code step's "Send a new code" goes through resendingCode (the code steps: `CodeFlow` below).
 * The UI reads tags only (`AccountTag`): the screen, `codeStep`, `busy`, `signedIn`.
 * Every form is validated before its request (an invalid form sends nothing, its errors in field order); a request
 * state carries the `busy` tag and ignores submits and screen changes, so a double submit sends one request. Passwords,
 * codes and the captcha token live in `values` only while typed: they go to the actor's input and are cleared when
 * the request ends (done, failed or aborted), and are never emitted. Aborts (the flyout went away) are silent.
 * Messages (field errors, the alert, the status) are keys (`AccountText`), worded by the view in its element's locale.
 */

const SECRETS = { password: '', newPassword: '', captcha: '', code: '' } as const;

type DoneOrError = { type: string; output?: unknown; error?: unknown };

const machineSetup = setup({
  types: {
    context: {} as AccountContext,
    events: {} as AccountEvent,
    input: {} as AccountInput,
    emitted: {} as AccountEmitted,
    tags: {} as AccountTag,
  },
  actors: {
    signIn: fromPromise<SignInOutput, SignInInput>(({ input, signal }) => login(input.credentials, { signal, base: input.api.base })),
    createAccount: fromPromise<SignInOutput, CreateAccountInput>(({ input, signal }) =>
      createAccountCall(input.account, { signal, base: input.api.base }),
    ),
    lookUpAccount: fromPromise<AccountAttributes, LookUpAccountInput>(({ input, signal }) =>
      getAccountAttributes(input.logonId, { signal, base: input.api.base }),
    ),
    sendCode: fromPromise<PasscodeSent, SendCodeInput>(({ input, signal }) =>
      generatePasscode({ logonId: input.logonId, channel: input.channel, purpose: input.purpose }, { signal, base: input.api.base }),
    ),
    resetPassword: fromPromise<SignInOutput, ResetPasswordInput>(({ input, signal }) =>
      resetPasswordCall(input.reset, { signal, base: input.api.base }),
    ),
    /** Logout, then a guest identity. A failed guest call still leaves the shopper signed out (cookies removed). */
    signOut: fromPromise<void, SignOutInput>(async ({ input, signal }) => {
      await logout({ signal, base: input.api.base });
      try {
        await guestIdentity({ signal, base: input.api.base });
      } catch (error) {
        if (isAbortError(error)) throw error;
      }
    }),
  },
  guards: {
    isFormValid: ({ context }, params: { form: AccountForm }) => isFormValid(params.form, context.values, context.today()),
    isAbort: ({ event }) => isAbortError((event as DoneOrError).error),
    /** The lookup said this address has no account: the code screen says so without sending. */
    isUnknownAccount: ({ context }) => context.lookup?.email === context.values.email.trim() && context.lookup.registered === false,
    isLookupWanted: ({ context, event }) =>
      event.type === 'FIELD.BLUR' &&
      event.field === 'email' &&
      isValidEmail(context.values.email) &&
      context.lookup?.email !== context.values.email.trim(),
    isSignedInUser: ({ event }) => event.type === 'SESSION.CHANGE' && event.user !== null,
    /**
     * The API said yes, and the page's session says so too (its cookies: USERTYPE R with the activity cookie). A
     * browser blocking cookies keeps the page a guest whatever the answer: then the form says cookies are needed
     * instead of a menu for a shopper who is not signed in.
     */
    sessionKept: () => readSession().visitorType === 'registered',
    isGuestUser: ({ event }) => event.type === 'SESSION.CHANGE' && event.user === null,
  },
  actions: {
    changeField: assign(({ context, event }) => {
      if (event.type !== 'FIELD.CHANGE') return {};
      const { field, value } = event;
      const values = { ...context.values };
      if (field === 'joinRewards' || field === 'rememberMe') values[field] = value === true;
      else if (field === 'channel') values.channel = value === 'sms' ? 'sms' : 'email';
      else values[field] = typeof value === 'string' ? value : '';
      const fieldErrors = { ...context.fieldErrors };
      delete fieldErrors[field];
      // Age and birthday depend on each other: editing one clears the other's message too.
      if (field === 'birthday') delete fieldErrors.joinRewards;
      if (field === 'joinRewards') delete fieldErrors.birthday;
      const lookup = field === 'email' && context.lookup?.email !== values.email.trim() ? null : context.lookup;
      return { values, fieldErrors, lookup, errorField: context.errorField === field ? null : context.errorField };
    }),
    assignFieldErrors: assign(({ context }, params: { form: AccountForm }) => ({
      fieldErrors: validateForm(params.form, context.values, context.today()),
      error: null,
      errorField: null,
    })),
    startRequest: assign({ fieldErrors: {}, error: null, errorField: null, status: null }),
    clearSecrets: assign(({ context }) => ({ values: { ...context.values, ...SECRETS } })),
    resetForm: assign(({ context }) => ({
      // The email carries over between screens (typed once); everything else starts empty.
      values: { ...EMPTY_VALUES, email: context.values.email, rememberMe: context.values.rememberMe },
      fieldErrors: {},
      error: null,
      errorField: null,
      status: null,
      codeSent: null,
    })),
    clearAll: assign({ values: EMPTY_VALUES, fieldErrors: {}, error: null, errorField: null, status: null, codeSent: null, lookup: null }),
    assignFailure: assign(({ event }, params: { form: AccountForm }) => {
      const failure = accountFailure((event as DoneOrError).error, 'identity');
      return failure ? { error: failure.message, errorField: errorFieldFor(failure.key, params.form) } : {};
    }),
    // The contract: an unknown address on the code screen says _ERR_LOGONID_NOT_EXIST (known from the lookup).
    assignUnknownAccount: assign({ error: { error: '_ERR_LOGONID_NOT_EXIST' }, errorField: 'email' as const }),
    assignCookiesNeeded: assign({ error: { key: 'cookiesNeeded' }, errorField: null }),
    assignUser: assign({
      user: ({ event }) => {
        const output = (event as DoneOrError).output as SignInOutput;
        return { userId: output.userId, firstName: output.firstName };
      },
    }),
    emitSignedIn: emit(({ event }, params: { method: SignInMethod }) => {
      const output = (event as DoneOrError).output as SignInOutput;
      return { type: 'signedIn' as const, userId: output.userId, firstName: output.firstName, method: params.method };
    }),
    assignLookup: assign({
      lookup: ({ context, event }) => ({ ...((event as DoneOrError).output as AccountAttributes), email: context.values.email.trim() }),
    }),
    assignCodeSent: assign(({ event }) => {
      const output = (event as DoneOrError).output as PasscodeSent;
      const codeSent = { channel: output.channel, destination: output.destination, expiresInMinutes: expiresInMinutes(output.lifetimeSeconds) };
      return { codeSent, status: codeSentStatus(codeSent) };
    }),
    emitCodeSent: emit(({ event }, params: { purpose: 'signIn' | 'resetPassword' }) => ({
      type: 'codeSent' as const,
      channel: ((event as DoneOrError).output as PasscodeSent).channel,
      purpose: params.purpose,
    })),
    assignSessionUser: assign({ user: ({ event }) => (event.type === 'SESSION.CHANGE' ? event.user : null) }),
    assignSignOutFailure: assign(({ event }) =>
      isAbortError((event as DoneOrError).error) ? {} : { error: { key: 'signOutFailed' as const } },
    ),
    emitSignedOut: emit(({ context }) => ({ type: 'signedOut' as const, userId: context.user?.userId ?? '' })),
    clearUser: assign({ user: null }),
    /** "Use another email": back to a code screen's email step, the code sent and every message forgotten. */
    forgetCodeSent: assign({ codeSent: null, status: null, error: null, errorField: null, fieldErrors: {} }),
  },
});

/** A request state: busy, submits and screen changes ignored, secrets cleared on the way out. */
const BUSY = {
  tags: ['busy'],
  exit: 'clearSecrets',
  on: { 'FORM.SUBMIT': {}, 'CODE.RESEND': {}, 'SCREEN.SHOW': {}, 'CODE.BACK': {} },
} as const;

/** A request made from a code step (a new code, the code's sign-in or reset): the code step still shows. */
const CODE_BUSY = { ...BUSY, tags: ['busy', 'codeStep'] } as const;

/** A form state: submit validates the form, then goes to `target` or shows the errors in field order. */
const submit = (form: AccountForm, target: string) =>
  ({
    'FORM.SUBMIT': [
      { guard: { type: 'isFormValid', params: { form } }, target, actions: 'startRequest' },
      { actions: { type: 'assignFieldErrors', params: { form } } },
    ],
  }) as const;

const failedTo = (target: string, form: AccountForm) =>
  [
    { guard: 'isAbort', target },
    { target, actions: { type: 'assignFailure', params: { form } } },
  ] as const;

const signedInVia = (method: SignInMethod, formTarget: string) =>
  [
    { guard: 'sessionKept', target: '#account.signedIn', actions: ['assignUser', { type: 'emitSignedIn', params: { method } }, 'clearAll'] },
    { target: formTarget, actions: 'assignCookiesNeeded' },
  ] as const;

const screenTarget = (screen: AccountScreen) =>
  ({
    guard: ({ event }: { event: AccountEvent }) => event.type === 'SCREEN.SHOW' && event.screen === screen,
    target: `.${screen}`,
    actions: 'resetForm',
  }) as const;

/**
 * The two screens that send a code by email (or text) and then take it: One-time code (the code signs in) and Forgot
 * password (the code and a new password). Their steps are written once, below, and named in each screen as before:
 *   request -> sendingCode -> <code step> -> <verifying> (its own request, in the screen);
 *   <code step> -> resendingCode -> <code step> ("Send a new code", the code step still shown);
 *   <code step> -> request ("Use another email").
 * A failed first send stays on the email step; a failed new code stays on the code step; both with the message.
 */
interface CodeFlow {
  purpose: 'signIn' | 'resetPassword';
  /** The email step's form and the code step's form. */
  requestForm: AccountForm;
  codeForm: AccountForm;
  /** The names of the code step and of its request in this screen. */
  code: 'code' | 'reset';
  verifying: 'signingIn' | 'resetting';
  channel: (context: AccountContext) => PasscodeChannel;
}

const ONE_TIME_CODE: CodeFlow = {
  purpose: 'signIn',
  requestForm: 'codeRequest',
  codeForm: 'codeSignIn',
  code: 'code',
  verifying: 'signingIn',
  // A text message only to a phone the lookup found for this account.
  channel: (context) => (context.values.channel === 'sms' && context.lookup?.phoneOnFile ? 'sms' : 'email'),
};

const RESET_CODE: CodeFlow = {
  purpose: 'resetPassword',
  requestForm: 'resetRequest',
  codeForm: 'resetPassword',
  code: 'reset',
  verifying: 'resetting',
  channel: () => 'email',
};

/** Sends the code: the first time from the email step (`back` = request), again from the code step. */
const codeRequest = (flow: CodeFlow, busy: typeof BUSY | typeof CODE_BUSY, back: string) =>
  machineSetup.createStateConfig({
    ...busy,
    invoke: {
      src: 'sendCode',
      input: ({ context }) => ({
        logonId: context.values.email.trim(),
        channel: flow.channel(context),
        purpose: flow.purpose,
        api: context.api,
      }),
      onDone: { target: flow.code, actions: ['assignCodeSent', { type: 'emitCodeSent', params: { purpose: flow.purpose } }] },
      onError: failedTo(back, flow.requestForm),
    },
  });

const sendingCode = (flow: CodeFlow) => codeRequest(flow, BUSY, 'request');
const resendingCode = (flow: CodeFlow) => codeRequest(flow, CODE_BUSY, flow.code);

const codeStep = (flow: CodeFlow) =>
  machineSetup.createStateConfig({
    tags: ['codeStep'],
    on: {
      ...submit(flow.codeForm, flow.verifying),
      'CODE.RESEND': { target: 'resendingCode', actions: 'startRequest' },
      'CODE.BACK': { target: 'request', actions: 'forgetCodeSent' },
    },
  });

export const accountMachine = machineSetup.createMachine({
  id: 'account',
  context: ({ input }) => ({
    api: input?.api ?? {},
    skip: input?.skip ?? null,
    values: EMPTY_VALUES,
    fieldErrors: {},
    error: null,
    errorField: null,
    status: null,
    codeSent: null,
    lookup: null,
    user: input?.user ?? null,
    today: input?.today ?? (() => new Date()),
  }),
  initial: 'starting',
  on: {
    'FIELD.CHANGE': { actions: 'changeField' },
    'ALERT.DISMISS': { actions: assign({ error: null, errorField: null }) },
    'API.CHANGE': { actions: assign({ api: ({ event }) => event.api }) },
    'CONFIG.CHANGE': { actions: assign({ skip: ({ event }) => event.skip }) },
  },
  states: {
    // Signed in already (the page's session): the account menu; else the guest screens (SCREEN.SHOW picks one).
    starting: {
      always: [{ guard: ({ context }) => context.user !== null, target: 'signedIn' }, { target: 'guest' }],
    },
    guest: {
      initial: 'signIn',
      on: {
        'SCREEN.SHOW': [screenTarget('signIn'), screenTarget('createAccount'), screenTarget('oneTimeCode'), screenTarget('forgotPassword')],
        'SESSION.CHANGE': { guard: 'isSignedInUser', target: 'signedIn', actions: ['clearAll', 'assignSessionUser'] },
      },
      states: {
        signIn: {
          tags: ['signIn'],
          initial: 'editing',
          states: {
            editing: { on: submit('signIn', 'submitting') },
            submitting: {
              ...BUSY,
              invoke: {
                src: 'signIn',
                input: ({ context }) => ({
                  credentials: {
                    logonId: context.values.email.trim(),
                    logonPassword: context.values.password,
                    rememberMe: context.values.rememberMe,
                    ...(context.skip ? { skip: context.skip } : {}),
                  },
                  api: context.api,
                }),
                onDone: signedInVia('password', 'editing'),
                onError: failedTo('editing', 'signIn'),
              },
            },
          },
        },
        createAccount: {
          tags: ['createAccount'],
          initial: 'editing',
          states: {
            editing: { on: submit('createAccount', 'submitting') },
            submitting: {
              ...BUSY,
              invoke: {
                src: 'createAccount',
                input: ({ context }) => {
                  const { values } = context;
                  return {
                    account: {
                      firstName: values.firstName.trim(),
                      lastName: values.lastName.trim(),
                      emailId: values.email.trim(),
                      phoneNumber: phoneDigits(values.phone) ?? '',
                      logonPassword: values.password,
                      ...(values.birthday.trim() ? { birthday: values.birthday.trim() } : {}),
                      loyaltyOptIn: values.joinRewards,
                      rememberMe: values.rememberMe,
                      reCaptchaRespCode: values.captcha,
                    },
                    api: context.api,
                  };
                },
                onDone: signedInVia('create-account', 'editing'),
                onError: failedTo('editing', 'createAccount'),
              },
            },
          },
        },
        oneTimeCode: {
          tags: ['oneTimeCode'],
          initial: 'request',
          states: {
            request: {
              on: {
                'FIELD.BLUR': { guard: 'isLookupWanted', target: 'lookingUp' },
                'FORM.SUBMIT': [
                  { guard: 'isUnknownAccount', actions: 'assignUnknownAccount' },
                  { guard: { type: 'isFormValid', params: { form: 'codeRequest' } }, target: 'sendingCode', actions: 'startRequest' },
                  { actions: { type: 'assignFieldErrors', params: { form: 'codeRequest' } } },
                ],
              },
            },
            // In the background: the form stays editable; a submit meanwhile sends the code (by email unless a phone is known).
            lookingUp: {
              invoke: {
                src: 'lookUpAccount',
                input: ({ context }) => ({ logonId: context.values.email.trim(), api: context.api }),
                onDone: { target: 'request', actions: 'assignLookup' },
                // Any failure: offer email only (api-contract.md).
                onError: { target: 'request' },
              },
              on: {
                'FIELD.CHANGE': { guard: ({ event }) => event.field === 'email', target: 'request', actions: 'changeField' },
                'FORM.SUBMIT': [
                  { guard: { type: 'isFormValid', params: { form: 'codeRequest' } }, target: 'sendingCode', actions: 'startRequest' },
                  { target: 'request', actions: { type: 'assignFieldErrors', params: { form: 'codeRequest' } } },
                ],
              },
            },
            sendingCode: sendingCode(ONE_TIME_CODE),
            code: codeStep(ONE_TIME_CODE),
            resendingCode: resendingCode(ONE_TIME_CODE),
            signingIn: {
              ...CODE_BUSY,
              invoke: {
                src: 'signIn',
                input: ({ context }) => ({
                  credentials: {
                    logonId: context.values.email.trim(),
                    passcode: normalizeCode(context.values.code),
                    rememberMe: context.values.rememberMe,
                    ...(context.skip ? { skip: context.skip } : {}),
                  },
                  api: context.api,
                }),
                onDone: signedInVia('one-time-code', 'code'),
                onError: failedTo('code', 'codeSignIn'),
              },
            },
          },
        },
        forgotPassword: {
          tags: ['forgotPassword'],
          initial: 'request',
          states: {
            request: { on: submit('resetRequest', 'sendingCode') },
            sendingCode: sendingCode(RESET_CODE),
            reset: codeStep(RESET_CODE),
            resendingCode: resendingCode(RESET_CODE),
            resetting: {
              ...CODE_BUSY,
              invoke: {
                src: 'resetPassword',
                input: ({ context }) => ({
                  reset: {
                    logonId: context.values.email.trim(),
                    passcode: normalizeCode(context.values.code),
                    logonPassword: context.values.newPassword,
                  },
                  api: context.api,
                }),
                onDone: signedInVia('reset-password', 'reset'),
                onError: failedTo('reset', 'resetPassword'),
              },
            },
          },
        },
      },
    },
    signedIn: {
      tags: ['signedIn'],
      initial: 'menu',
      on: {
        'SESSION.CHANGE': [
          { guard: 'isGuestUser', target: 'guest', actions: ['clearAll', 'clearUser'] },
          { guard: 'isSignedInUser', actions: 'assignSessionUser' },
        ],
      },
      states: {
        menu: {
          on: { 'SESSION.SIGN_OUT': { target: 'signingOut', actions: assign({ error: null }) } },
        },
        signingOut: {
          tags: ['busy'],
          on: { 'SESSION.SIGN_OUT': {} },
          invoke: {
            src: 'signOut',
            input: ({ context }) => ({ api: context.api }),
            onDone: { target: '#account.guest', actions: ['emitSignedOut', 'clearUser', 'clearAll'] },
            // A failed logout keeps the shopper signed in, with a message.
            onError: { target: 'menu', actions: 'assignSignOutFailure' },
          },
        },
      },
    },
  },
});

export type AccountActor = ActorRefFrom<typeof accountMachine>;
export type { AccountUser };
