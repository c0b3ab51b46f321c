import type { Cart, CartTemplate } from '../../src/core/api';
import { FREE_SHIPPING_THRESHOLD_GUEST, FREE_SHIPPING_THRESHOLD_REGISTERED } from '../../src/core/constants';

/** Pure rules of the cart's money (spec sections 3, 6, 9): promotions, the order summary, free-shipping progress. */

const round = (n: number) => Math.round(n * 100) / 100;

export interface Promotion {
  key: string;
  name: string;
  amount: number;
}

/** The cart's promotions, each with a key that stays unique when two share a code. */
export function promotions(cart: Cart): Promotion[] {
  return cart.promotions.map((p, i) => ({ key: `${p.code ?? ''}-${i}`, name: p.name, amount: p.amount }));
}

/** The order total with the estimated tax in place of the cart's own (0 until checkout). */
export function estimatedTotal(cart: Cart, tax: number | null): number {
  return round(cart.totals.orderTotal - cart.totals.tax + (tax ?? cart.totals.tax));
}

export interface OrderSummary {
  subtotal: number;
  /** Order and product discounts; null when there are none (no row). */
  savings: number | null;
  /** 0 is free shipping. */
  shipping: number;
  /** The estimated tax; null while unknown (calculated at checkout). */
  tax: number | null;
  total: number;
}

export function orderSummary(cart: Cart, tax: number | null): OrderSummary {
  const { totals } = cart;
  return {
    subtotal: totals.productTotal,
    savings: totals.adjustment !== 0 ? totals.adjustment : null,
    shipping: totals.shipping,
    tax,
    total: estimatedTotal(cart, tax),
  };
}

/** The spec's threshold for the visitor type (24.99 registered, 49.99 guest), or the cart template's when it sets one. */
export function freeShippingThreshold(registered: boolean, template: CartTemplate | null): number {
  const key = registered ? 'freeShippingThresholdRegistered' : 'freeShippingThresholdGuest';
  const configured = Number(template?.switches[key]);
  if (Number.isFinite(configured) && configured > 0) return configured;
  return registered ? FREE_SHIPPING_THRESHOLD_REGISTERED : FREE_SHIPPING_THRESHOLD_GUEST;
}

/** The page configuration's `freeShippingCartValue` in its `{ guest, registered }` form. */
export interface FreeShippingThresholds {
  guest?: number;
  registered?: number;
}

/**
 * The threshold a drawer uses: its attribute when above 0, else the configuration's value for the visitor type
 * (`{ guest, registered }`, 0 or more), else the spec's default for the visitor type.
 */
export function resolveFreeShippingThreshold(attribute: number, registered: boolean, byVisitor?: FreeShippingThresholds | null): number {
  if (Number.isFinite(attribute) && attribute > 0) return attribute;
  const configured = registered ? byVisitor?.registered : byVisitor?.guest;
  if (typeof configured === 'number' && Number.isFinite(configured) && configured >= 0) return configured;
  return freeShippingThreshold(registered, null);
}

export interface FreeShippingProgress {
  threshold: number;
  /** The discounted product total, never below 0. */
  amount: number;
  /** What is left to spend; 0 or less once earned. */
  remaining: number;
  earned: boolean;
  /** The amount, capped to the threshold (a progressbar's value). */
  now: number;
  /** 0 to 100, whole. */
  percent: number;
}

/** Progress toward free shipping on the discounted product total. */
export function freeShippingProgress(cart: Cart, threshold: number): FreeShippingProgress {
  const amount = Math.max(0, round(cart.totals.productTotal + cart.totals.adjustment));
  const remaining = round(threshold - amount);
  const now = Math.min(amount, threshold);
  return {
    threshold,
    amount,
    remaining,
    earned: remaining <= 0,
    now,
    percent: threshold > 0 ? Math.round((now / threshold) * 100) : 100,
  };
}
