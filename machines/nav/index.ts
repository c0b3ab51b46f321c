export { navMachine } from './nav.machine';
export * from './nav.logic';
export type * from './nav.types';
