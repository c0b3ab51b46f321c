import type { ApiSettings, GiftCardBalance, GiftCardCheck, GiftCardRequestFormat } from '../../src/core/api';

/** The balance call's settings: the element's `api-base`, `request-format` and `balance-path`. */
export interface GiftCardApi extends ApiSettings {
  format?: GiftCardRequestFormat;
  path?: string;
}

export type GiftCardFailureReason = 'INCORRECT' | 'INACTIVE' | 'UNEXPECTED';

export type GiftCardField = 'number' | 'pin' | 'captcha';

/** The flow's own messages the machine decides on (the view words them: `giftCardMessages`, docs/messages.md). */
export type GiftCardMessageKey =
  | 'numberRequired'
  | 'numberDigits'
  | 'numberLength'
  | 'pinRequired'
  | 'pinDigits'
  | 'pinLength'
  | 'captchaRequired'
  | 'unexpected';

/** A field's message: its key, and the values its text takes (the lengths). */
export interface FieldError {
  key: GiftCardMessageKey;
  values?: Readonly<Record<string, number>>;
}

export type FieldErrors = Partial<Record<GiftCardField, FieldError>>;

/**
 * A failure's message as the machine decides it: one of the flow's keys, a key of the error catalogue (spec section
 * 8, `error.*`), or the server's own text (shown as text, in no locale of ours).
 */
export type GiftCardText = { key: GiftCardMessageKey } | { error: string } | { text: string };

/** What a check ended with, as the element reports it in `sg-gift-card-balance`. */
export type GiftCardOutcome =
  | { kind: 'success'; balance: number }
  | { kind: 'failure'; reason: GiftCardFailureReason; message: GiftCardText };

export interface GiftCardContext {
  /** The balance of the last successful check. */
  balance: number | null;
  /** Last 4 digits of the card being / last checked; the full number and the PIN are never kept. */
  last4: string | null;
  error: { reason: GiftCardFailureReason; message: GiftCardText } | null;
  fieldErrors: FieldErrors;
  errorDisplayMs: number;
  /** Where and how the balance is asked (never holds the card). */
  api: GiftCardApi;
}

export interface GiftCardInput {
  /** How long a failure message stays before the form returns to idle (spec: "error clears after a display time"). */
  errorDisplayMs?: number;
  api?: GiftCardApi;
}

export type GiftCardEvent =
  | { type: 'CARD.SUBMIT'; number: string; pin: string; captchaToken: string | null }
  | { type: 'CARD.RESET' }
  | { type: 'FIELD.EDIT'; field: GiftCardField }
  | { type: 'API.CHANGE'; api: GiftCardApi }
  /** The element's error-display-ms changed: the next failure message stays this long. */
  | { type: 'CONFIG.CHANGE'; errorDisplayMs: number };

export type GiftCardEmitted = { type: 'outcome'; outcome: GiftCardOutcome; last4: string };

export type CheckBalanceInput = GiftCardCheck & { api: GiftCardApi };
export type CheckBalanceOutput = GiftCardBalance;
