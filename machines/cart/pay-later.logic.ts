/**
 * Pure pay-later rules (spec sections 1, 3, 9), the configuration's shape: threshold, up to four providers with a
 * maximum and an enable flag, the installment range. The element checks it (eager); what is offered and the schedule
 * are in pay-later-offers.logic.ts, which loads with the drawer's body.
 */

export interface PayLaterProvider {
  name: string;
  enabled: boolean;
  max: number;
}

/** The installment counts a shopper may choose from at the provider (spec section 3: "installment range"). */
export interface InstallmentRange {
  min: number;
  max: number;
}

export interface PayLaterConfig {
  threshold: number;
  /** A range of counts, or one count (read as a range of one: the configuration before the range). */
  installments: number | InstallmentRange;
  providers: PayLaterProvider[];
}

const PAY_LATER_PROVIDERS_MAX = 4;
const PAY_LATER_NAME_MAX = 40;

const isMoney = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 2 && (value as number) <= 12;

/**
 * `{ threshold, installments: 2-12 or { min, max } (2 <= min <= max <= 12), providers: up to four { name, enabled, max } }`.
 */
export function isPayLaterConfig(value: unknown): value is PayLaterConfig {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const config = value as Record<string, unknown>;
  const installments = config.installments as unknown;
  const range = installments && typeof installments === 'object' && !Array.isArray(installments) ? (installments as Record<string, unknown>) : null;
  const countsOk = isCount(installments) || (range !== null && isCount(range.min) && isCount(range.max) && range.min <= range.max && Object.keys(range).length === 2);
  if (!isMoney(config.threshold) || !countsOk) return false;
  if (!Array.isArray(config.providers) || config.providers.length > PAY_LATER_PROVIDERS_MAX) return false;
  return config.providers.every((p: unknown) => {
    const provider = (p ?? {}) as Record<string, unknown>;
    return (
      typeof provider.name === 'string' &&
      provider.name.trim().length > 0 &&
      provider.name.length <= PAY_LATER_NAME_MAX &&
      typeof provider.enabled === 'boolean' &&
      isMoney(provider.max)
    );
  });
}
