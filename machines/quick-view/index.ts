export { quickViewMachine } from './quick-view.machine';
export * from './quick-view.logic';
export type * from './quick-view.types';
