// Gift card (spec: "10 digits and more not shown": only the last 4 digits of a card number are ever shown)
export const GIFT_CARD_VISIBLE_DIGITS = 4;
export const GIFT_CARD_NUMBER_LENGTH = { min: 10, max: 19 } as const;
export const GIFT_CARD_PIN_LENGTH = { min: 4, max: 8 } as const;
export const GIFT_CARD_ERROR_DISPLAY_MS = 10000;
