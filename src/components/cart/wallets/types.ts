import type { ExpressEvent } from '../../../../machines/cart/express.machine';
import type { ApiSettings } from '../../../core/api';

/** What a wallet's adapter needs from the drawer, read when the shopper pays (the cart may have changed). */
export interface WalletEnv {
  api: ApiSettings;
  orderId(): string;
  /** The order total to pay now and its currency. */
  total(): { amount: number; currency: string };
  /** The name of a button we draw ourselves (Apple Pay), in the element's locale. */
  label: string;
  /** The element's locale (Klarna's button speaks it). */
  locale: string;
  /** Tells the wallet's machine what the shopper and the provider did. */
  report(event: ExpressEvent): void;
}

/**
 * A provider's browser integration (docs/elements/sg-cart-drawer.md, "Express checkout"): `prepare` loads its script
 * and asks it whether it can pay here; `mount` puts its button in `container` and returns how to take it away.
 */
export interface WalletAdapter<S> {
  prepare(settings: S): Promise<boolean>;
  mount(container: HTMLElement, settings: S, env: WalletEnv): () => void;
}

/** How long a wallet's script may take before its wallet counts as unavailable. */
export const WALLET_SCRIPT_TIMEOUT_MS = 15000;
