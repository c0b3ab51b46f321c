export { voiceMachine } from './voice.machine';
export * from './voice.logic';
export type * from './voice.types';
