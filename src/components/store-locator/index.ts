export { StoreLocator, storeLocatorDefaults } from './StoreLocator';
export type { StoreLocatorProps } from './StoreLocator';
export { storeLocatorParts } from './store-locator.anatomy';
export { storeLocatorMessages } from './store-locator.messages';
export { closeStoreFlyout, openStoreFlyout, setSddZip, getSddInfo, setMyStore, getMyStore } from './actions';
export type { SddResult, SddZipOptions, SddOutcome } from './actions';
