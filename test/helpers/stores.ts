import type { SddInfo, Store, StoreProperties } from '../../src/core/stores.types';

/** Stores of api-contract.md's SDD example, and times around it. */

export const WEEK_HOURS = 'SUN 10:00-19:00;MON 09:00-21:00;TUE 09:00-21:00;WED 09:00-21:00;THU 09:00-21:00;FRI 09:00-21:00;SAT 09:00-21:00';

/** A store; `properties` are merged over the Houston Galleria's. */
export function makeStore(properties: Partial<StoreProperties> = {}): Store {
  return {
    type: 'Feature',
    id: properties.gx_id ?? '1024',
    geometry: { type: 'Point', coordinates: [-95.4616, 29.7494] },
    properties: {
      gx_id: '1024',
      storeName: 'Houston Galleria',
      neighborhood: 'Galleria',
      address: { street: '5085 Westheimer Rd', city: 'Houston', state: 'TX' },
      zipCode: '77056',
      phone: '(713) 555-0142',
      status: 'OPEN',
      storeHours: WEEK_HOURS,
      timeZoneUtcOffset: '-06:00',
      doordashEligible: '1',
      bopisEligible: true,
      stsEligible: true,
      isSTS1: '1',
      isSTS2: '0',
      ...properties,
    },
  };
}

export const galleria = makeStore();
export const memorialCity = makeStore({ gx_id: '1031', storeName: 'Memorial City', neighborhood: 'Memorial', doordashEligible: '0', distance: 1.1 });

/** Wednesday 2026-11-18, 15:59 in Houston (UTC-6). */
export const WED_1559_HOUSTON = Date.UTC(2026, 10, 18, 21, 59);
/** Wednesday 2026-11-18, 16:00:00 in Houston. */
export const WED_1600_HOUSTON = Date.UTC(2026, 10, 18, 22, 0);

/** A UTC instant from a Houston (UTC-6) wall-clock time in November 2026. */
export const houston = (day: number, hours: number, minutes = 0, seconds = 0) => Date.UTC(2026, 10, day, hours + 6, minutes, seconds);

export function makeInfo(overrides: Partial<SddInfo> = {}): SddInfo {
  return {
    sddZipCode: '77056',
    sddStoreId: '1024',
    sddStore: { ...galleria, EDDLabel: 'SDD' },
    priority: 5,
    timestamp: WED_1559_HOUSTON,
    latitude: 29.74,
    longitude: -95.46,
    sddCity: '',
    sddState: '',
    ...overrides,
  };
}
