export { scannerMachine } from './scanner.machine';
export * from './scanner.logic';
export type * from './scanner.types';
