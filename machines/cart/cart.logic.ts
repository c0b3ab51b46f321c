import type { ApiError, Cart, CartLine, CartTemplate } from '../../src/core/api';
import {
  CART_BADGE_MAX,
  CART_OUT_OF_STOCK_RELOADS_MAX,
  CART_RETRY_ATTEMPTS,
  CART_RETRY_STATUSES,
  ONE_HOUR_MS,
} from '../../src/core/constants';
import type { CartMessageKey, CartText, LineOutcome } from './cart.types';

/** Pure rules of the cart (spec sections 4, 5, 8, 9). The messages they choose are keys (`CartText`), worded by the views. */

/** Whether a failed cart GET is worth another attempt: 502/503/504, fewer than 3 attempts so far. */
export function shouldRetry(error: unknown, attempt: number): boolean {
  const status = (error as Partial<ApiError>)?.status;
  return typeof status === 'number' && (CART_RETRY_STATUSES as readonly number[]).includes(status) && attempt < CART_RETRY_ATTEMPTS;
}

/** Backoff before attempt n+1: 500 ms, 1000 ms. */
export function retryDelayMs(attempt: number): number {
  return 500 * 2 ** (attempt - 1);
}

/** Out-of-stock free gifts or max-quantity errors reload the cart, at most twice (spec section 4). */
export function needsReload(cart: Cart, reloads: number): boolean {
  if (reloads >= CART_OUT_OF_STOCK_RELOADS_MAX) return false;
  return cart.errors.some((e) => {
    if (/MAX_QUANTITY|MAX_ITEM_QUANTITY/i.test(e.key)) return true;
    if (e.key !== 'OUT_OF_STOCK') return false;
    const line = cart.lines.find((l) => l.orderItemId === e.orderItemId);
    return !line || line.isFreeGift;
  });
}

/** The message a final cart failure shows: the server's text when the switch allows it, else the flow's `loadFailed`. */
export function loadErrorMessage(error: unknown, template: CartTemplate | null): CartText {
  const serverText = (error as Partial<ApiError>)?.serverMessage?.trim();
  return template?.switches.enableGetCartDataAPIErrMsg === true && serverText ? { text: serverText } : { key: 'loadFailed' };
}

/**
 * Keys that say no more than "something went wrong" (the API client's own among them): the flow's message says more.
 * Shared by the cart's lazy flows (payment-instruction.logic.ts, express.logic.ts).
 */
export const GENERIC_KEYS: ReadonlySet<string> = new Set(['_ERR_DEFAULT_KEY', '_ERR_BAD_RESPONSE', '_ERR_TIMEOUT', '_ERR_NETWORK']);

/**
 * The message of a failed call, by its error key: the key (worded by the view's catalogues, `fallback` when they do
 * not know it), or just `fallback` when the key says nothing more than "something went wrong" or there is none.
 */
export function keyedMessage(error: unknown, fallback: CartMessageKey): CartText {
  const key = (error as Partial<ApiError> | null)?.key;
  return typeof key === 'string' && key && !GENERIC_KEYS.has(key) ? { error: key, fallback } : { key: fallback };
}

/**
 * The message under a line whose change failed (rolled back): for a refusal of the change itself (a 4xx) the server's
 * text ("Max quantity is 2"), else its key's (`OUT_OF_STOCK`, `_ERR_LIMITED_STOCK`); for a server failure (5xx) or a
 * network error, whose text ("Simulated HTTP 500", a stack trace) means nothing to a shopper, the flow's
 * `updateFailed` (the previous quantity is back).
 */
export function lineErrorMessage(error: unknown): CartText {
  const { serverMessage, status } = (error ?? {}) as Partial<ApiError>;
  if (typeof status !== 'number' || status < 400 || status >= 500) return { key: 'updateFailed' };
  const text = serverMessage?.trim();
  return text ? { text } : keyedMessage(error, 'updateFailed');
}

/** Whether the cached template info is older than its refresh hours. */
export function isTemplateStale(fetchedAt: number, refreshHours: number, now: number): boolean {
  return now - fetchedAt >= refreshHours * ONE_HOUR_MS;
}

/** The quantity the shopper may set for a line: up to its limit and available online stock (spec section 5); 0 removes. */
export function clampQuantity(line: Pick<CartLine, 'maxQuantity'>, wanted: number): number {
  const whole = Math.floor(Number.isFinite(wanted) ? wanted : 1);
  const max = line.maxQuantity ?? Number.MAX_SAFE_INTEGER;
  return Math.max(0, Math.min(whole, max));
}

/** The quantity a typed value asks for: a whole number of at least 1; anything else (empty, 0, 1.5, "2x") is null. */
export function typedQuantity(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

/** The next quantity of a stepper press: never below 1 (Remove removes), never above the line's max. */
export function steppedQuantity(current: number, step: 1 | -1, max: number | null): number {
  const next = current + step;
  if (next < 1) return 1;
  return max !== null ? Math.min(next, max) : next;
}

/** A quantity change the shopper asks for: a stepper press or a quantity (typed, or 0 to remove). */
export type QuantityRequest = { step: 1 | -1 } | { quantity: number };

/**
 * The cart's quantity rule: the quantity a line changes to, from the quantity it shows now (its pending one, else the
 * confirmed one), capped to its limit and online stock; null when the request changes nothing: no such line, a free
 * gift (its quantity is the promotion's), a line being removed, or the same quantity again.
 */
export function nextQuantity(cart: Cart, pending: Readonly<Record<string, number>>, orderItemId: string, request: QuantityRequest): number | null {
  const line = cart.lines.find((l) => l.orderItemId === orderItemId);
  if (!line || line.isFreeGift) return null;
  const shown = pending[orderItemId] ?? line.quantity;
  if (shown === 0) return null;
  const next = 'step' in request ? steppedQuantity(shown, request.step, line.maxQuantity) : clampQuantity(line, request.quantity);
  return next === shown ? null : next;
}

/**
 * What an answer to the changes sent says of each line, as the shopper set it (`sent`: the quantities sent, 0 for a
 * removal): confirmed when the answer shows the quantity sent (no line, for a removal), else overruled. Lines set
 * again while the request was on its way (`pending` differs from what was sent) are left out: their newer change goes
 * next and its answer speaks for them. The name is the line's before the change.
 */
export function answeredLines(
  before: Cart,
  sent: Readonly<Record<string, number>>,
  pending: Readonly<Record<string, number>>,
  answer: Cart,
): LineOutcome[] {
  return Object.entries(sent).flatMap(([orderItemId, quantity]): LineOutcome[] => {
    if (pending[orderItemId] !== undefined && pending[orderItemId] !== quantity) return [];
    const line = answer.lines.find((l) => l.orderItemId === orderItemId);
    const name = before.lines.find((l) => l.orderItemId === orderItemId)?.name ?? line?.name ?? '';
    return (quantity === 0 ? !line : line?.quantity === quantity)
      ? [{ type: 'lineConfirmed', orderItemId, quantity, name }]
      : [{ type: 'lineRefused', orderItemId, reason: 'overruled', message: null }];
  });
}

/** Each line of a failed request is refused, with the message its line shows (`lineErrorMessage`). */
export function failedLines(sent: Readonly<Record<string, number>>, error: unknown): LineOutcome[] {
  const message = lineErrorMessage(error);
  return Object.keys(sent).map((orderItemId) => ({ type: 'lineRefused', orderItemId, reason: 'failed', message }));
}

/** The cart as shown: pending quantities applied optimistically; a quantity of 0 hides the line. */
export function withPending(cart: Cart, pending: Readonly<Record<string, number>>): Cart {
  if (!Object.keys(pending).length) return cart;
  const lines = cart.lines.flatMap((line) => {
    const wanted = pending[line.orderItemId];
    if (wanted === undefined) return [line];
    if (wanted === 0) return [];
    return [{ ...line, quantity: wanted, linePrice: Math.round((line.unitPrice * wanted + line.adjustment) * 100) / 100 }];
  });
  return { ...cart, lines, count: lines.reduce((s, l) => s + l.quantity, 0) };
}

/** Badge text: hidden at 0, the number up to 99, then "99+". */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(Math.floor(count));
}
