/// <reference types="mocha" />

/** The package's selector hook (no types of its own), compared with ours in test/components/use-store-selection.test.tsx. */
declare module 'use-sync-external-store/shim/with-selector' {
  export const useSyncExternalStoreWithSelector: typeof import('../src/components/shared/use-store-selection').useSyncExternalStoreWithSelector;
}
