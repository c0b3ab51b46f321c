import type { ZipCode } from 'zipcodes';
import type { CityResult, GeocodeResult } from '../../src/core/stores.types';

/**
 * US ZIP geodata of the reference API, from the npm package `zipcodes` (its US table, lib/codes.js: ZIP, latitude,
 * longitude, city, state). The table is ~5 MB of JavaScript, so it is imported on the first call that needs it
 * (geocode, city, a nearByStore without coordinates), never when the worker starts; `geodataLoaded()` tells whether
 * that has happened. The package's own `lookup` and `lookupByCoords` are not used: its index also loads the Canadian
 * table, and `lookupByCoords` assigns an undeclared variable, which throws in any ES module bundle (strict mode).
 */

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles between two points (haversine formula). */
export function haversineMiles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = radians(lat2 - lat1);
  const dLon = radians(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A reverse geocode finds no ZIP when the nearest one is farther than this (mid-ocean, abroad). */
export const REVERSE_GEOCODE_MAX_MILES = 50;

/**
 * ZIPs whose answer the api-contract pins (its example): 77056 answers the Houston Galleria's point, where the
 * package has 29.7446, -95.4683 (both truncate to 29.74, -95.46, so the calls that follow are the same).
 */
export const GEOCODE_OVERRIDES: Readonly<Record<string, GeocodeResult>> = {
  '77056': { zip: '77056', latitude: 29.7494, longitude: -95.4616, city: 'Houston', state: 'TX' },
};

/** A real ZIP without a location in the package (military post offices are at 0, 0): geocode answers 200 without coordinates. */
export const GEOCODE_NO_COORDINATES_ZIP = '34001';

/** The answer of `geocode?zip=` for a ZIP that has no location: a 200 the elements read as 'Postal code result not found'. */
export type GeocodeAnswer = GeocodeResult | (Omit<GeocodeResult, 'latitude' | 'longitude'> & { latitude: null; longitude: null });

interface Geodata {
  byZip: Map<string, ZipCode>;
  /** Entries with a location, for the reverse lookup. */
  located: ZipCode[];
}

let loading: Promise<Geodata> | null = null;
let loaded = false;

/** True once something asked for the ZIP table (its import started); tests check that nothing does at start. */
export function geodataRequested(): boolean {
  return loading !== null;
}

/** True once the ZIP table has been imported. */
export function geodataLoaded(): boolean {
  return loaded;
}

const hasLocation = (entry: ZipCode) => Number.isFinite(entry.latitude) && Number.isFinite(entry.longitude) && (entry.latitude !== 0 || entry.longitude !== 0);

/** Imports the ZIP table once (its own chunk in the demo bundle, a pre-bundled dependency under Vite). */
function geodata(): Promise<Geodata> {
  loading ??= import('zipcodes/lib/codes.js').then((module) => {
    // CommonJS through a bundler: the exports are named, or under `default`, depending on its interop.
    const codes = module.codes ?? module.default.codes;
    const us = Object.values(codes).filter((entry) => entry.country === 'US');
    loaded = true;
    return { byZip: new Map(us.map((entry) => [entry.zip, entry])), located: us.filter(hasLocation) };
  });
  return loading;
}

/** The US entry of a five-digit ZIP, or undefined. */
async function entryOf(zip: string): Promise<ZipCode | undefined> {
  return /^\d{5}$/.test(zip) ? (await geodata()).byZip.get(zip) : undefined;
}

/** `geocode?zip=`: the ZIP's point, city and state; undefined when the ZIP is unknown. */
export async function geocodeZip(zip: string): Promise<GeocodeAnswer | undefined> {
  const entry = await entryOf(zip);
  if (!entry) return undefined;
  const pinned = GEOCODE_OVERRIDES[zip];
  if (pinned) return { ...pinned };
  const { city, state } = entry;
  return hasLocation(entry)
    ? { zip, latitude: entry.latitude, longitude: entry.longitude, city, state }
    : { zip, latitude: null, longitude: null, city, state };
}

/** `geocode?lat=&lon=`: the nearest US ZIP within REVERSE_GEOCODE_MAX_MILES, or undefined. */
export async function reverseGeocode(latitude: number, longitude: number): Promise<GeocodeResult | undefined> {
  let nearest: ZipCode | undefined;
  let best = REVERSE_GEOCODE_MAX_MILES;
  for (const entry of (await geodata()).located) {
    // One degree of latitude is ~69 miles: skip the haversine for entries that cannot be nearer.
    if (Math.abs(entry.latitude - latitude) * 69 > best) continue;
    const miles = haversineMiles(latitude, longitude, entry.latitude, entry.longitude);
    if (miles <= best) [nearest, best] = [entry, miles];
  }
  if (!nearest) return undefined;
  const { zip, city, state } = nearest;
  return { zip, latitude: nearest.latitude, longitude: nearest.longitude, city, state };
}

/** `address/city/{zip}`: city and state, or undefined when the ZIP is unknown. */
export async function cityOfZip(zip: string): Promise<CityResult | undefined> {
  const entry = await entryOf(zip);
  return entry && { zip, city: entry.city, state: entry.state };
}
