import * as v from 'valibot';
import { GIFT_CARD_ALT_BALANCE_PATH_DEFAULT, GIFT_CARD_BALANCE_PATH_DEFAULT, GIFT_CARD_TIMEOUT_MS } from '../constants';
import { request } from './client';

/** A number, or a numeric string such as "25.00" (some back ends send money as text); anything else is dropped. */
const Money = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/), v.transform(Number))]),
  v.finite(),
);

const GiftCardBalanceResponse = v.object({
  giftCardBalance: v.looseObject({
    balance: v.optional(v.nullable(Money)),
    excMsgKey: v.optional(v.nullable(v.string())),
    gcError: v.optional(v.nullable(v.string())),
  }),
});

export type GiftCardBalance = v.InferOutput<typeof GiftCardBalanceResponse>['giftCardBalance'];

/**
 * Request shapes of spec section 3: `gcb` posts giftCardNumber/giftCardPin/reCaptchaRespCode to
 * /payment/giftcard/gcb; `card` posts cardNumber/cardPin/captchaCode to a configured path.
 */
export type GiftCardRequestFormat = 'gcb' | 'card';

export interface GiftCardCheck {
  number: string;
  pin: string;
  captchaToken: string;
}

export interface GiftCardCallOptions {
  base?: string;
  format?: GiftCardRequestFormat;
  /** Path under the API base; defaults per format. */
  path?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** POST the card for its balance. Card number and PIN travel only in the JSON body, never in a URL. */
export function checkGiftCardBalance(card: GiftCardCheck, options: GiftCardCallOptions = {}): Promise<GiftCardBalance> {
  const format = options.format ?? 'gcb';
  const body =
    format === 'gcb'
      ? { giftCardNumber: card.number, giftCardPin: card.pin, reCaptchaRespCode: card.captchaToken }
      : { cardNumber: card.number, cardPin: card.pin, captchaCode: card.captchaToken };
  return request({
    base: options.base,
    path: options.path || (format === 'gcb' ? GIFT_CARD_BALANCE_PATH_DEFAULT : GIFT_CARD_ALT_BALANCE_PATH_DEFAULT),
    method: 'POST',
    body,
    signal: options.signal,
    timeoutMs: options.timeoutMs ?? GIFT_CARD_TIMEOUT_MS,
    schema: GiftCardBalanceResponse,
  }).then((response) => response.giftCardBalance);
}
