/** Part names of <sg-gift-card-balance>, exposed as `::part(...)` (documented in docs/elements/sg-gift-card-balance.md). */
export const giftCardParts = [
  'root',
  'dialog',
  'close-button',
  'heading',
  'form',
  'field',
  'label',
  'input',
  'field-error',
  'captcha',
  'submit',
  'status',
  'alert',
  'balance',
  'reset',
] as const;
export type GiftCardPart = (typeof giftCardParts)[number];

/** The balance check's fixed texts and accessible names. */
export const GIFT_CARD_TEXT = {
  heading: 'Check your gift card balance',
  numberLabel: 'Gift card number',
  pinLabel: 'PIN',
  pinHint: 'The PIN is on the back of the card.',
  submit: 'Check balance',
  checking: 'Checking your balance…',
  reset: 'Check another card',
  result: 'Gift card balance',
  close: 'Close',
} as const;
