import type { ChangeEvent, FocusEvent, FormEvent, MouseEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import { formatPhone, phoneDigits } from '../../../machines/account';
import type { phonePromptMachine, PhonePromptEvent } from '../../../machines/account';
import type { AccountPart } from './account.anatomy';
import { wordAccountText, type AccountWords } from './account-words';

/**
 * The prompt dialog around either prompt (issue 11): named by its heading; Close, Escape (the shared modal hook) and
 * "Not now" dismiss it, each through the callbacks given. A W3C APG modal dialog. Texts from `words` (the element's locale).
 */
export function connectAccountPrompt(state: { headingId: string; requestClose: () => void; dismiss: () => void }, words: AccountWords) {
  return {
    dialog: { part: 'prompt' satisfies AccountPart, 'aria-labelledby': state.headingId },
    heading: { id: state.headingId },
    closeButton: { type: 'button' as const, 'aria-label': words.t('close'), onClick: () => state.requestClose() },
    notNow: { type: 'button' as const, onClick: () => state.dismiss() },
  };
}

/**
 * The missing-phone prompt's form (issue 11): every part, id, aria-*, role and handler of it is made here from the
 * phone prompt machine's snapshot (its tags: `busy`, `taken`), as account.connect.ts makes the flyout's, so
 * AccountPrompt.tsx only spreads them. The field's error sits on it (`aria-invalid`, `aria-describedby` to the message,
 * then its hint); server messages go to an alert; the form is busy while the number is saved. The keyboard contracts:
 * Enter in the field submits; a complete number shows as (XXX) XXX-XXXX once the field is left; "already associated"
 * makes the field read-only with UPDATE PHONE NUMBER (back to the field, focused) and SKIP; Not now and SKIP dismiss.
 * The machine's messages come worded from `words` (the element's locale).
 */
export function connectPhonePrompt(
  snapshot: SnapshotFrom<typeof phonePromptMachine>,
  send: (event: PhonePromptEvent) => void,
  idBase: string,
  words: AccountWords,
) {
  const { phone } = snapshot.context;
  const fieldError = snapshot.context.fieldError ? wordAccountText(snapshot.context.fieldError, words) : null;
  const error = snapshot.context.error ? wordAccountText(snapshot.context.error, words) : null;
  const busy = snapshot.hasTag('busy');
  const taken = snapshot.hasTag('taken');
  const inputId = `${idBase}-prompt-phone`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const dismiss = { type: 'button' as const, onClick: () => send({ type: 'PROMPT.DISMISS' }) };
  return {
    busy,
    /** "Already associated": UPDATE PHONE NUMBER and SKIP instead of Save and Not now. */
    taken,
    fieldError,
    /** A failed save, plain text (the alert). */
    alertText: error,
    form: {
      part: 'form' satisfies AccountPart,
      noValidate: true,
      'aria-busy': busy || undefined,
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        send({ type: 'FORM.SUBMIT' });
      },
    },
    field: { part: 'field' satisfies AccountPart },
    label: { htmlFor: inputId },
    input: {
      id: inputId,
      name: 'phone',
      part: 'input' satisfies AccountPart,
      type: 'tel',
      autoComplete: 'tel-national',
      'aria-invalid': fieldError ? (true as const) : undefined,
      'aria-describedby': [fieldError ? errorId : null, hintId].filter(Boolean).join(' '),
      value: phone,
      readOnly: taken,
      onChange: (event: ChangeEvent<HTMLInputElement>) => send({ type: 'FIELD.CHANGE', value: event.currentTarget.value }),
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        const digits = phoneDigits(event.currentTarget.value);
        if (digits) send({ type: 'FIELD.CHANGE', value: formatPhone(digits) });
      },
    },
    hint: { id: hintId, part: 'hint' satisfies AccountPart },
    error: { id: errorId, part: 'field-error' satisfies AccountPart },
    alert: { part: 'alert' satisfies AccountPart, role: 'alert' as const },
    submit: { type: 'submit' as const, part: 'submit' satisfies AccountPart, 'aria-disabled': busy || undefined },
    /** UPDATE PHONE NUMBER: the field is editable again and takes focus. */
    update: {
      type: 'button' as const,
      onClick: (event: MouseEvent<HTMLButtonElement>) => {
        send({ type: 'TAKEN.UPDATE' });
        (event.currentTarget.form?.elements.namedItem('phone') as HTMLInputElement | null)?.focus();
      },
    },
    /** Not now (the form) and SKIP (already associated): dismissed for the browser session. */
    dismiss,
  };
}
