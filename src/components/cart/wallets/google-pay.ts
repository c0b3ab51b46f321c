import type { GooglePaySettings } from '../../../../machines/cart/express.logic';
import { addWalletPayment } from '../../../core/api/wallets';
import { loadScript } from '../../../core/load-script';
import { WALLET_SCRIPT_TIMEOUT_MS, type WalletAdapter } from './types';

/**
 * Google Pay through its JavaScript API (`google.payments.api.PaymentsClient`, API version 2: `isReadyToPay`,
 * `createButton`, `loadPaymentData`). Ready only when `isReadyToPay` says so; its button opens Google's sheet; the
 * token goes to the order (`POST /payment/orders/{orderId}/wallet`), then checkout. A closed sheet (`CANCELED`) leaves
 * the cart as it was.
 */

interface PaymentsClient {
  isReadyToPay(request: Record<string, unknown>): Promise<{ result: boolean }>;
  createButton(options: { onClick(): void; buttonType?: string; buttonSizeMode?: string; buttonRootNode?: Node }): HTMLElement;
  loadPaymentData(request: Record<string, unknown>): Promise<{ paymentMethodData: { tokenizationData: { token: string } } }>;
}
interface GoogleNamespace {
  payments?: { api?: { PaymentsClient?: new (options: { environment: string }) => PaymentsClient } };
}

declare global {
  interface Window {
    google?: GoogleNamespace;
  }
}

const BASE_REQUEST = { apiVersion: 2, apiVersionMinor: 0 } as const;
const CARD = {
  type: 'CARD',
  parameters: { allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'], allowedCardNetworks: ['AMEX', 'DISCOVER', 'MASTERCARD', 'VISA'] },
} as const;

const clients = new Map<string, PaymentsClient>();

function clientFor(settings: GooglePaySettings): PaymentsClient {
  const key = `${settings.scriptUrl}\n${settings.environment}`;
  let client = clients.get(key);
  if (!client) {
    const PaymentsClient = window.google!.payments!.api!.PaymentsClient!;
    client = new PaymentsClient({ environment: settings.environment });
    clients.set(key, client);
  }
  return client;
}

const isCanceled = (error: unknown) => (error as { statusCode?: unknown } | null)?.statusCode === 'CANCELED';

export const googlePay: WalletAdapter<GooglePaySettings> = {
  async prepare(settings) {
    await loadScript(settings.scriptUrl, {
      ready: () => typeof window.google?.payments?.api?.PaymentsClient === 'function',
      timeoutMs: WALLET_SCRIPT_TIMEOUT_MS,
    });
    const { result } = await clientFor(settings).isReadyToPay({ ...BASE_REQUEST, allowedPaymentMethods: [CARD] });
    return result === true;
  },

  mount(container, settings, env) {
    const client = clientFor(settings);
    // One sheet at a time: a press while one is up does nothing.
    let active = false;
    const pay = () => {
      if (active) return;
      active = true;
      env.report({ type: 'PAY.START' });
      const { amount, currency } = env.total();
      client
        .loadPaymentData({
          ...BASE_REQUEST,
          allowedPaymentMethods: [
            {
              ...CARD,
              tokenizationSpecification: {
                type: 'PAYMENT_GATEWAY',
                parameters: { gateway: settings.gateway, gatewayMerchantId: settings.gatewayMerchantId },
              },
            },
          ],
          transactionInfo: { totalPriceStatus: 'FINAL', totalPrice: amount.toFixed(2), currencyCode: currency, countryCode: 'US' },
          merchantInfo: { merchantId: settings.merchantId, merchantName: settings.merchantName },
        })
        .then((data) => addWalletPayment(env.orderId(), 'GOOGLE_PAY', data.paymentMethodData.tokenizationData.token, { base: env.api.base }))
        .then(
          () => env.report({ type: 'PAY.DONE' }),
          (error: unknown) => env.report(isCanceled(error) ? { type: 'PAY.CANCEL' } : { type: 'PAY.FAIL', error }),
        )
        .finally(() => (active = false));
    };
    // `buttonRootNode`: the drawer's shadow root, where Google's button styles must go to apply.
    const button = client.createButton({ onClick: pay, buttonType: 'checkout', buttonSizeMode: 'fill', buttonRootNode: container.getRootNode() });
    container.replaceChildren(button);
    return () => container.replaceChildren();
  },
};

/** Tests: forget the clients made. */
export function resetGooglePayForTests(): void {
  clients.clear();
}
