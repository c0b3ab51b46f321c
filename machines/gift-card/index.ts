export { giftCardMachine } from './gift-card.machine';
export * from './gift-card.logic';
export type * from './gift-card.types';
