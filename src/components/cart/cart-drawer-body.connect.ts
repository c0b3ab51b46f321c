import type { ChangeEvent, KeyboardEvent, MouseEvent } from 'react';
import { typedQuantity } from '../../../machines/cart/cart.logic';
import type { CartText, LineOutcome } from '../../../machines/cart/cart.types';
import { daysUntil, EGIFT_DELIVERY_HOURS, readyBy, type BusinessHours, type ReadyBy } from '../../../machines/cart/business-hours.logic';
import {
  estimateDates,
  keepsEstimate,
  lineFulfilment,
  methodEstimate,
  selectedMethod,
  shippingKind,
  type Estimate,
  type ShippingKind,
} from '../../../machines/cart/fulfilment.logic';
import { payLaterOffers } from '../../../machines/cart/pay-later-offers.logic';
import type { PayLaterConfig } from '../../../machines/cart/pay-later.logic';
import { freeShippingProgress, orderSummary, promotions } from '../../../machines/cart/totals.logic';
import type { Cart, CartLine, ShippingMethod } from '../../core/api';
import { isCartErrorKey, telHref, TEL_ERROR_KEY, TEL_FALLBACK_KEY } from '../../core/cart-errors';
import { catalogueKey, DEFAULT_ERROR_KEY, type ErrorKey } from '../../core/errors';
import { formatCurrency } from '../../core/format';
import { safeUrl } from '../../core/url';
import type { CartDrawerWords } from './cart-drawer.connect';

/**
 * The drawer body's props, texts, ARIA and handlers (loaded with the body chunk), as functions of the cart view, the
 * element's words (`CartDrawerWords`: every text is worded here, in the element's locale) and the actions given (no
 * DOM reads, no React state): line texts, the quantity stepper (its buttons, its input and their
 * guards), ship-mode choices, promotions, totals, free-shipping progress, pay-later messaging, the checkout button,
 * the guest's sign-in link and what is announced when the cart confirms a change. The rules behind them (fulfilment
 * and estimates, quantities, totals, free shipping, pay later) live in machines/cart/*.logic.ts; the body only spreads
 * what these return.
 */

// ---------------------------------------------------------------------------------------------------------------
// Fulfilment and delivery estimates (the rules: machines/cart/fulfilment.logic.ts)

type T = CartDrawerWords['t'];

const KIND_KEYS = {
  home: 'shipHome',
  pickup: 'shipPickup',
  sts: 'shipToStore',
  sdd: 'shipSameDay',
  electronic: 'shipElectronic',
  other: 'shipOther',
} as const satisfies Record<ShippingKind, Parameters<T>[0]>;

function shippingLabel(method: Pick<ShippingMethod, 'shippingType' | 'sdd'>, t: T): string {
  return t(KIND_KEYS[shippingKind(method.shippingType, method.sdd)]);
}

/** "Get it today", "Get it tomorrow", "Arrives Jun 03 – Jun 05", "Ready Jun 03"; '' without an estimate. */
function estimateText(estimate: Estimate | null, t: T): string {
  if (!estimate) return '';
  if (estimate.kind === 'sameDay') return t(estimate.day);
  return t(estimate.kind, { dates: estimateDates(estimate.from, estimate.to, t.locale) ?? '' });
}

/** What the estimates count from (the drawer reads the clock, the flag and the configuration; these only word them). */
export interface LineTiming {
  /** Now (ms since epoch): business hours are this instant's wall clock in America/Chicago. */
  now: number;
  /** The configuration's `businessHours`: store pickup promises a time instead of dates; null keeps the dates. */
  pickupHours: BusinessHours | null;
  /** The `sla2` flag of the `cncFeatures` cookie: shipped lines count their estimate in days. */
  days: boolean;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();
/** "10:00 AM" (en-US), "10 h 00" (fr-CA): an hour of the day as the locale writes it. */
function clockText(hour: number, minute: number, locale: string): string {
  let format = timeFormats.get(locale);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' };
    try {
      format = new Intl.DateTimeFormat(locale, options);
    } catch {
      format = new Intl.DateTimeFormat('en-US', options);
    }
    timeFormats.set(locale, format);
  }
  return format.format(Date.UTC(1970, 0, 1, hour, minute));
}

/** "Ready within 2 hours", "Ready today by 10:00 AM CT", "Delivered by email tomorrow by 10:00 AM CT". */
function readyText(ready: ReadyBy, how: 'email' | 'ready', t: T): string {
  if (ready.kind === 'within') return t(how === 'email' ? 'emailWithin' : 'readyWithin', { hours: ready.hours });
  const time = clockText(ready.hour, ready.minute, t.locale ?? 'en-US');
  if (ready.kind === 'today') return t(how === 'email' ? 'emailToday' : 'readyToday', { time });
  return t(how === 'email' ? 'emailTomorrow' : 'readyTomorrow', { time });
}

/**
 * A ship mode's promise for this line: an e-mailed line's delivery hours (8:00 AM to 7:00 PM, within 2 hours), a
 * store pickup's business hours when configured (where the spec keeps a pickup estimate), a shipped line's days
 * under `sla2` ("Arrives in 3-5 days", "Arrives in 1 day"), else the API's dates ("Arrives Jun 03 – Jun 05").
 */
function promiseText(method: ShippingMethod, line: CartLine, ctx: Pick<LineContext, 'hasSelectedStore' | 'timing'>, t: T): string {
  const kind = shippingKind(method.shippingType, method.sdd);
  const timing = ctx.timing;
  if (timing && kind === 'electronic') return readyText(readyBy(timing.now, EGIFT_DELIVERY_HOURS), 'email', t);
  if (timing?.pickupHours && kind === 'pickup' && keepsEstimate(method, line, ctx.hasSelectedStore)) {
    return readyText(readyBy(timing.now, timing.pickupHours), 'ready', t);
  }
  const estimate = methodEstimate(method, line, ctx.hasSelectedStore);
  if (timing?.days && estimate?.kind === 'arrives') {
    const days = daysUntil(estimate.from, estimate.to, timing.now);
    if (days && days.max > 0) {
      const count = days.min === days.max ? t('days', { count: days.max }) : t('dayRange', { min: days.min, max: days.max });
      return t('arrivesIn', { days: count });
    }
  }
  return estimateText(estimate, t);
}

/** "Ship to home · Arrives Jun 03 – Jun 05", "Store pickup at <store> · Ready within 2 hours", "Same-day delivery · Get it today". */
function fulfilmentText(line: CartLine, ctx: Pick<LineContext, 'hasSelectedStore' | 'timing'>, t: T): string {
  const fulfilment = lineFulfilment(line, ctx.hasSelectedStore);
  if (!fulfilment) return '';
  const estimate = promiseText(selectedMethod(line), line, ctx, t);
  const kind = t(KIND_KEYS[fulfilment.kind]);
  return `${fulfilment.store ? t('atStore', { kind, store: fulfilment.store }) : kind}${estimate ? ` · ${estimate}` : ''}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Lines

/** "Color: Red · Size: 10" */
function attributesText(attributes: CartLine['attributes'], t: T): string {
  return attributes.map((a) => t('attribute', { name: a.name, value: a.value })).join(' · ');
}

/** A message in words, with at most one call link in it (the gift card total's telephone variant). */
export type MessageParts = ReadonlyArray<string | { href: string; text: string }>;

/** Stands for the number while the telephone variant is worded, then is cut out (a private-use character). */
const TEL_MARK = '\u{E000}';

/**
 * A message the cart or checkout machine decided on, in parts: the flow's, the cart's or the general error catalogue's
 * (a key neither knows: its `fallback`, else the default error), or the server's text. The telephone variant's `{tel}`
 * becomes a `tel:` link to the configured customer care number; without a valid one the plain variant is worded.
 */
export function cartTextParts(message: CartText, words: CartDrawerWords, phone = ''): MessageParts {
  if ('text' in message) return [message.text];
  if ('key' in message) return [words.t(message.key)];
  const key = message.error;
  // The cart's catalogue: nothing until its texts have loaded (the place fills in when they come).
  if (isCartErrorKey(key)) return words.cartError ? [words.cartError(key)] : [];
  if (key === TEL_ERROR_KEY) {
    const href = telHref(phone);
    if (!href) return [words.error(TEL_FALLBACK_KEY)];
    const [before = '', after = ''] = words.error(TEL_ERROR_KEY, { tel: TEL_MARK }).split(TEL_MARK);
    return [before, { href, text: phone.trim() }, after].filter((part) => part !== '');
  }
  const known = catalogueKey(key) as ErrorKey | undefined;
  if (known) return [words.error(known)];
  return [message.fallback ? words.t(message.fallback) : words.error(DEFAULT_ERROR_KEY)];
}

/** The same message as one text (the link as its number): for ARIA, announcements and tests. */
export function wordCartText(message: CartText, words: CartDrawerWords, phone = ''): string {
  return cartTextParts(message, words, phone)
    .map((part) => (typeof part === 'string' ? part : part.text))
    .join('');
}

/**
 * The notices of the cart answer's `errors` (spec section 8): each line's under that line (unless a change of it has
 * failed: that message says more), the rest for the whole cart, once per key. A key no catalogue knows reads as the
 * cart's generic error (refresh and try again), never as blank.
 */
export function cartNotices(cart: Pick<Cart, 'errors' | 'lines'>, lineErrors: Readonly<Record<string, CartText>>) {
  const lineIds = new Set(cart.lines.map((line) => line.orderItemId));
  const lines: Record<string, CartText> = {};
  const whole: CartText[] = [];
  const seen = new Set<string>();
  for (const { key, orderItemId } of cart.errors) {
    const message: CartText = isCartErrorKey(key) || catalogueKey(key) ? { error: key } : { error: '_ERR_CART_GENERIC' };
    if (orderItemId && lineIds.has(orderItemId)) {
      if (!lines[orderItemId]) lines[orderItemId] = message;
    } else if (!seen.has(message.error)) {
      seen.add(message.error);
      whole.push(message);
    }
  }
  return { cart: whole, lines: { ...lines, ...lineErrors } };
}

/** A DOM id fragment from an order item id (any text the API sent). */
const idPart = (value: string) => value.replace(/[^\w-]/g, '_');

export interface LineContext {
  /** Prefix for the line's DOM ids. */
  idBase: string;
  currency: string;
  sending: readonly string[];
  lineErrors: Readonly<Record<string, CartText>>;
  /** Lines the inventory check at checkout found out of stock. */
  unavailable: readonly string[];
  hasSelectedStore: boolean;
  /** What estimates count from; without it every line shows the API's dates. */
  timing?: LineTiming;
  /** The customer care number a telephone variant's link calls (the page configuration's `customerCarePhone`). */
  phone?: string;
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
export function connectLine(line: CartLine, ctx: LineContext, actions: LineActions, words: CartDrawerWords) {
  const { t } = words;
  const { orderItemId: id, name } = line;
  const base = `${ctx.idBase}-${idPart(id)}`;
  const busy = ctx.sending.includes(id);
  const max = line.maxQuantity;
  const atMin = line.quantity <= 1;
  const atMax = max !== null && line.quantity >= max;
  const maxText = atMax ? t('max', { max }) : null;
  const lineError = ctx.lineErrors[id];
  const error = lineError ? cartTextParts(lineError, words, ctx.phone) : null;
  const outOfStock = ctx.unavailable.includes(id);
  /** "Free gift", "Bundle", "Out of stock" (an alert, in the error colour). */
  const markers = [
    ...(line.isFreeGift ? [{ key: 'freeGift', text: t('freeGift'), alert: false }] : []),
    ...(line.isBundle ? [{ key: 'bundle', text: t('bundle'), alert: false }] : []),
    ...(outOfStock ? [{ key: 'outOfStock', text: t('outOfStock'), alert: true }] : []),
  ];
  const money = (value: number) => formatCurrency(value, ctx.currency, t.locale);
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
    attributes: attributesText(line.attributes, t),
    linePrice: money(line.linePrice),
    /** "$10.00 each", when the line has more than one. */
    unitPrice: line.quantity > 1 ? t('each', { price: money(line.unitPrice) }) : null,
    saving: line.adjustment < 0 ? t('save', { amount: money(-line.adjustment) }) : null,
    markers,
    outOfStock,
    fulfilment: fulfilmentText(line, ctx, t),
    busy,
    error: error ? { id: ids.error, parts: error } : null,
    item: { 'aria-busy': busy || undefined, 'aria-labelledby': ids.name },
    nameId: ids.name,
    shipModes:
      line.shippingMethods.length > 1
        ? {
            legend: t('shipModes', { name }),
            name: ids.modes,
            disabled: busy,
            options: line.shippingMethods.map((m) => ({
              id: `${ids.modes}-${idPart(m.shipModeId)}`,
              value: m.shipModeId,
              label: shippingLabel(m, t),
              detail: promiseText(m, line, ctx, t),
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
          label: { htmlFor: ids.quantity, text: t('quantity', { name }) },
          decrease: {
            'aria-label': t('decrease', { name }),
            'aria-disabled': decreaseDisabled,
            onClick: unlessBusy(decreaseDisabled, () => actions.step(id, -1)),
          },
          increase: {
            'aria-label': t('increase', { name }),
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
      text: t('remove'),
      props: { 'aria-label': t('removeNamed', { name }), 'aria-disabled': busy || undefined, onClick: unlessBusy(busy, () => actions.remove(id)) },
    },
  };
}

export type LineView = ReturnType<typeof connectLine>;

/** What the drawer says when the cart confirms a line's change (`lineConfirmed`); a refusal says nothing here. */
export function confirmationAnnouncement(outcome: Extract<LineOutcome, { type: 'lineConfirmed' }>, t: T): string {
  return outcome.quantity === 0 ? t('removed', { name: outcome.name }) : t('quantityUpdated', { quantity: outcome.quantity });
}

// ---------------------------------------------------------------------------------------------------------------
// The guest's sign-in link (spec section 4; words ours apart from "Sign in")

/**
 * The link goes to /shop/LogonForm with `here` (this page's path and query) as the `returnUrl`; a click opens the
 * page's account flyout instead when `openFlyout()` says there is one (it answers whether it opened).
 */
export function signInLinkProps(here: string, openFlyout: () => boolean, t: T) {
  return {
    text: t('signIn'),
    rest: t('signInRest'),
    href: `/shop/LogonForm?returnUrl=${encodeURIComponent(here)}`,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (openFlyout()) event.preventDefault();
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Promotions and totals (the rules: machines/cart/totals.logic.ts)

/** The promotions with their amounts, in the drawer's locale (`locale`: its texts' `t.locale`). */
export function promotionsView(cart: Cart, locale?: string) {
  return promotions(cart).map((p) => ({ key: p.key, name: p.name, amount: formatCurrency(p.amount, cart.totals.currency, locale) }));
}

export function totalsView(cart: Cart, tax: number | null, t: T) {
  const summary = orderSummary(cart, tax);
  const money = (value: number) => formatCurrency(value, cart.totals.currency, t.locale);
  const rows: Array<{ key: string; label: string; value: string }> = [{ key: 'subtotal', label: t('subtotal'), value: money(summary.subtotal) }];
  if (summary.savings !== null) rows.push({ key: 'savings', label: t('savings'), value: money(summary.savings) });
  rows.push({ key: 'shipping', label: t('shipping'), value: summary.shipping === 0 ? t('free') : money(summary.shipping) });
  rows.push({ key: 'tax', label: t('tax'), value: summary.tax === null ? t('taxPending') : money(summary.tax) });
  return { rows, total: { label: t('total'), value: money(summary.total) } };
}

/** Free-shipping progress as text and a progressbar (W3C APG meter/progressbar: value, range and value text). */
export function freeShippingView(cart: Cart, threshold: number, t: T) {
  const progress = freeShippingProgress(cart, threshold);
  const text = progress.earned
    ? t('freeShippingEarned')
    : t('freeShippingAway', { amount: formatCurrency(progress.remaining, cart.totals.currency, t.locale) });
  return {
    earned: progress.earned,
    text,
    percent: progress.percent,
    progressbar: {
      role: 'progressbar' as const,
      'aria-label': t('freeShippingLabel'),
      'aria-valuemin': 0,
      'aria-valuemax': progress.threshold,
      'aria-valuenow': progress.now,
      'aria-valuetext': text,
    },
  };
}

/**
 * The drawer's pay-later line: "or 4 interest-free payments of $X with Klarna" for the best offer (the most
 * installments of the range; of several providers, the first configured), or null when none offers the total
 * (pay-later.logic.ts). Its "Learn more" opens the explainer.
 */
export function payLaterLine(config: PayLaterConfig | null, total: number, currency: string, t: T): string | null {
  const [best] = payLaterOffers(config, total);
  return best
    ? t('payLater', { installments: best.installments, payment: formatCurrency(best.payment, currency, t.locale), provider: best.provider })
    : null;
}


// ---------------------------------------------------------------------------------------------------------------
// Checkout

/**
 * The Checkout button: busy (the checkout machine's `busy` tag) while availability is checked and checkout starts;
 * a click then does nothing (`aria-disabled`, so focus stays on it).
 */
export function checkoutButton(busy: boolean, onCheckout: () => void, t: T) {
  return {
    label: busy ? t('checkoutBusy') : t('checkout'),
    props: {
      'aria-disabled': busy || undefined,
      onClick: () => {
        if (!busy) onCheckout();
      },
    },
  };
}
