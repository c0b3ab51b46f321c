import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError, emptyCart, type Cart, type SavedItem, type SavedListAndCart } from '../../src/core/api';
import { failureReason, saveForLaterMachine, savedError } from '../../machines/cart';
import type { LoadSavedInput, MoveItemInput, RemoveItemInput, SaveForLaterEmitted, SaveLineInput } from '../../machines/cart';

/** A call the test answers when it likes; `signal` is the actor's (aborted when the machine leaves the state). */
interface Call<I, O> {
  input: I;
  signal: AbortSignal;
  resolve(value: O): void;
  reject(error: unknown): void;
}

function calls<I, O>() {
  const list: Array<Call<I, O>> = [];
  const actor = fromPromise<O, I>(
    ({ input, signal }) =>
      new Promise<O>((resolve, reject) => {
        list.push({ input, signal, resolve, reject });
      }),
  );
  return { list, actor };
}

const item = (itemId: string, name: string): SavedItem => ({
  itemId,
  skuId: `sku-${itemId}`,
  productId: itemId,
  name,
  url: `/p/${itemId}?sku=sku-${itemId}`,
  imageUrl: null,
  price: 10,
  currency: 'USD',
  quantity: 1,
});
const SHOE = item('s1', 'Trail Shoe');
const BOTTLE = item('s2', 'Water Bottle');
const cartWith = (orderId: string): Cart => ({ ...emptyCart(orderId), count: 1 });
const abortError = () => new DOMException('The request was aborted.', 'AbortError');

function start(api = {}) {
  const load = calls<LoadSavedInput, SavedItem[]>();
  const save = calls<SaveLineInput, SavedListAndCart>();
  const move = calls<MoveItemInput, SavedListAndCart>();
  const remove = calls<RemoveItemInput, SavedItem[]>();
  const machine = saveForLaterMachine.provide({
    actors: { loadSaved: load.actor, saveLine: save.actor, moveItem: move.actor, removeItem: remove.actor },
  });
  const actor = createActor(machine, { input: { api } });
  const emitted: SaveForLaterEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, load: load.list, save: save.list, move: move.list, remove: remove.list, emitted };
}

/** Started and loaded with these items. */
async function loaded(items: SavedItem[], api = {}) {
  const started = start(api);
  started.actor.send({ type: 'LIST.LOAD' });
  started.load[0]!.resolve(items);
  await waitFor(started.actor, (s) => s.matches({ ready: 'idle' }));
  started.emitted.length = 0;
  return started;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('saveForLaterMachine', () => {
  it('unloaded -> loading (busy, loading) -> ready.idle with the list; a second LIST.LOAD asks nothing', async () => {
    const { actor, load, emitted } = start({ base: '/store-api' });
    expect(actor.getSnapshot().value).to.equal('unloaded');
    actor.send({ type: 'LIST.LOAD' });
    expect(actor.getSnapshot().value).to.equal('loading');
    expect(actor.getSnapshot().hasTag('busy') && actor.getSnapshot().hasTag('loading')).to.equal(true);
    expect(load[0]!.input).to.deep.equal({ api: { base: '/store-api' } });
    load[0]!.resolve([SHOE]);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context).to.deep.include({ items: [SHOE], loaded: true, error: null, pending: null });
    expect(emitted).to.deep.equal([{ type: 'loaded', items: [SHOE] }]);
    actor.send({ type: 'LIST.LOAD' });
    expect(load).to.have.length(1);
  });

  it('a failed load -> loadFailed (error tag, message keys, emitted); LIST.LOAD tries again', async () => {
    const { actor, load, emitted } = start();
    actor.send({ type: 'LIST.LOAD' });
    load[0]!.reject(new ApiError('timeout', '_ERR_TIMEOUT', 408));
    await waitFor(actor, (s) => s.matches('loadFailed'));
    const error = { action: 'load', id: null, name: '', reason: 'timeout', keys: ['loadFailed', 'reasonTimeout'] };
    expect(actor.getSnapshot().hasTag('error')).to.equal(true);
    expect(actor.getSnapshot().context.error).to.deep.equal(error);
    expect(emitted).to.deep.equal([{ type: 'failed', error }]);
    actor.send({ type: 'LIST.LOAD' });
    expect(actor.getSnapshot().value).to.equal('loading');
    expect(actor.getSnapshot().context.error).to.equal(null);
    load[1]!.resolve([]);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
  });

  it('LIST.CLEAR while loading aborts the call silently and forgets the list; an aborted load reads as unloaded', async () => {
    const { actor, load, emitted } = start();
    actor.send({ type: 'LIST.LOAD' });
    actor.send({ type: 'LIST.CLEAR' });
    expect(load[0]!.signal.aborted).to.equal(true);
    expect(actor.getSnapshot().value).to.equal('unloaded');
    load[0]!.reject(abortError());
    await flush();
    expect(emitted).to.deep.equal([{ type: 'cleared' }]);
    // An abort that reaches the machine itself (the page's actor stopping its call) is as silent.
    actor.send({ type: 'LIST.LOAD' });
    load[1]!.reject(abortError());
    await waitFor(actor, (s) => s.matches('unloaded'));
    expect(emitted).to.deep.equal([{ type: 'cleared' }]);
  });

  it('LINE.SAVE -> saving (busy, pending) -> ready.idle: the answer\'s list, and `saved` with its cart', async () => {
    const { actor, save, emitted } = await loaded([BOTTLE], { base: '/a' });
    actor.send({ type: 'LINE.SAVE', orderId: '5001', orderItemId: '5001001', name: 'Trail Shoe' });
    expect(actor.getSnapshot().value).to.equal('saving');
    expect(actor.getSnapshot().hasTag('busy')).to.equal(true);
    expect(actor.getSnapshot().context.pending).to.deep.equal({ action: 'save', id: '5001001', name: 'Trail Shoe' });
    expect(save[0]!.input).to.deep.equal({ api: { base: '/a' }, orderId: '5001', orderItemId: '5001001' });
    // One change at a time.
    actor.send({ type: 'LINE.SAVE', orderId: '5001', orderItemId: '5001002', name: 'Ball' });
    actor.send({ type: 'ITEM.REMOVE', itemId: 's2' });
    expect(save).to.have.length(1);
    const cart = cartWith('5001');
    save[0]!.resolve({ items: [SHOE, BOTTLE], cart });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context).to.deep.include({ items: [SHOE, BOTTLE], pending: null, error: null });
    expect(emitted).to.deep.equal([{ type: 'saved', orderItemId: '5001001', name: 'Trail Shoe', items: [SHOE, BOTTLE], cart }]);
  });

  it('a failed save -> ready.failed with the line and its name; the list is unchanged; the next change clears it', async () => {
    const { actor, save, remove, emitted } = await loaded([BOTTLE]);
    actor.send({ type: 'LINE.SAVE', orderId: '5001', orderItemId: '5001001', name: 'Trail Shoe' });
    save[0]!.reject(new ApiError('http', '_ERR_DEFAULT_KEY', 500));
    await waitFor(actor, (s) => s.matches({ ready: 'failed' }));
    const error = { action: 'save', id: '5001001', name: 'Trail Shoe', reason: 'server', keys: ['saveFailed', 'reasonServer'] };
    expect(actor.getSnapshot().hasTag('error')).to.equal(true);
    expect(actor.getSnapshot().context).to.deep.include({ items: [BOTTLE], pending: null, error });
    expect(emitted).to.deep.equal([{ type: 'failed', error }]);
    actor.send({ type: 'ITEM.REMOVE', itemId: 's2' });
    expect(actor.getSnapshot().value).to.equal('removing');
    expect(actor.getSnapshot().context.error).to.equal(null);
    remove[0]!.resolve([]);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
  });

  it('ITEM.MOVE -> moving -> ready.idle: `moved` with the item\'s name and the cart; an unknown item is ignored', async () => {
    const { actor, move, emitted } = await loaded([SHOE, BOTTLE]);
    actor.send({ type: 'ITEM.MOVE', itemId: 'nope', orderId: '5001' });
    expect(actor.getSnapshot().value).to.deep.equal({ ready: 'idle' });
    actor.send({ type: 'ITEM.MOVE', itemId: 's1', orderId: '000000' });
    expect(actor.getSnapshot().value).to.equal('moving');
    expect(actor.getSnapshot().context.pending).to.deep.equal({ action: 'move', id: 's1', name: 'Trail Shoe' });
    expect(move[0]!.input).to.deep.equal({ api: {}, itemId: 's1', orderId: '000000' });
    const cart = cartWith('5100');
    move[0]!.resolve({ items: [BOTTLE], cart });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.items).to.deep.equal([BOTTLE]);
    expect(emitted).to.deep.equal([{ type: 'moved', itemId: 's1', name: 'Trail Shoe', items: [BOTTLE], cart }]);
  });

  it('a move over the cart\'s limit fails as `limit`; the item stays saved', async () => {
    const { actor, move } = await loaded([SHOE]);
    actor.send({ type: 'ITEM.MOVE', itemId: 's1', orderId: '5001' });
    move[0]!.reject(new ApiError('http', '_ERR_MAX_QUANTITY', 400));
    await waitFor(actor, (s) => s.matches({ ready: 'failed' }));
    expect(actor.getSnapshot().context.error).to.deep.equal({
      action: 'move',
      id: 's1',
      name: 'Trail Shoe',
      reason: 'limit',
      keys: ['moveFailed', 'reasonLimit'],
    });
    expect(actor.getSnapshot().context.items).to.deep.equal([SHOE]);
  });

  it('ITEM.REMOVE -> removing -> ready.idle with `removed`; a removal of an item no longer there fails as `gone`', async () => {
    const { actor, remove, emitted } = await loaded([SHOE, BOTTLE]);
    actor.send({ type: 'ITEM.REMOVE', itemId: 's2' });
    expect(actor.getSnapshot().value).to.equal('removing');
    expect(remove[0]!.input).to.deep.equal({ api: {}, itemId: 's2' });
    remove[0]!.resolve([SHOE]);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(emitted).to.deep.equal([{ type: 'removed', itemId: 's2', name: 'Water Bottle', items: [SHOE] }]);
    actor.send({ type: 'ITEM.REMOVE', itemId: 's1' });
    remove[1]!.reject(new ApiError('http', '_ERR_ITEM_NOT_FOUND', 404));
    await waitFor(actor, (s) => s.matches({ ready: 'failed' }));
    expect(actor.getSnapshot().context.error).to.deep.include({ action: 'remove', id: 's1', reason: 'gone' });
    expect(actor.getSnapshot().context.items).to.deep.equal([SHOE]);
  });

  for (const [kind, send] of [
    ['save', { type: 'LINE.SAVE', orderId: '5001', orderItemId: 'l1', name: 'Trail Shoe' }],
    ['move', { type: 'ITEM.MOVE', itemId: 's1', orderId: '5001' }],
    ['remove', { type: 'ITEM.REMOVE', itemId: 's1' }],
  ] as const) {
    it(`an aborted ${kind} is silent: back to ready.idle, nothing emitted, nothing lost`, async () => {
      const started = await loaded([SHOE]);
      const { actor, emitted } = started;
      actor.send(send);
      const call = { save: started.save, move: started.move, remove: started.remove }[kind][0]!;
      call.reject(abortError());
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
      expect(actor.getSnapshot().context).to.deep.include({ items: [SHOE], pending: null, error: null });
      expect(emitted).to.deep.equal([]);
    });
  }

  it('LIST.CLEAR during a change aborts it and forgets the list (signed out)', async () => {
    const { actor, save, emitted } = await loaded([SHOE]);
    actor.send({ type: 'LINE.SAVE', orderId: '5001', orderItemId: 'l1', name: 'Ball' });
    actor.send({ type: 'LIST.CLEAR' });
    expect(save[0]!.signal.aborted).to.equal(true);
    expect(actor.getSnapshot().value).to.equal('unloaded');
    expect(actor.getSnapshot().context).to.deep.include({ items: [], loaded: false, pending: null, error: null });
    expect(emitted).to.deep.equal([{ type: 'cleared' }]);
  });

  it('asks at new API settings after API.CHANGE', async () => {
    const { actor, remove } = await loaded([SHOE], { base: '/one' });
    actor.send({ type: 'API.CHANGE', api: { base: '/two' } });
    actor.send({ type: 'ITEM.REMOVE', itemId: 's1' });
    expect(remove[0]!.input.api).to.deep.equal({ base: '/two' });
  });
});

describe('save-for-later.logic', () => {
  it('failureReason: timeouts, the network, unreadable answers, sign-in, the cart\'s limit, gone, else the server', () => {
    const cases: Array<[unknown, string]> = [
      [new ApiError('timeout', '_ERR_TIMEOUT', 408), 'timeout'],
      [new ApiError('network', '_ERR_NETWORK'), 'network'],
      [new ApiError('parse', '_ERR_BAD_RESPONSE', 200), 'malformed'],
      [new ApiError('schema', '_ERR_BAD_RESPONSE', 200), 'malformed'],
      [new ApiError('http', '_ERR_AUTHENTICATION_ERROR', 401), 'signedOut'],
      [new ApiError('http', '_ERR_INVALID_COOKIE', 403), 'signedOut'],
      [new ApiError('http', '_ERR_MAX_QUANTITY', 400), 'limit'],
      [new ApiError('http', '_ERR_ITEM_NOT_FOUND', 404), 'gone'],
      [new ApiError('http', '_ERR_ORDER_ITEM_NOT_FOUND', 400), 'gone'],
      [new ApiError('http', '_ERR_DEFAULT_KEY', 503), 'server'],
      [new Error('boom'), 'server'],
    ];
    for (const [error, reason] of cases) expect(failureReason(error), String(error)).to.equal(reason);
  });

  it('savedError: what failed then why, as message keys', () => {
    expect(savedError('remove', 's1', 'Trail Shoe', new ApiError('network', '_ERR_NETWORK'))).to.deep.equal({
      action: 'remove',
      id: 's1',
      name: 'Trail Shoe',
      reason: 'network',
      keys: ['removeFailed', 'reasonNetwork'],
    });
  });
});
