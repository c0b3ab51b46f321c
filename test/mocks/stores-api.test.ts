import '../helpers/setup';
import { expect } from '@open-wc/testing';
import {
  DENSE_STORE_COUNT,
  GEOCODE_NO_COORDINATES_ZIP,
  geodataLoaded,
  geodataRequested,
  MARKUP_STORE_NAME,
  resetStoreCalls,
  stampnodeCount,
  STORE_IDS,
  storeCalls,
  storeSearchZip250,
  STORES,
  type CallName,
} from '../../mocks/browser';
import type { CityResult, GeocodeResult, Store } from '../../src/core/stores.types';
import { call, faults, post, withReferenceApi, type Answer, type ErrorBody } from '../helpers/api';
import { makeStore } from '../helpers/stores';

withReferenceApi();

interface Collection {
  type: string;
  total?: number;
  features: Store[];
}

/** A GET, or a POST of this body. */
const send = <T>(url: string, body?: unknown) => (body === undefined ? call<T>(url) : post<T>(url, body));

const ids = (collection: Collection) => collection.features.map((store) => store.properties.gx_id);
const distances = (collection: Collection) => collection.features.map((store) => store.properties.distance as number);
const errorKey = (answer: Answer<unknown>) => (answer.body as ErrorBody).errors[0]?.errorKey;

/** Truncates to two decimals on the digits, as the elements do (32.8 stays 32.8). */
const truncate2 = (value: number) => Number(/^-?\d+(\.\d{0,2})?/.exec(String(value))?.[0]);

const geodataRequests = () => performance.getEntriesByType('resource').filter((entry) => /zipcodes/.test(entry.name));

/** The contract's Store, exactly (the test helpers' Galleria plus its special hours). */
const GALLERIA: Store = makeStore({ specialHours: [{ date: '2026-11-26', hours: 'CLOSED' }] });

function expectNearestFirst(collection: Collection, radius: number) {
  expect(collection.type).to.equal('FeatureCollection');
  const miles = distances(collection);
  expect(miles).to.deep.equal([...miles].sort((a, b) => a - b));
  for (const store of collection.features) {
    const { distance } = store.properties;
    expect(distance).to.be.a('number');
    expect(distance).to.be.at.most(radius);
    expect(Math.round((distance as number) * 10) / 10).to.equal(distance);
    expect(store.type).to.equal('Feature');
    expect(store.id).to.equal(store.properties.gx_id);
    expect(store.geometry?.coordinates).to.have.length(2);
  }
}

beforeEach(() => resetStoreCalls());

describe('reference API: geodata loading', () => {
  // First in the file: nothing before it may geocode.
  it('does not load the ZIP table at start, only on the first geocode', async () => {
    expect(geodataRequested()).to.equal(false);
    await call<Collection>('/api/stores?lat=29.74&lon=-95.46&rad=250&flyout=true');
    await call<Store>('/api/stores/1024');
    await post('/api/cart/nearByStore', { zipCode: '77056', latitude: 29.74, longitude: -95.46, radius: 20 });
    expect(geodataRequested()).to.equal(false);
    expect(geodataLoaded()).to.equal(false);
    // A static import would have loaded with the test's modules, before any of this.
    expect(geodataRequests()).to.deep.equal([]);

    expect((await call<GeocodeResult>('/api/address/geocode?zip=77056')).status).to.equal(200);
    expect([geodataRequested(), geodataLoaded()]).to.deep.equal([true, true]);
    expect(geodataRequests().length).to.equal(1);
  });
});

describe('reference API: GET /stores/{id}', () => {
  it('answers the contract store, without distance', async () => {
    expect(await call<Store>('/api/stores/1024')).to.deep.equal({ status: 200, body: GALLERIA });
  });

  it('answers every seeded store by its id, the markup name as it is', async () => {
    for (const id of Object.values(STORE_IDS)) expect((await call<Store>(`/api/stores/${id}`)).body.properties.gx_id).to.equal(id);
    expect((await call<Store>(`/api/stores/${STORE_IDS.markup}`)).body.properties.storeName).to.equal(MARKUP_STORE_NAME);
    const comingSoon = (await call<Store>(`/api/stores/${STORE_IDS.comingSoon}`)).body.properties;
    expect([comingSoon.status, comingSoon.openingDate]).to.deep.equal(['COMING_SOON', '2026-12-05']);
  });

  it('answers 404 with the error body for an unknown id', async () => {
    const answer = await call<ErrorBody>('/api/stores/9999');
    expect(answer.status).to.equal(404);
    expect(errorKey(answer)).to.equal('_ERR_STORE_NOT_FOUND');
  });

  it('hands out copies: changing an answer does not change the next one', async () => {
    const first = (await call<Store>('/api/stores/1024')).body;
    first.properties.storeName = 'changed';
    expect((await call<Store>('/api/stores/1024')).body).to.deep.equal(GALLERIA);
  });
});

describe('reference API: GET /stores (search)', () => {
  it('lists the stores within rad miles, nearest first, with distance in miles to one decimal and a total', async () => {
    const { status, body } = await call<Collection>('/api/stores?lat=29.74&lon=-95.46&rad=250&flyout=true');
    expect(status).to.equal(200);
    expectNearestFirst(body, 250);
    expect(body.total).to.equal(body.features.length);
    expect(ids(body).slice(0, 2)).to.deep.equal([STORE_IDS.memorialCity, STORE_IDS.galleria]);
    expect(body.features[1]).to.deep.equal({ ...GALLERIA, properties: { ...GALLERIA.properties, distance: 0.7 } });
    expect(ids(body)).to.include.members([STORE_IDS.dallas, STORE_IDS.domain]);
    expect(ids(body)).not.to.include(STORE_IDS.mountainTime);
  });

  it('defaults rad to 250, narrows with a smaller one, and answers an empty list when no store is in range', async () => {
    const wide = await call<Collection>('/api/stores?lat=29.74&lon=-95.46');
    expect(wide.body).to.deep.equal((await call<Collection>('/api/stores?lat=29.74&lon=-95.46&rad=250')).body);
    expect(ids((await call<Collection>('/api/stores?lat=29.74&lon=-95.46&rad=1')).body)).to.deep.equal([STORE_IDS.memorialCity, STORE_IDS.galleria]);
    expect((await call<Collection>('/api/stores?lat=45.5&lon=-122.6&rad=250')).body).to.deep.equal({ type: 'FeatureCollection', total: 0, features: [] });
  });

  it(`lists at least 250 stores around ${storeSearchZip250} (the dense set)`, async () => {
    const { latitude, longitude } = (await call<GeocodeResult>(`/api/address/geocode?zip=${storeSearchZip250}`)).body;
    const { body } = await call<Collection>(`/api/stores?lat=${truncate2(latitude)}&lon=${truncate2(longitude)}&rad=250&flyout=true`);
    expect(body.total).to.equal(DENSE_STORE_COUNT);
    expect(body.total).to.be.at.least(250);
    expectNearestFirst(body, 250);
    expect(new Set(ids(body)).size).to.equal(body.features.length);
  });

  it('answers 400 with the error body for missing or unreadable coordinates or radius', async () => {
    for (const query of ['', 'lat=abc&lon=-95.46', 'lat=29.74', 'lat=95&lon=-95.46', 'lat=29.74&lon=-95.46&rad=-1', 'lat=29.74&lon=-95.46&rad=x']) {
      const answer = await call<ErrorBody>(`/api/stores?${query}`);
      expect(answer.status, query).to.equal(400);
      expect(errorKey(answer), query).to.match(/^_ERR_INVALID_/);
    }
  });
});

describe('reference API: geocode and city', () => {
  it('geocodes the contract ZIP exactly', async () => {
    expect((await call<GeocodeResult>('/api/address/geocode?zip=77056')).body).to.deep.equal({
      zip: '77056',
      latitude: 29.7494,
      longitude: -95.4616,
      city: 'Houston',
      state: 'TX',
    });
  });

  it('geocodes other US ZIPs from the package', async () => {
    const { body } = await call<GeocodeResult>('/api/address/geocode?zip=80202');
    expect(body).to.include({ zip: '80202', city: 'Denver', state: 'CO' });
    expect(body.latitude).to.be.closeTo(39.75, 0.05);
    expect(body.longitude).to.be.closeTo(-104.99, 0.05);
  });

  it('answers 404 _ERR_POSTAL_CODE_NOT_FOUND for unknown, malformed and non-US codes', async () => {
    for (const zip of ['00000', '99999', '7705', 'K1A0B1', 'K1A', '']) {
      const answer = await call<ErrorBody>(`/api/address/geocode?zip=${zip}`);
      expect(answer.status, zip).to.equal(404);
      expect(errorKey(answer), zip).to.equal('_ERR_POSTAL_CODE_NOT_FOUND');
    }
  });

  it('answers a 200 without coordinates for a ZIP the package has no location for', async () => {
    const { status, body } = await call<Record<string, unknown>>(`/api/address/geocode?zip=${GEOCODE_NO_COORDINATES_ZIP}`);
    expect(status).to.equal(200);
    expect(body).to.include({ zip: GEOCODE_NO_COORDINATES_ZIP, latitude: null, longitude: null });
  });

  it('reverse geocodes 32.8, -96.8 to a Dallas ZIP, and finds none mid-ocean', async () => {
    const { status, body } = await call<GeocodeResult>('/api/address/geocode?lat=32.8&lon=-96.8');
    expect(status).to.equal(200);
    expect(body.zip).to.match(/^75\d{3}$/);
    expect(body).to.include({ city: 'Dallas', state: 'TX' });
    expect(Math.abs(body.latitude - 32.8) + Math.abs(body.longitude + 96.8)).to.be.below(0.2);

    const ocean = await call<ErrorBody>('/api/address/geocode?lat=30&lon=-45');
    expect(ocean.status).to.equal(404);
    expect(errorKey(ocean)).to.equal('_ERR_POSTAL_CODE_NOT_FOUND');
    expect((await call<ErrorBody>('/api/address/geocode?lat=x&lon=-96.8')).status).to.equal(400);
    expect((await call<ErrorBody>('/api/address/geocode')).status).to.equal(400);
  });

  it('answers the city of a ZIP, and 404 for an unknown one', async () => {
    expect(await call<CityResult>('/api/address/city/77056')).to.deep.equal({ status: 200, body: { zip: '77056', city: 'Houston', state: 'TX' } });
    const unknown = await call<ErrorBody>('/api/address/city/00000');
    expect(unknown.status).to.equal(404);
    expect(errorKey(unknown)).to.equal('_ERR_POSTAL_CODE_NOT_FOUND');
  });
});

describe('reference API: POST /cart/nearByStore', () => {
  const example = { zipCode: '77056', latitude: 29.74, longitude: -95.46, radius: 20 };

  it("answers the contract example: Memorial City (not SDD) then the Galleria, nearest first", async () => {
    const { status, body } = await post<Collection>('/api/cart/nearByStore', example);
    expect(status).to.equal(200);
    expect(Object.keys(body).sort()).to.deep.equal(['features', 'type']);
    expectNearestFirst(body, 20);
    expect(ids(body)).to.deep.equal([STORE_IDS.memorialCity, STORE_IDS.galleria]);
    expect(body.features.map((store) => store.properties.doordashEligible)).to.deep.equal(['0', '1']);
  });

  it('defaults the radius to 20, widens with a larger one, and uses the ZIP when no coordinates are sent', async () => {
    const { radius: _radius, ...noRadius } = example;
    expect(ids((await post<Collection>('/api/cart/nearByStore', noRadius)).body)).to.deep.equal([STORE_IDS.memorialCity, STORE_IDS.galleria]);
    const wider = (await post<Collection>('/api/cart/nearByStore', { ...example, radius: 30 })).body;
    expectNearestFirst(wider, 30);
    expect(ids(wider)).to.deep.equal([STORE_IDS.memorialCity, STORE_IDS.galleria, STORE_IDS.katy, STORE_IDS.temporarilyClosed, STORE_IDS.woodlands]);
    const byZip = (await post<Collection>('/api/cart/nearByStore', { zipCode: '78704', radius: 20 })).body;
    expect(ids(byZip)[0]).to.equal(STORE_IDS.markup);
  });

  it('answers 400 for a body that is not an object or has no point, 404 for an unknown ZIP alone', async () => {
    expect((await post<ErrorBody>('/api/cart/nearByStore', [1, 2])).status).to.equal(400);
    expect((await post<ErrorBody>('/api/cart/nearByStore', { radius: 20 })).status).to.equal(400);
    expect((await post<ErrorBody>('/api/cart/nearByStore', { ...example, radius: 'far' })).status).to.equal(400);
    const unknown = await post<ErrorBody>('/api/cart/nearByStore', { zipCode: '00000' });
    expect([unknown.status, errorKey(unknown)]).to.deep.equal([404, '_ERR_POSTAL_CODE_NOT_FOUND']);
  });
});

describe('reference API: SDD stampnode', () => {
  const stamp = { orderId: '5001', sddZipCode: '77056', sddStoreId: '1024' };

  it('echoes the body on initiate and update, and counts the calls', async () => {
    expect(stampnodeCount()).to.equal(0);
    expect(await post('/api/cartitem/initiate/sdd/stampnode', stamp)).to.deep.equal({ status: 200, body: stamp });
    expect(await post('/api/cartitem/update/sdd/stampnode', { ...stamp, extra: 1 })).to.deep.equal({ status: 200, body: stamp });
    expect(await post('/api/cartitem/update/sdd/stampnode', stamp)).to.deep.equal({ status: 200, body: stamp });
    expect([stampnodeCount('initiate'), stampnodeCount('update'), stampnodeCount()]).to.deep.equal([1, 2, 3]);
    expect(storeCalls('stampnodeInitiate')[0]?.body).to.deep.equal(stamp);
    resetStoreCalls();
    expect(stampnodeCount()).to.equal(0);
  });

  it('answers 400 without an orderId or with a body that is not JSON', async () => {
    expect((await post('/api/cartitem/initiate/sdd/stampnode', { ...stamp, orderId: '' })).status).to.equal(400);
    const response = await fetch('/api/cartitem/update/sdd/stampnode', { method: 'POST', body: 'not json' });
    expect(response.status).to.equal(400);
    expect(storeCalls('stampnodeUpdate')[0]?.body).to.equal('not json');
  });
});

describe('reference API: stores calls log and fault switches', () => {
  const requests: [CallName, string, unknown?][] = [
    ['store', '/api/stores/1024'],
    ['stores', '/api/stores?lat=29.74&lon=-95.46&rad=250&flyout=true'],
    ['geocode', '/api/address/geocode?zip=77056'],
    ['city', '/api/address/city/77056'],
    ['nearByStore', '/api/cart/nearByStore', { zipCode: '77056', latitude: 29.74, longitude: -95.46, radius: 20 }],
    ['stampnode', '/api/cartitem/initiate/sdd/stampnode', { orderId: '5001', sddZipCode: '77056', sddStoreId: '1024' }],
  ];

  it('logs each request with its call, method and URL, and forgets them on reset', async () => {
    expect(storeCalls()).to.deep.equal([]);
    for (const [, url, body] of requests) await send(url, body);
    expect(storeCalls().map((entry) => [entry.call, entry.method])).to.deep.equal([
      ['store', 'GET'],
      ['stores', 'GET'],
      ['geocode', 'GET'],
      ['city', 'GET'],
      ['nearByStore', 'POST'],
      ['stampnodeInitiate', 'POST'],
    ]);
    expect(new URL(storeCalls('stores')[0]?.url ?? '').search).to.equal('?lat=29.74&lon=-95.46&rad=250&flyout=true');
    resetStoreCalls();
    expect(storeCalls()).to.deep.equal([]);
  });

  for (const [fault, url, body] of requests) {
    it(`applies the ${fault} switches (status, malformed body, network error), still logging the request`, async () => {
      faults.set(fault, { status: 503 });
      const failed = await send<ErrorBody>(url, body);
      expect(failed.status).to.equal(503);
      expect(failed.body.errors[0]?.errorKey).to.equal('_ERR_DEFAULT_KEY');

      faults.set(fault, { malformed: true });
      const malformed = await fetch(url, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) });
      expect(malformed.status).to.equal(200);
      let parsed = true;
      await malformed.json().catch(() => (parsed = false));
      expect(parsed).to.equal(false);

      faults.set(fault, { networkError: true });
      let rejected = false;
      await send(url, body).catch(() => (rejected = true));
      expect(rejected).to.equal(true);
      expect(storeCalls().length).to.equal(3);

      faults.clear(fault);
      expect((await send(url, body)).status).to.equal(200);
    });
  }

  it('seeds at least twelve hand-written stores and the dense set, ids unique', () => {
    expect(STORES.length).to.be.at.least(12 + DENSE_STORE_COUNT);
    expect(new Set(STORES.map((store) => store.properties.gx_id)).size).to.equal(STORES.length);
  });
});
