import * as v from 'valibot';
import { request } from './client';
import { listOf } from './schemas';

/**
 * Quick view of a product (ours: the spec names the screen but no call; docs/api.md "Quick view"):
 * `GET {api-base}/product/quickview/{productId}?storeId=&sddStoreId=` -> `{ "product": QuickViewProduct }`, the
 * product list item's fields (spec section 3) with its skus, each with its attributes (Color, Team, ...), price and
 * inventory by fulfilment (skuDetails' lists online, store and sdd, and ship to store). A sku without an id is dropped;
 * a product without a usable sku is a malformed answer (`_ERR_BAD_RESPONSE`). Inventory entries are normalized: a
 * status, and a whole quantity of at least 0.
 */

const text = v.pipe(v.string(), v.trim(), v.minLength(1));
const id = v.pipe(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), v.string(), v.trim(), v.minLength(1));
const amount = v.pipe(v.number(), v.finite(), v.minValue(0));
const optionalText = v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.transform((s) => s || null))), null);

const Price = v.object({
  salePrice: amount,
  listPrice: v.optional(v.nullable(amount), null),
  priceMessage: optionalText,
});
export type QuickViewPrice = v.InferOutput<typeof Price>;

const Inventory = v.pipe(
  v.looseObject({
    inventoryStatus: text,
    availableQuantity: v.optional(v.unknown()),
  }),
  v.transform((raw) => {
    const quantity = typeof raw.availableQuantity === 'number' && Number.isFinite(raw.availableQuantity) ? Math.floor(raw.availableQuantity) : 0;
    return { status: raw.inventoryStatus, available: Math.max(0, quantity) };
  }),
);
export type QuickViewInventory = v.InferOutput<typeof Inventory>;

const Attribute = v.object({ name: text, value: text });

const Sku = v.object({
  skuId: id,
  attributes: listOf(Attribute),
  price: v.optional(v.nullable(Price), null),
  imageUrl: optionalText,
  inventory: v.optional(
    v.nullable(v.object({ online: listOf(Inventory), store: listOf(Inventory), sts: listOf(Inventory), sdd: listOf(Inventory) })),
    null,
  ),
});
export type QuickViewSku = v.InferOutput<typeof Sku>;

const Product = v.object({
  id,
  parentSkuId: optionalText,
  name: text,
  seoUrl: optionalText,
  imageUrl: optionalText,
  manufacturer: optionalText,
  categoryName: optionalText,
  adBug: optionalText,
  bvRating: v.optional(v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(5))), null),
  sofItem: v.optional(v.nullable(v.boolean()), null),
  defaultSkuPrice: v.optional(v.nullable(Price), null),
  /** The product's attributes (spec: name, usage, values); `Defining` ones tell the skus apart. */
  attributes: listOf(v.object({ name: text, usage: optionalText, values: listOf(text) })),
  skus: v.pipe(listOf(Sku), v.minLength(1)),
});
export type QuickViewProduct = v.InferOutput<typeof Product>;

const QuickViewResponse = v.object({ product: Product });

export interface QuickViewCallOptions {
  base?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The shopper's store (`WC_StLocId`): its pickup and ship-to-store inventory. */
  storeId?: string | null;
  /** The same-day delivery store (`sg_sdd_info`): its same-day inventory. */
  sddStoreId?: string | null;
}

/** A product with its skus for the quick view dialog. */
export function fetchQuickView(productId: string, options: QuickViewCallOptions = {}): Promise<QuickViewProduct> {
  return request({
    base: options.base,
    path: `/product/quickview/${encodeURIComponent(productId)}`,
    query: { storeId: options.storeId || undefined, sddStoreId: options.sddStoreId || undefined },
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    schema: QuickViewResponse,
  }).then((r) => r.product);
}
