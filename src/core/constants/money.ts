// Money
export const DEFAULT_CURRENCY = 'USD';
export const CURRENCY_LOCALES: Readonly<Record<string, string>> = {
  USD: 'en-US',
  CAD: 'en-CA',
  EUR: 'de-DE',
  CNY: 'zh-CN',
};
