import * as v from 'valibot';
import { STORE_SEARCH_RADIUS } from '../constants';
import { messageFor } from '../errors';
import { parseZip, truncateCoordinate } from '../geo';
import type { CityResult, GeocodeResult, Store } from '../stores.types';
import { ApiError } from './client';
import { listOf } from './schemas';
import { callStores as call, maybe, StoreFeature, type StoresCallOptions } from './my-store';

export { fetchStore, type StoresCallOptions } from './my-store';

/**
 * The stores and address services (spec section 7, api-contract.md "Stores and same-day delivery (SDD)").
 * Stores stay GeoJSON Features as sent; extra fields are kept. A store needs a `properties.gx_id` (digits) and a
 * `storeName`: one store answer without them is a schema error, a list drops such stores. An optional field that is
 * present with another type (`"distance": "3.2"`) reads as absent rather than losing the store.
 * Coordinates sent are truncated to two decimals (`truncateCoordinate`).
 */

/** The 404 error key of an unknown postal code. */
export const POSTAL_CODE_NOT_FOUND_KEY = '_ERR_POSTAL_CODE_NOT_FOUND';
/** Our key for a 2xx geocode answer without finite coordinates (or, reversed, without a ZIP). */
export const POSTAL_CODE_NO_RESULT_KEY = 'GEO_POSTAL_RESULT_NOT_FOUND';

const StoreList = listOf(StoreFeature);
/** A FeatureCollection: `features` must be a list; its unreadable stores are dropped. */
const StoreCollection = v.pipe(
  v.looseObject({ features: v.array(v.unknown()) }),
  v.transform((collection) => v.parse(StoreList, collection.features)),
);

const GeocodeAnswer = v.looseObject({
  zip: maybe(v.string()),
  latitude: v.optional(v.unknown()),
  longitude: v.optional(v.unknown()),
  city: maybe(v.string()),
  state: maybe(v.string()),
});

const CityAnswer = v.looseObject({ zip: maybe(v.string()), city: v.string(), state: v.string() });

/** `GET /stores?lat&lon&rad=250&flyout=true`: the locator's list, nearest first; `total` counts the stores kept. */
export async function searchStores(
  at: { latitude: number; longitude: number },
  options: StoresCallOptions = {},
): Promise<{ total: number; stores: Store[] }> {
  const stores = await call(options, '/stores', StoreCollection, {
    query: { lat: truncateCoordinate(at.latitude), lon: truncateCoordinate(at.longitude), rad: STORE_SEARCH_RADIUS, flyout: true },
  });
  return { total: stores.length, stores };
}

function geocodeResult(answer: v.InferOutput<typeof GeocodeAnswer>, zip: string | null): GeocodeResult {
  const { latitude, longitude } = answer;
  const found = parseZip(answer.zip) ?? zip;
  if (typeof latitude !== 'number' || !Number.isFinite(latitude) || typeof longitude !== 'number' || !Number.isFinite(longitude) || !found) {
    throw new ApiError('schema', POSTAL_CODE_NO_RESULT_KEY, 200);
  }
  const result: GeocodeResult = { zip: found, latitude, longitude };
  if (answer.city !== undefined) result.city = answer.city;
  if (answer.state !== undefined) result.state = answer.state;
  return result;
}

/** `GET /address/geocode?zip=`: the ZIP's coordinates (the ZIP asked when the answer names none). */
export async function geocodeZip(zip: string, options: StoresCallOptions = {}): Promise<GeocodeResult> {
  const answer = await call(options, '/address/geocode', GeocodeAnswer, { query: { zip } });
  return geocodeResult(answer, parseZip(zip));
}

/** `GET /address/geocode?lat=&lon=` ("Use my location"): the nearest ZIP; an answer without a ZIP finds none. */
export async function reverseGeocode(at: { latitude: number; longitude: number }, options: StoresCallOptions = {}): Promise<GeocodeResult> {
  const answer = await call(options, '/address/geocode', GeocodeAnswer, {
    query: { lat: truncateCoordinate(at.latitude), lon: truncateCoordinate(at.longitude) },
  });
  return geocodeResult(answer, null);
}

/** A 404 `_ERR_POSTAL_CODE_NOT_FOUND`: the postal code (or, reversed, any postal code) is unknown. */
export function isPostalCodeNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404 && error.key === POSTAL_CODE_NOT_FOUND_KEY;
}

/** The message of a failed geocode (spec section 8). */
export function geocodeMessage(error: unknown): string {
  if (isPostalCodeNotFound(error)) return messageFor('GEO_POSTAL_NOT_FOUND');
  if (error instanceof ApiError && error.key === POSTAL_CODE_NO_RESULT_KEY) return messageFor('GEO_POSTAL_RESULT_NOT_FOUND');
  return messageFor('GEO_FAILED');
}

/** `GET /address/city/{zip}`: the ZIP's city and state. */
export async function fetchCity(zip: string, options: StoresCallOptions = {}): Promise<CityResult> {
  const answer = await call(options, `/address/city/${encodeURIComponent(zip)}`, CityAnswer);
  return { zip: parseZip(answer.zip) ?? zip, city: answer.city, state: answer.state };
}

export interface NearbyStoresQuery {
  zipCode: string;
  latitude: number;
  longitude: number;
  /** Miles. */
  radius: number;
}

/** `POST /cart/nearByStore`: stores within `radius` miles, nearest first, eligible or not. */
export function fetchNearbyStores(query: NearbyStoresQuery, options: StoresCallOptions = {}): Promise<Store[]> {
  const body = { ...query, latitude: truncateCoordinate(query.latitude), longitude: truncateCoordinate(query.longitude) };
  return call(options, '/cart/nearByStore', StoreCollection, { method: 'POST', body });
}

export interface SddStampNode {
  orderId: string;
  sddZipCode: string;
  sddStoreId: string;
}

/**
 * Records the order's SDD ZIP and store: `POST /cartitem/update/sdd/stampnode` when the SDD info being replaced had a
 * store, else `/cartitem/initiate/sdd/stampnode`. The answer (the same object) is not needed.
 */
export async function stampSddNode(body: SddStampNode, hadStore: boolean, options: StoresCallOptions = {}): Promise<void> {
  const path = hadStore ? '/cartitem/update/sdd/stampnode' : '/cartitem/initiate/sdd/stampnode';
  await call(options, path, v.unknown(), { method: 'POST', body });
}
