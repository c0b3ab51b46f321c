import type { PayPalSettings } from '../../../../machines/cart/express.logic';
import { createPayPalPayment, executePayPalPayment } from '../../../core/api/wallets';
import { loadScript } from '../../../core/load-script';
import { WALLET_SCRIPT_TIMEOUT_MS, type WalletAdapter } from './types';

/**
 * PayPal through its JavaScript SDK (the v5 `paypal.Buttons` interface: `createOrder`, `onApprove`, `onCancel`,
 * `onError`, `onClick`; `isFundingEligible`). The SDK draws its own button; `createOrder` asks our server for the
 * payment (`createPayment`), the SDK's window gets the shopper's approval, `onApprove` has the server execute it
 * (`executePayment` with its `id`), then checkout. A cancel leaves the cart as it was.
 */

interface PayPalButtons {
  isEligible(): boolean;
  render(container: HTMLElement): Promise<void>;
  close?(): Promise<void>;
}
interface PayPalApprove {
  orderID: string;
  paymentID?: string | null;
  payerID?: string | null;
}
interface PayPalNamespace {
  FUNDING?: { PAYPAL?: string };
  isFundingEligible?(source: string): boolean;
  Buttons(options: {
    fundingSource?: string;
    style?: Record<string, unknown>;
    onClick?(): void;
    createOrder(): Promise<string>;
    onApprove(data: PayPalApprove): Promise<void>;
    onCancel(): void;
    onError(error: unknown): void;
  }): PayPalButtons;
}

declare global {
  interface Window {
    paypal?: PayPalNamespace;
  }
}

const sdk = () => window.paypal;

export const payPal: WalletAdapter<PayPalSettings> = {
  async prepare(settings) {
    await loadScript(settings.scriptUrl, { ready: () => typeof sdk()?.Buttons === 'function', timeoutMs: WALLET_SCRIPT_TIMEOUT_MS });
    const paypal = sdk()!;
    const funding = paypal.FUNDING?.PAYPAL;
    return funding && paypal.isFundingEligible ? paypal.isFundingEligible(funding) : true;
  },

  mount(container, _settings, env) {
    const paypal = sdk()!;
    // The SDK hands its own error to onError: keep ours (its key says what failed) for the message.
    let failure: unknown = null;
    let paymentId = '';
    const buttons = paypal.Buttons({
      fundingSource: paypal.FUNDING?.PAYPAL,
      style: { layout: 'horizontal', label: 'checkout', tagline: false, height: 40 },
      onClick: () => {
        failure = null;
        env.report({ type: 'PAY.START' });
      },
      createOrder: async () => {
        try {
          paymentId = await createPayPalPayment(env.orderId(), { base: env.api.base });
          return paymentId;
        } catch (error) {
          failure = error;
          throw error;
        }
      },
      onApprove: async (data) => {
        try {
          await executePayPalPayment(env.orderId(), data.paymentID || paymentId || data.orderID, { base: env.api.base });
          env.report({ type: 'PAY.DONE' });
        } catch (error) {
          env.report({ type: 'PAY.FAIL', error });
        }
      },
      onCancel: () => env.report({ type: 'PAY.CANCEL' }),
      onError: (error) => env.report({ type: 'PAY.FAIL', error: failure ?? error }),
    });
    let gone = false;
    buttons.render(container).catch((error: unknown) => {
      if (!gone) env.report({ type: 'PAY.FAIL', error });
    });
    return () => {
      gone = true;
      void buttons.close?.().catch(() => {});
      container.replaceChildren();
    };
  },
};
