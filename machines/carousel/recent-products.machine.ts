import { assign, fromPromise, setup } from 'xstate';
import { fetchProductsByIds, isAbortError } from '../../src/core/api';
import { fetchRecentlyPurchased } from '../../src/core/api/recently-purchased';
import { RECENTLY_VIEWED_LAZY_DELAY_MS } from '../../src/core/constants';
import { readRecentlyViewed, writeRecentlyViewed } from '../../src/core/search-history';
import { staleViewed, withFreshDetails } from '../search/search.logic';
import { priceStaleDelay, purchasedList, viewedList } from './recent-products.logic';
import type { LoadProductsInput, RecentList, RecentProductsContext, RecentProductsEvent, RecentProductsInput } from './recent-products.types';

/**
 * The cart drawer's "Recently viewed" / "Recently purchased" list (spec sections 3, 9):
 *   start -> waiting (lazyLoad) -> loading -> ready (priceStale -> loading) | failed (LIST.RETRY -> loading); start -> ready.
 * What is known at once (recently viewed's stored details) shows from the start; the call waits for the spec's lazy-load
 * delay (`lazyLoad`, 10000 ms counted from the page's start by the caller), then refreshes what is older than 15
 * minutes (`staleViewed`, shared with the search panel) or reads the purchases. In `ready` the list is read again once
 * its oldest price is 15 minutes old (`priceStale`). A failed call keeps what was shown and says so (tag `error`); an
 * aborted one (the carousel went away) is silent.
 *
 * `loadProducts` reads storage and the API (`context.api`); tests and stories provide fakes (`machine.provide`).
 */
const machineSetup = setup({
  types: {
    context: {} as RecentProductsContext,
    events: {} as RecentProductsEvent,
    input: {} as RecentProductsInput,
  },
  actors: {
    loadProducts: fromPromise<RecentList, LoadProductsInput>(async ({ input, signal }) => {
      const now = Date.now();
      if (input.kind === 'purchased') return purchasedList(await fetchRecentlyPurchased({ signal, base: input.api.base }), now);
      // Read fresh from storage (a product page in another tab may have added one), refresh the stale, keep the result.
      const stored = readRecentlyViewed();
      const stale = staleViewed(stored, now);
      const next = stale.length ? withFreshDetails(stored, stale, await fetchProductsByIds(stale, { signal, base: input.api.base }), now) : stored;
      if (stale.length) writeRecentlyViewed(next);
      return viewedList(next, now);
    }),
  },
  delays: {
    lazyLoad: ({ context }) => context.lazyDelayMs,
    priceStale: ({ context }) => priceStaleDelay(context) ?? 0,
  },
  guards: {
    needsLoad: ({ context }) => context.needsLoad,
    isDelayOver: ({ context }) => context.lazyDelayMs === 0,
    hasPrices: ({ context }) => priceStaleDelay(context) !== null,
    isAborted: ({ event }) => 'error' in event && isAbortError(event.error),
  },
  actions: {
    assignList: assign(({ event }) => {
      const list = (event as unknown as { output: RecentList }).output;
      return { items: list.items, at: list.at, oldestPriceAt: list.oldestPriceAt, needsLoad: false };
    }),
  },
});

export const recentProductsMachine = machineSetup.createMachine({
  id: 'recentProducts',
  context: ({ input }) => ({
    kind: input.kind,
    api: input.api ?? {},
    lazyDelayMs: Math.max(0, input.lazyDelayMs ?? RECENTLY_VIEWED_LAZY_DELAY_MS),
    items: input.initial?.items ?? [],
    at: input.initial?.at ?? input.now ?? 0,
    oldestPriceAt: input.initial?.oldestPriceAt ?? null,
    needsLoad: input.initial?.needsLoad ?? true,
  }),
  initial: 'start',
  on: {
    'API.CHANGE': { actions: assign({ api: ({ event }) => event.api }) },
  },
  states: {
    start: {
      always: [{ guard: 'needsLoad', target: 'waiting' }, { target: 'ready' }],
    },
    waiting: {
      tags: ['waiting'],
      always: { guard: 'isDelayOver', target: 'loading' },
      after: { lazyLoad: 'loading' },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadProducts',
        input: ({ context }) => ({ kind: context.kind, api: context.api }),
        onDone: { target: 'ready', actions: 'assignList' },
        onError: [
          // The carousel went away (the drawer's body unmounted): nothing to show, nothing to log.
          { guard: 'isAborted', target: 'stopped' },
          { target: 'failed' },
        ],
      },
    },
    ready: {
      tags: ['ready'],
      after: { priceStale: { guard: 'hasPrices', target: 'loading' } },
    },
    failed: {
      tags: ['error'],
      on: { 'LIST.RETRY': 'loading' },
    },
    stopped: {},
  },
});
