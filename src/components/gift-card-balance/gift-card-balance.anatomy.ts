/** Part names of <sg-gift-card-balance>, exposed as `::part(...)` (documented in the README). */
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
