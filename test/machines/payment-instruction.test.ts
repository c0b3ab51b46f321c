import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { createActor, fromPromise, waitFor } from 'xstate';
import { paymentInstructionMachine, type InstructionEmitted, type RemoveInput } from '../../machines/cart/payment-instruction.machine';
import { paymentKindOf, removalFailure } from '../../machines/cart/payment-instruction.logic';
import { readPaymentsSettings } from '../../machines/cart/payment.logic';
import { ApiError } from '../../src/core/api';
import { DEFAULT_ACCEPTED_PAYMENTS } from '../../src/core/constants/payment';

/** The payment instruction machine alone, with an injected removal call; and the rules beside it. */

function start(remove: (input: RemoveInput, signal: AbortSignal) => Promise<void>) {
  const calls: RemoveInput[] = [];
  const machine = paymentInstructionMachine.provide({
    actors: {
      removeInstruction: fromPromise<void, RemoveInput>(({ input, signal }) => {
        calls.push(input);
        return remove(input, signal);
      }),
    },
  });
  const actor = createActor(machine, { input: { api: { base: '/shop-api' } } });
  const emitted: InstructionEmitted[] = [];
  actor.on('*', (event) => emitted.push(event as InstructionEmitted));
  actor.start();
  return { actor, calls, emitted };
}

const REMOVE = { type: 'INSTRUCTION.REMOVE', orderId: '5009', zips: { deliveryZipCode: '77001', storeZipCode: '77002' }, serverText: false } as const;

describe('paymentInstructionMachine', () => {
  it('removes with the order id and both ZIPs, busy meanwhile; a second press sends nothing; done emits removed', async () => {
    let finish!: () => void;
    const { actor, calls, emitted } = start(() => new Promise<void>((resolve) => (finish = resolve)));
    actor.send(REMOVE);
    actor.send(REMOVE);
    expect(actor.getSnapshot().hasTag('busy')).to.equal(true);
    expect(calls).to.deep.equal([{ api: { base: '/shop-api' }, orderId: '5009', zips: { deliveryZipCode: '77001', storeZipCode: '77002' } }]);
    finish();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(emitted).to.deep.equal([{ type: 'removed' }]);
  });

  it('a failure keeps the instruction and says why: the server\'s text only under the switch, else the catalogue\'s, else its own', async () => {
    const refused = new ApiError('http', '_ERR_PAY_WALLET_CONNECTION', 422, undefined, 'Wallet gateway said no');
    const a = start(() => Promise.reject(refused));
    a.actor.send({ ...REMOVE, serverText: true });
    await waitFor(a.actor, (s) => s.hasTag('failed'));
    expect(a.emitted).to.deep.equal([{ type: 'failed', message: { text: 'Wallet gateway said no' } }]);
    a.actor.send(REMOVE);
    await waitFor(a.actor, (s) => s.hasTag('failed') && a.calls.length === 2);
    expect(a.actor.getSnapshot().context.message).to.deep.equal({ error: '_ERR_PAY_WALLET_CONNECTION' });

    expect(removalFailure(new ApiError('http', '_ERR_DEFAULT_KEY', 500, undefined, 'Simulated HTTP 500'), false)).to.deep.equal({ key: 'removeFailed' });
    expect(removalFailure(new ApiError('timeout', '_ERR_TIMEOUT'), true)).to.deep.equal({ key: 'removeFailed' });
    expect(removalFailure(new ApiError('http', 'SOMETHING_ELSE', 409), false)).to.deep.equal({ key: 'removeFailed' });
  });

  it('an aborted removal goes back to idle silently', async () => {
    const { actor, emitted } = start((_, signal) => new Promise<void>((_resolve, reject) => signal.addEventListener('abort', () => reject(new DOMException('x', 'AbortError')))));
    actor.send(REMOVE);
    actor.stop();
    expect(emitted).to.deep.equal([]);
  });
});

describe('payment rules', () => {
  it('reads a paymentMethod as one of the spec\'s kinds, whatever its case and separators', () => {
    expect(['PAYPAL', 'paypal', 'Apple-Pay', 'google pay', 'PLCC', 'venmo'].map(paymentKindOf)).to.deep.equal(['PAYPAL', 'PAYPAL', 'APPLE_PAY', 'GOOGLE_PAY', 'PLCC', 'VENMO']);
    expect([null, '', 'BITCOIN', 'toString', '__proto__'].map(paymentKindOf)).to.deep.equal([null, null, null, null, null]);
  });

  it('reads payments.accepted in the spec\'s order, once each; a bad list is a problem and keeps the defaults', () => {
    expect(readPaymentsSettings({}, DEFAULT_ACCEPTED_PAYMENTS)).to.deep.equal({ settings: { accepted: [...DEFAULT_ACCEPTED_PAYMENTS], expressCheckout: false }, problems: [] });
    expect(readPaymentsSettings({ accepted: ['klarna', 'visa', 'visa'] }, DEFAULT_ACCEPTED_PAYMENTS).settings.accepted).to.deep.equal(['visa', 'klarna']);
    expect(readPaymentsSettings({ accepted: [] }, DEFAULT_ACCEPTED_PAYMENTS).settings.accepted).to.deep.equal([]);
    for (const accepted of [['visa', 'bitcoin'], 'visa', [1]]) {
      const read = readPaymentsSettings({ accepted }, DEFAULT_ACCEPTED_PAYMENTS);
      expect(read.settings.accepted).to.deep.equal([...DEFAULT_ACCEPTED_PAYMENTS]);
      expect(read.problems).to.have.length(1);
    }
  });

  it('reads payments.expressCheckout as a flag and leaves wallets to the express chunk; other keys are problems', () => {
    expect(readPaymentsSettings({ expressCheckout: true, wallets: 'not read here' }, []).settings.expressCheckout).to.equal(true);
    expect(readPaymentsSettings({ expressCheckout: true, wallets: 'not read here' }, []).problems).to.deep.equal([]);
    const read = readPaymentsSettings({ expressCheckout: 'yes', wallet: {} }, []);
    expect(read.settings.expressCheckout).to.equal(false);
    expect(read.problems).to.deep.equal(['expressCheckout must be true or false', 'wallet is not a payments setting']);
  });
});
