import '../helpers/setup';
import { expect } from '@open-wc/testing';
import {
  ApiError,
  fetchCity,
  fetchNearbyStores,
  fetchStore,
  geocodeMessage,
  geocodeZip,
  isAbortError,
  reverseGeocode,
  searchStores,
  stampSddNode,
} from '../../src/core/api';
import { STORES_TIMEOUT_MS } from '../../src/core/constants';
import { failure } from '../helpers/failure';

/** Every call the code under test made, as the server would see it. */
interface Seen {
  url: URL;
  method: string;
  contentType: string | null;
  body: unknown;
  signal: AbortSignal | null;
}

type Answer = (seen: Seen) => Response | Promise<Response>;

const realFetch = globalThis.fetch;
let seen: Seen[] = [];

function answerWith(answer: Answer) {
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const call: Seen = {
      url: new URL(String(input), location.href),
      method: init?.method ?? 'GET',
      contentType: headers.get('Content-Type'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      signal: init?.signal ?? null,
    };
    seen.push(call);
    return answer(call);
  };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function feature(gxId: unknown, storeName: unknown, more: Record<string, unknown> = {}) {
  return {
    type: 'Feature',
    id: gxId,
    geometry: { type: 'Point', coordinates: [-95.4616, 29.7494] },
    properties: { gx_id: gxId, storeName, status: 'OPEN', doordashEligible: '1', ...more },
  };
}

const galleria = feature('1024', 'Houston Galleria', { neighborhood: 'Galleria', distance: 3.2, futureField: { a: 1 } });
const notFound = () => json({ errors: [{ errorKey: '_ERR_POSTAL_CODE_NOT_FOUND' }] }, 404);

beforeEach(() => {
  seen = [];
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('stores API: stores', () => {
  it('fetchStore: GET /stores/{id} (id encoded), keeps extra fields, 10 s timeout by default', async () => {
    answerWith(() => json({ ...galleria, extra: true }));
    const store = await fetchStore('10/24', { base: '/shop-api' });
    expect(seen[0]!.url.pathname).to.equal('/shop-api/stores/10%2F24');
    expect(seen[0]!.method).to.equal('GET');
    expect(store.type).to.equal('Feature');
    expect(store.properties).to.deep.include({ gx_id: '1024', storeName: 'Houston Galleria', distance: 3.2, futureField: { a: 1 } });
    expect(store.geometry?.coordinates).to.deep.equal([-95.4616, 29.7494]);
    expect((store as unknown as { extra: boolean }).extra).to.equal(true);
    expect(STORES_TIMEOUT_MS).to.equal(10000);
  });

  it('fetchStore: no valid gx_id or storeName is a schema error; an unknown id is the 404 error', async () => {
    for (const body of [feature(undefined, 'A'), feature('', 'A'), feature('12a', 'A'), feature(1024, 'A'), feature('1024', ''), feature('1024', 7), { type: 'Feature' }]) {
      answerWith(() => json(body));
      const error = (await failure(fetchStore('1024'))) as ApiError;
      expect([error.kind, error.key], JSON.stringify(body)).to.deep.equal(['schema', '_ERR_BAD_RESPONSE']);
    }
    answerWith(() => json({ errors: [{ errorKey: '_ERR_STORE_NOT_FOUND' }] }, 404));
    const missing = (await failure(fetchStore('999'))) as ApiError;
    expect([missing.kind, missing.key, missing.status]).to.deep.equal(['http', '_ERR_STORE_NOT_FOUND', 404]);
  });

  it('fetchStore: an optional field of another type reads as absent, the store is kept', async () => {
    answerWith(() => json(feature('1024', 'Galleria', { distance: '3.2', bopisEligible: 'yes', specialHours: [{ date: '2026-11-26', hours: 'CLOSED' }, { date: 5 }] })));
    const store = await fetchStore('1024');
    expect(store.properties.distance).to.equal(undefined);
    expect(store.properties.bopisEligible).to.equal(undefined);
    expect(store.properties.specialHours).to.deep.equal([{ date: '2026-11-26', hours: 'CLOSED' }]);
  });

  it('searchStores: GET /stores with truncated lat/lon, rad=250, flyout=true; drops stores without gx_id or storeName', async () => {
    answerWith(() =>
      json({ type: 'FeatureCollection', total: 4, features: [feature('1', 'One'), feature(undefined, 'No id'), feature('3', ''), galleria] }),
    );
    const result = await searchStores({ latitude: 29.7494, longitude: -95.4616 });
    const { url } = seen[0]!;
    expect(url.pathname).to.equal('/api/stores');
    expect([...url.searchParams]).to.deep.equal([['lat', '29.74'], ['lon', '-95.46'], ['rad', '250'], ['flyout', 'true']]);
    expect(result.total).to.equal(2);
    expect(result.stores.map((s) => s.properties.gx_id)).to.deep.equal(['1', '1024']);
  });

  it('searchStores: no store in range is an empty list; a body that is no collection is a schema error', async () => {
    answerWith(() => json({ type: 'FeatureCollection', total: 0, features: [] }));
    expect(await searchStores({ latitude: 32.8, longitude: -96.8 })).to.deep.equal({ total: 0, stores: [] });
    expect(seen[0]!.url.searchParams.get('lat')).to.equal('32.8');
    answerWith(() => json([galleria]));
    const error = (await failure(searchStores({ latitude: 1, longitude: 2 }))) as ApiError;
    expect(error.kind).to.equal('schema');
  });

  it('fetchNearbyStores: POST /cart/nearByStore with the JSON body, coordinates truncated; same dropping rule', async () => {
    answerWith(() => json({ type: 'FeatureCollection', features: [feature('9', 'Memorial City', { doordashEligible: '0' }), { type: 'Feature' }, galleria] }));
    const stores = await fetchNearbyStores({ zipCode: '77056', latitude: 29.7494, longitude: -95.4616, radius: 20 });
    expect(seen[0]!.method).to.equal('POST');
    expect(seen[0]!.url.pathname).to.equal('/api/cart/nearByStore');
    expect(seen[0]!.contentType).to.equal('application/json');
    expect(seen[0]!.body).to.deep.equal({ zipCode: '77056', latitude: 29.74, longitude: -95.46, radius: 20 });
    expect(stores.map((s) => s.properties.storeName)).to.deep.equal(['Memorial City', 'Houston Galleria']);
  });

  it('stampSddNode: the update path when the replaced info had a store, else initiate; failures reject', async () => {
    answerWith(({ body }) => json(body));
    const body = { orderId: '5001', sddZipCode: '77056', sddStoreId: '1024' };
    await stampSddNode(body, true);
    await stampSddNode(body, false);
    expect(seen.map((s) => [s.method, s.url.pathname, s.body])).to.deep.equal([
      ['POST', '/api/cartitem/update/sdd/stampnode', body],
      ['POST', '/api/cartitem/initiate/sdd/stampnode', body],
    ]);
    answerWith(() => new Response('', { status: 200 }));
    await stampSddNode(body, true);
    answerWith(() => json({ errors: [{ errorKey: '_ERR_ORDER' }] }, 500));
    const error = (await failure(stampSddNode(body, true))) as ApiError;
    expect([error.key, error.status]).to.deep.equal(['_ERR_ORDER', 500]);
  });

  it('passes the flow signal: an abort rejects with an AbortError; timeoutMs applies', async () => {
    // Answers only by failing when the request's own signal aborts, as fetch does.
    answerWith(
      ({ signal }) =>
        new Promise<Response>((_, reject) => {
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
        }),
    );
    const controller = new AbortController();
    const pending = failure(fetchStore('1', { signal: controller.signal }));
    controller.abort();
    expect(isAbortError(await pending)).to.equal(true);
    const slow = (await failure(fetchStore('1', { timeoutMs: 5 }))) as ApiError;
    expect(slow.kind).to.equal('timeout');
  });
});

describe('stores API: geocode and city', () => {
  it('geocodeZip: GET /address/geocode?zip=, the coordinates as sent', async () => {
    answerWith(() => json({ zip: '77056', latitude: 29.7494, longitude: -95.4616, city: 'Houston', state: 'TX', extra: 1 }));
    const result = await geocodeZip('77056');
    expect(seen[0]!.url.pathname + seen[0]!.url.search).to.equal('/api/address/geocode?zip=77056');
    expect(result).to.deep.equal({ zip: '77056', latitude: 29.7494, longitude: -95.4616, city: 'Houston', state: 'TX' });
    answerWith(() => json({ latitude: 29.7, longitude: -95.4 }));
    expect(await geocodeZip('77056')).to.deep.equal({ zip: '77056', latitude: 29.7, longitude: -95.4 });
  });

  it('reverseGeocode: GET /address/geocode?lat=&lon= truncated; an answer without a ZIP finds none', async () => {
    answerWith(() => json({ zip: '75201', latitude: 32.78, longitude: -96.8 }));
    const result = await reverseGeocode({ latitude: 32.8009, longitude: -96.8079 });
    expect([...seen[0]!.url.searchParams]).to.deep.equal([['lat', '32.8'], ['lon', '-96.8']]);
    expect(result.zip).to.equal('75201');
    answerWith(() => json({ latitude: 32.78, longitude: -96.8 }));
    const error = await failure(reverseGeocode({ latitude: 32.8, longitude: -96.8 }));
    expect(geocodeMessage(error)).to.equal('Postal code result not found');
  });

  it('maps failures: 404 _ERR_POSTAL_CODE_NOT_FOUND, 200 without finite coordinates, anything else', async () => {
    const cases: Array<[() => Response, string]> = [
      [notFound, 'Postal code not found'],
      [() => json({ zip: '77056' }), 'Postal code result not found'],
      [() => json({ zip: '77056', latitude: '29.7', longitude: -95.4 }), 'Postal code result not found'],
      [() => json({ zip: '77056', latitude: 29.7, longitude: null }), 'Postal code result not found'],
      // JSON.parse reads 1e400 as Infinity.
      [() => new Response('{"zip":"77056","latitude":29.7,"longitude":1e400}'), 'Postal code result not found'],
      [() => json({ errors: [{ errorKey: '_ERR_POSTAL_CODE_NOT_FOUND' }] }, 400), 'Geocode failed or no results'],
      [() => json({ errors: [{ errorKey: '_ERR_OTHER' }] }, 404), 'Geocode failed or no results'],
      [() => new Response('oops', { status: 500 }), 'Geocode failed or no results'],
      [() => new Response('{"zip": ', { status: 200 }), 'Geocode failed or no results'],
      [() => Response.error(), 'Geocode failed or no results'],
    ];
    for (const [answer, message] of cases) {
      answerWith(() => {
        const response = answer();
        if (response.type === 'error') throw new TypeError('Failed to fetch');
        return response;
      });
      const error = await failure(geocodeZip('77056'));
      expect(error, message).to.be.instanceOf(ApiError);
      expect(geocodeMessage(error), message).to.equal(message);
    }
    expect(geocodeMessage(new TypeError('x'))).to.equal('Geocode failed or no results');
    expect(geocodeMessage(undefined)).to.equal('Geocode failed or no results');
  });

  it('fetchCity: GET /address/city/{zip}; an unknown ZIP is the 404 error', async () => {
    answerWith(() => json({ zip: '77056', city: 'Houston', state: 'TX' }));
    expect(await fetchCity('77056')).to.deep.equal({ zip: '77056', city: 'Houston', state: 'TX' });
    expect(seen[0]!.url.pathname).to.equal('/api/address/city/77056');
    answerWith(notFound);
    const error = (await failure(fetchCity('00000'))) as ApiError;
    expect([error.status, error.key]).to.deep.equal([404, '_ERR_POSTAL_CODE_NOT_FOUND']);
    answerWith(() => json({ zip: '77056' }));
    expect(((await failure(fetchCity('77056'))) as ApiError).kind).to.equal('schema');
  });
});
