export { searchMachine } from './search.machine';
export * from './search.logic';
export type * from './search.types';
