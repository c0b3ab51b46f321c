import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { ApiError, type ApiSettings } from '../../src/core/api';
import type { Store } from '../../src/core/stores.types';
import {
  resultsStatus,
  storeLocatorMachine,
  type Coordinates,
  type StoreLocatorEmitted,
} from '../../machines/store-locator';

const store = (id: string, name: string): Store => ({ type: 'Feature', properties: { gx_id: id, storeName: name } });
const HOUSTON = { latitude: 29.7494, longitude: -95.4616 };

interface Fakes {
  locate?: () => Promise<Coordinates>;
  geocode?: (zip: string) => Promise<Coordinates>;
  findStores?: (at: Coordinates) => Promise<{ total: number; stores: Store[] }>;
}

function start(fakes: Fakes = {}) {
  const calls = { locate: 0, geocode: [] as string[], findStores: [] as Coordinates[] };
  const machine = storeLocatorMachine.provide({
    actors: {
      locate: fromPromise<Coordinates, { timeoutMs: number }>(({ input }) => {
        calls.locate += 1;
        expect(input.timeoutMs).to.equal(10000);
        return (fakes.locate ?? (async () => HOUSTON))();
      }),
      geocode: fromPromise<Coordinates, { zip: string; api: ApiSettings }>(({ input }) => {
        calls.geocode.push(input.zip);
        return (fakes.geocode ?? (async () => HOUSTON))(input.zip);
      }),
      findStores: fromPromise<{ total: number; stores: Store[] }, { at: Coordinates; api: ApiSettings }>(({ input }) => {
        calls.findStores.push(input.at);
        return (fakes.findStores ?? (async () => ({ total: 2, stores: [store('1024', 'Houston Galleria'), store('1031', 'Memorial City')] })))(input.at);
      }),
    },
  });
  const actor = createActor(machine, { clock: new SimulatedClock(), input: { api: { base: '/api' } } });
  const emitted: StoreLocatorEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, calls, emitted };
}

describe('storeLocatorMachine', () => {
  it('a ZIP search: geocoding -> searching -> results near the ZIP (first five digits)', async () => {
    const { actor, calls, emitted } = start();
    actor.send({ type: 'SEARCH.SUBMIT', text: ' 77056-1234 ' });
    expect(actor.getSnapshot().value).to.equal('geocoding');
    expect(actor.getSnapshot().hasTag('busy')).to.equal(true);
    await waitFor(actor, (s) => s.hasTag('results'));
    expect(calls.geocode).to.deep.equal(['77056']);
    expect(calls.findStores).to.deep.equal([HOUSTON]);
    expect(actor.getSnapshot().context.stores.map((s) => s.properties.gx_id)).to.deep.equal(['1024', '1031']);
    expect(emitted).to.deep.equal([{ type: 'searched', near: '77056', count: 2 }]);
  });

  it('an invalid ZIP marks the field and sends nothing; typing clears the mark', () => {
    const { actor, calls } = start();
    for (const text of ['1234', 'K1A0B1', '7705', '77056-12', '']) {
      actor.send({ type: 'SEARCH.SUBMIT', text });
      expect(actor.getSnapshot().context.fieldError).to.deep.equal({ key: 'zipInvalid' });
      expect(actor.getSnapshot().value).to.equal('idle');
    }
    actor.send({ type: 'FIELD.EDIT' });
    expect(actor.getSnapshot().context.fieldError).to.equal(null);
    expect(calls.geocode).to.deep.equal([]);
  });

  it('"Use my location": locating -> searching at the position, which is emitted for the SDD rules', async () => {
    const { actor, calls, emitted } = start({ locate: async () => ({ latitude: 32.8, longitude: -96.8 }) });
    actor.send({ type: 'LOCATE.REQUEST' });
    expect(actor.getSnapshot().value).to.equal('locating');
    await waitFor(actor, (s) => s.hasTag('results'));
    expect(calls.geocode).to.deep.equal([]);
    expect(calls.findStores).to.deep.equal([{ latitude: 32.8, longitude: -96.8 }]);
    expect(emitted[0]).to.deep.equal({ type: 'located', at: { latitude: 32.8, longitude: -96.8 } });
    expect(actor.getSnapshot().context.near).to.equal('');
  });

  it('location denied or timing out: a message about location access; a ZIP search still works after', async () => {
    const denied = start({ locate: () => Promise.reject(Object.assign(new Error('denied'), { code: 1 })) });
    denied.actor.send({ type: 'LOCATE.REQUEST' });
    await waitFor(denied.actor, (s) => s.hasTag('failed'));
    expect(denied.actor.getSnapshot().context.error).to.deep.equal({ kind: 'location', message: { key: 'locationDenied' } });
    expect(denied.calls.findStores).to.deep.equal([]);
    denied.actor.send({ type: 'SEARCH.SUBMIT', text: '77056' });
    await waitFor(denied.actor, (s) => s.hasTag('results'));
    expect(denied.actor.getSnapshot().context.error).to.equal(null);

    const slow = start({ locate: () => Promise.reject(Object.assign(new Error('timeout'), { code: 3 })) });
    slow.actor.send({ type: 'LOCATE.REQUEST' });
    await waitFor(slow.actor, (s) => s.hasTag('failed'));
    expect(slow.actor.getSnapshot().context.error?.message).to.deep.equal({ key: 'locationFailed' });
  });

  it('a geocode failure shows its spec message; a store search failure its own; neither keeps old results', async () => {
    const notFound = start({ geocode: () => Promise.reject(new ApiError('http', '_ERR_POSTAL_CODE_NOT_FOUND', 404)) });
    notFound.actor.send({ type: 'SEARCH.SUBMIT', text: '00000' });
    await waitFor(notFound.actor, (s) => s.hasTag('failed'));
    expect(notFound.actor.getSnapshot().context.error).to.deep.equal({ kind: 'geocode', message: { error: 'GEO_POSTAL_NOT_FOUND' } });
    expect(notFound.calls.findStores).to.deep.equal([]);

    let fail = false;
    const broken = start({
      findStores: async () => {
        if (fail) throw new ApiError('http', '_ERR_DEFAULT_KEY', 503);
        return { total: 1, stores: [store('1024', 'Houston Galleria')] };
      },
    });
    broken.actor.send({ type: 'SEARCH.SUBMIT', text: '77056' });
    await waitFor(broken.actor, (s) => s.hasTag('results'));
    fail = true;
    broken.actor.send({ type: 'SEARCH.SUBMIT', text: '77057' });
    await waitFor(broken.actor, (s) => s.hasTag('failed'));
    expect(broken.actor.getSnapshot().context.error).to.deep.equal({ kind: 'stores', message: { key: 'storesFailed' } });
    expect(broken.actor.getSnapshot().context.stores).to.deep.equal([]);
  });

  it('a new search replaces the running one: the first answer is never shown', async () => {
    let releaseFirst: (v: { total: number; stores: Store[] }) => void = () => {};
    let n = 0;
    const { actor, calls } = start({
      geocode: async (zip) => (zip === '77056' ? HOUSTON : { latitude: 30.26, longitude: -97.74 }),
      findStores: (at) => {
        n += 1;
        if (n === 1) return new Promise((resolve) => (releaseFirst = resolve));
        return Promise.resolve({ total: 1, stores: [store(String(at.latitude), 'Austin')] });
      },
    });
    actor.send({ type: 'SEARCH.SUBMIT', text: '77056' });
    await waitFor(actor, (s) => s.matches('searching'));
    actor.send({ type: 'SEARCH.SUBMIT', text: '78701' });
    await waitFor(actor, (s) => s.hasTag('results'));
    releaseFirst({ total: 1, stores: [store('1024', 'Houston Galleria')] });
    await Promise.resolve();
    expect(actor.getSnapshot().context.stores.map((s) => s.properties.storeName)).to.deep.equal(['Austin']);
    expect(calls.geocode).to.deep.equal(['77056', '78701']);
  });

  it('an empty answer is a result: "No stores found within 250 miles of 77056"', async () => {
    const { actor } = start({ findStores: async () => ({ total: 0, stores: [] }) });
    actor.send({ type: 'SEARCH.SUBMIT', text: '77056' });
    await waitFor(actor, (s) => s.hasTag('results'));
    expect(resultsStatus(actor.getSnapshot().context.stores.length, actor.getSnapshot().context.near)).to.deep.equal({
      key: 'noStoresNear',
      values: { radius: 250, near: '77056' },
    });
    expect(resultsStatus(0, '')).to.deep.equal({ key: 'noStoresNearYou', values: { radius: 250 } });
    expect(resultsStatus(3, '77056')).to.deep.equal({ key: 'storesNear', values: { count: 3, near: '77056' } });
    expect(resultsStatus(1, '')).to.deep.equal({ key: 'storesNearYou', values: { count: 1 } });
  });

  it('a geocode answer without coordinates, and any other geocode fault, has its key of the error catalogue', async () => {
    for (const [error, key] of [
      [new ApiError('schema', 'GEO_POSTAL_RESULT_NOT_FOUND', 200), 'GEO_POSTAL_RESULT_NOT_FOUND'],
      [new ApiError('http', '_ERR_DEFAULT_KEY', 500), 'GEO_FAILED'],
      [new TypeError('boom'), 'GEO_FAILED'],
    ] as const) {
      const failing = start({ geocode: () => Promise.reject(error) });
      failing.actor.send({ type: 'SEARCH.SUBMIT', text: '77056' });
      await waitFor(failing.actor, (s) => s.hasTag('failed'));
      expect(failing.actor.getSnapshot().context.error, String(error)).to.deep.equal({ kind: 'geocode', message: { error: key } });
    }
  });
});
