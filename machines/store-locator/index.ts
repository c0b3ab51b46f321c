export { storeLocatorMachine } from './store-locator.machine';
export { geocodeFailureMessage, locateFailureMessage, resultsStatus, LOCATION_DENIED, LOCATION_FAILED, STORES_FAILED, ZIP_INVALID } from './store-locator.logic';
export type * from './store-locator.types';
export { sddPriorityMachine } from './sdd-priority.machine';
export * from './sdd.logic';
export type * from './sdd-priority.types';
