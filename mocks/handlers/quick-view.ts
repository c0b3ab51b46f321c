import { http, HttpResponse } from 'msw';
import { skuAttributes } from '../data/carts';
import { findProduct, type ProductListItem } from '../data/products';
import { withFaults } from '../faults';
import { skuStock } from './cart-model';

/**
 * Quick view of the reference API (docs/api.md "Quick view"): a seeded product with its skus `sku-<id>-1` to
 * `sku-<id>-3` (the cart's sku ids, so an added sku is a cart line), each with the cart's made-up attributes (a
 * colour, a size, a team for team sports) and the cart's stock table: online, pickup and ship to store at the store
 * of `storeId` (none without it), same day at the store of `sddStoreId` (none without it). `sku-1037-3` (the Nike
 * cleats in Black) is out of stock everywhere. Unknown products answer 404 `_ERR_PRODUCT_NOT_FOUND`.
 */

export const QUICK_VIEW_SKUS = 3;

const STORE_ID = /^\d{1,12}$/;

const entry = (type: string, availableQuantity: number) => ({
  inventoryStatus: availableQuantity > 0 ? 'AVAILABLE' : 'OUT_OF_STOCK',
  inventoryType: type,
  availableQuantity,
});

function quickView(product: ProductListItem, storeId: string | null, sddStoreId: string | null) {
  const skus = Array.from({ length: QUICK_VIEW_SKUS }, (_, i) => {
    const skuId = `sku-${product.id}-${i + 1}`;
    const stock = skuStock(skuId);
    return {
      skuId,
      attributes: skuAttributes(product, i + 1),
      price: product.defaultSkuPrice,
      imageUrl: product.imageUrl,
      inventory: {
        online: [entry('online', stock.online)],
        store: storeId ? [entry('store', stock.store)] : [],
        // Ship to store: the online stock sent to the chosen store.
        sts: storeId ? [entry('sts', stock.online)] : [],
        sdd: sddStoreId ? [entry('sdd', stock.sdd)] : [],
      },
    };
  });
  const names = [...new Set(skus.flatMap((sku) => sku.attributes.map((a) => a.name)))];
  return {
    ...product,
    sofItem: false,
    attributes: names.map((name) => ({
      name,
      usage: 'Defining',
      values: [...new Set(skus.flatMap((sku) => sku.attributes.filter((a) => a.name === name).map((a) => a.value)))],
    })),
    skus,
  };
}

const storeParam = (url: URL, name: string) => {
  const value = url.searchParams.get(name)?.trim() ?? '';
  return STORE_ID.test(value) ? value : null;
};

export const quickViewHandlers = [
  http.get(
    '*/product/quickview/:productId',
    withFaults('quickView', ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
      const product = findProduct(String(params.productId ?? ''));
      if (!product) {
        return HttpResponse.json({ errors: [{ errorKey: '_ERR_PRODUCT_NOT_FOUND', errorMessage: 'No such product' }] }, { status: 404 });
      }
      const url = new URL(request.url);
      return HttpResponse.json({ product: quickView(product, storeParam(url, 'storeId'), storeParam(url, 'sddStoreId')) });
    }),
  ),
];
