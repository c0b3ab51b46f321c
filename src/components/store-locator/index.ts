export { StoreLocator, storeLocatorDefaults } from './StoreLocator';
export type { StoreLocatorProps } from './StoreLocator';
export { storeLocatorParts, STORE_LOCATOR_TEXT } from './store-locator.anatomy';
export { closeStoreFlyout, openStoreFlyout, setSddZip, getSddInfo, setMyStore, getMyStore } from './actions';
export type { SddResult, SddZipOptions, SddOutcome } from './actions';
