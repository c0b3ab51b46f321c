import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { answeredLines, badgeText, cartMachine, clampQuantity, lineErrorMessage, withPending, CART_TEMPLATE_KEY } from '../../machines/cart';
import type { AddItemInput, CartEmitted, CartInput, FetchTaxInput, LineOutcome, LoadedTemplate, SendUpdatesInput } from '../../machines/cart';
import { ApiError, parseCart, type ApiSettings, type Cart, type CartQuery, type CartTemplate } from '../../src/core/api';

const line = (id: string, quantity: number, extra: Record<string, unknown> = {}) => ({
  orderItemId: id,
  skuId: `sku-${id}`,
  productId: `p-${id}`,
  quantity,
  quantityLimit: 5,
  unitPrice: 10,
  orderItemPrice: 10 * quantity,
  skuDetails: { skuInfo: { name: `Item ${id}`, parentSkuId: `parent-${id}` }, inventory: { online: [{ inventoryStatus: 'AVAILABLE', inventoryType: 'online', availableQuantity: 3 }] } },
  ...extra,
});
const cartOf = (items: unknown[], errors: unknown[] = []): Cart =>
  parseCart({ orders: [{ orderId: '5001', orderItems: items, totals: { orderTotal: 0, totalProductPrice: 0, orderCurrency: 'USD' }, errors }] });

interface Fakes {
  fetch?: (attempt: number, signal: AbortSignal) => Promise<Cart>;
  send?: (input: SendUpdatesInput) => Promise<Cart>;
  add?: (input: AddItemInput) => Promise<Cart>;
  template?: () => Promise<CartTemplate>;
  /** Whether the template came from the cache (the loader's answer). */
  templateFromCache?: boolean;
  tax?: (input: FetchTaxInput, signal: AbortSignal) => Promise<number>;
}

function start(fakes: Fakes = {}, input: CartInput = { hasPersistentLogin: true, orderId: '5001' }) {
  const clock = new SimulatedClock();
  let fetches = 0;
  const sent: SendUpdatesInput[] = [];
  const cached: LoadedTemplate[] = [];
  const taxes: FetchTaxInput[] = [];
  const bases: Array<string | undefined> = [];
  const queries: CartQuery[] = [];
  const machine = cartMachine.provide({
    actors: {
      fetchCart: fromPromise<Cart, { api: ApiSettings; orderId: string | null; query: CartQuery }>(({ input: i, signal }) => {
        bases.push(i.api.base);
        queries.push(i.query);
        return (fakes.fetch ?? (async () => cartOf([line('1', 1)])))(++fetches, signal);
      }),
      sendUpdates: fromPromise<Cart, SendUpdatesInput>(({ input: i }) => {
        sent.push(i);
        return (fakes.send ?? (async () => cartOf([line('1', i.changes[0]!.quantity)])))(i);
      }),
      addItem: fromPromise<Cart, AddItemInput>(({ input: i }) => (fakes.add ?? (async () => cartOf([line('1', 1), line('2', 1)])))(i)),
      fetchTax: fromPromise<number, FetchTaxInput>(({ input: i, signal }) => {
        taxes.push(i);
        return (fakes.tax ?? (async () => 8.25))(i, signal);
      }),
      loadTemplate: fromPromise<LoadedTemplate, { api: ApiSettings }>(async () => ({
        template: await (fakes.template ?? (async () => ({ switches: {}, refreshHours: 24, epochDate: 0 })))(),
        fetchedAt: 1000,
        fromCache: fakes.templateFromCache ?? false,
      })),
    },
    actions: { cacheTemplate: (_, loaded: LoadedTemplate) => void cached.push(loaded) },
  });
  const actor = createActor(machine, { clock, input });
  const emitted: CartEmitted[] = [];
  actor.on('*', (e) => emitted.push(e as CartEmitted));
  actor.start();
  return { actor, clock, emitted, sent, cached, taxes, bases, queries, fetches: () => fetches };
}

const http = (status: number, serverMessage?: string) => new ApiError('http', '_ERR_DEFAULT_KEY', status, undefined, serverMessage);

describe('cart rules', () => {
  it('badge: hidden at 0, the number to 99, then 99+ (the accessible text is the mini cart\'s `count` message)', () => {
    expect([badgeText(0), badgeText(1), badgeText(99), badgeText(100), badgeText(Number.NaN)]).to.deep.equal([null, '1', '99', '99+', null]);
  });

  it('caps a quantity to the item limit and the available online stock', () => {
    const [l] = cartOf([line('1', 1)]).lines;
    expect(l!.maxQuantity).to.equal(3);
    expect([clampQuantity(l!, 10), clampQuantity(l!, 2.7), clampQuantity(l!, -1)]).to.deep.equal([3, 2, 0]);
  });

  it('reads malformed carts without NaN: string quantities coerced, bad lines dropped, missing totals computed', () => {
    const cart = parseCart({
      orders: [{ orderId: 9, orderItems: [line('1', '2' as unknown as number), line('2', -1), line('3', 'x' as unknown as number), { junk: true }, null] }],
    });
    expect(cart.lines.map((l) => [l.orderItemId, l.quantity])).to.deep.equal([['1', 2]]);
    expect(cart.count).to.equal(2);
    expect(cart.totals.productTotal).to.equal(20);
    expect(JSON.stringify(cart)).not.to.match(/NaN|undefined/);
    expect(parseCart({}).lines).to.deep.equal([]);
    expect(parseCart({ orders: [] }).orderId).to.equal('000000');
    expect(parseCart('garbage').count).to.equal(0);
    // Items listed but none usable: 0, whatever numberOfItems says (the mini cart and the drawer must agree).
    const junk = parseCart({ orders: [{ orderId: '7', orderItems: [null, 1, 'a', {}], numberOfItems: 4 }] });
    expect([junk.lines.length, junk.count]).to.deep.equal([0, 0]);
    // No items listed at all: numberOfItems stands in.
    expect(parseCart({ orders: [{ orderId: '7', numberOfItems: 4 }] }).count).to.equal(4);
  });

  it('a failed line change shows the server’s text for a refusal (4xx), else its key (worded, or updateFailed), else updateFailed', () => {
    expect(lineErrorMessage(new ApiError('http', '_ERR_MAX_QUANTITY', 400, undefined, 'Max quantity is 2'))).to.deep.equal({ text: 'Max quantity is 2' });
    expect(lineErrorMessage(new ApiError('http', 'OUT_OF_STOCK', 400))).to.deep.equal({ error: 'OUT_OF_STOCK', fallback: 'updateFailed' });
    expect(lineErrorMessage(new ApiError('http', '_ERR_LIMITED_STOCK', 422))).to.deep.equal({ error: '_ERR_LIMITED_STOCK', fallback: 'updateFailed' });
    expect(lineErrorMessage(new ApiError('http', '_ERR_TIMEOUT', 408))).to.deep.equal({ key: 'updateFailed' });
    expect(lineErrorMessage(new ApiError('http', '_ERR_DEFAULT_KEY', 400, undefined, ' '))).to.deep.equal({ key: 'updateFailed' });
    expect(lineErrorMessage(new ApiError('http', '_ERR_DEFAULT_KEY', 500, undefined, 'Simulated HTTP 500'))).to.deep.equal({ key: 'updateFailed' });
    expect(lineErrorMessage(new ApiError('http', 'OUT_OF_STOCK', 503))).to.deep.equal({ key: 'updateFailed' });
    expect(lineErrorMessage(new ApiError('network', '_ERR_NETWORK'))).to.deep.equal({ key: 'updateFailed' });
    expect(lineErrorMessage(undefined)).to.deep.equal({ key: 'updateFailed' });
  });

  it('shows pending quantities optimistically', () => {
    const cart = cartOf([line('1', 1), line('2', 2)]);
    const shown = withPending(cart, { '1': 3, '2': 0 });
    expect(shown.lines.map((l) => [l.orderItemId, l.quantity])).to.deep.equal([['1', 3]]);
    expect(shown.count).to.equal(3);
  });
});

describe('cartMachine', () => {
  beforeEach(() => localStorage.clear());

  it('without the persistent login cookie the cart is empty and nothing is requested', () => {
    const { actor, fetches } = start({}, { hasPersistentLogin: false });
    actor.send({ type: 'CART.LOAD' });
    expect(actor.getSnapshot().matches({ data: 'ready' })).to.equal(true);
    expect(actor.getSnapshot().context.cart.count).to.equal(0);
    expect(fetches()).to.equal(0);
  });

  it('calls the API at its input.api base, and at a new one after API.CHANGE', async () => {
    const { actor, bases } = start({}, { hasPersistentLogin: true, orderId: '5001', api: { base: '/store-api' } });
    actor.send({ type: 'CART.LOAD' });
    await waitFor(actor, (s) => s.matches({ data: 'ready' }));
    actor.send({ type: 'API.CHANGE', api: { base: '/other-api' } });
    actor.send({ type: 'CART.RELOAD' });
    await waitFor(actor, (s) => s.matches({ data: 'ready' }) && bases.length === 2);
    expect(bases).to.deep.equal(['/store-api', '/other-api']);
  });

  it('retries 502/503/504 with backoff (simulated clock), and never a 4th time', async () => {
    const { actor, clock, fetches } = start({ fetch: () => Promise.reject(http(503)) });
    actor.send({ type: 'CART.LOAD' });
    await waitFor(actor, (s) => s.matches({ data: 'backingOff' }));
    expect(fetches()).to.equal(1);
    clock.increment(499);
    expect(fetches()).to.equal(1);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches({ data: 'backingOff' }) && fetches() === 2);
    clock.increment(1000);
    await waitFor(actor, (s) => s.matches({ data: 'failed' }));
    expect(fetches()).to.equal(3);
    clock.increment(60_000);
    expect(fetches()).to.equal(3);
    expect(actor.getSnapshot().context.error).to.deep.equal({ key: 'loadFailed' });
  });

  it('retries 500 as the gateway statuses: 3 attempts in all', async () => {
    const { actor, clock, fetches } = start({ fetch: () => Promise.reject(http(500)) });
    actor.send({ type: 'CART.LOAD' });
    await waitFor(actor, (s) => s.matches({ data: 'backingOff' }));
    clock.increment(500);
    await waitFor(actor, (s) => s.matches({ data: 'backingOff' }) && fetches() === 2);
    clock.increment(1000);
    await waitFor(actor, (s) => s.matches({ data: 'failed' }));
    expect(fetches()).to.equal(3);
  });

  it('a failed load is asked again only by CART.RELOAD ("Try again"), not by an element mounting later (CART.LOAD)', async () => {
    const { actor, fetches } = start({ fetch: () => Promise.reject(http(400)) });
    actor.send({ type: 'CART.LOAD' });
    await waitFor(actor, (s) => s.matches({ data: 'failed' }));
    actor.send({ type: 'CART.LOAD' });
    expect(actor.getSnapshot().matches({ data: 'failed' })).to.equal(true);
    expect(fetches()).to.equal(1);
    actor.send({ type: 'CART.RELOAD' });
    await waitFor(actor, (s) => s.matches({ data: 'failed' }) && fetches() === 2);
  });

  it('does not retry 400/401/403/408/422', async () => {
    for (const status of [400, 401, 403, 408, 422]) {
      const { actor, fetches } = start({ fetch: () => Promise.reject(http(status)) });
      actor.send({ type: 'CART.LOAD' });
      await waitFor(actor, (s) => s.matches({ data: 'failed' }));
      expect(fetches(), String(status)).to.equal(1);
      actor.stop();
    }
  });

  it('shows the server’s error text only when enableGetCartDataAPIErrMsg is on', async () => {
    const on = start({
      fetch: () => Promise.reject(http(400, 'Cart service is down for maintenance')),
      template: async () => ({ switches: { enableGetCartDataAPIErrMsg: true }, refreshHours: 24, epochDate: 0 }),
    });
    await waitFor(on.actor, (s) => s.context.template !== null);
    on.actor.send({ type: 'CART.LOAD' });
    await waitFor(on.actor, (s) => s.matches({ data: 'failed' }));
    expect(on.actor.getSnapshot().context.error).to.deep.equal({ text: 'Cart service is down for maintenance' });
    const off = start({ fetch: () => Promise.reject(http(400, 'Cart service is down for maintenance')) });
    off.actor.send({ type: 'CART.LOAD' });
    await waitFor(off.actor, (s) => s.matches({ data: 'failed' }));
    expect(off.actor.getSnapshot().context.error).to.deep.equal({ key: 'loadFailed' });
  });

  it('reloads a cart with an out-of-stock free gift at most 2 times', async () => {
    const gift = line('9', 1, { isfreeGift: true });
    const { actor, fetches } = start({ fetch: async () => cartOf([line('1', 1), gift], [{ errorKey: 'OUT_OF_STOCK', orderItemId: '9' }]) });
    actor.send({ type: 'CART.LOAD' });
    await waitFor(actor, (s) => s.matches({ data: 'ready' }));
    expect(fetches()).to.equal(3);
    const plain = start({ fetch: async () => cartOf([line('1', 1)], [{ errorKey: 'OUT_OF_STOCK', orderItemId: '1' }]) });
    plain.actor.send({ type: 'CART.LOAD' });
    await waitFor(plain.actor, (s) => s.matches({ data: 'ready' }));
    expect(plain.fetches()).to.equal(1);
  });

  it('coalesces rapid quantity clicks into one request with the final, capped quantity', async () => {
    const { actor, clock, sent } = start();
    actor.send({ type: 'CART.LOAD' });
    await waitFor(actor, (s) => s.matches({ data: 'ready' }));
    for (const q of [2, 3, 4, 5]) {
      actor.send({ type: 'LINE.SET_QUANTITY', orderItemId: '1', quantity: q });
      clock.increment(100);
    }
    expect(actor.getSnapshot().context.pending).to.deep.equal({ '1': 3 });
    expect(sent).to.have.length(0);
    clock.increment(400);
    await waitFor(actor, (s) => s.matches({ updates: 'idle' }));
    expect(sent.map((s) => s.changes)).to.deep.equal([[{ orderItemId: '1', quantity: 3 }]]);
    expect(actor.getSnapshot().context.cart.lines[0]!.quantity).to.equal(3);
  });

  it('rolls back a failed change with a message on the line; nothing the shopper set is silently lost', async () => {
    const { actor, clock } = start({ send: () => Promise.reject(new ApiError('http', '_ERR_MAX_QUANTITY', 400, undefined, 'Max quantity is 2')) });
    actor.send({ type: 'CART.LOAD' });
    await waitFor(actor, (s) => s.matches({ data: 'ready' }));
    actor.send({ type: 'LINE.SET_QUANTITY', orderItemId: '1', quantity: 3 });
    clock.increment(400);
    expect(actor.getSnapshot().context.sending).to.deep.equal({ '1': 3 });
    await waitFor(actor, (s) => s.matches({ updates: 'idle' }));
    const { context } = actor.getSnapshot();
    expect(context.pending).to.deep.equal({});
    expect(context.cart.lines[0]!.quantity).to.equal(1);
    expect(context.lineErrors).to.deep.equal({ '1': { text: 'Max quantity is 2' } });
  });

  it('a change made while another is sending is sent next', async () => {
    let release!: (c: Cart) => void;
    const { actor, clock, sent } = start({
      send: (i) => (sent.length === 1 ? new Promise((r) => (release = r)) : Promise.resolve(cartOf([line('1', i.changes[0]!.quantity)]))),
    });
    actor.send({ type: 'CART.LOAD' });
    await waitFor(actor, (s) => s.matches({ data: 'ready' }));
    actor.send({ type: 'LINE.SET_QUANTITY', orderItemId: '1', quantity: 2 });
    clock.increment(400);
    actor.send({ type: 'LINE.SET_QUANTITY', orderItemId: '1', quantity: 3 });
    release(cartOf([line('1', 2)]));
    await waitFor(actor, () => sent.length === 2);
    await waitFor(actor, (s) => s.matches({ updates: 'idle' }) && Object.keys(s.context.pending).length === 0);
    expect(sent.map((s) => s.changes[0]!.quantity)).to.deep.equal([2, 3]);
    expect(actor.getSnapshot().context.cart.lines[0]!.quantity).to.equal(3);
  });

  it('sends changes to the cart-item paths when the template switch says so', async () => {
    const { actor, clock, sent } = start({ template: async () => ({ switches: { enableCartItemApi: true }, refreshHours: 24, epochDate: 0 }) });
    await waitFor(actor, (s) => s.context.template !== null);
    actor.send({ type: 'CART.LOAD' });
    await waitFor(actor, (s) => s.matches({ data: 'ready' }));
    actor.send({ type: 'LINE.SET_QUANTITY', orderItemId: '1', quantity: 2 });
    clock.increment(400);
    expect(sent[0]!.cartItemPaths).to.equal(true);
  });

  it('steps from the quantity shown (pending included), capped at the max; a press at the max sends nothing more', async () => {
    const { actor, clock, sent } = start();
    actor.send({ type: 'CART.LOAD' });
    await waitFor(actor, (s) => s.matches({ data: 'ready' }));
    actor.send({ type: 'LINE.STEP', orderItemId: '1', step: 1 });
    actor.send({ type: 'LINE.STEP', orderItemId: '1', step: 1 });
    expect(actor.getSnapshot().context.pending).to.deep.equal({ '1': 3 });
    clock.increment(300);
    // At the max (3 in stock): ignored, and the wait for more clicks is not restarted.
    actor.send({ type: 'LINE.STEP', orderItemId: '1', step: 1 });
    expect(actor.getSnapshot().context.pending).to.deep.equal({ '1': 3 });
    clock.increment(100);
    expect(sent.map((s) => s.changes)).to.deep.equal([[{ orderItemId: '1', quantity: 3 }]]);
    await waitFor(actor, (s) => s.matches({ updates: 'idle' }));
    actor.send({ type: 'LINE.STEP', orderItemId: '1', step: -1 });
    expect(actor.getSnapshot().context.pending).to.deep.equal({ '1': 2 });
  });

  it('ignores quantity changes to a free gift, to an unknown line and to the quantity already shown', async () => {
    const { actor, clock, sent } = start({ fetch: async () => cartOf([line('1', 2), line('9', 1, { isfreeGift: true })]) });
    actor.send({ type: 'CART.LOAD' });
    await waitFor(actor, (s) => s.matches({ data: 'ready' }));
    actor.send({ type: 'LINE.STEP', orderItemId: '9', step: 1 });
    actor.send({ type: 'LINE.SET_QUANTITY', orderItemId: '9', quantity: 3 });
    actor.send({ type: 'LINE.STEP', orderItemId: 'nope', step: 1 });
    actor.send({ type: 'LINE.SET_QUANTITY', orderItemId: '1', quantity: 2 });
    actor.send({ type: 'LINE.STEP', orderItemId: '1', step: -1 });
    actor.send({ type: 'LINE.STEP', orderItemId: '1', step: 1 });
    expect(actor.getSnapshot().matches({ updates: 'coalescing' })).to.equal(true);
    expect(actor.getSnapshot().context.pending).to.deep.equal({ '1': 2 });
    clock.increment(400);
    // The shopper came back to the confirmed quantity: that is what is sent (the last word wins).
    expect(sent.map((s) => s.changes)).to.deep.equal([[{ orderItemId: '1', quantity: 2 }]]);
  });

  it('caches a fetched template (the named action cacheTemplate), not one read from the cache', async () => {
    const fetched = start({ template: async () => ({ switches: { a: true }, refreshHours: 24, epochDate: 0 }) });
    await waitFor(fetched.actor, (s) => s.context.template !== null);
    expect(fetched.cached).to.deep.equal([{ template: { switches: { a: true }, refreshHours: 24, epochDate: 0 }, fetchedAt: 1000, fromCache: false }]);
    const fromCache = start({ templateFromCache: true });
    await waitFor(fromCache.actor, (s) => s.context.template !== null);
    expect(fromCache.cached).to.deep.equal([]);
  });

  it('removes a line at once', async () => {
    const { actor, sent } = start({ send: async () => cartOf([]) });
    actor.send({ type: 'CART.LOAD' });
    await waitFor(actor, (s) => s.matches({ data: 'ready' }));
    actor.send({ type: 'LINE.REMOVE', orderItemId: '1' });
    expect(sent.map((s) => s.changes)).to.deep.equal([[{ orderItemId: '1', quantity: 0 }]]);
    await waitFor(actor, (s) => s.context.cart.count === 0);
  });

  it('adds an item and emits the analytics event with the parent sku, quantity, unit price, sku and currency', async () => {
    const { actor, emitted } = start({ add: async () => cartOf([line('1', 1), line('2', 2)]) });
    actor.send({ type: 'CART.LOAD' });
    await waitFor(actor, (s) => s.matches({ data: 'ready' }));
    actor.send({ type: 'ITEM.ADD', skuId: 'sku-2', quantity: 2, unitPrice: 10 });
    await waitFor(actor, () => emitted.some((e) => e.type === 'added'));
    const added = emitted.find((e) => e.type === 'added')!;
    expect(added).to.deep.include({ skuId: 'sku-2', productId: 'parent-2', quantity: 2, unitPrice: 10, currency: 'USD' });
    expect(actor.getSnapshot().context.cart.count).to.equal(3);
  });

  it('an add answering while the first GET is on its way stays: the GET\'s older answer is dropped, and its tax asked once', async () => {
    let answerGet!: (cart: Cart) => void;
    const { actor, emitted, fetches, taxes } = start({
      fetch: () => new Promise<Cart>((resolve) => (answerGet = resolve)),
      add: async () => cartOf([line('1', 1), line('2', 1)]),
    });
    actor.send({ type: 'DRAWER.OPEN' });
    actor.send({ type: 'CART.LOAD' });
    expect(actor.getSnapshot().matches({ data: 'fetching' })).to.equal(true);
    actor.send({ type: 'ITEM.ADD', skuId: 'sku-2', quantity: 1 });
    await waitFor(actor, () => emitted.some((e) => e.type === 'added'));
    expect(actor.getSnapshot().context.cart.count).to.equal(2);
    answerGet(cartOf([line('1', 1)]));
    await waitFor(actor, (s) => s.matches({ data: 'ready' }));
    const { context } = actor.getSnapshot();
    expect(context.cart.lines.map((l) => l.orderItemId)).to.deep.equal(['1', '2']);
    expect(context.cart.count).to.equal(2);
    expect(fetches()).to.equal(1);
    expect(emitted.filter((e) => e.type === 'changed').map((e) => (e as { cart: Cart }).cart.count)).to.deep.equal([2]);
    await waitFor(actor, (s) => s.context.tax !== null);
    expect(taxes).to.have.length(1);
  });

  it('a reload while the GET is on its way (a store chosen, a sign-in) drops that GET and asks again with the query the cart has then', async () => {
    const answers: Array<(cart: Cart) => void> = [];
    const aborted: number[] = [];
    const { actor, queries, fetches } = start({
      fetch: (attempt, signal) =>
        new Promise<Cart>((resolve) => {
          answers.push(resolve);
          signal.addEventListener('abort', () => aborted.push(attempt));
        }),
    });
    actor.send({ type: 'CART.LOAD' });
    expect(actor.getSnapshot().matches({ data: 'fetching' })).to.equal(true);
    actor.send({ type: 'QUERY.CHANGE', query: { storeZipCode: '10001' } });
    actor.send({ type: 'CART.RELOAD' });
    expect(fetches()).to.equal(2);
    expect(queries.map((query) => query.storeZipCode)).to.deep.equal([undefined, '10001']);
    expect(aborted).to.deep.equal([1]);
    // The dropped GET's answer, coming anyway, is not taken; the second one is.
    answers[0]!(cartOf([line('1', 1)]));
    answers[1]!(cartOf([line('1', 1), line('2', 1)]));
    await waitFor(actor, (s) => s.matches({ data: 'ready' }));
    expect(actor.getSnapshot().context.cart.count).to.equal(2);
  });

  it('a GET that fails after an add answered shows the add\'s cart, not the failure; a GET sent after a change is taken', async () => {
    let failGet!: (error: unknown) => void;
    let calls = 0;
    const { actor, emitted } = start({
      fetch: () => (++calls === 1 ? new Promise<Cart>((_, reject) => (failGet = reject)) : Promise.resolve(cartOf([line('1', 4), line('2', 1)]))),
      add: async () => cartOf([line('1', 1), line('2', 1)]),
    });
    actor.send({ type: 'CART.LOAD' });
    actor.send({ type: 'ITEM.ADD', skuId: 'sku-2', quantity: 1 });
    await waitFor(actor, () => emitted.some((e) => e.type === 'added'));
    failGet(http(404));
    await waitFor(actor, (s) => s.matches({ data: 'ready' }));
    expect(actor.getSnapshot().context.error).to.equal(null);
    expect(actor.getSnapshot().context.cart.count).to.equal(2);
    // The shopper's reload starts a GET after that change: its answer is the newest and replaces the cart.
    actor.send({ type: 'CART.RELOAD' });
    await waitFor(actor, (s) => s.matches({ data: 'ready' }) && s.context.cart.count === 5);
  });

  it('a failed add emits addFailed with the flow\'s key (the view words it) and keeps the cart', async () => {
    const { actor, emitted } = start({ add: () => Promise.reject(http(500)) });
    actor.send({ type: 'CART.LOAD' });
    await waitFor(actor, (s) => s.matches({ data: 'ready' }));
    actor.send({ type: 'ITEM.ADD', skuId: 'sku-2', quantity: 1 });
    await waitFor(actor, () => emitted.some((e) => e.type === 'addFailed'));
    expect(emitted.find((e) => e.type === 'addFailed')).to.deep.equal({ type: 'addFailed', message: { key: 'addFailed' } });
    expect(actor.getSnapshot().context.cart.count).to.equal(1);
  });

  it('caches the template info and refetches it when older than its refresh hours', async () => {
    let loads = 0;
    const first = start({ template: async () => (loads++, { switches: { a: true }, refreshHours: 24, epochDate: 0 }) });
    await waitFor(first.actor, (s) => s.context.template !== null);
    // The real loader caches in localStorage; check the cache rule with the real actor.
    first.actor.stop();
    const { cartMachine: real } = await import('../../machines/cart');
    localStorage.setItem(CART_TEMPLATE_KEY, JSON.stringify({ fetchedAt: Date.now(), template: { switches: { cached: true }, refreshHours: 24, epochDate: 0 } }));
    const fresh = createActor(real.provide({ actors: { fetchCart: fromPromise(async () => cartOf([])) } }), { input: { hasPersistentLogin: false } }).start();
    await waitFor(fresh, (s) => s.context.template !== null);
    expect(fresh.getSnapshot().context.template!.switches).to.deep.equal({ cached: true });
    fresh.stop();
    expect(loads).to.equal(1);
  });

  it('takes a cart from another tab without a request, told as a remote change', async () => {
    const { actor, fetches, emitted } = start();
    const cart = cartOf([line('1', 4)]);
    actor.send({ type: 'CART.SET', cart });
    expect(actor.getSnapshot().context.cart.count).to.equal(4);
    expect(fetches()).to.equal(0);
    expect(emitted).to.deep.equal([{ type: 'changed', cart, remote: true }]);
  });

  it('takes a cart another service of the page answered (save for later, a checkout id) as its own change', async () => {
    const { actor, fetches, emitted } = start();
    const cart = cartOf([line('1', 2)]);
    actor.send({ type: 'CART.REPLACE', cart });
    expect(actor.getSnapshot().context.cart).to.equal(cart);
    expect(fetches()).to.equal(0);
    expect(emitted).to.deep.equal([{ type: 'changed', cart }]);
  });
});

describe('cartMachine: estimated tax (while the drawer is open)', () => {
  beforeEach(() => localStorage.clear());

  const ready = async (fakes: Fakes = {}) => {
    const run = start(fakes, { hasPersistentLogin: true, orderId: '5001', query: { deliveryZipCode: '77001', storeZipCode: '77002', paw: true } });
    run.actor.send({ type: 'CART.LOAD' });
    await waitFor(run.actor, (s) => s.matches({ data: 'ready' }));
    return run;
  };

  it('is not fetched while the drawer is closed, even when the cart changes', async () => {
    const { actor, clock, taxes } = await ready();
    actor.send({ type: 'LINE.STEP', orderItemId: '1', step: 1 });
    clock.increment(400);
    await waitFor(actor, (s) => s.matches({ updates: 'idle' }) && Object.keys(s.context.sending).length === 0);
    expect(taxes).to.deep.equal([]);
    expect(actor.getSnapshot().context.tax).to.equal(null);
  });

  it('is fetched for the order and the zips when the drawer opens, and again after every change while open', async () => {
    const { actor, clock, taxes } = await ready({ tax: async (i) => (taxes.length === 1 ? 8.25 : 16.5) + (i.orderId === '5001' ? 0 : 1) });
    actor.send({ type: 'DRAWER.OPEN' });
    await waitFor(actor, (s) => s.context.tax === 8.25);
    expect(taxes).to.deep.equal([{ api: {}, orderId: '5001', query: { deliveryZipCode: '77001', storeZipCode: '77002' } }]);
    actor.send({ type: 'LINE.STEP', orderItemId: '1', step: 1 });
    clock.increment(400);
    await waitFor(actor, (s) => s.context.tax === 16.5);
    expect(taxes).to.have.length(2);
    actor.send({ type: 'DRAWER.CLOSE' });
    actor.send({ type: 'CART.RELOAD' });
    await waitFor(actor, (s) => s.matches({ data: 'ready' }));
    // Closed: the last known tax stays, nothing is fetched.
    expect(taxes).to.have.length(2);
    expect(actor.getSnapshot().context.tax).to.equal(16.5);
  });

  it('sends the cart\'s paymentMethod only when the template\'s enablePaymentMethodInTaxAPI is on (spec section 7)', async () => {
    const withMethod = async () => {
      const c = cartOf([line('1', 1)]);
      return { ...c, paymentMethod: 'PAYPAL' };
    };
    const on = await ready({ fetch: withMethod, template: async () => ({ switches: { enablePaymentMethodInTaxAPI: true }, refreshHours: 24, epochDate: 0 }) });
    on.actor.send({ type: 'DRAWER.OPEN' });
    await waitFor(on.actor, (s) => s.context.tax !== null);
    expect(on.taxes.map((t) => t.query)).to.deep.equal([{ deliveryZipCode: '77001', storeZipCode: '77002', paymentMethod: 'PAYPAL' }]);
    const off = await ready({ fetch: withMethod });
    off.actor.send({ type: 'DRAWER.OPEN' });
    await waitFor(off.actor, (s) => s.context.tax !== null);
    expect(off.taxes.map((t) => t.query)).to.deep.equal([{ deliveryZipCode: '77001', storeZipCode: '77002' }]);
  });

  it('opened while the cart reloads (an "unavailable items" checkout reloads it and opens the drawer): one tax call, for the reloaded cart (issue 21.10)', async () => {
    let release!: () => void;
    const { actor, taxes, fetches } = await ready({
      fetch: (attempt) =>
        attempt === 1 ? Promise.resolve(cartOf([line('1', 1), line('2', 1)])) : new Promise<Cart>((resolve) => (release = () => resolve(cartOf([line('1', 1)])))),
    });
    actor.send({ type: 'CART.RELOAD' });
    actor.send({ type: 'DRAWER.OPEN' });
    expect(fetches()).to.equal(2);
    expect(taxes).to.deep.equal([]);
    release();
    await waitFor(actor, (s) => s.matches({ data: 'ready' }) && s.matches({ tax: { shown: 'settled' } }));
    expect(taxes).to.have.length(1);
    expect(actor.getSnapshot().context.cart.lines.map((l) => l.orderItemId)).to.deep.equal(['1']);
  });

  it('closing the drawer, or a newer change, aborts the request under way; its answer is never shown', async () => {
    const signals: AbortSignal[] = [];
    const resolvers: Array<(n: number) => void> = [];
    const { actor, taxes } = await ready({
      tax: (_i, signal) => {
        signals.push(signal);
        return new Promise<number>((resolve) => resolvers.push(resolve));
      },
    });
    actor.send({ type: 'DRAWER.OPEN' });
    actor.send({ type: 'DRAWER.CLOSE' });
    expect(signals[0]!.aborted).to.equal(true);
    actor.send({ type: 'DRAWER.OPEN' });
    actor.send({ type: 'CART.SET', cart: cartOf([line('1', 2)]) });
    actor.send({ type: 'CART.RELOAD' });
    await waitFor(actor, () => taxes.length === 3);
    expect(signals.map((s) => s.aborted)).to.deep.equal([true, true, false]);
    resolvers[1]!(99);
    resolvers[2]!(4.5);
    await waitFor(actor, (s) => s.context.tax === 4.5);
  });

  it('is unknown for an empty cart (no request) and after a failed request', async () => {
    const empty = await ready({ fetch: async () => cartOf([]) });
    empty.actor.send({ type: 'DRAWER.OPEN' });
    expect(empty.actor.getSnapshot().context.tax).to.equal(null);
    expect(empty.taxes).to.deep.equal([]);
    const failing = await ready({ tax: () => Promise.reject(http(500)) });
    failing.actor.send({ type: 'DRAWER.OPEN' });
    await waitFor(failing.actor, (s) => s.matches({ tax: { shown: 'settled' } }));
    expect(failing.actor.getSnapshot().context.tax).to.equal(null);
    expect(failing.taxes).to.have.length(1);
  });

  it('a line removed (pending) leaves no line: the tax is unknown, not asked for', async () => {
    let release!: (c: Cart) => void;
    const { actor, taxes } = await ready({ send: () => new Promise((r) => (release = r)) });
    actor.send({ type: 'LINE.REMOVE', orderItemId: '1' });
    actor.send({ type: 'DRAWER.OPEN' });
    expect(taxes).to.deep.equal([]);
    expect(actor.getSnapshot().context.tax).to.equal(null);
    release(cartOf([]));
    await waitFor(actor, (s) => s.matches({ updates: 'idle' }) && s.context.cart.lines.length === 0);
    expect(taxes).to.deep.equal([]);
  });
});

describe('cartMachine: what became of each line change (emitted lineConfirmed / lineRefused)', () => {
  beforeEach(() => localStorage.clear());

  const outcomes = (emitted: CartEmitted[]) => emitted.filter((e): e is LineOutcome => e.type === 'lineConfirmed' || e.type === 'lineRefused');
  const ready = async (fakes: Fakes = {}) => {
    const run = start({ fetch: async () => cartOf([line('1', 1), line('2', 2)]), ...fakes });
    run.actor.send({ type: 'CART.LOAD' });
    await waitFor(run.actor, (s) => s.matches({ data: 'ready' }));
    run.emitted.length = 0;
    return run;
  };
  const answerWith = (i: SendUpdatesInput, lines: Record<string, number>) => {
    const quantities = { ...lines, ...Object.fromEntries(i.changes.map((c) => [c.orderItemId, c.quantity])) };
    return cartOf(Object.entries(quantities).flatMap(([id, q]) => (q > 0 ? [line(id, q)] : [])));
  };

  it('confirms the coalesced quantity once the answer shows it, before that answer’s `changed`', async () => {
    const { actor, clock, emitted } = await ready({ send: async (i) => answerWith(i, { '1': 1, '2': 2 }) });
    actor.send({ type: 'LINE.STEP', orderItemId: '1', step: 1 });
    actor.send({ type: 'LINE.STEP', orderItemId: '1', step: 1 });
    expect(outcomes(emitted)).to.deep.equal([]);
    clock.increment(400);
    await waitFor(actor, (s) => s.matches({ updates: 'idle' }) && Object.keys(s.context.sending).length === 0);
    expect(emitted.map((e) => e.type)).to.deep.equal(['lineConfirmed', 'changed']);
    expect(outcomes(emitted)).to.deep.equal([{ type: 'lineConfirmed', orderItemId: '1', quantity: 3, name: 'Item 1' }]);
  });

  it('confirms a removal with the line’s name (quantity 0), and two lines of one answer together', async () => {
    const { actor, clock, emitted } = await ready({ send: async (i) => answerWith(i, { '1': 1, '2': 2 }) });
    actor.send({ type: 'LINE.SET_QUANTITY', orderItemId: '2', quantity: 3 });
    clock.increment(100);
    actor.send({ type: 'LINE.REMOVE', orderItemId: '1' });
    await waitFor(actor, (s) => s.matches({ updates: 'idle' }) && Object.keys(s.context.sending).length === 0);
    expect(emitted.map((e) => e.type)).to.deep.equal(['lineConfirmed', 'lineConfirmed', 'changed']);
    expect(outcomes(emitted)).to.have.deep.members([
      { type: 'lineConfirmed', orderItemId: '1', quantity: 0, name: 'Item 1' },
      { type: 'lineConfirmed', orderItemId: '2', quantity: 3, name: 'Item 2' },
    ]);
  });

  it('refuses at once what the quantity rule refuses (at the max, at 1 going down, an unknown line), without restarting the wait', async () => {
    const { actor, clock, emitted, sent } = await ready();
    actor.send({ type: 'LINE.STEP', orderItemId: '1', step: -1 });
    actor.send({ type: 'LINE.SET_QUANTITY', orderItemId: '2', quantity: 2 });
    actor.send({ type: 'LINE.REMOVE', orderItemId: 'nope' });
    expect(outcomes(emitted)).to.deep.equal(
      ['1', '2', 'nope'].map((orderItemId) => ({ type: 'lineRefused', orderItemId, reason: 'unchanged', message: null })),
    );
    expect(actor.getSnapshot().matches({ updates: 'idle' })).to.equal(true);
    actor.send({ type: 'LINE.SET_QUANTITY', orderItemId: '1', quantity: 3 });
    clock.increment(300);
    actor.send({ type: 'LINE.STEP', orderItemId: '1', step: 1 });
    expect(outcomes(emitted).at(-1)).to.deep.equal({ type: 'lineRefused', orderItemId: '1', reason: 'unchanged', message: null });
    clock.increment(100);
    expect(sent.map((s) => s.changes)).to.deep.equal([[{ orderItemId: '1', quantity: 3 }]]);
  });

  it('refuses a change while another kind is under way (an add), as busy', async () => {
    let release!: (c: Cart) => void;
    const { actor, emitted } = await ready({ add: () => new Promise((r) => (release = r)) });
    actor.send({ type: 'ITEM.ADD', skuId: 'sku-3', quantity: 1 });
    actor.send({ type: 'LINE.STEP', orderItemId: '1', step: 1 });
    actor.send({ type: 'LINE.REMOVE', orderItemId: '2' });
    expect(outcomes(emitted)).to.deep.equal([
      { type: 'lineRefused', orderItemId: '1', reason: 'busy', message: null },
      { type: 'lineRefused', orderItemId: '2', reason: 'busy', message: null },
    ]);
    release(cartOf([line('1', 1), line('2', 2), line('3', 1)]));
    await waitFor(actor, (s) => s.matches({ updates: 'idle' }));
  });

  it('refuses the lines of a failed request with their message, and confirms nothing', async () => {
    const { actor, clock, emitted } = await ready({ send: () => Promise.reject(new ApiError('http', '_ERR_MAX_QUANTITY', 400, undefined, 'Max quantity is 2')) });
    actor.send({ type: 'LINE.SET_QUANTITY', orderItemId: '1', quantity: 3 });
    clock.increment(400);
    await waitFor(actor, (s) => s.matches({ updates: 'idle' }) && Object.keys(s.context.lineErrors).length === 1);
    expect(outcomes(emitted)).to.deep.equal([{ type: 'lineRefused', orderItemId: '1', reason: 'failed', message: { text: 'Max quantity is 2' } }]);
    expect(emitted.some((e) => e.type === 'changed')).to.equal(false);
  });

  it('a line set again while its change was on its way is confirmed by the next answer only', async () => {
    let release!: (c: Cart) => void;
    const { actor, clock, emitted, sent } = await ready({
      send: (i) => (sent.length === 1 ? new Promise((r) => (release = r)) : Promise.resolve(answerWith(i, { '2': 2 }))),
    });
    actor.send({ type: 'LINE.SET_QUANTITY', orderItemId: '1', quantity: 2 });
    clock.increment(400);
    actor.send({ type: 'LINE.SET_QUANTITY', orderItemId: '1', quantity: 3 });
    release(cartOf([line('1', 2), line('2', 2)]));
    await waitFor(actor, (s) => sent.length === 2 && s.matches({ updates: 'idle' }) && Object.keys(s.context.pending).length === 0);
    expect(outcomes(emitted)).to.deep.equal([{ type: 'lineConfirmed', orderItemId: '1', quantity: 3, name: 'Item 1' }]);
  });

  it('says an answer that shows the line otherwise than sent overruled the change', async () => {
    const { actor, clock, emitted } = await ready({ send: async () => cartOf([line('1', 2), line('2', 2)]) });
    actor.send({ type: 'LINE.SET_QUANTITY', orderItemId: '1', quantity: 3 });
    clock.increment(400);
    await waitFor(actor, (s) => s.matches({ updates: 'idle' }) && Object.keys(s.context.sending).length === 0);
    expect(outcomes(emitted)).to.deep.equal([{ type: 'lineRefused', orderItemId: '1', reason: 'overruled', message: null }]);
  });

  it('answeredLines: confirmed, overruled, or left to the next answer', () => {
    const before = cartOf([line('1', 1), line('2', 2), line('3', 1)]);
    const answer = cartOf([line('1', 2), line('3', 1)]);
    expect(answeredLines(before, { '1': 2, '2': 0, '3': 2 }, { '1': 2, '2': 0, '3': 2 }, answer)).to.deep.equal([
      { type: 'lineConfirmed', orderItemId: '1', quantity: 2, name: 'Item 1' },
      { type: 'lineConfirmed', orderItemId: '2', quantity: 0, name: 'Item 2' },
      { type: 'lineRefused', orderItemId: '3', reason: 'overruled', message: null },
    ]);
    expect(answeredLines(before, { '1': 2 }, { '1': 3 }, answer)).to.deep.equal([]);
  });
});
