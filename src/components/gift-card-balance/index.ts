export { GiftCardBalance, giftCardDefaults } from './GiftCardBalance';
export type { GiftCardBalanceProps } from './GiftCardBalance';
export { giftCardParts, GIFT_CARD_TEXT } from './gift-card-balance.anatomy';
