import { assign, emit, fromPromise, setup } from 'xstate';
import { isAbortError } from '../../src/core/api/client';
import { walletFailure, type ExpressText, type WalletId } from './express.logic';

// loading -> ready | unavailable; ready -> paying -> redirecting (emits `completed`) | ready (cancelled) | failed.
// failed -> paying (another press). A press while paying is ignored; an aborted step goes back to ready silently.

export interface ExpressContext {
  wallet: WalletId;
  message: ExpressText | null;
}

export type ExpressEvent =
  /** The shopper pressed the wallet's button: its sheet or window is up. */
  | { type: 'PAY.START' }
  /** The shopper closed it: the cart stays as it was. */
  | { type: 'PAY.CANCEL' }
  /** The provider approved and the order has its payment: on to checkout. */
  | { type: 'PAY.DONE' }
  | { type: 'PAY.FAIL'; error: unknown };

/** `unavailable`: its provider failed to load (a script error, a timeout, a refused URL): one warning, no button. */
export type ExpressEmitted = { type: 'completed'; wallet: WalletId } | { type: 'unavailable'; wallet: WalletId; reason: string };

/**
 * One express checkout button (issue 25, section 2): its provider loads and says whether it can pay here (`prepare`,
 * injected: the provider's script through Trusted Types, then `canMakePayments`, `isReadyToPay`, `isEligible`...); the
 * adapter then reports what the shopper and the provider do. Tags: `shown` once ready (the button appears), `busy`
 * while paying, `failed` after a failure.
 */
export const expressMachine = setup({
  types: {
    context: {} as ExpressContext,
    events: {} as ExpressEvent,
    emitted: {} as ExpressEmitted,
    input: {} as { wallet: WalletId },
  },
  actors: {
    prepare: fromPromise<boolean, { wallet: WalletId }>(async () => false),
  },
  actions: {
    clearMessage: assign({ message: null }),
    assignFailure: assign({ message: ({ event }) => walletFailure((event as { error?: unknown }).error) }),
  },
}).createMachine({
  id: 'express',
  context: ({ input }) => ({ wallet: input.wallet, message: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'prepare',
        input: ({ context }) => ({ wallet: context.wallet }),
        // Not available here (no wallet on this device, not eligible): no button, nothing to say.
        onDone: [{ guard: ({ event }) => event.output, target: 'ready' }, { target: 'unavailable' }],
        onError: {
          target: 'unavailable',
          actions: emit(({ context, event }) => ({
            type: 'unavailable' as const,
            wallet: context.wallet,
            reason: event.error instanceof Error ? event.error.message : String(event.error),
          })),
        },
      },
    },
    unavailable: {},
    ready: { tags: ['shown'], on: { 'PAY.START': { target: 'paying', actions: 'clearMessage' } } },
    paying: {
      tags: ['shown', 'busy'],
      on: {
        'PAY.CANCEL': 'ready',
        'PAY.DONE': { target: 'redirecting', actions: emit(({ context }) => ({ type: 'completed' as const, wallet: context.wallet })) },
        'PAY.FAIL': [
          { guard: ({ event }) => isAbortError(event.error), target: 'ready' },
          { target: 'failed', actions: 'assignFailure' },
        ],
      },
    },
    redirecting: { tags: ['shown', 'busy'] },
    failed: { tags: ['shown', 'failed'], on: { 'PAY.START': { target: 'paying', actions: 'clearMessage' } } },
  },
});
