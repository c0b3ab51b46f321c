import { effect, signal, type ReadonlySignal } from '@preact/signals-core';
import { createActor, type Actor, type SnapshotFrom } from 'xstate';
import { saveForLaterMachine } from '../../machines/cart/save-for-later.machine';
import type { SavedError, SavedPending, SaveForLaterEmitted } from '../../machines/cart/save-for-later.types';
import type { Cart, SavedItem } from '../core/api';
import { emitEvent } from '../core/events';
import { cartApi, cartView } from './cart';
import { cartActor } from './cart-actor';
import { cartDrawerOpen } from './cart-drawer';
import { session } from './session';

/**
 * The page's "save for later" list (spec sections 2 and 6): one actor of the save-for-later machine for the page,
 * started by the cart drawer's body, and a signal its view renders from. It follows the page: the list loads when the
 * drawer opens for a registered shopper (again after another sign-in) and is forgotten on sign-out. A save or a move
 * answers the cart too: it goes to the page's cart actor here (`CART.REPLACE`: the tax, the order id cookie of a new
 * order, the other tabs and `sg-cart-change` follow), and every change of the list is told to the page as `sg-saved-change` on the document.
 */

export type SavedStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SavedView {
  items: readonly SavedItem[];
  status: SavedStatus;
  /** A change (or the load) is on its way: the list's and the lines' buttons wait. */
  busy: boolean;
  pending: SavedPending | null;
  error: SavedError | null;
}

const initialView: SavedView = { items: [], status: 'idle', busy: false, pending: null, error: null };
const view = signal<SavedView>(initialView);
export const savedView: ReadonlySignal<SavedView> = view;

type Listener = (event: SaveForLaterEmitted) => void;
const listeners = new Set<Listener>();
let actor: Actor<typeof saveForLaterMachine> | null = null;
let stopSync: (() => void) | null = null;

function toView(snapshot: SnapshotFrom<typeof saveForLaterMachine>): SavedView {
  const { context } = snapshot;
  const status: SavedStatus = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('loadFailed')
      ? 'error'
      : context.loaded
        ? 'ready'
        : 'idle';
  return { items: context.items, status, busy: snapshot.hasTag('busy'), pending: context.pending, error: context.error };
}

/**
 * The answer's cart becomes the page's cart: the cart machine takes it as is and tells the page as after its own
 * changes (the order id cookie, the other tabs, `sg-cart-change`, the tax).
 */
function applyCart(cart: Cart): void {
  cartActor().send({ type: 'CART.REPLACE', cart });
}

function savedActor(): Actor<typeof saveForLaterMachine> {
  if (actor) return actor;
  actor = createActor(saveForLaterMachine, { input: { api: cartApi() } });
  actor.subscribe((snapshot) => {
    view.value = toView(snapshot);
  });
  actor.on('*', (emitted) => {
    view.value = toView(actor!.getSnapshot());
    if (emitted.type === 'saved' || emitted.type === 'moved') applyCart(emitted.cart);
    if (emitted.type !== 'failed') {
      // The page's own saved-items list (myAccountSaveForLater) refreshes on it; cheap, so on every page.
      emitEvent(document, 'sg-saved-change', { savedItems: 'items' in emitted ? emitted.items.length : 0 });
    }
    for (const listener of listeners) listener(emitted);
  });
  actor.start();
  return actor;
}

/** The machine's API settings follow the cart's (the drawer's `api-base`). */
function send(event: Parameters<Actor<typeof saveForLaterMachine>['send']>[0]): void {
  const a = savedActor();
  const api = cartApi();
  if (a.getSnapshot().context.api.base !== api.base) a.send({ type: 'API.CHANGE', api });
  a.send(event);
}

/**
 * Starts following the page (once; the drawer's body calls it): the list loads when the drawer is open for a
 * registered shopper; a sign-out, or another shopper's sign-in, forgets it (the next open loads the new one).
 */
export function startSavedForLater(): void {
  if (stopSync) return;
  let user: string | null = null;
  stopSync = effect(() => {
    const { visitorType, userId } = session.value;
    const open = cartDrawerOpen.value;
    const current = visitorType === 'registered' ? (userId ?? '') : null;
    if (current !== user) {
      if (user !== null) send({ type: 'LIST.CLEAR' });
      user = current;
    }
    if (current !== null && open) send({ type: 'LIST.LOAD' });
  });
}

/** Moves a cart line into the list (the page's order). */
export function saveLineForLater(orderItemId: string, name: string): void {
  send({ type: 'LINE.SAVE', orderId: cartView.peek().cart.orderId, orderItemId, name });
}

/** Moves a saved item back to the page's cart (a new order when the page has none). */
export function moveSavedToCart(itemId: string): void {
  send({ type: 'ITEM.MOVE', itemId, orderId: cartView.peek().cart.orderId });
}

export function removeSaved(itemId: string): void {
  send({ type: 'ITEM.REMOVE', itemId });
}

/** Retries a failed load. */
export function reloadSaved(): void {
  send({ type: 'LIST.LOAD' });
}

/** Listens to what the list's machine emits (changes with their names, failures). */
export function onSavedEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: forget the page's list. */
export function resetSavedForLaterForTests(): void {
  stopSync?.();
  stopSync = null;
  actor?.stop();
  actor = null;
  listeners.clear();
  view.value = initialView;
}
