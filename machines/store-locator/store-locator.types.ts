import type { ApiSettings } from '../../src/core/api';
import type { ErrorKey } from '../../src/core/errors';
import type { StoreHoursMessageKey } from './store-hours.logic';
import type { Store } from '../../src/core/stores.types';

export type { Coordinates } from '../../src/core/geolocation';
import type { Coordinates } from '../../src/core/geolocation';

/** Why a search has no list: the shopper's location, the ZIP's lookup, or the store search itself. */
export type LocatorFailure = 'location' | 'geocode' | 'stores';

/**
 * The locator's own messages the rules decide on (the view words them: `storeLocatorMessages`, docs/messages.md): the
 * search's field, failures and polite status here, the store hours' lines in ./store-hours.logic.ts.
 */
export type StoreLocatorMessageKey =
  | 'zipInvalid'
  | 'storesFailed'
  | 'locationDenied'
  | 'locationFailed'
  | 'storesNear'
  | 'storesNearYou'
  | 'noStoresNear'
  | 'noStoresNearYou'
  | StoreHoursMessageKey;

/**
 * A message as the search decides it: one of the locator's keys with its values, or a key of the error catalogue
 * (spec section 8, `error.GEO_*`).
 */
export type LocatorText = { key: StoreLocatorMessageKey; values?: Readonly<Record<string, string | number>> } | { error: ErrorKey };

export interface StoreLocatorContext {
  api: ApiSettings;
  /** What the last search was near: the ZIP typed, or the ZIP of the shopper's location when known. */
  near: string;
  /** Where the running or last search looks from. */
  at: Coordinates | null;
  stores: Store[];
  /** The ZIP field's message (invalid ZIP), shown on the field; nothing is sent meanwhile. */
  fieldError: LocatorText | null;
  /** The failed search's message (role="alert"). */
  error: { kind: LocatorFailure; message: LocatorText } | null;
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
