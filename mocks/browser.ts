import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

export { faults, CALLS } from './faults';
export type { Fault, CallName } from './faults';
export * from './data/gift-cards';
export * from './data/products';
export * from './data/carts';
export * from './data/cart.types';
export * from './handlers/cart-model';
export { resetCartStore, cartGetCount } from './handlers/cart';
export * from './data/stores';
export * from './data/media-search';
export { mediaSearchCalls, resetMediaSearchCalls } from './handlers/media-search';
export type { MediaSearchCall, MediaSearchCallName } from './handlers/media-search';
export {
  SEED_PASSWORD,
  VALID_PASSCODE,
  EXPIRED_PASSCODE,
  PASSCODE_LIFETIME_SECONDS,
  TAKEN_PHONE,
  accounts,
  findAccount,
  findAccountByEmail,
  resetAccounts,
  type SeedAccount,
} from './data/accounts';
export { GUEST_ID, REMEMBER_ME_SECONDS, signedInCookies } from './handlers/identity';
export { resetSavedItems, savedItemsOf, seedSavedItem } from './handlers/save-for-later';
export * from './data/saved-items';
export { resetProfileStore, favoritesPostBodies, rewardsCallCount } from './handlers/profile';
export { geodataLoaded, geodataRequested, GEOCODE_NO_COORDINATES_ZIP, GEOCODE_OVERRIDES, REVERSE_GEOCODE_MAX_MILES, haversineMiles, type GeocodeAnswer } from './data/geo';
export { storeCalls, stampnodeCount, resetStoreCalls, STORE_SEARCH_RADIUS, NEAR_BY_STORE_RADIUS } from './handlers/stores';
export type { StoreCall, StoreCallName } from './handlers/stores';

export const worker = setupWorker(...handlers);

let started: Promise<unknown> | null = null;

/** Starts the reference API in this page (once). Requests it does not know go to the network untouched. */
export function startReferenceApi(): Promise<unknown> {
  started ??= worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  return started;
}
