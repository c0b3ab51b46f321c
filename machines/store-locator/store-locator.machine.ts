import { assign, emit, fromPromise, setup } from 'xstate';
import { geocodeZip, isAbortError, searchStores } from '../../src/core/api';
import { GEOLOCATION_TIMEOUT_MS } from '../../src/core/constants';
import { locateBrowser } from '../../src/core/geolocation';
import type { Store } from '../../src/core/stores.types';
import { parseZip } from './sdd.logic';
import { geocodeFailureMessage, locateFailureMessage, STORES_FAILED, ZIP_INVALID } from './store-locator.logic';
import type { Coordinates, StoreLocatorContext, StoreLocatorEmitted, StoreLocatorEvent, StoreLocatorInput } from './store-locator.types';

/**
 * The find-a-store flyout's search: idle -> geocoding (ZIP) | locating (browser) -> searching -> results | failed.
 * A new search from any state replaces the running one (its request is aborted); an invalid ZIP only marks the field.
 *
 * `locate` asks the browser for its position (10 s); `geocode` turns a ZIP into coordinates; `findStores` is
 * `GET /stores?lat&lon&rad=250&flyout=true`. Tests and stories provide fakes (`machine.provide`). A position found is
 * emitted (`located`) for the page's same-day delivery rules.
 */
const machineSetup = setup({
  types: {
    context: {} as StoreLocatorContext,
    events: {} as StoreLocatorEvent,
    input: {} as StoreLocatorInput,
    emitted: {} as StoreLocatorEmitted,
  },
  actors: {
    locate: fromPromise<Coordinates, { timeoutMs: number }>(({ input }) => locateBrowser(input.timeoutMs)),
    geocode: fromPromise<Coordinates, { zip: string; api: StoreLocatorContext['api'] }>(({ input, signal }) =>
      geocodeZip(input.zip, { signal, base: input.api.base }),
    ),
    findStores: fromPromise<{ total: number; stores: Store[] }, { at: Coordinates; api: StoreLocatorContext['api'] }>(
      ({ input, signal }) => searchStores(input.at, { signal, base: input.api.base }),
    ),
  },
  guards: {
    isZipValid: ({ event }) => event.type === 'SEARCH.SUBMIT' && parseZip(event.text) !== null,
  },
  actions: {
    markZipInvalid: assign({ fieldError: ZIP_INVALID }),
    startZipSearch: assign(({ event }) => ({
      near: event.type === 'SEARCH.SUBMIT' ? (parseZip(event.text) ?? '') : '',
      at: null,
      fieldError: null,
      error: null,
    })),
    startLocating: assign({ near: '', at: null, fieldError: null, error: null }),
    clearFieldError: assign({ fieldError: null }),
    emitSearched: emit(({ context }) => ({ type: 'searched' as const, near: context.near, count: context.stores.length })),
  },
});

const newSearch = {
  'SEARCH.SUBMIT': [
    { guard: 'isZipValid', target: '.geocoding', actions: 'startZipSearch' },
    { actions: 'markZipInvalid' },
  ],
  'LOCATE.REQUEST': { target: '.locating', actions: 'startLocating' },
} as const;

export const storeLocatorMachine = machineSetup.createMachine({
  id: 'storeLocator',
  context: ({ input }) => ({ api: input?.api ?? {}, near: '', at: null, stores: [], fieldError: null, error: null }),
  initial: 'idle',
  on: {
    ...newSearch,
    'FIELD.EDIT': { actions: 'clearFieldError' },
    'API.CHANGE': { actions: assign({ api: ({ event }) => event.api }) },
  },
  states: {
    idle: {},
    locating: {
      tags: ['busy'],
      invoke: {
        src: 'locate',
        input: () => ({ timeoutMs: GEOLOCATION_TIMEOUT_MS }),
        onDone: {
          target: 'searching',
          actions: [assign({ at: ({ event }) => event.output }), emit(({ event }) => ({ type: 'located' as const, at: event.output }))],
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => ({ kind: 'location' as const, message: locateFailureMessage(event.error) }) }),
        },
      },
    },
    geocoding: {
      tags: ['busy'],
      invoke: {
        src: 'geocode',
        input: ({ context }) => ({ zip: context.near, api: context.api }),
        onDone: { target: 'searching', actions: assign({ at: ({ event }) => event.output }) },
        onError: [
          { guard: ({ event }) => isAbortError(event.error), target: 'idle' },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => ({ kind: 'geocode' as const, message: geocodeFailureMessage(event.error) }) }),
          },
        ],
      },
    },
    searching: {
      tags: ['busy'],
      invoke: {
        src: 'findStores',
        input: ({ context }) => ({ at: context.at!, api: context.api }),
        onDone: {
          target: 'results',
          actions: [assign({ stores: ({ event }) => event.output.stores }), 'emitSearched'],
        },
        onError: [
          { guard: ({ event }) => isAbortError(event.error), target: 'idle' },
          { target: 'failed', actions: assign({ stores: [], error: { kind: 'stores' as const, message: STORES_FAILED } }) },
        ],
      },
    },
    results: { tags: ['results'] },
    failed: { tags: ['failed'] },
  },
});
