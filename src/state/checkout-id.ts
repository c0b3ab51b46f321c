import { signal, type ReadonlySignal } from '@preact/signals-core';
import { createActor, type Actor } from 'xstate';
import { checkoutIdMachine } from '../../machines/cart/checkout-id.machine';
import type { CheckoutIdProblem } from '../../machines/cart/checkout-id.logic';
import { COOKIES } from '../core/constants';
import { setCookie } from '../core/storage';
import { cartActor } from './cart-actor';

/**
 * The customer service rep's checkout id for the page (issue 26, section 2), loaded with the drawer's checkout-id
 * chunk: one `checkoutIdMachine`. A loaded cart becomes the page's cart (the `WC_OrdId` cookie, so a reload and the
 * other tabs keep it, and the cart actor's CART.REPLACE, so every element and tab shows it at once and the page hears
 * `sg-cart-change`); its view is a signal.
 */

export interface CheckoutIdView {
  busy: boolean;
  problem: CheckoutIdProblem | null;
  /** The id the problem is about (a cart not found). */
  id: string | null;
  copy: 'idle' | 'copied' | 'copyFailed';
}

export type CheckoutIdNotice = { type: 'loaded'; id: string } | { type: 'copied'; id: string } | { type: 'copyFailed'; id: string };

const view = signal<CheckoutIdView>({ busy: false, problem: null, id: null, copy: 'idle' });
export const checkoutIdState: ReadonlySignal<CheckoutIdView> = view;

const listeners = new Set<(notice: CheckoutIdNotice) => void>();
let actor: Actor<typeof checkoutIdMachine> | null = null;

function checkoutIdActor(): Actor<typeof checkoutIdMachine> {
  if (actor) return actor;
  actor = createActor(checkoutIdMachine, { input: { api: cartActor().getSnapshot().context.api } });
  actor.subscribe((snapshot) => {
    view.value = {
      busy: snapshot.hasTag('busy'),
      problem: snapshot.hasTag('failed') ? snapshot.context.problem : null,
      id: snapshot.context.id,
      copy: snapshot.hasTag('copied') ? 'copied' : snapshot.hasTag('copyFailed') ? 'copyFailed' : 'idle',
    };
  });
  actor.on('*', (emitted) => {
    if (emitted.type === 'loaded') {
      setCookie(COOKIES.orderId, emitted.id);
      cartActor().send({ type: 'CART.REPLACE', cart: emitted.cart });
    }
    const notice: CheckoutIdNotice = { type: emitted.type, id: emitted.id };
    for (const listener of listeners) listener(notice);
  });
  actor.start();
  return actor;
}

/** Loads the cart of an entered checkout id (checked first: digits only, not the cart shown). */
export function submitCheckoutId(text: string): void {
  const running = checkoutIdActor();
  const { context } = cartActor().getSnapshot();
  running.send({ type: 'API.CHANGE', api: context.api });
  running.send({ type: 'ID.SUBMIT', text, current: context.cart.lines.length ? context.cart.orderId : null });
}

/** Copies the shown checkout id to the clipboard. */
export function copyCheckoutId(id: string): void {
  checkoutIdActor().send({ type: 'ID.COPY', id });
}

/** Calls `listener` after a cart loaded and after each copy (or failed copy); returns the unsubscribe. */
export function onCheckoutIdNotice(listener: (notice: CheckoutIdNotice) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function resetCheckoutIdForTests(): void {
  actor?.stop();
  actor = null;
  listeners.clear();
  view.value = { busy: false, problem: null, id: null, copy: 'idle' };
}
