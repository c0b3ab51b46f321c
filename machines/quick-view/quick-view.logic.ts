import { ApiError, type QuickViewInventory, type QuickViewPrice } from '../../src/core/api';
import type {
  AttributeChoice,
  FulfilmentRow,
  QuickViewAddItem,
  QuickViewFailure,
  QuickViewProduct,
  QuickViewSku,
  QuickViewStores,
} from './quick-view.types';

/**
 * The quick view's rules, pure: which sku an attribute choice picks, which fulfilment rows the chosen sku shows (spec
 * section 4: inventory AVAILABLE or not; codes sh shipping, sp store pickup, ss ship to store, dd same day), whether it
 * can be added to the cart, and what a failed call means.
 */

export const skuOf = (product: QuickViewProduct, skuId: string | null | undefined): QuickViewSku | null =>
  product.skus.find((sku) => sku.skuId === skuId) ?? null;

const valueOf = (sku: QuickViewSku, name: string) => sku.attributes.find((a) => a.name === name)?.value ?? null;

/** An inventory list has stock: an entry with status AVAILABLE (spec section 4) and a quantity above 0. */
const stocked = (list: readonly QuickViewInventory[]) => list.some((i) => i.status === 'AVAILABLE' && i.available > 0);
const quantityOf = (list: readonly QuickViewInventory[]) =>
  list.filter((i) => i.status === 'AVAILABLE').reduce((sum, i) => sum + i.available, 0);

/**
 * The chosen sku's fulfilment rows, in display order: shipping (online inventory) always; pickup at the shopper's
 * store always (without a store: `needsStore`); ship to store when a store is chosen and the answer has that inventory;
 * same day when a same-day store is known and the answer has its inventory.
 */
export function fulfilmentRows(sku: QuickViewSku, stores: QuickViewStores): FulfilmentRow[] {
  const inventory = sku.inventory ?? { online: [], store: [], sts: [], sdd: [] };
  const row = (code: FulfilmentRow['code'], list: readonly QuickViewInventory[]): FulfilmentRow => {
    const available = stocked(list);
    return { code, available, quantity: available ? quantityOf(list) : 0, needsStore: false };
  };
  const rows = [row('sh', inventory.online)];
  if (!stores.storeId) rows.push({ code: 'sp', available: false, quantity: 0, needsStore: true });
  else {
    rows.push(row('sp', inventory.store));
    if (inventory.sts.length) rows.push(row('ss', inventory.sts));
  }
  if (stores.sddStoreId && inventory.sdd.length) rows.push(row('dd', inventory.sdd));
  return rows;
}

/** Whether a sku can be had at all: any of its inventory lists has stock (whatever the shopper's stores). */
export function skuInStock(sku: QuickViewSku): boolean {
  const inventory = sku.inventory;
  return !!inventory && [inventory.online, inventory.store, inventory.sts, inventory.sdd].some(stocked);
}

/** Whether "Add to cart" may add the sku: one of its rows for this shopper is available. */
export function canAdd(sku: QuickViewSku | null, stores: QuickViewStores): boolean {
  return !!sku && fulfilmentRows(sku, stores).some((row) => row.available);
}

/** The sku to start with: the one asked for if the product has it, else the first in stock, else the first. */
export function initialSku(product: QuickViewProduct, wanted: string | null | undefined): string {
  return (skuOf(product, wanted) ?? product.skus.find(skuInStock) ?? product.skus[0]!).skuId;
}

/**
 * The sku an attribute choice picks (choosing a Color picks the sku of that colour): among the skus with that value,
 * the one that keeps most of the current sku's other values, in stock before out of stock, then in the answer's
 * order. Null when no sku has the value (the choice is refused).
 */
export function pickSku(product: QuickViewProduct, currentSkuId: string | null, name: string, value: string): string | null {
  const current = skuOf(product, currentSkuId);
  let best: { sku: QuickViewSku; score: number } | null = null;
  for (const sku of product.skus) {
    if (valueOf(sku, name) !== value) continue;
    const kept = current ? current.attributes.filter((a) => a.name !== name && valueOf(sku, a.name) === a.value).length : 0;
    const score = kept * 2 + (skuInStock(sku) ? 1 : 0);
    if (!best || score > best.score) best = { sku, score };
  }
  return best?.sku.skuId ?? null;
}

/**
 * The attributes the shopper chooses from: the product's attributes whose usage is `Defining` (or that have no
 * usage), else every attribute the skus carry; only those with a value on some sku; each value with whether the
 * chosen sku has it and whether the sku it would pick is in stock. A single-value attribute is still listed (it tells
 * the shopper the colour they get).
 */
export function attributeChoices(product: QuickViewProduct, sku: QuickViewSku | null): AttributeChoice[] {
  const declared = product.attributes.filter((a) => !a.usage || a.usage.toLowerCase() === 'defining').map((a) => a.name);
  const names = declared.length ? declared : [...new Set(product.skus.flatMap((s) => s.attributes.map((a) => a.name)))];
  return names.flatMap((name) => {
    const values = [...new Set(product.skus.flatMap((s) => valueOf(s, name) ?? []))];
    if (!values.length) return [];
    return [
      {
        name,
        values: values.map((value) => {
          const picked = skuOf(product, pickSku(product, sku?.skuId ?? null, name, value));
          return { value, chosen: !!sku && valueOf(sku, name) === value, inStock: !!picked && skuInStock(picked) };
        }),
      },
    ];
  });
}

/** The sku's price, else the product's default sku price. */
export function priceOf(product: QuickViewProduct, sku: QuickViewSku | null): QuickViewPrice | null {
  return sku?.price ?? product.defaultSkuPrice ?? null;
}

/** What the page's cart is asked to add. */
export function addItemOf(product: QuickViewProduct, sku: QuickViewSku, quantity = 1): QuickViewAddItem {
  const price = priceOf(product, sku);
  return {
    skuId: sku.skuId,
    productId: product.id,
    quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : 1,
    ...(price ? { unitPrice: price.salePrice } : {}),
  };
}

/** A failed call: an unknown product (404 or `_ERR_PRODUCT_NOT_FOUND`) is unavailable; anything else failed. */
export function classifyFailure(error: unknown): QuickViewFailure {
  return error instanceof ApiError && (error.status === 404 || error.key === '_ERR_PRODUCT_NOT_FOUND') ? 'unavailable' : 'failed';
}
