import type { ChangeEvent, FormEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import { firstInvalidField, formatPhone, phoneDigits } from '../../../machines/account';
import type { accountMachine, AccountEvent, AccountField, AccountScreen, AccountText } from '../../../machines/account';
import type { PasscodeChannel } from '../../core/api/identity';
import type { AccountPart } from './account.anatomy';
import type { accountMessages } from './account.messages';
import { wordAccountText, type AccountWords } from './account-words';

type Snapshot = SnapshotFrom<typeof accountMachine>;

/** What the flyout shows: a guest screen (and its step) or the signed-in menu. */
export type AccountView =
  | 'signIn'
  | 'createAccount'
  | 'oneTimeCode.request'
  | 'oneTimeCode.code'
  | 'forgotPassword.request'
  | 'forgotPassword.reset'
  | 'menu';

/** The view, from the machine's tags only (`AccountTag`): the screen, and whether a code screen is past its email step. */
export function accountView(snapshot: Pick<Snapshot, 'hasTag'>): AccountView {
  if (snapshot.hasTag('signedIn')) return 'menu';
  if (snapshot.hasTag('createAccount')) return 'createAccount';
  const codeStep = snapshot.hasTag('codeStep');
  if (snapshot.hasTag('oneTimeCode')) return codeStep ? 'oneTimeCode.code' : 'oneTimeCode.request';
  if (snapshot.hasTag('forgotPassword')) return codeStep ? 'forgotPassword.reset' : 'forgotPassword.request';
  return 'signIn';
}

/** The buttons under a form: another screen, or a code step's "Send a new code" and "Use another email". */
export type AccountAction = AccountScreen | 'resend' | 'back';

/** A key of the flow's texts (`accountMessages`). */
export type AccountTextKey = Extract<keyof (typeof accountMessages)['defaults'], string>;

/** The message key of the dialog's accessible name for a view. */
export function viewHeading(view: AccountView): AccountTextKey {
  if (view === 'menu') return 'menuHeading';
  if (view === 'createAccount') return 'createAccountHeading';
  if (view.startsWith('oneTimeCode')) return 'oneTimeCodeHeading';
  if (view.startsWith('forgotPassword')) return 'forgotPasswordHeading';
  return 'signInHeading';
}

interface FieldSpec<Text = AccountTextKey> {
  label: Text;
  type: 'email' | 'password' | 'text' | 'tel' | 'checkbox';
  autoComplete?: string;
  inputMode?: 'numeric';
  hint?: Text;
}

/** Labels and hints (message keys), input types and `autocomplete` (WCAG 1.3.5) of the fields the flyout renders. */
export const FIELDS: Partial<Record<AccountField, FieldSpec>> = {
  firstName: { label: 'firstName', type: 'text', autoComplete: 'given-name' },
  lastName: { label: 'lastName', type: 'text', autoComplete: 'family-name' },
  email: { label: 'email', type: 'email', autoComplete: 'email' },
  phone: { label: 'phone', type: 'tel', autoComplete: 'tel-national', hint: 'phoneHint' },
  birthday: { label: 'birthday', type: 'text', autoComplete: 'bday', inputMode: 'numeric', hint: 'birthdayHint' },
  joinRewards: { label: 'joinRewards', type: 'checkbox' },
  password: { label: 'password', type: 'password', autoComplete: 'current-password' },
  newPassword: { label: 'newPassword', type: 'password', autoComplete: 'new-password', hint: 'passwordHint' },
  code: { label: 'code', type: 'text', autoComplete: 'one-time-code', inputMode: 'numeric', hint: 'codeHint' },
  rememberMe: { label: 'rememberMe', type: 'checkbox' },
};

const NEW_PASSWORD: FieldSpec = { label: 'password', type: 'password', autoComplete: 'new-password', hint: 'passwordHint' };

/** Element ids of one flyout (one React root per element, so `useId` keeps two flyouts apart). */
export const fieldId = (idBase: string, field: AccountField) => `${idBase}-${field}`;
export const errorId = (idBase: string, field: AccountField) => `${idBase}-${field}-error`;
export const hintId = (idBase: string, field: AccountField) => `${idBase}-${field}-hint`;

const actionEvent = (action: AccountAction): AccountEvent =>
  action === 'resend' ? { type: 'CODE.RESEND' } : action === 'back' ? { type: 'CODE.BACK' } : { type: 'SCREEN.SHOW', screen: action };

/** Focuses a field (by its `name`) inside a form or the flyout's body. */
export const focusIn = (root: ParentNode | null | undefined, field: string) => root?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

/**
 * Snapshot -> prop getters (zag's connect): every part, role, aria-* and handler of the flyout is made here, so the
 * JSX only spreads them. A field's error sits on it (`aria-invalid`, `aria-describedby` to the message, then its
 * hint). The keyboard contracts: Enter in a field submits its form (an invalid form sends nothing and its first invalid
 * field takes focus); the actions, the channel radios and Sign out are native buttons and radios (Enter, Space,
 * arrows), aria-disabled while a request runs (the machine ignores them then). `actor` is read after a submit for the
 * errors it made. Part names are typed from the anatomy (`satisfies AccountPart`), so a misspelt one fails typecheck.
 * Every text comes worded from `words` (the element's locale): labels, hints, the machine's messages; `t` is there for
 * the view's fixed texts (buttons, headings).
 */
export function connectAccount(
  snapshot: Snapshot,
  actor: { send: (event: AccountEvent) => void; getSnapshot: () => Snapshot },
  idBase: string,
  words: AccountWords,
) {
  const { context } = snapshot;
  const { t } = words;
  const send = (event: AccountEvent) => actor.send(event);
  const busy = snapshot.hasTag('busy');
  const view = accountView(snapshot);
  const errorOf = (field: AccountField) => context.fieldErrors[field] ?? null;
  const fieldError = (field: AccountField) => {
    const message = errorOf(field);
    return message ? wordAccountText(message, words) : null;
  };
  // Create account's password is a new one: its rules as a hint, and the browser may suggest a strong one.
  const keysOf = (field: AccountField) => (field === 'password' && view === 'createAccount' ? NEW_PASSWORD : FIELDS[field]);
  const specOf = (field: AccountField): FieldSpec<string> | undefined => {
    const spec = keysOf(field);
    return spec && { ...spec, label: t(spec.label), hint: spec.hint && t(spec.hint) };
  };
  const { lookup } = context;
  // A text message is offered when the lookup found a phone for the address typed.
  const maskedPhone = lookup?.phoneOnFile === true && lookup.email === context.values.email.trim() ? lookup.maskedPhone : null;

  return {
    view,
    busy,
    /** The view's fixed texts, and a message the rules chose (the rewards panel's counts) in words. */
    t,
    word: (message: AccountText) => wordAccountText(message, words),
    heading: t(viewHeading(view)),
    /** The form's alert (a failed request), plain text. */
    alert: context.error ? wordAccountText(context.error, words) : null,
    /** The polite status ("We sent a code to …"). */
    status: busy || !context.status ? null : context.status.map((message) => wordAccountText(message, words)).join(' '),
    /** The field to focus after the alert (the emptied password after a wrong password). */
    errorField: context.errorField,
    user: context.user,
    fieldError,
    specOf,
    getFormProps: () => ({
      part: 'form' satisfies AccountPart,
      noValidate: true,
      'aria-busy': busy || undefined,
      'aria-labelledby': `${idBase}-heading`,
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        send({ type: 'FORM.SUBMIT' });
        const invalid = firstInvalidField(actor.getSnapshot().context.fieldErrors);
        if (invalid) focusIn(event.currentTarget, invalid);
      },
    }),
    getFieldProps: () => ({ part: 'field' satisfies AccountPart }),
    getInputProps: (field: AccountField) => {
      const spec = keysOf(field);
      const error = errorOf(field);
      const describedBy = [error ? errorId(idBase, field) : null, spec?.hint ? hintId(idBase, field) : null].filter(Boolean).join(' ');
      const common = {
        id: fieldId(idBase, field),
        name: field,
        part: 'input' satisfies AccountPart,
        'aria-invalid': error ? (true as const) : undefined,
        'aria-describedby': describedBy || undefined,
      };
      if (spec?.type === 'checkbox') {
        return {
          ...common,
          type: 'checkbox' as const,
          checked: context.values[field] === true,
          onChange: (event: ChangeEvent<HTMLInputElement>) => send({ type: 'FIELD.CHANGE', field, value: event.currentTarget.checked }),
        };
      }
      const raw = context.values[field];
      const value = typeof raw === 'string' ? raw : '';
      return {
        ...common,
        type: spec?.type ?? 'text',
        autoComplete: spec?.autoComplete,
        inputMode: spec?.inputMode,
        spellCheck: spec?.type === 'email' ? false : undefined,
        autoCapitalize: spec?.type === 'email' ? 'none' : undefined,
        value,
        onChange: (event: ChangeEvent<HTMLInputElement>) => send({ type: 'FIELD.CHANGE', field, value: event.currentTarget.value }),
        onBlur: () => {
          send({ type: 'FIELD.BLUR', field });
          // A complete phone number shows as (XXX) XXX-XXXX once the field is left.
          const digits = field === 'phone' ? phoneDigits(value) : null;
          if (digits) send({ type: 'FIELD.CHANGE', field, value: formatPhone(digits) });
        },
      };
    },
    getErrorProps: (field: AccountField) => ({ id: errorId(idBase, field), part: 'field-error' satisfies AccountPart }),
    getHintProps: (field: AccountField) => ({ id: hintId(idBase, field), part: 'hint' satisfies AccountPart }),
    /** The code's channels, when a text message can be offered (else null: email only, no choice shown). */
    channels: maskedPhone === null ? null : ([
      { channel: 'email', label: t('channelEmail') },
      { channel: 'sms', label: t('channelSms', { phone: maskedPhone }) },
    ] as const),
    getChannelProps: (channel: PasscodeChannel) => ({
      type: 'radio' as const,
      name: 'channel',
      part: 'input' satisfies AccountPart,
      checked: context.values.channel === channel,
      onChange: () => send({ type: 'FIELD.CHANGE', field: 'channel', value: channel }),
    }),
    /** The captcha's token goes to the form (empty when it expired or was reset). */
    getCaptchaProps: () => ({
      errorId: errorId(idBase, 'captcha'),
      error: fieldError('captcha') ?? undefined,
      onToken: (token: string | null) => send({ type: 'FIELD.CHANGE', field: 'captcha', value: token ?? '' }),
    }),
    getSubmitProps: () => ({
      type: 'submit' as const,
      part: 'submit' satisfies AccountPart,
      // Not `disabled`: focus stays on the button while the request runs; the machine ignores a second submit.
      'aria-disabled': busy ? (true as const) : undefined,
    }),
    getActionProps: (action: AccountAction) => ({
      type: 'button' as const,
      'aria-disabled': busy || undefined,
      onClick: () => send(actionEvent(action)),
    }),
    getAlertProps: () => ({ part: 'alert' satisfies AccountPart, role: 'alert' as const }),
    getStatusProps: () => ({ part: 'status' satisfies AccountPart, role: 'status' as const }),
    getRewardsProps: () => ({ part: 'rewards' satisfies AccountPart }),
    getMenuProps: () => ({ part: 'menu' satisfies AccountPart }),
    getSignOutProps: () => ({
      type: 'button' as const,
      part: 'sign-out' satisfies AccountPart,
      'aria-disabled': busy || undefined,
      onClick: () => send({ type: 'SESSION.SIGN_OUT' }),
    }),
  };
}

export type AccountApi = ReturnType<typeof connectAccount>;
