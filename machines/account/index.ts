export { accountMachine, EMPTY_VALUES } from './account.machine';
export type { AccountActor } from './account.machine';
export * from './account.logic';
export type * from './account.types';
