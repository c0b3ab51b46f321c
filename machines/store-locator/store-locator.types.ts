import type { ApiSettings } from '../../src/core/api';
import type { Store } from '../../src/core/stores.types';

export type { Coordinates } from '../../src/core/geolocation';
import type { Coordinates } from '../../src/core/geolocation';

/** Why a search has no list: the shopper's location, the ZIP's lookup, or the store search itself. */
export type LocatorFailure = 'location' | 'geocode' | 'stores';

export interface StoreLocatorContext {
  api: ApiSettings;
  /** What the last search was near: the ZIP typed, or the ZIP of the shopper's location when known. */
  near: string;
  /** Where the running or last search looks from. */
  at: Coordinates | null;
  stores: Store[];
  /** The ZIP field's message (invalid ZIP), shown on the field; nothing is sent meanwhile. */
  fieldError: string | null;
  /** The failed search's message (role="alert"). */
  error: { kind: LocatorFailure; message: string } | null;
}

export interface StoreLocatorInput {
  api?: ApiSettings;
}

export type StoreLocatorEvent =
  | { type: 'SEARCH.SUBMIT'; text: string }
  | { type: 'LOCATE.REQUEST' }
  | { type: 'FIELD.EDIT' }
  | { type: 'API.CHANGE'; api: ApiSettings };

/** `located`: the browser's position, for the page's SDD rules (a BROWSER_LOCATION update). */
export type StoreLocatorEmitted =
  | { type: 'located'; at: Coordinates }
  | { type: 'searched'; near: string; count: number };
