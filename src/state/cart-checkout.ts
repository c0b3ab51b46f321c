import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { Actor } from 'xstate';
import type { CartText } from '../../machines/cart/cart.types';
import type { checkoutMachine, CheckoutEvent } from '../../machines/cart/checkout.machine';
import type { ApiSettings } from '../core/api';
import { COOKIES, DEFAULT_STORE_ID } from '../core/constants';
import { loadChunk } from '../core/lazy';
import { emitThenNavigate, navigation } from '../core/navigation';
import { getCookie } from '../core/storage';
import { cartView, reloadCart } from './cart';
import { openCartDrawer } from './cart-drawer';

/**
 * Checkout start for the page (spec section 4). One actor: a double click sends one request. On success it fires
 * the cancelable `sg-checkout-start` (on the element that asked, else the document) and goes to the checkout URL;
 * unavailable items reload the cart and open the drawer with the message; a failure opens the drawer with the generic
 * error; a 400 from checkout initiate reloads the page. The checkout machine (and its API calls) load on the first
 * start, not with the elements: the view is here from the start, the flow on first intent.
 */

export type CheckoutStatus = 'idle' | 'checking' | 'initiating' | 'redirecting' | 'failed' | 'unavailable';

export interface CheckoutView {
  status: CheckoutStatus;
  /** Checking availability, initiating or leaving for checkout (the machine's `busy` tag): Checkout is disabled. */
  busy: boolean;
  /** What the drawer says of the last start (the checkout machine's choice; the drawer words it). */
  message: CartText | null;
  /** Order item ids the inventory check reported unavailable. */
  unavailable: string[];
}

const initialView: CheckoutView = { status: 'idle', busy: false, message: null, unavailable: [] };
const view = signal<CheckoutView>(initialView);
export const checkoutView: ReadonlySignal<CheckoutView> = view;

type CheckoutModule = typeof import('./checkout-actor');
const importCheckoutActor = () => import('./checkout-actor');

let actor: Actor<typeof checkoutMachine> | null = null;
let target: EventTarget | null = null;
let loading: Promise<CheckoutModule> | null = null;
/** Bumped by the test reset: a start still waiting for the machine's chunk is then dropped. */
let generation = 0;

function checkoutActor({ createCheckoutActor }: CheckoutModule): Actor<typeof checkoutMachine> {
  if (actor) return actor;
  actor = createCheckoutActor({ api });
  actor.subscribe((snapshot) => {
    const status = (typeof snapshot.value === 'string' ? snapshot.value : 'idle') as CheckoutStatus;
    view.value = { status, busy: snapshot.hasTag('busy'), message: snapshot.context.message, unavailable: snapshot.context.unavailable };
  });
  actor.on('*', (emitted) => {
    switch (emitted.type) {
      case 'start': {
        if (!emitThenNavigate(target ?? document, 'sg-checkout-start', { orderId: emitted.orderId, url: emitted.url }, emitted.url)) {
          actor?.send({ type: 'CHECKOUT.RESET' });
        }
        break;
      }
      case 'unavailable':
        reloadCart();
        openCartDrawer();
        break;
      case 'failed':
        openCartDrawer();
        break;
      case 'reloadPage':
        navigation.reload();
        break;
    }
  });
  actor.start();
  return actor;
}

export interface StartCheckoutOptions {
  egiftCardEnabled?: boolean;
  /** The element the `sg-checkout-start` event is dispatched on (it bubbles and is composed). */
  target?: EventTarget | null;
  /** The asking element's API settings (its `api-base`). */
  api?: ApiSettings;
}

let api: ApiSettings = {};

/** Starts checkout with the cart as it is now (a double click, even before the flow has loaded, sends one request). */
export function startCheckout(options: StartCheckoutOptions = {}): void {
  target = options.target ?? null;
  if (options.api && options.api.base !== api.base) {
    api = options.api;
    actor?.send({ type: 'API.CHANGE', api });
  }
  const { cart } = cartView.peek();
  const start: CheckoutEvent = {
    type: 'CHECKOUT.START',
    cart,
    storeId: getCookie(COOKIES.storeLocationId) ?? DEFAULT_STORE_ID,
    zip: getCookie(COOKIES.selectedStoreZip) ?? cart.zipCode ?? '',
    egiftCardEnabled: options.egiftCardEnabled ?? false,
  };
  const asked = generation;
  loading ??= loadChunk(importCheckoutActor);
  loading.then(
    (module) => {
      if (asked === generation) checkoutActor(module).send(start);
    },
    () => {
      // The flow's chunk did not load: the generic cart error in the drawer, and the next click tries again.
      loading = null;
      if (asked !== generation) return;
      view.value = { ...initialView, status: 'failed', message: { key: 'checkoutFailed' } };
      openCartDrawer();
    },
  );
}

/** For tests: forget the checkout state. */
export function resetCheckoutForTests(): void {
  generation += 1;
  actor?.stop();
  actor = null;
  target = null;
  api = {};
  view.value = initialView;
}
