/**
 * Seeded purchase histories of the reference API (`GET /profile/recentlypurchased`, ours): per account, the SKUs
 * bought, newest first. Made-up data over the search catalogue (mocks/data/products.ts); `sku-<id>-<n>` is a SKU the
 * cart service knows. Accounts not listed have bought nothing yet.
 */
export interface Purchase {
  productId: string;
  skuId: string;
}

export const purchases: Readonly<Record<string, readonly Purchase[]>> = {
  // Jordan Rivera: six, so the drawer's carousel has somewhere to go.
  '1234567': [
    { productId: '1022', skuId: 'sku-1022-1' },
    { productId: '1030', skuId: 'sku-1030-2' },
    { productId: '1009', skuId: 'sku-1009-1' },
    { productId: '1036', skuId: 'sku-1036-1' },
    { productId: '1015', skuId: 'sku-1015-3' },
    { productId: '1028', skuId: 'sku-1028-1' },
  ],
  // Pat Lee: two.
  '7001': [
    { productId: '1019', skuId: 'sku-1019-1' },
    { productId: '1040', skuId: 'sku-1040-1' },
  ],
};
