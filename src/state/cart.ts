import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { CartEmitted, CartEvent, CartText } from '../../machines/cart/cart.types';
import type { ApiSettings, Cart } from '../core/api';
import { emptyCart } from '../core/api/empty-cart';
import { loadChunk } from '../core/lazy';
import { resetCartDrawerForTests } from './cart-drawer';

/**
 * The page's one cart: a single cart actor, whatever number of <sg-mini-cart> and <sg-cart-drawer> show it, plus
 * signals the elements render from (every element agrees within one frame). The actor's module keeps the cart in
 * sync with the rest of the page (the order id cookie, the other tabs, `sg-cart-add`, the drawer's open state).
 *
 * The actor (the cart machine, and xstate with it) is a lazy chunk, ./cart-actor.ts, loaded on the first event sent to
 * the cart: the elements render from the signals here from their first frame (an empty cart, status idle), and
 * events sent before the chunk arrives are queued and sent in order. Its chunk failing shows as the cart's load error
 * (the drawer's "Try again" loads it again; nothing queued is dropped).
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

/** The actor's module publishes each new view here (it compares before writing, so elements re-render on change only). */
export function publishCartView(next: CartView): void {
  if (JSON.stringify(next) !== JSON.stringify(view.peek())) view.value = next;
}

type CartListener = (event: CartEmitted) => void;
const listeners = new Set<CartListener>();

/** The actor's module tells the listeners of `onCartEvent` what the cart emitted. */
export function notifyCartListeners(event: CartEmitted): void {
  for (const listener of listeners) listener(event);
}

let api: ApiSettings = {};

/** What ./cart-actor.ts gives this module when it has loaded (it calls `adoptCartActor` as it evaluates). */
export interface CartActorHandle {
  cartActor(): { send(event: CartEvent): void };
  resetCartActorForTests(): void;
}

const importActor = (): Promise<CartActorHandle> => import('./cart-actor');
let loader = importActor;
let loaded: CartActorHandle | null = null;
let loading: Promise<unknown> | null = null;
const queue: CartEvent[] = [];
/** The task that adopts a chunk evaluated with events queued (`adoptCartActor`). */
let adopting: ReturnType<typeof setTimeout> | undefined;

/**
 * Called by ./cart-actor.ts when it evaluates, however it was imported (this module's loader, or a lazy flow that
 * imports it statically), and by the loader when the chunk is in: events from then on go straight to the actor, and
 * those queued before go in order, in the next task (see below).
 */
export function adoptCartActor(handle: CartActorHandle): void {
  // Called twice for one chunk (as it evaluates, then by the loader): one flush.
  clearTimeout(adopting);
  adopting = undefined;
  if (!queue.length) {
    loaded = handle;
    return;
  }
  // The actor starts (and the queued events go) in a task after the chunk's evaluation: building the cart machine and
  // starting its actor were one task of 86-104 ms at 4x CPU on a page's load. Events sent meanwhile join the queue.
  adopting = setTimeout(() => {
    adopting = undefined;
    loaded = handle;
    const actor = handle.cartActor();
    for (const queued of queue.splice(0)) actor.send(queued);
  }, 0);
}

/**
 * Sends an event to the page's cart actor: at once when its chunk is here, else after it has loaded (events keep
 * their order). A chunk that fails to load leaves the events queued and shows the cart's load error; the next event
 * (the drawer's "Try again" reloads) asks for the chunk again.
 */
export function sendToCart(event: CartEvent): void {
  if (loaded) {
    loaded.cartActor().send(event);
    return;
  }
  queue.push(event);
  if (loading) return;
  // Asked again after the chunk failed (the drawer's Try again): not loaded yet, the skeleton again, not the error.
  if (view.peek().status === 'error') view.value = { ...view.peek(), status: 'idle', error: null };
  loading = loadChunk(loader).then(adoptCartActor, () => {
    loading = null;
    view.value = { ...view.peek(), status: 'error', error: { key: 'loadFailed' } };
  });
}

/**
 * The cart elements' API settings (their `api-base`); the page has one cart, so the latest element to say wins. Call
 * before `loadCart()`; a change later applies to the next call.
 */
export function setCartApi(settings: ApiSettings): void {
  if (settings.base === api.base) return;
  api = settings;
  if (loaded) sendToCart({ type: 'API.CHANGE', api });
}

/** The cart elements' API settings (the latest `setCartApi`), for the page's other cart flows (save for later, the product carousels). */
export function cartApi(): ApiSettings {
  return api;
}

/** Loads the cart once for the page (later calls do nothing while it is loaded or loading). */
export function loadCart(): void {
  sendToCart({ type: 'CART.LOAD' });
}

export function reloadCart(): void {
  sendToCart({ type: 'CART.RELOAD' });
}

/**
 * A stepper press. The cart applies its quantity rule (capped to the line's max, nothing for free gifts) and says what
 * became of the change: `lineConfirmed` or `lineRefused` (onCartEvent).
 */
export function stepQuantity(orderItemId: string, step: 1 | -1): void {
  sendToCart({ type: 'LINE.STEP', orderItemId, step });
}

/** A quantity set (typed), capped by the cart; what became of it is emitted as for `stepQuantity`. */
export function setQuantity(orderItemId: string, quantity: number): void {
  sendToCart({ type: 'LINE.SET_QUANTITY', orderItemId, quantity });
}

export function removeLine(orderItemId: string): void {
  sendToCart({ type: 'LINE.REMOVE', orderItemId });
}

export function changeShipMode(orderItemId: string, shipModeId: string): void {
  sendToCart({ type: 'LINE.SET_SHIP_MODE', orderItemId, shipModeId });
}

/**
 * Listens to what the cart emits: changes, added items (for analytics), failed adds, and what became of each quantity
 * change or removal (`lineConfirmed`, `lineRefused`).
 */
export function onCartEvent(listener: CartListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * For tests: how the actor's chunk loads (null: the real import), as if it had not loaded yet (a running actor stops;
 * the events sent next wait for the chunk).
 */
export function setCartActorLoaderForTests(load: (() => Promise<CartActorHandle>) | null): void {
  loaded?.resetCartActorForTests();
  loader = load ?? importActor;
  loaded = null;
  loading = null;
  clearTimeout(adopting);
  adopting = undefined;
}

/** For tests: forget the page's cart (stops the actor and the channel; events still queued are dropped). */
export function resetCartForTests(): void {
  loaded?.resetCartActorForTests();
  queue.length = 0;
  loading = null;
  clearTimeout(adopting);
  adopting = undefined;
  listeners.clear();
  view.value = initialView;
  api = {};
  resetCartDrawerForTests();
}
