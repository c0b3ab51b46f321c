import { signal, type ReadonlySignal } from '@preact/signals-core';
import { createActor, type Actor } from 'xstate';
import { paymentInstructionMachine } from '../../machines/cart/payment-instruction.machine';
import type { InstructionText } from '../../machines/cart/payment-instruction.logic';
import { reloadCart } from './cart';
import { cartActor } from './cart-actor';

/**
 * The page's payment instruction removal (issue 25, section 3): one actor for the page's one cart (a double press
 * sends one request), loaded with the drawer's body. Its view is a signal; `removed` reloads the cart and tells the
 * listeners (the drawer that asked announces it and moves focus).
 */

export interface InstructionView {
  busy: boolean;
  message: InstructionText | null;
}

const view = signal<InstructionView>({ busy: false, message: null });
export const instructionState: ReadonlySignal<InstructionView> = view;

type Listener = () => void;
const removedListeners = new Set<Listener>();
let actor: Actor<typeof paymentInstructionMachine> | null = null;

function instructionActor(): Actor<typeof paymentInstructionMachine> {
  if (actor) return actor;
  actor = createActor(paymentInstructionMachine, { input: { api: cartActor().getSnapshot().context.api } });
  actor.subscribe((snapshot) => {
    view.value = { busy: snapshot.hasTag('busy'), message: snapshot.hasTag('failed') ? snapshot.context.message : null };
  });
  actor.on('removed', () => {
    reloadCart();
    for (const listener of removedListeners) listener();
  });
  actor.start();
  return actor;
}

/** Removes the cart's payment instruction, with the cart's order, ZIPs, API and template switch as they are now. */
export function removePaymentInstruction(): void {
  const { context } = cartActor().getSnapshot();
  const instruction = instructionActor();
  instruction.send({ type: 'API.CHANGE', api: context.api });
  instruction.send({
    type: 'INSTRUCTION.REMOVE',
    orderId: context.cart.orderId,
    zips: { deliveryZipCode: context.query.deliveryZipCode, storeZipCode: context.query.storeZipCode },
    serverText: context.template?.switches['enableDeletePaymentInstructionAPIErrMsg'] === true,
  });
}

/** Calls `listener` after each removal (once the cart reload is asked for); returns the unsubscribe. */
export function onInstructionRemoved(listener: Listener): () => void {
  removedListeners.add(listener);
  return () => removedListeners.delete(listener);
}

export function resetPaymentInstructionForTests(): void {
  actor?.stop();
  actor = null;
  removedListeners.clear();
  view.value = { busy: false, message: null };
}
