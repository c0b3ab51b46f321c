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
