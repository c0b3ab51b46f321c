import { signal, type ReadonlySignal } from '@preact/signals-core';
import { createActor, type Actor } from 'xstate';
import { rewardsMachine, type RewardsCache } from '../../machines/rewards';
import type { ApiSettings } from '../core/api';
import { guestIdentity } from '../core/api/identity';
import { accountSignedOut } from './account';
import { session } from './session';

/**
 * The signed-in shopper's rewards and offers for the whole page (the account button's badge and the menu's panel):
 * one `rewardsMachine`, created on first use (a lazy import of this module, after the button's first paint), that
 * follows the page's session. `GET /profile/r2/{id}` is asked at most hourly per user (localStorage cache).
 */
export interface RewardsView {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  rewards: RewardsCache | null;
}

const view = signal<RewardsView>({ status: 'idle', rewards: null });
export const rewardsView: ReadonlySignal<RewardsView> = view;

let actor: Actor<typeof rewardsMachine> | null = null;
let stopSession: (() => void) | null = null;

const userOf = () => {
  const current = session.peek();
  return current.visitorType === 'registered' ? current.userId : null;
};

/** Asks for the rewards of the signed-in shopper (from the cache when it is fresh); nothing for a guest. */
export function loadRewards(api: ApiSettings = {}): void {
  if (!actor) {
    const created = createActor(rewardsMachine, { input: { api, userId: userOf() } });
    actor = created;
    created.subscribe((snapshot) => {
      const status = snapshot.hasTag('busy') ? 'loading' : snapshot.matches('failed') ? 'failed' : snapshot.context.rewards ? 'ready' : 'idle';
      const next = { status, rewards: snapshot.context.rewards } as const;
      const prev = view.peek();
      if (prev.status !== next.status || prev.rewards !== next.rewards) view.value = next;
    });
    // A 401/403: the session is over: a guest identity (its cookies), then the page forgets the shopper.
    created.on('sessionEnded', () => {
      guestIdentity({ base: created.getSnapshot().context.api.base }).then(accountSignedOut, accountSignedOut);
    });
    created.start();
    stopSession = session.subscribe(() => created.send({ type: 'USER.CHANGE', userId: userOf() }));
  } else {
    actor.send({ type: 'API.CHANGE', api });
  }
  actor.send({ type: 'REWARDS.LOAD' });
}

/** For tests: forget the page's rewards actor (the storage cache stays as it is). */
export function resetRewardsForTests(): void {
  stopSession?.();
  stopSession = null;
  actor?.stop();
  actor = null;
  view.value = { status: 'idle', rewards: null };
}
