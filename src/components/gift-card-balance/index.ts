export { GiftCardBalance, giftCardDefaults } from './GiftCardBalance';
export type { GiftCardBalanceProps } from './GiftCardBalance';
export { GIFT_CARD_TEXT } from './gift-card-balance.connect';
export { giftCardParts } from './gift-card-balance.anatomy';
