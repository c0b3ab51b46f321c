export { giftCardMachine } from './gift-card-balance.machine';
export * from './gift-card-balance.logic';
export type * from './gift-card-balance.types';
