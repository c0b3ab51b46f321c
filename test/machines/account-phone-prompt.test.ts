import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { createActor, fromPromise, waitFor } from 'xstate';
import { phonePromptMachine, type PhonePromptEmitted, type SavePhoneInput } from '../../machines/account';
import { ApiError } from '../../src/core/api';

function start(save: (input: SavePhoneInput) => Promise<void> = async () => undefined) {
  const calls: SavePhoneInput[] = [];
  const machine = phonePromptMachine.provide({
    actors: {
      savePhone: fromPromise<void, SavePhoneInput>(({ input }) => {
        calls.push(input);
        return save(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { userId: '7003' } });
  const emitted: PhonePromptEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, calls, emitted };
}

const TAKEN = { error: '_ERR_MOBILE_NUMBER_ALREADY_EXISTS' };

describe('phonePromptMachine (missing phone)', () => {
  it("empty: 'Please enter a phone number', nothing sent; a valid number is sent as digits once", async () => {
    const { actor, calls, emitted } = start();
    actor.send({ type: 'FORM.SUBMIT' });
    expect(actor.getSnapshot().context.fieldError).to.deep.equal({ key: 'phoneRequired' });
    actor.send({ type: 'FIELD.CHANGE', value: '555-0123' });
    expect(actor.getSnapshot().context.fieldError).to.equal(null);
    actor.send({ type: 'FORM.SUBMIT' });
    expect(actor.getSnapshot().context.fieldError).to.deep.equal({ key: 'phoneInvalid' });
    expect(calls).to.have.length(0);
    actor.send({ type: 'FIELD.CHANGE', value: '(281) 555-0177' });
    actor.send({ type: 'FORM.SUBMIT' });
    actor.send({ type: 'FORM.SUBMIT' });
    expect(actor.getSnapshot().hasTag('busy')).to.equal(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).to.deep.equal([{ userId: '7003', phoneNumber: '2815550177', api: {} }]);
    expect(emitted).to.deep.equal([{ type: 'phoneSaved', phoneNumber: '2815550177' }]);
  });

  it('a taken number: the spec text; UPDATE PHONE NUMBER goes back to the field, SKIP dismisses', async () => {
    const { actor, emitted } = start(() => Promise.reject(new ApiError('http', '_ERR_MOBILE_NUMBER_ALREADY_EXISTS', 400, undefined, 'x')));
    actor.send({ type: 'FIELD.CHANGE', value: '7135550000' });
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => s.matches('taken'));
    expect(actor.getSnapshot().context.error).to.deep.equal(TAKEN);
    actor.send({ type: 'TAKEN.UPDATE' });
    expect(actor.getSnapshot().value).to.equal('editing');
    expect(actor.getSnapshot().context.phone).to.equal('7135550000');
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => s.matches('taken'));
    actor.send({ type: 'PROMPT.DISMISS' });
    expect(actor.getSnapshot().status).to.equal('done');
    expect(emitted).to.deep.equal([{ type: 'dismissed' }]);
  });

  it('other failures stay on the field with their message; a 401 ends the session', async () => {
    const { actor } = start(() => Promise.reject(new ApiError('http', '_ERR_PHONE_BANNED', 400)));
    actor.send({ type: 'FIELD.CHANGE', value: '7135550123' });
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).to.deep.equal({ error: '_ERR_PHONE_BANNED' });

    const ended = start(() => Promise.reject(new ApiError('http', '_ERR_DEFAULT_KEY', 401)));
    ended.actor.send({ type: 'FIELD.CHANGE', value: '7135550123' });
    ended.actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(ended.actor, (s) => s.status === 'done');
    expect(ended.emitted).to.deep.equal([{ type: 'sessionEnded' }]);
  });
});
