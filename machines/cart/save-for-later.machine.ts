import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import {
  fetchSavedItems,
  isAbortError,
  moveSavedItemToCart,
  removeSavedItem,
  saveLineForLater,
  type SavedItem,
  type SavedListAndCart,
} from '../../src/core/api';
import { findSaved, savedError } from './save-for-later.logic';
import type {
  LoadSavedInput,
  MoveItemInput,
  RemoveItemInput,
  SavedAction,
  SaveForLaterContext,
  SaveForLaterEmitted,
  SaveForLaterEvent,
  SaveForLaterInput,
  SaveLineInput,
} from './save-for-later.types';

/**
 * "Save for later" of a signed-in shopper (spec sections 2 and 6):
 *   unloaded -> loading -> ready.idle | loadFailed;  ready -> saving | moving | removing -> ready.idle | ready.failed.
 * LIST.CLEAR (signed out, another shopper) from anywhere -> unloaded, aborting the call on its way (silently).
 *
 * One change at a time (the view disables the buttons while `busy`); saving and moving answer the list with the cart,
 * which the machine emits (`saved`, `moved`) for the page to hand to its cart: the machine never touches the cart.
 * Actors call the API with `context.api`; tests provide fakes (`machine.provide`).
 */
const machineSetup = setup({
  types: {
    context: {} as SaveForLaterContext,
    events: {} as SaveForLaterEvent,
    input: {} as SaveForLaterInput,
    emitted: {} as SaveForLaterEmitted,
  },
  actors: {
    loadSaved: fromPromise<SavedItem[], LoadSavedInput>(({ input, signal }) => fetchSavedItems({ base: input.api.base, signal })),
    saveLine: fromPromise<SavedListAndCart, SaveLineInput>(({ input, signal }) =>
      saveLineForLater({ orderId: input.orderId, orderItemId: input.orderItemId }, { base: input.api.base, signal }),
    ),
    moveItem: fromPromise<SavedListAndCart, MoveItemInput>(({ input, signal }) =>
      moveSavedItemToCart({ itemId: input.itemId, orderId: input.orderId }, { base: input.api.base, signal }),
    ),
    removeItem: fromPromise<SavedItem[], RemoveItemInput>(({ input, signal }) => removeSavedItem(input.itemId, { base: input.api.base, signal })),
  },
  guards: {
    isSavedItem: ({ context, event }) =>
      (event.type === 'ITEM.MOVE' || event.type === 'ITEM.REMOVE') && findSaved(context.items, event.itemId) !== undefined,
    isAborted: ({ event }) => isAbortError((event as { error?: unknown }).error),
  },
  actions: {
    startSave: assign({
      pending: ({ event }) => {
        assertEvent(event, 'LINE.SAVE');
        return { action: 'save' as const, id: event.orderItemId, name: event.name };
      },
      error: null,
    }),
    startItemChange: assign({
      pending: ({ context, event }) => {
        assertEvent(event, ['ITEM.MOVE', 'ITEM.REMOVE']);
        const action = event.type === 'ITEM.MOVE' ? ('move' as const) : ('remove' as const);
        return { action, id: event.itemId, name: findSaved(context.items, event.itemId)?.name ?? '' };
      },
      error: null,
    }),
    assignFailure: assign(({ context, event }) => {
      const action: SavedAction = context.pending?.action ?? 'load';
      return {
        error: savedError(action, context.pending?.id ?? null, context.pending?.name ?? '', (event as { error?: unknown }).error),
        pending: null,
      };
    }),
    emitFailure: emit(({ context }) => ({ type: 'failed' as const, error: context.error! })),
    assignAnswer: assign({ items: ({ event }) => answerOf(event).items }),
    /** `saved`, `moved` or `removed`, with the line or item the change was about and the answer. */
    emitChange: emit(({ context, event }): SaveForLaterEmitted => {
      const { items, cart } = answerOf(event);
      const { action, id, name } = context.pending!;
      if (action === 'save') return { type: 'saved', orderItemId: id, name, items, cart: cart! };
      if (action === 'move') return { type: 'moved', itemId: id, name, items, cart: cart! };
      return { type: 'removed', itemId: id, name, items };
    }),
    clearPending: assign({ pending: null }),
    clearList: assign({ items: [], loaded: false, pending: null, error: null }),
    emitCleared: emit({ type: 'cleared' as const }),
  },
});

/** A change's answer, from its done event: the list, with the cart for a save or a move (a removal answers the list). */
function answerOf(event: { type: string; output?: unknown }): { items: SavedItem[]; cart: SavedListAndCart['cart'] | null } {
  const output = event.output as SavedItem[] | SavedListAndCart;
  return Array.isArray(output) ? { items: output, cart: null } : { items: output.items, cart: output.cart };
}

/** Every change ends alike: the answer's list and what became of it; an abort silently, a failure with its message. */
const changeDone = { target: 'ready.idle', actions: ['assignAnswer', 'emitChange', 'clearPending'] } as const;
const changeFailed = [
  { guard: 'isAborted', target: 'ready.idle', actions: 'clearPending' },
  { target: 'ready.failed', actions: ['assignFailure', 'emitFailure'] },
] as const;

export const saveForLaterMachine = machineSetup.createMachine({
  id: 'saveForLater',
  context: ({ input }) => ({ items: [], loaded: false, pending: null, error: null, api: input?.api ?? {} }),
  initial: 'unloaded',
  on: {
    'API.CHANGE': { actions: assign({ api: ({ event }) => event.api }) },
    'LIST.CLEAR': { target: '.unloaded', actions: ['clearList', 'emitCleared'] },
  },
  states: {
    unloaded: {
      on: { 'LIST.LOAD': 'loading' },
    },
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadSaved',
        input: ({ context }) => ({ api: context.api }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ items: ({ event }) => event.output, loaded: true, error: null }),
            emit(({ event }) => ({ type: 'loaded' as const, items: event.output })),
          ],
        },
        onError: [
          // Signed out meanwhile, or the page's actor stopped: nothing to show.
          { guard: 'isAborted', target: 'unloaded' },
          { target: 'loadFailed', actions: ['assignFailure', 'emitFailure'] },
        ],
      },
    },
    loadFailed: {
      tags: ['error'],
      on: { 'LIST.LOAD': { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      initial: 'idle',
      on: {
        'LINE.SAVE': { target: 'saving', actions: 'startSave' },
        'ITEM.MOVE': { guard: 'isSavedItem', target: 'moving', actions: 'startItemChange' },
        'ITEM.REMOVE': { guard: 'isSavedItem', target: 'removing', actions: 'startItemChange' },
      },
      states: {
        idle: {},
        // The failure shows beside its line or item until the next change.
        failed: { tags: ['error'] },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveLine',
        input: ({ context, event }) => {
          assertEvent(event, 'LINE.SAVE');
          return { api: context.api, orderId: event.orderId, orderItemId: event.orderItemId };
        },
        onDone: changeDone,
        onError: changeFailed,
      },
    },
    moving: {
      tags: ['busy'],
      invoke: {
        src: 'moveItem',
        input: ({ context, event }) => {
          assertEvent(event, 'ITEM.MOVE');
          return { api: context.api, itemId: event.itemId, orderId: event.orderId };
        },
        onDone: changeDone,
        onError: changeFailed,
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        src: 'removeItem',
        input: ({ context, event }) => {
          assertEvent(event, 'ITEM.REMOVE');
          return { api: context.api, itemId: event.itemId };
        },
        onDone: changeDone,
        onError: changeFailed,
      },
    },
  },
});
