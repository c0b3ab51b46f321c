import { effect } from '@preact/signals-core';
import { createActor, type ActorRefFrom } from 'xstate';
import { isSddInfo } from '../../machines/store-locator/sdd-info.logic';
import { quickViewMachine } from '../../machines/quick-view';
import { COOKIES, SDD_INFO_KEY } from '../core/constants/storage';
import { getCookie, local } from '../core/storage';
import { addToCart } from './add-to-cart';
import { quickViewApi, quickViewRequest, type QuickViewRequest } from './quick-view';

/**
 * The quick view's page state, in the dialog's lazy chunk: the one machine of the page, started on the first request.
 * Each request (src/state/quick-view.ts) opens it with the shopper's stores: the `WC_StLocId` cookie (pickup, ship to
 * store) and the stored same-day store (`sg_sdd_info`). Its `add` goes to the page's cart (`addToCart`: the cart adds
 * the line, opens the drawer where there is one, and reports `sg-cart-add`); the dialog has closed by then.
 */

export type QuickViewActor = ActorRefFrom<typeof quickViewMachine>;

const STORE_ID = /^\d{1,12}$/;

/** The shopper's stores as the page knows them now (an unreadable cookie or stored info: none). */
export function shopperStores(): { storeId: string | null; sddStoreId: string | null } {
  const storeId = getCookie(COOKIES.storeLocationId)?.trim() ?? '';
  const sdd = local.getJSON(SDD_INFO_KEY, isSddInfo);
  return {
    storeId: STORE_ID.test(storeId) ? storeId : null,
    sddStoreId: sdd?.sddStoreId && STORE_ID.test(sdd.sddStoreId) ? sdd.sddStoreId : null,
  };
}

let actor: QuickViewActor | null = null;
let opened: QuickViewRequest | null = null;

/** The page's quick view actor, started on first use, following the open requests from then on. */
export function quickViewActor(): QuickViewActor {
  if (actor) return actor;
  const started = createActor(quickViewMachine, { input: { api: quickViewApi() } });
  started.on('add', ({ item }) => void addToCart(item));
  started.start();
  actor = started;
  effect(() => {
    const next = quickViewRequest.value;
    if (!next || next === opened) return;
    opened = next;
    started.send({ type: 'API.CHANGE', api: quickViewApi() });
    started.send({ type: 'DIALOG.OPEN', target: { productId: next.productId, skuId: next.skuId }, stores: shopperStores() });
  });
  return started;
}
