import { COOKIES } from '../../core/constants';
import { getCookie } from '../../core/storage';
import { loadMyStore, myStore, setStoresApi } from '../../state/stores';
import type { Words } from '../shared/use-messages';
import { myStoreButton, myStoreButtonWords, type MyStoreButton, type MyStoreButtonWords } from '../store-locator/store-locator.connect';
import { storeLocatorMessages } from '../store-locator/store-locator.messages';

export type { MyStoreButton };

/**
 * The sub-header's my-store button follows the page's store (the one every <sg-store-locator> shows): loads it from
 * the `WC_StLocId` cookie when no locator has yet, and calls `onChange` with the button's store (name, status and
 * today's hours in store time, as message keys: `wordMyStore` words them), or "find" for no store, an unknown id or a
 * failed call (the button keeps its configured title). Status and hours are taken when the store changes. Returns
 * the unsubscribe.
 */
export function watchMyStore(apiBase: string, onChange: (store: MyStoreButton) => void): () => void {
  setStoresApi({ base: apiBase });
  loadMyStore();
  return myStore.subscribe((view) => onChange(myStoreButton(view, Date.now(), getCookie(COOKIES.stsEnabled) === 'true')));
}

/**
 * The store buttons' words for the page's store, in the header's locale and the store locator's messages ("My store:
 * Houston Galleria", named "My store: Houston Galleria, Open, 9:00 AM - 9:00 PM"), as `<sg-store-locator>` says them;
 * null for none.
 */
export function wordMyStore(store: MyStoreButton, words: Words, locale: string): MyStoreButtonWords | null {
  return myStoreButtonWords(store, { t: words(storeLocatorMessages), locale });
}
