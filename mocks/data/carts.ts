import { findProduct, type ProductListItem } from './products';

/**
 * Seeded carts of the reference API's cart service, in the api-contract `orders[0]` shape, built from the seeded
 * products. `createCartStore()` answers a fresh mutable in-memory store (the handlers keep one; tests reset it), and
 * the functions below are the store's rules: line creation, quantity limits, totals. Made-up data; one cart is hostile
 * on purpose (CART_IDS.xss) and one is malformed on purpose (CART_IDS.malformed).
 */

// ---------------------------------------------------------------------------------------------------------------
// Shapes (api-contract.md "Cart")

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

// ---------------------------------------------------------------------------------------------------------------
// Constants

/** The seeded order ids. */
export const CART_IDS = {
  /** 3 lines: running shoes x1 (ship to home, also store pickup and SDD_1), basketball x2 (promotion), tent x1 (ship to store). */
  normal: '5001',
  /** 100 lines, quantities 1 to 3 (the 100-line bench). */
  hundred: '5002',
  /** A line out of stock online: the inventory check answers OUT_OF_STOCK for it. */
  outOfStock: '5003',
  /** `errors: [{ errorKey: 'OUT_OF_STOCK', orderItemId }]` on its free gift for the first 2 GETs only. */
  freeGiftReload: '5004',
  /** 150 items (2 lines of 75): the badge shows 99+. */
  overNinetyNine: '5005',
  /** A hostile line name and a hostile promotion name. */
  xss: '5006',
  /** Malformed on purpose: no totals, a quantity '2' (string), a negative quantity, a line without skuDetails. Read-only. */
  malformed: '5007',
  /** An ordinary cart whose checkout initiate answers 400 `_ERR_CHECKOUT_INVALID`. */
  checkout400: '5008',
  /** The empty cart (no WC_OrdId cookie). */
  empty: '000000',
} as const;

export const EMPTY_ORDER_ID = '000000';
/** Orders created by adding to a cart without one are numbered from here ('5100', '5101', ...). */
export const FIRST_NEW_ORDER_ID = 5100;
/** How many GETs of CART_IDS.freeGiftReload carry the free-gift error. */
export const FREE_GIFT_ERROR_GETS = 2;
export const TAX_RATE = 0.0825;
export const DEFAULT_ZIP = '77001';
export const DEFAULT_QUANTITY_LIMIT = 10;
/** Ship-to-home lines cost this much shipping unless the discounted product total reaches the threshold. */
export const SHIPPING_CHARGE = 5.99;
export const FREE_SHIPPING_THRESHOLD = 49.99;

export const CART_XSS_NAME = '<img src=x onerror="window.__xss=1"> Cleats';
export const CART_XSS_PROMOTION_NAME = '<img src=x onerror="window.__xss=1"> Team Deal';

/** The ship modes: `shipModeId`/`shipmodeId`, `shipModeCode`, and `shippingType` (= `itemShippingType`). */
export const SHIP_MODES = {
  shipToHome: { shipmodeId: '13101', shipModeCode: 'SHIPTOHOME', shippingType: 'SHIPTOHOME' },
  storePickup: { shipmodeId: '13102', shipModeCode: 'PICKUP', shippingType: 'PICKUP' },
  shipToStore: { shipmodeId: '13103', shipModeCode: 'STS', shippingType: 'STS' },
  sameDay: { shipmodeId: '13104', shipModeCode: 'SDD', shippingType: 'SDD' },
} as const;
export type ShipModeName = keyof typeof SHIP_MODES;

/** The store of store pickup and ship-to-store lines. */
export const PICKUP_STORE: StoreAddress = {
  storeId: '412',
  storeName: 'Houston Galleria',
  address1: '5085 Westheimer Rd',
  city: 'Houston',
  state: 'TX',
  zipCode: '77056',
};

// ---------------------------------------------------------------------------------------------------------------
// Inventory (one table per sku, shared by every order and by the inventory check)

export interface SkuStock {
  online: number;
  store: number;
  sdd: number;
}

const DEFAULT_STOCK: SkuStock = { online: 25, store: 6, sdd: 3 };

/** Skus whose stock differs from the default. */
const STOCK: Readonly<Record<string, Partial<SkuStock>>> = {
  // The tent: its online stock (3) caps the quantity below its limit (5).
  'sku-1012-1': { online: 3 },
  // The cleats of CART_IDS.outOfStock.
  'sku-1037-3': { online: 0, store: 0, sdd: 0 },
  // The tennis balls of CART_IDS.overNinetyNine.
  'sku-1019-1': { online: 500 },
  'sku-1020-1': { online: 500 },
};

/** Seeded stock of a sku ('sku-<productId>-<n>'); unknown products have none. */
export function skuStock(skuId: string): SkuStock {
  if (!productOfSku(skuId)) return { online: 0, store: 0, sdd: 0 };
  return { ...DEFAULT_STOCK, ...STOCK[skuId] };
}

const entry = (inventoryType: InventoryEntry['inventoryType'], availableQuantity: number): InventoryEntry => ({
  inventoryStatus: availableQuantity > 0 ? 'AVAILABLE' : 'OUT_OF_STOCK',
  inventoryType,
  availableQuantity,
});

function inventoryOf(skuId: string): OrderItem['skuDetails']['inventory'] {
  const stock = skuStock(skuId);
  return { online: [entry('online', stock.online)], store: [entry('store', stock.store)], sdd: [entry('sdd', stock.sdd)] };
}

/** The product of a sku id 'sku-<productId>-<n>'. */
export function productOfSku(skuId: string): ProductListItem | undefined {
  const match = /^sku-(\d+)-\d+$/.exec(skuId);
  return match?.[1] ? findProduct(match[1]) : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Money

/** Rounds to cents (half away from zero), never -0. */
export function money(value: number): number {
  const cents = Math.round(Math.abs(value) * 100 + 1e-7);
  return cents === 0 ? 0 : (Math.sign(value) * cents) / 100;
}

// ---------------------------------------------------------------------------------------------------------------
// The store

interface LineDiscount {
  perUnit: number;
  promotionCode: string;
}

export interface StoredOrder {
  order: Order;
  /** Product-level promotions applied to lines, by orderItemId. */
  discounts: Map<string, LineDiscount>;
  /** Errors answered by the first `gets` GETs of the order (the free-gift reload). */
  getErrors?: { errors: OrderError[]; gets: number };
  nextLine: number;
}

export interface CartStore {
  /** Date.now() when the store was made: the estimates and the cart template's epochDate count from it. */
  createdAt: number;
  orders: Map<string, StoredOrder>;
  /** Orders answered verbatim and never changed (CART_IDS.malformed). */
  raw: Map<string, unknown>;
  /** GETs answered per order id. */
  gets: Map<string, number>;
  nextOrderId: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const COLORS = ['Black', 'White', 'Royal Blue', 'Red', 'Grey'];
const TEAMS: Readonly<Record<string, string>> = {
  Basketballs: 'Houston Rockets',
  Soccer: 'Houston Dynamo',
  Baseball: 'Houston Astros',
};

function sizeOf(categoryName: string, n: number): string {
  if (/Shoes/.test(categoryName)) return ['9', '10', '10.5', '11', '12'][(n - 1) % 5] ?? '10';
  if (categoryName === 'Basketballs') return ['Official 29.5"', 'Intermediate 28.5"', 'Youth 27.5"'][(n - 1) % 3] ?? 'One Size';
  if (categoryName === 'Jackets') return ['S', 'M', 'L', 'XL'][(n - 1) % 4] ?? 'M';
  return 'One Size';
}

function attributesOf(product: ProductListItem, n: number): SkuAttribute[] {
  const attributes = [
    { name: 'Color', value: COLORS[(Number(product.id) + n) % COLORS.length] ?? 'Black' },
    { name: 'Size', value: sizeOf(product.categoryName, n) },
  ];
  const team = TEAMS[product.categoryName];
  if (team) attributes.push({ name: 'Team', value: team });
  return attributes;
}

function method(createdAt: number, mode: ShipModeName, sdd: SddDelivery = 'SDD_1'): ShippingMethod {
  const at = (days: number) => new Date(createdAt + days * DAY_MS).toISOString();
  const { shipmodeId, shippingType } = SHIP_MODES[mode];
  switch (mode) {
    case 'shipToHome':
      return { shipmodeId, shippingType, estimatedFromDate: at(3), estimatedToDate: at(5) };
    case 'storePickup':
      return { shipmodeId, shippingType, estimatedFromDate: at(0), estimatedToDate: at(0) };
    case 'shipToStore':
      return { shipmodeId, shippingType, estimatedFromDate: at(5), estimatedToDate: at(7) };
    case 'sameDay': {
      const days = sdd === 'SDD_0' ? 0 : 1;
      const estimates = sdd === 'SDD_NA' ? {} : { estimatedFromDate: at(days), estimatedToDate: at(days) };
      return { shipmodeId, shippingType, ...estimates, estimatedSddDelivery: sdd };
    }
  }
}

/** Moves a line to one of its available ship modes (estimates and store address follow). */
export function applyShipMode(item: OrderItem, shipModeId: string): boolean {
  const chosen = item.availableShippingMethods.find((m) => m.shipmodeId === shipModeId);
  const mode = Object.values(SHIP_MODES).find((m) => m.shipmodeId === shipModeId);
  if (!chosen || !mode) return false;
  item.shipModeId = mode.shipmodeId;
  item.shipModeCode = mode.shipModeCode;
  item.itemShippingType = mode.shippingType;
  if (chosen.estimatedFromDate) item.estFromDate = chosen.estimatedFromDate;
  else delete item.estFromDate;
  if (chosen.estimatedToDate) item.estToDate = chosen.estimatedToDate;
  else delete item.estToDate;
  if (mode === SHIP_MODES.storePickup || mode === SHIP_MODES.shipToStore) item.storeAddress = { ...PICKUP_STORE };
  else delete item.storeAddress;
  return true;
}

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

/** A new line of `productId` in a stored order (not yet added to it). */
export function createLine(store: CartStore, stored: StoredOrder, productId: string, options: LineOptions): OrderItem {
  const product = findProduct(productId);
  if (!product) throw new Error(`No seeded product ${productId}`);
  const n = options.n ?? 1;
  const skuId = `sku-${productId}-${n}`;
  const modes = options.modes ?? ['shipToHome', 'storePickup'];
  const skuInfo: SkuInfo = {
    name: options.name ?? product.name,
    parentSkuId: product.parentSkuId,
    manufacturer: product.manufacturer,
    categoryName: product.categoryName,
    thumbnail: `/mock-images/${product.id}.svg`,
    seoURL: product.seoUrl,
    skuAttributes: attributesOf(product, n),
  };
  if (product.adBug) skuInfo.adBug = product.adBug;
  const line: OrderItem = {
    orderItemId: `${stored.order.orderId}${String(stored.nextLine++).padStart(3, '0')}`,
    skuId,
    productId,
    quantity: options.quantity,
    quantityLimit: options.quantityLimit ?? DEFAULT_QUANTITY_LIMIT,
    unitPrice: options.unitPrice ?? product.defaultSkuPrice.salePrice,
    orderItemPrice: 0,
    shipModeCode: '',
    shipModeId: '',
    isSOFItem: false,
    isBundleItem: false,
    isfreeGift: options.isfreeGift ?? false,
    itemShippingType: '',
    adjustment: [],
    availableShippingMethods: modes.map((mode) => method(store.createdAt, mode, options.sdd)),
    skuDetails: { skuInfo, inventory: inventoryOf(skuId) },
  };
  applyShipMode(line, SHIP_MODES[options.mode ?? modes[0] ?? 'shipToHome'].shipmodeId);
  return line;
}

/** The most a line may hold: its limit and its online stock. */
export function maxQuantity(item: OrderItem): number {
  const online = item.skuDetails.inventory.online[0]?.availableQuantity ?? 0;
  return Math.max(0, Math.min(item.quantityLimit, online));
}

/**
 * Recomputes a stored order after a change: line adjustments (perUnit x quantity), orderItemPrice (gross plus the
 * line's adjustment), product-level promotion amounts (promotions without lines left are dropped), numberOfItems (sum
 * of quantities), and totals: totalProductPrice (sum of the gross line prices, before adjustments), totalAdjustment
 * (sum of the promotions), shippingCharge, tax (0 in the cart; see the tax call) and
 * orderTotal = totalProductPrice + totalAdjustment + shippingCharge + tax.
 */
export function recompute(stored: StoredOrder): void {
  const { order } = stored;
  let gross = 0;
  const byPromotion = new Map<string, number>();
  for (const item of order.orderItems) {
    const linePrice = money(item.unitPrice * item.quantity);
    gross += linePrice;
    const discount = stored.discounts.get(item.orderItemId);
    const adjustment = discount ? money(discount.perUnit * item.quantity) : 0;
    if (discount) byPromotion.set(discount.promotionCode, (byPromotion.get(discount.promotionCode) ?? 0) + adjustment);
    item.adjustment = adjustment ? [{ totalAdjustment: [{ amount: adjustment }] }] : [];
    item.orderItemPrice = money(linePrice + adjustment);
  }
  for (const id of [...stored.discounts.keys()]) {
    if (!order.orderItems.some((item) => item.orderItemId === id)) stored.discounts.delete(id);
  }
  if (order.promotions) {
    order.promotions = order.promotions.flatMap((promotion) => {
      if (promotion.adjustmentType === 'orderleveldiscount') return order.orderItems.length ? [promotion] : [];
      const amount = byPromotion.get(promotion.promotionCode ?? '');
      return amount ? [{ ...promotion, amount: money(amount) }] : [];
    });
  }
  const totalProductPrice = money(gross);
  const totalAdjustment = money((order.promotions ?? []).reduce((sum, promotion) => sum + promotion.amount, 0));
  const shipsHome = order.orderItems.some((item) => item.shipModeId === SHIP_MODES.shipToHome.shipmodeId);
  const shippingCharge = shipsHome && totalProductPrice + totalAdjustment < FREE_SHIPPING_THRESHOLD ? SHIPPING_CHARGE : 0;
  const tax = 0;
  order.numberOfItems = order.orderItems.reduce((sum, item) => sum + item.quantity, 0);
  order.totals = {
    orderTotal: money(totalProductPrice + totalAdjustment + shippingCharge + tax),
    totalProductPrice,
    orderCurrency: 'USD',
    totalAdjustment,
    shippingCharge,
    tax,
  };
}

/** The empty cart of an order id, exactly as api-contract.md shows it. */
export function emptyOrder(orderId: string): Order {
  return { orderId, orderItems: [], numberOfItems: 0, totals: { orderTotal: 0, totalProductPrice: 0, orderCurrency: 'USD' } };
}

/** A new empty order in the store (a fresh id when none is given). */
export function createOrder(store: CartStore, orderId = String(store.nextOrderId++)): StoredOrder {
  const stored: StoredOrder = {
    order: { orderId, zipCode: DEFAULT_ZIP, numberOfItems: 0, totals: emptyOrder(orderId).totals, orderItems: [], promotions: [] },
    discounts: new Map(),
    nextLine: 1,
  };
  store.orders.set(orderId, stored);
  recompute(stored);
  return stored;
}

type Seed = [productId: string, options: LineOptions];

function seed(store: CartStore, orderId: string, lines: Seed[], promotions: Promotion[] = []): StoredOrder {
  const stored = createOrder(store, orderId);
  stored.order.orderItems = lines.map(([productId, options]) => createLine(store, stored, productId, options));
  stored.order.promotions = promotions;
  return stored;
}

/** 100 lines over the catalogue (not the hostile product, not the out-of-stock sku), quantities 1, 2, 3, 1, ... */
function hundredLines(): Seed[] {
  const ids = ['1001', '1002', '1003', '1004', ...Array.from({ length: 38 }, (_, i) => String(1006 + i))];
  const sdd: SddDelivery[] = ['SDD_0', 'SDD_1', 'SDD_NA'];
  const lines: Seed[] = [];
  for (let n = 1; n <= 3 && lines.length < 100; n++) {
    for (const id of ids) {
      if (lines.length === 100) break;
      if (`sku-${id}-${n}` === 'sku-1037-3') continue;
      const i = lines.length;
      const modes: ShipModeName[] = i % 4 === 3 ? ['shipToHome', 'shipToStore'] : ['shipToHome', 'storePickup', 'sameDay'];
      const mode: ShipModeName = i % 5 === 1 ? 'storePickup' : i % 5 === 2 && modes.includes('sameDay') ? 'sameDay' : 'shipToHome';
      lines.push([id, { n, quantity: (i % 3) + 1, modes, mode, sdd: sdd[i % 3] ?? 'SDD_NA' }]);
    }
  }
  return lines;
}

/** The malformed order, answered verbatim: a tolerant client counts 3 items (2 + 1; the negative line is ignored). */
function malformedOrder(): unknown {
  return {
    orderId: CART_IDS.malformed,
    numberOfItems: 'three',
    orderItems: [
      {
        orderItemId: '5007001',
        skuId: 'sku-1019-2',
        productId: '1019',
        quantity: '2',
        unitPrice: 4.99,
        orderItemPrice: '9.98',
        skuDetails: { skuInfo: { name: 'Penn Championship Extra Duty Tennis Balls 3-Pack' } },
        unexpectedField: { nested: true },
      },
      {
        orderItemId: '5007002',
        skuId: 'sku-1020-2',
        productId: '1020',
        quantity: -1,
        unitPrice: 7.99,
        skuDetails: { skuInfo: { name: 'Wilson US Open Tennis Balls 4-Pack', skuAttributes: 'Color: Yellow' } },
      },
      { orderItemId: '5007003', skuId: 'sku-1029-2', productId: '1029', quantity: 1, unitPrice: '17.99' },
    ],
  };
}

/** A fresh store with every seeded cart. */
export function createCartStore(): CartStore {
  const store: CartStore = {
    createdAt: Date.now(),
    orders: new Map(),
    raw: new Map(),
    gets: new Map(),
    nextOrderId: FIRST_NEW_ORDER_ID,
  };

  const normal = seed(
    store,
    CART_IDS.normal,
    [
      ['1001', { quantity: 1, n: 2, modes: ['shipToHome', 'storePickup', 'sameDay'], sdd: 'SDD_1' }],
      ['1009', { quantity: 2, modes: ['shipToHome', 'storePickup'] }],
      ['1012', { quantity: 1, quantityLimit: 5, modes: ['shipToHome', 'shipToStore'], mode: 'shipToStore' }],
    ],
    [
      {
        usage: 'Discount',
        adjustmentType: 'productleveldiscount',
        amount: -10,
        perUnitAdjustment: -5,
        promotionName: '$5 off each Wilson Evolution basketball',
        promotionCode: 'HOOPS5',
      },
    ],
  );
  normal.discounts.set(`${CART_IDS.normal}002`, { perUnit: -5, promotionCode: 'HOOPS5' });

  seed(store, CART_IDS.hundred, hundredLines());

  seed(store, CART_IDS.outOfStock, [
    ['1037', { quantity: 1, n: 3, modes: ['shipToHome'] }],
    ['1036', { quantity: 1 }],
  ]);

  const freeGift = seed(store, CART_IDS.freeGiftReload, [
    ['1027', { quantity: 1 }],
    ['1029', { quantity: 1, quantityLimit: 1, unitPrice: 0, isfreeGift: true, modes: ['shipToHome'] }],
  ]);
  freeGift.getErrors = {
    errors: [{ errorKey: 'OUT_OF_STOCK', orderItemId: `${CART_IDS.freeGiftReload}002` }],
    gets: FREE_GIFT_ERROR_GETS,
  };

  seed(store, CART_IDS.overNinetyNine, [
    ['1019', { quantity: 75, quantityLimit: 99 }],
    ['1020', { quantity: 75, quantityLimit: 99 }],
  ]);

  seed(
    store,
    CART_IDS.xss,
    [['1037', { quantity: 1, name: CART_XSS_NAME }]],
    [
      {
        usage: 'Discount',
        adjustmentType: 'orderleveldiscount',
        amount: -5,
        promotionName: CART_XSS_PROMOTION_NAME,
        promotionCode: 'XSS5',
      },
    ],
  );

  store.raw.set(CART_IDS.malformed, malformedOrder());

  seed(store, CART_IDS.checkout400, [
    ['1030', { quantity: 1 }],
    ['1022', { quantity: 1 }],
  ]);

  for (const stored of store.orders.values()) recompute(stored);
  // EMPTY_ORDER_ID and unknown ids are not stored: they answer emptyOrder(id).
  return store;
}
