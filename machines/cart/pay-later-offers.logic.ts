import type { InstallmentRange, PayLaterConfig } from './pay-later.logic';

/**
 * Pure pay-later offers (spec sections 1, 3, 9): which providers offer the order total and for how much, and the
 * schedule the explainer shows. Used by the drawer's body only (a lazy chunk); the configuration's shape is in
 * pay-later.logic.ts.
 */

/** A configuration's installments as a range (`4` is `{ min: 4, max: 4 }`). */
export function installmentRange(config: PayLaterConfig): InstallmentRange {
  return typeof config.installments === 'number' ? { min: config.installments, max: config.installments } : config.installments;
}

export interface PayLaterOffer {
  provider: string;
  installments: number;
  /** One installment, rounded up to the cent (the installments never add up to less than the total). */
  payment: number;
}

/**
 * The enabled providers whose maximum holds the total, when the total reaches the threshold, in the configuration's
 * order, each at the best offer: the most installments of the range (the smallest payment).
 */
export function payLaterOffers(config: PayLaterConfig | null, total: number): PayLaterOffer[] {
  if (!config || !Number.isFinite(total) || total <= 0 || total < config.threshold) return [];
  const installments = installmentRange(config).max;
  const payment = Math.ceil((total / installments) * 100) / 100;
  return config.providers
    .filter((p) => p.enabled && total <= p.max)
    .map((p) => ({ provider: p.name.trim(), installments, payment }));
}
