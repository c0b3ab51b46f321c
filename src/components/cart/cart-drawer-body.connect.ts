import type { ChangeEvent, KeyboardEvent, MouseEvent } from 'react';
import { typedQuantity } from '../../../machines/cart/cart.logic';
import type { LineOutcome } from '../../../machines/cart/cart.types';
import { lineFulfilment, methodEstimate, shippingKind, type Estimate, type ShippingKind } from '../../../machines/cart/fulfilment.logic';
import { payLaterOffers, type PayLaterConfig } from '../../../machines/cart/pay-later.logic';
import { freeShippingProgress, orderSummary, promotions } from '../../../machines/cart/totals.logic';
import type { Cart, CartLine, ShippingMethod } from '../../core/api';
import { formatCurrency } from '../../core/format';
import { safeUrl } from '../../core/url';
import { CART_DRAWER_TEXT } from './cart-drawer.connect';

/**
 * The drawer body's props, texts, ARIA and handlers (loaded with the body chunk), as functions of the cart view and
 * the actions given (no DOM reads, no React state): line texts, the quantity stepper (its buttons, its input and their
 * guards), ship-mode choices, promotions, totals, free-shipping progress, pay-later messaging, the checkout button,
 * the guest's sign-in link and what is announced when the cart confirms a change. The rules behind them (fulfilment
 * and estimates, quantities, totals, free shipping, pay later) live in machines/cart/*.logic.ts; the body only spreads
 * what these return.
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

/** What a line's controls do (the page's cart: src/state/cart.ts). */
export interface LineActions {
  /**
   * Whether the line's change is on its way now: read from the latest cart view, not the render's (several fast clicks
   * come before React renders again).
   */
  isSending(orderItemId: string): boolean;
  step(orderItemId: string, step: 1 | -1): void;
  setQuantity(orderItemId: string, quantity: number): void;
  remove(orderItemId: string): void;
  setShipMode(orderItemId: string, shipModeId: string): void;
}

/** The quantity input's text while the shopper types (null: it shows the line's quantity), and its setter. */
export interface QuantityDraft {
  text: string | null;
  set(text: string | null): void;
}

/**
 * One cart line: texts, safe links, markers, ship modes, the stepper's limits, ARIA and handlers, busy and error state.
 * A control that is `aria-disabled` (busy, at its limit) does nothing, and no change is asked for a line whose change is
 * on its way; the cart machine applies the quantity rule and says what became of the change.
 */
export function connectLine(line: CartLine, ctx: LineContext, actions: LineActions) {
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
  /** Runs a change unless the control is disabled or the line's change is on its way (latest state). */
  const unlessBusy = (disabled: boolean | undefined, change: () => void) => () => {
    if (!disabled && !actions.isSending(id)) change();
  };
  const decreaseDisabled = busy || atMin || undefined;
  const increaseDisabled = busy || atMax || undefined;

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
              onChange: unlessBusy(busy, () => actions.setShipMode(id, m.shipModeId)),
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
          decrease: {
            'aria-label': `Decrease quantity, ${name}`,
            'aria-disabled': decreaseDisabled,
            onClick: unlessBusy(decreaseDisabled, () => actions.step(id, -1)),
          },
          increase: {
            'aria-label': `Increase quantity, ${name}`,
            'aria-disabled': increaseDisabled,
            'aria-describedby': maxText ? ids.max : undefined,
            onClick: unlessBusy(increaseDisabled, () => actions.step(id, 1)),
          },
          /**
           * The number input: what the shopper types shows as typed (the draft) and a whole number from 1 up is sent
           * (the cart caps and coalesces it); read-only while busy. Enter or leaving the field shows the cart's quantity.
           */
          getInputProps: (draft: QuantityDraft) => ({
            id: ids.quantity,
            min: 1,
            max: max ?? undefined,
            readOnly: busy,
            'aria-disabled': busy || undefined,
            'aria-describedby': [maxText ? ids.max : '', error ? ids.error : ''].filter(Boolean).join(' ') || undefined,
            value: draft.text ?? String(line.quantity),
            onChange: (event: ChangeEvent<HTMLInputElement>) => {
              if (busy) return;
              const text = event.currentTarget.value;
              draft.set(text);
              const typed = typedQuantity(text);
              if (typed !== null && !actions.isSending(id)) actions.setQuantity(id, typed);
            },
            onBlur: () => draft.set(null),
            onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
              if (event.key === 'Enter') draft.set(null);
            },
          }),
        },
    remove: {
      'aria-label': `${CART_DRAWER_TEXT.remove} ${name}`,
      'aria-disabled': busy || undefined,
      onClick: unlessBusy(busy, () => actions.remove(id)),
    },
  };
}

export type LineView = ReturnType<typeof connectLine>;

export const quantityAnnouncement = (quantity: number) => `Quantity updated to ${quantity}`;
export const removalAnnouncement = (name: string) => `${name} removed from your cart`;

/** What the drawer says when the cart confirms a line's change (`lineConfirmed`); a refusal says nothing here. */
export function confirmationAnnouncement(outcome: Extract<LineOutcome, { type: 'lineConfirmed' }>): string {
  return outcome.quantity === 0 ? removalAnnouncement(outcome.name) : quantityAnnouncement(outcome.quantity);
}

// ---------------------------------------------------------------------------------------------------------------
// The guest's sign-in link (spec section 4; words ours apart from "Sign in")

export const SIGN_IN_TEXT = { link: 'Sign in', rest: ' to use your rewards and check out faster.' };

/**
 * The link goes to /shop/LogonForm with `here` (this page's path and query) as the `returnUrl`; a click opens the
 * page's account flyout instead when `openFlyout()` says there is one (it answers whether it opened).
 */
export function signInLinkProps(here: string, openFlyout: () => boolean) {
  return {
    href: `/shop/LogonForm?returnUrl=${encodeURIComponent(here)}`,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (openFlyout()) event.preventDefault();
    },
  };
}

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

/**
 * The Checkout button: busy (the checkout machine's `busy` tag) while availability is checked and checkout starts;
 * a click then does nothing (`aria-disabled`, so focus stays on it).
 */
export function checkoutButton(busy: boolean, onCheckout: () => void) {
  return {
    label: busy ? CART_DRAWER_TEXT.checkoutBusy : CART_DRAWER_TEXT.checkout,
    props: {
      'aria-disabled': busy || undefined,
      onClick: () => {
        if (!busy) onCheckout();
      },
    },
  };
}
