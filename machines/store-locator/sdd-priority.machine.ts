import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import {
  fetchCity,
  fetchNearbyStores,
  geocodeMessage,
  geocodeZip,
  isAbortError,
  isPostalCodeNotFound,
  reverseGeocode,
  stampSddNode,
  ApiError,
} from '../../src/core/api';
import { LOCATION_PRIORITY, SDD_CUTOFF_DEFAULT, SDD_RADIUS_DEFAULT } from '../../src/core/constants';
import { messageFor } from '../../src/core/errors';
import type { LocationPriority, SddInfo } from '../../src/core/stores.types';
import {
  chooseSddStore,
  decideUpdate,
  isStale,
  knownCoordinates,
  needsCityLookup,
  newSddInfo,
  noPostalCodeInfo,
  parseTtlMinutes,
  parseZip,
  readZipUpdate,
  truncateCoordinate,
  type ZipUpdate,
} from './sdd.logic';
import type {
  FindNearbyStoresInput,
  FindNearbyStoresOutput,
  GeocodeZipInput,
  GeocodeZipOutput,
  LookupCityInput,
  LookupCityOutput,
  ReverseGeocodeInput,
  SddOutcome,
  SddPriorityContext,
  SddPriorityEmitted,
  SddPriorityEvent,
  SddPriorityInput,
  SddRequest,
  StampNodeInput,
} from './sdd-priority.types';

/**
 * The SDD ZIP and its store (spec sections 3, 4, 8): idle -> updating.(geocoding ->) findingStores (-> lookingUpCity)
 * -> saving (-> stamping) -> idle; LOCATION.UPDATE: idle -> locating -> updating.findingStores | idle.
 * ZIP.UPDATE is decided at once against the stored info (`decideUpdate`): invalid, refused and unchanged updates make
 * no request and only report their outcome; an accepted one starts `updating`, replacing one under way (which then
 * reports `unchanged`). The machine never touches storage: it emits `saved` for the caller to persist, and takes what
 * another tab wrote with INFO.REPLACE. A failed update reports `failed` with one `warning` and keeps the stored info.
 */

const BROWSER_LOCATION = LOCATION_PRIORITY.BROWSER_LOCATION;

type DoneOrError = { type: string; output?: unknown; error?: unknown };

/**
 * The stored info the update is decided against, at `now()`; while an update is under way, one of a lower priority
 * than it is refused too (the page's load-time cookies arrive together: AKAMAI must not replace SHIPPING_ZIP_CODE
 * just because the latter is not saved yet).
 */
const decide = (context: SddPriorityContext, update: ZipUpdate) =>
  context.request && update.priority < context.request.priority
    ? 'refused'
    : decideUpdate(context.info, update, context.now(), context.ttlMinutes);

/** The update a ZIP.UPDATE asks for, or null when its ZIP or priority is invalid. */
const zipUpdateOf = (event: SddPriorityEvent) => (event.type === 'ZIP.UPDATE' ? readZipUpdate(event) : null);

/** The ZIP a reverse geocode found, or null. */
const locatedZip = (event: DoneOrError) => parseZip((event.output as GeocodeZipOutput | undefined)?.zip);

/** A new request; without coordinates they are geocoded in `updating.geocoding`. */
function newRequest(id: string, update: { zip: string; priority: LocationPriority }, at: { latitude: number; longitude: number } | null): SddRequest {
  return { id, zip: update.zip, priority: update.priority, latitude: at?.latitude ?? null, longitude: at?.longitude ?? null, next: null, hadStore: false };
}

/** A request for a ZIP update: its coordinates, else the stored ones of the same ZIP. */
const requestFor = (id: string, update: ZipUpdate, stored: SddInfo | null) => newRequest(id, update, knownCoordinates(update, stored));

/**
 * An update that was not accepted: refused (a lower priority) or unchanged. Refused depends on the priorities only;
 * anything else is reported as unchanged, even if the TTL ran out between the guard and this action.
 */
const notAccepted = (context: SddPriorityContext, update: ZipUpdate): SddOutcome => (decide(context, update) === 'refused' ? 'refused' : 'unchanged');

const machineSetup = setup({
  types: {
    context: {} as SddPriorityContext,
    events: {} as SddPriorityEvent,
    input: {} as SddPriorityInput,
    emitted: {} as SddPriorityEmitted,
  },
  actors: {
    geocodeZip: fromPromise<GeocodeZipOutput, GeocodeZipInput>(({ input, signal }) => geocodeZip(input.zip, { signal, base: input.api.base })),
    reverseGeocode: fromPromise<GeocodeZipOutput, ReverseGeocodeInput>(({ input, signal }) =>
      reverseGeocode({ latitude: input.latitude, longitude: input.longitude }, { signal, base: input.api.base }),
    ),
    findNearbyStores: fromPromise<FindNearbyStoresOutput, FindNearbyStoresInput>(({ input: { api, ...query }, signal }) =>
      fetchNearbyStores(query, { signal, base: api.base }),
    ),
    lookupCity: fromPromise<LookupCityOutput, LookupCityInput>(({ input, signal }) => fetchCity(input.zip, { signal, base: input.api.base })),
    stampNode: fromPromise<void, StampNodeInput>(({ input: { api, hadStore, ...body }, signal }) =>
      stampSddNode(body, hadStore, { signal, base: api.base }),
    ),
  },
  guards: {
    isInvalidUpdate: ({ event }) => zipUpdateOf(event) === null,
    isAcceptedUpdate: ({ context, event }) => {
      const update = zipUpdateOf(event);
      return update !== null && decide(context, update) === 'accept';
    },
    isInvalidLocation: ({ event }) =>
      event.type === 'LOCATION.UPDATE' && !(Number.isFinite(truncateCoordinate(event.latitude)) && Number.isFinite(truncateCoordinate(event.longitude))),
    /** A stored priority above BROWSER_LOCATION refuses "Use my location" before any request. */
    isLocationOutranked: ({ context }) => Math.max(context.info?.priority ?? 0, context.request?.priority ?? 0) > BROWSER_LOCATION,
    isInfoStale: ({ context }) => !!context.info?.sddZipCode && isStale(context.info, context.now(), context.ttlMinutes),
    hasCoordinates: ({ context }) => !!context.request && context.request.latitude !== null && context.request.longitude !== null,
    needsCity: ({ context }) => !!context.request && needsCityLookup(context.request.priority),
    shouldStamp: ({ context }) => !!context.orderId && !!context.info?.sddStoreId,
    isAborted: ({ event }) => isAbortError((event as DoneOrError).error),
    isLocatedZipUnreadable: ({ event }) => locatedZip(event) === null,
    isLocatedAccepted: ({ context, event }) => {
      const zip = locatedZip(event);
      return zip !== null && decide(context, { zip, priority: BROWSER_LOCATION }) === 'accept';
    },
    /** No postal code at the browser's location: recorded when BROWSER_LOCATION may replace the stored info. */
    isRecordableNoPostalCode: ({ context, event }) =>
      isPostalCodeNotFound((event as DoneOrError).error) && BROWSER_LOCATION >= (context.info?.priority ?? 0),
    isPostalCodeNotFound: ({ event }) => isPostalCodeNotFound((event as DoneOrError).error),
  },
  actions: {
    startUpdate: assign({
      request: ({ context, event }) => requestFor((event as { id: string }).id, zipUpdateOf(event)!, context.info),
    }),
    startRefresh: assign({
      request: ({ context, event }) => {
        const info = context.info!;
        const id = (event.type === 'INFO.CHECK' && event.id) || 'info-check';
        return requestFor(id, { zip: info.sddZipCode, priority: info.priority }, info);
      },
    }),
    startLocating: assign({
      request: ({ event }) => {
        const at = event as Extract<SddPriorityEvent, { type: 'LOCATION.UPDATE' }>;
        return newRequest(at.id, { zip: '', priority: BROWSER_LOCATION }, { latitude: truncateCoordinate(at.latitude), longitude: truncateCoordinate(at.longitude) });
      },
    }),
    startLocatedUpdate: assign({ request: ({ context, event }) => ({ ...context.request!, zip: locatedZip(event)! }) }),
    assignCoordinates: assign({
      request: ({ context, event }) => {
        const found = (event as DoneOrError).output as GeocodeZipOutput;
        return { ...context.request!, latitude: truncateCoordinate(found.latitude), longitude: truncateCoordinate(found.longitude) };
      },
    }),
    prepareInfo: assign({
      request: ({ context, event }) => {
        const request = context.request!;
        const now = context.now();
        const store = chooseSddStore((event as DoneOrError).output as FindNearbyStoresOutput, now, context.cutoff);
        return { ...request, next: newSddInfo(request, store, { latitude: request.latitude!, longitude: request.longitude! }, now) };
      },
    }),
    prepareNoPostalCode: assign({
      request: ({ context }) => {
        const request = context.request!;
        const at = { latitude: request.latitude!, longitude: request.longitude! };
        return { ...request, next: noPostalCodeInfo(at, messageFor('GEO_POSTAL_NOT_FOUND'), context.now()) };
      },
    }),
    assignCity: assign({
      request: ({ context, event }) => {
        const city = (event as DoneOrError).output as LookupCityOutput;
        const request = context.request!;
        return { ...request, next: { ...request.next!, sddCity: city.city ?? '', sddState: city.state ?? '' } };
      },
    }),
    saveInfo: assign(({ context }) => ({
      info: context.request!.next,
      request: { ...context.request!, hadStore: !!context.info?.sddStoreId },
    })),
    clearRequest: assign({ request: null }),
    assignInfo: assign({ info: ({ event }) => (event.type === 'INFO.REPLACE' ? event.info : null) }),
    assignConfig: assign(({ context, event }) => {
      if (event.type !== 'CONFIG.CHANGE') return {};
      return {
        ttlMinutes: event.ttlMinutes === undefined ? context.ttlMinutes : parseTtlMinutes(event.ttlMinutes),
        cutoff: event.cutoff ?? context.cutoff,
      };
    }),
    assignApi: assign({ api: ({ context, event }) => (event.type === 'API.CHANGE' ? event.api : context.api) }),
    assignOrder: assign({ orderId: ({ context, event }) => (event.type === 'ORDER.CHANGE' ? event.orderId || null : context.orderId) }),
    emitOutcome: emit(({ context }, params: { id: string; outcome: SddOutcome }) => ({
      type: 'outcome' as const,
      id: params.id,
      outcome: params.outcome,
      info: context.info,
    })),
    /** The update under way, replaced by a newer accepted one, ends as `unchanged`. */
    emitReplaced: enqueueActions(({ context, enqueue }) => {
      if (context.request) enqueue.emit({ type: 'outcome', id: context.request.id, outcome: 'unchanged', info: context.info });
    }),
    emitSaved: emit(({ context }) => ({ type: 'saved' as const, info: context.info! })),
    emitChanged: emit(({ context }) => ({ type: 'changed' as const, info: context.info! })),
    emitLocated: emit(({ event }) => ({ type: 'located' as const, zip: locatedZip(event)! })),
    emitWarning: emit((_, params: { message: string }) => ({ type: 'warning' as const, message: params.message })),
  },
});

/** The outcome of the update under way. */
const requestOutcome = (outcome: SddOutcome) =>
  ({ type: 'emitOutcome', params: ({ context }: { context: SddPriorityContext }) => ({ id: context.request!.id, outcome }) }) as const;

/** The outcome of an event's own update, decided at once. */
const eventOutcome = (outcome: (context: SddPriorityContext, event: SddPriorityEvent) => SddOutcome) =>
  ({
    type: 'emitOutcome',
    params: ({ context, event }: { context: SddPriorityContext; event: SddPriorityEvent }) => ({ id: (event as { id: string }).id, outcome: outcome(context, event) }),
  }) as const;

/** A located ZIP that was not accepted. */
const locatedOutcome = {
  type: 'emitOutcome',
  params: ({ context, event }: { context: SddPriorityContext; event: unknown }) => ({
    id: context.request!.id,
    outcome: notAccepted(context, { zip: locatedZip(event as DoneOrError)!, priority: BROWSER_LOCATION }),
  }),
} as const;

const warning = (message: (error: unknown) => string) =>
  ({ type: 'emitWarning', params: ({ event }: { event: unknown }) => ({ message: message((event as DoneOrError).error) }) }) as const;

/** A failure: one warning, outcome `failed` with the info kept as it was. */
const fail = (message: (error: unknown) => string) => ({
  target: '#sddPriority.idle',
  actions: [warning(message), requestOutcome('failed'), 'clearRequest'] as const,
});

/** Aborted (replaced or stopped): nothing to report. */
const silentAbort = { guard: 'isAborted', target: '#sddPriority.idle', actions: 'clearRequest' } as const;

const failureMessage = (what: string) => (error: unknown) =>
  `${what} failed${error instanceof ApiError ? ` (${error.key}${error.status ? ` ${error.status}` : ''})` : ''}`;

const finish = { target: '#sddPriority.idle', actions: [requestOutcome('updated'), 'clearRequest'] } as const;

export const sddPriorityMachine = machineSetup.createMachine({
  id: 'sddPriority',
  context: ({ input }) => ({
    api: input?.api ?? {},
    info: input?.info ?? null,
    ttlMinutes: parseTtlMinutes(input?.ttlMinutes),
    cutoff: input?.cutoff ?? SDD_CUTOFF_DEFAULT,
    now: input?.now ?? Date.now,
    orderId: input?.orderId || null,
    request: null,
  }),
  initial: 'idle',
  on: {
    'ZIP.UPDATE': [
      { guard: 'isInvalidUpdate', actions: eventOutcome(() => 'invalid') },
      { guard: 'isAcceptedUpdate', target: '.updating', actions: ['emitReplaced', 'startUpdate'] },
      { actions: eventOutcome((context, event) => notAccepted(context, zipUpdateOf(event)!)) },
    ],
    'LOCATION.UPDATE': [
      { guard: 'isInvalidLocation', actions: eventOutcome(() => 'invalid') },
      { guard: 'isLocationOutranked', actions: eventOutcome(() => 'refused') },
      { target: '.locating', actions: ['emitReplaced', 'startLocating'] },
    ],
    'INFO.REPLACE': { actions: 'assignInfo' },
    'CONFIG.CHANGE': { actions: 'assignConfig' },
    'API.CHANGE': { actions: 'assignApi' },
    'ORDER.CHANGE': { actions: 'assignOrder' },
  },
  states: {
    idle: {
      on: {
        // While an update is under way, it refreshes the info anyway: INFO.CHECK is ignored then.
        'INFO.CHECK': { guard: 'isInfoStale', target: 'updating', actions: 'startRefresh' },
      },
    },
    locating: {
      tags: ['busy'],
      invoke: {
        src: 'reverseGeocode',
        input: ({ context }) => ({ api: context.api, latitude: context.request!.latitude!, longitude: context.request!.longitude! }),
        onDone: [
          { guard: 'isLocatedZipUnreadable', ...fail(() => messageFor('GEO_POSTAL_RESULT_NOT_FOUND')) },
          { guard: 'isLocatedAccepted', target: 'updating.findingStores', actions: ['emitLocated', 'startLocatedUpdate'] },
          // Decided against the info stored now: unchanged, or refused if a higher priority was stored meanwhile.
          { target: 'idle', actions: ['emitLocated', locatedOutcome, 'clearRequest'] },
        ],
        onError: [
          silentAbort,
          { guard: 'isRecordableNoPostalCode', target: 'updating.saving', actions: 'prepareNoPostalCode' },
          { guard: 'isPostalCodeNotFound', target: 'idle', actions: [requestOutcome('refused'), 'clearRequest'] },
          fail(geocodeMessage),
        ],
      },
    },
    updating: {
      tags: ['busy'],
      initial: 'routing',
      states: {
        routing: {
          always: [{ guard: 'hasCoordinates', target: 'findingStores' }, { target: 'geocoding' }],
        },
        geocoding: {
          invoke: {
            src: 'geocodeZip',
            input: ({ context }) => ({ api: context.api, zip: context.request!.zip }),
            onDone: { target: 'findingStores', actions: 'assignCoordinates' },
            onError: [silentAbort, fail(geocodeMessage)],
          },
        },
        findingStores: {
          invoke: {
            src: 'findNearbyStores',
            input: ({ context }) => ({
              api: context.api,
              zipCode: context.request!.zip,
              latitude: context.request!.latitude!,
              longitude: context.request!.longitude!,
              radius: SDD_RADIUS_DEFAULT,
            }),
            onDone: [
              { guard: 'needsCity', target: 'lookingUpCity', actions: 'prepareInfo' },
              { target: 'saving', actions: 'prepareInfo' },
            ],
            onError: [silentAbort, fail(failureMessage('SDD nearby stores lookup'))],
          },
        },
        lookingUpCity: {
          invoke: {
            src: 'lookupCity',
            input: ({ context }) => ({ api: context.api, zip: context.request!.zip }),
            onDone: { target: 'saving', actions: 'assignCity' },
            // No city: saved with city and state "", the update does not fail.
            onError: [silentAbort, { target: 'saving' }],
          },
        },
        saving: {
          entry: ['saveInfo', 'emitSaved', 'emitChanged'],
          always: [{ guard: 'shouldStamp', target: 'stamping' }, finish],
        },
        stamping: {
          invoke: {
            src: 'stampNode',
            input: ({ context }) => ({
              api: context.api,
              orderId: context.orderId!,
              sddZipCode: context.info!.sddZipCode,
              sddStoreId: context.info!.sddStoreId,
              hadStore: context.request!.hadStore,
            }),
            onDone: finish,
            // Logged; the SDD info stays.
            onError: [silentAbort, { ...finish, actions: [warning(failureMessage('SDD stamp node')), ...finish.actions] }],
          },
        },
      },
    },
  },
});
