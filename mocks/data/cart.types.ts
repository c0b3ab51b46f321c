/**
 * Shapes of the reference API's cart service (api-contract.md "Cart", the `orders[0]` of a cart answer), and of the
 * seeded carts that mocks/data/carts.ts describes.
 */

export type SddDelivery = 'SDD_0' | 'SDD_1' | 'SDD_NA';
export type InventoryStatus = 'AVAILABLE' | 'OUT_OF_STOCK';

export interface InventoryEntry {
  inventoryStatus: InventoryStatus | string;
  inventoryType: 'online' | 'store' | 'sdd';
  availableQuantity: number;
}

export interface ShippingMethod {
  shipmodeId: string;
  shippingType: string;
  estimatedFromDate?: string;
  estimatedToDate?: string;
  estimatedSddDelivery?: SddDelivery;
}

export interface SkuAttribute {
  name: string;
  value: string;
}

export interface SkuInfo {
  name: string;
  parentSkuId: string;
  manufacturer: string;
  categoryName: string;
  adBug?: string;
  /** '/mock-images/<productId>.svg' */
  thumbnail: string;
  /** The product's '/p/<slug>-<id>' */
  seoURL: string;
  skuAttributes: SkuAttribute[];
  sofItem?: boolean;
  isSTSv3?: boolean;
}

export interface StoreAddress {
  storeId: string;
  storeName: string;
  address1: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface OrderItem {
  orderItemId: string;
  skuId: string;
  productId: string;
  quantity: number;
  quantityLimit: number;
  unitPrice: number;
  /** unitPrice * quantity plus the line's (negative) adjustment. */
  orderItemPrice: number;
  shipModeCode: string;
  shipModeId: string;
  isSOFItem: boolean;
  isBundleItem: boolean;
  isfreeGift: boolean;
  exceptionCode?: string;
  errMaxItemQuantity?: number;
  itemShippingType: string;
  estFromDate?: string;
  estToDate?: string;
  /** Present on store pickup and ship-to-store lines. */
  storeAddress?: StoreAddress;
  adjustment: { totalAdjustment: { amount: number }[] }[];
  availableShippingMethods: ShippingMethod[];
  skuDetails: {
    skuInfo: SkuInfo;
    inventory: { online: InventoryEntry[]; store: InventoryEntry[]; sdd: InventoryEntry[] };
  };
}

export interface Promotion {
  usage: string;
  adjustmentType: 'productleveldiscount' | 'orderleveldiscount';
  /** Negative: the discount over the whole order. */
  amount: number;
  perUnitAdjustment?: number;
  promotionName: string;
  promotionCode?: string;
}

export interface OrderTotals {
  orderTotal: number;
  totalProductPrice: number;
  orderCurrency: string;
  totalAdjustment?: number;
  shippingCharge?: number;
  tax?: number;
}

export interface OrderError {
  errorKey: string;
  orderItemId?: string;
}

export interface Order {
  orderId: string;
  zipCode?: string;
  numberOfItems: number;
  paymentMethod?: string;
  firstPurchase?: boolean;
  totals: OrderTotals;
  orderItems: OrderItem[];
  groupedOrderItems?: { shipModeCode: string; orderItems: OrderItem[] }[];
  promotions?: Promotion[];
  errors?: OrderError[];
}

export interface CartResponse {
  orders: [Order];
}

/** The ship modes of the seeded carts (mocks/data/carts.ts SHIP_MODES). */
export type ShipModeName = 'shipToHome' | 'storePickup' | 'shipToStore' | 'sameDay' | 'electronic';

/** A line to make (seeded, or added to a cart): its quantity and what differs from the defaults. */
export interface LineOptions {
  quantity: number;
  /** Sku number n of 'sku-<productId>-<n>' (default 1). */
  n?: number;
  quantityLimit?: number;
  /** Ship modes offered, first one chosen unless `mode` says otherwise (default ship to home and store pickup). */
  modes?: ShipModeName[];
  mode?: ShipModeName;
  sdd?: SddDelivery;
  name?: string;
  unitPrice?: number;
  isfreeGift?: boolean;
}

/** A seeded cart: its lines (numbered `<orderId>001`, `<orderId>002`, ... in this order) and what goes with them. */
export interface SeededCart {
  orderId: string;
  lines: Array<[productId: string, options: LineOptions]>;
  promotions?: Promotion[];
  /** Product-level promotions on lines, by orderItemId: the discount per unit and the promotion it counts toward. */
  discounts?: Record<string, { perUnit: number; promotionCode: string }>;
  /** Errors answered by the first `gets` GETs of the order (the free-gift reload). */
  getErrors?: { errors: OrderError[]; gets: number };
  /** The payment instruction the order carries (its `paymentMethod`), until it is deleted. */
  paymentMethod?: string;
}
