import { LOCATION_PRIORITY } from '../../src/core/constants';
import type { LocationPriority, SddInfo, SddStore } from '../../src/core/stores.types';

/**
 * What a stored `sg_sdd_info` must look like, and the location priorities: read on every page with a locator (the
 * package's `getSddInfo()` is synchronous), apart from the SDD rules of ./sdd.logic.ts (which re-exports these).
 */

const isFiniteOrNull = (value: unknown) => value === null || (typeof value === 'number' && Number.isFinite(value));

function isStoredSddStore(value: unknown): value is SddStore {
  const store = value as SddStore | null;
  return (
    !!store &&
    typeof store === 'object' &&
    (store.EDDLabel === 'SDD' || store.EDDLabel === 'NDD') &&
    !!store.properties &&
    typeof store.properties === 'object' &&
    typeof store.properties.gx_id === 'string' &&
    typeof store.properties.storeName === 'string'
  );
}

/**
 * A stored `sg_sdd_info` of the contract's types: priority an integer 1-5, timestamp a finite number, the ZIP five
 * digits (or "" with an `error`), the store id a string, the store null or a labelled store, coordinates finite
 * numbers or null, city and state strings. Anything else reads as absent.
 */
export function isSddInfo(value: unknown): value is SddInfo {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const info = value as Record<string, unknown>;
  const zip = info.sddZipCode;
  return (
    typeof zip === 'string' &&
    (/^\d{5}$/.test(zip) || (zip === '' && typeof info.error === 'string')) &&
    typeof info.sddStoreId === 'string' &&
    (info.sddStore === null || isStoredSddStore(info.sddStore)) &&
    parsePriority(info.priority) === info.priority &&
    typeof info.timestamp === 'number' &&
    Number.isFinite(info.timestamp) &&
    isFiniteOrNull(info.latitude) &&
    isFiniteOrNull(info.longitude) &&
    typeof info.sddCity === 'string' &&
    typeof info.sddState === 'string' &&
    (info.error === undefined || typeof info.error === 'string')
  );
}

/** MANUAL..AKAMAI (any case) or 5..1, as numbers or numeric strings; anything else is null. */
export function parsePriority(value: unknown): LocationPriority | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= 5 ? (value as LocationPriority) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^[1-5]$/.test(text)) return Number(text) as LocationPriority;
  const name = text.toUpperCase();
  return Object.hasOwn(LOCATION_PRIORITY, name) ? LOCATION_PRIORITY[name as keyof typeof LOCATION_PRIORITY] : null;
}
