// Alone, and tiny: the drawer's attribute check needs the pattern eagerly; the rest of the phone code (telHref, in
// cart-errors.ts) loads with the drawer's body.

/** A telephone number a page may configure: digits with spaces, dots, dashes, parentheses, an optional leading +. */
export const PHONE_PATTERN = /^\+?[\d\s().-]{7,24}$/;
