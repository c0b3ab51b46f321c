/**
 * Shapes of stores and same-day delivery (api-contract.md, "Stores and same-day delivery"), shared by the API client
 * (src/core/api/stores.ts), the SDD rules (machines/store-locator/), the page-level store state and the reference API.
 * Stores stay in their GeoJSON form, as the API sends them: `sg_sdd_info` keeps the chosen one as it came, plus its
 * `EDDLabel`.
 */

export type StoreStatus = 'OPEN' | 'CLOSED' | 'TEMPORARILY_CLOSED' | 'COMING_SOON';

export interface StoreHoursEntry {
  /** A store-local date, `YYYY-MM-DD`. */
  date: string;
  /** `HH:MM-HH:MM` or `CLOSED`. */
  hours: string;
}

export interface StoreProperties {
  /** The store id (`WC_StLocId`). */
  gx_id: string;
  storeName: string;
  neighborhood?: string;
  address?: { street?: string; city?: string; state?: string };
  /** `WC_StZip_Selected`. */
  zipCode?: string;
  phone?: string;
  /** OPEN | CLOSED | TEMPORARILY_CLOSED | COMING_SOON; anything else reads as closed. */
  status?: string;
  /** COMING_SOON only: `YYYY-MM-DD`. */
  openingDate?: string;
  /** `SUN 10:00-19:00;MON 09:00-21:00;...`, store-local, 24-hour. */
  storeHours?: string;
  specialHours?: StoreHoursEntry[];
  /** `-?HH:MM`; anything else is `00:00`. */
  timeZoneUtcOffset?: string;
  /** `"1"` = a same-day delivery store. */
  doordashEligible?: string;
  /** Store pickup. */
  bopisEligible?: boolean;
  stsEligible?: boolean;
  isSTS1?: string;
  isSTS2?: string;
  /** Miles from the searched point (list answers only). */
  distance?: number;
  [extra: string]: unknown;
}

/** A store: a GeoJSON Feature (coordinates are `[lon, lat]`). */
export interface Store {
  type: 'Feature';
  id?: string;
  geometry?: { type: 'Point'; coordinates: [number, number] };
  properties: StoreProperties;
}

export type EddLabel = 'SDD' | 'NDD';

/** The store chosen for same-day delivery, as stored: the Store plus its computed label. */
export type SddStore = Store & { EDDLabel: EddLabel };

/** MANUAL 5, SHIPPING_ZIP_CODE 4, CART_SUMMARY 3, BROWSER_LOCATION 2, AKAMAI 1 (spec section 3). */
export type LocationPriorityName = 'MANUAL' | 'SHIPPING_ZIP_CODE' | 'CART_SUMMARY' | 'BROWSER_LOCATION' | 'AKAMAI';
export type LocationPriority = 1 | 2 | 3 | 4 | 5;

/** localStorage `sg_sdd_info`. */
export interface SddInfo {
  /** 5 digits; `""` only with `error`. */
  sddZipCode: string;
  /** `""` when no store qualifies. */
  sddStoreId: string;
  sddStore: SddStore | null;
  priority: LocationPriority;
  /** `Date.now()` when saved. */
  timestamp: number;
  /** Truncated to 2 decimals, or null. */
  latitude: number | null;
  longitude: number | null;
  /** Filled only for SHIPPING_ZIP_CODE and CART_SUMMARY. */
  sddCity: string;
  sddState: string;
  /** Browser location without a postal code: "Postal code not found". */
  error?: string;
}

/** `GET /api/address/geocode?zip=` or `?lat=&lon=`. */
export interface GeocodeResult {
  zip: string;
  latitude: number;
  longitude: number;
  city?: string;
  state?: string;
}

/** `GET /api/address/city/{zip}`. */
export interface CityResult {
  zip: string;
  city: string;
  state: string;
}
