export { rewardsMachine } from './rewards.machine';
export * from './rewards.logic';
export type * from './rewards.types';
