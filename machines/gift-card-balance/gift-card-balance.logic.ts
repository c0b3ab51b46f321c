import { ApiError, type GiftCardBalance } from '../../src/core/api';
import { GIFT_CARD_NUMBER_LENGTH, GIFT_CARD_PIN_LENGTH, GIFT_CARD_VISIBLE_DIGITS } from '../../src/core/constants';
import { isKnownErrorKey, messageFor } from '../../src/core/errors';
import type { FieldErrors, GiftCardOutcome } from './gift-card-balance.types';

/** Pure rules of the gift card check (spec sections 3, 5 and 8). */

export const GIFT_CARD_MESSAGES = {
  numberRequired: 'Enter the gift card number.',
  numberDigits: 'The gift card number can only contain digits.',
  numberLength: `The gift card number must be ${GIFT_CARD_NUMBER_LENGTH.min} to ${GIFT_CARD_NUMBER_LENGTH.max} digits.`,
  pinRequired: 'Enter the PIN from the back of the card.',
  pinDigits: 'The PIN can only contain digits.',
  pinLength: `The PIN must be ${GIFT_CARD_PIN_LENGTH.min} to ${GIFT_CARD_PIN_LENGTH.max} digits.`,
  captchaRequired: 'Please complete the security check.',
  unexpected: "We couldn't check this gift card right now. Please try again later.",
} as const;

const EXC_TO_REASON: Record<string, 'INCORRECT' | 'INACTIVE'> = {
  _RTS_INVALID_NUMBER_OR_PIN: 'INCORRECT',
  _RTS_GC_INACTIVE: 'INACTIVE',
};

/** Spaces and dashes people type between digit groups are dropped; anything else non-digit is an error. */
export function normalizeDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

function checkDigits(
  value: string,
  length: { min: number; max: number },
  messages: { required: string; digits: string; length: string },
): string | undefined {
  const clean = normalizeDigits(value);
  if (!clean) return messages.required;
  if (!/^\d+$/.test(clean)) return messages.digits;
  if (clean.length < length.min || clean.length > length.max) return messages.length;
  return undefined;
}

export function validateSubmission(number: string, pin: string, captchaToken: string | null): FieldErrors {
  const errors: FieldErrors = {};
  const numberError = checkDigits(number, GIFT_CARD_NUMBER_LENGTH, {
    required: GIFT_CARD_MESSAGES.numberRequired,
    digits: GIFT_CARD_MESSAGES.numberDigits,
    length: GIFT_CARD_MESSAGES.numberLength,
  });
  const pinError = checkDigits(pin, GIFT_CARD_PIN_LENGTH, {
    required: GIFT_CARD_MESSAGES.pinRequired,
    digits: GIFT_CARD_MESSAGES.pinDigits,
    length: GIFT_CARD_MESSAGES.pinLength,
  });
  if (numberError) errors.number = numberError;
  if (pinError) errors.pin = pinError;
  if (!captchaToken) errors.captcha = GIFT_CARD_MESSAGES.captchaRequired;
  return errors;
}

export function lastDigits(number: string): string {
  return normalizeDigits(number).slice(-GIFT_CARD_VISIBLE_DIGITS);
}

/** The balance is valid only when it is a number of 0 or more (spec section 5). */
export function isValidBalance(balance: unknown): balance is number {
  return typeof balance === 'number' && Number.isFinite(balance) && balance >= 0;
}

function unexpected(message: string | null | undefined): GiftCardOutcome {
  const text = message?.trim();
  return { kind: 'failure', reason: 'UNEXPECTED', message: text || GIFT_CARD_MESSAGES.unexpected };
}

/**
 * A 2xx answer: `excMsgKey` maps to INCORRECT or INACTIVE; another key or a `gcError` is UNEXPECTED with that
 * message (shown as text); otherwise a balance of 0 or more is a success and anything else UNEXPECTED.
 */
export function classifyResponse(response: GiftCardBalance): GiftCardOutcome {
  const key = response.excMsgKey?.trim();
  if (key && EXC_TO_REASON[key]) return { kind: 'failure', reason: EXC_TO_REASON[key], message: messageFor(key) };
  if (key) return unexpected(specificMessage(key) ?? response.gcError);
  if (response.gcError?.trim()) return unexpected(response.gcError);
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
    if (key && EXC_TO_REASON[key]) return { kind: 'failure', reason: EXC_TO_REASON[key], message: messageFor(key) };
  }
  if (error.kind === 'timeout' || error.kind === 'network') return unexpected(error.message);
  return unexpected(specificMessage(error.errorCode) ?? specificMessage(error.key));
}

/** The catalogue's message for a key that says something more than "something went wrong". */
function specificMessage(key: string | undefined): string | null {
  return isKnownErrorKey(key) && !GENERIC_KEYS.has(key) ? messageFor(key) : null;
}

const GENERIC_KEYS = new Set(['_ERR_DEFAULT_KEY', '_ERR_BAD_RESPONSE']);
