import { freeShippingThreshold } from '../../../machines/cart-checkout';
import type { Cart, CartLine, Inventory, ShippingMethod } from '../../core/api';
import { formatCurrency } from '../../core/format';
import { safeUrl } from '../../core/url';
import type { CartView } from '../../state/cart';

/**
 * The cart drawer's display rules and ARIA, as pure functions of the cart view (no DOM, no React): headings, line
 * texts, the fulfilment and delivery-estimate rules of spec sections 4 and 5, the quantity stepper's limits, the
 * free-shipping progress, pay-later messaging, totals and the checkout button. The components only render what these
 * return.
 */

export const CART_DRAWER_TEXT = {
  heading: 'Your cart',
  close: 'Close cart',
  loadingLabel: 'Loading your cart',
  chunkFailed: 'Your cart could not load. Check your connection and try again.',
  retry: 'Try again',
  empty: 'Your cart is empty',
  continueShopping: 'Continue shopping',
  lines: 'Items in your cart',
  freeGift: 'Free gift',
  bundle: 'Bundle',
  outOfStock: 'Out of stock',
  remove: 'Remove',
  each: 'each',
  promotions: 'Promotions',
  shipModes: 'How to get it',
  subtotal: 'Subtotal',
  savings: 'Savings',
  shipping: 'Shipping',
  free: 'Free',
  tax: 'Estimated tax',
  taxPending: 'Calculated at checkout',
  total: 'Order total',
  totals: 'Order summary',
  checkout: 'Checkout',
  checkoutBusy: 'Checking availability…',
  freeShippingEarned: "You've earned free shipping",
  freeShippingLabel: 'Progress toward free shipping',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// The drawer

export type BodyState = 'loading' | 'error' | 'empty' | 'lines';

/** What the drawer body shows: lines whenever there are some (a reload keeps them), else loading, error or empty. */
export function bodyState(view: Pick<CartView, 'cart' | 'status'>): BodyState {
  if (view.cart.lines.length > 0) return 'lines';
  if (view.status === 'error') return 'error';
  if (view.status === 'loading' || view.status === 'idle') return 'loading';
  return 'empty';
}

/** "Your cart (3 items)"; just "Your cart" until the count is known. */
export function headingText(view: Pick<CartView, 'cart' | 'status'>): string {
  if (bodyState(view) === 'loading' || view.status === 'error') return CART_DRAWER_TEXT.heading;
  const count = Number.isFinite(view.cart.count) && view.cart.count > 0 ? Math.floor(view.cart.count) : 0;
  return `${CART_DRAWER_TEXT.heading} (${count} item${count === 1 ? '' : 's'})`;
}

export interface DrawerIds {
  heading: string;
  live: string;
}

/** The dialog (W3C APG modal dialog): named by its heading; busy while the cart loads or a change is sent. */
export function connectDrawer(view: CartView, ids: DrawerIds) {
  return {
    heading: { id: ids.heading, text: headingText(view) },
    dialog: { 'aria-labelledby': ids.heading },
    body: { 'aria-busy': view.status === 'loading' || view.updating || undefined },
    closeButton: { 'aria-label': CART_DRAWER_TEXT.close },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Fulfilment and delivery estimates (spec sections 3, 4, 5)

export type ShippingKind = 'home' | 'pickup' | 'sts' | 'sdd' | 'electronic' | 'other';

/**
 * A ship mode's kind from its shipping type: the spec's fulfilment codes (sp, ss, sh, dd, egc) or the retailer's
 * names (SHIPTOHOME, PICKUP/BOPIS, STS, SDD). A same-day delivery code makes it same-day whatever its name.
 */
export function shippingKind(shippingType: string | null | undefined, sdd?: ShippingMethod['sdd']): ShippingKind {
  const type = (shippingType ?? '').trim().toUpperCase().replace(/[\s_-]/g, '');
  if (sdd || /^(SDD|DD|SAMEDAY|SAMEDAYDELIVERY|DOORDASH)$/.test(type)) return 'sdd';
  if (/^(SP|PICKUP|STOREPICKUP|BOPIS|INSTOREPICKUP)$/.test(type)) return 'pickup';
  if (/^(SS|STS|SHIPTOSTORE)$/.test(type)) return 'sts';
  if (/^(EGC|ED|EGIFTCARD|ELECTRONIC|ELECTRONICDELIVERY)$/.test(type)) return 'electronic';
  if (/^(SH|SHIPTOHOME|SHIPPING|SHIP|STH|ONLINE)$/.test(type)) return 'home';
  return 'other';
}

const KIND_LABELS: Record<ShippingKind, string> = {
  home: 'Ship to home',
  pickup: 'Store pickup',
  sts: 'Ship to store',
  sdd: 'Same-day delivery',
  electronic: 'Electronic delivery',
  other: 'Delivery',
};

export function shippingLabel(method: Pick<ShippingMethod, 'shippingType' | 'sdd'>): string {
  return KIND_LABELS[shippingKind(method.shippingType, method.sdd)];
}

const PICKUP_INVENTORY = /^(store|sp|pickup|bopis)$/i;
const STS_INVENTORY = /^(ss|sts|shiptostore)$/i;
const available = (list: readonly Inventory[], type: RegExp) => list.some((i) => i.status === 'AVAILABLE' && type.test(i.type));

/** Which store inventory types a line has in stock: store pickup ('store'/'sp') and ship to store ('sts'/'ss'). */
export function storeInventoryTypes(line: Pick<CartLine, 'inventory'>): { pickup: boolean; sts: boolean } {
  const all = [...line.inventory.online, ...line.inventory.store, ...line.inventory.sdd];
  return { pickup: available(line.inventory.store, PICKUP_INVENTORY), sts: available(all, STS_INVENTORY) };
}

/**
 * Spec section 5, estimates: ship-to-store and store-pickup estimates are dropped when the line has both or neither
 * of those inventory types in stock, and are kept only with a selected store (the WC_StLocId cookie) or a store
 * address on the line. Other kinds (ship to home, same day, ...) always keep theirs.
 */
export function keepsEstimate(
  method: Pick<ShippingMethod, 'shippingType' | 'sdd'>,
  line: Pick<CartLine, 'inventory' | 'storeAddress'>,
  hasSelectedStore: boolean,
): boolean {
  const kind = shippingKind(method.shippingType, method.sdd);
  if (kind !== 'pickup' && kind !== 'sts') return true;
  const types = storeInventoryTypes(line);
  if (types.pickup === types.sts) return false;
  return hasSelectedStore || Boolean(line.storeAddress);
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', timeZone: 'UTC' });
const LOCAL_DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit' });

/**
 * "MMM DD" (spec section 9). A date-only value (11 characters or fewer, e.g. 2024-06-03) is read at noon UTC so that
 * no time zone moves it to another day; a full timestamp is shown in the shopper's time zone. Invalid: null.
 */
export function formatEstimateDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const short = value.trim().length <= 11;
  const date = short ? new Date(`${value.trim().slice(0, 10)}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return (short ? DATE_FORMAT : LOCAL_DATE_FORMAT).format(date);
}

function dateRange(from: string | null, to: string | null): string | null {
  const a = formatEstimateDate(from);
  const b = formatEstimateDate(to);
  if (a && b) return a === b ? a : `${a} – ${b}`;
  return a ?? b;
}

/** A method's estimate text: dates for shipping and pickup, today / tomorrow for same day, nothing for SDD_NA. */
export function estimateText(method: Pick<ShippingMethod, 'shippingType' | 'sdd' | 'from' | 'to'>): string {
  const kind = shippingKind(method.shippingType, method.sdd);
  if (kind === 'sdd') {
    if (method.sdd === 'SDD_0') return 'Get it today';
    if (method.sdd === 'SDD_1') return 'Get it tomorrow';
    return '';
  }
  const range = dateRange(method.from, method.to);
  if (!range) return '';
  return kind === 'pickup' || kind === 'sts' ? `Ready ${range}` : `Arrives ${range}`;
}

/** The method a line uses now: its entry in the available methods, else one made from the line's own fields. */
export function selectedMethod(line: CartLine): ShippingMethod {
  const listed = line.shippingMethods.find((m) => m.shipModeId === line.shipModeId);
  return {
    shipModeId: line.shipModeId ?? listed?.shipModeId ?? '',
    shippingType: listed?.shippingType || line.shippingType || line.shipModeCode || '',
    from: line.estimate.from ?? listed?.from ?? null,
    to: line.estimate.to ?? listed?.to ?? null,
    sdd: listed?.sdd ?? null,
  };
}

/** "Ship to home · Arrives Jun 03 – Jun 05", "Store pickup at <store> · Ready Jun 03", "Same-day delivery · Get it today". */
export function fulfilmentText(line: CartLine, hasSelectedStore: boolean): string {
  const method = selectedMethod(line);
  const kind = shippingKind(method.shippingType, method.sdd);
  if (!method.shippingType && !method.from && !method.to) return '';
  const store = (kind === 'pickup' || kind === 'sts') && line.storeAddress ? ` at ${line.storeAddress}` : '';
  const estimate = keepsEstimate(method, line, hasSelectedStore) ? estimateText(method) : '';
  return `${shippingLabel(method)}${store}${estimate ? ` · ${estimate}` : ''}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Lines

/** "Color: Red · Size: 10" */
export function attributesText(attributes: CartLine['attributes']): string {
  return attributes.map((a) => `${a.name}: ${a.value}`).join(' · ');
}

/** A DOM id fragment from an order item id (any text the API sent). */
const idPart = (value: string) => value.replace(/[^\w-]/g, '_');

export interface LineContext {
  /** Prefix for the line's DOM ids. */
  idBase: string;
  currency: string;
  sending: readonly string[];
  lineErrors: Readonly<Record<string, string>>;
  /** Lines the inventory check at checkout found out of stock. */
  unavailable: readonly string[];
  hasSelectedStore: boolean;
}

/** One cart line: texts, safe links, markers, ship modes, the stepper's limits and ARIA, busy and error state. */
export function connectLine(line: CartLine, ctx: LineContext) {
  const { orderItemId: id, name } = line;
  const base = `${ctx.idBase}-${idPart(id)}`;
  const busy = ctx.sending.includes(id);
  const max = line.maxQuantity;
  const atMin = line.quantity <= 1;
  const atMax = max !== null && line.quantity >= max;
  const maxText = atMax ? `Max ${max}` : null;
  const error = ctx.lineErrors[id] ?? null;
  const markers = [
    ...(line.isFreeGift ? [CART_DRAWER_TEXT.freeGift] : []),
    ...(line.isBundle ? [CART_DRAWER_TEXT.bundle] : []),
    ...(ctx.unavailable.includes(id) ? [CART_DRAWER_TEXT.outOfStock] : []),
  ];
  const money = (value: number) => formatCurrency(value, ctx.currency);
  const ids = { name: `${base}-name`, quantity: `${base}-qty`, max: `${base}-max`, error: `${base}-error`, modes: `${base}-modes` };
  const selected = line.shipModeId;

  return {
    id,
    name,
    href: safeUrl(line.url),
    image: safeUrl(line.imageUrl),
    attributes: attributesText(line.attributes),
    unitPrice: money(line.unitPrice),
    linePrice: money(line.linePrice),
    showUnitPrice: line.quantity > 1,
    saving: line.adjustment < 0 ? `Save ${money(-line.adjustment)}` : null,
    markers,
    outOfStock: ctx.unavailable.includes(id),
    fulfilment: fulfilmentText(line, ctx.hasSelectedStore),
    busy,
    error: error ? { id: ids.error, text: error } : null,
    item: { 'aria-busy': busy || undefined, 'aria-labelledby': ids.name },
    nameId: ids.name,
    shipModes:
      line.shippingMethods.length > 1
        ? {
            legend: `${CART_DRAWER_TEXT.shipModes}: ${name}`,
            name: ids.modes,
            disabled: busy,
            options: line.shippingMethods.map((m) => ({
              id: `${ids.modes}-${idPart(m.shipModeId)}`,
              value: m.shipModeId,
              label: shippingLabel(m),
              detail: keepsEstimate(m, line, ctx.hasSelectedStore) ? estimateText(m) : '',
              checked: m.shipModeId === selected,
            })),
          }
        : null,
    // Free gifts have no stepper (their quantity is the promotion's).
    stepper: line.isFreeGift
      ? null
      : {
          quantity: line.quantity,
          max,
          maxText,
          maxId: ids.max,
          atMin,
          atMax,
          label: { htmlFor: ids.quantity, text: `Quantity, ${name}` },
          decrease: { 'aria-label': `Decrease quantity, ${name}`, 'aria-disabled': busy || atMin || undefined },
          increase: {
            'aria-label': `Increase quantity, ${name}`,
            'aria-disabled': busy || atMax || undefined,
            'aria-describedby': maxText ? ids.max : undefined,
          },
          input: {
            id: ids.quantity,
            min: 1,
            max: max ?? undefined,
            readOnly: busy,
            'aria-disabled': busy || undefined,
            'aria-describedby': [maxText ? ids.max : '', error ? ids.error : ''].filter(Boolean).join(' ') || undefined,
          },
        },
    remove: { 'aria-label': `${CART_DRAWER_TEXT.remove} ${name}`, 'aria-disabled': busy || undefined },
  };
}

export type LineView = ReturnType<typeof connectLine>;

/** The quantity a typed value asks for: a whole number from 1 to the line's max; anything else is ignored (null). */
export function typedQuantity(text: string, max: number | null): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  if (value < 1) return null;
  return max !== null ? Math.min(value, max) : value;
}

/** The next quantity of a stepper press, capped to 1..max. */
export function steppedQuantity(current: number, step: 1 | -1, max: number | null): number {
  const next = current + step;
  if (next < 1) return 1;
  return max !== null ? Math.min(next, max) : next;
}

export const quantityAnnouncement = (quantity: number) => `Quantity updated to ${quantity}`;
export const removalAnnouncement = (name: string) => `${name} removed from your cart`;

// ---------------------------------------------------------------------------------------------------------------
// Promotions and totals

const round = (n: number) => Math.round(n * 100) / 100;

export function promotionsView(cart: Cart) {
  return cart.promotions.map((p, i) => ({
    key: `${p.code ?? ''}-${i}`,
    name: p.name,
    amount: formatCurrency(p.amount, cart.totals.currency),
  }));
}

/** The order total with the estimated tax in place of the cart's own (0 until checkout). */
export function estimatedTotal(cart: Cart, tax: number | null): number {
  return round(cart.totals.orderTotal - cart.totals.tax + (tax ?? cart.totals.tax));
}

export function totalsView(cart: Cart, tax: number | null) {
  const { totals } = cart;
  const money = (value: number) => formatCurrency(value, totals.currency);
  const rows: Array<{ key: string; label: string; value: string }> = [{ key: 'subtotal', label: CART_DRAWER_TEXT.subtotal, value: money(totals.productTotal) }];
  if (totals.adjustment !== 0) rows.push({ key: 'savings', label: CART_DRAWER_TEXT.savings, value: money(totals.adjustment) });
  rows.push({ key: 'shipping', label: CART_DRAWER_TEXT.shipping, value: totals.shipping === 0 ? CART_DRAWER_TEXT.free : money(totals.shipping) });
  rows.push({ key: 'tax', label: CART_DRAWER_TEXT.tax, value: tax === null ? CART_DRAWER_TEXT.taxPending : money(tax) });
  return { rows, total: { label: CART_DRAWER_TEXT.total, value: money(estimatedTotal(cart, tax)) } };
}

// ---------------------------------------------------------------------------------------------------------------
// Free shipping (spec sections 6 and 9: 24.99 registered, 49.99 guest, overridable)

/** The threshold: the element's attribute when above 0, else the spec's default for the visitor type. */
export function resolveFreeShippingThreshold(attribute: number, registered: boolean): number {
  return Number.isFinite(attribute) && attribute > 0 ? attribute : freeShippingThreshold(registered, null);
}

/** Progress toward free shipping on the discounted product total, as a progressbar. */
export function freeShippingProgress(cart: Cart, threshold: number) {
  const currency = cart.totals.currency;
  const amount = Math.max(0, round(cart.totals.productTotal + cart.totals.adjustment));
  const remaining = round(threshold - amount);
  const earned = remaining <= 0;
  const text = earned ? CART_DRAWER_TEXT.freeShippingEarned : `You're ${formatCurrency(remaining, currency)} away from free shipping`;
  const now = Math.min(amount, threshold);
  return {
    earned,
    text,
    percent: threshold > 0 ? Math.round((now / threshold) * 100) : 100,
    progressbar: {
      role: 'progressbar' as const,
      'aria-label': CART_DRAWER_TEXT.freeShippingLabel,
      'aria-valuemin': 0,
      'aria-valuemax': threshold,
      'aria-valuenow': now,
      'aria-valuetext': text,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Pay later (spec sections 1 and 3: threshold, per-provider maximum and enable flags for four providers, installments)

export interface PayLaterProvider {
  name: string;
  enabled: boolean;
  max: number;
}

export interface PayLaterConfig {
  threshold: number;
  installments: number;
  providers: PayLaterProvider[];
}

const isMoney = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The `pay-later` attribute's shape: `{ threshold, installments (2-12), providers: up to four { name, enabled, max } }`. */
export function isPayLaterConfig(value: unknown): value is PayLaterConfig {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const config = value as Record<string, unknown>;
  const installments = config.installments;
  if (!isMoney(config.threshold) || !Number.isInteger(installments) || (installments as number) < 2 || (installments as number) > 12) return false;
  if (!Array.isArray(config.providers) || config.providers.length > 4) return false;
  return config.providers.every((p: unknown) => {
    const provider = (p ?? {}) as Record<string, unknown>;
    return (
      typeof provider.name === 'string' &&
      provider.name.trim().length > 0 &&
      provider.name.length <= 40 &&
      typeof provider.enabled === 'boolean' &&
      isMoney(provider.max)
    );
  });
}

/** "or 4 interest-free payments of $X with Klarna" for each enabled provider whose range holds the total. */
export function payLaterTexts(config: PayLaterConfig | null, total: number, currency: string): string[] {
  if (!config || !Number.isFinite(total) || total <= 0 || total < config.threshold) return [];
  const payment = formatCurrency(Math.ceil((total / config.installments) * 100) / 100, currency);
  return config.providers
    .filter((p) => p.enabled && total <= p.max)
    .map((p) => `or ${config.installments} interest-free payments of ${payment} with ${p.name.trim()}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Checkout

const CHECKOUT_BUSY = new Set(['checking', 'initiating', 'redirecting']);

export function checkoutButton(status: string) {
  const busy = CHECKOUT_BUSY.has(status);
  return { busy, label: busy ? CART_DRAWER_TEXT.checkoutBusy : CART_DRAWER_TEXT.checkout, 'aria-disabled': busy || undefined };
}
