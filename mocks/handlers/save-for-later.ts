import { http, HttpResponse } from 'msw';
import { EMPTY_ORDER_ID } from '../data/carts';
import type { Order } from '../data/cart.types';
import { savedItemOf, seededSavedItems, type SavedItemRecord } from '../data/saved-items';
import { withFaults } from '../faults';
import { perWorld } from '../scope';
import { cartStore } from './cart';
import { createLine, createOrder, maxQuantity, recompute } from './cart-model';
import { signedInAccount } from './profile';
import { errorBody, readBody, text } from './respond';

/**
 * The "save for later" service of the reference API (docs/api.md, "Save for later"), for the signed-in shopper
 * (cookies `WC_USERID` + `USERTYPE=R`, else 401): `GET /profile/saveforlater/`, `POST /profile/saveforlater/` (a cart
 * line into the list), `POST /profile/saveforlater/{itemId}/movetocart` (back to the cart, merged with a line of the
 * same sku, capped to its limit), `DELETE /profile/saveforlater/{itemId}`. Saving and moving change the cart model's
 * orders (./cart.ts) and answer the list with the cart.
 */

interface Store {
  byUser: Map<string, SavedItemRecord[]>;
  nextId: number;
}

const storeOf = perWorld<Store>(() => ({ byUser: seededSavedItems(), nextId: 100 }));

/** Back to the seeded lists (call between tests). */
export function resetSavedItems(): void {
  storeOf.set({ byUser: seededSavedItems(), nextId: 100 });
}

/** The list of a user, as the API answers it (tests). */
export const savedItemsOf = (userId: string): readonly SavedItemRecord[] => storeOf.get().byUser.get(userId) ?? [];

/** Seeds one more item of a seeded product for a user (stories, tests). */
export function seedSavedItem(userId: string, productId: string, quantity = 1): void {
  const store = storeOf.get();
  const list = store.byUser.get(userId) ?? [];
  store.byUser.set(userId, [...list, savedItemOf(`sfl-${store.nextId++}`, productId, 1, quantity)]);
}

type Info = { cookies: Record<string, string>; request: Request; params: Record<string, unknown> };

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const listJson = (items: readonly SavedItemRecord[]) => HttpResponse.json({ items: clone(items) });
const listAndCart = (items: readonly SavedItemRecord[], order: Order) => HttpResponse.json({ items: clone(items), orders: [clone(order)] });
const notSignedIn = () => errorBody('_ERR_AUTHENTICATION_ERROR', 401, 'Not signed in');

/** The signed-in shopper's id, or the 401 to answer. */
function userOf(info: Info): string | Response {
  return signedInAccount(info.cookies)?.userId ?? notSignedIn();
}

function listOf(userId: string): SavedItemRecord[] {
  const store = storeOf.get();
  const list = store.byUser.get(userId) ?? [];
  store.byUser.set(userId, list);
  return list;
}

// GET /profile/saveforlater/
function getList(info: Info): Response {
  const user = userOf(info);
  return typeof user === 'string' ? listJson(listOf(user)) : user;
}

// POST /profile/saveforlater/ { orderId, orderItemId }
async function saveLine(info: Info): Promise<Response> {
  const user = userOf(info);
  if (typeof user !== 'string') return user;
  const body = await readBody(info.request);
  if (!body) return errorBody('_ERR_DEFAULT_KEY', 400, 'Malformed request body');
  const orderId = text(body.orderId);
  if (cartStore().raw.has(orderId)) return errorBody('_ERR_ORDER_NOT_EDITABLE', 400, `Order ${orderId} cannot be changed`);
  const stored = cartStore().orders.get(orderId);
  const items = stored?.order.orderItems ?? [];
  const index = items.findIndex((item) => item.orderItemId === text(body.orderItemId));
  const line = items[index];
  if (!stored || !line) return errorBody('_ERR_ORDER_ITEM_NOT_FOUND', 400, 'No such order item');
  if (line.isfreeGift) return errorBody('_ERR_DEFAULT_KEY', 400, 'A free gift cannot be saved for later');
  const n = Number(line.skuId.split('-')[2]) || 1;
  const store = storeOf.get();
  const saved = savedItemOf(`sfl-${store.nextId++}`, line.productId, n, line.quantity, line.unitPrice);
  saved.name = line.skuDetails.skuInfo.name;
  saved.savedAt = Date.now();
  items.splice(index, 1);
  recompute(stored);
  const list = listOf(user);
  list.unshift(saved);
  return listAndCart(list, stored.order);
}

// POST /profile/saveforlater/{itemId}/movetocart { orderId }
async function moveToCart(info: Info): Promise<Response> {
  const user = userOf(info);
  if (typeof user !== 'string') return user;
  const body = await readBody(info.request);
  if (!body) return errorBody('_ERR_DEFAULT_KEY', 400, 'Malformed request body');
  const list = listOf(user);
  const index = list.findIndex((item) => item.itemId === String(info.params.itemId));
  const item = list[index];
  if (!item) return errorBody('_ERR_ITEM_NOT_FOUND', 404, 'No such saved item');
  const orderId = text(body.orderId);
  if (cartStore().raw.has(orderId)) return errorBody('_ERR_ORDER_NOT_EDITABLE', 400, `Order ${orderId} cannot be changed`);
  const stored =
    (orderId && orderId !== EMPTY_ORDER_ID ? cartStore().orders.get(orderId) : undefined) ?? createOrder(cartStore());
  const line = stored.order.orderItems.find((l) => l.skuId === item.skuId && !l.isfreeGift);
  if (line) {
    const max = maxQuantity(line);
    if (line.quantity + item.quantity > max) return errorBody('_ERR_MAX_QUANTITY', 400, `Max quantity is ${max}`);
    line.quantity += item.quantity;
  } else {
    const n = Number(item.skuId.split('-')[2]) || 1;
    stored.order.orderItems.push(createLine(cartStore(), stored, item.productId, { quantity: item.quantity, n }));
  }
  list.splice(index, 1);
  recompute(stored);
  return listAndCart(list, stored.order);
}

// DELETE /profile/saveforlater/{itemId}
function removeItem(info: Info): Response {
  const user = userOf(info);
  if (typeof user !== 'string') return user;
  const list = listOf(user);
  const index = list.findIndex((item) => item.itemId === String(info.params.itemId));
  if (index < 0) return errorBody('_ERR_ITEM_NOT_FOUND', 404, 'No such saved item');
  list.splice(index, 1);
  return listJson(list);
}

export const saveForLaterHandlers = [
  http.get('*/profile/saveforlater/', withFaults('savedItems', getList)),
  http.post('*/profile/saveforlater/', withFaults('saveForLater', saveLine)),
  http.post('*/profile/saveforlater/:itemId/movetocart', withFaults('savedItemMove', moveToCart)),
  http.delete('*/profile/saveforlater/:itemId', withFaults('savedItemRemove', removeItem)),
];
