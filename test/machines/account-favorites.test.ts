import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  favoritesMachine,
  normalizeProductId,
  shouldRetryMerge,
  toggleInMap,
  type FavoritesEmitted,
  type FavoritesInput,
  type FetchFavoritesInput,
  type MergeFavoritesInput,
  type SaveFavoriteInput,
} from '../../machines/favorites';
import { ApiError } from '../../src/core/api';
import type { FavoritesMap } from '../../src/core/api/profile';

const KEY = 'sg_guest_favorites';
const T0 = Date.UTC(2026, 10, 25, 9, 0, 0);
const GUEST_MAP: FavoritesMap = { '1001': { skuId: '1001-2', addedAt: 1732269600000 }, '1017': { skuId: null, addedAt: 1732269700000 } };
const ACCOUNT_MAP: FavoritesMap = { '2002': { skuId: null, addedAt: 1 } };

afterEach(() => localStorage.removeItem(KEY));

interface Fakes {
  merge?: (input: MergeFavoritesInput) => Promise<void>;
  fetch?: (input: FetchFavoritesInput) => Promise<FavoritesMap>;
  save?: (input: SaveFavoriteInput) => Promise<void>;
}

function start(fakes: Fakes = {}, input: FavoritesInput = {}) {
  const clock = new SimulatedClock();
  clock.set(T0);
  const calls = { merge: [] as MergeFavoritesInput[], fetch: [] as FetchFavoritesInput[], save: [] as SaveFavoriteInput[] };
  const machine = favoritesMachine.provide({
    actors: {
      mergeFavorites: fromPromise<void, MergeFavoritesInput>(({ input: i }) => {
        calls.merge.push(i);
        return (fakes.merge ?? (async () => undefined))(i);
      }),
      fetchFavorites: fromPromise<FavoritesMap, FetchFavoritesInput>(({ input: i }) => {
        calls.fetch.push(i);
        return (fakes.fetch ?? (async () => ACCOUNT_MAP))(i);
      }),
      saveFavorite: fromPromise<void, SaveFavoriteInput>(({ input: i }) => {
        calls.save.push(i);
        return (fakes.save ?? (async () => undefined))(i);
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { guestFavorites: true, now: () => clock.now(), ...input } });
  const emitted: FavoritesEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, clock, calls, emitted };
}

/** Lets the fake actors' promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('favorites logic', () => {
  it('toggles a product in a map with its sku and time', () => {
    const added = toggleInMap({}, '1001', '1001-2', T0);
    expect(added).to.deep.equal({ map: { '1001': { skuId: '1001-2', addedAt: T0 } }, favorite: true });
    expect(toggleInMap(added.map, '1001', null, T0 + 1)).to.deep.equal({ map: {}, favorite: false });
    expect(toggleInMap({}, '1017', '', T0).map['1017']?.skuId).to.equal(null);
  });

  it('retries a merge once, never after a 401/403 or an abort', () => {
    expect(shouldRetryMerge(new ApiError('http', '_ERR_DEFAULT_KEY', 500), 1)).to.equal(true);
    expect(shouldRetryMerge(new ApiError('schema', '_ERR_BAD_RESPONSE', 200), 1)).to.equal(true);
    expect(shouldRetryMerge(new ApiError('timeout', '_ERR_TIMEOUT', 408), 1)).to.equal(true);
    expect(shouldRetryMerge(new ApiError('http', '_ERR_DEFAULT_KEY', 500), 2)).to.equal(false);
    expect(shouldRetryMerge(new ApiError('http', '_ERR_DEFAULT_KEY', 401), 1)).to.equal(false);
    expect(shouldRetryMerge(new ApiError('http', '_ERR_DEFAULT_KEY', 403), 1)).to.equal(false);
    expect(shouldRetryMerge(new DOMException('x', 'AbortError'), 1)).to.equal(false);
  });

  it('product ids: trimmed text or a number, else null', () => {
    expect(normalizeProductId(' 1001 ')).to.equal('1001');
    expect(normalizeProductId(1001)).to.equal('1001');
    expect([normalizeProductId(''), normalizeProductId(null), normalizeProductId({}), normalizeProductId('x'.repeat(65))]).to.deep.equal([null, null, null, null]);
  });
});

describe('favoritesMachine: guests', () => {
  it('with guest-favorites, a toggle is kept in sg_guest_favorites and emitted', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'FAVORITE.TOGGLE', productId: '1001', skuId: '1001-2' });
    expect(JSON.parse(localStorage.getItem(KEY)!)).to.deep.equal({ '1001': { skuId: '1001-2', addedAt: T0 } });
    expect(emitted).to.deep.equal([{ type: 'favoriteChange', productId: '1001', skuId: '1001-2', favorite: true, signedIn: false }]);
    actor.send({ type: 'FAVORITE.TOGGLE', productId: '1001' });
    expect(JSON.parse(localStorage.getItem(KEY)!)).to.deep.equal({});
    expect(emitted[1]).to.deep.include({ favorite: false });
  });

  it('without guest-favorites, a toggle asks to sign in and stores nothing', () => {
    const { actor, emitted } = start({}, { guestFavorites: false });
    actor.send({ type: 'FAVORITE.TOGGLE', productId: '1001', skuId: null });
    expect(emitted).to.deep.equal([{ type: 'signInRequested', productId: '1001', skuId: null }]);
    expect(localStorage.getItem(KEY)).to.equal(null);
  });

  it('storage that throws: the toggle still shows and is emitted', () => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      const { actor, emitted } = start();
      actor.send({ type: 'FAVORITE.TOGGLE', productId: '1001' });
      expect(actor.getSnapshot().context.favorites).to.have.property('1001');
      expect(emitted).to.have.length(1);
    } finally {
      Storage.prototype.setItem = original;
    }
    expect(localStorage.getItem(KEY)).to.equal(null);
  });

  it('reads the stored map at start; a corrupt map reads as empty', () => {
    localStorage.setItem(KEY, JSON.stringify(GUEST_MAP));
    expect(start().actor.getSnapshot().context.favorites).to.deep.equal(GUEST_MAP);
    localStorage.setItem(KEY, '{oops');
    expect(start().actor.getSnapshot().context.favorites).to.deep.equal({});
  });
});

describe('favoritesMachine: merge on sign-in', () => {
  it('sends the guest map, then removes it and reads the account favorites', async () => {
    localStorage.setItem(KEY, JSON.stringify(GUEST_MAP));
    const { actor, calls, emitted } = start({}, { service: 'profilelists' });
    actor.send({ type: 'SESSION.SIGN_IN' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(calls.merge).to.deep.equal([{ favorites: GUEST_MAP, service: 'profilelists', api: {} }]);
    expect(localStorage.getItem(KEY)).to.equal(null);
    expect(calls.fetch).to.have.length(1);
    expect(actor.getSnapshot().context.favorites).to.deep.equal(ACCOUNT_MAP);
    expect(emitted).to.deep.equal([{ type: 'mergeComplete', merged: true, attempts: 1 }]);
  });

  it('no guest map: no merge, the account favorites are read', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'SESSION.SIGN_IN' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(calls.merge).to.have.length(0);
    expect(calls.fetch).to.have.length(1);
  });

  it('a failed attempt is retried once after 1 s; a 3rd attempt never happens; then the map is removed', async () => {
    localStorage.setItem(KEY, JSON.stringify(GUEST_MAP));
    const { actor, clock, calls, emitted } = start({ merge: () => Promise.reject(new ApiError('http', '_ERR_DEFAULT_KEY', 503)) });
    actor.send({ type: 'SESSION.SIGN_IN' });
    await waitFor(actor, (s) => s.matches({ merging: 'waiting' }));
    expect(calls.merge).to.have.length(1);
    clock.increment(999);
    await settle();
    expect(calls.merge).to.have.length(1);
    expect(localStorage.getItem(KEY)).not.to.equal(null);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(calls.merge).to.have.length(2);
    clock.increment(60_000);
    await settle();
    expect(calls.merge).to.have.length(2);
    expect(localStorage.getItem(KEY)).to.equal(null);
    expect(calls.fetch).to.have.length(1);
    expect(emitted).to.deep.equal([{ type: 'mergeComplete', merged: false, attempts: 2 }]);
  });

  it('the second attempt succeeding counts as merged', async () => {
    localStorage.setItem(KEY, JSON.stringify(GUEST_MAP));
    let attempt = 0;
    const { actor, clock, emitted } = start({ merge: () => (++attempt === 1 ? Promise.reject(new ApiError('network', '_ERR_NETWORK')) : Promise.resolve()) });
    actor.send({ type: 'SESSION.SIGN_IN' });
    await waitFor(actor, (s) => s.matches({ merging: 'waiting' }));
    clock.increment(1000);
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(emitted).to.deep.equal([{ type: 'mergeComplete', merged: true, attempts: 2 }]);
  });

  it('a 401/403 is not retried: the session ends, the guest map is kept', async () => {
    localStorage.setItem(KEY, JSON.stringify(GUEST_MAP));
    const { actor, clock, calls, emitted } = start({ merge: () => Promise.reject(new ApiError('http', '_ERR_DEFAULT_KEY', 401)) });
    actor.send({ type: 'SESSION.SIGN_IN' });
    await waitFor(actor, (s) => s.matches('guest'));
    clock.increment(5000);
    await settle();
    expect(calls.merge).to.have.length(1);
    expect(emitted).to.deep.equal([{ type: 'sessionEnded' }]);
    expect(JSON.parse(localStorage.getItem(KEY)!)).to.deep.equal(GUEST_MAP);
  });

  it('signing out during the wait stops the retry', async () => {
    localStorage.setItem(KEY, JSON.stringify(GUEST_MAP));
    const { actor, clock, calls } = start({ merge: () => Promise.reject(new ApiError('http', '_ERR_DEFAULT_KEY', 500)) });
    actor.send({ type: 'SESSION.SIGN_IN' });
    await waitFor(actor, (s) => s.matches({ merging: 'waiting' }));
    actor.send({ type: 'SESSION.SIGN_OUT' });
    clock.increment(5000);
    await settle();
    expect(calls.merge).to.have.length(1);
    expect(actor.getSnapshot().value).to.equal('guest');
  });
});

describe('favoritesMachine: signed in', () => {
  it('a toggle shows at once and posts a one-entry map; removing deletes', async () => {
    const { actor, calls, emitted } = start({}, { signedIn: true });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    actor.send({ type: 'FAVORITE.TOGGLE', productId: '1001', skuId: '1001-2' });
    expect(actor.getSnapshot().context.favorites).to.have.property('1001');
    actor.send({ type: 'FAVORITE.TOGGLE', productId: '1001', skuId: '1001-2' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    actor.send({ type: 'FAVORITE.TOGGLE', productId: '2002' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(calls.save.map(({ productId, favorite, skuId }) => ({ productId, favorite, skuId }))).to.deep.equal([
      { productId: '1001', favorite: true, skuId: '1001-2' },
      { productId: '2002', favorite: false, skuId: null },
    ]);
    expect(emitted.map((e) => e.type === 'favoriteChange' && [e.productId, e.favorite, e.signedIn])).to.deep.equal([
      ['1001', true, true],
      ['2002', false, true],
    ]);
    expect(localStorage.getItem(KEY)).to.equal(null);
  });

  it('a failed save puts the favorite back and says so', async () => {
    const { actor, emitted } = start({ save: () => Promise.reject(new ApiError('http', '_ERR_DEFAULT_KEY', 500)) }, { signedIn: true });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    actor.send({ type: 'FAVORITE.TOGGLE', productId: '1001' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.favorites).to.deep.equal(ACCOUNT_MAP);
    expect(actor.getSnapshot().context.error).to.deep.equal({ error: '_ERR_DEFAULT_KEY' });
    expect(emitted.at(-1)).to.deep.equal({ type: 'favoriteChange', productId: '1001', skuId: null, favorite: false, signedIn: true });
  });

  it('sign out: back to the (empty) guest map', async () => {
    const { actor } = start({}, { signedIn: true });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    actor.send({ type: 'SESSION.SIGN_OUT' });
    expect(actor.getSnapshot().value).to.equal('guest');
    expect(actor.getSnapshot().context.favorites).to.deep.equal({});
  });
});
