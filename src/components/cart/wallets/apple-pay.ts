import type { ApplePaySettings } from '../../../../machines/cart/express.logic';
import { addWalletPayment, fetchApplePaySession } from '../../../core/api/wallets';
import { loadScript } from '../../../core/load-script';
import { WALLET_SCRIPT_TIMEOUT_MS, type WalletAdapter } from './types';
import * as css from '../express-checkout.css';

/**
 * Apple Pay through Apple Pay JS (`ApplePaySession`, version 3: `canMakePayments`, `begin`, `onvalidatemerchant` with
 * `completeMerchantValidation`, `onpaymentauthorized` with `completePayment`, `oncancel`). Safari has it; Apple's JS
 * SDK adds it elsewhere when the page configures its URL. Merchant validation goes through our server (the spec's
 * "applepay session" call); the payment token goes to the order; then checkout. A cancelled sheet leaves the cart.
 */

interface ApplePayPaymentRequest {
  countryCode: string;
  currencyCode: string;
  supportedNetworks: string[];
  merchantCapabilities: string[];
  total: { label: string; amount: string };
}
interface ApplePaySessionLike {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(status: number): void;
}
interface ApplePaySessionClass {
  new (version: number, request: ApplePayPaymentRequest): ApplePaySessionLike;
  canMakePayments(): boolean;
  supportsVersion?(version: number): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}

declare global {
  interface Window {
    ApplePaySession?: ApplePaySessionClass;
  }
}

const VERSION = 3;
const session = () => window.ApplePaySession;

export const applePay: WalletAdapter<ApplePaySettings> = {
  async prepare(settings) {
    if (settings.scriptUrl) await loadScript(settings.scriptUrl, { ready: () => typeof session() === 'function', timeoutMs: WALLET_SCRIPT_TIMEOUT_MS });
    const Session = session();
    if (typeof Session !== 'function') return false;
    if (Session.supportsVersion && !Session.supportsVersion(VERSION)) return false;
    return Session.canMakePayments() === true;
  },

  mount(container, settings, env) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = css.applePay;
    button.textContent = env.label;
    // One sheet at a time: a press while one is up does nothing.
    let active = false;
    button.addEventListener('click', () => {
      if (active) return;
      active = true;
      const Session = session()!;
      const { amount, currency } = env.total();
      // Created and begun in the click's task: Apple requires the shopper's gesture.
      const sheet = new Session(VERSION, {
        countryCode: 'US',
        currencyCode: currency,
        supportedNetworks: ['amex', 'discover', 'masterCard', 'visa'],
        merchantCapabilities: ['supports3DS'],
        total: { label: settings.merchantName, amount: amount.toFixed(2) },
      });
      let settled = false;
      const settle = () => {
        settled = true;
        active = false;
      };
      const fail = (error: unknown) => {
        if (settled) return;
        settle();
        env.report({ type: 'PAY.FAIL', error });
      };
      sheet.onvalidatemerchant = (event) => {
        fetchApplePaySession(event.validationURL, { base: env.api.base }).then(
          (merchantSession) => sheet.completeMerchantValidation(merchantSession),
          (error: unknown) => {
            sheet.abort();
            fail(error);
          },
        );
      };
      sheet.onpaymentauthorized = (event) => {
        addWalletPayment(env.orderId(), 'APPLE_PAY', JSON.stringify(event.payment.token), { base: env.api.base }).then(
          () => {
            sheet.completePayment(Session.STATUS_SUCCESS);
            settle();
            env.report({ type: 'PAY.DONE' });
          },
          (error: unknown) => {
            sheet.completePayment(Session.STATUS_FAILURE);
            fail(error);
          },
        );
      };
      sheet.oncancel = () => {
        if (settled) return;
        settle();
        env.report({ type: 'PAY.CANCEL' });
      };
      env.report({ type: 'PAY.START' });
      sheet.begin();
    });
    container.replaceChildren(button);
    return () => container.replaceChildren();
  },
};
