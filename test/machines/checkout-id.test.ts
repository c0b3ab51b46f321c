import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { createActor, fromPromise, waitFor } from 'xstate';
import { checkoutIdMachine, type CheckoutIdEmitted } from '../../machines/cart/checkout-id.machine';
import { groupedDigits, loadedCartProblem, readCheckoutId, spokenDigits } from '../../machines/cart/checkout-id.logic';
import { ApiError, parseCart, type ApiSettings, type Cart } from '../../src/core/api';

/** The customer service rep's checkout id (issue 26, section 2): the machine alone with injected calls, and its rules. */

const cartOf = (orderId: string, lines: number): Cart =>
  parseCart({
    orders: [
      {
        orderId,
        totals: { orderCurrency: 'USD' },
        orderItems: Array.from({ length: lines }, (_, i) => ({
          orderItemId: `${orderId}00${i}`,
          skuId: `sku-${i}`,
          quantity: 1,
          unitPrice: 5,
          skuDetails: { skuInfo: { name: `Item ${i}` } },
        })),
      },
    ],
  });

function start(load: (id: string, signal: AbortSignal) => Promise<Cart>, copy: (text: string) => Promise<void> = () => Promise.resolve()) {
  const loads: Array<{ api: ApiSettings; id: string }> = [];
  const copies: string[] = [];
  const machine = checkoutIdMachine.provide({
    actors: {
      loadCart: fromPromise<Cart, { api: ApiSettings; id: string }>(({ input, signal }) => {
        loads.push(input);
        return load(input.id, signal);
      }),
      copyText: fromPromise<void, { text: string }>(({ input }) => {
        copies.push(input.text);
        return copy(input.text);
      }),
    },
  });
  const actor = createActor(machine, { input: { api: { base: '/shop-api' } } });
  const emitted: CheckoutIdEmitted[] = [];
  actor.on('*', (event) => emitted.push(event as CheckoutIdEmitted));
  actor.start();
  return { actor, loads, copies, emitted };
}

const entry = (s: ReturnType<typeof start>['actor']) => s.getSnapshot().value as { entry: string; copy: string };

describe('checkout id rules', () => {
  it('reads an entry: digits with spaces or dashes dropped, 1 to 19 of them, not all zeros, not the cart shown', () => {
    expect(readCheckoutId(' 5001 ', null)).to.deep.equal({ id: '5001' });
    expect(readCheckoutId('1234-5678 90', '5001')).to.deep.equal({ id: '1234567890' });
    expect(readCheckoutId('   ', null)).to.deep.equal({ problem: 'empty' });
    for (const text of ['50a1', '000000', '12345678901234567890', '5001;', '-']) {
      expect(readCheckoutId(text, null), text).to.deep.equal(text === '-' ? { problem: 'empty' } : { problem: 'invalid' });
    }
    expect(readCheckoutId('5001', '5001')).to.deep.equal({ problem: 'sameCart' });
  });

  it('finds a loaded cart only when it is the one asked for, with lines; says the id digit by digit and in groups', () => {
    expect(loadedCartProblem(cartOf('5009', 2), '5009')).to.equal(null);
    expect(loadedCartProblem(cartOf('5009', 0), '5009')).to.equal('notFound');
    expect(loadedCartProblem(cartOf('000000', 1), '4242')).to.equal('notFound');
    expect(spokenDigits('5001')).to.equal('5 0 0 1');
    expect(groupedDigits('1234567890')).to.equal('1234 5678 90');
    expect(groupedDigits('5001')).to.equal('5001');
  });
});

describe('checkoutIdMachine', () => {
  it('loads a valid entry with the API settings, busy meanwhile, and emits the cart found', async () => {
    let finish!: (cart: Cart) => void;
    const s = start(() => new Promise<Cart>((resolve) => (finish = resolve)));
    s.actor.send({ type: 'ID.SUBMIT', text: '50 09', current: '5001' });
    expect(s.actor.getSnapshot().hasTag('busy')).to.equal(true);
    expect(s.loads).to.deep.equal([{ api: { base: '/shop-api' }, id: '5009' }]);
    const cart = cartOf('5009', 2);
    finish(cart);
    await waitFor(s.actor, (snap) => !snap.hasTag('busy'));
    expect(entry(s.actor).entry).to.equal('idle');
    expect(s.emitted).to.deep.equal([{ type: 'loaded', id: '5009', cart }]);
  });

  it('refuses a wrong entry without a request, and says why until the next entry', async () => {
    const s = start(() => Promise.resolve(cartOf('5009', 1)));
    s.actor.send({ type: 'ID.SUBMIT', text: 'abc', current: null });
    expect([entry(s.actor).entry, s.actor.getSnapshot().context.problem, s.loads.length]).to.deep.equal(['failed', 'invalid', 0]);
    s.actor.send({ type: 'ID.SUBMIT', text: '5001', current: '5001' });
    expect(s.actor.getSnapshot().context.problem).to.equal('sameCart');
    s.actor.send({ type: 'ID.SUBMIT', text: '5009', current: '5001' });
    await waitFor(s.actor, (snap) => snap.matches({ entry: 'idle' }));
    expect(s.actor.getSnapshot().context.problem).to.equal(null);
    expect(s.emitted.map((e) => e.type)).to.deep.equal(['loaded']);
  });

  it('says notFound for an empty answer and loadFailed for a failed call; an aborted call goes back quietly', async () => {
    const empty = start(() => Promise.resolve(cartOf('4242', 0)));
    empty.actor.send({ type: 'ID.SUBMIT', text: '4242', current: null });
    await waitFor(empty.actor, (snap) => snap.hasTag('failed'));
    expect([empty.actor.getSnapshot().context.problem, empty.actor.getSnapshot().context.id]).to.deep.equal(['notFound', '4242']);

    const failing = start(() => Promise.reject(new ApiError('http', '_ERR_DEFAULT_KEY', 503)));
    failing.actor.send({ type: 'ID.SUBMIT', text: '5009', current: null });
    await waitFor(failing.actor, (snap) => snap.hasTag('failed'));
    expect(failing.actor.getSnapshot().context.problem).to.equal('loadFailed');

    const aborted = start(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')));
    aborted.actor.send({ type: 'ID.SUBMIT', text: '5009', current: null });
    await waitFor(aborted.actor, (snap) => !snap.hasTag('busy'));
    expect([entry(aborted.actor).entry, aborted.emitted.length]).to.deep.equal(['idle', 0]);
  });

  it('copies the shown id through the injected clipboard, and says when it could not', async () => {
    let allow = true;
    const s = start(
      () => Promise.resolve(cartOf('5009', 1)),
      () => (allow ? Promise.resolve() : Promise.reject(new DOMException('Denied', 'NotAllowedError'))),
    );
    s.actor.send({ type: 'ID.COPY', id: '5001' });
    await waitFor(s.actor, (snap) => snap.hasTag('copied'));
    allow = false;
    s.actor.send({ type: 'ID.COPY', id: '5001' });
    await waitFor(s.actor, (snap) => snap.hasTag('copyFailed'));
    expect(s.copies).to.deep.equal(['5001', '5001']);
    expect(s.emitted).to.deep.equal([
      { type: 'copied', id: '5001' },
      { type: 'copyFailed', id: '5001' },
    ]);
  });
});
