import { http, HttpResponse } from 'msw';
import { CART_IDS, EMPTY_ORDER_ID } from '../data/carts';
import type { Order, OrderError, OrderItem } from '../data/cart.types';
import {
  applyShipMode,
  createCartStore,
  createLine,
  createOrder,
  DEFAULT_QUANTITY_LIMIT,
  emptyOrder,
  maxQuantity,
  money,
  productOfSku,
  recompute,
  skuStock,
  TAX_RATE,
  type CartStore,
  type StoredOrder,
} from './cart-model';
import { cartFaultKey, withFaults } from '../faults';
import { perWorld } from '../scope';
import { errorBody, readBody, text } from './respond';

/**
 * The cart service of the reference API (cart, line changes, cart template, tax) and the checkout start (inventory
 * check, checkout initiate): the HTTP side of the cart model (./cart-model.ts: its rules, over the seeded carts of
 * mocks/data/carts.ts). The store lives in this module; resetCartStore() gives tests a clean one.
 */

const storeOf = perWorld<CartStore>(createCartStore);
/** This world's carts. */
export const cartStore = (): CartStore => storeOf.get();

/** Recreates the store with the seeded carts (call between tests). */
export function resetCartStore(): void {
  storeOf.set(createCartStore());
}

/** How many GETs the reference API answered for this order since the last reset. */
export function cartGetCount(orderId: string): number {
  return cartStore().gets.get(orderId) ?? 0;
}

interface Info {
  request: Request;
  params: Record<string, unknown>;
  cookies: Record<string, string>;
}

/** Same-origin fetches only: a Vite module such as /src/cart/Drawer.tsx must not look like a cart id. */
const isOrderId = (value: unknown): value is string => typeof value === 'string' && /^[\w-]{1,40}$/.test(value);

const malformedBody = () => errorBody('_ERR_DEFAULT_KEY', 400, 'Malformed request body');

/** A whole number (numeric strings accepted), or NaN. */
function wholeNumber(value: unknown): number {
  const number = typeof value === 'string' && value.trim() ? Number(value) : typeof value === 'number' ? value : NaN;
  return Number.isInteger(number) ? number : NaN;
}

/** The WC_OrdId cookie: msw 2 hands the request's cookies (document.cookie for same-origin fetches) to resolvers. */
function orderIdCookie({ cookies, request }: Info): string {
  const fromInfo = cookies?.WC_OrdId;
  if (fromInfo) return fromInfo;
  const header = request.headers.get('cookie') ?? '';
  const match = /(?:^|;\s*)WC_OrdId=([^;]*)/.exec(header);
  return match?.[1] ? decodeURIComponent(match[1]) : '';
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The cart answer: a copy, so that nothing a client does to it changes the store. */
function cartJson(order: Order, extra: Partial<Order> = {}): Response {
  return HttpResponse.json({ orders: [{ ...clone(order), ...extra }] });
}

function groupByShipMode(items: OrderItem[]) {
  const groups = new Map<string, OrderItem[]>();
  for (const item of items) groups.set(item.shipModeCode, [...(groups.get(item.shipModeCode) ?? []), item]);
  return [...groups].map(([shipModeCode, orderItems]) => ({ shipModeCode, orderItems: clone(orderItems) }));
}

type Found = { stored: StoredOrder } | { response: Response };

/** The stored order that a change applies to, or the error answer. */
function editable(orderId: string): Found {
  if (cartStore().raw.has(orderId)) {
    return { response: errorBody('_ERR_ORDER_NOT_EDITABLE', 400, `Order ${orderId} cannot be changed`) };
  }
  const stored = cartStore().orders.get(orderId);
  if (stored) return { stored };
  return { response: errorBody('_ERR_ORDER_ITEM_NOT_FOUND', 400, `Order ${orderId} has no such item`) };
}

const maxQuantityError = (max: number) => errorBody('_ERR_MAX_QUANTITY', 400, `Max quantity is ${max}`);

function rememberZip(stored: StoredOrder, body: Record<string, unknown>) {
  const zip = text(body.deliveryZipCode);
  if (zip) stored.order.zipCode = zip;
}

// GET /cart/{orderId}
function getCart({ request, params }: Info): Response {
  const orderId = String(params.orderId);
  const url = new URL(request.url);
  const zip = url.searchParams.get('deliveryZipCode')?.trim();
  const gets = (cartStore().gets.get(orderId) ?? 0) + 1;
  cartStore().gets.set(orderId, gets);

  const raw = cartStore().raw.get(orderId);
  if (raw) return HttpResponse.json({ orders: [raw] });

  // The fault switch's error key (mocks/faults.ts): one more error of the whole cart.
  const faultKey = cartFaultKey();
  const faultErrors: OrderError[] = faultKey ? [{ errorKey: faultKey }] : [];
  const stored = cartStore().orders.get(orderId);
  if (!stored) return cartJson(emptyOrder(orderId), { ...(zip ? { zipCode: zip } : {}), ...(faultErrors.length ? { errors: faultErrors } : {}) });
  if (zip) stored.order.zipCode = zip;
  const extra: Partial<Order> = {};
  if (url.searchParams.get('groupedCart') === 'true') extra.groupedOrderItems = groupByShipMode(stored.order.orderItems);
  const errors = [...(stored.getErrors && gets <= stored.getErrors.gets ? clone(stored.getErrors.errors) : []), ...faultErrors];
  if (errors.length) extra.errors = errors;
  return cartJson(stored.order, extra);
}

// POST /cart/PUT/{orderId}/updateItemQuantity
async function updateItemQuantity({ request, params }: Info): Promise<Response> {
  const body = await readBody(request);
  const orderItem = body?.orderItem as Record<string, unknown> | undefined;
  if (!body || !orderItem || typeof orderItem !== 'object') return malformedBody();
  const found = editable(String(params.orderId));
  if ('response' in found) return found.response;
  const { stored } = found;
  const items = stored.order.orderItems;
  const index = items.findIndex((item) => item.orderItemId === text(orderItem.orderItemId));
  const item = items[index];
  if (!item) return errorBody('_ERR_ORDER_ITEM_NOT_FOUND', 400, 'No such order item');
  const quantity = wholeNumber(orderItem.quantity);
  if (!(quantity >= 0)) return errorBody('_ERR_INVALID_QUANTITY', 400, 'Quantity must be a whole number, 0 or more');

  if (quantity === 0) items.splice(index, 1);
  else {
    const max = maxQuantity(item);
    if (quantity > max) return maxQuantityError(max);
    item.quantity = quantity;
  }
  rememberZip(stored, body);
  recompute(stored);
  return cartJson(stored.order);
}

// POST /cart/sku
async function addSku(info: Info): Promise<Response> {
  const body = await readBody(info.request);
  if (!body) return malformedBody();
  // Sku ids are 'sku-<productId>-<n>' of a seeded product; `productId` in the body is accepted and not needed.
  const skuId = text(body.skuId);
  const product = productOfSku(skuId);
  if (!product) return errorBody('_ERR_SKU_NOT_FOUND', 400, 'No such sku');
  const quantity = body.quantity === undefined ? 1 : wholeNumber(body.quantity);
  if (!(quantity >= 1)) return errorBody('_ERR_INVALID_QUANTITY', 400, 'Quantity must be a whole number, 1 or more');

  // The current order: the WC_OrdId cookie, else `orderId` in the body; none, 000000 or an unknown id: a new order.
  const orderId = orderIdCookie(info) || text(body.orderId);
  const known = orderId !== EMPTY_ORDER_ID && (cartStore().orders.has(orderId) || cartStore().raw.has(orderId));
  const current = known ? editable(orderId) : null;
  if (current && 'response' in current) return current.response;

  const line = current?.stored.order.orderItems.find((item) => item.skuId === skuId && !item.isfreeGift);
  const max = line ? maxQuantity(line) : Math.min(DEFAULT_QUANTITY_LIMIT, skuStock(skuId).online);
  const wanted = (line?.quantity ?? 0) + quantity;
  if (wanted > max) return maxQuantityError(max);

  const stored = current?.stored ?? createOrder(cartStore());
  if (line) line.quantity = wanted;
  else stored.order.orderItems.push(createLine(cartStore(), stored, product.id, { quantity, n: Number(skuId.split('-')[2]) }));
  rememberZip(stored, body);
  recompute(stored);
  return cartJson(stored.order);
}

// POST /cart/PUT/updateshippingmode
async function updateShippingMode(info: Info): Promise<Response> {
  const body = await readBody(info.request);
  if (!body) return malformedBody();
  const found = editable(text(body.orderId) || orderIdCookie(info));
  if ('response' in found) return found.response;
  const { stored } = found;
  const item = stored.order.orderItems.find((line) => line.orderItemId === text(body.orderItemId));
  if (!item) return errorBody('_ERR_ORDER_ITEM_NOT_FOUND', 400, 'No such order item');
  if (!applyShipMode(item, text(body.shipModeId))) {
    return errorBody('_ERR_INVALID_SHIP_MODE', 400, 'This ship mode is not available for this item');
  }
  recompute(stored);
  return cartJson(stored.order);
}

// GET /template?url=
function template({ request }: Info): Response {
  const url = new URL(request.url).searchParams.get('url') ?? '';
  if (url === '/shop/nextgen/cart') {
    return HttpResponse.json({
      template_data: {
        entries: [
          {
            switchConfig: [
              { key: 'enableGetCartDataAPIErrMsg', value: 'true' },
              { key: 'enableSkipToCheckout', value: 'true' },
              { key: 'enableDeletePaymentInstructionAPIErrMsg', value: 'true' },
              { key: 'enablePaymentMethodInTaxAPI', value: 'true' },
              { key: 'freeShippingThresholdGuest', value: '49.99' },
            ],
            cartTemplateInfoRefreshHours: 24,
            epochDate: cartStore().createdAt,
          },
        ],
      },
    });
  }
  if (url === '/account-verification') {
    // The account verification prompt's CMS text (issue 11).
    const entry = {
      title: 'Please verify your account',
      body: 'We sent you an email with a link. Verify your account to keep it secure and to use all of your rewards.',
      ctaLabel: 'Verify',
      ctaUrl: '/account-verification',
    };
    return HttpResponse.json({ template_data: { entries: [entry] } });
  }
  return errorBody('_ERR_TEMPLATE_NOT_FOUND', 404, 'No such template');
}

/** Gross product total of a raw order, reading only sane numbers. */
function rawProductTotal(raw: unknown): number {
  const items = (raw as { orderItems?: unknown }).orderItems;
  if (!Array.isArray(items)) return 0;
  return items.reduce((sum: number, item: unknown) => {
    const line = (item ?? {}) as Record<string, unknown>;
    const quantity = wholeNumber(line.quantity);
    const price = Number(line.unitPrice);
    return quantity > 0 && Number.isFinite(price) && price >= 0 ? sum + quantity * price : sum;
  }, 0);
}

// POST /payment/orders/{orderId}/deletePaymentInstruction (body orderId, deliveryZipCode, storeZipCode)
async function deletePaymentInstruction({ request, params }: Info): Promise<Response> {
  const body = await readBody(request);
  if (!body || text(body.orderId) !== String(params.orderId)) return errorBody('_ERR_INVALID_INPUT', 400, 'orderId must be the order of the path');
  const found = editable(String(params.orderId));
  if ('response' in found) return found.response;
  delete found.stored.order.paymentMethod;
  return HttpResponse.json({ orderId: found.stored.order.orderId });
}

// Express checkout (issue 25): PayPal's createPayment and executePayment, and a wallet's token on the order.
const paypalPayments = perWorld(() => new Map<string, string>());

// POST /payment/orders/{orderId}/paypal/v1/createPayment?paypalTender=PAYPAL
function createPayPalPayment({ request, params }: Info): Response {
  const orderId = String(params.orderId);
  if (new URL(request.url).searchParams.get('paypalTender') !== 'PAYPAL') return errorBody('_ERR_INVALID_INPUT', 400, 'paypalTender must be PAYPAL');
  const found = editable(orderId);
  if ('response' in found) return found.response;
  if (!found.stored.order.orderItems.length) return errorBody('_ERR_CART_GENERIC', 400, 'The cart is empty');
  const id = `PAYID-${orderId}-${paypalPayments.get().size + 1}`;
  paypalPayments.get().set(id, orderId);
  return HttpResponse.json({ id });
}

// POST /payment/orders/{orderId}/paypal/v1/executePayment?paypalTender=PAYPAL, body { id }
async function executePayPalPayment({ request, params }: Info): Promise<Response> {
  const orderId = String(params.orderId);
  const body = await readBody(request);
  const id = text(body?.id);
  if (!id || paypalPayments.get().get(id) !== orderId) return errorBody('_ERR_PAY_WALLET_CONNECTION', 422, 'No such PayPal payment for this order');
  const found = editable(orderId);
  if ('response' in found) return found.response;
  paypalPayments.get().delete(id);
  found.stored.order.paymentMethod = 'PAYPAL';
  return HttpResponse.json({ orderId, paymentMethod: 'PAYPAL' });
}

// POST /payment/applepay/session, body { validationURL, domain }: an opaque merchant session for Apple (a stand-in).
async function applePaySession({ request }: Info): Promise<Response> {
  const body = await readBody(request);
  let url: URL | null = null;
  try {
    url = new URL(text(body?.validationURL));
  } catch {
    url = null;
  }
  if (!url || url.protocol !== 'https:' || !/(^|\.)apple\.com$/.test(url.hostname)) {
    return errorBody('_ERR_PAY_WALLET_CONNECTION', 422, 'validationURL must be an https URL of apple.com');
  }
  const now = Date.now();
  return HttpResponse.json({
    merchantSessionIdentifier: `SSH-STANDIN-${now}`,
    epochTimestamp: now,
    expiresAt: now + 60 * 60 * 1000,
    merchantIdentifier: 'merchant.example.summit-sports',
    domainName: text(body?.domain),
    displayName: 'Summit Sports',
    signature: 'stand-in',
  });
}

// POST /payment/orders/{orderId}/wallet, body { paymentMethod: APPLE_PAY | GOOGLE_PAY, token }
async function addWalletPayment({ request, params }: Info): Promise<Response> {
  const body = await readBody(request);
  const method = text(body?.paymentMethod);
  if ((method !== 'APPLE_PAY' && method !== 'GOOGLE_PAY') || !text(body?.token)) return errorBody('_ERR_INVALID_INPUT', 400, 'paymentMethod and token are required');
  const found = editable(String(params.orderId));
  if ('response' in found) return found.response;
  found.stored.order.paymentMethod = method;
  return HttpResponse.json({ orderId: found.stored.order.orderId, paymentMethod: method });
}

// GET /taxes/order/{orderId}/tax
function tax({ params }: Info): Response {
  const orderId = String(params.orderId);
  const raw = cartStore().raw.get(orderId);
  const total = raw ? rawProductTotal(raw) : (cartStore().orders.get(orderId)?.order.totals.totalProductPrice ?? 0);
  return HttpResponse.json({ tax: money(total * TAX_RATE) });
}

interface SkuRequest {
  skuId?: unknown;
  requestedQuantity?: unknown;
  [key: string]: unknown;
}

const INVENTORY_GROUPS = {
  onlineskus: 'online',
  bundleskus: 'online',
  pickupskus: 'store',
  stsskus: 'store',
  sddskus: 'sdd',
} as const;

// POST /inventory/store/{storeId}
async function inventory({ request }: Info): Promise<Response> {
  const body = await readBody(request);
  if (!body) return malformedBody();
  const answer: Record<string, unknown> = {};
  for (const [group, kind] of Object.entries(INVENTORY_GROUPS)) {
    const asked = body[group] as { skus?: unknown } | undefined;
    if (!asked || typeof asked !== 'object') continue;
    const skus = (Array.isArray(asked.skus) ? asked.skus : []) as SkuRequest[];
    answer[group] = {
      ...asked,
      skus: skus.map((sku) => {
        const skuId = text(sku?.skuId);
        const requested = sku?.requestedQuantity === undefined ? 1 : wholeNumber(sku.requestedQuantity);
        const available = skuStock(skuId)[kind];
        const inStock = requested >= 1 && available > 0 && requested <= available;
        return { ...sku, skuId, inventoryStatus: inStock ? 'AVAILABLE' : 'OUT_OF_STOCK' };
      }),
    };
  }
  return HttpResponse.json(answer);
}

// POST /cart/PUT/{orderId}/initiate
function initiate({ params }: Info): Response {
  const orderId = String(params.orderId);
  if (orderId === CART_IDS.checkout400) return errorBody('_ERR_CHECKOUT_INVALID', 400, 'This order cannot be checked out');
  const hasItems = cartStore().raw.has(orderId) || Boolean(cartStore().orders.get(orderId)?.order.orderItems.length);
  if (!hasItems) return errorBody('_ERR_CHECKOUT_EMPTY_CART', 400, 'The cart is empty');
  return HttpResponse.json({ orderId });
}

const onOrderId =
  (resolver: (info: Info) => Promise<Response>) =>
  (info: Info): Promise<Response> | undefined =>
    isOrderId(info.params.orderId) ? resolver(info) : undefined;

export const cartHandlers = [
  http.get('*/cart/:orderId', onOrderId(withFaults('cart', getCart))),
  ...['cart', 'cartitem'].flatMap((base) => [
    http.post(`*/${base}/PUT/:orderId/updateItemQuantity`, onOrderId(withFaults('cartUpdate', updateItemQuantity))),
    http.post(`*/${base}/sku`, withFaults('cartUpdate', addSku)),
    http.post(`*/${base}/PUT/updateshippingmode`, withFaults('cartUpdate', updateShippingMode)),
  ]),
  http.get('*/template', withFaults('cartTemplate', template)),
  http.get('*/taxes/order/:orderId/tax', onOrderId(withFaults('tax', tax))),
  http.post('*/inventory/store/:storeId', withFaults('inventory', inventory)),
  http.post('*/cart/PUT/:orderId/initiate', onOrderId(withFaults('checkoutInitiate', initiate))),
  http.post('*/payment/orders/:orderId/paypal/v1/createPayment', onOrderId(withFaults('wallets', createPayPalPayment))),
  http.post('*/payment/orders/:orderId/paypal/v1/executePayment', onOrderId(withFaults('wallets', executePayPalPayment))),
  http.post('*/payment/orders/:orderId/wallet', onOrderId(withFaults('wallets', addWalletPayment))),
  http.post('*/payment/applepay/session', withFaults('wallets', applePaySession)),
  http.post('*/payment/orders/:orderId/deletePaymentInstruction', onOrderId(withFaults('paymentInstruction', deletePaymentInstruction))),
];
