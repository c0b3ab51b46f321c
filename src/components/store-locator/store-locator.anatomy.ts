/** Part names of <sg-store-locator>, exposed as `::part(...)` (documented in the element's JSDoc and docs/elements/sg-store-locator.md). */
export const storeLocatorParts = [
  'button',
  'store-name',
  'store-status',
  'store-hours',
  'dialog',
  'panel',
  'heading',
  'close-button',
  'search-form',
  'zip-input',
  'search-button',
  'locate-button',
  'delivery-form',
  'delivery-input',
  'delivery-button',
  'delivery-label',
  'results',
  'store',
  'current-store',
  'make-my-store',
  'show-more',
  'field-error',
  'alert',
  'live',
] as const;
export type StoreLocatorPart = (typeof storeLocatorParts)[number];

