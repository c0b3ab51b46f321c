import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError, type QuickViewProduct, type QuickViewSku } from '../../src/core/api';
import {
  attributeChoices,
  canAdd,
  classifyFailure,
  fulfilmentRows,
  initialSku,
  pickSku,
  priceOf,
  quickViewMachine,
  type FetchProductInput,
  type QuickViewEmitted,
} from '../../machines/quick-view';

const inv = (available: number, status = available > 0 ? 'AVAILABLE' : 'OUT_OF_STOCK') => [{ status, available }];
const sku = (skuId: string, color: string, size: string, stock: { online: number; store: number; sts?: number; sdd: number }, price?: number): QuickViewSku => ({
  skuId,
  attributes: [
    { name: 'Color', value: color },
    { name: 'Size', value: size },
  ],
  price: price === undefined ? null : { salePrice: price, listPrice: null, priceMessage: null },
  imageUrl: null,
  inventory: { online: inv(stock.online), store: inv(stock.store), sts: inv(stock.sts ?? stock.online), sdd: inv(stock.sdd) },
});

const product = (skus: QuickViewSku[]): QuickViewProduct => ({
  id: '1037',
  parentSkuId: '21037',
  name: 'Nike Mercurial Vapor 15 Club Soccer Cleats',
  seoUrl: '/p/nike-mercurial-1037',
  imageUrl: '/mock-images/1037.svg',
  manufacturer: 'Nike',
  categoryName: 'Soccer',
  adBug: null,
  bvRating: 4.1,
  sofItem: false,
  defaultSkuPrice: { salePrice: 64.99, listPrice: null, priceMessage: null },
  attributes: [
    { name: 'Color', usage: 'Defining', values: [] },
    { name: 'Size', usage: 'Defining', values: [] },
    { name: 'Material', usage: 'Descriptive', values: ['Synthetic'] },
  ],
  skus,
});

const cleats = product([
  sku('s-red-9', 'Red', '9', { online: 5, store: 2, sdd: 1 }),
  sku('s-red-10', 'Red', '10', { online: 0, store: 0, sts: 0, sdd: 0 }),
  sku('s-black-10', 'Black', '10', { online: 0, store: 0, sts: 0, sdd: 0 }, 59.99),
  sku('s-grey-10', 'Grey', '10', { online: 0, store: 3, sts: 0, sdd: 0 }),
]);
const stores = { storeId: '101', sddStoreId: '202' };
const noStores = { storeId: null, sddStoreId: null };

describe('quick view logic', () => {
  it('shows shipping, pickup at the store, ship to store and same day for a sku with both stores known', () => {
    expect(fulfilmentRows(cleats.skus[0]!, stores)).to.deep.equal([
      { code: 'sh', available: true, quantity: 5, needsStore: false },
      { code: 'sp', available: true, quantity: 2, needsStore: false },
      { code: 'ss', available: true, quantity: 5, needsStore: false },
      { code: 'dd', available: true, quantity: 1, needsStore: false },
    ]);
  });

  it('without a store: pickup asks for one, no ship to store, no same day', () => {
    expect(fulfilmentRows(cleats.skus[0]!, noStores)).to.deep.equal([
      { code: 'sh', available: true, quantity: 5, needsStore: false },
      { code: 'sp', available: false, quantity: 0, needsStore: true },
    ]);
  });

  it('reads a status other than AVAILABLE, or a quantity of 0, as not available', () => {
    const odd = sku('odd', 'Red', '9', { online: 0, store: 0, sdd: 0 });
    odd.inventory!.online = [{ status: 'BACKORDER', available: 8 }];
    odd.inventory!.store = [{ status: 'AVAILABLE', available: 0 }];
    const rows = fulfilmentRows(odd, stores);
    expect(rows.map((r) => [r.code, r.available, r.quantity])).to.deep.equal([
      ['sh', false, 0],
      ['sp', false, 0],
      ['ss', false, 0],
      ['dd', false, 0],
    ]);
    expect(canAdd(odd, stores)).to.equal(false);
    // A sku without inventory at all shows shipping unavailable and cannot be added.
    expect(fulfilmentRows({ ...odd, inventory: null }, noStores)[0]).to.deep.equal({ code: 'sh', available: false, quantity: 0, needsStore: false });
  });

  it('can add a sku available one way for this shopper; pickup-only stock needs the store', () => {
    expect(canAdd(cleats.skus[0]!, noStores)).to.equal(true);
    expect(canAdd(cleats.skus[2]!, stores)).to.equal(false);
    expect(canAdd(cleats.skus[3]!, stores)).to.equal(true);
    expect(canAdd(cleats.skus[3]!, noStores)).to.equal(false);
    expect(canAdd(null, stores)).to.equal(false);
  });

  it('starts with the asked sku, else the first in stock, else the first', () => {
    expect(initialSku(cleats, 's-grey-10')).to.equal('s-grey-10');
    expect(initialSku(cleats, 'unknown')).to.equal('s-red-9');
    const none = product([cleats.skus[1]!, cleats.skus[2]!]);
    expect(initialSku(none, null)).to.equal('s-red-10');
  });

  it('a colour picks the sku that keeps the size, in stock first; an unknown value picks none', () => {
    expect(pickSku(cleats, 's-red-10', 'Color', 'Black')).to.equal('s-black-10');
    // From Red 9, Black has no 9: the Black 10.
    expect(pickSku(cleats, 's-red-9', 'Color', 'Black')).to.equal('s-black-10');
    // From Black 10, Red keeps the 10 (out of stock) over the Red 9 in stock: the size the shopper chose stays.
    expect(pickSku(cleats, 's-black-10', 'Color', 'Red')).to.equal('s-red-10');
    // Without a current sku, the one in stock.
    expect(pickSku(cleats, null, 'Color', 'Red')).to.equal('s-red-9');
    expect(pickSku(cleats, 's-red-9', 'Color', 'Purple')).to.equal(null);
    expect(pickSku(cleats, 's-red-9', 'Team', 'Red')).to.equal(null);
  });

  it('lists the defining attributes with their values, the chosen one and which are in stock', () => {
    const choices = attributeChoices(cleats, cleats.skus[2]!);
    expect(choices.map((c) => c.name)).to.deep.equal(['Color', 'Size']);
    expect(choices[0]!.values).to.deep.equal([
      { value: 'Red', chosen: false, inStock: false },
      { value: 'Black', chosen: true, inStock: false },
      { value: 'Grey', chosen: false, inStock: true },
    ]);
    expect(choices[1]!.values).to.deep.equal([
      { value: '9', chosen: false, inStock: true },
      { value: '10', chosen: true, inStock: false },
    ]);
    // No declared attributes: those the skus carry.
    expect(attributeChoices({ ...cleats, attributes: [] }, cleats.skus[0]!).map((c) => c.name)).to.deep.equal(['Color', 'Size']);
  });

  it("prices a sku at its own price, else the product's", () => {
    expect(priceOf(cleats, cleats.skus[2]!)?.salePrice).to.equal(59.99);
    expect(priceOf(cleats, cleats.skus[0]!)?.salePrice).to.equal(64.99);
  });

  it('reads a 404 or _ERR_PRODUCT_NOT_FOUND as unavailable, anything else as failed', () => {
    expect(classifyFailure(new ApiError('http', '_ERR_PRODUCT_NOT_FOUND', 404))).to.equal('unavailable');
    expect(classifyFailure(new ApiError('http', '_ERR_DEFAULT_KEY', 404))).to.equal('unavailable');
    expect(classifyFailure(new ApiError('http', '_ERR_DEFAULT_KEY', 503))).to.equal('failed');
    expect(classifyFailure(new ApiError('timeout', '_ERR_TIMEOUT', 408))).to.equal('failed');
    expect(classifyFailure(new Error('boom'))).to.equal('failed');
  });
});

function start(fetch: (input: FetchProductInput, signal: AbortSignal) => Promise<QuickViewProduct>) {
  const calls: FetchProductInput[] = [];
  const signals: AbortSignal[] = [];
  const machine = quickViewMachine.provide({
    actors: {
      fetchProduct: fromPromise<QuickViewProduct, FetchProductInput>(({ input, signal }) => {
        calls.push(input);
        signals.push(signal);
        return fetch(input, signal);
      }),
    },
  });
  const actor = createActor(machine, { input: { api: { base: '/store-api' } } });
  const emitted: QuickViewEmitted[] = [];
  actor.on('add', (e) => emitted.push(e));
  actor.start();
  return { actor, calls, signals, emitted };
}

const never = (_: FetchProductInput, signal: AbortSignal) =>
  new Promise<QuickViewProduct>((_resolve, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

describe('quickViewMachine', () => {
  it('closed -> loading -> ready with the asked sku, at its api and stores', async () => {
    const { actor, calls } = start(async () => cleats);
    expect(actor.getSnapshot().value).to.equal('closed');
    actor.send({ type: 'DIALOG.OPEN', target: { productId: '1037', skuId: 's-grey-10' }, stores: { storeId: '101' } });
    expect(actor.getSnapshot().hasTag('open')).to.equal(true);
    expect(actor.getSnapshot().hasTag('busy')).to.equal(true);
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(calls).to.deep.equal([{ productId: '1037', stores: { storeId: '101', sddStoreId: null }, api: { base: '/store-api' } }]);
    expect(actor.getSnapshot().context.skuId).to.equal('s-grey-10');
  });

  it('an attribute choice picks the sku; a value no sku has changes nothing', async () => {
    const { actor } = start(async () => cleats);
    actor.send({ type: 'DIALOG.OPEN', target: { productId: '1037' } });
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(actor.getSnapshot().context.skuId).to.equal('s-red-9');
    actor.send({ type: 'ATTRIBUTE.SELECT', name: 'Color', value: 'Grey' });
    expect(actor.getSnapshot().context.skuId).to.equal('s-grey-10');
    actor.send({ type: 'ATTRIBUTE.SELECT', name: 'Color', value: 'Purple' });
    expect(actor.getSnapshot().context.skuId).to.equal('s-grey-10');
  });

  it('CART.ADD emits the chosen sku for the page cart and closes; refused for a sku out of stock', async () => {
    const { actor, emitted } = start(async () => cleats);
    actor.send({ type: 'DIALOG.OPEN', target: { productId: '1037', skuId: 's-black-10' }, stores });
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'CART.ADD' });
    expect(emitted).to.deep.equal([]);
    expect(actor.getSnapshot().hasTag('ready')).to.equal(true);
    actor.send({ type: 'ATTRIBUTE.SELECT', name: 'Color', value: 'Red' });
    actor.send({ type: 'ATTRIBUTE.SELECT', name: 'Size', value: '9' });
    actor.send({ type: 'CART.ADD', quantity: 2 });
    expect(emitted).to.deep.equal([{ type: 'add', item: { skuId: 's-red-9', productId: '1037', quantity: 2, unitPrice: 64.99 } }]);
    expect(actor.getSnapshot().value).to.equal('closed');
    expect(actor.getSnapshot().context.product).to.equal(null);
  });

  it('a failed call fails with its reason; Try again asks again and can succeed', async () => {
    let answer: () => Promise<QuickViewProduct> = () => Promise.reject(new ApiError('http', '_ERR_DEFAULT_KEY', 503));
    const { actor, calls } = start(() => answer());
    actor.send({ type: 'DIALOG.OPEN', target: { productId: '1037' } });
    await waitFor(actor, (s) => s.hasTag('failed'));
    expect(actor.getSnapshot().context.failure).to.equal('failed');
    answer = async () => cleats;
    actor.send({ type: 'DIALOG.RETRY' });
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(calls).to.have.length(2);
    expect(actor.getSnapshot().context.failure).to.equal(null);
  });

  it('an unknown product is unavailable', async () => {
    const { actor } = start(() => Promise.reject(new ApiError('http', '_ERR_PRODUCT_NOT_FOUND', 404)));
    actor.send({ type: 'DIALOG.OPEN', target: { productId: '9999' } });
    await waitFor(actor, (s) => s.hasTag('failed'));
    expect(actor.getSnapshot().context.failure).to.equal('unavailable');
  });

  it('closing while loading aborts the call, and its late answer changes nothing', async () => {
    const { actor, signals } = start(never);
    actor.send({ type: 'DIALOG.OPEN', target: { productId: '1037' } });
    actor.send({ type: 'DIALOG.CLOSE' });
    expect(signals[0]!.aborted).to.equal(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).to.equal('closed');
    expect(actor.getSnapshot().context.failure).to.equal(null);
  });

  it('another product while loading aborts the first call and shows the second', async () => {
    const { actor, signals, calls } = start((input, signal) => (input.productId === '1' ? never(input, signal) : Promise.resolve(cleats)));
    actor.send({ type: 'DIALOG.OPEN', target: { productId: '1' } });
    actor.send({ type: 'DIALOG.OPEN', target: { productId: '1037' } });
    expect(signals[0]!.aborted).to.equal(true);
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(calls.map((c) => c.productId)).to.deep.equal(['1', '1037']);
    expect(actor.getSnapshot().context.target).to.deep.equal({ productId: '1037', skuId: null });
  });

  it('an abort it did not ask for closes silently', async () => {
    const { actor } = start(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    actor.send({ type: 'DIALOG.OPEN', target: { productId: '1037' } });
    await waitFor(actor, (s) => s.value === 'closed');
    expect(actor.getSnapshot().context.failure).to.equal(null);
  });

  it('asks at the new api after API.CHANGE', async () => {
    const { actor, calls } = start(async () => cleats);
    actor.send({ type: 'API.CHANGE', api: { base: '/other' } });
    actor.send({ type: 'DIALOG.OPEN', target: { productId: '1037' } });
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(calls[0]!.api).to.deep.equal({ base: '/other' });
  });
});
