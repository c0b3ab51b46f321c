import { ApiError, type GiftCardBalance } from '../../src/core/api';
import { GIFT_CARD_NUMBER_LENGTH, GIFT_CARD_PIN_LENGTH, GIFT_CARD_VISIBLE_DIGITS } from '../../src/core/constants';
import { catalogueKey } from '../../src/core/errors';
import type { FieldError, FieldErrors, GiftCardMessageKey, GiftCardOutcome, GiftCardText } from './gift-card-balance.types';

/** Pure rules of the gift card check (spec sections 3, 5 and 8). */

const EXC_TO_REASON: Record<string, 'INCORRECT' | 'INACTIVE'> = {
  _RTS_INVALID_NUMBER_OR_PIN: 'INCORRECT',
  _RTS_GC_INACTIVE: 'INACTIVE',
};

/** Spaces and dashes people type between digit groups are dropped; anything else non-digit is an error. */
export function normalizeDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

function checkDigits(value: string, length: { min: number; max: number }, field: 'number' | 'pin'): FieldError | undefined {
  const clean = normalizeDigits(value);
  if (!clean) return { key: `${field}Required` };
  if (!/^\d+$/.test(clean)) return { key: `${field}Digits` };
  if (clean.length < length.min || clean.length > length.max) return { key: `${field}Length`, values: { ...length } };
  return undefined;
}

export function validateSubmission(number: string, pin: string, captchaToken: string | null): FieldErrors {
  const errors: FieldErrors = {};
  const numberError = checkDigits(number, GIFT_CARD_NUMBER_LENGTH, 'number');
  const pinError = checkDigits(pin, GIFT_CARD_PIN_LENGTH, 'pin');
  if (numberError) errors.number = numberError;
  if (pinError) errors.pin = pinError;
  if (!captchaToken) errors.captcha = { key: 'captchaRequired' };
  return errors;
}

export function lastDigits(number: string): string {
  return normalizeDigits(number).slice(-GIFT_CARD_VISIBLE_DIGITS);
}

/** The balance is valid only when it is a number of 0 or more (spec section 5). */
export function isValidBalance(balance: unknown): balance is number {
  return typeof balance === 'number' && Number.isFinite(balance) && balance >= 0;
}

const UNEXPECTED: { key: GiftCardMessageKey } = { key: 'unexpected' };

/** An UNEXPECTED failure with this message, or the flow's own when there is none (or only blank server text). */
function unexpected(message: GiftCardText | null): GiftCardOutcome {
  const blank = message && 'text' in message && !message.text.trim();
  return { kind: 'failure', reason: 'UNEXPECTED', message: message && !blank ? message : UNEXPECTED };
}

/** The server's own words, when it sent some. */
const serverText = (text: string | null | undefined): GiftCardText | null => (text?.trim() ? { text: text.trim() } : null);

/**
 * A 2xx answer: `excMsgKey` maps to INCORRECT or INACTIVE; another key or a `gcError` is UNEXPECTED with that
 * message (shown as text); otherwise a balance of 0 or more is a success and anything else UNEXPECTED.
 */
export function classifyResponse(response: GiftCardBalance): GiftCardOutcome {
  const key = response.excMsgKey?.trim();
  if (key && EXC_TO_REASON[key]) return { kind: 'failure', reason: EXC_TO_REASON[key], message: { error: key } };
  if (key) return unexpected(specificMessage(key) ?? serverText(response.gcError));
  if (response.gcError?.trim()) return unexpected(serverText(response.gcError));
  if (isValidBalance(response.balance)) return { kind: 'success', balance: response.balance };
  return unexpected(null);
}

/**
 * A failed call: the error keys of the gift card catalogue map as above; otherwise the message of the first
 * `errors[].errorCode` when the catalogue knows it, then the client's own message for timeouts and network
 * failures, else the default.
 */
export function classifyError(error: unknown): GiftCardOutcome {
  if (!(error instanceof ApiError)) return unexpected(null);
  for (const key of [error.key, error.errorCode]) {
    if (key && EXC_TO_REASON[key]) return { kind: 'failure', reason: EXC_TO_REASON[key], message: { error: key } };
  }
  if (error.kind === 'timeout' || error.kind === 'network') return unexpected({ error: error.key });
  return unexpected(specificMessage(error.errorCode) ?? specificMessage(error.key));
}

/** The catalogue's key for a server key that says something more than "something went wrong". */
function specificMessage(key: string | undefined): GiftCardText | null {
  const known = catalogueKey(key);
  return known && !GENERIC_KEYS.has(known) ? { error: known } : null;
}

const GENERIC_KEYS = new Set(['_ERR_DEFAULT_KEY', '_ERR_BAD_RESPONSE']);
