import { assertEvent, assign, emit, enqueueActions, fromPromise, or, raise, setup, stateIn } from 'xstate';
import {
  addSkuToCart,
  emptyCart,
  fetchCart,
  fetchCartTemplate,
  fetchTax,
  isAbortError,
  updateItemQuantity,
  updateShipMode,
  type ApiSettings,
  type Cart,
  type CartQuery,
  type CartTemplate,
} from '../../src/core/api';
import { local } from '../../src/core/storage';
import {
  answeredLines,
  failedLines,
  isTemplateStale,
  lineErrorMessage,
  loadErrorMessage,
  needsReload,
  nextQuantity,
  retryDelayMs,
  shouldRetry,
  withPending,
  type QuantityRequest,
} from './cart.logic';
import type { AddItemInput, CartContext, CartEmitted, CartEvent, CartInput, FetchTaxInput, LoadedTemplate, SendUpdatesInput } from './cart.types';

export const CART_TEMPLATE_KEY = 'sg_cart_template';

/** How long quantity clicks on a line are gathered into one request. */
export const QUANTITY_COALESCE_MS = 400;

type CachedTemplate = Omit<LoadedTemplate, 'fromCache'>;

const isCachedTemplate = (v: unknown): v is CachedTemplate => {
  const c = v as CachedTemplate;
  return !!c && typeof c.fetchedAt === 'number' && !!c.template && typeof c.template.refreshHours === 'number' && typeof c.template.switches === 'object';
};

/**
 * The page's cart (spec section 4). Three parallel regions:
 *   data:     idle -> checking -> (no persistent login: ready, empty, no request) | fetching
 *             fetching -> ready | backingOff (500/502/503/504, up to 3 attempts, named delay `retryBackoff`) -> failed
 *             a cart with out-of-stock free gifts or max-quantity errors reloads, at most 2 times. A GET answering
 *             after a change set the cart (`changedSinceFetch`: an add, a quantity, another tab) is dropped: ready.
 *   updates:  idle -> coalescing (LINE.STEP / LINE.SET_QUANTITY gathered for `coalesce`) -> sending -> idle (rollback
 *             on failure); LINE.REMOVE sends at once; changingShipMode (LINE.SET_SHIP_MODE); adding (ITEM.ADD).
 *             The quantity rule (cap to the limit and online stock, no change to free gifts, from the quantity shown)
 *             is the machine's: a request that changes nothing is ignored (`isQuantityChange`).
 *   template: loading (cached in localStorage by `cacheTemplate`, refetched when older than its refresh hours) -> ready.
 *   tax:      hidden -> shown (DRAWER.OPEN: the totals are on screen) -> hidden (DRAWER.CLOSE). While shown, the
 *             estimated tax is fetched for the cart as shown (awaitingCart while the cart itself is being fetched,
 *             whose answer asks for it), again after every change of the cart (the machine
 *             raises TAX.REFRESH with each `changed`); leaving `fetching` (a newer change, or the drawer closing)
 *             aborts the request. An empty cart or a failed request leaves the tax unknown (null).
 * What became of each quantity change and removal is emitted, line by line (`LineOutcome`): `lineConfirmed` when the
 * answer shows the line as the shopper last set it (before that answer's `changed`), `lineRefused` when the change was
 * not made (the quantity rule or another change under way, at once; a failed request or an answer showing otherwise).
 */
/** The cart-item flag (spec section 7): the template switch `enableCartItemApi` sends changes to /cartitem/... */
function usesCartItemPaths(context: CartContext): boolean {
  return context.template?.switches.enableCartItemApi === true;
}

/** The quantity request a line event makes. */
function quantityRequest(event: Extract<CartEvent, { type: 'LINE.STEP' | 'LINE.SET_QUANTITY' }>): QuantityRequest {
  return event.type === 'LINE.STEP' ? { step: event.step } : { quantity: event.quantity };
}

/** Whether the confirmed cart has this line. */
function isLineOf(context: CartContext, orderItemId: string): boolean {
  return context.cart.lines.some((l) => l.orderItemId === orderItemId);
}

/** Pending changes other than those just sent: a newer quantity set meanwhile is kept and sent next. */
function notYetSent(context: CartContext): Record<string, number> {
  return Object.fromEntries(Object.entries(context.pending).filter(([id, quantity]) => context.sending[id] !== quantity));
}

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
    emitted: {} as CartEmitted,
  },
  actors: {
    fetchCart: fromPromise<Cart, { api: ApiSettings; orderId: string | null; query: CartQuery }>(({ input, signal }) =>
      fetchCart(input.orderId, input.query, { signal, base: input.api.base }),
    ),
    sendUpdates: fromPromise<Cart, SendUpdatesInput>(async ({ input, signal }) => {
      let cart: Cart | null = null;
      for (const change of input.changes) {
        cart = await updateItemQuantity(input.orderId, { ...change, ...input.query }, { signal, base: input.api.base, cartItemPaths: input.cartItemPaths });
      }
      return cart!;
    }),
    changeShipMode: fromPromise<Cart, { api: ApiSettings; orderId: string; orderItemId: string; shipModeId: string; cartItemPaths?: boolean }>(
      ({ input, signal }) =>
        updateShipMode(
          { orderId: input.orderId, orderItemId: input.orderItemId, shipModeId: input.shipModeId },
          { signal, base: input.api.base, cartItemPaths: input.cartItemPaths },
        ),
    ),
    addItem: fromPromise<Cart, AddItemInput>(({ input, signal }) =>
      addSkuToCart(
        { skuId: input.skuId, quantity: input.quantity, productId: input.productId, orderId: input.orderId },
        { signal, base: input.api.base, cartItemPaths: input.cartItemPaths },
      ),
    ),
    fetchTax: fromPromise<number, FetchTaxInput>(({ input, signal }) =>
      fetchTax(input.orderId, input.query, { signal, base: input.api.base }),
    ),
    /** The cached template while it is fresh, else the fetched one (which `cacheTemplate` then stores). */
    loadTemplate: fromPromise<LoadedTemplate, { api: ApiSettings }>(async ({ input, signal }) => {
      const cached = local.getJSON(CART_TEMPLATE_KEY, isCachedTemplate);
      if (cached && !isTemplateStale(cached.fetchedAt, cached.template.refreshHours, Date.now())) return { ...cached, fromCache: true };
      const template: CartTemplate = await fetchCartTemplate({ signal, base: input.api.base });
      return { template, fetchedAt: Date.now(), fromCache: false };
    }),
  },
  delays: {
    retryBackoff: ({ context }) => retryDelayMs(context.attempt),
    coalesce: QUANTITY_COALESCE_MS,
  },
  guards: {
    hasPersistentLogin: ({ context }) => context.hasPersistentLogin,
    hasLinesShown: ({ context }) => withPending(context.cart, context.pending).lines.length > 0,
    /** A change set the cart since the GET under way was sent: its answer is older than the cart shown. */
    changedSinceFetch: ({ context }) => context.revision !== context.fetchedFrom,
    /** The cart is being fetched: its answer raises TAX.REFRESH, so the tax of the cart about to be replaced is not asked. */
    cartLoading: or([stateIn({ data: 'fetching' }), stateIn({ data: 'backingOff' })]),
    /** The quantity rule says the request changes the line (see `nextQuantity`). */
    isQuantityChange: ({ context, event }) => {
      assertEvent(event, ['LINE.STEP', 'LINE.SET_QUANTITY']);
      return nextQuantity(context.cart, context.pending, event.orderItemId, quantityRequest(event)) !== null;
    },
    /** A removal of a line of the cart (an unknown line has nothing to remove). */
    isRemoval: ({ context, event }) => {
      assertEvent(event, 'LINE.REMOVE');
      return isLineOf(context, event.orderItemId);
    },
  },
  actions: {
    emitChanged: emit(({ context }) => ({ type: 'changed' as const, cart: context.cart })),
    /** A change set the cart (see `revision`): a GET sent before it answers with an older cart. */
    countChange: assign({ revision: ({ context }) => context.revision + 1 }),
    /** The estimated tax follows the cart while it is shown (the tax region ignores this while hidden). */
    refreshTax: raise({ type: 'TAX.REFRESH' }),
    setPending: assign(({ context, event }) => {
      assertEvent(event, ['LINE.STEP', 'LINE.SET_QUANTITY']);
      const next = nextQuantity(context.cart, context.pending, event.orderItemId, quantityRequest(event));
      if (next === null) return {};
      const lineErrors = { ...context.lineErrors };
      delete lineErrors[event.orderItemId];
      return { pending: { ...context.pending, [event.orderItemId]: next }, lineErrors };
    }),
    setRemoval: assign(({ context, event }) => {
      assertEvent(event, 'LINE.REMOVE');
      return { pending: { ...context.pending, [event.orderItemId]: 0 } };
    }),
    /** The lines whose change was on its way get the failure's message; nothing is on its way any more. */
    markFailedLines: assign(({ context }, { error }: { error: unknown }) => ({
      lineErrors: { ...context.lineErrors, ...Object.fromEntries(Object.keys(context.sending).map((id) => [id, lineErrorMessage(error)])) },
      sending: {},
    })),
    /** A quantity change or removal not taken: the quantity rule's (nothing to change), or another change is under way. */
    emitRefused: emit(({ context, event }) => {
      assertEvent(event, ['LINE.STEP', 'LINE.SET_QUANTITY', 'LINE.REMOVE']);
      const unchanged =
        event.type === 'LINE.REMOVE'
          ? !isLineOf(context, event.orderItemId)
          : nextQuantity(context.cart, context.pending, event.orderItemId, quantityRequest(event)) === null;
      return { type: 'lineRefused' as const, orderItemId: event.orderItemId, reason: unchanged ? ('unchanged' as const) : ('busy' as const), message: null };
    }),
    /**
     * What the answer (or the failure) of the request says of each line sent: `answeredLines`, or `failedLines`. Runs
     * before the answer is assigned and before `markFailedLines` clears `sending`.
     */
    emitOutcomes: enqueueActions(({ context, enqueue }, result: { answer: Cart } | { error: unknown }) => {
      const outcomes = 'answer' in result ? answeredLines(context.cart, context.sending, context.pending, result.answer) : failedLines(context.sending, result.error);
      for (const outcome of outcomes) enqueue.emit(outcome);
    }),
    /** Stores a fetched template with its time, for the next pages (localStorage, refreshed after its refresh hours). */
    cacheTemplate: (_, loaded: LoadedTemplate) => {
      local.setJSON(CART_TEMPLATE_KEY, { fetchedAt: loaded.fetchedAt, template: loaded.template } satisfies CachedTemplate);
    },
  },
}).createMachine({
  id: 'cart',
  type: 'parallel',
  context: ({ input }) => ({
    cart: emptyCart(input.orderId ?? undefined),
    attempt: 0,
    reloads: 0,
    error: null,
    template: null,
    pending: {},
    sending: {},
    lineErrors: {},
    hasPersistentLogin: input.hasPersistentLogin,
    query: input.query ?? {},
    adding: null,
    tax: null,
    api: input.api ?? {},
    revision: 0,
    fetchedFrom: 0,
  }),
  on: {
    'API.CHANGE': { actions: assign({ api: ({ event }) => event.api }) },
    'QUERY.CHANGE': { actions: assign({ query: ({ event }) => event.query }) },
    // Another tab changed the cart: take it as is, no request; told as a remote change (not broadcast again).
    'CART.SET': {
      actions: [
        assign({ cart: ({ event }) => event.cart }),
        'countChange',
        emit(({ context }) => ({ type: 'changed' as const, cart: context.cart, remote: true as const })),
      ],
    },
    // Another service of this page answered with the cart (save for later, a checkout id): told like a change of ours.
    'CART.REPLACE': { actions: [assign({ cart: ({ event }) => event.cart }), 'countChange', 'emitChanged', 'refreshTax'] },
    'SESSION.CHANGE': {
      actions: assign({ hasPersistentLogin: ({ event }) => event.hasPersistentLogin }),
    },
  },
  states: {
    data: {
      initial: 'idle',
      states: {
        // Not loaded yet (or the load was aborted): the page's status 'idle'.
        idle: { tags: ['unloaded'], on: { 'CART.LOAD': 'checking', 'CART.RELOAD': 'checking' } },
        checking: {
          entry: assign({ attempt: 0, reloads: 0, error: null }),
          always: [
            { guard: 'hasPersistentLogin', target: 'fetching' },
            // Without the persistent login cookie the cart is empty and no request is made.
            { target: 'ready', actions: [assign({ cart: () => emptyCart() }), 'emitChanged', 'refreshTax'] },
          ],
        },
        fetching: {
          tags: ['loading'],
          entry: assign({ attempt: ({ context }) => context.attempt + 1, fetchedFrom: ({ context }) => context.revision }),
          // A reload asked while this GET is on its way (a store chosen, a sign-in or sign-out: their query or session
          // changed after it left) drops it and asks again with what the cart has now.
          on: { 'CART.RELOAD': 'checking' },
          invoke: {
            src: 'fetchCart',
            input: ({ context }) => ({ api: context.api, orderId: context.cart.orderId, query: context.query }),
            onDone: [
              // An add, a quantity change or another tab set the cart while this GET was on its way: the cart shown
              // is newer than this answer (an add's line would vanish), so the answer is dropped.
              { guard: 'changedSinceFetch', target: 'ready', actions: [assign({ error: null }), 'refreshTax'] },
              {
                guard: ({ context, event }) => needsReload(event.output, context.reloads),
                target: 'fetching',
                reenter: true,
                actions: assign({ reloads: ({ context }) => context.reloads + 1, attempt: 0, cart: ({ event }) => event.output }),
              },
              { target: 'ready', actions: [assign({ cart: ({ event }) => event.output, error: null }), 'emitChanged', 'refreshTax'] },
            ],
            onError: [
              // Aborted (the page is going away): nothing to show.
              { guard: ({ event }) => isAbortError(event.error), target: 'idle' },
              // The GET failed but a change answered meanwhile with the whole cart: that cart is shown, not the failure.
              { guard: 'changedSinceFetch', target: 'ready', actions: [assign({ error: null }), 'refreshTax'] },
              { guard: ({ context, event }) => shouldRetry(event.error, context.attempt), target: 'backingOff' },
              { target: 'failed', actions: assign({ error: ({ context, event }) => loadErrorMessage(event.error, context.template) }) },
            ],
          },
        },
        backingOff: {
          tags: ['loading'],
          after: { retryBackoff: 'fetching' },
        },
        ready: {
          on: { 'CART.RELOAD': 'checking', 'CART.LOAD': {} },
        },
        failed: {
          tags: ['error'],
          // Only the shopper's "Try again" (CART.RELOAD) asks again: an element mounting later (CART.LOAD) shows the
          // failure it finds instead of fetching a cart the API already refused.
          on: { 'CART.RELOAD': 'checking', 'CART.LOAD': {} },
        },
      },
    },
    updates: {
      initial: 'idle',
      // A quantity change or removal that no state below takes (the guard `isQuantityChange` said no, or the state has
      // no such change) is refused, and the machine says so.
      on: {
        'LINE.STEP': { actions: 'emitRefused' },
        'LINE.SET_QUANTITY': { actions: 'emitRefused' },
        'LINE.REMOVE': { actions: 'emitRefused' },
      },
      states: {
        idle: {
          // Changes made while a request was on its way go out next.
          always: { guard: ({ context }) => Object.keys(context.pending).length > 0, target: 'sending' },
          on: {
            'LINE.STEP': { guard: 'isQuantityChange', target: 'coalescing', actions: 'setPending' },
            'LINE.SET_QUANTITY': { guard: 'isQuantityChange', target: 'coalescing', actions: 'setPending' },
            'LINE.REMOVE': { guard: 'isRemoval', target: 'sending', actions: 'setRemoval' },
            'ITEM.ADD': 'adding',
            'LINE.SET_SHIP_MODE': 'changingShipMode',
          },
        },
        changingShipMode: {
          tags: ['updating'],
          entry: assign({
            sending: ({ event }) => {
              assertEvent(event, 'LINE.SET_SHIP_MODE');
              return { [event.orderItemId]: -1 };
            },
          }),
          invoke: {
            src: 'changeShipMode',
            input: ({ context, event }) => {
              assertEvent(event, 'LINE.SET_SHIP_MODE');
              return {
                api: context.api,
                orderId: context.cart.orderId,
                orderItemId: event.orderItemId,
                shipModeId: event.shipModeId,
                cartItemPaths: usesCartItemPaths(context),
              };
            },
            onDone: { target: 'idle', actions: [assign({ cart: ({ event }) => event.output, sending: {} }), 'countChange', 'emitChanged', 'refreshTax'] },
            onError: { target: 'idle', actions: { type: 'markFailedLines', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        coalescing: {
          on: {
            // Rapid clicks on the same (or another) line restart the wait: one request carries the final quantities.
            'LINE.STEP': { guard: 'isQuantityChange', target: 'coalescing', reenter: true, actions: 'setPending' },
            'LINE.SET_QUANTITY': { guard: 'isQuantityChange', target: 'coalescing', reenter: true, actions: 'setPending' },
            'LINE.REMOVE': { guard: 'isRemoval', target: 'sending', actions: 'setRemoval' },
          },
          after: { coalesce: 'sending' },
        },
        sending: {
          tags: ['updating'],
          entry: assign({ sending: ({ context }) => ({ ...context.pending }) }),
          invoke: {
            src: 'sendUpdates',
            input: ({ context }) => ({
              api: context.api,
              orderId: context.cart.orderId,
              changes: Object.entries(context.sending).map(([orderItemId, quantity]) => ({ orderItemId, quantity })),
              query: context.query,
              cartItemPaths: usesCartItemPaths(context),
            }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'emitOutcomes', params: ({ event }) => ({ answer: event.output }) },
                assign(({ context, event }) => ({ cart: event.output, pending: notYetSent(context), sending: {} })),
                'countChange',
                'emitChanged',
                'refreshTax',
              ],
            },
            onError: {
              // Roll back: the confirmed cart shows again, with a message on the lines that failed.
              target: 'idle',
              actions: [
                assign({ pending: ({ context }) => notYetSent(context) }),
                { type: 'emitOutcomes', params: ({ event }) => ({ error: event.error }) },
                { type: 'markFailedLines', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
          on: {
            // A change while sending waits its turn: it is kept as pending and sent next.
            'LINE.STEP': { guard: 'isQuantityChange', actions: 'setPending' },
            'LINE.SET_QUANTITY': { guard: 'isQuantityChange', actions: 'setPending' },
          },
          // No exit action clearing `sending`: exit runs before the transition's actions, which need it.
        },
        adding: {
          tags: ['adding'],
          entry: assign({
            adding: ({ event }) => {
              assertEvent(event, 'ITEM.ADD');
              return { skuId: event.skuId, quantity: event.quantity, productId: event.productId, unitPrice: event.unitPrice, currency: event.currency };
            },
          }),
          invoke: {
            src: 'addItem',
            input: ({ context }) => ({
              api: context.api,
              skuId: context.adding!.skuId,
              quantity: context.adding!.quantity,
              productId: context.adding!.productId,
              orderId: context.cart.orderId,
              cartItemPaths: usesCartItemPaths(context),
            }),
            onDone: {
              target: 'idle',
              actions: [
                assign({ cart: ({ event }) => event.output }),
                'countChange',
                'emitChanged',
                'refreshTax',
                emit(({ context, event }) => {
                  const add = context.adding!;
                  const line = event.output.lines.find((l) => l.skuId === add.skuId);
                  return {
                    type: 'added' as const,
                    skuId: add.skuId,
                    // Analytics: productId is the parent sku (spec section 3, "Cart add-row tracking").
                    productId: line?.parentSkuId || add.productId || '',
                    quantity: add.quantity,
                    unitPrice: add.unitPrice ?? line?.unitPrice ?? null,
                    currency: add.currency ?? event.output.totals.currency,
                    cart: event.output,
                  };
                }),
                assign({ adding: null }),
              ],
            },
            onError: { target: 'idle', actions: [emit({ type: 'addFailed' as const, message: { key: 'addFailed' as const } }), assign({ adding: null })] },
          },
        },
      },
    },
    template: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadTemplate',
            input: ({ context }) => ({ api: context.api }),
            onDone: [
              { guard: ({ event }) => event.output.fromCache, target: 'ready', actions: assign({ template: ({ event }) => event.output.template }) },
              {
                target: 'ready',
                actions: [assign({ template: ({ event }) => event.output.template }), { type: 'cacheTemplate', params: ({ event }) => event.output }],
              },
            ],
            // The switches fall back to their defaults; the cart still works.
            onError: 'ready',
          },
        },
        ready: {},
      },
    },
    tax: {
      initial: 'hidden',
      states: {
        hidden: { on: { 'DRAWER.OPEN': 'shown' } },
        shown: {
          initial: 'checking',
          on: {
            'DRAWER.CLOSE': 'hidden',
            'TAX.REFRESH': { target: '.checking', reenter: true },
          },
          states: {
            checking: {
              always: [
                // Opened while the cart reloads (after an "unavailable items" checkout): one tax call, for the new cart.
                { guard: 'cartLoading', target: 'awaitingCart' },
                { guard: 'hasLinesShown', target: 'fetching' },
                { target: 'settled', actions: assign({ tax: null }) },
              ],
            },
            awaitingCart: {},
            fetching: {
              invoke: {
                src: 'fetchTax',
                input: ({ context }) => ({
                  api: context.api,
                  orderId: context.cart.orderId,
                  query: {
                    deliveryZipCode: context.query.deliveryZipCode,
                    storeZipCode: context.query.storeZipCode,
                    // The cart's payment method, under the cart template's switch (spec section 7).
                    ...(context.template?.switches.enablePaymentMethodInTaxAPI === true && context.cart.paymentMethod
                      ? { paymentMethod: context.cart.paymentMethod }
                      : {}),
                  },
                }),
                onDone: { target: 'settled', actions: assign({ tax: ({ event }) => event.output }) },
                onError: [
                  { guard: ({ event }) => isAbortError(event.error), target: 'settled' },
                  // Unknown: the drawer says "Calculated at checkout".
                  { target: 'settled', actions: assign({ tax: null }) },
                ],
              },
            },
            settled: {},
          },
        },
      },
    },
  },
});
