import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { createActor, fromPromise, waitFor } from 'xstate';
import { accountMachine } from '../../machines/account';
import type { AccountScreen, AccountTag, PasscodeSent, SendCodeInput, SignInOutput } from '../../machines/account';
import { ApiError } from '../../src/core/api';
import { accountView, type AccountView } from '../../src/components/account/account.connect';

/**
 * The code steps written once for both code screens (one-time code, forgot password): the same tags at each step, the
 * views the flyout shows read from those tags only, and a new code's failure stays on the code step.
 */

const PAT: SignInOutput = { userId: '7001', firstName: 'Pat', userType: 'R' };
const SENT: PasscodeSent = { channel: 'email', destination: 'p•••@example.com', lifetimeSeconds: 600 };
const SCREEN_TAGS: readonly AccountTag[] = ['signIn', 'createAccount', 'oneTimeCode', 'forgotPassword'];

function start(sendCode: (input: SendCodeInput, call: number) => Promise<PasscodeSent>) {
  const sends: SendCodeInput[] = [];
  let release: (() => void) | null = null;
  const machine = accountMachine.provide({
    guards: { sessionKept: () => true },
    actors: {
      sendCode: fromPromise<PasscodeSent, SendCodeInput>(({ input }) => {
        sends.push(input);
        return sendCode(input, sends.length);
      }),
      // Held until released, so the verifying step can be looked at.
      signIn: fromPromise(() => new Promise<SignInOutput>((resolve) => (release = () => resolve(PAT)))),
      resetPassword: fromPromise(() => new Promise<SignInOutput>((resolve) => (release = () => resolve(PAT)))),
    },
  });
  const actor = createActor(machine, { input: { today: () => new Date(2026, 10, 25) } }).start();
  const tags = () => SCREEN_TAGS.filter((tag) => actor.getSnapshot().hasTag(tag));
  return { actor, sends, tags, release: () => release?.() };
}

const FLOWS: { screen: AccountScreen; request: AccountView; code: AccountView; fill: Record<string, string> }[] = [
  { screen: 'oneTimeCode', request: 'oneTimeCode.request', code: 'oneTimeCode.code', fill: { code: '123456' } },
  { screen: 'forgotPassword', request: 'forgotPassword.request', code: 'forgotPassword.reset', fill: { code: '123456', newPassword: 'NewTrail2025!' } },
];

for (const flow of FLOWS) {
  describe(`accountMachine: the code steps of ${flow.screen}`, () => {
    it('each step carries its screen tag; codeStep from the code sent to the end, also while a new code is asked', async () => {
      let answer: (() => void) | null = null;
      const { actor, sends, tags, release } = start(
        (_input, call) => (call === 1 ? Promise.resolve(SENT) : new Promise((resolve) => (answer = () => resolve(SENT)))),
      );
      actor.send({ type: 'SCREEN.SHOW', screen: flow.screen });
      expect(tags()).to.deep.equal([flow.screen]);
      expect(accountView(actor.getSnapshot())).to.equal(flow.request);
      actor.send({ type: 'FIELD.CHANGE', field: 'email', value: 'pat@example.com' });
      actor.send({ type: 'FORM.SUBMIT' });
      expect(actor.getSnapshot().hasTag('busy')).to.equal(true);
      expect(accountView(actor.getSnapshot())).to.equal(flow.request);
      await waitFor(actor, (s) => s.hasTag('codeStep'));
      expect(accountView(actor.getSnapshot())).to.equal(flow.code);
      expect(actor.getSnapshot().hasTag('busy')).to.equal(false);

      actor.send({ type: 'CODE.RESEND' });
      expect(sends).to.have.length(2);
      expect(sends[1]!.purpose).to.equal(sends[0]!.purpose);
      expect(actor.getSnapshot().hasTag('busy')).to.equal(true);
      expect(accountView(actor.getSnapshot())).to.equal(flow.code);
      answer!();
      await waitFor(actor, (s) => !s.hasTag('busy'));
      expect(accountView(actor.getSnapshot())).to.equal(flow.code);

      for (const [field, value] of Object.entries(flow.fill)) actor.send({ type: 'FIELD.CHANGE', field: field as 'code', value });
      actor.send({ type: 'FORM.SUBMIT' });
      expect(actor.getSnapshot().hasTag('busy')).to.equal(true);
      expect(accountView(actor.getSnapshot())).to.equal(flow.code);
      expect(tags()).to.deep.equal([flow.screen]);
      release();
      await waitFor(actor, (s) => s.hasTag('signedIn'));
      expect(accountView(actor.getSnapshot())).to.equal('menu');
    });

    it('a new code that fails stays on the code step with the message; Use another email goes back to the email step', async () => {
      const { actor, tags } = start((_input, call) =>
        call === 1 ? Promise.resolve(SENT) : Promise.reject(new ApiError('http', '_ERR_PASSCODE_MAX_ATTEMPTS_HOUR_EMAIL', 400)),
      );
      actor.send({ type: 'SCREEN.SHOW', screen: flow.screen });
      actor.send({ type: 'FIELD.CHANGE', field: 'email', value: 'pat@example.com' });
      actor.send({ type: 'FORM.SUBMIT' });
      await waitFor(actor, (s) => s.hasTag('codeStep'));
      actor.send({ type: 'CODE.RESEND' });
      await waitFor(actor, (s) => !s.hasTag('busy'));
      expect(accountView(actor.getSnapshot())).to.equal(flow.code);
      expect(actor.getSnapshot().context.error).to.deep.equal({ error: '_ERR_PASSCODE_MAX_ATTEMPTS_HOUR_EMAIL' });
      expect(actor.getSnapshot().context.codeSent).not.to.equal(null);
      actor.send({ type: 'CODE.BACK' });
      expect(accountView(actor.getSnapshot())).to.equal(flow.request);
      expect(tags()).to.deep.equal([flow.screen]);
      expect(actor.getSnapshot().context).to.deep.include({ codeSent: null, status: null, error: null });
    });
  });
}
