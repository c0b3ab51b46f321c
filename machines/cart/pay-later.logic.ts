/**
 * Pure pay-later rules (spec sections 1, 3, 9): the configuration's shape (threshold, up to four providers with a
 * maximum and an enable flag, the number of installments) and which providers offer the order total, for how much.
 */

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

const PAY_LATER_PROVIDERS_MAX = 4;
const PAY_LATER_NAME_MAX = 40;

const isMoney = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** `{ threshold, installments (2-12), providers: up to four { name, enabled, max } }`. */
export function isPayLaterConfig(value: unknown): value is PayLaterConfig {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const config = value as Record<string, unknown>;
  const installments = config.installments;
  if (!isMoney(config.threshold) || !Number.isInteger(installments) || (installments as number) < 2 || (installments as number) > 12) return false;
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

export interface PayLaterOffer {
  provider: string;
  installments: number;
  /** One installment, rounded up to the cent (the installments never add up to less than the total). */
  payment: number;
}

/** The enabled providers whose range holds the total, when the total reaches the threshold. */
export function payLaterOffers(config: PayLaterConfig | null, total: number): PayLaterOffer[] {
  if (!config || !Number.isFinite(total) || total <= 0 || total < config.threshold) return [];
  const payment = Math.ceil((total / config.installments) * 100) / 100;
  return config.providers
    .filter((p) => p.enabled && total <= p.max)
    .map((p) => ({ provider: p.name.trim(), installments: config.installments, payment }));
}
