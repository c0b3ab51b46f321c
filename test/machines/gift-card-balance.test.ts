import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { ApiError } from '../../src/core/api';
import { giftCardMachine, classifyResponse } from '../../machines/gift-card-balance';
import { GIFT_CARD_NUMBER_LENGTH, GIFT_CARD_PIN_LENGTH } from '../../src/core/constants';
import type { CheckBalanceInput, CheckBalanceOutput, GiftCardApi, GiftCardEmitted } from '../../machines/gift-card-balance';

const valid = { type: 'CARD.SUBMIT', number: '6006 4912-3456 7890', pin: '1234', captchaToken: 'tok' } as const;

function start(check: (input: CheckBalanceInput) => Promise<CheckBalanceOutput>, errorDisplayMs = 5000, api?: GiftCardApi) {
  const calls: CheckBalanceInput[] = [];
  const clock = new SimulatedClock();
  const machine = giftCardMachine.provide({
    actors: {
      checkBalance: fromPromise<CheckBalanceOutput, CheckBalanceInput>(({ input }) => {
        calls.push(input);
        return check(input);
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { errorDisplayMs, api } });
  const emitted: GiftCardEmitted[] = [];
  actor.on('outcome', (e) => emitted.push(e));
  actor.start();
  return { actor, clock, calls, emitted };
}

describe('giftCardMachine', () => {
  it('idle -> checking -> success with the balance; only the last 4 digits are kept', async () => {
    const { actor, calls, emitted } = start(async () => ({ balance: 25 }));
    actor.send(valid);
    expect(actor.getSnapshot().value).to.equal('checking');
    expect(actor.getSnapshot().hasTag('busy')).to.equal(true);
    await waitFor(actor, (s) => s.matches('success'));
    expect(calls).to.deep.equal([{ number: '6006491234567890', pin: '1234', captchaToken: 'tok', api: {} }]);
    const { context } = actor.getSnapshot();
    expect(context.balance).to.equal(25);
    expect(context.last4).to.equal('7890');
    expect(JSON.stringify(actor.getSnapshot().context)).not.to.contain('600649');
    expect(JSON.stringify(actor.getSnapshot().context)).not.to.contain('1234"');
    expect(emitted).to.deep.equal([{ type: 'outcome', outcome: { kind: 'success', balance: 25 }, last4: '7890' }]);
  });

  it('asks at its input.api settings, and at new ones after API.CHANGE', async () => {
    const { actor, calls } = start(async () => ({ balance: 1 }), 5000, { base: '/store-api', format: 'card', path: '/gc' });
    actor.send(valid);
    await waitFor(actor, (s) => s.matches('success'));
    actor.send({ type: 'CARD.RESET' });
    actor.send({ type: 'API.CHANGE', api: { base: '/other-api' } });
    actor.send(valid);
    await waitFor(actor, (s) => s.matches('success') && calls.length === 2);
    expect(calls.map((c) => c.api)).to.deep.equal([{ base: '/store-api', format: 'card', path: '/gc' }, { base: '/other-api' }]);
  });

  it('a balance of 0 is valid; a negative or missing balance is UNEXPECTED', async () => {
    expect(classifyResponse({ balance: 0 })).to.deep.equal({ kind: 'success', balance: 0 });
    expect(classifyResponse({ balance: -1 })).to.deep.include({ kind: 'failure', reason: 'UNEXPECTED', message: { key: 'unexpected' } });
    expect(classifyResponse({})).to.deep.include({ reason: 'UNEXPECTED' });
    expect(classifyResponse({ balance: null })).to.deep.include({ reason: 'UNEXPECTED' });
  });

  it('maps excMsgKey to INCORRECT or INACTIVE, other keys and gcError to UNEXPECTED', async () => {
    expect(classifyResponse({ excMsgKey: '_RTS_INVALID_NUMBER_OR_PIN' })).to.deep.include({ reason: 'INCORRECT' });
    expect(classifyResponse({ excMsgKey: '_RTS_GC_INACTIVE', balance: 5 })).to.deep.include({ reason: 'INACTIVE' });
    expect(classifyResponse({ excMsgKey: 'NO_GIFTCARD_BALANCE_FOUND' })).to.deep.equal({
      kind: 'failure',
      reason: 'UNEXPECTED',
      message: { error: 'NO_GIFTCARD_BALANCE_FOUND' },
    });
    expect(classifyResponse({ excMsgKey: 'SOMETHING_NEW', gcError: 'Card blocked' })).to.deep.include({ message: { text: 'Card blocked' } });
    expect(classifyResponse({ excMsgKey: 'SOMETHING_NEW', gcError: '  ' })).to.deep.include({ message: { key: 'unexpected' } });
    expect(classifyResponse({ gcError: '<img src=x onerror=alert(1)>', balance: 3 })).to.deep.include({
      reason: 'UNEXPECTED',
      message: { text: '<img src=x onerror=alert(1)>' },
    });
  });

  it('maps API errors: gift card keys, errors[].errorCode, network faults, else the default', async () => {
    const cases: Array<[unknown, string, object]> = [
      [new ApiError('http', '_RTS_INVALID_NUMBER_OR_PIN', 400), 'INCORRECT', { error: '_RTS_INVALID_NUMBER_OR_PIN' }],
      [new ApiError('http', '_ERR_DEFAULT_KEY', 404, 'NO_GIFTCARD_BALANCE_FOUND'), 'UNEXPECTED', { error: 'NO_GIFTCARD_BALANCE_FOUND' }],
      [new ApiError('http', '_ERR_DEFAULT_KEY', 500, 'GC-77'), 'UNEXPECTED', { key: 'unexpected' }],
      [new ApiError('timeout', '_ERR_TIMEOUT', 408), 'UNEXPECTED', { error: '_ERR_TIMEOUT' }],
      [new ApiError('network', '_ERR_NETWORK'), 'UNEXPECTED', { error: '_ERR_NETWORK' }],
      [new ApiError('parse', '_ERR_BAD_RESPONSE', 200), 'UNEXPECTED', { key: 'unexpected' }],
      [new TypeError('boom'), 'UNEXPECTED', { key: 'unexpected' }],
    ];
    for (const [error, reason, message] of cases) {
      const { actor } = start(() => Promise.reject(error));
      actor.send(valid);
      await waitFor(actor, (s) => s.matches('failure'));
      const ctx = actor.getSnapshot().context;
      expect(ctx.error?.reason, String(error)).to.equal(reason);
      expect(ctx.error?.message, String(error)).to.deep.equal(message);
      actor.stop();
    }
  });

  it('goes to the failure sub-state of the reason', async () => {
    const { actor } = start(async () => ({ excMsgKey: '_RTS_GC_INACTIVE' }));
    actor.send(valid);
    await waitFor(actor, (s) => s.matches({ failure: 'inactive' }));
    expect(actor.getSnapshot().hasTag('error')).to.equal(true);
  });

  it('takes a new display time with CONFIG.CHANGE for the next failure', async () => {
    const { actor, clock } = start(async () => ({ excMsgKey: '_RTS_INVALID_NUMBER_OR_PIN' }), 8000);
    actor.send({ type: 'CONFIG.CHANGE', errorDisplayMs: 2000 });
    actor.send(valid);
    await waitFor(actor, (s) => s.matches({ failure: 'incorrect' }));
    clock.increment(1999);
    expect(actor.getSnapshot().matches('failure')).to.equal(true);
    clock.increment(1);
    expect(actor.getSnapshot().value).to.equal('idle');
  });

  it('clears the error after the errorDisplay delay (simulated clock)', async () => {
    const { actor, clock } = start(async () => ({ excMsgKey: '_RTS_INVALID_NUMBER_OR_PIN' }), 8000);
    actor.send(valid);
    await waitFor(actor, (s) => s.matches({ failure: 'incorrect' }));
    clock.increment(7999);
    expect(actor.getSnapshot().matches('failure')).to.equal(true);
    clock.increment(1);
    expect(actor.getSnapshot().value).to.equal('idle');
    expect(actor.getSnapshot().context.error).to.equal(null);
  });

  it('never sends invalid input or a submit without a captcha token', () => {
    const { actor, calls } = start(async () => ({ balance: 1 }));
    actor.send({ type: 'CARD.SUBMIT', number: '', pin: '', captchaToken: null });
    expect(actor.getSnapshot().value).to.equal('idle');
    expect(actor.getSnapshot().context.fieldErrors).to.deep.equal({
      number: { key: 'numberRequired' },
      pin: { key: 'pinRequired' },
      captcha: { key: 'captchaRequired' },
    });
    actor.send({ type: 'CARD.SUBMIT', number: '6006abc', pin: '12a4', captchaToken: 't' });
    expect(actor.getSnapshot().context.fieldErrors).to.deep.equal({
      number: { key: 'numberDigits' },
      pin: { key: 'pinDigits' },
    });
    actor.send({ type: 'CARD.SUBMIT', number: '123456789', pin: '123456789', captchaToken: 't' });
    expect(actor.getSnapshot().context.fieldErrors).to.deep.equal({
      number: { key: 'numberLength', values: GIFT_CARD_NUMBER_LENGTH },
      pin: { key: 'pinLength', values: GIFT_CARD_PIN_LENGTH },
    });
    actor.send({ type: 'CARD.SUBMIT', number: '6006491234567890', pin: '1234', captchaToken: null });
    expect(actor.getSnapshot().context.fieldErrors).to.deep.equal({ captcha: { key: 'captchaRequired' } });
    actor.send({ type: 'FIELD.EDIT', field: 'captcha' });
    expect(actor.getSnapshot().context.fieldErrors).to.deep.equal({});
    expect(calls).to.have.length(0);
  });

  it('a double submit sends one request', async () => {
    let resolve!: (v: CheckBalanceOutput) => void;
    const { actor, calls } = start(() => new Promise((r) => (resolve = r)));
    actor.send(valid);
    actor.send(valid);
    actor.send(valid);
    expect(calls).to.have.length(1);
    resolve({ balance: 2 });
    await waitFor(actor, (s) => s.matches('success'));
    expect(calls).to.have.length(1);
  });

  it('reset clears the result; a new submit from success or failure checks again', async () => {
    const { actor, calls } = start(async (input) => (input.pin === '1234' ? { balance: 9 } : { excMsgKey: '_RTS_GC_INACTIVE' }));
    actor.send(valid);
    await waitFor(actor, (s) => s.matches('success'));
    actor.send({ type: 'CARD.RESET' });
    expect(actor.getSnapshot().value).to.equal('idle');
    expect(actor.getSnapshot().context).to.deep.include({ balance: null, last4: null, error: null });
    actor.send({ ...valid, pin: '4321' });
    await waitFor(actor, (s) => s.matches('failure'));
    actor.send(valid);
    await waitFor(actor, (s) => s.matches('success'));
    expect(calls).to.have.length(3);
  });

  it('stopping mid-check aborts the request silently', async () => {
    let aborted = false;
    const machine = giftCardMachine.provide({
      actors: {
        checkBalance: fromPromise<CheckBalanceOutput, CheckBalanceInput>(
          ({ signal }) =>
            new Promise((_, reject) =>
              signal.addEventListener('abort', () => {
                aborted = true;
                reject(new DOMException('aborted', 'AbortError'));
              }),
            ),
        ),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send(valid);
    actor.stop();
    expect(aborted).to.equal(true);
  });
});
