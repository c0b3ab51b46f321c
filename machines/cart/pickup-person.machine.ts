import { assign, emit, fromPromise, setup } from 'xstate';
import { fetchPickupPerson, isAbortError, removePickupPerson, savePickupPerson, type ApiSettings, type PickupPerson } from '../../src/core/api';
import {
  firstPickupError,
  pickupPersonOf,
  validatePickupPerson,
  type PickupErrors,
  type PickupField,
  type PickupProblem,
  type PickupValues,
} from './pickup-person.logic';

// unloaded -(PICKUP.LOAD)-> loading -> ready.showing | loadFailed -(PICKUP.RETRY)-> loading
// ready.showing -(EDIT)-> editing -(SUBMIT, valid)-> saving -> showing | editing ; showing -(REMOVE)-> removing -> showing

export interface PickupPersonContext {
  api: ApiSettings;
  /** The order whose pickup person this is (null until PICKUP.LOAD). */
  orderId: string | null;
  /** Who collects the order besides the shopper; null: the shopper does. */
  person: PickupPerson | null;
  /** The form's invalid fields, from the last submit. */
  errors: PickupErrors;
  /** The last failed call, until the next action. */
  problem: PickupProblem | null;
  /** The values last submitted (a failed save keeps them in the form). */
  draft: PickupValues | null;
}

export type PickupPersonEvent =
  /** The cart shown (its order id); a different order reloads, the same one is ignored. */
  | { type: 'PICKUP.LOAD'; orderId: string }
  | { type: 'PICKUP.RETRY' }
  | { type: 'PICKUP.EDIT' }
  | { type: 'PICKUP.CANCEL' }
  | { type: 'PICKUP.SUBMIT'; values: PickupValues }
  | { type: 'PICKUP.REMOVE' }
  | { type: 'API.CHANGE'; api: ApiSettings };

export type PickupPersonEmitted =
  | { type: 'saved'; person: PickupPerson }
  | { type: 'removed' }
  | { type: 'invalid'; field: PickupField }
  | { type: 'failed'; problem: PickupProblem };

/**
 * The order's alternate pickup person (issue 26, section 2; spec section 6): loads who collects the order's store
 * pickup and ship-to-store items, lets the shopper name someone (first and last name, e-mail, phone, checked by
 * `validatePickupPerson` before anything is sent), change them or go back to collecting it themselves. Tags:
 * `loading`, `editing`, `busy` (saving or removing), `failed` (with `problem`). Emits `saved`, `removed`, `invalid`
 * (the first invalid field, for focus) and `failed`. Aborted calls go back silently.
 */
export const pickupPersonMachine = setup({
  types: {
    context: {} as PickupPersonContext,
    events: {} as PickupPersonEvent,
    emitted: {} as PickupPersonEmitted,
    input: {} as { api?: ApiSettings } | undefined,
  },
  actors: {
    loadPerson: fromPromise<PickupPerson | null, { api: ApiSettings; orderId: string }>(({ input, signal }) =>
      fetchPickupPerson(input.orderId, { base: input.api.base, signal }),
    ),
    savePerson: fromPromise<PickupPerson | null, { api: ApiSettings; orderId: string; person: PickupPerson }>(({ input, signal }) =>
      savePickupPerson(input.orderId, input.person, { base: input.api.base, signal }),
    ),
    removePerson: fromPromise<PickupPerson | null, { api: ApiSettings; orderId: string }>(({ input, signal }) =>
      removePickupPerson(input.orderId, { base: input.api.base, signal }),
    ),
  },
  guards: {
    otherOrder: ({ context, event }) => event.type === 'PICKUP.LOAD' && event.orderId !== context.orderId,
    validForm: ({ event }) => event.type === 'PICKUP.SUBMIT' && firstPickupError(validatePickupPerson(event.values)) === null,
    aborted: ({ event }) => isAbortError((event as { error?: unknown }).error),
  },
  actions: {
    takeOrder: assign(({ event }) =>
      event.type === 'PICKUP.LOAD' ? { orderId: event.orderId, person: null, errors: {}, problem: null, draft: null } : {},
    ),
    takeDraft: assign(({ event }) => (event.type === 'PICKUP.SUBMIT' ? { draft: event.values, errors: {}, problem: null } : {})),
    refuseDraft: assign(({ event }) => (event.type === 'PICKUP.SUBMIT' ? { draft: event.values, errors: validatePickupPerson(event.values) } : {})),
    emitInvalid: emit(({ context }) => ({ type: 'invalid' as const, field: firstPickupError(context.errors)! })),
    clearMessages: assign({ errors: {}, problem: null }),
    emitFailed: emit(({ context }) => ({ type: 'failed' as const, problem: context.problem! })),
  },
}).createMachine({
  id: 'pickupPerson',
  context: ({ input }) => ({ api: input?.api ?? {}, orderId: null, person: null, errors: {}, problem: null, draft: null }),
  initial: 'unloaded',
  on: {
    'API.CHANGE': { actions: assign({ api: ({ event }) => event.api }) },
    'PICKUP.LOAD': { guard: 'otherOrder', target: '.loading', actions: 'takeOrder' },
  },
  states: {
    unloaded: {},
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadPerson',
        input: ({ context }) => ({ api: context.api, orderId: context.orderId! }),
        onDone: { target: 'ready', actions: assign({ person: ({ event }) => event.output }) },
        onError: [
          { guard: 'aborted', target: 'unloaded', actions: assign({ orderId: null }) },
          { target: 'loadFailed', actions: assign({ problem: 'loadFailed' as const }) },
        ],
      },
    },
    loadFailed: {
      tags: ['failed'],
      on: { 'PICKUP.RETRY': { target: 'loading', actions: 'clearMessages' } },
    },
    ready: {
      initial: 'showing',
      states: {
        showing: {
          on: {
            'PICKUP.EDIT': { target: 'editing', actions: assign({ errors: {}, problem: null, draft: null }) },
            'PICKUP.REMOVE': { guard: ({ context }) => context.person !== null, target: 'removing', actions: 'clearMessages' },
          },
        },
        editing: {
          tags: ['editing'],
          on: {
            'PICKUP.CANCEL': { target: 'showing', actions: assign({ errors: {}, problem: null, draft: null }) },
            'PICKUP.SUBMIT': [
              { guard: 'validForm', target: 'saving', actions: 'takeDraft' },
              { actions: ['refuseDraft', 'emitInvalid'] },
            ],
          },
        },
        saving: {
          tags: ['editing', 'busy'],
          invoke: {
            src: 'savePerson',
            input: ({ context }) => ({ api: context.api, orderId: context.orderId!, person: pickupPersonOf(context.draft!) }),
            onDone: {
              target: 'showing',
              actions: [
                emit(({ event, context }) => ({ type: 'saved' as const, person: event.output ?? pickupPersonOf(context.draft!) })),
                assign({ person: ({ event, context }) => event.output ?? pickupPersonOf(context.draft!), draft: null }),
              ],
            },
            onError: [
              { guard: 'aborted', target: 'editing' },
              { target: 'editing', actions: [assign({ problem: 'saveFailed' as const }), 'emitFailed'] },
            ],
          },
        },
        removing: {
          tags: ['busy'],
          invoke: {
            src: 'removePerson',
            input: ({ context }) => ({ api: context.api, orderId: context.orderId! }),
            onDone: { target: 'showing', actions: [assign({ person: null }), emit({ type: 'removed' as const })] },
            onError: [
              { guard: 'aborted', target: 'showing' },
              { target: 'showing', actions: [assign({ problem: 'removeFailed' as const }), 'emitFailed'] },
            ],
          },
        },
      },
    },
  },
});
