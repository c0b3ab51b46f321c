import type { ApiSettings } from '../../src/core/api';
import type { MessageValues } from '../../src/core/messages';
import type { ContactMessageKey } from '../../src/core/contact';
import type {
  AccountAttributes,
  LoginRequest,
  LoginSkip,
  NewAccount,
  PasscodeChannel,
  PasscodePurpose,
  PasscodeSent,
  PasswordReset,
  SignedIn,
} from '../../src/core/api/identity';

/** The guest screens of the flyout (`show(screen)` of the element, in camelCase). */
export type AccountScreen = 'signIn' | 'createAccount' | 'oneTimeCode' | 'forgotPassword';

/**
 * What the UI asks of a snapshot (`hasTag`), never a state path: `busy` (a request runs), `signedIn` (the menu), the
 * guest screen shown (`signIn`, `createAccount`, `oneTimeCode`, `forgotPassword`) and `codeStep` (a code screen past
 * its email step: the code was sent, also while a new one is asked for and while the code is checked).
 */
export type AccountTag = 'busy' | 'signedIn' | AccountScreen | 'codeStep';

/** How the shopper signed in (`sg-sign-in` detail `method`). */
export type SignInMethod = 'password' | 'one-time-code' | 'create-account' | 'reset-password';

/** Every input of every screen; each form validates the ones it shows (account.logic.ts `FORM_FIELDS`). */
export type AccountField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'password'
  | 'newPassword'
  | 'birthday'
  | 'joinRewards'
  | 'captcha'
  | 'code'
  | 'channel'
  | 'rememberMe';

/** The forms validated before a request: one per step of a screen, plus the missing-phone prompt. */
export type AccountForm =
  | 'signIn'
  | 'createAccount'
  | 'codeRequest'
  | 'codeSignIn'
  | 'resetRequest'
  | 'resetPassword'
  | 'phone';

/**
 * The flow's own messages the machine and the rules decide on (the view words them: `accountMessages`,
 * docs/messages.md): field messages, the sign-out and cookie alerts, the code's status, the button's words, the toasts.
 */
export type AccountMessageKey =
  | ContactMessageKey
  | 'passwordRequired'
  | 'newPasswordRequired'
  | 'passwordLength'
  | 'passwordUppercase'
  | 'passwordNumber'
  | 'passwordSpecial'
  | 'birthdayFormat'
  | 'birthdayInvalid'
  | 'birthdayFuture'
  | 'birthdayRequired'
  | 'joinRewardsAge'
  | 'codeRequired'
  | 'codeInvalid'
  | 'signOutFailed'
  | 'cookiesNeeded'
  | 'codeSentTo'
  | 'codeSentByEmail'
  | 'codeSentBySms'
  | 'codeExpiry'
  | 'buttonSignIn'
  | 'buttonGreeting'
  | 'buttonMyAccount'
  | 'badge'
  | 'rewardsSummary'
  | 'accountCreated'
  | 'accountCreatedNoName'
  | 'verificationTitle'
  | 'verificationBody'
  | 'verificationCta';

/** One of the flow's messages and the values its text takes (`{ key: 'codeExpiry', values: { minutes: 10 } }`). */
export interface AccountMessage {
  key: AccountMessageKey;
  values?: MessageValues;
}

/**
 * A message as the machine decides it: one of the flow's (`AccountMessage`), an error key of the account's or the
 * page's error catalogue (`accountError.*`, `error.*`: src/core/account-errors.ts, errors.ts), or text that is not ours
 * (the server's `errorMessage`, the CMS template's words), shown as given.
 */
export type AccountText = AccountMessage | { error: string } | { text: string };

/** Field -> message, built in the form's field order: the first key is the field to focus. */
export type FieldErrors = Partial<Record<AccountField, AccountText>>;

export interface AccountValues {
  firstName: string;
  lastName: string;
  email: string;
  /** As typed; sent as 10 digits. */
  phone: string;
  /** Sign-in password or the new account's password. Cleared after every request. */
  password: string;
  /** The forgot-password flow's new password. Cleared after every request. */
  newPassword: string;
  /** MM/DD/YYYY or empty. */
  birthday: string;
  joinRewards: boolean;
  /** The captcha provider's token; single use, cleared after every request. */
  captcha: string;
  /** The one-time code. Cleared after every request. */
  code: string;
  channel: PasscodeChannel;
  rememberMe: boolean;
}

/** The values that are secrets: never kept after a request, never emitted. */
export type SecretField = 'password' | 'newPassword' | 'captcha' | 'code';

export interface AccountUser {
  userId: string;
  firstName: string;
}

/** The code the server says it sent: where to (masked, shown as text) and its lifetime in whole minutes. */
export interface CodeSent {
  channel: PasscodeChannel;
  destination: string;
  expiresInMinutes: number | null;
}

/** What `getattributes` said for `email` (the one-time-code screen offers a text message only with a phone). */
export interface AccountLookup extends AccountAttributes {
  email: string;
}

export interface AccountContext {
  api: ApiSettings;
  skip: LoginSkip | null;
  values: AccountValues;
  fieldErrors: FieldErrors;
  /** The form's alert (a failed request). */
  error: AccountText | null;
  /** The field to focus after `error` (e.g. the emptied password after a wrong password). */
  errorField: AccountField | null;
  /** The live region's status ("We sent a code…" and its lifetime): one sentence or two. */
  status: readonly AccountMessage[] | null;
  codeSent: CodeSent | null;
  lookup: AccountLookup | null;
  user: AccountUser | null;
  /** "Today" for the birthday rules; the element passes the real clock, tests a fixed day. */
  today: () => Date;
}

export interface AccountInput {
  api?: ApiSettings;
  /** `login-skip`: passed through to the login call. */
  skip?: LoginSkip | null;
  /** Signed in already (the page's session): the machine starts in the account menu. */
  user?: AccountUser | null;
  today?: () => Date;
}

export type AccountEvent =
  | { type: 'SCREEN.SHOW'; screen: AccountScreen }
  | { type: 'FIELD.CHANGE'; field: AccountField; value: string | boolean }
  | { type: 'FIELD.BLUR'; field: AccountField }
  | { type: 'FORM.SUBMIT' }
  /** "Send a new code" on a code step. */
  | { type: 'CODE.RESEND' }
  /** Back from a code step to its email step. */
  | { type: 'CODE.BACK' }
  | { type: 'ALERT.DISMISS' }
  | { type: 'SESSION.SIGN_OUT' }
  /** The page-level session changed elsewhere (another element, another tab): follow it. */
  | { type: 'SESSION.CHANGE'; user: AccountUser | null }
  | { type: 'API.CHANGE'; api: ApiSettings }
  | { type: 'CONFIG.CHANGE'; skip: LoginSkip | null };

export type AccountEmitted =
  | { type: 'signedIn'; userId: string; firstName: string; method: SignInMethod }
  | { type: 'signedOut'; userId: string }
  | { type: 'codeSent'; channel: PasscodeChannel; purpose: PasscodePurpose };

// Actor inputs and outputs: injected with `provide()` in tests and stories.
export type SignInInput = { credentials: LoginRequest; api: ApiSettings };
export type CreateAccountInput = { account: NewAccount; api: ApiSettings };
export type LookUpAccountInput = { logonId: string; api: ApiSettings };
export type SendCodeInput = { logonId: string; channel: PasscodeChannel; purpose: PasscodePurpose; api: ApiSettings };
export type ResetPasswordInput = { reset: PasswordReset; api: ApiSettings };
export type SignOutInput = { api: ApiSettings };
export type SignInOutput = SignedIn;
export type { AccountAttributes, PasscodeSent };
