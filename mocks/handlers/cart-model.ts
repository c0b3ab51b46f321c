import {
  DEFAULT_STOCK,
  PICKUP_STORE,
  rawOrders,
  SEEDED_CARTS,
  SHIP_MODES,
  SKU_STOCK,
  skuAttributes,
  type SkuStock,
} from '../data/carts';
import type { InventoryEntry, LineOptions, Order, OrderError, OrderItem, SddDelivery, ShippingMethod, ShipModeName, SkuInfo } from '../data/cart.types';
import { findProduct, type ProductListItem } from '../data/products';

/**
 * The cart service's model: the rules that make orders of the seeded carts (mocks/data/carts.ts) and keep them
 * consistent as the handlers (./cart.ts) change them: line creation, stock and quantity limits, ship modes and their
 * estimates, product-level promotions and totals. `createCartStore()` answers a fresh mutable in-memory store.
 */

/** Orders created by adding to a cart without one are numbered from here ('5100', '5101', ...). */
export const FIRST_NEW_ORDER_ID = 5100;
export const TAX_RATE = 0.0825;
export const DEFAULT_ZIP = '77001';
export const DEFAULT_QUANTITY_LIMIT = 10;
/** Ship-to-home lines cost this much shipping unless the discounted product total reaches the threshold. */
export const SHIPPING_CHARGE = 5.99;
export const FREE_SHIPPING_THRESHOLD = 49.99;

// ---------------------------------------------------------------------------------------------------------------
// Inventory and skus

/** Seeded stock of a sku ('sku-<productId>-<n>'); unknown products have none. */
export function skuStock(skuId: string): SkuStock {
  if (!productOfSku(skuId)) return { online: 0, store: 0, sdd: 0 };
  return { ...DEFAULT_STOCK, ...SKU_STOCK[skuId] };
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
    // E-mailed: no dates (the drawer promises the e-mail hours).
    case 'electronic':
      return { shipmodeId, shippingType };
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
    skuAttributes: skuAttributes(product, n),
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

/** A fresh store with every seeded cart. */
export function createCartStore(): CartStore {
  const store: CartStore = {
    createdAt: Date.now(),
    orders: new Map(),
    raw: new Map(Object.entries(rawOrders())),
    gets: new Map(),
    nextOrderId: FIRST_NEW_ORDER_ID,
  };
  for (const seeded of SEEDED_CARTS) {
    const stored = createOrder(store, seeded.orderId);
    stored.order.orderItems = seeded.lines.map(([productId, options]) => createLine(store, stored, productId, options));
    stored.order.promotions = structuredClone(seeded.promotions ?? []);
    for (const [orderItemId, discount] of Object.entries(seeded.discounts ?? {})) stored.discounts.set(orderItemId, { ...discount });
    if (seeded.getErrors) stored.getErrors = structuredClone(seeded.getErrors);
    if (seeded.paymentMethod) stored.order.paymentMethod = seeded.paymentMethod;
  }
  for (const stored of store.orders.values()) recompute(stored);
  // EMPTY_ORDER_ID and unknown ids are not stored: they answer emptyOrder(id).
  return store;
}
