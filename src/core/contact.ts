/**
 * The spec's rules for a person's contact details (section 5: sign-up and address), shared by the account forms
 * (machines/account/account.logic.ts) and the alternate pickup person (machines/cart/pickup-person.logic.ts). Apart
 * from the account code so that the drawer's pickup form loads these few functions, not the account's rules.
 */

/** The messages of the contact fields' problems (each form words them in its own bundle). */
export type ContactMessageKey =
  | `${'firstName' | 'lastName'}${'Required' | 'Letters' | 'Length'}`
  | `${'email' | 'phone'}${'Required' | 'Invalid'}`;

/** Names: 1 to 50 letters. */
export const NAME_MAX_LENGTH = 50;
/** A US phone number's digits. */
export const PHONE_DIGITS = 10;

// Names: letters only (any script's letters, so José and Zoë pass), 1 to 50 of them.
const LETTERS = /^\p{L}+$/u;

/**
 * What is wrong with a first or last name as typed (spec section 5, sign-up and address: letters only, 1 to 50), or
 * null.
 */
export function nameProblem(value: string): 'Required' | 'Letters' | 'Length' | null {
  const name = value.trim();
  if (!name) return 'Required';
  if (!LETTERS.test(name)) return 'Letters';
  return Array.from(name).length > NAME_MAX_LENGTH ? 'Length' : null;
}

/** A plausible address: something@domain.tld, no spaces, no double dots, at most 254 characters. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  if (email.length > 254 || email.includes('..')) return false;
  return /^[^\s@]+@[^\s@.][^\s@]*\.[^\s@.]{2,}$/.test(email);
}

/** The 10 digits of a US phone number as typed (`(713) 555-0123`, `713.555.0123`, `+1 713 555 0123`), else null. */
export function phoneDigits(value: string): string | null {
  let text = value.trim();
  if (/[^\d\s().+-]/.test(text)) return null;
  text = text.replace(/^\+1(?=[\s(.-]*\d)/, '');
  const digits = text.replace(/\D/g, '');
  return digits.length === PHONE_DIGITS ? digits : null;
}

/** Shows digits as `(XXX) XXX-XXXX`; a partial number as far as it goes (`(713) 55`); extra digits are dropped. */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, PHONE_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
