import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { createActor, SimulatedClock } from 'xstate';
import { nextStuck, stickyMachine } from '../../machines/header';
import type { StickyEmitted, StickyInput } from '../../machines/header';
import { SCROLL_THROTTLE_MS, STICKY_OFF_SCROLL_Y, STICKY_ON_SCROLL_Y } from '../../src/core/constants';

function start(input?: StickyInput) {
  const clock = new SimulatedClock();
  const actor = createActor(stickyMachine, { clock, input });
  const changes: boolean[] = [];
  actor.on('sticky.change', (e: StickyEmitted) => changes.push(e.stuck));
  actor.start();
  const stuck = () => {
    const snap = actor.getSnapshot();
    // The tag the UI reads and the context field agree.
    expect(snap.context.stuck).to.equal(snap.hasTag('stuck'));
    return snap.hasTag('stuck');
  };
  /** A scroll after a quiet period: checked at once (leading edge); the window it opens is then let run out. */
  const scrollTo = (y: number) => {
    actor.send({ type: 'SCROLL', y });
    const now = stuck();
    clock.increment(SCROLL_THROTTLE_MS);
    return now;
  };
  return { actor, clock, changes, stuck, scrollTo };
}

describe('stickyMachine', () => {
  it('uses the spec constants: on beyond 125, off below 26, checks throttled to 200 ms', () => {
    expect([STICKY_ON_SCROLL_Y, STICKY_OFF_SCROLL_Y, SCROLL_THROTTLE_MS]).to.deep.equal([125, 26, 200]);
  });

  it('starts released and enabled (by default)', () => {
    const { actor, stuck } = start();
    expect(stuck()).to.equal(false);
    expect(actor.getSnapshot().context).to.deep.equal({ stuck: false, enabled: true, lastY: null, pendingY: null });
  });

  it('y = 126 sticks at once (leading check) and emits sticky.change', () => {
    const { actor, changes, stuck } = start();
    actor.send({ type: 'SCROLL', y: 126 });
    expect(stuck()).to.equal(true);
    expect(changes).to.deep.equal([true]);
  });

  it('y = 125 does not stick', () => {
    const { actor, clock, changes, stuck } = start();
    actor.send({ type: 'SCROLL', y: 125 });
    clock.increment(1000);
    expect(stuck()).to.equal(false);
    expect(changes).to.deep.equal([]);
  });

  it('a burst inside 200 ms is checked leading and trailing only: y 0 then 200 sticks only at 200 ms', () => {
    const { actor, clock, changes, stuck } = start();
    actor.send({ type: 'SCROLL', y: 0 });
    clock.increment(50);
    actor.send({ type: 'SCROLL', y: 200 });
    expect(actor.getSnapshot().context).to.deep.include({ lastY: 0, pendingY: 200 });
    clock.increment(149);
    expect(stuck()).to.equal(false);
    clock.increment(1);
    expect(stuck()).to.equal(true);
    expect(changes).to.deep.equal([true]);
  });

  it('only the last position of a window is checked at its end', () => {
    const { actor, clock, changes, stuck } = start();
    actor.send({ type: 'SCROLL', y: 0 });
    actor.send({ type: 'SCROLL', y: 300 });
    clock.increment(100);
    actor.send({ type: 'SCROLL', y: 10 });
    clock.increment(100);
    expect(stuck()).to.equal(false);
    expect(actor.getSnapshot().context.lastY).to.equal(10);
    expect(changes).to.deep.equal([]);
  });

  it('the trailing check starts a new window; a window without scrolls ends the throttling', () => {
    const { actor, clock, stuck } = start();
    actor.send({ type: 'SCROLL', y: 0 });
    actor.send({ type: 'SCROLL', y: 10 });
    clock.increment(200); // trailing check of 10, new window until 400
    actor.send({ type: 'SCROLL', y: 500 });
    clock.increment(199);
    expect(stuck()).to.equal(false);
    clock.increment(1);
    expect(stuck()).to.equal(true);
    clock.increment(200); // nothing came: back to idle
    expect(actor.getSnapshot().matches({ scroll: 'idle' })).to.equal(true);
    actor.send({ type: 'SCROLL', y: 0 });
    expect(stuck()).to.equal(false);
  });

  it('released only below 26: 26 keeps it stuck, 25 releases; in between nothing changes either way', () => {
    const { changes, scrollTo } = start();
    expect(scrollTo(126)).to.equal(true);
    expect(scrollTo(100)).to.equal(true);
    expect(scrollTo(26)).to.equal(true);
    expect(scrollTo(25)).to.equal(false);
    expect(scrollTo(100)).to.equal(false);
    expect(scrollTo(125)).to.equal(false);
    expect(changes).to.deep.equal([true, false]);
  });

  it('emits only on change', () => {
    const { changes, scrollTo } = start();
    [200, 300, 400, 130, 60, 20, 0, 10, 126, 127].forEach(scrollTo);
    expect(changes).to.deep.equal([true, false, true]);
  });

  it('disabled never sticks', () => {
    const { actor, clock, changes, stuck, scrollTo } = start({ enabled: false });
    scrollTo(1000);
    actor.send({ type: 'SCROLL', y: 2000 });
    clock.increment(1000);
    expect(stuck()).to.equal(false);
    expect(changes).to.deep.equal([]);
  });

  it('disabling while stuck releases and emits once; enabling checks the last position at once', () => {
    const { actor, changes, stuck, scrollTo } = start();
    scrollTo(500);
    actor.send({ type: 'STICKY.SET', enabled: false });
    expect(stuck()).to.equal(false);
    actor.send({ type: 'STICKY.SET', enabled: false });
    scrollTo(600);
    expect(stuck()).to.equal(false);
    expect(changes).to.deep.equal([true, false]);
    actor.send({ type: 'STICKY.SET', enabled: true });
    expect(stuck()).to.equal(true);
    actor.send({ type: 'STICKY.SET', enabled: true });
    expect(changes).to.deep.equal([true, false, true]);
  });

  it('enabling before any scroll, or with the page near the top, does not stick', () => {
    const { actor, changes, stuck, scrollTo } = start({ enabled: false });
    actor.send({ type: 'STICKY.SET', enabled: true });
    expect(stuck()).to.equal(false);
    actor.send({ type: 'STICKY.SET', enabled: false });
    scrollTo(10);
    actor.send({ type: 'STICKY.SET', enabled: true });
    expect(stuck()).to.equal(false);
    expect(changes).to.deep.equal([]);
  });

  it('nextStuck: the hysteresis rule', () => {
    expect(nextStuck(false, 126)).to.equal(true);
    expect(nextStuck(false, 125)).to.equal(false);
    expect(nextStuck(false, 26)).to.equal(false);
    expect(nextStuck(true, 125)).to.equal(true);
    expect(nextStuck(true, 26)).to.equal(true);
    expect(nextStuck(true, 25)).to.equal(false);
    expect(nextStuck(true, -40)).to.equal(false);
  });
});
