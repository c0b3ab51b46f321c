import { signal, type ReadonlySignal } from '@preact/signals-core';
import { createActor, type Actor } from 'xstate';
import { pickupPersonMachine, type PickupPersonEmitted } from '../../machines/cart/pickup-person.machine';
import type { PickupErrors, PickupProblem, PickupValues } from '../../machines/cart/pickup-person.logic';
import type { PickupPerson } from '../core/api';
import { cartActor } from './cart-actor';

/**
 * The order's alternate pickup person for the page (issue 26, section 2), loaded with the drawer's pickup-person
 * chunk: one `pickupPersonMachine`, its view a signal. The drawer's body asks for the cart shown (`loadPickupPerson`)
 * whenever it shows store pickup or ship-to-store lines under the switch.
 */

export interface PickupPersonView {
  phase: 'unloaded' | 'loading' | 'loadFailed' | 'showing' | 'editing';
  busy: boolean;
  person: PickupPerson | null;
  errors: PickupErrors;
  problem: PickupProblem | null;
  /** The values last submitted, to refill the form after a refused or failed save. */
  draft: PickupValues | null;
}

const EMPTY: PickupPersonView = { phase: 'unloaded', busy: false, person: null, errors: {}, problem: null, draft: null };
const view = signal<PickupPersonView>(EMPTY);
export const pickupPersonState: ReadonlySignal<PickupPersonView> = view;

const listeners = new Set<(notice: PickupPersonEmitted) => void>();
let actor: Actor<typeof pickupPersonMachine> | null = null;

function phaseOf(snapshot: ReturnType<Actor<typeof pickupPersonMachine>['getSnapshot']>): PickupPersonView['phase'] {
  if (snapshot.hasTag('loading')) return 'loading';
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  if (snapshot.hasTag('editing')) return 'editing';
  return snapshot.matches('ready') ? 'showing' : 'unloaded';
}

function pickupActor(): Actor<typeof pickupPersonMachine> {
  if (actor) return actor;
  actor = createActor(pickupPersonMachine, { input: { api: cartActor().getSnapshot().context.api } });
  actor.subscribe((snapshot) => {
    const { person, errors, problem, draft } = snapshot.context;
    view.value = { phase: phaseOf(snapshot), busy: snapshot.hasTag('busy'), person, errors, problem, draft };
  });
  actor.on('*', (emitted) => {
    for (const listener of listeners) listener(emitted);
  });
  actor.start();
  return actor;
}

/** Loads the pickup person of `orderId` (the cart shown), unless it is the order already loaded. */
export function loadPickupPerson(orderId: string): void {
  const running = pickupActor();
  running.send({ type: 'API.CHANGE', api: cartActor().getSnapshot().context.api });
  running.send({ type: 'PICKUP.LOAD', orderId });
}

export const pickupPersonActions = {
  retry: () => pickupActor().send({ type: 'PICKUP.RETRY' }),
  edit: () => pickupActor().send({ type: 'PICKUP.EDIT' }),
  cancel: () => pickupActor().send({ type: 'PICKUP.CANCEL' }),
  submit: (values: PickupValues) => pickupActor().send({ type: 'PICKUP.SUBMIT', values }),
  remove: () => pickupActor().send({ type: 'PICKUP.REMOVE' }),
};

/** Calls `listener` on each of the machine's notices (saved, removed, invalid, failed); returns the unsubscribe. */
export function onPickupPersonNotice(listener: (notice: PickupPersonEmitted) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function resetPickupPersonForTests(): void {
  actor?.stop();
  actor = null;
  listeners.clear();
  view.value = EMPTY;
}
