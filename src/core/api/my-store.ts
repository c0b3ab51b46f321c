import * as v from 'valibot';
import { STORES_TIMEOUT_MS } from '../constants';
import type { Store } from '../stores.types';
import { request } from './client';
import { listOf } from './schemas';

/**
 * One store (`GET /stores/{id}`): what the my-store button needs on every page, apart from the search, geocode and
 * SDD calls of ./stores.ts (loaded with the flyout). The Store schema and the calls' options are shared with them.
 * Stores stay GeoJSON Features as sent; extra fields are kept. A store needs a `properties.gx_id` (digits) and a
 * `storeName`; an optional field present with another type (`"distance": "3.2"`) reads as absent.
 */

export interface StoresCallOptions {
  base?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** Missing, null or of another type: absent. */
export const maybe = <T>(schema: v.GenericSchema<unknown, T>) => v.fallback(v.optional(schema), undefined);

export const finite = v.pipe(v.number(), v.finite());

const StoreProperties = v.looseObject({
  gx_id: v.pipe(v.string(), v.trim(), v.regex(/^\d+$/)),
  storeName: v.pipe(v.string(), v.trim(), v.minLength(1)),
  neighborhood: maybe(v.string()),
  address: maybe(v.looseObject({ street: maybe(v.string()), city: maybe(v.string()), state: maybe(v.string()) })),
  zipCode: maybe(v.string()),
  phone: maybe(v.string()),
  status: maybe(v.string()),
  openingDate: maybe(v.string()),
  storeHours: maybe(v.string()),
  // An unreadable entry is dropped; the others still replace their dates' weekly hours.
  specialHours: maybe(listOf(v.looseObject({ date: v.string(), hours: v.string() }))),
  timeZoneUtcOffset: maybe(v.string()),
  doordashEligible: maybe(v.string()),
  bopisEligible: maybe(v.boolean()),
  stsEligible: maybe(v.boolean()),
  isSTS1: maybe(v.string()),
  isSTS2: maybe(v.string()),
  distance: maybe(finite),
});

export const StoreFeature = v.pipe(
  v.looseObject({
    id: maybe(v.union([v.string(), v.pipe(finite, v.transform(String))])),
    geometry: maybe(v.looseObject({ type: v.literal('Point'), coordinates: v.tuple([finite, finite]) })),
    properties: StoreProperties,
  }),
  v.transform((feature) => ({ ...feature, type: 'Feature' }) as Store),
);

export function callStores<T>(options: StoresCallOptions, path: string, schema: v.GenericSchema<unknown, T>, more: { query?: Record<string, string | number | boolean>; method?: 'POST'; body?: unknown } = {}) {
  return request({
    base: options.base,
    path,
    signal: options.signal,
    timeoutMs: options.timeoutMs ?? STORES_TIMEOUT_MS,
    schema,
    ...more,
  });
}

/** `GET /stores/{id}`: one store; an unknown id is a 404 ApiError. */
export function fetchStore(id: string, options: StoresCallOptions = {}): Promise<Store> {
  return callStores(options, `/stores/${encodeURIComponent(id)}`, StoreFeature);
}
