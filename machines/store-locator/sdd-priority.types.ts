import type { ApiSettings, NearbyStoresQuery } from '../../src/core/api';
import type { CityResult, GeocodeResult, LocationPriority, SddInfo, Store } from '../../src/core/stores.types';

/** How an update ended, reported with its `id`. */
export type SddOutcome = 'updated' | 'unchanged' | 'refused' | 'invalid' | 'failed';

/** The update under way (one at a time). */
export interface SddRequest {
  id: string;
  /** "" while a browser location is being reverse geocoded. */
  zip: string;
  priority: LocationPriority;
  /** Known coordinates (truncated), else null until geocoded. */
  latitude: number | null;
  longitude: number | null;
  /** The info this update will save, once the stores are known. */
  next: SddInfo | null;
  /** Whether the info it replaced had a store (stamp node: update vs initiate path). */
  hadStore: boolean;
}

export interface SddPriorityContext {
  api: ApiSettings;
  /** The SDD info as stored (`sg_sdd_info`); changes only when an update is saved or with INFO.REPLACE. */
  info: SddInfo | null;
  ttlMinutes: number;
  /** `HH:MM` store time; unreadable means 16:00. */
  cutoff: string;
  now: () => number;
  /** `WC_OrdId`: the stamp node call is made only with one. */
  orderId: string | null;
  request: SddRequest | null;
}

export interface SddPriorityInput {
  api?: ApiSettings;
  /** The stored info, as the caller read it (already checked with `isSddInfo`). */
  info?: SddInfo | null;
  ttlMinutes?: number;
  cutoff?: string;
  now?: () => number;
  orderId?: string | null;
}

export type SddPriorityEvent =
  /** Missing or invalid ZIP or priority: outcome `invalid`, no request. */
  | { type: 'ZIP.UPDATE'; id: string; zip: string; priority: LocationPriority; storeId?: string; latitude?: number; longitude?: number }
  /** "Use my location": reverse geocoded, then a BROWSER_LOCATION update with these coordinates. */
  | { type: 'LOCATION.UPDATE'; id: string; latitude: number; longitude: number }
  /** On load or when read: a stale info is refetched (outcome id `id`, default "info-check"). */
  | { type: 'INFO.CHECK'; id?: string }
  /** Another tab or element wrote storage. */
  | { type: 'INFO.REPLACE'; info: SddInfo | null }
  | { type: 'CONFIG.CHANGE'; ttlMinutes?: number; cutoff?: string }
  | { type: 'API.CHANGE'; api: ApiSettings }
  | { type: 'ORDER.CHANGE'; orderId: string | null };

export type SddPriorityEmitted =
  | { type: 'outcome'; id: string; outcome: SddOutcome; info: SddInfo | null }
  /** The caller persists it (`sg_sdd_info`). */
  | { type: 'saved'; info: SddInfo }
  | { type: 'changed'; info: SddInfo }
  | { type: 'located'; zip: string }
  /** A failure to log; never shown as is. */
  | { type: 'warning'; message: string };

export type GeocodeZipInput = { api: ApiSettings; zip: string };
export type ReverseGeocodeInput = { api: ApiSettings; latitude: number; longitude: number };
export type FindNearbyStoresInput = NearbyStoresQuery & { api: ApiSettings };
export type LookupCityInput = { api: ApiSettings; zip: string };
export type StampNodeInput = { api: ApiSettings; orderId: string; sddZipCode: string; sddStoreId: string; hadStore: boolean };

export type GeocodeZipOutput = GeocodeResult;
export type FindNearbyStoresOutput = Store[];
export type LookupCityOutput = CityResult;
