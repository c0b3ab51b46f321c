import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { createActor, SimulatedClock } from 'xstate';
import { helpMachine } from '../../machines/header';
import type { HelpEmitted, HelpPage } from '../../machines/header';
import { HELP_SLOW_MS } from '../../src/core/constants';

const CHAT: HelpPage = { panel: 'chat', url: 'https://chat.example/start', title: 'Chat with us' };
const FEEDBACK: HelpPage = { panel: 'feedback', url: '/feedback', title: 'Feedback' };

function start(slowAfterMs?: number) {
  const clock = new SimulatedClock();
  const actor = createActor(helpMachine, { clock, input: slowAfterMs === undefined ? {} : { slowAfterMs } });
  const emitted: HelpEmitted[] = [];
  actor.on('*', (e: HelpEmitted) => emitted.push(e));
  actor.start();
  /** The tags the panel reads, in a fixed order. */
  const tags = () => ['open', 'loading', 'slow', 'ready'].filter((tag) => actor.getSnapshot().hasTag(tag));
  return { actor, clock, emitted, tags };
}

describe('helpMachine (the floating help panel)', () => {
  it('opens loading, is ready when its frame loads, and closes; each change emitted with its page', () => {
    const { actor, emitted, tags } = start();
    expect(tags()).to.deep.equal([]);
    actor.send({ type: 'HELP.OPEN', ...CHAT });
    expect(tags()).to.deep.equal(['open', 'loading']);
    expect(actor.getSnapshot().context.page).to.deep.equal(CHAT);
    actor.send({ type: 'FRAME.LOADED' });
    expect(tags()).to.deep.equal(['open', 'ready']);
    actor.send({ type: 'HELP.CLOSE' });
    expect(tags()).to.deep.equal([]);
    expect(actor.getSnapshot().context.page).to.equal(null);
    expect(emitted).to.deep.equal([
      { type: 'opened', page: CHAT },
      { type: 'closed', page: CHAT },
    ]);
  });

  it('says slow after 15 s without a load (ours), and is still ready when the load comes late', () => {
    const { actor, clock, tags } = start();
    expect(HELP_SLOW_MS).to.equal(15_000);
    actor.send({ type: 'HELP.OPEN', ...CHAT });
    clock.increment(HELP_SLOW_MS - 1);
    expect(tags()).to.deep.equal(['open', 'loading']);
    clock.increment(1);
    expect(tags()).to.deep.equal(['open', 'slow']);
    actor.send({ type: 'FRAME.LOADED' });
    expect(tags()).to.deep.equal(['open', 'ready']);
  });

  it('switches to the other page (loading again, its own 15 s) and ignores opening the page it shows', () => {
    const { actor, clock, emitted, tags } = start(1000);
    actor.send({ type: 'HELP.OPEN', ...CHAT });
    clock.increment(600);
    actor.send({ type: 'HELP.OPEN', ...CHAT });
    clock.increment(600);
    expect(tags(), 'the same page: its timer kept running').to.deep.equal(['open', 'slow']);
    actor.send({ type: 'HELP.OPEN', ...FEEDBACK });
    expect(tags()).to.deep.equal(['open', 'loading']);
    expect(actor.getSnapshot().context.page).to.deep.equal(FEEDBACK);
    clock.increment(999);
    expect(tags(), 'a timer of its own').to.deep.equal(['open', 'loading']);
    clock.increment(1);
    expect(tags()).to.deep.equal(['open', 'slow']);
    expect(emitted.map((e) => [e.type, e.page.panel])).to.deep.equal([
      ['opened', 'chat'],
      ['opened', 'feedback'],
    ]);
  });

  it('ignores a frame load and a close while closed, and a late timer after closing', () => {
    const { actor, clock, emitted, tags } = start();
    actor.send({ type: 'FRAME.LOADED' });
    actor.send({ type: 'HELP.CLOSE' });
    expect(tags()).to.deep.equal([]);
    actor.send({ type: 'HELP.OPEN', ...FEEDBACK });
    actor.send({ type: 'HELP.CLOSE' });
    clock.increment(HELP_SLOW_MS);
    expect(tags()).to.deep.equal([]);
    expect(emitted.map((e) => e.type)).to.deep.equal(['opened', 'closed']);
  });
});
