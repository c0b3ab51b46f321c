import type { FormEvent } from 'react';
import { formatPhone } from '../../core/contact';
import { PICKUP_FIELDS, type PickupField, type PickupValues } from '../../../machines/cart/pickup-person.logic';
import type { PickupPersonEmitted } from '../../../machines/cart/pickup-person.machine';
import type { PickupPerson } from '../../core/api';
import type { PickupPersonView } from '../../state/pickup-person';
import type { Translate } from '../shared/use-messages';
import type { pickupPersonMessages } from './pickup-person.messages';

/**
 * The pickup-person section's props, texts and ARIA (issue 26, section 2), as functions of the machine's view and the
 * element's words: who collects the store items (the shopper, or the person named), Add/Change and "I'll pick up",
 * and the form whose fields carry their errors (`aria-invalid`, `aria-describedby`) and the spec's autocomplete tokens.
 */

export type PickupPersonWords = Translate<(typeof pickupPersonMessages)['defaults']>;

export interface PickupPersonActions {
  retry(): void;
  edit(): void;
  cancel(): void;
  submit(values: PickupValues): void;
  remove(): void;
}

const FIELD_INPUT: Record<PickupField, { type: 'text' | 'email' | 'tel'; autoComplete: string; maxLength: number }> = {
  firstName: { type: 'text', autoComplete: 'given-name', maxLength: 60 },
  lastName: { type: 'text', autoComplete: 'family-name', maxLength: 60 },
  email: { type: 'email', autoComplete: 'email', maxLength: 254 },
  phone: { type: 'tel', autoComplete: 'tel-national', maxLength: 20 },
};

export const pickupName = (person: Pick<PickupPerson, 'firstName' | 'lastName'>) => `${person.firstName} ${person.lastName}`;

export function pickupPersonView(state: PickupPersonView, idBase: string, t: PickupPersonWords, actions: PickupPersonActions) {
  const ids = { heading: `${idBase}-pickup-heading`, form: `${idBase}-pickup-form`, alert: `${idBase}-pickup-alert` };
  const fieldId = (field: PickupField) => `${idBase}-pickup-${field}`;
  const errorId = (field: PickupField) => `${idBase}-pickup-${field}-error`;
  const person = state.person;
  const filled = state.draft ?? (person ? { ...person, phone: formatPhone(person.phone) } : null);
  const problem = state.problem ? t(state.problem) : null;
  return {
    ids,
    heading: t('heading'),
    section: { 'aria-busy': state.phase === 'loading' || state.busy || undefined },
    loadFailed:
      state.phase === 'loadFailed'
        ? { alert: { role: 'alert' as const, children: t('loadFailed') }, retry: { type: 'button' as const, onClick: actions.retry, children: t('retry') } }
        : null,
    /** Who collects the store items, once loaded. */
    summary:
      state.phase === 'showing' || state.phase === 'editing'
        ? {
            text: person ? t('other', { name: pickupName(person) }) : t('self'),
            contact: person ? [person.email, formatPhone(person.phone)] : [],
          }
        : null,
    /** Add or Change, and "I'll pick up": shown while not editing. */
    buttons:
      state.phase === 'showing'
        ? {
            edit: {
              type: 'button' as const,
              'aria-expanded': false,
              'aria-controls': ids.form,
              onClick: actions.edit,
              children: person ? t('change') : t('add'),
            },
            remove: person
              ? { type: 'button' as const, 'aria-disabled': state.busy || undefined, onClick: () => !state.busy && actions.remove(), children: state.busy ? t('removing') : t('remove') }
              : null,
          }
        : null,
    /** The last failed change (the form's, or "I'll pick up"'s): an alert region always there, empty without one. */
    alert: { id: ids.alert, role: 'alert' as const, children: problem ?? '' },
    form:
      state.phase === 'editing'
        ? {
            props: {
              id: ids.form,
              noValidate: true,
              'aria-labelledby': ids.heading,
              'aria-describedby': `${ids.form}-hint`,
              onSubmit: (event: FormEvent<HTMLFormElement>) => {
                event.preventDefault();
                if (state.busy) return;
                const data = new FormData(event.currentTarget);
                const read = (field: PickupField) => {
                  const value = data.get(field);
                  return typeof value === 'string' ? value : '';
                };
                actions.submit({ firstName: read('firstName'), lastName: read('lastName'), email: read('email'), phone: read('phone') });
              },
            },
            hint: { id: `${ids.form}-hint`, text: t('hint') },
            fields: PICKUP_FIELDS.map((field) => {
              const error = state.errors[field];
              return {
                field,
                label: { htmlFor: fieldId(field), children: t(field) },
                input: {
                  id: fieldId(field),
                  name: field,
                  ...FIELD_INPUT[field],
                  defaultValue: filled?.[field] ?? '',
                  required: true,
                  spellCheck: false,
                  'aria-invalid': error ? ('true' as const) : undefined,
                  'aria-describedby': error ? errorId(field) : undefined,
                },
                error: error ? { id: errorId(field), text: t(error.key, error.values) } : null,
              };
            }),
            save: { type: 'submit' as const, 'aria-disabled': state.busy || undefined, children: state.busy ? t('saving') : t('save') },
            cancel: { type: 'button' as const, onClick: actions.cancel, children: t('cancel') },
          }
        : null,
  };
}

/** What the drawer's live region says after a notice (an invalid form says nothing: focus goes to its field). */
export function pickupAnnouncement(notice: PickupPersonEmitted, t: PickupPersonWords): string | null {
  if (notice.type === 'saved') return t('saved', { name: pickupName(notice.person) });
  if (notice.type === 'removed') return t('removed');
  return null;
}
