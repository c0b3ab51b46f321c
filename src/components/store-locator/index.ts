export { StoreLocator, storeLocatorDefaults } from './StoreLocator';
export type { StoreLocatorProps } from './StoreLocator';
export { storeLocatorParts, STORE_LOCATOR_TEXT } from './store-locator.anatomy';
