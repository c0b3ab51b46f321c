export { sddPriorityMachine } from './sdd-priority.machine';
export * from './sdd.logic';
export type * from './sdd-priority.types';
