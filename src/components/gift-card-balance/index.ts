export { GiftCardBalance, giftCardDefaults } from './GiftCardBalance';
export type { GiftCardBalanceProps } from './GiftCardBalance';
export { giftCardMessages, giftCardParts } from './gift-card-balance.anatomy';
