import { findProduct } from './products';

/**
 * Seeded "save for later" lists of the reference API (docs/api.md, "Save for later"), by user id: Jordan (1234567)
 * has one item saved, every other shopper none. Made-up data.
 */

/** A saved item as the API answers it. */
export interface SavedItemRecord {
  itemId: string;
  skuId: string;
  productId: string;
  name: string;
  seoURL: string;
  thumbnail: string;
  price: number;
  quantity: number;
  /** Date.now() when saved. */
  savedAt: number;
}

/** The seeded shopper with a saved item, and that item's product. */
export const SAVED_ITEMS_USER = '1234567';
export const SEEDED_SAVED_PRODUCT = '1030';

/** A saved item of a seeded product's sku `sku-<productId>-<n>`. */
export function savedItemOf(itemId: string, productId: string, n: number, quantity: number, price?: number): SavedItemRecord {
  const product = findProduct(productId);
  if (!product) throw new Error(`No seeded product ${productId}`);
  return {
    itemId,
    skuId: `sku-${productId}-${n}`,
    productId,
    name: product.name,
    seoURL: product.seoUrl,
    thumbnail: `/mock-images/${productId}.svg`,
    price: price ?? product.defaultSkuPrice.salePrice,
    quantity,
    savedAt: 0,
  };
}

export function seededSavedItems(): Map<string, SavedItemRecord[]> {
  return new Map([[SAVED_ITEMS_USER, [savedItemOf('sfl-1', SEEDED_SAVED_PRODUCT, 1, 1)]]]);
}
