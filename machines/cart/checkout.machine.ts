import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { checkInventory, initiateCheckout, isAbortError, type ApiError, type ApiSettings, type Cart, type InventoryRequest } from '../../src/core/api';
import type { CartText } from './cart.types';
import { checkoutUrl, inventoryRequest, unavailableLines } from './checkout.logic';
import { keyedMessage } from './cart.logic';

export interface CheckoutContext {
  cart: Cart | null;
  storeId: string;
  zip: string;
  egiftCardEnabled: boolean;
  unavailable: string[];
  /** What the drawer says of the last start (a key of the flow's messages); null when it says nothing. */
  message: CartText | null;
  /** Where the API is (the element's `api-base`). */
  api: ApiSettings;
}

export interface CheckoutInput {
  api?: ApiSettings;
}

export type CheckoutEvent =
  | { type: 'CHECKOUT.START'; cart: Cart; storeId: string; zip: string; egiftCardEnabled?: boolean }
  | { type: 'CHECKOUT.RESET' }
  | { type: 'API.CHANGE'; api: ApiSettings };

export type CheckoutEmitted =
  | { type: 'start'; orderId: string; url: string }
  /** Items were unavailable: the cart reloads and the drawer opens with the message. */
  | { type: 'unavailable'; orderItemIds: string[] }
  | { type: 'failed'; message: CartText }
  /** A 400 from checkout initiate: the page reloads (spec section 4). */
  | { type: 'reloadPage' };

/** Items the inventory check found unavailable. */
const UNAVAILABLE: CartText = { key: 'unavailable' };
/** The spec's generic cart error, when the inventory check or checkout initiate fails with no key of its own. */
const CHECKOUT_FAILED = { key: 'checkoutFailed' } as const satisfies CartText;

/**
 * Checkout start (spec section 4): the inventory check first (online, pickup, ship-to-store, same-day and bundle skus);
 * any unavailable sku -> `unavailable` (reload the cart, open the drawer); otherwise checkout initiate -> `start` with
 * the checkout URL built from a fixed path; a failure -> `failed` with the generic cart error; a 400 -> `reloadPage`.
 * A START while checking or initiating is ignored, so a double click sends one request.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    emitted: {} as CheckoutEmitted,
    input: {} as CheckoutInput | undefined,
  },
  actors: {
    checkInventory: fromPromise<string[], { api: ApiSettings; storeId: string; body: InventoryRequest }>(({ input, signal }) =>
      checkInventory(input.storeId, input.body, { signal, base: input.api.base }),
    ),
    initiate: fromPromise<void, { api: ApiSettings; orderId: string; egiftCardEnabled: boolean }>(({ input, signal }) =>
      initiateCheckout(input.orderId, input.egiftCardEnabled, { signal, base: input.api.base }),
    ),
  },
  actions: {
    /** Failed: the error key's message (a payment timeout, an order no longer pending...), else the generic one. */
    fail: enqueueActions(({ enqueue }, { error }: { error: unknown }) => {
      const message = keyedMessage(error, CHECKOUT_FAILED.key);
      enqueue.assign({ message });
      enqueue.emit({ type: 'failed' as const, message });
    }),
    start: assign(({ event }) =>
      event.type === 'CHECKOUT.START'
        ? { cart: event.cart, storeId: event.storeId, zip: event.zip, egiftCardEnabled: event.egiftCardEnabled ?? false, unavailable: [], message: null }
        : {},
    ),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    cart: null,
    storeId: '',
    zip: '',
    egiftCardEnabled: false,
    unavailable: [],
    message: null,
    api: input?.api ?? {},
  }),
  initial: 'idle',
  on: {
    'API.CHANGE': { actions: assign({ api: ({ event }) => event.api }) },
  },
  states: {
    idle: { on: { 'CHECKOUT.START': { guard: ({ event }) => event.cart.lines.length > 0, target: 'checking', actions: 'start' } } },
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'checkInventory',
        input: ({ context }) => ({ api: context.api, storeId: context.storeId, body: inventoryRequest(context.cart!, context.storeId) }),
        onDone: [
          {
            guard: ({ context, event }) => unavailableLines(context.cart!, event.output).length > 0,
            target: 'unavailable',
            actions: [
              assign({ unavailable: ({ context, event }) => unavailableLines(context.cart!, event.output), message: UNAVAILABLE }),
              emit(({ context }) => ({ type: 'unavailable' as const, orderItemIds: context.unavailable })),
            ],
          },
          { target: 'initiating' },
        ],
        onError: [
          { guard: ({ event }) => isAbortError(event.error), target: 'idle' },
          { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    initiating: {
      tags: ['busy'],
      invoke: {
        src: 'initiate',
        input: ({ context }) => ({ api: context.api, orderId: context.cart!.orderId, egiftCardEnabled: context.egiftCardEnabled }),
        onDone: {
          target: 'redirecting',
          actions: emit(({ context }) => ({ type: 'start' as const, orderId: context.cart!.orderId, url: checkoutUrl(context.cart!.orderId, context.zip) })),
        },
        onError: [
          { guard: ({ event }) => isAbortError(event.error), target: 'idle' },
          { guard: ({ event }) => (event.error as Partial<ApiError>)?.status === 400, target: 'idle', actions: emit({ type: 'reloadPage' as const }) },
          { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    // Leaving the page; a host that cancelled `sg-checkout-start` sends CHECKOUT.RESET.
    redirecting: { tags: ['busy'], on: { 'CHECKOUT.RESET': 'idle' } },
    failed: { on: { 'CHECKOUT.START': { target: 'checking', actions: 'start' }, 'CHECKOUT.RESET': 'idle' } },
    unavailable: { on: { 'CHECKOUT.START': { target: 'checking', actions: 'start' }, 'CHECKOUT.RESET': 'idle' } },
  },
});
