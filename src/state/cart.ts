import { computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import { createActor, type Actor, type SnapshotFrom } from 'xstate';
import { withPending } from '../../machines/cart/cart.logic';
import { cartMachine } from '../../machines/cart/cart.machine';
import type { CartEmitted, CartText } from '../../machines/cart/cart.types';
import { emptyCart, EMPTY_ORDER_ID, type ApiSettings, type Cart, type CartQuery } from '../core/api';
import { CART_STORE_CHANGE_DELAY_MS, COOKIES } from '../core/constants';
import { emitEvent } from '../core/events';
import { report } from './analytics-bus';
import { CNC_FEATURES, cncFeature } from '../core/features';
import { getCookie, setCookie } from '../core/storage';
import { cartDrawerOpen, resetCartDrawerForTests } from './cart-drawer';
import { readSession, session } from './session';
import { storeChanges } from './store-change';

/**
 * The page's one cart: a single cart actor, whatever number of <sg-mini-cart> and <sg-cart-drawer> show it, plus
 * signals the elements render from (every element agrees within one frame), kept in sync with the rest of the page:
 * the order id cookie, the other tabs of the site (a change there arrives over a BroadcastChannel and is applied
 * without a request), the `sg-cart-add` analytics event, and the drawer's open state (the machine fetches the
 * estimated tax while it is open).
 */

export type CartStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface CartView {
  /** The cart as shown: confirmed cart with the shopper's pending quantities applied. */
  cart: Cart;
  status: CartStatus;
  /** Why the cart could not load (a key of the flow's messages, or the server's text); the drawer words it. */
  error: CartText | null;
  /** Lines whose change is on its way (disabled meanwhile). */
  sending: readonly string[];
  /** The message of each line whose last change failed, as the cart machine chose it. */
  lineErrors: Readonly<Record<string, CartText>>;
  updating: boolean;
  adding: boolean;
  /** The estimated tax (fetched by the cart machine while the drawer is open); null until known. */
  tax: number | null;
}

const initialView: CartView = {
  cart: emptyCart(),
  status: 'idle',
  error: null,
  sending: [],
  lineErrors: {},
  updating: false,
  adding: false,
  tax: null,
};

const view = signal<CartView>(initialView);
export const cartView: ReadonlySignal<CartView> = view;
/** Estimated tax (GET /taxes/order/{orderId}/tax) while the drawer shows totals; null until known ("Calculated at checkout"). */
export const cartTax: ReadonlySignal<number | null> = computed(() => view.value.tax);

const CHANNEL = 'sg-cart';
const tabId = Math.random().toString(36).slice(2);
let actor: Actor<typeof cartMachine> | null = null;
let channel: BroadcastChannel | null = null;
let stopDrawerSync: (() => void) | null = null;
let stopStoreSync: (() => void) | null = null;
let storeReload: ReturnType<typeof setTimeout> | undefined;

function toView(snapshot: SnapshotFrom<typeof cartMachine>): CartView {
  const { context } = snapshot;
  const status: CartStatus = snapshot.hasTag('loading')
    ? 'loading'
    : snapshot.hasTag('error')
      ? 'error'
      : snapshot.hasTag('unloaded')
        ? 'idle'
        : 'ready';
  return {
    cart: withPending(context.cart, context.pending),
    status,
    error: context.error,
    sending: Object.keys(context.sending),
    lineErrors: context.lineErrors,
    updating: snapshot.hasTag('updating'),
    adding: snapshot.hasTag('adding'),
    tax: context.tax,
  };
}

/**
 * The query of GET /cart (spec section 7). Values come from the visitor's cookies where the spec ties them to one
 * (`cncFeatures` lists `paw`, `sla2`; `IS_STS_ENABLED`); the others have the header's defaults. Parameters for flows
 * that are not the header's (changedZipCode, lat_long, pendingOrderId, ...) are left out.
 */
function cartQuery(): CartQuery {
  const zip = getCookie(COOKIES.selectedStoreZip) ?? undefined;
  return {
    deliveryZipCode: zip,
    storeZipCode: zip,
    isSwitchShipmode: false,
    isDiscountsEnabled: true,
    progressBar: true,
    groupedCart: false,
    isNearbyStoreEnabled: false,
    isBopisStore: Boolean(getCookie(COOKIES.storeLocationId)),
    isSTSStore: getCookie(COOKIES.stsEnabled) === 'true',
    paw: cncFeature(CNC_FEATURES.pickUpAnywhere),
    isShipSla2: cncFeature(CNC_FEATURES.sla2),
    src: 'header',
  };
}

type CartListener = (event: CartEmitted) => void;
const listeners = new Set<CartListener>();

let api: ApiSettings = {};

/**
 * The cart elements' API settings (their `api-base`); the page has one cart, so the latest element to say wins. Call
 * before `loadCart()`; a change later applies to the next call.
 */
export function setCartApi(settings: ApiSettings): void {
  if (settings.base === api.base) return;
  api = settings;
  actor?.send({ type: 'API.CHANGE', api });
}

/** The cart elements' API settings (the latest `setCartApi`), for the page's other cart flows (save for later, the product carousels). */
export function cartApi(): ApiSettings {
  return api;
}

/** The page's cart actor, created on first use with the visitor's cookies. */
export function cartActor(): Actor<typeof cartMachine> {
  if (actor) return actor;
  const orderId = getCookie(COOKIES.orderId);
  actor = createActor(cartMachine, {
    input: {
      hasPersistentLogin: readSession().hasPersistentLogin,
      orderId: orderId && /^[\w-]+$/.test(orderId) ? orderId : EMPTY_ORDER_ID,
      query: cartQuery(),
      api,
    },
  });
  const publish = (snapshot: SnapshotFrom<typeof cartMachine>) => {
    const next = toView(snapshot);
    if (JSON.stringify(next) !== JSON.stringify(view.peek())) view.value = next;
  };
  actor.subscribe(publish);
  actor.on('*', (emitted) => {
    // XState delivers emitted events before snapshot observers: publish the new state first, so listeners of
    // 'changed' or 'added' read the cart they are told about.
    publish(actor!.getSnapshot());
    if ((emitted.type === 'changed' && !emitted.remote) || emitted.type === 'added') {
      if (emitted.cart.orderId !== EMPTY_ORDER_ID) setCookie(COOKIES.orderId, emitted.cart.orderId);
      channel?.postMessage({ source: tabId, cart: emitted.cart });
    }
    if (emitted.type === 'added') {
      // The analytics event of an add (spec section 3, "Cart add-row tracking"), once per add for the page.
      emitEvent(document, 'sg-cart-add', {
        productId: emitted.productId,
        quantity: emitted.quantity,
        unitPrice: emitted.unitPrice,
        sku: emitted.skuId,
        currency: emitted.currency,
      });
    }
    for (const listener of listeners) listener(emitted);
    report({ type: 'cart', emitted });
  });
  if (typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (message: MessageEvent<{ source?: string; cart?: Cart }>) => {
      if (message.data?.source !== tabId && message.data?.cart && typeof message.data.cart === 'object') {
        actor?.send({ type: 'CART.SET', cart: message.data.cart });
      }
    };
  }
  actor.start();
  const seen = storeChanges.peek();
  const storeSync = storeChanges.subscribe((count) => {
    if (count === seen) return;
    clearTimeout(storeReload);
    storeReload = setTimeout(reloadCartForStoreChange, CART_STORE_CHANGE_DELAY_MS);
  });
  // Signed in or out (the account flyout re-reads the session): the cart follows the new shopper's cookies and a
  // cart on the page (loaded or loading) reloads, so the free-shipping threshold and the lines agree with the header.
  const firstSession = session.peek();
  const sessionSync = session.subscribe((current) => {
    if (current === firstSession || !actor) return;
    actor.send({ type: 'SESSION.CHANGE', hasPersistentLogin: current.hasPersistentLogin });
    if (!actor.getSnapshot().hasTag('unloaded')) actor.send({ type: 'CART.RELOAD' });
  });
  stopStoreSync = () => {
    storeSync();
    sessionSync();
  };
  // The machine fetches the estimated tax while the drawer is open (and aborts it when it closes). It is told after
  // the drawer's opening frame: starting a request costs a few ms that the opening click's task need not pay.
  stopDrawerSync = effect(() => {
    if (!cartDrawerOpen.value) {
      actor?.send({ type: 'DRAWER.CLOSE' });
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => actor?.send({ type: 'DRAWER.OPEN' }), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  });
  return actor;
}

/** Loads the cart once for the page (later calls do nothing while it is loaded or loading). */
export function loadCart(): void {
  cartActor().send({ type: 'CART.LOAD' });
}

export function reloadCart(): void {
  cartActor().send({ type: 'CART.RELOAD' });
}

/**
 * The shopper chose another store: a cart on the page (one that has loaded or is loading) reloads with the new store
 * ZIP (`storeZipCode`, from the cookies just written), once, the store-change delay after the last change.
 */
function reloadCartForStoreChange(): void {
  if (!actor || actor.getSnapshot().hasTag('unloaded')) return;
  actor.send({ type: 'QUERY.CHANGE', query: cartQuery() });
  actor.send({ type: 'CART.RELOAD' });
}

/**
 * A stepper press. The cart applies its quantity rule (capped to the line's max, nothing for free gifts) and says what
 * became of the change: `lineConfirmed` or `lineRefused` (onCartEvent).
 */
export function stepQuantity(orderItemId: string, step: 1 | -1): void {
  cartActor().send({ type: 'LINE.STEP', orderItemId, step });
}

/** A quantity set (typed), capped by the cart; what became of it is emitted as for `stepQuantity`. */
export function setQuantity(orderItemId: string, quantity: number): void {
  cartActor().send({ type: 'LINE.SET_QUANTITY', orderItemId, quantity });
}

export function removeLine(orderItemId: string): void {
  cartActor().send({ type: 'LINE.REMOVE', orderItemId });
}

export function changeShipMode(orderItemId: string, shipModeId: string): void {
  cartActor().send({ type: 'LINE.SET_SHIP_MODE', orderItemId, shipModeId });
}

/**
 * Listens to what the cart emits: changes, added items (for analytics), failed adds, and what became of each quantity
 * change or removal (`lineConfirmed`, `lineRefused`).
 */
export function onCartEvent(listener: CartListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: forget the page's cart (stops the actor and the channel). */
export function resetCartForTests(): void {
  stopDrawerSync?.();
  stopDrawerSync = null;
  stopStoreSync?.();
  stopStoreSync = null;
  clearTimeout(storeReload);
  actor?.stop();
  actor = null;
  channel?.close();
  channel = null;
  listeners.clear();
  view.value = initialView;
  api = {};
  resetCartDrawerForTests();
}
