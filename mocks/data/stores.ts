import type { Store, StoreProperties } from '../../src/core/stores.types';
import { haversineMiles } from './geo';

/**
 * Seeded stores of the reference API (api-contract.md "Stores and same-day delivery"): thirteen hand-written stores in
 * and around Houston, Dallas and Austin (plus El Paso, for Mountain time), each there for a case of the contract, and
 * a generated dense set around Denver so that a store search there lists more than 250 stores. Made-up addresses and
 * 555 phone numbers; one store name carries markup on purpose (it must render as text).
 */

/** The contract's weekly hours (the Houston Galleria's). */
export const STANDARD_HOURS =
  'SUN 10:00-19:00;MON 09:00-21:00;TUE 09:00-21:00;WED 09:00-21:00;THU 09:00-21:00;FRI 09:00-21:00;SAT 09:00-21:00';

/** The stores that stand for a case, by what they are for. */
export const STORE_IDS = {
  /** The contract's store: SDD ("1"), Thanksgiving 2026-11-26 closed, ship to store (isSTS1 "1"). */
  galleria: '1024',
  /** Not an SDD store ("0"), and the nearest store to 29.74, -95.46 (the contract's example answers it first). */
  memorialCity: '1031',
  /** SDD store, no ship to store. */
  woodlands: '1045',
  temporarilyClosed: '1052',
  /** No Wednesday in its weekly hours (a missing day is closed). */
  katy: '1067',
  dallas: '2010',
  /** COMING_SOON, opening 2026-12-05. */
  comingSoon: '2017',
  /** `timeZoneUtcOffset: "abc"` (store time is UTC). */
  badOffset: '2024',
  /** Ship to store through isSTS2 "1". */
  domain: '3001',
  /** Its name has markup: `South Congress <b>Outlet</b> & Co`. */
  markup: '3008',
  /** Status CLOSED (for good). */
  closed: '3015',
  /** Closed on Sundays, short hours on 2026-12-24, no store pickup. */
  sanMarcos: '3022',
  /** Mountain time (`-07:00`). */
  mountainTime: '4001',
} as const;

/** The markup store's name, as the API sends it. */
export const MARKUP_STORE_NAME = 'South Congress <b>Outlet</b> & Co';

type Seed = Omit<StoreProperties, 'gx_id' | 'distance'> & { storeName: string };

function store(id: string, [longitude, latitude]: [number, number], properties: Seed): Store {
  return {
    type: 'Feature',
    id,
    geometry: { type: 'Point', coordinates: [longitude, latitude] },
    properties: { gx_id: id, ...properties },
  };
}

const texas = (street: string, city: string) => ({ address: { street, city, state: 'TX' } });
const central = { timeZoneUtcOffset: '-06:00', storeHours: STANDARD_HOURS, bopisEligible: true } as const;
const noSts = { stsEligible: false } as const;

const HAND_WRITTEN: Store[] = [
  store(STORE_IDS.galleria, [-95.4616, 29.7494], {
    storeName: 'Houston Galleria',
    neighborhood: 'Galleria',
    ...texas('5085 Westheimer Rd', 'Houston'),
    zipCode: '77056',
    phone: '(713) 555-0142',
    status: 'OPEN',
    ...central,
    specialHours: [{ date: '2026-11-26', hours: 'CLOSED' }],
    doordashEligible: '1',
    stsEligible: true,
    isSTS1: '1',
    isSTS2: '0',
  }),
  // Placed next to 29.74, -95.46 (where the elements search for 77056), nearer than the Galleria, for the example.
  store(STORE_IDS.memorialCity, [-95.459, 29.7418], {
    storeName: 'Memorial City',
    neighborhood: 'Uptown',
    ...texas('1800 Post Oak Blvd', 'Houston'),
    zipCode: '77056',
    phone: '(713) 555-0188',
    status: 'OPEN',
    ...central,
    doordashEligible: '0',
    stsEligible: true,
    isSTS1: '0',
    isSTS2: '0',
  }),
  store(STORE_IDS.woodlands, [-95.4613, 30.1658], {
    storeName: 'The Woodlands',
    neighborhood: 'Woodlands Mall',
    ...texas('1201 Lake Woodlands Dr', 'The Woodlands'),
    zipCode: '77380',
    phone: '(281) 555-0117',
    status: 'OPEN',
    ...central,
    doordashEligible: '1',
    ...noSts,
  }),
  store(STORE_IDS.temporarilyClosed, [-94.9774, 29.7355], {
    storeName: 'Baytown',
    neighborhood: 'San Jacinto Mall',
    ...texas('4570 Garth Rd', 'Baytown'),
    zipCode: '77521',
    phone: '(281) 555-0163',
    status: 'TEMPORARILY_CLOSED',
    ...central,
    doordashEligible: '1',
    ...noSts,
  }),
  store(STORE_IDS.katy, [-95.8245, 29.7858], {
    storeName: 'Katy Cinco Ranch',
    neighborhood: 'Cinco Ranch',
    ...texas('23501 Cinco Ranch Blvd', 'Katy'),
    zipCode: '77494',
    phone: '(281) 555-0190',
    status: 'OPEN',
    ...central,
    storeHours: 'SUN 10:00-18:00;MON 09:00-21:00;TUE 09:00-21:00;THU 09:00-21:00;FRI 09:00-22:00;SAT 09:00-22:00',
    doordashEligible: '1',
    ...noSts,
  }),
  store(STORE_IDS.dallas, [-96.8016, 32.7977], {
    storeName: 'Dallas Uptown',
    neighborhood: 'Uptown',
    ...texas('2500 McKinney Ave', 'Dallas'),
    zipCode: '75201',
    phone: '(214) 555-0120',
    status: 'OPEN',
    ...central,
    doordashEligible: '1',
    stsEligible: true,
    isSTS1: '1',
  }),
  store(STORE_IDS.comingSoon, [-96.8285, 33.0801], {
    storeName: 'Plano Legacy West',
    neighborhood: 'Legacy West',
    ...texas('7700 Windrose Ave', 'Plano'),
    zipCode: '75024',
    phone: '(469) 555-0105',
    status: 'COMING_SOON',
    openingDate: '2026-12-05',
    ...central,
    doordashEligible: '1',
    ...noSts,
  }),
  store(STORE_IDS.badOffset, [-97.3308, 32.7555], {
    storeName: 'Fort Worth Sundance Square',
    neighborhood: 'Downtown',
    ...texas('420 Main St', 'Fort Worth'),
    zipCode: '76102',
    phone: '(817) 555-0131',
    status: 'OPEN',
    ...central,
    timeZoneUtcOffset: 'abc',
    doordashEligible: '1',
    ...noSts,
  }),
  store(STORE_IDS.domain, [-97.7254, 30.4021], {
    storeName: 'Austin The Domain',
    neighborhood: 'North Austin',
    ...texas('11410 Century Oaks Ter', 'Austin'),
    zipCode: '78758',
    phone: '(512) 555-0176',
    status: 'OPEN',
    ...central,
    doordashEligible: '1',
    stsEligible: true,
    isSTS1: '0',
    isSTS2: '1',
  }),
  store(STORE_IDS.markup, [-97.7493, 30.2489], {
    storeName: MARKUP_STORE_NAME,
    neighborhood: 'South Congress',
    ...texas('1500 S Congress Ave', 'Austin'),
    zipCode: '78704',
    phone: '(512) 555-0109',
    status: 'OPEN',
    ...central,
    doordashEligible: '0',
    ...noSts,
  }),
  store(STORE_IDS.closed, [-97.6789, 30.5083], {
    storeName: 'Round Rock',
    neighborhood: 'La Frontera',
    ...texas('2701 Parker Dr', 'Round Rock'),
    zipCode: '78664',
    phone: '(512) 555-0151',
    status: 'CLOSED',
    ...central,
    doordashEligible: '1',
    ...noSts,
  }),
  store(STORE_IDS.sanMarcos, [-97.9414, 29.8833], {
    storeName: 'San Marcos',
    neighborhood: 'Outlet Center',
    ...texas('3939 S Interstate 35', 'San Marcos'),
    zipCode: '78666',
    phone: '(512) 555-0144',
    status: 'OPEN',
    ...central,
    storeHours: 'SUN CLOSED;MON 10:00-20:00;TUE 10:00-20:00;WED 10:00-20:00;THU 10:00-20:00;FRI 10:00-21:00;SAT 10:00-21:00',
    specialHours: [{ date: '2026-12-24', hours: '09:00-17:00' }],
    bopisEligible: false,
    doordashEligible: '1',
    ...noSts,
  }),
  store(STORE_IDS.mountainTime, [-106.552, 31.8057], {
    storeName: 'El Paso Sunland Park',
    neighborhood: 'West El Paso',
    ...texas('750 Sunland Park Dr', 'El Paso'),
    zipCode: '79912',
    phone: '(915) 555-0128',
    status: 'OPEN',
    ...central,
    timeZoneUtcOffset: '-07:00',
    doordashEligible: '1',
    ...noSts,
  }),
];

/** The ZIP whose store search (radius 250) lists the dense set: Denver downtown, 39.74, -104.99 once truncated. */
export const storeSearchZip250 = '80202';
/** How many stores the dense set has (all within 26 miles of storeSearchZip250). */
export const DENSE_STORE_COUNT = 264;

const DENVER: [number, number] = [-104.9946, 39.7491];
const MILES_PER_DEGREE_LATITUDE = 69.09;
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * The dense set: stores on a sunflower spiral around downtown Denver (store n at 1 + 25 * sqrt(n / count) miles, turned
 * by the golden angle), so that positions and distances are fixed and spread evenly. Ids 6001 onwards.
 */
function denseStore(index: number): Store {
  const miles = 1 + 25 * Math.sqrt((index + 0.5) / DENSE_STORE_COUNT);
  const angle = index * GOLDEN_ANGLE;
  const [lon0, lat0] = DENVER;
  const latitude = round4(lat0 + (miles * Math.cos(angle)) / MILES_PER_DEGREE_LATITUDE);
  const longitude = round4(lon0 + (miles * Math.sin(angle)) / (MILES_PER_DEGREE_LATITUDE * Math.cos((lat0 * Math.PI) / 180)));
  const number = String(index + 1).padStart(3, '0');
  return store(String(6001 + index), [longitude, latitude], {
    storeName: `Front Range ${number}`,
    neighborhood: `Denver area ${number}`,
    address: { street: `${100 + index * 10} Colfax Ave`, city: 'Denver', state: 'CO' },
    zipCode: storeSearchZip250,
    phone: `(303) 555-${String(1000 + index)}`,
    status: 'OPEN',
    storeHours: STANDARD_HOURS,
    timeZoneUtcOffset: '-07:00',
    doordashEligible: index % 4 === 0 ? '1' : '0',
    bopisEligible: true,
    stsEligible: index % 2 === 0,
    isSTS1: index % 2 === 0 ? '1' : '0',
  });
}

/** Every seeded store: the hand-written ones, then the dense set. */
export const STORES: readonly Store[] = [...HAND_WRITTEN, ...Array.from({ length: DENSE_STORE_COUNT }, (_, index) => denseStore(index))];

const byId = new Map(STORES.map((seeded) => [seeded.properties.gx_id, seeded]));
const copy = (seeded: Store): Store => structuredClone(seeded);

/** A copy of the seeded store with this id (no `distance`), or undefined. */
export function findStore(id: string): Store | undefined {
  const seeded = byId.get(id);
  return seeded && copy(seeded);
}

/** Distance in miles, to one decimal, as the list answers carry it. */
export const roundMiles = (miles: number) => Math.round(miles * 10) / 10;

/**
 * Copies of the stores within `radiusMiles` of a point, nearest first (ties by id), each with `properties.distance`
 * in miles to one decimal.
 */
export function storesNear(latitude: number, longitude: number, radiusMiles: number): Store[] {
  return STORES.map((seeded) => {
    const [lon, lat] = seeded.geometry?.coordinates ?? [NaN, NaN];
    return { seeded, miles: haversineMiles(latitude, longitude, lat, lon) };
  })
    .filter(({ miles }) => miles <= radiusMiles)
    .sort((a, b) => a.miles - b.miles || a.seeded.properties.gx_id.localeCompare(b.seeded.properties.gx_id))
    .map(({ seeded, miles }) => {
      const answer = copy(seeded);
      answer.properties.distance = roundMiles(miles);
      return answer;
    });
}
