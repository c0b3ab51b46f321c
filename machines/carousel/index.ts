export { recentProductsMachine } from './recent-products.machine';
export * from './recent-products.logic';
export type * from './recent-products.types';
