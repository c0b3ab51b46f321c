import { signal, type ReadonlySignal } from '@preact/signals-core';
import { fetchAccountInfo, type AccountInfo } from '../core/api/account-info';
import { session } from './session';

/**
 * The signed-in shopper's first name for "Hi, {firstName}" (api-contract.md, "Calls the header adds"): asked at most
 * once per page, only for a registered visitor, when something first needs it (the header's menu dialog opening).
 * `failed` (any error, or no name in the answer) shows "Welcome back"; guests are never asked. The answer itself
 * (`info`: the account prompts read `phoneNumber` and `accountVerified`) or the request's `error` (a 401/403 ends the
 * session) go along, in the same signal: the header's eager code carries no more than that.
 */
export type FirstName =
  | { status: 'unknown' }
  | { status: 'loading' }
  | { status: 'known'; firstName: string; info?: AccountInfo }
  | { status: 'failed'; info?: AccountInfo; error?: unknown };

const state = signal<FirstName>({ status: 'unknown' });
export const firstName: ReadonlySignal<FirstName> = state;

let asked: { userId: string | null } | null = null;

/** Asks for the first name once per page (per signed-in user); nothing for guests. */
export function requestFirstName(apiBase?: string): void {
  const current = session.peek();
  if (current.visitorType !== 'registered') return;
  if (asked && asked.userId === current.userId) return;
  asked = { userId: current.userId };
  state.value = { status: 'loading' };
  fetchAccountInfo({ base: apiBase }).then(
    (info) => {
      const name = info.firstName?.trim();
      state.value = name ? { status: 'known', firstName: name, info } : { status: 'failed', info };
    },
    (error) => {
      state.value = { status: 'failed', error };
    },
  );
}

/** The name is known already (the sign-in answer gave it): no request for this user on this page. */
export function setFirstName(userId: string, name: string): void {
  asked = { userId };
  const trimmed = name.trim();
  state.value = trimmed ? { status: 'known', firstName: trimmed } : { status: 'unknown' };
  if (!trimmed) asked = null;
}

/** Signed out: the name goes with the shopper (a later sign-in asks again). */
export function forgetFirstName(): void {
  asked = null;
  if (state.peek().status !== 'unknown') state.value = { status: 'unknown' };
}

/** Tests: forget the answer. */
export function resetProfileForTests(): void {
  asked = null;
  state.value = { status: 'unknown' };
}
