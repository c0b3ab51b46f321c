import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { isAbortError, type ApiSettings } from '../core/api/client';
import { fetchStore } from '../core/api/my-store';
import { COOKIES, MY_STORE_COOKIE_MAX_AGE_S } from '../core/constants';
import { emitEvent } from '../core/events';
import { getCookie, setCookie } from '../core/storage';
import type { Store } from '../core/stores.types';
import { createFlyout } from './flyout';
import { announceStoreChange } from './store-change';

/**
 * The shopper's store for the whole page: every <sg-store-locator> (and the header's store button) shows the same
 * one, read from the `WC_StLocId` cookie and `GET /stores/{id}`, and changed by "Make this my store" (cookies
 * `WC_StLocId` and `WC_StZip_Selected`; the cart on the page reloads once, 1 s later, with the new store ZIP). Also
 * which locator's flyout is open: one at a time, and another flyout opening closes it.
 */

export interface MyStoreView {
  /** `none`: no store chosen (or an unreadable id); `error`: the store could not be loaded (unknown id, failed call). */
  status: 'none' | 'loading' | 'ready' | 'error';
  storeId: string | null;
  store: Store | null;
}

const STORE_ID = /^\d{1,12}$/;
const readStoreId = () => {
  const id = getCookie(COOKIES.storeLocationId)?.trim() ?? '';
  return STORE_ID.test(id) ? id : null;
};

const view = signal<MyStoreView>({ status: 'none', storeId: null, store: null });
export const myStore: ReadonlySignal<MyStoreView> = view;

let api: ApiSettings = {};
let loading: AbortController | null = null;

/** The locators' API settings (their `api-base`); the latest element to say wins. */
export function setStoresApi(settings: ApiSettings): void {
  api = settings;
}

/** Loads the store of the `WC_StLocId` cookie, once per id for the page (later calls return at once). */
export function loadMyStore(): void {
  const storeId = readStoreId();
  const current = view.peek();
  if (!storeId) {
    if (current.status !== 'none') view.value = { status: 'none', storeId: null, store: null };
    return;
  }
  if (current.storeId === storeId && current.status !== 'none') return;
  loading?.abort();
  const controller = new AbortController();
  loading = controller;
  view.value = { status: 'loading', storeId, store: null };
  fetchStore(storeId, { base: api.base, signal: controller.signal }).then(
    (store) => {
      if (loading !== controller) return;
      loading = null;
      view.value = { status: 'ready', storeId, store };
    },
    (error: unknown) => {
      if (loading !== controller || isAbortError(error)) return;
      loading = null;
      // An unknown id (404) or a failed call: the button offers "Find a store"; the cookie stays as it was.
      view.value = { status: 'error', storeId, store: null };
    },
  );
}

/**
 * "Make this my store": the cookies, the page's store (every locator agrees at once), `sg-store-change` from `from`
 * (the element where the shopper chose), and one cart reload after the store-change delay.
 */
export function chooseStore(store: Store, from: EventTarget | null): void {
  const { gx_id: storeId, zipCode = '', storeName } = store.properties;
  const options = { maxAgeSeconds: MY_STORE_COOKIE_MAX_AGE_S, path: '/', sameSite: 'Lax' as const };
  setCookie(COOKIES.storeLocationId, storeId, options);
  setCookie(COOKIES.selectedStoreZip, zipCode, options);
  loading?.abort();
  loading = null;
  view.value = { status: 'ready', storeId, store };
  if (from) emitEvent(from, 'sg-store-change', { storeId, zip: zipCode, name: storeName });
  announceStoreChange();
}

/** The package's `setMyStore(storeId)`: loads the store and makes it the shopper's; false for an unknown id or a failure. */
export async function setMyStore(storeId: string, from: EventTarget | null = null): Promise<boolean> {
  const id = String(storeId).trim();
  if (!STORE_ID.test(id)) return false;
  try {
    chooseStore(await fetchStore(id, { base: api.base }), from);
    return true;
  } catch {
    return false;
  }
}

/** The package's `getMyStore()`: the shopper's store when it is loaded, else null. */
export function getMyStore(): Store | null {
  return view.peek().store;
}

// The flyout: which locator shows it (the header's store button opens the first one in document order).
const flyout = createFlyout('store');

/** The locator whose flyout is open, or null. */
export const storeFlyoutOwner: ReadonlySignal<object | null> = computed(() => flyout.opened.value?.owner ?? null);

export function registerStoreLocator(owner: object): () => void {
  return flyout.register(owner);
}

/** Opens `owner`'s flyout, or the first locator's in document order; false when no locator is on the page. */
export function openStoreFlyout(owner?: object): boolean {
  return flyout.open(owner);
}

export function closeStoreFlyout(): void {
  flyout.close();
}

/** For tests: no store, no flyout. */
export function resetStoresForTests(): void {
  loading?.abort();
  loading = null;
  view.value = { status: 'none', storeId: null, store: null };
  closeStoreFlyout();
  api = {};
}
