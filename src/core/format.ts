import { CURRENCY_LOCALES, DEFAULT_CURRENCY } from './constants';

const formatters = new Map<string, Intl.NumberFormat>();

/** The locale the spec's table gives a currency (USD en-US, CAD en-CA, EUR de-DE, CNY zh-CN); en-US otherwise. */
export function localeForCurrency(currency: string): string {
  return CURRENCY_LOCALES[currency] ?? 'en-US';
}

/**
 * Formats money with two decimals (whole prices show .00). An unknown or malformed currency code falls back to USD;
 * a value that is not a finite number gives '' so that no 'NaN' ever reaches the page.
 */
export function formatCurrency(value: unknown, currency: string = DEFAULT_CURRENCY): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const code = /^[A-Z]{3}$/.test(currency) ? currency : DEFAULT_CURRENCY;
  let formatter = formatters.get(code);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(localeForCurrency(code), {
        style: 'currency',
        currency: code,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    } catch {
      return formatCurrency(value, DEFAULT_CURRENCY);
    }
    formatters.set(code, formatter);
  }
  return formatter.format(value);
}

/** Shows only the last `visible` digits of a card number: "•••• 1234". */
export function maskCardNumber(digits: string, visible = 4): string {
  const clean = digits.replace(/\D/g, '');
  return `•••• ${clean.slice(-visible)}`;
}
