import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { fetchQuickView, isAbortError, type QuickViewProduct } from '../../src/core/api';
import { addItemOf, canAdd, classifyFailure, initialSku, pickSku, skuOf } from './quick-view.logic';
import type { FetchProductInput, QuickViewContext, QuickViewEmitted, QuickViewEvent, QuickViewInput } from './quick-view.types';

const noStores = { storeId: null, sddStoreId: null };

/**
 * Quick view of a product (issue 26; spec sections 2, 3, 4), one per page:
 *   closed -> open.loading -> open.ready (ATTRIBUTE.SELECT picks a sku; CART.ADD emits `add`, then closed)
 *                          -> open.failed (DIALOG.RETRY -> open.loading); DIALOG.CLOSE from anywhere -> closed.
 * Leaving `loading` aborts the call; an aborted call changes nothing visible. A DIALOG.OPEN while open shows the new
 * product. `fetchProduct` calls the API with `context.api`; tests and stories provide fakes (`machine.provide`).
 * The page maps `add` to its cart (src/state/quick-view-flow.ts): the dialog closes and the cart takes over.
 */
const machineSetup = setup({
  types: {
    context: {} as QuickViewContext,
    events: {} as QuickViewEvent,
    input: {} as QuickViewInput,
    emitted: {} as QuickViewEmitted,
  },
  actors: {
    fetchProduct: fromPromise<QuickViewProduct, FetchProductInput>(({ input, signal }) =>
      fetchQuickView(input.productId, { base: input.api.base, signal, ...input.stores }),
    ),
  },
  guards: {
    isPickable: ({ context, event }) =>
      event.type === 'ATTRIBUTE.SELECT' && !!context.product && pickSku(context.product, context.skuId, event.name, event.value) !== null,
    isAddable: ({ context }) => !!context.product && canAdd(skuOf(context.product, context.skuId), context.stores),
    isAborted: ({ event }) => isAbortError((event as { error?: unknown }).error),
  },
  actions: {
    start: assign(({ event }) => {
      assertEvent(event, 'DIALOG.OPEN');
      return {
        target: { productId: event.target.productId, skuId: event.target.skuId ?? null },
        stores: { ...noStores, ...event.stores },
        product: null,
        skuId: null,
        failure: null,
      };
    }),
    clear: assign({ target: null, product: null, skuId: null, failure: null }),
    choose: assign({
      skuId: ({ context, event }) => {
        assertEvent(event, 'ATTRIBUTE.SELECT');
        return context.product ? pickSku(context.product, context.skuId, event.name, event.value) : context.skuId;
      },
    }),
    emitAdd: emit(({ context, event }) => {
      assertEvent(event, 'CART.ADD');
      const product = context.product!;
      return { type: 'add' as const, item: addItemOf(product, skuOf(product, context.skuId)!, event.quantity) };
    }),
  },
});

export const quickViewMachine = machineSetup.createMachine({
  id: 'quickView',
  context: ({ input }) => ({
    target: null,
    stores: noStores,
    product: null,
    skuId: null,
    failure: null,
    api: input?.api ?? {},
  }),
  initial: 'closed',
  on: {
    'API.CHANGE': { actions: assign({ api: ({ event }) => event.api }) },
  },
  states: {
    closed: {
      on: { 'DIALOG.OPEN': { target: 'open', actions: 'start' } },
    },
    open: {
      tags: ['open'],
      initial: 'loading',
      on: {
        'DIALOG.CLOSE': { target: 'closed', actions: 'clear' },
        // Another product while open: the same dialog shows it (the earlier call is aborted).
        'DIALOG.OPEN': { target: '.loading', reenter: true, actions: 'start' },
      },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            src: 'fetchProduct',
            input: ({ context }) => ({ productId: context.target!.productId, stores: context.stores, api: context.api }),
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => ({
                product: event.output,
                skuId: initialSku(event.output, context.target?.skuId),
              })),
            },
            onError: [
              // Aborted by someone else than this state (the page went away): nothing to show, nothing to log.
              { guard: 'isAborted', target: '#quickView.closed', actions: 'clear' },
              { target: 'failed', actions: assign({ failure: ({ event }) => classifyFailure(event.error) }) },
            ],
          },
        },
        ready: {
          tags: ['ready'],
          on: {
            'ATTRIBUTE.SELECT': { guard: 'isPickable', actions: 'choose' },
            'CART.ADD': { guard: 'isAddable', target: '#quickView.closed', actions: ['emitAdd', 'clear'] },
          },
        },
        failed: {
          tags: ['failed'],
          on: { 'DIALOG.RETRY': { target: 'loading', actions: assign({ failure: null }) } },
        },
      },
    },
  },
});
