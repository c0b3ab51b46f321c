import { isValidEmail, NAME_MAX_LENGTH, nameProblem, phoneDigits, type ContactMessageKey } from '../../src/core/contact';
import type { PickupPerson } from '../../src/core/api/pickup-person';

/**
 * Pure rules of the alternate pickup person (issue 26, section 2; spec section 6: "Alternate pickup via global flag or
 * cookie"): someone other than the shopper collects the order's store pickup and ship-to-store items. The fields and
 * their rules are the spec's (section 5): first and last name letters only, 1 to 50; e-mail in a valid format; a
 * mobile phone of 10 digits, shown (XXX) XXX-XXXX. Which carts it applies to is `hasPickupLines` (fulfilment.logic.ts),
 * kept there so that the drawer's body decides without loading these rules.
 */

export type PickupField = 'firstName' | 'lastName' | 'email' | 'phone';
export const PICKUP_FIELDS: readonly PickupField[] = ['firstName', 'lastName', 'email', 'phone'];

export type PickupValues = Record<PickupField, string>;

/** A field's problem, by message key (pickup-person.messages.ts); `values` for the ones that count. */
export interface PickupFieldError {
  key: ContactMessageKey;
  values?: { max: number };
}

export type PickupErrors = Partial<Record<PickupField, PickupFieldError>>;

/** Why a call of the flow failed (the machine's `problem`). */
export type PickupProblem = 'loadFailed' | 'saveFailed' | 'removeFailed';

function nameError(value: string, which: 'firstName' | 'lastName'): PickupFieldError | undefined {
  const problem = nameProblem(value);
  if (!problem) return undefined;
  return problem === 'Length' ? { key: `${which}Length`, values: { max: NAME_MAX_LENGTH } } : { key: `${which}${problem}` };
}

/** Every invalid field of the form, in the form's order (the first key is the field to focus); empty when it may be sent. */
export function validatePickupPerson(values: PickupValues): PickupErrors {
  const errors: PickupErrors = {};
  const first = nameError(values.firstName, 'firstName');
  if (first) errors.firstName = first;
  const last = nameError(values.lastName, 'lastName');
  if (last) errors.lastName = last;
  if (!values.email.trim()) errors.email = { key: 'emailRequired' };
  else if (!isValidEmail(values.email)) errors.email = { key: 'emailInvalid' };
  if (!values.phone.trim()) errors.phone = { key: 'phoneRequired' };
  else if (!phoneDigits(values.phone)) errors.phone = { key: 'phoneInvalid' };
  return errors;
}

/** The first invalid field (focus goes there), or null. */
export function firstPickupError(errors: PickupErrors): PickupField | null {
  return PICKUP_FIELDS.find((field) => errors[field]) ?? null;
}

/** The person as sent: trimmed names and e-mail, the phone as its 10 digits. Only for values that validate. */
export function pickupPersonOf(values: PickupValues): PickupPerson {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: phoneDigits(values.phone) ?? '',
  };
}

