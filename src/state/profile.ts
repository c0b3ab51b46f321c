import { signal, type ReadonlySignal } from '@preact/signals-core';
import { fetchAccountInfo, type AccountInfo } from '../core/api/profile';
import { session } from './session';

/**
 * The signed-in shopper's first name for "Hi, {firstName}" (api-contract.md, "Calls the header adds"): asked at most
 * once per page, only for a registered visitor, when something first needs it (the header's menu dialog opening).
 * `failed` (any error, or no name in the answer) shows "Welcome back"; guests are never asked.
 */
export type FirstName =
  | { status: 'unknown' }
  | { status: 'loading' }
  | { status: 'known'; firstName: string }
  | { status: 'failed' };

const state = signal<FirstName>({ status: 'unknown' });
export const firstName: ReadonlySignal<FirstName> = state;

const infoState = signal<AccountInfo | null>(null);
/** The whole `account/info` answer of that request (the account prompts read `phoneNumber`, `accountVerified`). */
export const accountInfo: ReadonlySignal<AccountInfo | null> = infoState;

const refusedState = signal(false);
/** The account info answered 401/403: the session is over (an `<sg-account>` then asks for a guest identity). */
export const accountInfoRefused: ReadonlySignal<boolean> = refusedState;

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
      infoState.value = info;
      state.value = name ? { status: 'known', firstName: name } : { status: 'failed' };
    },
    (error: { status?: number }) => {
      state.value = { status: 'failed' };
      refusedState.value = error?.status === 401 || error?.status === 403;
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
  infoState.value = null;
  refusedState.value = false;
  if (state.peek().status !== 'unknown') state.value = { status: 'unknown' };
}

/** Tests: forget the answer. */
export function resetProfileForTests(): void {
  asked = null;
  infoState.value = null;
  refusedState.value = false;
  state.value = { status: 'unknown' };
}
