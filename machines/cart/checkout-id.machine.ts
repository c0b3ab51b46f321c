import { assign, emit, fromPromise, setup } from 'xstate';
import { fetchCart, type ApiSettings, type Cart } from '../../src/core/api';
import { isAbortError } from '../../src/core/api/client';
import { loadedCartProblem, readCheckoutId, type CheckoutIdProblem } from './checkout-id.logic';

// entry: idle -> (ID.SUBMIT, valid) loading -> idle (emits `loaded`) | failed (notFound, loadFailed) ; invalid: failed
// copy:  idle -> (ID.COPY) copying -> copied (emits `copied`) | copyFailed ; an aborted load goes back to idle silently.

export interface CheckoutIdContext {
  api: ApiSettings;
  /** The last problem: an entry refused or a load that failed; null otherwise. */
  problem: CheckoutIdProblem | null;
  /** The id being loaded or last refused by the API. */
  id: string | null;
  /** The id being copied, or last copied. */
  copyId: string | null;
}

export type CheckoutIdEvent =
  /** `current`: the order id of the cart shown now (a rep entering it again is told so). */
  | { type: 'ID.SUBMIT'; text: string; current: string | null }
  | { type: 'ID.COPY'; id: string }
  | { type: 'API.CHANGE'; api: ApiSettings };

export type CheckoutIdEmitted = { type: 'loaded'; id: string; cart: Cart } | { type: 'copied'; id: string } | { type: 'copyFailed'; id: string };

/**
 * A customer service rep's checkout id (issue 26, section 2): ID.SUBMIT checks the entry (`readCheckoutId`) and
 * loads that cart (GET /cart/{id} with `pendingOrderId`); a cart with lines emits `loaded` (the page makes it the
 * page's cart), an empty answer is `notFound`, a failed call `loadFailed`. ID.COPY writes the shown id with the
 * injected `copyText` (the clipboard). Tags: `busy` while loading, `failed` with a problem, `copied`/`copyFailed`.
 */
export const checkoutIdMachine = setup({
  types: {
    context: {} as CheckoutIdContext,
    events: {} as CheckoutIdEvent,
    emitted: {} as CheckoutIdEmitted,
    input: {} as { api?: ApiSettings } | undefined,
  },
  actors: {
    loadCart: fromPromise<Cart, { api: ApiSettings; id: string }>(({ input, signal }) =>
      fetchCart(input.id, { pendingOrderId: input.id }, { signal, base: input.api.base }),
    ),
    copyText: fromPromise<void, { text: string }>(({ input }) => navigator.clipboard.writeText(input.text)),
  },
  guards: {
    validEntry: ({ event }) => event.type === 'ID.SUBMIT' && 'id' in readCheckoutId(event.text, event.current),
  },
  actions: {
    takeCopy: assign(({ event }) => (event.type === 'ID.COPY' ? { copyId: event.id } : {})),
    takeEntry: assign(({ event }) => {
      if (event.type !== 'ID.SUBMIT') return {};
      const read = readCheckoutId(event.text, event.current);
      return 'id' in read ? { id: read.id, problem: null } : { id: null, problem: read.problem };
    }),
  },
}).createMachine({
  id: 'checkoutId',
  context: ({ input }) => ({ api: input?.api ?? {}, problem: null, id: null, copyId: null }),
  type: 'parallel',
  on: {
    'API.CHANGE': { actions: assign({ api: ({ event }) => event.api }) },
  },
  states: {
    entry: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'ID.SUBMIT': [
              { guard: 'validEntry', target: 'loading', actions: 'takeEntry' },
              { target: 'failed', actions: 'takeEntry' },
            ],
          },
        },
        loading: {
          tags: ['busy'],
          invoke: {
            src: 'loadCart',
            input: ({ context }) => ({ api: context.api, id: context.id! }),
            onDone: [
              {
                guard: ({ context, event }) => loadedCartProblem(event.output, context.id!) === null,
                target: 'idle',
                actions: emit(({ context, event }) => ({ type: 'loaded' as const, id: context.id!, cart: event.output })),
              },
              { target: 'failed', actions: assign({ problem: 'notFound' as const }) },
            ],
            onError: [
              { guard: ({ event }) => isAbortError(event.error), target: 'idle' },
              { target: 'failed', actions: assign({ problem: 'loadFailed' as const }) },
            ],
          },
        },
        failed: {
          tags: ['failed'],
          on: {
            'ID.SUBMIT': [
              { guard: 'validEntry', target: 'loading', actions: 'takeEntry' },
              { target: 'failed', reenter: true, actions: 'takeEntry' },
            ],
          },
        },
      },
    },
    copy: {
      initial: 'idle',
      states: {
        idle: { on: { 'ID.COPY': { target: 'copying', actions: 'takeCopy' } } },
        copying: {
          invoke: {
            src: 'copyText',
            input: ({ context }) => ({ text: context.copyId! }),
            onDone: { target: 'copied', actions: emit(({ context }) => ({ type: 'copied' as const, id: context.copyId! })) },
            onError: { target: 'copyFailed', actions: emit(({ context }) => ({ type: 'copyFailed' as const, id: context.copyId! })) },
          },
        },
        copied: { tags: ['copied'], on: { 'ID.COPY': { target: 'copying', actions: 'takeCopy' } } },
        copyFailed: { tags: ['copyFailed'], on: { 'ID.COPY': { target: 'copying', actions: 'takeCopy' } } },
      },
    },
  },
});
