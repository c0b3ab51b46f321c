import { http, HttpResponse } from 'msw';
import type { Store } from '../../src/core/stores.types';
import { cityOfZip, geocodeZip, reverseGeocode } from '../data/geo';
import { findStore, storesNear } from '../data/stores';
import { withFaults, type CallName } from '../faults';
import { appendLog, perWorld } from '../scope';
import { errorBody, readBody, text } from './respond';

/**
 * The stores and same-day delivery calls of the reference API (api-contract.md "Stores and same-day delivery"): store
 * details, store search, geocode (by ZIP and reverse), city of a ZIP, stores near a ZIP, and the SDD stamp on the
 * order. Every request is logged (before its fault switch applies) so that tests can tell which calls were made, or
 * that none was.
 */

/** Default radius, in miles, of `GET /stores` (the locator sends 250 anyway) and of `POST /cart/nearByStore`. */
export const STORE_SEARCH_RADIUS = 250;
export const NEAR_BY_STORE_RADIUS = 20;

export type StoreCallName = 'store' | 'stores' | 'geocode' | 'city' | 'nearByStore' | 'stampnodeInitiate' | 'stampnodeUpdate';

/** One request the stores service received: its call, method, URL and JSON body (POST only; raw text if not JSON). */
export interface StoreCall {
  call: StoreCallName;
  method: string;
  url: string;
  body?: unknown;
}

const logOf = perWorld<StoreCall[]>(() => []);

const STAMPNODE = { initiate: 'stampnodeInitiate', update: 'stampnodeUpdate' } as const;

/** The requests received since the last reset, oldest first (of one call, when named). */
export function storeCalls(call?: StoreCallName): StoreCall[] {
  return logOf.get().filter((entry) => !call || entry.call === call).map((entry) => ({ ...entry }));
}

/** How many stampnode calls (initiate, update, or both) were received since the last reset. */
export function stampnodeCount(kind?: 'initiate' | 'update'): number {
  const kinds: StoreCallName[] = kind ? [STAMPNODE[kind]] : Object.values(STAMPNODE);
  return logOf.get().filter(({ call }) => kinds.includes(call)).length;
}

/** Forgets the logged requests (call between tests). */
export function resetStoreCalls(): void {
  logOf.set([]);
}

interface Info {
  request: Request;
  params: Record<string, unknown>;
}

async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const raw = await request.clone().text();
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** Logs the request, then applies the fault switch, then answers. */
function handle(call: StoreCallName, fault: CallName, resolver: (info: Info) => Response | Promise<Response>) {
  const answer = withFaults(fault, resolver);
  return async (info: Info): Promise<Response> => {
    const { request } = info;
    const entry: StoreCall = { call, method: request.method, url: request.url, body: await bodyOf(request) };
    appendLog(logOf.get(), entry);
    return answer(info);
  };
}

const notFound = (errorKey: string, errorMessage: string) => errorBody(errorKey, 404, errorMessage);
const postalCodeNotFound = () => notFound('_ERR_POSTAL_CODE_NOT_FOUND', 'Postal code not found');
const invalidCoordinates = () => errorBody('_ERR_INVALID_COORDINATES', 400, 'lat and lon must be numbers, -90..90 and -180..180');
const invalidRadius = () => errorBody('_ERR_INVALID_RADIUS', 400, 'The radius must be a number of miles, 0 or more');

/** A number from a query parameter or a JSON value (numeric strings accepted), or NaN. */
function numberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && value.trim() ? Number(value) : NaN;
}

/** Finite coordinates in range, or null. */
function coordinates(lat: unknown, lon: unknown): { latitude: number; longitude: number } | null {
  const latitude = numberOf(lat);
  const longitude = numberOf(lon);
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}

/** The radius in miles: the default when absent or empty, NaN when unreadable or negative. */
function radiusOf(value: unknown, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const miles = numberOf(value);
  return miles >= 0 ? miles : NaN;
}

const collection = (features: Store[]) => ({ type: 'FeatureCollection' as const, features });

// GET /stores/{id}
function storeDetails({ params }: Info): Response {
  const store = findStore(String(params.id));
  return store ? HttpResponse.json(store) : notFound('_ERR_STORE_NOT_FOUND', `No store ${String(params.id)}`);
}

// GET /stores?lat=&lon=&rad=&flyout=   (flyout is accepted and changes nothing)
function storeSearch({ request }: Info): Response {
  const query = new URL(request.url).searchParams;
  const point = coordinates(query.get('lat'), query.get('lon'));
  if (!point) return invalidCoordinates();
  const radius = radiusOf(query.get('rad'), STORE_SEARCH_RADIUS);
  if (Number.isNaN(radius)) return invalidRadius();
  const features = storesNear(point.latitude, point.longitude, radius);
  return HttpResponse.json({ type: 'FeatureCollection', total: features.length, features });
}

// GET /address/geocode?zip=   or   ?lat=&lon=   (reverse)
async function geocode({ request }: Info): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const zip = query.get('zip');
  if (zip !== null) {
    const found = await geocodeZip(zip.trim());
    return found ? HttpResponse.json(found) : postalCodeNotFound();
  }
  const point = coordinates(query.get('lat'), query.get('lon'));
  if (!point) return invalidCoordinates();
  const found = await reverseGeocode(point.latitude, point.longitude);
  return found ? HttpResponse.json(found) : postalCodeNotFound();
}

// GET /address/city/{zip}
async function city({ params }: Info): Promise<Response> {
  const found = await cityOfZip(String(params.zip).trim());
  return found ? HttpResponse.json(found) : postalCodeNotFound();
}

// POST /cart/nearByStore { zipCode, latitude, longitude, radius }: the coordinates when given, else the ZIP's.
async function nearByStore({ request }: Info): Promise<Response> {
  const body = await readBody(request);
  if (!body) return errorBody('_ERR_DEFAULT_KEY', 400, 'Malformed request body');
  const radius = radiusOf(body.radius, NEAR_BY_STORE_RADIUS);
  if (Number.isNaN(radius)) return invalidRadius();
  let point = coordinates(body.latitude, body.longitude);
  if (!point && text(body.zipCode)) {
    const found = await geocodeZip(text(body.zipCode));
    point = found ? coordinates(found.latitude, found.longitude) : null;
    if (!point) return postalCodeNotFound();
  }
  if (!point) return invalidCoordinates();
  return HttpResponse.json(collection(storesNear(point.latitude, point.longitude, radius)));
}

// POST /cartitem/initiate/sdd/stampnode and /cartitem/update/sdd/stampnode: echoes the three fields.
async function stampnode({ request }: Info): Promise<Response> {
  const body = await readBody(request);
  if (!body) return errorBody('_ERR_DEFAULT_KEY', 400, 'Malformed request body');
  const orderId = text(body.orderId);
  if (!orderId) return errorBody('_ERR_ORDER_ID_REQUIRED', 400, 'orderId is required');
  return HttpResponse.json({ orderId, sddZipCode: text(body.sddZipCode), sddStoreId: text(body.sddStoreId) });
}

/** Same-origin fetches only: a Vite module such as /src/stores/List.tsx must not look like a store id. */
const isStoreId = (value: unknown) => typeof value === 'string' && /^[\w-]{1,40}$/.test(value);

const details = handle('store', 'store', storeDetails);

export const storeHandlers = [
  http.get('*/stores/:id', (info) => (isStoreId(info.params.id) ? details(info) : undefined)),
  http.get('*/stores', handle('stores', 'stores', storeSearch)),
  http.get('*/address/geocode', handle('geocode', 'geocode', geocode)),
  http.get('*/address/city/:zip', handle('city', 'city', city)),
  http.post('*/cart/nearByStore', handle('nearByStore', 'nearByStore', nearByStore)),
  ...(['initiate', 'update'] as const).map((kind) =>
    http.post(`*/cartitem/${kind}/sdd/stampnode`, handle(STAMPNODE[kind], 'stampnode', stampnode)),
  ),
];
