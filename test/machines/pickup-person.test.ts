import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { createActor, fromPromise, waitFor } from 'xstate';
import { hasPickupLines } from '../../machines/cart/fulfilment.logic';
import {
  firstPickupError,
  pickupPersonOf,
  validatePickupPerson,
  type PickupValues,
} from '../../machines/cart/pickup-person.logic';
import { pickupPersonMachine, type PickupPersonEmitted } from '../../machines/cart/pickup-person.machine';
import { ApiError, parseCart, type ApiSettings, type PickupPerson } from '../../src/core/api';

/** The alternate pickup person (issue 26, section 2): its rules, and the machine alone with injected calls. */

const JANE: PickupValues = { firstName: ' Jane ', lastName: 'Doe', email: 'jane@example.com ', phone: '(713) 555-0123' };
const JANE_SENT: PickupPerson = { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', phone: '7135550123' };

const cartWith = (shipModes: string[]) =>
  parseCart({
    orders: [
      {
        orderId: '5001',
        orderItems: shipModes.map((code, i) => ({
          orderItemId: `l${i}`,
          skuId: `sku-${i}`,
          quantity: 1,
          unitPrice: 5,
          shipModeCode: code,
          skuDetails: { skuInfo: { name: `Item ${i}` } },
        })),
      },
    ],
  });

interface Calls {
  load?: (orderId: string, signal: AbortSignal) => Promise<PickupPerson | null>;
  save?: (person: PickupPerson) => Promise<PickupPerson | null>;
  remove?: () => Promise<PickupPerson | null>;
}

function start(calls: Calls = {}) {
  const sent: Array<{ call: string; orderId: string; person?: PickupPerson; base?: string }> = [];
  const machine = pickupPersonMachine.provide({
    actors: {
      loadPerson: fromPromise<PickupPerson | null, { api: ApiSettings; orderId: string }>(({ input, signal }) => {
        sent.push({ call: 'load', orderId: input.orderId, base: input.api.base });
        return calls.load ? calls.load(input.orderId, signal) : Promise.resolve(null);
      }),
      savePerson: fromPromise<PickupPerson | null, { api: ApiSettings; orderId: string; person: PickupPerson }>(({ input }) => {
        sent.push({ call: 'save', orderId: input.orderId, person: input.person });
        return calls.save ? calls.save(input.person) : Promise.resolve(input.person);
      }),
      removePerson: fromPromise<PickupPerson | null, { api: ApiSettings; orderId: string }>(({ input }) => {
        sent.push({ call: 'remove', orderId: input.orderId });
        return calls.remove ? calls.remove() : Promise.resolve(null);
      }),
    },
  });
  const actor = createActor(machine, { input: { api: { base: '/shop-api' } } });
  const emitted: PickupPersonEmitted[] = [];
  actor.on('*', (event) => emitted.push(event as PickupPersonEmitted));
  actor.start();
  return { actor, sent, emitted };
}

const showing = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches({ ready: 'showing' }), { timeout: 1000 });

describe('alternate pickup rules', () => {
  it('checks each field by the spec\'s rules, in the form\'s order', () => {
    expect(validatePickupPerson(JANE)).to.deep.equal({});
    const errors = validatePickupPerson({ firstName: ' ', lastName: 'D0e', email: 'jane@', phone: '555-0123' });
    expect(errors).to.deep.equal({
      firstName: { key: 'firstNameRequired' },
      lastName: { key: 'lastNameLetters' },
      email: { key: 'emailInvalid' },
      phone: { key: 'phoneInvalid' },
    });
    expect(firstPickupError(errors)).to.equal('firstName');
    expect(validatePickupPerson({ ...JANE, lastName: 'x'.repeat(51), email: '', phone: '' })).to.deep.equal({
      lastName: { key: 'lastNameLength', values: { max: 50 } },
      email: { key: 'emailRequired' },
      phone: { key: 'phoneRequired' },
    });
    // Any script's letters are letters; 50 of them are allowed.
    expect(validatePickupPerson({ ...JANE, firstName: 'Zoë', lastName: 'é'.repeat(50) })).to.deep.equal({});
    expect(firstPickupError({})).to.equal(null);
  });

  it('sends trimmed names and e-mail and the phone as 10 digits', () => {
    expect(pickupPersonOf(JANE)).to.deep.equal(JANE_SENT);
    expect(pickupPersonOf({ ...JANE, phone: '+1 713.555.0123' }).phone).to.equal('7135550123');
  });

  it('applies to carts with store pickup or ship-to-store lines', () => {
    expect(hasPickupLines(cartWith(['SH', 'BOPIS']))).to.equal(true);
    expect(hasPickupLines(cartWith(['SHIP_TO_STORE']))).to.equal(true);
    expect(hasPickupLines(cartWith(['SH', 'SDD_0', 'EGC']))).to.equal(false);
    expect(hasPickupLines(cartWith([]))).to.equal(false);
  });
});

describe('pickupPersonMachine', () => {
  it('loads the order\'s person with the API settings, once per order', async () => {
    const { actor, sent } = start({ load: () => Promise.resolve(JANE_SENT) });
    expect(actor.getSnapshot().value).to.equal('unloaded');
    actor.send({ type: 'PICKUP.LOAD', orderId: '5001' });
    expect(actor.getSnapshot().hasTag('loading')).to.equal(true);
    await showing(actor);
    expect(actor.getSnapshot().context.person).to.deep.equal(JANE_SENT);
    actor.send({ type: 'PICKUP.LOAD', orderId: '5001' });
    expect(sent).to.deep.equal([{ call: 'load', orderId: '5001', base: '/shop-api' }]);
    // Another order: loaded again, the last person forgotten at once.
    actor.send({ type: 'PICKUP.LOAD', orderId: '5002' });
    expect(actor.getSnapshot().context.person).to.equal(null);
    await showing(actor);
    expect(sent.map((s) => s.orderId)).to.deep.equal(['5001', '5002']);
  });

  it('a failed load can be retried; an aborted one goes back silently', async () => {
    let fail = true;
    const { actor, emitted } = start({ load: () => (fail ? Promise.reject(new ApiError('http', 'X', 500)) : Promise.resolve(null)) });
    actor.send({ type: 'PICKUP.LOAD', orderId: '5001' });
    await waitFor(actor, (s) => s.matches('loadFailed'), { timeout: 1000 });
    expect(actor.getSnapshot().context.problem).to.equal('loadFailed');
    expect(actor.getSnapshot().hasTag('failed')).to.equal(true);
    fail = false;
    actor.send({ type: 'PICKUP.RETRY' });
    await showing(actor);
    expect(actor.getSnapshot().context.problem).to.equal(null);

    const aborting = start({ load: () => Promise.reject(new DOMException('Aborted', 'AbortError')) });
    aborting.actor.send({ type: 'PICKUP.LOAD', orderId: '5001' });
    await waitFor(aborting.actor, (s) => s.matches('unloaded'), { timeout: 1000 });
    expect(aborting.actor.getSnapshot().context.problem).to.equal(null);
    expect(aborting.emitted).to.deep.equal([]);
    // Not remembered as loaded: the next ask loads it.
    aborting.actor.send({ type: 'PICKUP.LOAD', orderId: '5001' });
    expect(aborting.actor.getSnapshot().hasTag('loading')).to.equal(true);
    expect(emitted).to.deep.equal([]);
  });

  it('refuses an invalid form without a call (the first bad field emitted), then saves a valid one', async () => {
    const { actor, sent, emitted } = start();
    actor.send({ type: 'PICKUP.LOAD', orderId: '5001' });
    await showing(actor);
    actor.send({ type: 'PICKUP.EDIT' });
    expect(actor.getSnapshot().hasTag('editing')).to.equal(true);
    actor.send({ type: 'PICKUP.SUBMIT', values: { ...JANE, email: 'nope' } });
    expect(actor.getSnapshot().context.errors).to.deep.equal({ email: { key: 'emailInvalid' } });
    expect(actor.getSnapshot().context.draft?.email).to.equal('nope');
    expect(emitted).to.deep.equal([{ type: 'invalid', field: 'email' }]);
    expect(sent.filter((s) => s.call === 'save')).to.deep.equal([]);

    actor.send({ type: 'PICKUP.SUBMIT', values: JANE });
    expect(actor.getSnapshot().hasTag('busy')).to.equal(true);
    expect(actor.getSnapshot().context.errors).to.deep.equal({});
    await showing(actor);
    expect(sent.at(-1)).to.deep.equal({ call: 'save', orderId: '5001', person: JANE_SENT });
    expect(actor.getSnapshot().context.person).to.deep.equal(JANE_SENT);
    expect(actor.getSnapshot().context.draft).to.equal(null);
    expect(emitted.at(-1)).to.deep.equal({ type: 'saved', person: JANE_SENT });
  });

  it('a failed save keeps the form and what was typed; Cancel forgets both', async () => {
    const { actor, emitted } = start({ save: () => Promise.reject(new ApiError('http', '_ERR_INVALID_PICKUP_PERSON', 400)) });
    actor.send({ type: 'PICKUP.LOAD', orderId: '5001' });
    await showing(actor);
    actor.send({ type: 'PICKUP.EDIT' });
    actor.send({ type: 'PICKUP.SUBMIT', values: JANE });
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }), { timeout: 1000 });
    expect(actor.getSnapshot().context.problem).to.equal('saveFailed');
    expect(actor.getSnapshot().context.draft).to.deep.equal(JANE);
    expect(actor.getSnapshot().context.person).to.equal(null);
    expect(emitted).to.deep.equal([{ type: 'failed', problem: 'saveFailed' }]);
    actor.send({ type: 'PICKUP.CANCEL' });
    expect(actor.getSnapshot().matches({ ready: 'showing' })).to.equal(true);
    expect(actor.getSnapshot().context).to.include({ problem: null, draft: null });
  });

  it('"I\'ll pick up" removes the person; a failure keeps them and says so; nobody to remove does nothing', async () => {
    let fail = false;
    const { actor, sent, emitted } = start({
      load: () => Promise.resolve(JANE_SENT),
      remove: () => (fail ? Promise.reject(new ApiError('network', 'X')) : Promise.resolve(null)),
    });
    actor.send({ type: 'PICKUP.LOAD', orderId: '5001' });
    await showing(actor);
    fail = true;
    actor.send({ type: 'PICKUP.REMOVE' });
    expect(actor.getSnapshot().hasTag('busy')).to.equal(true);
    await showing(actor);
    expect(actor.getSnapshot().context).to.deep.include({ person: JANE_SENT, problem: 'removeFailed' });
    fail = false;
    actor.send({ type: 'PICKUP.REMOVE' });
    await waitFor(actor, (s) => s.context.person === null, { timeout: 1000 });
    expect(emitted.map((e) => e.type)).to.deep.equal(['failed', 'removed']);
    actor.send({ type: 'PICKUP.REMOVE' });
    expect(sent.filter((s) => s.call === 'remove')).to.have.length(2);
  });
});
