import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { sddPriorityMachine } from '../../machines/store-locator';
import type {
  FindNearbyStoresInput,
  GeocodeZipInput,
  LookupCityInput,
  ReverseGeocodeInput,
  SddPriorityEmitted,
  SddPriorityInput,
  StampNodeInput,
} from '../../machines/store-locator';
import { ApiError } from '../../src/core/api';
import type { CityResult, GeocodeResult, SddInfo, Store } from '../../src/core/stores.types';
import { galleria, makeInfo, makeStore, memorialCity, WED_1559_HOUSTON, WED_1600_HOUSTON } from '../helpers/stores';

const MINUTE = 60_000;

interface Fakes {
  geocodeZip?: (input: GeocodeZipInput, signal: AbortSignal) => Promise<GeocodeResult>;
  reverseGeocode?: (input: ReverseGeocodeInput, signal: AbortSignal) => Promise<GeocodeResult>;
  findNearbyStores?: (input: FindNearbyStoresInput, signal: AbortSignal) => Promise<Store[]>;
  lookupCity?: (input: LookupCityInput, signal: AbortSignal) => Promise<CityResult>;
  stampNode?: (input: StampNodeInput, signal: AbortSignal) => Promise<void>;
}

const houstonGeocode: GeocodeResult = { zip: '77056', latitude: 29.7494, longitude: -95.4616, city: 'Houston', state: 'TX' };

const defaults: Required<Fakes> = {
  geocodeZip: async () => houstonGeocode,
  reverseGeocode: async () => ({ zip: '77056', latitude: 29.7494, longitude: -95.4616 }),
  findNearbyStores: async () => [memorialCity, galleria],
  lookupCity: async ({ zip }) => ({ zip, city: 'Houston', state: 'TX' }),
  stampNode: async () => undefined,
};

/** A promise settled from the test. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function start(input: SddPriorityInput = {}, fakes: Fakes = {}) {
  const impl = { ...defaults, ...fakes };
  const calls = {
    geocodeZip: [] as GeocodeZipInput[],
    reverseGeocode: [] as ReverseGeocodeInput[],
    findNearbyStores: [] as FindNearbyStoresInput[],
    lookupCity: [] as LookupCityInput[],
    stampNode: [] as StampNodeInput[],
  };
  const signals: AbortSignal[] = [];
  /** Counts the calls and keeps their signals. */
  const counted = <I, O>(list: I[], run: (input: I, signal: AbortSignal) => Promise<O>) =>
    fromPromise<O, I>(({ input, signal }) => {
      list.push(input);
      signals.push(signal);
      return run(input, signal);
    });
  const machine = sddPriorityMachine.provide({
    actors: {
      geocodeZip: counted(calls.geocodeZip, impl.geocodeZip),
      reverseGeocode: counted(calls.reverseGeocode, impl.reverseGeocode),
      findNearbyStores: counted(calls.findNearbyStores, impl.findNearbyStores),
      lookupCity: counted(calls.lookupCity, impl.lookupCity),
      stampNode: counted(calls.stampNode, impl.stampNode),
    },
  });
  let now = WED_1559_HOUSTON;
  const actor = createActor(machine, { clock: new SimulatedClock(), input: { now: () => now, ...input } });
  const emitted: SddPriorityEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const count = () => Object.values(calls).reduce((sum, list) => sum + list.length, 0);
  return {
    actor,
    calls,
    signals,
    emitted,
    count,
    setNow: (ms: number) => (now = ms),
    idle: () => waitFor(actor, (s) => s.matches('idle')),
    types: () => emitted.map((e) => e.type),
    outcomes: () => emitted.flatMap((e) => (e.type === 'outcome' ? [[e.id, e.outcome]] : [])),
    of: <T extends SddPriorityEmitted['type']>(type: T) => emitted.filter((e): e is Extract<SddPriorityEmitted, { type: T }> => e.type === type),
    info: () => actor.getSnapshot().context.info,
  };
}

/** The contract's example as saved: 77056, Houston Galleria SDD, priority 5, saved at 1795039140000, no city. */
const exampleInfo: SddInfo = makeInfo();

describe('sddPriorityMachine: the contract example', () => {
  it('15:59 in Houston: geocode, nearby stores (radius 20, truncated), SDD Houston Galleria; saved, changed, updated', async () => {
    const t = start();
    t.actor.send({ type: 'ZIP.UPDATE', id: 'u1', zip: '77056', priority: 5 });
    expect(t.actor.getSnapshot().hasTag('busy')).to.equal(true);
    await t.idle();
    expect(t.actor.getSnapshot().hasTag('busy')).to.equal(false);
    expect(t.calls.geocodeZip).to.deep.equal([{ api: {}, zip: '77056' }]);
    expect(t.calls.findNearbyStores).to.deep.equal([{ api: {}, zipCode: '77056', latitude: 29.74, longitude: -95.46, radius: 20 }]);
    expect(t.calls.lookupCity, 'MANUAL').to.have.length(0);
    expect(t.calls.stampNode, 'no order').to.have.length(0);
    expect(t.info()).to.deep.equal(exampleInfo);
    expect(exampleInfo).to.deep.include({ sddStoreId: '1024', priority: 5, timestamp: 1795039140000, latitude: 29.74, longitude: -95.46 });
    expect(exampleInfo.sddStore?.EDDLabel).to.equal('SDD');
    expect(t.emitted).to.deep.equal([
      { type: 'saved', info: exampleInfo },
      { type: 'changed', info: exampleInfo },
      { type: 'outcome', id: 'u1', outcome: 'updated', info: exampleInfo },
    ]);
  });

  it('16:00:00 store time: the same answer gives NDD', async () => {
    const t = start();
    t.setNow(WED_1600_HOUSTON);
    t.actor.send({ type: 'ZIP.UPDATE', id: 'u1', zip: '77056', priority: 5 });
    await t.idle();
    expect(t.info()?.sddStore?.EDDLabel).to.equal('NDD');
    expect(t.info()?.sddStoreId).to.equal('1024');
  });

  it('offset "abc": store time is UTC, 21:59 is after the cutoff -> NDD', async () => {
    const t = start({}, { findNearbyStores: async () => [memorialCity, makeStore({ timeZoneUtcOffset: 'abc' })] });
    t.actor.send({ type: 'ZIP.UPDATE', id: 'u1', zip: '77056', priority: 5 });
    await t.idle();
    expect(t.info()?.sddStore?.EDDLabel).to.equal('NDD');
  });

  it('takes the cutoff from input and CONFIG.CHANGE', async () => {
    const t = start({ cutoff: '15:00' });
    t.actor.send({ type: 'ZIP.UPDATE', id: 'u1', zip: '77056', priority: 5 });
    await t.idle();
    expect(t.info()?.sddStore?.EDDLabel).to.equal('NDD');
    t.actor.send({ type: 'CONFIG.CHANGE', cutoff: '17:00' });
    t.actor.send({ type: 'ZIP.UPDATE', id: 'u2', zip: '77057', priority: 5 });
    await t.idle();
    expect(t.info()?.sddStore?.EDDLabel).to.equal('SDD');
  });

  it('no eligible store: saved with sddStoreId "" and no store', async () => {
    const t = start({ orderId: '5001' }, { findNearbyStores: async () => [memorialCity] });
    t.actor.send({ type: 'ZIP.UPDATE', id: 'u1', zip: '77056', priority: 5 });
    await t.idle();
    expect(t.info()).to.deep.include({ sddZipCode: '77056', sddStoreId: '', sddStore: null });
    expect(t.calls.stampNode, 'no store chosen: no stamp').to.have.length(0);
    expect(t.outcomes()).to.deep.equal([['u1', 'updated']]);
  });
});

describe('sddPriorityMachine: which updates run', () => {
  it('a missing or invalid ZIP or priority fails at once: outcome invalid, no request, info kept', () => {
    const stored = makeInfo({ priority: 1 });
    const t = start({ info: stored });
    const bad: Array<Record<string, unknown>> = [
      { zip: '1234', priority: 5 },
      { zip: 'K1A0B1', priority: 5 },
      { zip: '77056-12', priority: 5 },
      { zip: '', priority: 5 },
      { priority: 5 },
      { zip: '75201', priority: 9 },
      { zip: '75201', priority: 0 },
      { zip: '75201' },
    ];
    bad.forEach((fields, i) => t.actor.send({ type: 'ZIP.UPDATE', id: `b${i}`, ...fields } as never));
    expect(t.outcomes()).to.deep.equal(bad.map((_, i) => [`b${i}`, 'invalid']));
    expect(t.count()).to.equal(0);
    expect(t.info()).to.equal(stored);
    expect(t.actor.getSnapshot().matches('idle')).to.equal(true);
  });

  it('reads ZIP+4 and priority names: "77056-1234" with "CART_SUMMARY" runs for 77056 at 3', async () => {
    const t = start();
    t.actor.send({ type: 'ZIP.UPDATE', id: 'u', zip: ' 77056-1234 ', priority: 'CART_SUMMARY' as never });
    await t.idle();
    expect(t.info()).to.deep.include({ sddZipCode: '77056', priority: 3 });
  });

  it('a lower priority is refused and never calls any actor', () => {
    const stored = makeInfo({ priority: 4, timestamp: WED_1559_HOUSTON - 24 * 60 * MINUTE });
    const t = start({ info: stored });
    for (const priority of [3, 2, 1] as const) t.actor.send({ type: 'ZIP.UPDATE', id: `p${priority}`, zip: '75201', priority, storeId: '9' });
    expect(t.outcomes()).to.deep.equal([['p3', 'refused'], ['p2', 'refused'], ['p1', 'refused']]);
    expect(t.of('outcome').every((e) => e.info === stored)).to.equal(true);
    expect(t.count()).to.equal(0);
  });

  it('the same ZIP within the TTL is unchanged and never calls; after the TTL it refetches with the stored coordinates', async () => {
    const stored = makeInfo({ priority: 3, timestamp: WED_1559_HOUSTON });
    const t = start({ info: stored, ttlMinutes: 30 });
    t.setNow(WED_1559_HOUSTON + 30 * MINUTE - 1);
    t.actor.send({ type: 'ZIP.UPDATE', id: 'same', zip: '77056', priority: 3 });
    t.actor.send({ type: 'ZIP.UPDATE', id: 'higher', zip: '77056', priority: 5 });
    t.actor.send({ type: 'ZIP.UPDATE', id: 'sameStore', zip: '77056', priority: 3, storeId: '1024' });
    expect(t.outcomes()).to.deep.equal([['same', 'unchanged'], ['higher', 'unchanged'], ['sameStore', 'unchanged']]);
    expect(t.count()).to.equal(0);
    t.setNow(WED_1559_HOUSTON + 30 * MINUTE);
    t.actor.send({ type: 'ZIP.UPDATE', id: 'stale', zip: '77056', priority: 3 });
    await t.idle();
    expect(t.calls.geocodeZip, 'the stored coordinates of the same ZIP').to.have.length(0);
    expect(t.calls.findNearbyStores[0]).to.deep.include({ latitude: 29.74, longitude: -95.46 });
    expect(t.outcomes().at(-1)).to.deep.equal(['stale', 'updated']);
    expect(t.info()?.timestamp).to.equal(WED_1559_HOUSTON + 30 * MINUTE);
  });

  it('a different store id, or a different ZIP, at the same or a higher priority runs', async () => {
    const t = start({ info: makeInfo({ priority: 3 }) });
    t.actor.send({ type: 'ZIP.UPDATE', id: 'store', zip: '77056', priority: 3, storeId: '2000' });
    await t.idle();
    t.actor.send({ type: 'ZIP.UPDATE', id: 'zip', zip: '75201', priority: 3 });
    await t.idle();
    expect(t.outcomes()).to.deep.equal([['store', 'updated'], ['zip', 'updated']]);
    expect(t.calls.geocodeZip.map((c) => c.zip), 'same ZIP: stored coordinates; new ZIP: geocoded').to.deep.equal(['75201']);
  });

  it("uses the update's own coordinates, truncated, without geocoding", async () => {
    const t = start();
    t.actor.send({ type: 'ZIP.UPDATE', id: 'u', zip: '75201', priority: 5, latitude: 32.7899, longitude: -96.8079 });
    await t.idle();
    expect(t.calls.geocodeZip).to.have.length(0);
    expect(t.calls.findNearbyStores[0]).to.deep.include({ zipCode: '75201', latitude: 32.78, longitude: -96.8 });
    expect(t.info()).to.deep.include({ latitude: 32.78, longitude: -96.8 });
  });

  it('truncates geocoded coordinates in the request and the info', async () => {
    const t = start({}, { geocodeZip: async () => ({ zip: '75201', latitude: 32.8, longitude: -96.8079 }) });
    t.actor.send({ type: 'ZIP.UPDATE', id: 'u', zip: '75201', priority: 1 });
    await t.idle();
    expect(t.calls.findNearbyStores[0]).to.deep.include({ latitude: 32.8, longitude: -96.8 });
    expect(t.info()).to.deep.include({ latitude: 32.8, longitude: -96.8, priority: 1 });
  });
});

describe('sddPriorityMachine: city and state', () => {
  for (const priority of [4, 3] as const) {
    it(`priority ${priority} looks up the city and state`, async () => {
      const t = start();
      t.actor.send({ type: 'ZIP.UPDATE', id: 'u', zip: '77056', priority });
      await t.idle();
      expect(t.calls.lookupCity).to.deep.equal([{ api: {}, zip: '77056' }]);
      expect(t.info()).to.deep.include({ sddCity: 'Houston', sddState: 'TX', priority });
      expect(t.of('saved')[0]!.info).to.deep.include({ sddCity: 'Houston', sddState: 'TX' });
    });
  }

  for (const priority of [5, 2, 1] as const) {
    it(`priority ${priority} never looks up the city`, async () => {
      const t = start();
      t.actor.send({ type: 'ZIP.UPDATE', id: 'u', zip: '77056', priority });
      await t.idle();
      expect(t.calls.lookupCity).to.have.length(0);
      expect(t.info()).to.deep.include({ sddCity: '', sddState: '' });
    });
  }

  it('a city failure leaves city and state "" and does not fail the update', async () => {
    const t = start({}, { lookupCity: () => Promise.reject(new ApiError('http', '_ERR_POSTAL_CODE_NOT_FOUND', 404)) });
    t.actor.send({ type: 'ZIP.UPDATE', id: 'u', zip: '77056', priority: 4 });
    await t.idle();
    expect(t.info()).to.deep.include({ sddZipCode: '77056', sddStoreId: '1024', sddCity: '', sddState: '' });
    expect(t.types()).to.deep.equal(['saved', 'changed', 'outcome']);
    expect(t.outcomes()).to.deep.equal([['u', 'updated']]);
  });
});

describe('sddPriorityMachine: stamp node', () => {
  it('only with an order id and a chosen store: initiate when the replaced info had no store', async () => {
    const t = start({ orderId: '5001', info: makeInfo({ priority: 1, sddStoreId: '', sddStore: null, sddZipCode: '75201' }) });
    t.actor.send({ type: 'ZIP.UPDATE', id: 'u', zip: '77056', priority: 5 });
    await t.idle();
    expect(t.calls.stampNode).to.deep.equal([{ api: {}, orderId: '5001', sddZipCode: '77056', sddStoreId: '1024', hadStore: false }]);
    expect(t.types()).to.deep.equal(['saved', 'changed', 'outcome']);
  });

  it('the update path when the replaced info had a store; ORDER.CHANGE sets and clears the order', async () => {
    const t = start({ info: makeInfo({ priority: 1, sddZipCode: '75201', sddStoreId: '2000' }) });
    t.actor.send({ type: 'ZIP.UPDATE', id: 'none', zip: '77056', priority: 1 });
    await t.idle();
    expect(t.calls.stampNode, 'no order').to.have.length(0);
    t.actor.send({ type: 'ORDER.CHANGE', orderId: '5001' });
    t.actor.send({ type: 'ZIP.UPDATE', id: 'with', zip: '77057', priority: 1 });
    await t.idle();
    expect(t.calls.stampNode).to.deep.equal([{ api: {}, orderId: '5001', sddZipCode: '77057', sddStoreId: '1024', hadStore: true }]);
    t.actor.send({ type: 'ORDER.CHANGE', orderId: null });
    t.actor.send({ type: 'ZIP.UPDATE', id: 'cleared', zip: '77058', priority: 1 });
    await t.idle();
    expect(t.calls.stampNode).to.have.length(1);
  });

  it('a stamp failure is one warning; the info stays and the update is updated', async () => {
    const t = start({ orderId: '5001' }, { stampNode: () => Promise.reject(new ApiError('http', '_ERR_DEFAULT_KEY', 500)) });
    t.actor.send({ type: 'ZIP.UPDATE', id: 'u', zip: '77056', priority: 5 });
    await t.idle();
    expect(t.types()).to.deep.equal(['saved', 'changed', 'warning', 'outcome']);
    expect(t.of('warning')[0]!.message).to.contain('stamp');
    expect(t.info()).to.deep.equal(exampleInfo);
    expect(t.outcomes()).to.deep.equal([['u', 'updated']]);
  });
});

describe('sddPriorityMachine: failures', () => {
  it('a geocode failure: one warning with its message, outcome failed with the previous info, nothing saved', async () => {
    const cases: Array<[unknown, string]> = [
      [new ApiError('http', '_ERR_POSTAL_CODE_NOT_FOUND', 404), 'Postal code not found'],
      [new ApiError('schema', 'GEO_POSTAL_RESULT_NOT_FOUND', 200), 'Postal code result not found'],
      [new ApiError('timeout', '_ERR_TIMEOUT', 408), 'Geocode failed or no results'],
    ];
    for (const [error, message] of cases) {
      const previous = makeInfo({ priority: 2, sddZipCode: '75201' });
      const t = start({ info: previous }, { geocodeZip: () => Promise.reject(error) });
      t.actor.send({ type: 'ZIP.UPDATE', id: 'u', zip: '77056', priority: 5 });
      await t.idle();
      expect(t.emitted).to.deep.equal([
        { type: 'warning', message },
        { type: 'outcome', id: 'u', outcome: 'failed', info: previous },
      ]);
      expect(t.info()).to.equal(previous);
      expect(t.calls.findNearbyStores).to.have.length(0);
      t.actor.stop();
    }
  });

  it('a nearby stores failure: one warning, failed, the previous info kept; the next update runs normally', async () => {
    let fail = true;
    const t = start({ info: null }, { findNearbyStores: async () => (fail ? Promise.reject(new ApiError('network', '_ERR_NETWORK')) : [galleria]) });
    t.actor.send({ type: 'ZIP.UPDATE', id: 'u', zip: '77056', priority: 5 });
    await t.idle();
    expect(t.types()).to.deep.equal(['warning', 'outcome']);
    expect(t.of('warning')[0]!.message).to.contain('_ERR_NETWORK');
    expect(t.outcomes()).to.deep.equal([['u', 'failed']]);
    expect(t.info()).to.equal(null);
    fail = false;
    t.actor.send({ type: 'ZIP.UPDATE', id: 'again', zip: '77056', priority: 5 });
    await t.idle();
    expect(t.outcomes().at(-1)).to.deep.equal(['again', 'updated']);
  });

  it('an abort is silent', async () => {
    const t = start({}, { geocodeZip: () => Promise.reject(new DOMException('aborted', 'AbortError')) });
    t.actor.send({ type: 'ZIP.UPDATE', id: 'u', zip: '77056', priority: 5 });
    await t.idle();
    expect(t.emitted).to.deep.equal([]);
    expect(t.actor.getSnapshot().context.request).to.equal(null);
  });
});

describe('sddPriorityMachine: updates while one is running', () => {
  it('a newer accepted update replaces the running one (aborted, outcome unchanged)', async () => {
    const first = deferred<GeocodeResult>();
    const t = start({}, { geocodeZip: ({ zip }) => (zip === '75201' ? first.promise : Promise.resolve(houstonGeocode)) });
    t.actor.send({ type: 'ZIP.UPDATE', id: 'old', zip: '75201', priority: 2 });
    expect(t.actor.getSnapshot().hasTag('busy')).to.equal(true);
    t.actor.send({ type: 'ZIP.UPDATE', id: 'new', zip: '77056', priority: 2 });
    expect(t.signals[0]!.aborted, 'the replaced geocode is aborted').to.equal(true);
    first.resolve({ zip: '75201', latitude: 32.78, longitude: -96.8 });
    await t.idle();
    expect(t.outcomes()).to.deep.equal([['old', 'unchanged'], ['new', 'updated']]);
    expect(t.calls.findNearbyStores.map((c) => c.zipCode)).to.deep.equal(['77056']);
    expect(t.info()?.sddZipCode).to.equal('77056');
  });

  it('with nothing stored yet, an update of a lower priority than the running one is refused without a request (load-time cookies)', async () => {
    const geocode = deferred<GeocodeResult>();
    const t = start({}, { geocodeZip: () => geocode.promise });
    t.actor.send({ type: 'ZIP.UPDATE', id: 'shipping', zip: '77056', priority: 4 });
    t.actor.send({ type: 'ZIP.UPDATE', id: 'akamai', zip: '75201', priority: 1 });
    t.actor.send({ type: 'LOCATION.UPDATE', id: 'browser', latitude: 32.8, longitude: -96.8 });
    expect(t.signals[0]!.aborted, 'the running geocode goes on').to.equal(false);
    geocode.resolve(houstonGeocode);
    await t.idle();
    expect(t.outcomes()).to.deep.equal([['akamai', 'refused'], ['browser', 'refused'], ['shipping', 'updated']]);
    expect(t.calls.geocodeZip.map((c) => c.zip)).to.deep.equal(['77056']);
    expect(t.calls.reverseGeocode).to.have.length(0);
    expect(t.info()).to.deep.include({ sddZipCode: '77056', priority: 4 });
  });

  it('updates that are not accepted (against the stored info, or ranking below the running one) leave the running one alone', async () => {
    const nearby = deferred<Store[]>();
    const stored = makeInfo({ priority: 4 });
    const t = start({ info: stored }, { findNearbyStores: () => nearby.promise });
    t.actor.send({ type: 'ZIP.UPDATE', id: 'run', zip: '75201', priority: 5, latitude: 32.78, longitude: -96.8 });
    t.actor.send({ type: 'ZIP.UPDATE', id: 'low', zip: '75202', priority: 3 });
    t.actor.send({ type: 'ZIP.UPDATE', id: 'same', zip: '77056', priority: 4 });
    t.actor.send({ type: 'ZIP.UPDATE', id: 'bad', zip: 'x', priority: 5 });
    nearby.resolve([galleria]);
    await t.idle();
    // 'same' matches the stored info but ranks below the running update, which will replace it: refused.
    expect(t.outcomes()).to.deep.equal([['low', 'refused'], ['same', 'refused'], ['bad', 'invalid'], ['run', 'updated']]);
    expect(t.of('outcome').slice(0, 2).every((e) => e.info === stored)).to.equal(true);
    expect(t.info()).to.deep.include({ sddZipCode: '75201', priority: 5 });
  });

  it('INFO.REPLACE (another tab) changes what later updates are decided against', () => {
    const t = start({ info: makeInfo({ priority: 1 }) });
    t.actor.send({ type: 'INFO.REPLACE', info: makeInfo({ priority: 5 }) });
    t.actor.send({ type: 'ZIP.UPDATE', id: 'u', zip: '75201', priority: 4 });
    expect(t.outcomes()).to.deep.equal([['u', 'refused']]);
    expect(t.count()).to.equal(0);
    t.actor.send({ type: 'INFO.REPLACE', info: null });
    expect(t.info()).to.equal(null);
  });
});

describe('sddPriorityMachine: browser location', () => {
  it('reverse geocodes (truncated), emits located, then runs as BROWSER_LOCATION with those coordinates, no city', async () => {
    const t = start({}, { reverseGeocode: async () => ({ zip: '75201', latitude: 32.78, longitude: -96.79 }) });
    t.actor.send({ type: 'LOCATION.UPDATE', id: 'loc', latitude: 32.8099, longitude: -96.8079 });
    expect(t.actor.getSnapshot().hasTag('busy')).to.equal(true);
    await t.idle();
    expect(t.calls.reverseGeocode).to.deep.equal([{ api: {}, latitude: 32.8, longitude: -96.8 }]);
    expect(t.calls.geocodeZip).to.have.length(0);
    expect(t.calls.lookupCity).to.have.length(0);
    expect(t.calls.findNearbyStores).to.deep.equal([{ api: {}, zipCode: '75201', latitude: 32.8, longitude: -96.8, radius: 20 }]);
    expect(t.types()).to.deep.equal(['located', 'saved', 'changed', 'outcome']);
    expect(t.of('located')[0]!.zip).to.equal('75201');
    expect(t.info()).to.deep.include({ sddZipCode: '75201', priority: 2, latitude: 32.8, longitude: -96.8 });
    expect(t.outcomes()).to.deep.equal([['loc', 'updated']]);
  });

  it('a stored priority above BROWSER_LOCATION refuses it before any request', () => {
    const t = start({ info: makeInfo({ priority: 3 }) });
    t.actor.send({ type: 'LOCATION.UPDATE', id: 'loc', latitude: 32.8, longitude: -96.8 });
    expect(t.outcomes()).to.deep.equal([['loc', 'refused']]);
    expect(t.count()).to.equal(0);
  });

  it('invalid coordinates are invalid, without a request', () => {
    const t = start();
    t.actor.send({ type: 'LOCATION.UPDATE', id: 'loc', latitude: NaN, longitude: -96.8 });
    t.actor.send({ type: 'LOCATION.UPDATE', id: 'loc2', latitude: '32.8' as never, longitude: -96.8 });
    expect(t.outcomes()).to.deep.equal([['loc', 'invalid'], ['loc2', 'invalid']]);
    expect(t.count()).to.equal(0);
  });

  it('the same located ZIP within the TTL: located, then unchanged without a store lookup', async () => {
    const t = start({ info: makeInfo({ priority: 2 }) });
    t.actor.send({ type: 'LOCATION.UPDATE', id: 'loc', latitude: 29.75, longitude: -95.46 });
    await t.idle();
    expect(t.types()).to.deep.equal(['located', 'outcome']);
    expect(t.outcomes()).to.deep.equal([['loc', 'unchanged']]);
    expect(t.calls.findNearbyStores).to.have.length(0);
  });

  it('no postal code (404): recorded with the error and no store lookup when BROWSER_LOCATION may replace the info', async () => {
    const t = start({ info: makeInfo({ priority: 1 }), orderId: '5001' }, { reverseGeocode: () => Promise.reject(new ApiError('http', '_ERR_POSTAL_CODE_NOT_FOUND', 404)) });
    t.actor.send({ type: 'LOCATION.UPDATE', id: 'loc', latitude: 32.8079, longitude: -96.8079 });
    await t.idle();
    const recorded: SddInfo = {
      sddZipCode: '',
      sddStoreId: '',
      sddStore: null,
      priority: 2,
      timestamp: WED_1559_HOUSTON,
      latitude: 32.8,
      longitude: -96.8,
      sddCity: '',
      sddState: '',
      error: 'Postal code not found',
    };
    expect(t.emitted).to.deep.equal([
      { type: 'saved', info: recorded },
      { type: 'changed', info: recorded },
      { type: 'outcome', id: 'loc', outcome: 'updated', info: recorded },
    ]);
    expect(t.count(), 'only the reverse geocode').to.equal(1);
  });

  it('no postal code but a higher priority stored meanwhile: refused; other failures: failed with one warning', async () => {
    const reverse = deferred<GeocodeResult>();
    const t = start({}, { reverseGeocode: () => reverse.promise });
    t.actor.send({ type: 'LOCATION.UPDATE', id: 'loc', latitude: 32.8, longitude: -96.8 });
    const higher = makeInfo({ priority: 4 });
    t.actor.send({ type: 'INFO.REPLACE', info: higher });
    reverse.reject(new ApiError('http', '_ERR_POSTAL_CODE_NOT_FOUND', 404));
    await t.idle();
    expect(t.emitted).to.deep.equal([{ type: 'outcome', id: 'loc', outcome: 'refused', info: higher }]);

    const u = start({}, { reverseGeocode: () => Promise.reject(new ApiError('http', '_ERR_DEFAULT_KEY', 503)) });
    u.actor.send({ type: 'LOCATION.UPDATE', id: 'loc', latitude: 32.8, longitude: -96.8 });
    await u.idle();
    expect(u.emitted).to.deep.equal([
      { type: 'warning', message: 'Geocode failed or no results' },
      { type: 'outcome', id: 'loc', outcome: 'failed', info: null },
    ]);
  });

  it('a ZIP.UPDATE accepted while locating replaces it', async () => {
    const reverse = deferred<GeocodeResult>();
    const t = start({}, { reverseGeocode: () => reverse.promise });
    t.actor.send({ type: 'LOCATION.UPDATE', id: 'loc', latitude: 32.8, longitude: -96.8 });
    t.actor.send({ type: 'ZIP.UPDATE', id: 'zip', zip: '77056', priority: 5 });
    reverse.resolve({ zip: '75201', latitude: 32.8, longitude: -96.8 });
    await t.idle();
    expect(t.outcomes()).to.deep.equal([['loc', 'unchanged'], ['zip', 'updated']]);
    expect(t.of('located')).to.have.length(0);
  });
});

describe('sddPriorityMachine: INFO.CHECK and settings', () => {
  it('a stale info is refetched with its own ZIP, priority and coordinates', async () => {
    const stored = makeInfo({ priority: 4, timestamp: WED_1559_HOUSTON - 31 * MINUTE });
    const t = start({ info: stored });
    t.actor.send({ type: 'INFO.CHECK' });
    await t.idle();
    expect(t.calls.geocodeZip).to.have.length(0);
    expect(t.calls.findNearbyStores).to.deep.equal([{ api: {}, zipCode: '77056', latitude: 29.74, longitude: -95.46, radius: 20 }]);
    expect(t.calls.lookupCity, 'priority 4').to.have.length(1);
    expect(t.outcomes()).to.deep.equal([['info-check', 'updated']]);
    expect(t.info()).to.deep.include({ priority: 4, timestamp: WED_1559_HOUSTON, sddCity: 'Houston' });
  });

  it('a fresh info, no info, or a stale info without a ZIP is not refetched', () => {
    for (const info of [makeInfo({ timestamp: WED_1559_HOUSTON - 29 * MINUTE }), null, makeInfo({ sddZipCode: '', error: 'Postal code not found', timestamp: 0 })]) {
      const t = start({ info });
      t.actor.send({ type: 'INFO.CHECK', id: 'check' });
      expect(t.emitted).to.deep.equal([]);
      expect(t.count()).to.equal(0);
    }
  });

  it('CONFIG.CHANGE sets the TTL (invalid: 30 minutes)', async () => {
    const t = start({ info: makeInfo({ timestamp: WED_1559_HOUSTON - 5 * MINUTE }), ttlMinutes: 60 });
    t.actor.send({ type: 'INFO.CHECK' });
    expect(t.count()).to.equal(0);
    t.actor.send({ type: 'CONFIG.CHANGE', ttlMinutes: 5 });
    t.actor.send({ type: 'INFO.CHECK', id: 'c' });
    await t.idle();
    expect(t.outcomes()).to.deep.equal([['c', 'updated']]);
    t.actor.send({ type: 'CONFIG.CHANGE', ttlMinutes: 0 });
    expect(t.actor.getSnapshot().context.ttlMinutes).to.equal(30);
  });

  it('gives every actor the api settings, and new ones after API.CHANGE', async () => {
    const t = start({ api: { base: '/shop-api' }, orderId: '5001' });
    t.actor.send({ type: 'ZIP.UPDATE', id: 'a', zip: '77056', priority: 4 });
    await t.idle();
    t.actor.send({ type: 'API.CHANGE', api: { base: '/other' } });
    t.actor.send({ type: 'INFO.REPLACE', info: null });
    t.actor.send({ type: 'LOCATION.UPDATE', id: 'b', latitude: 32.8, longitude: -96.8 });
    await t.idle();
    const bases = Object.fromEntries(Object.entries(t.calls).map(([name, list]) => [name, list.map((c) => c.api.base)]));
    expect(bases).to.deep.equal({
      geocodeZip: ['/shop-api'],
      reverseGeocode: ['/other'],
      findNearbyStores: ['/shop-api', '/other'],
      lookupCity: ['/shop-api'],
      stampNode: ['/shop-api', '/other'],
    });
  });
});

describe('sddPriorityMachine: its own actors', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('call the stores API: geocode, nearby stores, city, stamp node', async () => {
    const seen: string[] = [];
    globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), location.href);
      seen.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
      const answers: Record<string, unknown> = {
        '/api/address/geocode': houstonGeocode,
        '/api/cart/nearByStore': { type: 'FeatureCollection', features: [memorialCity, galleria] },
        '/api/address/city/77056': { zip: '77056', city: 'Houston', state: 'TX' },
        '/api/cartitem/initiate/sdd/stampnode': JSON.parse(String(init?.body ?? '{}')),
      };
      return new Response(JSON.stringify(answers[url.pathname]), { status: 200 });
    };
    const actor = createActor(sddPriorityMachine, { input: { now: () => WED_1559_HOUSTON, orderId: '5001' } }).start();
    actor.send({ type: 'ZIP.UPDATE', id: 'u', zip: '77056', priority: 4 });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(seen).to.deep.equal([
      'GET /api/address/geocode?zip=77056',
      'POST /api/cart/nearByStore',
      'GET /api/address/city/77056',
      'POST /api/cartitem/initiate/sdd/stampnode',
    ]);
    expect(actor.getSnapshot().context.info).to.deep.include({ sddStoreId: '1024', sddCity: 'Houston', sddState: 'TX' });
    actor.stop();
  });
});
