/**
 * The missing-phone prompt's form (issue 11): every id, aria-* and role of it is made here, as account.connect.ts makes
 * the flyout's, so AccountPrompt.tsx only spreads them. The field's error sits on it (`aria-invalid`, `aria-describedby`
 * to the message, then its hint); server messages go to an alert; the form is busy while the number is saved.
 */
export function connectPhonePrompt(state: { idBase: string; fieldError: string | null; busy: boolean }) {
  const inputId = `${state.idBase}-prompt-phone`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  return {
    form: { part: 'form', noValidate: true, 'aria-busy': state.busy || undefined },
    label: { htmlFor: inputId },
    input: {
      id: inputId,
      name: 'phone',
      part: 'input',
      type: 'tel',
      autoComplete: 'tel-national',
      'aria-invalid': state.fieldError ? (true as const) : undefined,
      'aria-describedby': [state.fieldError ? errorId : null, hintId].filter(Boolean).join(' '),
    },
    hint: { id: hintId, part: 'hint' },
    error: { id: errorId, part: 'field-error' },
    alert: { part: 'alert', role: 'alert' as const },
    submit: { type: 'submit' as const, part: 'submit', 'aria-disabled': state.busy || undefined },
  };
}
