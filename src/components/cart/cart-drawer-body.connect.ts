import { lineFulfilment, methodEstimate, shippingKind, type Estimate, type ShippingKind } from '../../../machines/cart/fulfilment.logic';
import { payLaterOffers, type PayLaterConfig } from '../../../machines/cart/pay-later.logic';
import { freeShippingProgress, orderSummary, promotions } from '../../../machines/cart/totals.logic';
import type { Cart, CartLine, ShippingMethod } from '../../core/api';
import { formatCurrency } from '../../core/format';
import { safeUrl } from '../../core/url';
import { CART_DRAWER_TEXT } from './cart-drawer.connect';

/**
 * The drawer body's texts and ARIA (loaded with the body chunk), as pure functions of the cart (no DOM, no React):
 * line texts, the quantity stepper's state, ship-mode choices, promotions, totals, free-shipping progress, pay-later
 * messaging and the checkout button. The rules behind them (fulfilment and estimates, quantities, totals, free
 * shipping, pay later) live in machines/cart/*.logic.ts; the body only renders what these return.
 */

// ---------------------------------------------------------------------------------------------------------------
// Fulfilment and delivery estimates (the rules: machines/cart/fulfilment.logic.ts)

const KIND_LABELS: Record<ShippingKind, string> = {
  home: 'Ship to home',
  pickup: 'Store pickup',
  sts: 'Ship to store',
  sdd: 'Same-day delivery',
  electronic: 'Electronic delivery',
  other: 'Delivery',
};

function shippingLabel(method: Pick<ShippingMethod, 'shippingType' | 'sdd'>): string {
  return KIND_LABELS[shippingKind(method.shippingType, method.sdd)];
}

/** "Get it today", "Get it tomorrow", "Arrives Jun 03 – Jun 05", "Ready Jun 03"; '' without an estimate. */
function estimateText(estimate: Estimate | null): string {
  if (!estimate) return '';
  if (estimate.kind === 'sameDay') return estimate.day === 'today' ? 'Get it today' : 'Get it tomorrow';
  return `${estimate.kind === 'ready' ? 'Ready' : 'Arrives'} ${estimate.dates}`;
}

/** "Ship to home · Arrives Jun 03 – Jun 05", "Store pickup at <store> · Ready Jun 03", "Same-day delivery · Get it today". */
function fulfilmentText(line: CartLine, hasSelectedStore: boolean): string {
  const fulfilment = lineFulfilment(line, hasSelectedStore);
  if (!fulfilment) return '';
  const estimate = estimateText(fulfilment.estimate);
  return `${KIND_LABELS[fulfilment.kind]}${fulfilment.store ? ` at ${fulfilment.store}` : ''}${estimate ? ` · ${estimate}` : ''}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Lines

/** "Color: Red · Size: 10" */
function attributesText(attributes: CartLine['attributes']): string {
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
              detail: estimateText(methodEstimate(m, line, ctx.hasSelectedStore)),
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

export const quantityAnnouncement = (quantity: number) => `Quantity updated to ${quantity}`;
export const removalAnnouncement = (name: string) => `${name} removed from your cart`;

// ---------------------------------------------------------------------------------------------------------------
// Promotions and totals (the rules: machines/cart/totals.logic.ts)

export function promotionsView(cart: Cart) {
  return promotions(cart).map((p) => ({ key: p.key, name: p.name, amount: formatCurrency(p.amount, cart.totals.currency) }));
}

export function totalsView(cart: Cart, tax: number | null) {
  const summary = orderSummary(cart, tax);
  const money = (value: number) => formatCurrency(value, cart.totals.currency);
  const rows: Array<{ key: string; label: string; value: string }> = [{ key: 'subtotal', label: CART_DRAWER_TEXT.subtotal, value: money(summary.subtotal) }];
  if (summary.savings !== null) rows.push({ key: 'savings', label: CART_DRAWER_TEXT.savings, value: money(summary.savings) });
  rows.push({ key: 'shipping', label: CART_DRAWER_TEXT.shipping, value: summary.shipping === 0 ? CART_DRAWER_TEXT.free : money(summary.shipping) });
  rows.push({ key: 'tax', label: CART_DRAWER_TEXT.tax, value: summary.tax === null ? CART_DRAWER_TEXT.taxPending : money(summary.tax) });
  return { rows, total: { label: CART_DRAWER_TEXT.total, value: money(summary.total) } };
}

/** Free-shipping progress as text and a progressbar (W3C APG meter/progressbar: value, range and value text). */
export function freeShippingView(cart: Cart, threshold: number) {
  const progress = freeShippingProgress(cart, threshold);
  const text = progress.earned
    ? CART_DRAWER_TEXT.freeShippingEarned
    : `You're ${formatCurrency(progress.remaining, cart.totals.currency)} away from free shipping`;
  return {
    earned: progress.earned,
    text,
    percent: progress.percent,
    progressbar: {
      role: 'progressbar' as const,
      'aria-label': CART_DRAWER_TEXT.freeShippingLabel,
      'aria-valuemin': 0,
      'aria-valuemax': progress.threshold,
      'aria-valuenow': progress.now,
      'aria-valuetext': text,
    },
  };
}

/** "or 4 interest-free payments of $X with Klarna" for each provider that offers the total (pay-later.logic.ts). */
export function payLaterTexts(config: PayLaterConfig | null, total: number, currency: string): string[] {
  return payLaterOffers(config, total).map(
    (offer) => `or ${offer.installments} interest-free payments of ${formatCurrency(offer.payment, currency)} with ${offer.provider}`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Checkout

/** The Checkout button: busy (the checkout machine's `busy` tag) while availability is checked and checkout starts. */
export function checkoutButton(busy: boolean) {
  return { busy, label: busy ? CART_DRAWER_TEXT.checkoutBusy : CART_DRAWER_TEXT.checkout, 'aria-disabled': busy || undefined };
}
