import * as v from 'valibot';
import { DEFAULT_CURRENCY } from '../constants';
import { withSku } from '../url';
import { parseCart, type Cart } from './cart';
import { request } from './client';
import { listOf } from './schemas';

/**
 * The signed-in shopper's "save for later" list (spec sections 2 and 6; the paths are ours, docs/api.md "Save for
 * later"): read it, move a cart line into it, move an item back to the cart, remove an item. Saving and moving answer
 * the list and the cart together (`{ items, orders }`, the cart in the cart service's shape), so neither is ever shown
 * without the other. An item that does not validate is dropped; an answer without its list (or its cart) is malformed.
 */

export interface SavedItem {
  itemId: string;
  skuId: string;
  productId: string;
  name: string;
  /** The product page of this very SKU (`seoURL?sku=`), not yet checked: views pass it through `safeUrl`. */
  url: string | null;
  imageUrl: string | null;
  price: number;
  currency: string;
  quantity: number;
}

const text = v.pipe(v.string(), v.trim(), v.minLength(1));
const optionalText = v.optional(v.nullable(v.string()), null);

const SavedItemSchema = v.pipe(
  v.looseObject({
    itemId: text,
    skuId: text,
    productId: v.optional(v.string(), ''),
    name: text,
    seoURL: optionalText,
    thumbnail: optionalText,
    price: v.pipe(v.number(), v.finite(), v.minValue(0)),
    currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)), DEFAULT_CURRENCY),
    quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  }),
  v.transform(
    (raw): SavedItem => ({
      itemId: raw.itemId,
      skuId: raw.skuId,
      productId: raw.productId,
      name: raw.name,
      url: withSku(raw.seoURL?.trim() || null, raw.skuId),
      imageUrl: raw.thumbnail?.trim() || null,
      price: raw.price,
      currency: raw.currency,
      quantity: raw.quantity,
    }),
  ),
);

/** `{ items: [...] }`: the list must be there (an item that does not validate is dropped). */
const ListAnswer = v.pipe(
  v.looseObject({ items: v.pipe(v.array(v.unknown()), v.transform((items) => v.parse(listOf(SavedItemSchema), items))) }),
  v.transform((answer) => answer.items),
);

/** `{ items: [...], orders: [order] }`: the list and the cart after the change, both required. */
const ListAndCartAnswer = v.pipe(
  v.looseObject({
    items: v.pipe(v.array(v.unknown()), v.transform((items) => v.parse(listOf(SavedItemSchema), items))),
    orders: v.pipe(v.array(v.looseObject({ orderId: v.union([v.string(), v.number()]) })), v.minLength(1)),
  }),
  v.transform((answer) => ({ items: answer.items, cart: parseCart({ orders: answer.orders }) })),
);

export interface SavedListAndCart {
  items: SavedItem[];
  cart: Cart;
}

export interface SaveForLaterCallOptions {
  base?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}

const PATH = '/profile/saveforlater/';

/** GET the list (401 for a guest). */
export function fetchSavedItems(options: SaveForLaterCallOptions = {}): Promise<SavedItem[]> {
  return request({ base: options.base, path: PATH, signal: options.signal, timeoutMs: options.timeoutMs, schema: ListAnswer });
}

/** POST a cart line into the list: it leaves the cart. Answers the list and the cart. */
export function saveLineForLater(
  line: { orderId: string; orderItemId: string },
  options: SaveForLaterCallOptions = {},
): Promise<SavedListAndCart> {
  return request({
    base: options.base,
    path: PATH,
    method: 'POST',
    body: { orderId: line.orderId, orderItemId: line.orderItemId },
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    schema: ListAndCartAnswer,
  });
}

/** POST an item back to the cart (the order `orderId`, or a new one): it leaves the list. Answers the list and the cart. */
export function moveSavedItemToCart(
  item: { itemId: string; orderId: string },
  options: SaveForLaterCallOptions = {},
): Promise<SavedListAndCart> {
  return request({
    base: options.base,
    path: `${PATH}${encodeURIComponent(item.itemId)}/movetocart`,
    method: 'POST',
    body: { orderId: item.orderId },
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    schema: ListAndCartAnswer,
  });
}

/** DELETE an item from the list. Answers the list. */
export function removeSavedItem(itemId: string, options: SaveForLaterCallOptions = {}): Promise<SavedItem[]> {
  return request({
    base: options.base,
    path: `${PATH}${encodeURIComponent(itemId)}`,
    method: 'DELETE',
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    schema: ListAnswer,
  });
}
