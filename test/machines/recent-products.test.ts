import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { recentProductsMachine, viewedList, type LoadProductsInput, type RecentList, type RecentProductsInput } from '../../machines/carousel';
import { RECENTLY_VIEWED_LAZY_DELAY_MS, RECENTLY_VIEWED_PRICE_STALE_MS } from '../../src/core/constants';
import { RECENTLY_VIEWED_KEY, readRecentlyViewed, type StoredViewed } from '../../src/core/search-history';
import { faults, withReferenceApi } from '../helpers/api';

withReferenceApi();

const NOW = Date.UTC(2026, 11, 6, 15, 0);
const MINUTE = 60_000;

const product = (id: string, priceAt: number, price: number | null = 10): StoredViewed => ({
  id,
  timestamp: priceAt,
  skuId: `sku-${id}-1`,
  product: { name: `Product ${id}`, url: `/p/product-${id}`, imageUrl: null, price, priceAt },
});

const list = (ids: string[], at: number, price = 20): RecentList => ({
  items: ids.map((id) => ({ productId: id, skuId: `sku-${id}-1`, name: `Product ${id}`, url: `/p/product-${id}`, imageUrl: null, price })),
  at,
  oldestPriceAt: at,
});

function start(input: RecentProductsInput, load: (input: LoadProductsInput) => Promise<RecentList>) {
  const calls: LoadProductsInput[] = [];
  const clock = new SimulatedClock();
  const machine = recentProductsMachine.provide({
    actors: {
      loadProducts: fromPromise<RecentList, LoadProductsInput>(({ input }) => {
        calls.push(input);
        return load(input);
      }),
    },
  });
  const actor = createActor(machine, { clock, input });
  actor.start();
  return { actor, clock, calls };
}

describe('recentProductsMachine', () => {
  it('recently viewed with fresh stored details: ready at once, no call, read again once the oldest price is 15 minutes old', async () => {
    const stored = [product('1001', NOW - 5 * MINUTE), product('1002', NOW - MINUTE)];
    const { actor, clock, calls } = start({ kind: 'viewed', initial: viewedList(stored, NOW) }, async () => list(['1001', '1002'], NOW + 10 * MINUTE));
    expect(actor.getSnapshot().value).to.equal('ready');
    expect(actor.getSnapshot().context.items.map((i) => [i.productId, i.price])).to.deep.equal([
      ['1001', 10],
      ['1002', 10],
    ]);
    // The oldest price (5 minutes old) goes stale 10 minutes later: not a millisecond before.
    clock.increment(10 * MINUTE);
    expect(calls).to.have.length(0);
    clock.increment(1);
    expect(actor.getSnapshot().value).to.equal('loading');
    expect(calls).to.have.length(1);
    await waitFor(actor, (s) => s.matches('ready'));
  });

  it('a price older than 15 minutes is not shown, and refreshed only after the 10000 ms lazy-load delay', async () => {
    const stored = [product('1001', NOW - RECENTLY_VIEWED_PRICE_STALE_MS - 1, 99), product('1002', NOW - MINUTE, 12)];
    const { actor, clock, calls } = start({ kind: 'viewed', initial: viewedList(stored, NOW), lazyDelayMs: RECENTLY_VIEWED_LAZY_DELAY_MS }, async () =>
      list(['1001', '1002'], NOW + 10_000, 30),
    );
    expect(actor.getSnapshot().hasTag('waiting')).to.equal(true);
    expect(actor.getSnapshot().context.items.map((i) => [i.productId, i.price])).to.deep.equal([
      ['1001', null],
      ['1002', 12],
    ]);
    clock.increment(RECENTLY_VIEWED_LAZY_DELAY_MS - 1);
    expect(calls, 'no call before the delay').to.have.length(0);
    clock.increment(1);
    expect(calls).to.deep.equal([{ kind: 'viewed', api: {} }]);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.items.map((i) => i.price)).to.deep.equal([30, 30]);
  });

  it('the lazy-load delay comes from the input (what is left of 10 s since the page started): 0 calls at once', async () => {
    const { actor, calls } = start({ kind: 'purchased', lazyDelayMs: 0 }, async () => list(['1022'], NOW));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).to.have.length(1);
    expect(actor.getSnapshot().context.items[0]!.productId).to.equal('1022');
  });

  it('an empty recently viewed (or storage disabled) is ready with nothing, and never calls', () => {
    const { actor, clock, calls } = start({ kind: 'viewed', initial: viewedList([], NOW) }, async () => list(['1'], NOW));
    expect(actor.getSnapshot().value).to.equal('ready');
    clock.increment(RECENTLY_VIEWED_PRICE_STALE_MS * 4);
    expect(calls).to.have.length(0);
    expect(actor.getSnapshot().context.items).to.deep.equal([]);
  });

  it('a failed call keeps what was shown, tags error; LIST.RETRY calls again', async () => {
    let fail = true;
    const stored = [product('1001', NOW - 20 * MINUTE, 50)];
    const { actor, clock, calls } = start({ kind: 'viewed', initial: viewedList(stored, NOW) }, async () => {
      if (fail) throw new Error('HTTP 503');
      return list(['1001'], NOW, 55);
    });
    clock.increment(RECENTLY_VIEWED_LAZY_DELAY_MS);
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(actor.getSnapshot().context.items.map((i) => i.productId)).to.deep.equal(['1001']);
    fail = false;
    actor.send({ type: 'LIST.RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).to.have.length(2);
    expect(actor.getSnapshot().context.items[0]!.price).to.equal(55);
  });

  it('an aborted call is silent: no error tag, nothing changed', async () => {
    const { actor, clock } = start({ kind: 'purchased' }, async () => {
      throw new DOMException('gone', 'AbortError');
    });
    clock.increment(RECENTLY_VIEWED_LAZY_DELAY_MS);
    await waitFor(actor, (s) => s.matches('stopped'));
    expect(actor.getSnapshot().hasTag('error')).to.equal(false);
  });

  it('calls at the API of API.CHANGE', async () => {
    const { actor, clock, calls } = start({ kind: 'purchased', lazyDelayMs: 5, api: { base: '/a' } }, async () => list([], NOW));
    actor.send({ type: 'API.CHANGE', api: { base: '/b' } });
    clock.increment(5);
    await waitFor(actor, () => calls.length === 1);
    expect(calls[0]!.api).to.deep.equal({ base: '/b' });
  });

  describe('with the real loadProducts and the reference API', () => {
    afterEach(() => {
      localStorage.removeItem(RECENTLY_VIEWED_KEY);
      faults.clear();
    });

    it('refreshes a stale recently viewed price, keeps the SKU, writes the store back; a product the API does not know is dropped', async () => {
      const old = Date.now() - RECENTLY_VIEWED_PRICE_STALE_MS - MINUTE;
      const stale = { ...product('1001', old, 1), product: { ...product('1001', old, 1).product!, name: 'Old name' } };
      localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([stale, product('9999', old)]));
      const actor = createActor(recentProductsMachine, { input: { kind: 'viewed', lazyDelayMs: 0, initial: viewedList(readRecentlyViewed(), Date.now()) } }).start();
      await waitFor(actor, (s) => s.matches('ready'), { timeout: 5000 });
      const [item] = actor.getSnapshot().context.items;
      expect(actor.getSnapshot().context.items).to.have.length(1);
      expect(item).to.deep.include({ productId: '1001', skuId: 'sku-1001-1', price: 129.99, name: "Nike Air Zoom Pegasus 40 Men's Running Shoes" });
      expect(readRecentlyViewed().map((v) => [v.id, v.skuId, v.product?.price])).to.deep.equal([['1001', 'sku-1001-1', 129.99]]);
      actor.stop();
    });

    it('recently purchased: 401 for a guest is a failure (the section says so); the seeded list once signed in', async () => {
      const guest = createActor(recentProductsMachine, { input: { kind: 'purchased', lazyDelayMs: 0 } }).start();
      await waitFor(guest, (s) => s.hasTag('error'), { timeout: 5000 });
      guest.stop();
      document.cookie = 'WC_USERID=1234567; path=/';
      document.cookie = 'USERTYPE=R; path=/';
      try {
        const actor = createActor(recentProductsMachine, { input: { kind: 'purchased', lazyDelayMs: 0 } }).start();
        await waitFor(actor, (s) => s.matches('ready'), { timeout: 5000 });
        expect(actor.getSnapshot().context.items.map((i) => i.skuId)).to.deep.equal(['sku-1022-1', 'sku-1030-2', 'sku-1009-1', 'sku-1036-1', 'sku-1015-3', 'sku-1028-1']);
        actor.stop();
      } finally {
        document.cookie = 'WC_USERID=; path=/; max-age=0';
        document.cookie = 'USERTYPE=; path=/; max-age=0';
      }
    });

    it('a malformed answer is a failure, not an empty list', async () => {
      faults.set('productsByIds', { malformed: true });
      localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([product('1001', Date.now() - RECENTLY_VIEWED_PRICE_STALE_MS - MINUTE)]));
      const actor = createActor(recentProductsMachine, { input: { kind: 'viewed', lazyDelayMs: 0, initial: viewedList(readRecentlyViewed(), Date.now()) } }).start();
      await waitFor(actor, (s) => s.hasTag('error'), { timeout: 5000 });
      actor.stop();
    });
  });
});
