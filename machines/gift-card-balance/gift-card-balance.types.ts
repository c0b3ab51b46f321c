import type { ApiSettings, GiftCardBalance, GiftCardCheck, GiftCardRequestFormat } from '../../src/core/api';

/** The balance call's settings: the element's `api-base`, `request-format` and `balance-path`. */
export interface GiftCardApi extends ApiSettings {
  format?: GiftCardRequestFormat;
  path?: string;
}

export type GiftCardFailureReason = 'INCORRECT' | 'INACTIVE' | 'UNEXPECTED';

export type GiftCardField = 'number' | 'pin' | 'captcha';

export type FieldErrors = Partial<Record<GiftCardField, string>>;

/** What a check ended with, as the element reports it in `sg-gift-card-balance`. */
export type GiftCardOutcome =
  | { kind: 'success'; balance: number }
  | { kind: 'failure'; reason: GiftCardFailureReason; message: string };

export interface GiftCardContext {
  /** The balance of the last successful check. */
  balance: number | null;
  /** Last 4 digits of the card being / last checked; the full number and the PIN are never kept. */
  last4: string | null;
  error: { reason: GiftCardFailureReason; message: string } | null;
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
