import { sendToCart } from './cart';

/**
 * Adding to the page's cart (POST /cart/sku): the elements' `addItem()` and the page's `sg-add-to-cart` event. The
 * cart opens the drawer (unless the drawer says not to) and fires the `sg-cart-add` analytics event once per add.
 */

export interface AddToCartRequest {
  skuId: string;
  quantity?: number;
  productId?: string;
  unitPrice?: number;
  currency?: string;
}

/** Adds an item. Invalid requests are ignored and return false. */
export function addToCart(item: AddToCartRequest): boolean {
  if (!item || typeof item.skuId !== 'string' || !item.skuId.trim()) return false;
  const quantity = Number.isInteger(item.quantity) && item.quantity! > 0 ? item.quantity! : 1;
  sendToCart({
    type: 'ITEM.ADD',
    skuId: item.skuId.trim(),
    quantity,
    productId: typeof item.productId === 'string' ? item.productId : undefined,
    unitPrice: typeof item.unitPrice === 'number' && Number.isFinite(item.unitPrice) ? item.unitPrice : undefined,
    currency: typeof item.currency === 'string' && /^[A-Z]{3}$/.test(item.currency) ? item.currency : undefined,
  });
  return true;
}

/**
 * A product page's own "Add to cart" button can dispatch
 * `document.dispatchEvent(new CustomEvent('sg-add-to-cart', { detail: { skuId, quantity, productId?, unitPrice?, currency? } }))`
 * instead of calling the element's `addItem()`. Page-level, installed once.
 */
if (typeof document !== 'undefined') {
  document.addEventListener('sg-add-to-cart', (event) => {
    const detail = (event as CustomEvent<AddToCartRequest>).detail;
    if (detail && typeof detail === 'object') addToCart(detail);
  });
}
