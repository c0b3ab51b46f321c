import type { KlarnaSettings } from '../../../../machines/cart/express.logic';
import { STORAGE_KEYS } from '../../../core/constants';
import { session } from '../../../core/storage';
import { loadScript } from '../../../core/load-script';
import { WALLET_SCRIPT_TIMEOUT_MS, type WalletAdapter, type WalletEnv } from './types';

/**
 * Klarna's express button (its express-button library v1: the script with `data-id` (merchant id) and
 * `data-environment`, the `<klarna-express-button>` element, `Klarna.ExpressButton.on('user-authenticate', ...)`).
 * Klarna's own window signs the shopper in; on `user-authenticate` the tender is kept for checkout under the spec's
 * `klarnaTender` key (sessionStorage: the order id and the tender only, never the shopper's data Klarna hands over),
 * then checkout. Klarna says nothing when its window is closed: the cart simply stays as it was.
 */

interface KlarnaNamespace {
  ExpressButton?: { on(event: 'user-authenticate', callback: (data: unknown) => void): void };
}

declare global {
  interface Window {
    Klarna?: KlarnaNamespace;
  }
}

/** What `klarnaTender` holds (sessionStorage, JSON). */
export interface KlarnaTender {
  orderId: string;
  tender: 'KLARNA';
  /** When the shopper was signed in by Klarna (ms since the epoch). */
  at: number;
}

/** The button on the page now (one drawer's): Klarna's one callback goes to it. */
let current: WalletEnv | null = null;
let listening = false;

function onAuthenticated() {
  const env = current;
  if (!env) return;
  env.report({ type: 'PAY.START' });
  const tender: KlarnaTender = { orderId: env.orderId(), tender: 'KLARNA', at: Date.now() };
  // Without the tender checkout would not know Klarna paid: say so rather than go on.
  if (session.setJSON(STORAGE_KEYS.klarnaTender, tender)) env.report({ type: 'PAY.DONE' });
  else env.report({ type: 'PAY.FAIL', error: { key: '_ERR_PAY_LATER' } });
}

export const klarna: WalletAdapter<KlarnaSettings> = {
  async prepare(settings) {
    await loadScript(settings.scriptUrl, {
      ready: () => typeof window.Klarna?.ExpressButton?.on === 'function',
      attributes: { id: settings.merchantId, environment: settings.environment },
      timeoutMs: WALLET_SCRIPT_TIMEOUT_MS,
    });
    if (!listening) {
      window.Klarna!.ExpressButton!.on('user-authenticate', onAuthenticated);
      listening = true;
    }
    return true;
  },

  mount(container, _settings, env) {
    current = env;
    const button = document.createElement('klarna-express-button');
    button.setAttribute('data-locale', env.locale);
    button.setAttribute('data-theme', 'default');
    container.replaceChildren(button);
    return () => {
      if (current === env) current = null;
      container.replaceChildren();
    };
  },
};
