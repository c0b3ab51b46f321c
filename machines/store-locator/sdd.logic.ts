import { LOCATION_PRIORITY, SDD_CUTOFF_DEFAULT, SDD_TTL_MINUTES_DEFAULT, SDD_TTL_MINUTES_MAX } from '../../src/core/constants';
import { parseZip, truncateCoordinate } from '../../src/core/geo';
import type { EddLabel, LocationPriority, SddInfo, SddStore, Store } from '../../src/core/stores.types';

/**
 * Pure rules of stores and same-day delivery (spec sections 3, 4, 5, 8; api-contract.md "Stores and same-day
 * delivery (SDD)"): ZIP input, store time, store hours, the SDD store choice, the my-store details, the SDD info
 * and its priorities.
 */

export { parseZip, truncateCoordinate } from '../../src/core/geo';

export * from './store-hours.logic';
export * from './sdd-info.logic';
import { parsePriority } from './sdd-info.logic';
import { isOpenToday, isOpenTomorrow, parseClock, storeTime } from './store-hours.logic';

const MINUTE_MS = 60_000;

// ---------------------------------------------------------------------------------------------------------------
// The SDD store choice

const DEFAULT_CUTOFF_MINUTES = 16 * 60;

/** The cutoff `HH:MM` (00:00 to 23:59) in minutes; anything else is the default, 16:00. */
export function parseCutoff(text: unknown): number {
  const minutes = typeof text === 'string' && /^\d{2}:\d{2}$/.test(text) ? parseClock(text) : null;
  return minutes !== null && minutes < 24 * 60 ? minutes : DEFAULT_CUTOFF_MINUTES;
}

/**
 * The same-day delivery store among the answer's stores, each judged at its own store time. Candidates are the stores
 * with `doordashEligible === "1"`, in answer order. The first candidate that is before the cutoff and open today is
 * "SDD", or at/after the cutoff (16:00:00 counts as after) and open tomorrow "NDD"; else the first candidate open
 * tomorrow is "NDD"; else none.
 */
export function chooseSddStore(stores: readonly Store[], nowMs: number, cutoff: string = SDD_CUTOFF_DEFAULT): SddStore | null {
  const cutoffMinutes = parseCutoff(cutoff);
  const candidates = stores.filter((store) => store.properties.doordashEligible === '1');
  const label = (store: Store, EDDLabel: EddLabel): SddStore => ({ ...store, EDDLabel });
  for (const store of candidates) {
    if (storeTime(store, nowMs).minutes < cutoffMinutes) {
      if (isOpenToday(store, nowMs)) return label(store, 'SDD');
    } else if (isOpenTomorrow(store, nowMs)) {
      return label(store, 'NDD');
    }
  }
  const nextDay = candidates.find((store) => isOpenTomorrow(store, nowMs));
  return nextDay ? label(nextDay, 'NDD') : null;
}

// ---------------------------------------------------------------------------------------------------------------
// SDD info and priorities

/** Stale once `ttlMinutes` have passed since the stored timestamp (at exactly that age it is stale). */
export function isStale(info: SddInfo, nowMs: number, ttlMinutes: number): boolean {
  return nowMs - info.timestamp >= ttlMinutes * MINUTE_MS;
}

/** The SDD time-to-live in minutes: an integer 1 to 10080 (a number or a numeric string); else 30. */
export function parseTtlMinutes(value: unknown): number {
  const minutes = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof minutes === 'number' && Number.isInteger(minutes) && minutes >= 1 && minutes <= SDD_TTL_MINUTES_MAX
    ? minutes
    : SDD_TTL_MINUTES_DEFAULT;
}

/** An update of the SDD ZIP, read from an event. */
export interface ZipUpdate {
  zip: string;
  priority: LocationPriority;
  /** Given (non-empty) only: a different store id makes the update needed. */
  storeId?: string;
  /** Both finite, truncated; else none. */
  latitude?: number;
  longitude?: number;
}

/** A valid update (ZIP per `parseZip`, priority per `parsePriority`) or null: the update fails before any request. */
export function readZipUpdate(raw: { zip?: unknown; priority?: unknown; storeId?: unknown; latitude?: unknown; longitude?: unknown }): ZipUpdate | null {
  const zip = parseZip(raw.zip);
  const priority = parsePriority(raw.priority);
  if (zip === null || priority === null) return null;
  const update: ZipUpdate = { zip, priority };
  if (typeof raw.storeId === 'string' && raw.storeId.trim()) update.storeId = raw.storeId.trim();
  const latitude = truncateCoordinate(raw.latitude as number);
  const longitude = truncateCoordinate(raw.longitude as number);
  if (Number.isFinite(latitude) && Number.isFinite(longitude)) Object.assign(update, { latitude, longitude });
  return update;
}

export type UpdateDecision = 'accept' | 'refused' | 'unchanged';

/**
 * Accepted only if the priority is at least the stored one (none stored = 0) and the ZIP differs, or a given store id
 * differs from the stored one, or the stored info is stale. A lower priority is refused; otherwise unchanged.
 */
export function decideUpdate(
  stored: SddInfo | null,
  update: { zip: string; priority: LocationPriority; storeId?: string },
  nowMs: number,
  ttlMinutes: number,
): UpdateDecision {
  if (update.priority < (stored?.priority ?? 0)) return 'refused';
  if (!stored) return 'accept';
  const differs = update.zip !== stored.sddZipCode || (!!update.storeId && update.storeId !== stored.sddStoreId);
  return differs || isStale(stored, nowMs, ttlMinutes) ? 'accept' : 'unchanged';
}

/** The coordinates of an update: its own, else the stored info's when it is for the same ZIP, else none (geocode). */
export function knownCoordinates(update: ZipUpdate, stored: SddInfo | null): { latitude: number; longitude: number } | null {
  if (update.latitude !== undefined && update.longitude !== undefined) return { latitude: update.latitude, longitude: update.longitude };
  if (stored && stored.sddZipCode === update.zip && stored.latitude !== null && stored.longitude !== null) {
    return { latitude: stored.latitude, longitude: stored.longitude };
  }
  return null;
}

/** City and state are looked up only for SHIPPING_ZIP_CODE and CART_SUMMARY (not MANUAL, BROWSER_LOCATION, AKAMAI). */
export function needsCityLookup(priority: LocationPriority): boolean {
  return priority === LOCATION_PRIORITY.SHIPPING_ZIP_CODE || priority === LOCATION_PRIORITY.CART_SUMMARY;
}

/** The SDD info an accepted update saves (city and state are filled later, for the priorities that look them up). */
export function newSddInfo(
  update: { zip: string; priority: LocationPriority },
  store: SddStore | null,
  at: { latitude: number; longitude: number },
  nowMs: number,
): SddInfo {
  return {
    sddZipCode: update.zip,
    sddStoreId: store?.properties.gx_id ?? '',
    sddStore: store,
    priority: update.priority,
    timestamp: nowMs,
    latitude: truncateCoordinate(at.latitude),
    longitude: truncateCoordinate(at.longitude),
    sddCity: '',
    sddState: '',
  };
}

/** A browser location without a postal code: recorded without a store lookup (spec section 8). */
export function noPostalCodeInfo(at: { latitude: number; longitude: number }, message: string, nowMs: number): SddInfo {
  return {
    ...newSddInfo({ zip: '', priority: LOCATION_PRIORITY.BROWSER_LOCATION }, null, at, nowMs),
    error: message,
  };
}
