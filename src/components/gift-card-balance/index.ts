export { GiftCardBalance, giftCardDefaults } from './GiftCardBalance';
export type { GiftCardBalanceProps } from './GiftCardBalance';
export { giftCardParts } from './gift-card-balance.anatomy';
export { giftCardMessages } from './gift-card-balance.messages';
