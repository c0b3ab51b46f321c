import type { ApiError } from '../../src/core/api';
import { cartCatalogueKey } from '../../src/core/cart-errors';
import { safeUrl } from '../../src/core/url';
import { GENERIC_KEYS } from './cart.logic';

/** Pure rules of the express checkout buttons (issue 25, section 2): the page's settings, the allow-lists, failures. */

export const WALLETS = ['paypal', 'applePay', 'googlePay', 'klarna'] as const;
export type WalletId = (typeof WALLETS)[number];

/** A failure as the drawer words it: always a key of the cart's (or the general) error catalogue. */
export type ExpressText = { error: string };

/**
 * The origins each provider's script may come from besides the page's own (docs/elements/sg-cart-drawer.md, "Express
 * checkout"): the providers' documented hosts.
 */
export const WALLET_ORIGINS: Readonly<Record<WalletId, readonly string[]>> = {
  paypal: ['https://www.paypal.com'],
  applePay: ['https://applepay.cdn-apple.com'],
  googlePay: ['https://pay.google.com'],
  klarna: ['https://x.klarnacdn.net'],
};

/** The scripts' documented default URLs, used when the page names none. */
export const WALLET_SCRIPTS: Readonly<Record<WalletId, string | null>> = {
  paypal: null, // the SDK URL carries the merchant's client id: the page must give it
  applePay: null, // Safari has ApplePaySession itself; Apple's JS SDK is optional
  googlePay: 'https://pay.google.com/gp/p/js/pay.js',
  klarna: 'https://x.klarnacdn.net/express-button/v1/lib.js',
};

export interface PayPalSettings {
  scriptUrl: string;
}
export interface ApplePaySettings {
  /** Apple's Apple Pay JS SDK, when the page wants it (other browsers); null: Safari's own ApplePaySession only. */
  scriptUrl: string | null;
  /** The name on the payment sheet's total line. */
  merchantName: string;
}
export interface GooglePaySettings {
  scriptUrl: string;
  environment: 'TEST' | 'PRODUCTION';
  merchantId: string;
  merchantName: string;
  /** The payment gateway and its merchant id, for Google's tokenization specification. */
  gateway: string;
  gatewayMerchantId: string;
}
export interface KlarnaSettings {
  scriptUrl: string;
  /** The script's `data-id` and `data-environment` attributes (the spec: merchant id and environment). */
  merchantId: string;
  environment: 'playground' | 'production';
}
export interface ExpressSettings {
  paypal?: PayPalSettings;
  applePay?: ApplePaySettings;
  googlePay?: GooglePaySettings;
  klarna?: KlarnaSettings;
}

const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * Reads `payments.expressCheckout` (the spec's express-checkout flag: nothing shows without it) and `payments.wallets`:
 * each wallet with `enabled: true` and what its provider needs; a script URL off its allow-list, or a missing setting,
 * is a problem (that wallet stays off, the others are kept). `allow`: the page's own extra origins, for stand-ins and
 * proxies (the configuration's `allowedOrigins`).
 */
export function readExpressSettings(section: Readonly<Record<string, unknown>>, allow: readonly string[] = []): { settings: ExpressSettings; problems: string[] } {
  const settings: ExpressSettings = {};
  const problems: string[] = [];
  const { expressCheckout, wallets } = section;
  if (expressCheckout !== undefined && typeof expressCheckout !== 'boolean') problems.push('expressCheckout must be true or false');
  if (wallets !== undefined && !isObject(wallets)) problems.push('wallets must be an object');
  if (expressCheckout !== true || !isObject(wallets)) return { settings, problems };
  const script = (wallet: WalletId, given: unknown): string | null => {
    const url = given === undefined ? WALLET_SCRIPTS[wallet] : given;
    const safe = text(url) ? safeUrl(url, { allow: [...WALLET_ORIGINS[wallet], ...allow] }) : null;
    if (!safe) problems.push(`wallets.${wallet}.scriptUrl must be an https URL on the page's origin, ${[...WALLET_ORIGINS[wallet], ...allow].join(', ')}`);
    return safe;
  };
  for (const [wallet, value] of Object.entries(wallets)) {
    if (!(WALLETS as readonly string[]).includes(wallet)) {
      problems.push(`wallets.${wallet} is not a wallet`);
      continue;
    }
    if (!isObject(value) || value.enabled !== true) continue;
    if (wallet === 'paypal') {
      const scriptUrl = script('paypal', value.scriptUrl);
      if (scriptUrl) settings.paypal = { scriptUrl };
    } else if (wallet === 'applePay') {
      const scriptUrl = value.scriptUrl === undefined ? null : script('applePay', value.scriptUrl);
      if (!text(value.merchantName)) problems.push('wallets.applePay needs merchantName');
      else if (value.scriptUrl === undefined || scriptUrl) settings.applePay = { scriptUrl, merchantName: value.merchantName };
    } else if (wallet === 'klarna') {
      const scriptUrl = script('klarna', value.scriptUrl);
      const environment = value.environment ?? 'playground';
      if (!text(value.merchantId)) problems.push('wallets.klarna needs merchantId');
      else if (environment !== 'playground' && environment !== 'production') problems.push('wallets.klarna.environment must be "playground" or "production"');
      else if (scriptUrl) settings.klarna = { scriptUrl, merchantId: value.merchantId, environment };
    } else {
      const scriptUrl = script('googlePay', value.scriptUrl);
      const environment = value.environment ?? 'TEST';
      const missing = ['merchantId', 'gateway', 'gatewayMerchantId'].filter((key) => !text(value[key]));
      if (environment !== 'TEST' && environment !== 'PRODUCTION') problems.push('wallets.googlePay.environment must be "TEST" or "PRODUCTION"');
      else if (missing.length) problems.push(`wallets.googlePay needs ${missing.join(', ')}`);
      else if (scriptUrl) {
        settings.googlePay = {
          scriptUrl,
          environment,
          merchantId: value.merchantId as string,
          merchantName: text(value.merchantName) ? value.merchantName : '',
          gateway: value.gateway as string,
          gatewayMerchantId: value.gatewayMerchantId as string,
        };
      }
    }
  }
  return { settings, problems };
}


/**
 * Why a wallet payment failed: the server's key when the catalogue knows it (`_ERR_GATEWAY_INVALID_RESPONSE`...), a
 * timeout as the payment timeout, anything else (the provider's own error, a refused call) as the wallet connection
 * failure. Never the server's or the provider's text.
 */
export function walletFailure(error: unknown): ExpressText {
  const { key, kind } = (error ?? {}) as Partial<ApiError>;
  if (kind === 'timeout' || key === '_ERR_TIMEOUT') return { error: '_ERR_PAYMENT_TIMEOUT' };
  const known = cartCatalogueKey(key);
  return known && !GENERIC_KEYS.has(known) ? { error: known } : { error: '_ERR_PAY_WALLET_CONNECTION' };
}
