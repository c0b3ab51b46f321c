import { COOKIES } from '../../core/constants';
import { getCookie } from '../../core/storage';
import { loadMyStore, myStore, setStoresApi } from '../../state/stores';
import { myStoreButton, myStoreButtonWords, type MyStoreButtonWords } from '../store-locator/store-locator.connect';

export type MyStoreWords = MyStoreButtonWords | null;

/**
 * The sub-header's my-store button follows the page's store (the one every <sg-store-locator> shows): loads it from
 * the `WC_StLocId` cookie when no locator has yet, and calls `onChange` with the button's words ("My store: Houston
 * Galleria", named with its status and today's hours in store time), or null for no store, an unknown id or a failed
 * call (the button keeps its configured title). Status and hours are worded when the store changes. Returns the
 * unsubscribe.
 */
export function watchMyStore(apiBase: string, onChange: (words: MyStoreWords) => void): () => void {
  setStoresApi({ base: apiBase });
  loadMyStore();
  return myStore.subscribe((view) => onChange(myStoreButtonWords(myStoreButton(view, Date.now(), getCookie(COOKIES.stsEnabled) === 'true'))));
}
