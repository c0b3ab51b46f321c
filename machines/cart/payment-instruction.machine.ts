import { assign, emit, fromPromise, setup } from 'xstate';
import type { ApiSettings } from '../../src/core/api';
import { isAbortError } from '../../src/core/api/client';
import { deletePaymentInstruction } from '../../src/core/api/payment-instruction';
import { removalFailure, type InstructionText } from './payment-instruction.logic';

// idle -> removing -> idle (emits `removed`: the page reloads the cart) | failed (its message) -> removing -> ...
// A REMOVE while removing is ignored (one request for a double click); an aborted call goes back to idle silently.

export interface InstructionContext {
  api: ApiSettings;
  /** Why the last removal failed; null otherwise. */
  message: InstructionText | null;
  /** Whether the removal on its way may show the server's own text (from its REMOVE). */
  serverText: boolean;
}

export interface RemoveInput {
  api: ApiSettings;
  orderId: string;
  zips: { deliveryZipCode?: string; storeZipCode?: string };
}

export type InstructionEvent =
  /** `serverText`: the cart template's `enableDeletePaymentInstructionAPIErrMsg` (show the server's own text). */
  | { type: 'INSTRUCTION.REMOVE'; orderId: string; zips: RemoveInput['zips']; serverText: boolean }
  | { type: 'API.CHANGE'; api: ApiSettings };

export type InstructionEmitted = { type: 'removed' } | { type: 'failed'; message: InstructionText };

/**
 * Removing the payment instruction a cart carries (issue 25, section 3; spec section 7's delete-payment-instruction):
 * `deletePaymentInstruction` posts the order id and both ZIPs; success emits `removed` (the drawer reloads the cart, and
 * with it the instruction goes); a failure keeps the instruction and says why (`removalFailure`). Tags: `busy` while
 * the call is on its way, `failed` after one failed.
 */
export const paymentInstructionMachine = setup({
  types: {
    context: {} as InstructionContext,
    events: {} as InstructionEvent,
    emitted: {} as InstructionEmitted,
    input: {} as { api?: ApiSettings } | undefined,
  },
  actors: {
    removeInstruction: fromPromise<void, RemoveInput>(({ input, signal }) =>
      deletePaymentInstruction(input.orderId, input.zips, { signal, base: input.api.base }),
    ),
  },
  actions: {
    start: assign(({ event }) => (event.type === 'INSTRUCTION.REMOVE' ? { message: null, serverText: event.serverText } : {})),
    emitRemoved: emit({ type: 'removed' as const }),
  },
}).createMachine({
  id: 'paymentInstruction',
  context: ({ input }) => ({ api: input?.api ?? {}, message: null, serverText: false }),
  initial: 'idle',
  on: {
    'API.CHANGE': { actions: assign({ api: ({ event }) => event.api }) },
  },
  states: {
    idle: { on: { 'INSTRUCTION.REMOVE': { target: 'removing', actions: 'start' } } },
    removing: {
      tags: ['busy'],
      invoke: {
        src: 'removeInstruction',
        input: ({ context, event }) => {
          const { orderId, zips } = event as Extract<InstructionEvent, { type: 'INSTRUCTION.REMOVE' }>;
          return { api: context.api, orderId, zips };
        },
        onDone: { target: 'idle', actions: 'emitRemoved' },
        onError: [
          { guard: ({ event }) => isAbortError(event.error), target: 'idle' },
          {
            target: 'failed',
            actions: [
              assign({ message: ({ context, event }) => removalFailure(event.error, context.serverText) }),
              emit(({ context }) => ({ type: 'failed' as const, message: context.message! })),
            ],
          },
        ],
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'INSTRUCTION.REMOVE': { target: 'removing', actions: 'start' } },
    },
  },
});
