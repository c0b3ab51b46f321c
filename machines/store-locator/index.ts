export { storeLocatorMachine } from './store-locator.machine';
export { locateFailureMessage, resultsStatus, LOCATION_DENIED_MESSAGE, LOCATION_FAILED_MESSAGE, STORES_FAILED_MESSAGE } from './store-locator.logic';
export type * from './store-locator.types';
export { sddPriorityMachine } from './sdd-priority.machine';
export * from './sdd.logic';
export type * from './sdd-priority.types';
