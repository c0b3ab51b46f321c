import * as v from 'valibot';
import { DEFAULT_CURRENCY } from '../constants';
import { request } from './client';
import { EMPTY_ORDER_ID, emptyCart } from './empty-cart';
import { withSku } from '../url';

/**
 * The cart service (spec sections 3, 4, 7; api-contract.md "Cart", "Checkout start"). Raw answers are parsed
 * tolerantly into a normalized `Cart`: a malformed line is dropped (never shown with NaN or undefined), a numeric string
 * is read as its number, missing totals are computed from the lines, and a body without `orders[0]` is an empty cart.
 */

export interface ShippingMethod {
  shipModeId: string;
  shippingType: string;
  from: string | null;
  to: string | null;
  /** Same-day delivery code: SDD_0 (today), SDD_1 (tomorrow), SDD_NA. */
  sdd: 'SDD_0' | 'SDD_1' | 'SDD_NA' | null;
}

export interface Inventory {
  status: string;
  type: string;
  available: number;
}

export interface CartLine {
  orderItemId: string;
  skuId: string;
  productId: string;
  parentSkuId: string;
  name: string;
  url: string | null;
  imageUrl: string | null;
  attributes: Array<{ name: string; value: string }>;
  quantity: number;
  /** The most the shopper may order: the item's limit and the available online stock, whichever is lower. */
  maxQuantity: number | null;
  unitPrice: number;
  linePrice: number;
  adjustment: number;
  shipModeId: string | null;
  shipModeCode: string | null;
  shippingType: string | null;
  estimate: { from: string | null; to: string | null };
  storeAddress: string | null;
  shippingMethods: ShippingMethod[];
  isFreeGift: boolean;
  isBundle: boolean;
  isSOF: boolean;
  inventory: { online: Inventory[]; store: Inventory[]; sdd: Inventory[] };
}

export interface Cart {
  orderId: string;
  zipCode: string | null;
  lines: CartLine[];
  /** Items in the cart: the sum of the usable lines' quantities (numberOfItems only when the answer lists no items). */
  count: number;
  totals: { orderTotal: number; productTotal: number; adjustment: number; shipping: number; tax: number; currency: string };
  promotions: Array<{ name: string; amount: number; code: string | null; type: string | null }>;
  errors: Array<{ key: string; orderItemId: string | null }>;
  paymentMethod: string | null;
}

export { EMPTY_ORDER_ID, emptyCart };

const round = (n: number) => Math.round(n * 100) / 100;

/** A finite number, or a string holding one; anything else is undefined. */
function num(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}
const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
const bool = (value: unknown) => value === true || value === 'true' || value === 'Y' || value === 1;
const obj = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function inventoryList(value: unknown): Inventory[] {
  return arr(value).flatMap((raw) => {
    const i = obj(raw);
    const available = num(i.availableQuantity);
    const status = str(i.inventoryStatus);
    return status ? [{ status, type: str(i.inventoryType) ?? '', available: available !== undefined && available >= 0 ? available : 0 }] : [];
  });
}

const SDD = new Set(['SDD_0', 'SDD_1', 'SDD_NA']);

/** A store address sent as text or as an object ({ storeName, address1, city, state, zipCode }), as one line of text. */
function storeAddressText(value: unknown): string | null {
  if (typeof value === 'string') return str(value);
  const a = obj(value);
  const cityLine = [str(a.city), [str(a.state), str(a.zipCode)].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const text = [str(a.storeName), str(a.address1), cityLine].filter(Boolean).join(', ');
  return text || null;
}

function parseLine(raw: unknown): CartLine | null {
  const item = obj(raw);
  const orderItemId = str(item.orderItemId);
  const quantity = num(item.quantity);
  const unitPrice = num(item.unitPrice);
  const info = obj(obj(item.skuDetails).skuInfo);
  const name = str(info.name) ?? str(item.name);
  if (!orderItemId || quantity === undefined || !Number.isInteger(quantity) || quantity < 1 || unitPrice === undefined || unitPrice < 0 || !name) {
    return null;
  }
  const inventory = obj(obj(item.skuDetails).inventory);
  const online = inventoryList(inventory.online);
  const limit = num(item.quantityLimit);
  const onlineAvailable = online.length ? Math.max(...online.map((i) => i.available)) : undefined;
  const caps = [limit, onlineAvailable].filter((n): n is number => n !== undefined && n > 0);
  const adjustment = round(
    arr(item.adjustment).reduce<number>(
      (sum, a) => sum + arr(obj(a).totalAdjustment).reduce<number>((s, t) => s + (num(obj(t).amount) ?? 0), 0),
      0,
    ),
  );
  const linePrice = num(item.orderItemPrice);
  return {
    orderItemId,
    skuId: str(item.skuId) ?? orderItemId,
    productId: str(item.productId) ?? '',
    parentSkuId: str(info.parentSkuId) ?? str(item.productId) ?? '',
    name,
    // The product page of this very SKU (its colour and size chosen there).
    url: withSku(str(info.seoURL), str(item.skuId)),
    imageUrl: str(info.thumbnail),
    attributes: arr(info.skuAttributes).flatMap((a) => {
      const n = str(obj(a).name);
      const value = str(obj(a).value);
      return n && value ? [{ name: n, value }] : [];
    }),
    quantity,
    maxQuantity: caps.length ? Math.min(...caps) : null,
    unitPrice,
    linePrice: linePrice !== undefined && linePrice >= 0 ? linePrice : round(unitPrice * quantity + adjustment),
    adjustment,
    shipModeId: str(item.shipModeId),
    shipModeCode: str(item.shipModeCode),
    shippingType: str(item.itemShippingType),
    estimate: { from: str(item.estFromDate), to: str(item.estToDate) },
    storeAddress: storeAddressText(item.storeAddress),
    shippingMethods: arr(item.availableShippingMethods).flatMap((m) => {
      const method = obj(m);
      const id = str(method.shipmodeId);
      const sdd = str(method.estimatedSddDelivery);
      return id
        ? [{ shipModeId: id, shippingType: str(method.shippingType) ?? '', from: str(method.estimatedFromDate), to: str(method.estimatedToDate), sdd: sdd && SDD.has(sdd) ? (sdd as ShippingMethod['sdd']) : null }]
        : [];
    }),
    isFreeGift: bool(item.isfreeGift),
    isBundle: bool(item.isBundleItem),
    isSOF: bool(item.isSOFItem) || bool(info.sofItem),
    inventory: { online, store: inventoryList(inventory.store), sdd: inventoryList(inventory.sdd) },
  };
}

/** Normalizes a cart answer; anything unusable becomes an empty cart rather than NaN or undefined on screen. */
export function parseCart(body: unknown): Cart {
  const order = arr(obj(body).orders)[0];
  if (!order || typeof order !== 'object') return emptyCart();
  const o = obj(order);
  const orderId = str(o.orderId) ?? EMPTY_ORDER_ID;
  const lines = arr(o.orderItems).map(parseLine).filter((l): l is CartLine => l !== null);
  const totals = obj(o.totals);
  const productTotal = num(totals.totalProductPrice) ?? round(lines.reduce((s, l) => s + l.linePrice, 0));
  const adjustment = num(totals.totalAdjustment) ?? 0;
  const shipping = num(totals.shippingCharge) ?? 0;
  const tax = num(totals.tax) ?? 0;
  const orderTotal = num(totals.orderTotal) ?? round(productTotal + adjustment + shipping + tax);
  const currency = str(totals.orderCurrency);
  const counted = lines.reduce((s, l) => s + l.quantity, 0);
  const numberOfItems = num(o.numberOfItems);
  return {
    orderId,
    zipCode: str(o.zipCode),
    lines,
    // The lines count whenever the answer lists items, even if none of them is usable: numberOfItems only stands in
    // when items are absent (api-contract), so the badge and the drawer never disagree.
    count: Array.isArray(o.orderItems) ? counted : numberOfItems !== undefined && numberOfItems > 0 ? Math.floor(numberOfItems) : 0,
    totals: { orderTotal, productTotal, adjustment, shipping, tax, currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : DEFAULT_CURRENCY },
    promotions: arr(o.promotions).flatMap((p) => {
      const promo = obj(p);
      const name = str(promo.promotionName);
      const amount = num(promo.amount);
      return name && amount !== undefined ? [{ name, amount, code: str(promo.promotionCode), type: str(promo.adjustmentType) }] : [];
    }),
    errors: arr(o.errors).flatMap((e) => {
      const key = str(obj(e).errorKey);
      return key ? [{ key, orderItemId: str(obj(e).orderItemId) }] : [];
    }),
    paymentMethod: str(o.paymentMethod),
  };
}

const AnyJson = v.unknown();

export interface CartCallOptions {
  base?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Use the `/cartitem/...` paths (the spec's cart-item flag). */
  cartItemPaths?: boolean;
}

export interface CartQuery {
  deliveryZipCode?: string;
  storeZipCode?: string;
  [name: string]: string | number | boolean | undefined;
}

/** GET the cart (no retry here: the cart machine retries 500/502/503/504 itself, with named delays). */
export function fetchCart(orderId: string | null, query: CartQuery, options: CartCallOptions = {}): Promise<Cart> {
  return request({
    base: options.base,
    path: `/cart/${encodeURIComponent(orderId || EMPTY_ORDER_ID)}`,
    query,
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    schema: AnyJson,
  }).then(parseCart);
}

export function updateItemQuantity(
  orderId: string,
  change: { orderItemId: string; quantity: number; deliveryZipCode?: string; storeZipCode?: string },
  options: CartCallOptions = {},
): Promise<Cart> {
  return request({
    base: options.base,
    path: `/${options.cartItemPaths ? 'cartitem' : 'cart'}/PUT/${encodeURIComponent(orderId)}/updateItemQuantity`,
    method: 'POST',
    body: {
      orderItem: { orderItemId: change.orderItemId, quantity: change.quantity },
      deliveryZipCode: change.deliveryZipCode ?? '',
      storeZipCode: change.storeZipCode ?? '',
    },
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    schema: AnyJson,
  }).then(parseCart);
}

export function addSkuToCart(item: { skuId: string; quantity: number; productId?: string; orderId?: string }, options: CartCallOptions = {}): Promise<Cart> {
  return request({
    base: options.base,
    path: options.cartItemPaths ? '/cartitem/sku' : '/cart/sku',
    method: 'POST',
    body: item,
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    schema: AnyJson,
  }).then(parseCart);
}

export function updateShipMode(
  change: { orderId: string; orderItemId: string; shipModeId: string },
  options: CartCallOptions = {},
): Promise<Cart> {
  return request({
    base: options.base,
    path: options.cartItemPaths ? '/cartitem/PUT/updateshippingmode' : '/cart/PUT/updateshippingmode',
    method: 'POST',
    body: change,
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    schema: AnyJson,
  }).then(parseCart);
}

const TemplateResponse = v.object({
  template_data: v.object({
    entries: v.pipe(
      v.array(
        v.looseObject({
          switchConfig: v.optional(v.array(v.looseObject({ key: v.string(), value: v.unknown() })), []),
          cartTemplateInfoRefreshHours: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0)), 24),
          epochDate: v.optional(v.number(), 0),
        }),
      ),
      v.minLength(1),
    ),
  }),
});

export interface CartTemplate {
  switches: Record<string, boolean | string>;
  refreshHours: number;
  epochDate: number;
}

export function fetchCartTemplate(options: CartCallOptions = {}): Promise<CartTemplate> {
  return request({
    base: options.base,
    path: '/template',
    query: { url: '/shop/nextgen/cart' },
    headers: { 'x-content-stack-call-type': 'cart' },
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    schema: TemplateResponse,
  }).then((r) => {
    const entry = r.template_data.entries[0]!;
    const switches: Record<string, boolean | string> = {};
    for (const { key, value } of entry.switchConfig) switches[key] = value === true || value === 'true' ? true : value === false || value === 'false' ? false : String(value);
    return { switches, refreshHours: entry.cartTemplateInfoRefreshHours, epochDate: entry.epochDate };
  });
}

export function fetchTax(
  orderId: string,
  query: { deliveryZipCode?: string; storeZipCode?: string; paymentMethod?: string },
  options: CartCallOptions = {},
): Promise<number> {
  return request({
    base: options.base,
    path: `/taxes/order/${encodeURIComponent(orderId || '00000')}/tax`,
    query: { ...query, orderId: orderId || '00000' },
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    schema: v.object({ tax: v.pipe(v.number(), v.finite(), v.minValue(0)) }),
  }).then((r) => r.tax);
}
