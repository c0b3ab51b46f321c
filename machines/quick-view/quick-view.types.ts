import type { ApiSettings, QuickViewProduct, QuickViewSku } from '../../src/core/api';

/** What to show: a product, and the sku to start with (a carousel item's, or none: the first sku in stock). */
export interface QuickViewTarget {
  productId: string;
  skuId?: string | null;
}

/** The stores whose inventory the dialog shows: the shopper's store (`WC_StLocId`) and the same-day store. */
export interface QuickViewStores {
  storeId: string | null;
  sddStoreId: string | null;
}

/** Why the product could not be shown: it does not exist (404), or the call failed (the rest). */
export type QuickViewFailure = 'unavailable' | 'failed';

export interface QuickViewContext {
  target: QuickViewTarget | null;
  stores: QuickViewStores;
  product: QuickViewProduct | null;
  /** The chosen sku (always one of `product.skus` once ready). */
  skuId: string | null;
  failure: QuickViewFailure | null;
  api: ApiSettings;
}

export interface QuickViewInput {
  api?: ApiSettings;
}

export interface FetchProductInput {
  productId: string;
  stores: QuickViewStores;
  api: ApiSettings;
}

export type QuickViewEvent =
  | { type: 'DIALOG.OPEN'; target: QuickViewTarget; stores?: Partial<QuickViewStores> }
  | { type: 'DIALOG.CLOSE' }
  | { type: 'DIALOG.RETRY' }
  | { type: 'ATTRIBUTE.SELECT'; name: string; value: string }
  | { type: 'CART.ADD'; quantity?: number }
  | { type: 'API.CHANGE'; api: ApiSettings };

/** What the page does with an "Add to cart": the page's cart adds it (src/state/quick-view-flow.ts). */
export interface QuickViewAddItem {
  skuId: string;
  productId: string;
  quantity: number;
  unitPrice?: number;
}

export type QuickViewEmitted = { type: 'add'; item: QuickViewAddItem };

/** One fulfilment row of the chosen sku: its code (spec section 4: sh, sp, ss, dd) and whether it can be had. */
export interface FulfilmentRow {
  code: 'sh' | 'sp' | 'ss' | 'dd';
  available: boolean;
  /** How many can be had that way (0 when not available). */
  quantity: number;
  /** `sp` and `ss` without a chosen store: the shopper has to choose one to know. */
  needsStore: boolean;
}

/** One attribute of the product as the shopper chooses it: its values, which one is chosen, and which have a sku. */
export interface AttributeChoice {
  name: string;
  values: Array<{ value: string; chosen: boolean; inStock: boolean }>;
}

export type { QuickViewProduct, QuickViewSku };
