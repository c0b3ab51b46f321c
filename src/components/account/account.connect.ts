import type { ChangeEvent, FormEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { accountMachine } from '../../../machines/account';
import type { AccountEvent, AccountField } from '../../../machines/account';
import { ACCOUNT_TEXT as TEXT } from './account.anatomy';

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

export function accountView(snapshot: Snapshot): AccountView {
  if (snapshot.hasTag('signedIn')) return 'menu';
  if (snapshot.matches({ guest: 'createAccount' })) return 'createAccount';
  if (snapshot.matches({ guest: { oneTimeCode: 'code' } }) || snapshot.matches({ guest: { oneTimeCode: 'signingIn' } })) return 'oneTimeCode.code';
  if (snapshot.matches({ guest: 'oneTimeCode' })) return snapshot.context.codeSent ? 'oneTimeCode.code' : 'oneTimeCode.request';
  if (snapshot.matches({ guest: { forgotPassword: 'reset' } }) || snapshot.matches({ guest: { forgotPassword: 'resetting' } })) return 'forgotPassword.reset';
  if (snapshot.matches({ guest: 'forgotPassword' })) return snapshot.context.codeSent ? 'forgotPassword.reset' : 'forgotPassword.request';
  return 'signIn';
}

/** The dialog's accessible name for a view. */
export function viewHeading(view: AccountView): string {
  if (view === 'menu') return TEXT.menuHeading;
  if (view === 'createAccount') return TEXT.createAccountHeading;
  if (view.startsWith('oneTimeCode')) return TEXT.oneTimeCodeHeading;
  if (view.startsWith('forgotPassword')) return TEXT.forgotPasswordHeading;
  return TEXT.signInHeading;
}

interface FieldSpec {
  label: string;
  type: 'email' | 'password' | 'text' | 'tel' | 'checkbox';
  autoComplete?: string;
  inputMode?: 'numeric';
  hint?: string;
}

/** Labels, input types and `autocomplete` (WCAG 1.3.5) of the fields the flyout renders. */
export const FIELDS: Partial<Record<AccountField, FieldSpec>> = {
  firstName: { label: TEXT.firstName, type: 'text', autoComplete: 'given-name' },
  lastName: { label: TEXT.lastName, type: 'text', autoComplete: 'family-name' },
  email: { label: TEXT.email, type: 'email', autoComplete: 'email' },
  phone: { label: TEXT.phone, type: 'tel', autoComplete: 'tel-national', hint: TEXT.phoneHint },
  birthday: { label: TEXT.birthday, type: 'text', autoComplete: 'bday', inputMode: 'numeric', hint: TEXT.birthdayHint },
  joinRewards: { label: TEXT.joinRewards, type: 'checkbox' },
  password: { label: TEXT.password, type: 'password', autoComplete: 'current-password' },
  newPassword: { label: TEXT.newPassword, type: 'password', autoComplete: 'new-password', hint: TEXT.passwordHint },
  code: { label: TEXT.code, type: 'text', autoComplete: 'one-time-code', inputMode: 'numeric', hint: TEXT.codeHint },
  rememberMe: { label: TEXT.rememberMe, type: 'checkbox' },
};

const NEW_PASSWORD: FieldSpec = { label: TEXT.password, type: 'password', autoComplete: 'new-password', hint: TEXT.passwordHint };

/** Element ids of one flyout (one React root per element, so `useId` keeps two flyouts apart). */
export const fieldId = (idBase: string, field: AccountField) => `${idBase}-${field}`;
export const errorId = (idBase: string, field: AccountField) => `${idBase}-${field}-error`;
export const hintId = (idBase: string, field: AccountField) => `${idBase}-${field}-hint`;

/**
 * Snapshot -> prop getters (zag's connect): every role, aria-* and handler of the flyout's forms is made here, so the
 * JSX only spreads them. A field's error sits on it (`aria-invalid`, `aria-describedby` to the message, then its hint).
 */
export function connectAccount(snapshot: Snapshot, send: (event: AccountEvent) => void, idBase: string) {
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const view = accountView(snapshot);
  const fieldError = (field: AccountField) => context.fieldErrors[field] ?? null;
  // Create account's password is a new one: its rules as a hint, and the browser may suggest a strong one.
  const specOf = (field: AccountField) => (field === 'password' && view === 'createAccount' ? NEW_PASSWORD : FIELDS[field]);

  return {
    view,
    busy,
    heading: viewHeading(view),
    /** The form's alert (a failed request), plain text. */
    alert: context.error,
    /** The polite status ("We sent a code to …"). */
    status: busy ? null : context.status,
    codeSent: context.codeSent,
    lookup: context.lookup,
    user: context.user,
    fieldError,
    getFormProps: () => ({
      part: 'form',
      noValidate: true,
      'aria-busy': busy || undefined,
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        send({ type: 'FORM.SUBMIT' });
      },
    }),
    specOf,
    getInputProps: (field: AccountField) => {
      const spec = specOf(field);
      const error = fieldError(field);
      const describedBy = [error ? errorId(idBase, field) : null, spec?.hint ? hintId(idBase, field) : null].filter(Boolean).join(' ');
      const common = {
        id: fieldId(idBase, field),
        name: field,
        part: 'input',
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
      const value = context.values[field];
      return {
        ...common,
        type: spec?.type ?? 'text',
        autoComplete: spec?.autoComplete,
        inputMode: spec?.inputMode,
        spellCheck: spec?.type === 'email' ? false : undefined,
        autoCapitalize: spec?.type === 'email' ? 'none' : undefined,
        value: typeof value === 'string' ? value : '',
        onChange: (event: ChangeEvent<HTMLInputElement>) => send({ type: 'FIELD.CHANGE', field, value: event.currentTarget.value }),
        onBlur: () => send({ type: 'FIELD.BLUR', field }),
      };
    },
    getErrorProps: (field: AccountField) => ({ id: errorId(idBase, field), part: 'field-error' }),
    getHintProps: (field: AccountField) => ({ id: hintId(idBase, field), part: 'hint' }),
    getSubmitProps: () => ({
      type: 'submit' as const,
      part: 'submit',
      // Not `disabled`: focus stays on the button while the request runs; the machine ignores a second submit.
      'aria-disabled': busy ? (true as const) : undefined,
    }),
  };
}

export type AccountApi = ReturnType<typeof connectAccount>;
