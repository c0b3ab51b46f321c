/**
 * Seeded gift cards of the reference API. Any other number / PIN pair answers `_RTS_INVALID_NUMBER_OR_PIN`.
 * The numbers are made up and documented in docs/api.md, "Reference storefront API".
 */
export type SeededGiftCard =
  | { number: string; pin: string; kind: 'balance'; balance: number }
  | { number: string; pin: string; kind: 'inactive' }
  | { number: string; pin: string; kind: 'no-balance' }
  | { number: string; pin: string; kind: 'server-error' }
  | { number: string; pin: string; kind: 'gc-error'; gcError: string };

export const giftCards: readonly SeededGiftCard[] = [
  { number: '6006491234567890', pin: '1234', kind: 'balance', balance: 50 },
  { number: '6006491234560000', pin: '0000', kind: 'balance', balance: 0 },
  { number: '6006491234561111', pin: '1111', kind: 'balance', balance: 1234.56 },
  { number: '6006492222222222', pin: '2222', kind: 'inactive' },
  { number: '6006493333333333', pin: '3333', kind: 'no-balance' },
  { number: '6006495555555555', pin: '5555', kind: 'server-error' },
  { number: '6006497777777777', pin: '7777', kind: 'gc-error', gcError: 'This card was reported lost. Please call customer care.' },
];

/** A pair that matches no card: the reference API answers "incorrect number or PIN". */
export const INVALID_GIFT_CARD = { number: '6006490000000001', pin: '9999' } as const;

export function findGiftCard(number: string, pin: string): SeededGiftCard | undefined {
  return giftCards.find((card) => card.number === number && card.pin === pin);
}
