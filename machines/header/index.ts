export { navMachine } from './nav.machine';
export * from './nav.logic';
export type * from './nav.types';
export { stickyMachine } from './sticky.machine';
export * from './sticky.logic';
export type * from './sticky.types';
export { helpMachine } from './help.machine';
export type * from './help.types';
