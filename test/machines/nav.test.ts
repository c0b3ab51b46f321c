import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { createActor, SimulatedClock } from 'xstate';
import { backLevel, enterLevel, navMachine } from '../../machines/header';
import type { NavEmitted, NavEvent } from '../../machines/header';
import { NAV_HOVER_CLOSE_MS, NAV_HOVER_OPEN_MS } from '../../src/core/constants';

const hover = (index: number): NavEvent => ({ type: 'MENU.HOVER', index, kind: index === 3 ? 'brand' : 'category' });
const toggle = (index: number): NavEvent => ({ type: 'MENU.TOGGLE', index, kind: index === 3 ? 'brand' : 'category' });
const leave: NavEvent = { type: 'MENU.LEAVE' };
const close: NavEvent = { type: 'MENU.CLOSE' };

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(navMachine, { clock });
  const mega: NavEmitted[] = [];
  const drawer: NavEmitted[] = [];
  actor.on('mega.toggle', (e) => mega.push(e));
  actor.on('drawer.toggle', (e) => drawer.push(e));
  actor.start();
  const snap = () => actor.getSnapshot();
  /** The mega region's state as a dotted path, e.g. `open.hover.leaving`. */
  const megaState = () => {
    const parts: string[] = [];
    let value: unknown = (snap().value as { mega: unknown }).mega;
    while (value && typeof value === 'object') {
      const [key, child] = Object.entries(value)[0] ?? [];
      parts.push(String(key));
      value = child;
    }
    return [...parts, value].join('.');
  };
  const panelIndex = () => snap().context.panel?.index ?? null;
  return { actor, clock, mega, drawer, snap, megaState, panelIndex };
}

const opened = (index: number) => ({ type: 'mega.toggle', open: true, index });
const closed = (index: number) => ({ type: 'mega.toggle', open: false, index });

/** A panel opened by hover: `open.hover` on `index`, with its emit already counted. */
function hoverOpened(index = 0) {
  const t = start();
  t.actor.send(hover(index));
  t.clock.increment(NAV_HOVER_OPEN_MS);
  expect(t.megaState()).to.equal('open.hover.resting');
  return t;
}

describe('navMachine: mega menu', () => {
  it('uses the constants: hover opens after 150 ms, a hover-opened panel closes 300 ms after leaving', () => {
    expect(NAV_HOVER_OPEN_MS).to.equal(150);
    expect(NAV_HOVER_CLOSE_MS).to.equal(300);
  });

  it('starts hidden with nothing pending, the drawer closed at level 0', () => {
    const { snap, megaState } = start();
    expect(megaState()).to.equal('hidden');
    expect(snap().matches({ drawer: 'closed' })).to.equal(true);
    expect(snap().context).to.deep.equal({ panel: null, pending: null, level: 0, path: [] });
    expect(snap().hasTag('megaOpen')).to.equal(false);
    expect(snap().hasTag('drawerOpen')).to.equal(false);
  });

  it('a hover of 149 ms opens nothing; at 150 ms the panel opens (open.hover) and mega.toggle is emitted once', () => {
    const { actor, clock, mega, snap, megaState } = start();
    actor.send(hover(3));
    expect(megaState()).to.equal('pending');
    expect(snap().context.pending).to.deep.equal({ index: 3, kind: 'brand' });
    expect(snap().context.panel).to.equal(null);
    clock.increment(149);
    expect(megaState()).to.equal('pending');
    expect(snap().hasTag('megaOpen')).to.equal(false);
    expect(mega).to.deep.equal([]);
    clock.increment(1);
    expect(megaState()).to.equal('open.hover.resting');
    expect(snap().context.panel).to.deep.equal({ index: 3, kind: 'brand' });
    expect(snap().context.pending).to.equal(null);
    expect(snap().hasTag('megaOpen')).to.equal(true);
    expect(mega).to.deep.equal([opened(3)]);
  });

  it('leaving while the hover delay runs opens nothing', () => {
    const { actor, clock, mega, snap, megaState } = start();
    actor.send(hover(0));
    clock.increment(100);
    actor.send(leave);
    expect(megaState()).to.equal('hidden');
    expect(snap().context.pending).to.equal(null);
    clock.increment(1000);
    expect(megaState()).to.equal('hidden');
    expect(mega).to.deep.equal([]);
  });

  it('hovering another L1 while pending restarts the delay for it; the same L1 again does not restart it', () => {
    const t = start();
    t.actor.send(hover(0));
    t.clock.increment(100);
    t.actor.send(hover(1));
    t.clock.increment(149);
    expect(t.megaState()).to.equal('pending');
    t.clock.increment(1);
    expect(t.panelIndex()).to.equal(1);
    expect(t.mega).to.deep.equal([opened(1)]);

    const u = start();
    u.actor.send(hover(2));
    u.clock.increment(100);
    u.actor.send(hover(2));
    u.clock.increment(50);
    expect(u.megaState()).to.equal('open.hover.resting');
    expect(u.panelIndex()).to.equal(2);
  });

  it('leaving a hover-opened panel closes it after 300 ms, emitting the index that closed', () => {
    const { actor, clock, mega, snap, megaState } = hoverOpened(2);
    actor.send(leave);
    expect(megaState()).to.equal('open.hover.leaving');
    clock.increment(299);
    expect(snap().hasTag('megaOpen')).to.equal(true);
    clock.increment(1);
    expect(megaState()).to.equal('hidden');
    expect(snap().context.panel).to.equal(null);
    expect(snap().hasTag('megaOpen')).to.equal(false);
    expect(mega).to.deep.equal([opened(2), closed(2)]);
  });

  it('coming back to the open L1 (or its panel) 299 ms after leaving keeps it open', () => {
    const { actor, clock, mega, megaState, panelIndex } = hoverOpened(1);
    actor.send(leave);
    clock.increment(299);
    actor.send(hover(1));
    expect(megaState()).to.equal('open.hover.resting');
    clock.increment(5000);
    expect(megaState()).to.equal('open.hover.resting');
    expect(panelIndex()).to.equal(1);
    expect(mega).to.deep.equal([opened(1)]);
  });

  it('a second leave does not restart the close delay', () => {
    const { actor, clock, megaState } = hoverOpened();
    actor.send(leave);
    clock.increment(200);
    actor.send(leave);
    clock.increment(100);
    expect(megaState()).to.equal('hidden');
  });

  it('a click opens at once (open.pinned), and a pinned panel ignores the pointer leaving', () => {
    const { actor, clock, mega, snap, megaState, panelIndex } = start();
    actor.send(toggle(3));
    expect(megaState()).to.equal('open.pinned.resting');
    expect(snap().context.panel).to.deep.equal({ index: 3, kind: 'brand' });
    expect(snap().hasTag('megaOpen')).to.equal(true);
    actor.send(leave);
    clock.increment(10_000);
    expect(megaState()).to.equal('open.pinned.resting');
    expect(panelIndex()).to.equal(3);
    expect(mega).to.deep.equal([opened(3)]);
  });

  it('a click right after a hover-open keeps the panel open (pinned), without a second emit', () => {
    const { actor, clock, mega, megaState, panelIndex } = hoverOpened(0);
    actor.send(toggle(0));
    expect(megaState()).to.equal('open.pinned.resting');
    actor.send(leave);
    clock.increment(10_000);
    expect(panelIndex()).to.equal(0);
    expect(mega).to.deep.equal([opened(0)]);
  });

  it('a click while leaving cancels the close and pins the panel', () => {
    const { actor, clock, megaState } = hoverOpened(0);
    actor.send(leave);
    clock.increment(200);
    actor.send(toggle(0));
    clock.increment(1000);
    expect(megaState()).to.equal('open.pinned.resting');
  });

  it('a click during the hover delay opens that panel pinned at once', () => {
    const { actor, clock, mega, megaState, panelIndex } = start();
    actor.send(hover(0));
    clock.increment(100);
    actor.send(toggle(0));
    expect(megaState()).to.equal('open.pinned.resting');
    clock.increment(1000);
    expect(panelIndex()).to.equal(0);
    expect(mega).to.deep.equal([opened(0)]);
  });

  it('a second click on the pinned L1 closes it', () => {
    const { actor, mega, snap, megaState } = start();
    actor.send(toggle(1));
    actor.send(toggle(1));
    expect(megaState()).to.equal('hidden');
    expect(snap().context).to.deep.include({ panel: null, pending: null });
    expect(mega).to.deep.equal([opened(1), closed(1)]);
    actor.send(toggle(1));
    expect(megaState()).to.equal('open.pinned.resting');
    expect(mega).to.have.length(3);
  });

  it('a click on another L1 switches at once to it (pinned), one panel at a time', () => {
    const { actor, mega, megaState, panelIndex } = hoverOpened(0);
    actor.send(toggle(1));
    expect(megaState()).to.equal('open.pinned.resting');
    expect(panelIndex()).to.equal(1);
    actor.send(toggle(3));
    expect(megaState()).to.equal('open.pinned.resting');
    expect(panelIndex()).to.equal(3);
    expect(mega).to.deep.equal([opened(0), opened(1), opened(3)]);
  });

  it('hovering another L1 while a hover panel is open switches after the hover delay', () => {
    const { actor, clock, mega, snap, megaState, panelIndex } = hoverOpened(0);
    actor.send(hover(1));
    expect(megaState()).to.equal('open.hover.switching');
    expect(snap().context.pending?.index).to.equal(1);
    clock.increment(149);
    expect(panelIndex()).to.equal(0);
    clock.increment(1);
    expect(megaState()).to.equal('open.hover.resting');
    expect(panelIndex()).to.equal(1);
    expect(snap().context.pending).to.equal(null);
    expect(mega).to.deep.equal([opened(0), opened(1)]);
  });

  it('going back to the open L1 before the switch delay ends keeps the open panel', () => {
    const { actor, clock, mega, megaState, panelIndex } = hoverOpened(0);
    actor.send(hover(1));
    clock.increment(100);
    actor.send(hover(0));
    clock.increment(1000);
    expect(megaState()).to.equal('open.hover.resting');
    expect(panelIndex()).to.equal(0);
    expect(mega).to.deep.equal([opened(0)]);
  });

  it('crossing to a third L1 restarts the switch delay for it', () => {
    const { actor, clock, mega, panelIndex } = hoverOpened(0);
    actor.send(hover(1));
    clock.increment(100);
    actor.send(hover(2));
    clock.increment(100);
    expect(panelIndex()).to.equal(0);
    clock.increment(50);
    expect(panelIndex()).to.equal(2);
    expect(mega).to.deep.equal([opened(0), opened(2)]);
  });

  it('hovering the L1 a switch is already waiting for does not restart its delay', () => {
    const { actor, clock, panelIndex } = hoverOpened(0);
    actor.send(hover(1));
    clock.increment(100);
    actor.send(hover(1));
    clock.increment(50);
    expect(panelIndex()).to.equal(1);
  });

  it('leaving during a hover switch cancels it and starts the close delay', () => {
    const { actor, clock, mega, megaState, panelIndex } = hoverOpened(0);
    actor.send(hover(1));
    clock.increment(100);
    actor.send(leave);
    expect(megaState()).to.equal('open.hover.leaving');
    clock.increment(299);
    expect(panelIndex()).to.equal(0);
    clock.increment(1);
    expect(megaState()).to.equal('hidden');
    expect(mega).to.deep.equal([opened(0), closed(0)]);
  });

  it('hovering another L1 during the close delay cancels the close and switches after the hover delay', () => {
    const { actor, clock, mega, megaState, panelIndex } = hoverOpened(0);
    actor.send(leave);
    clock.increment(250);
    actor.send(hover(1));
    clock.increment(149);
    expect(megaState()).to.equal('open.hover.switching');
    clock.increment(1);
    expect(panelIndex()).to.equal(1);
    clock.increment(1000);
    expect(megaState()).to.equal('open.hover.resting');
    expect(mega).to.deep.equal([opened(0), opened(1)]);
  });

  it('a pinned menu switches by hover after the delay and stays pinned; leaving cancels a running switch', () => {
    const { actor, clock, mega, megaState, panelIndex } = start();
    actor.send(toggle(0));
    actor.send(hover(1));
    expect(megaState()).to.equal('open.pinned.switching');
    clock.increment(149);
    expect(panelIndex()).to.equal(0);
    clock.increment(1);
    expect(megaState()).to.equal('open.pinned.resting');
    expect(panelIndex()).to.equal(1);
    actor.send(leave);
    clock.increment(1000);
    expect(panelIndex()).to.equal(1);

    actor.send(hover(2));
    clock.increment(100);
    actor.send(leave);
    expect(megaState()).to.equal('open.pinned.resting');
    clock.increment(1000);
    expect(panelIndex()).to.equal(1);

    actor.send(hover(2));
    clock.increment(100);
    actor.send(hover(1));
    clock.increment(1000);
    expect(panelIndex()).to.equal(1);
    expect(mega).to.deep.equal([opened(0), opened(1)]);
  });

  it('a click on the open L1 while a switch runs pins it and cancels the switch', () => {
    const { actor, clock, megaState, panelIndex } = hoverOpened(0);
    actor.send(hover(1));
    clock.increment(100);
    actor.send(toggle(0));
    clock.increment(1000);
    expect(megaState()).to.equal('open.pinned.resting');
    expect(panelIndex()).to.equal(0);
  });

  it('MENU.CLOSE hides from every state, clearing panel and pending, emitting only when a panel was open', () => {
    const setups: Array<[string, (t: ReturnType<typeof start>) => void, number]> = [
      ['hidden', () => {}, -1],
      ['pending', (t) => t.actor.send(hover(0)), -1],
      ['open.hover.resting', (t) => (t.actor.send(hover(0)), t.clock.increment(150)), 0],
      ['open.hover.leaving', (t) => (t.actor.send(hover(0)), t.clock.increment(150), t.actor.send(leave)), 0],
      ['open.hover.switching', (t) => (t.actor.send(hover(0)), t.clock.increment(150), t.actor.send(hover(1))), 0],
      ['open.pinned.resting', (t) => t.actor.send(toggle(2)), 2],
      ['open.pinned.switching', (t) => (t.actor.send(toggle(2)), t.actor.send(hover(1))), 2],
    ];
    for (const [state, reach, index] of setups) {
      const t = start();
      reach(t);
      expect(t.megaState(), state).to.equal(state);
      const before = t.mega.length;
      t.actor.send(close);
      expect(t.megaState(), state).to.equal('hidden');
      expect(t.snap().context, state).to.deep.include({ panel: null, pending: null });
      t.clock.increment(10_000);
      expect(t.megaState(), `${state}, later`).to.equal('hidden');
      expect(t.mega.slice(before), state).to.deep.equal(index < 0 ? [] : [closed(index)]);
    }
  });
});

describe('navMachine: hamburger drawer', () => {
  it('opens at level 0 and drills 0 -> 1 -> 2 -> 3 keeping the path; ENTER at 3 is ignored', () => {
    const { actor, drawer, snap } = start();
    actor.send({ type: 'DRAWER.OPEN' });
    expect(snap().matches({ drawer: 'open' })).to.equal(true);
    expect(snap().hasTag('drawerOpen')).to.equal(true);
    expect(drawer).to.deep.equal([{ type: 'drawer.toggle', open: true }]);
    expect(snap().context).to.deep.include({ level: 0, path: [] });
    actor.send({ type: 'LEVEL.ENTER' });
    expect(snap().context).to.deep.include({ level: 1, path: [] });
    actor.send({ type: 'LEVEL.ENTER', index: 4 });
    expect(snap().context).to.deep.include({ level: 2, path: [4] });
    actor.send({ type: 'LEVEL.ENTER', index: 0 });
    expect(snap().context).to.deep.include({ level: 3, path: [4, 0] });
    actor.send({ type: 'LEVEL.ENTER', index: 1 });
    expect(snap().context).to.deep.include({ level: 3, path: [4, 0] });
  });

  it('ENTER without a valid index above level 0 is ignored; at level 0 an index is not needed', () => {
    const { actor, snap } = start();
    actor.send({ type: 'DRAWER.OPEN' });
    actor.send({ type: 'LEVEL.ENTER', index: 7 });
    expect(snap().context).to.deep.include({ level: 1, path: [] });
    actor.send({ type: 'LEVEL.ENTER' });
    expect(snap().context).to.deep.include({ level: 1, path: [] });
    actor.send({ type: 'LEVEL.ENTER', index: -1 });
    actor.send({ type: 'LEVEL.ENTER', index: 1.5 });
    expect(snap().context).to.deep.include({ level: 1, path: [] });
    actor.send({ type: 'LEVEL.ENTER', index: 2 });
    actor.send({ type: 'LEVEL.ENTER' });
    expect(snap().context).to.deep.include({ level: 2, path: [2] });
  });

  it('BACK steps down one level from 3, 2 and 1, and is ignored at 0', () => {
    const { actor, snap } = start();
    actor.send({ type: 'DRAWER.OPEN' });
    actor.send({ type: 'LEVEL.ENTER' });
    actor.send({ type: 'LEVEL.ENTER', index: 1 });
    actor.send({ type: 'LEVEL.ENTER', index: 5 });
    actor.send({ type: 'LEVEL.BACK' });
    expect(snap().context).to.deep.include({ level: 2, path: [1] });
    actor.send({ type: 'LEVEL.BACK' });
    expect(snap().context).to.deep.include({ level: 1, path: [] });
    actor.send({ type: 'LEVEL.BACK' });
    expect(snap().context).to.deep.include({ level: 0, path: [] });
    actor.send({ type: 'LEVEL.BACK' });
    expect(snap().context).to.deep.include({ level: 0, path: [] });
    expect(snap().matches({ drawer: 'open' })).to.equal(true);
  });

  it('closing resets the level and clears the stored hierarchy; reopening starts at level 0', () => {
    const { actor, drawer, snap } = start();
    actor.send({ type: 'DRAWER.OPEN' });
    actor.send({ type: 'LEVEL.ENTER' });
    actor.send({ type: 'LEVEL.ENTER', index: 1 });
    actor.send({ type: 'LEVEL.ENTER', index: 2 });
    actor.send({ type: 'DRAWER.CLOSE' });
    expect(snap().matches({ drawer: 'closed' })).to.equal(true);
    expect(snap().hasTag('drawerOpen')).to.equal(false);
    expect(snap().context).to.deep.include({ level: 0, path: [] });
    actor.send({ type: 'DRAWER.OPEN' });
    expect(snap().context).to.deep.include({ level: 0, path: [] });
    expect(drawer.map((e) => e.type === 'drawer.toggle' && e.open)).to.deep.equal([true, false, true]);
  });

  it('levels do not move while closed; a repeated open or close emits nothing', () => {
    const { actor, drawer, snap } = start();
    actor.send({ type: 'DRAWER.CLOSE' });
    actor.send({ type: 'LEVEL.ENTER' });
    actor.send({ type: 'LEVEL.BACK' });
    expect(snap().context).to.deep.include({ level: 0, path: [] });
    actor.send({ type: 'DRAWER.OPEN' });
    actor.send({ type: 'LEVEL.ENTER' });
    actor.send({ type: 'DRAWER.OPEN' });
    expect(snap().context).to.deep.include({ level: 1 });
    actor.send({ type: 'DRAWER.CLOSE' });
    actor.send({ type: 'DRAWER.CLOSE' });
    expect(drawer).to.have.length(2);
  });

  it('no mega panel opens while the drawer is open, by hover or by click', () => {
    const { actor, clock, mega, megaState } = start();
    actor.send({ type: 'DRAWER.OPEN' });
    actor.send(hover(0));
    clock.increment(1000);
    expect(megaState()).to.equal('hidden');
    actor.send(toggle(0));
    expect(megaState()).to.equal('hidden');
    expect(mega).to.deep.equal([]);
    actor.send({ type: 'DRAWER.CLOSE' });
    actor.send(toggle(0));
    expect(megaState()).to.equal('open.pinned.resting');
  });

  it('opening the drawer closes an open mega panel and cancels a pending hover', () => {
    const t = hoverOpened(1);
    t.actor.send({ type: 'DRAWER.OPEN' });
    expect(t.megaState()).to.equal('hidden');
    expect(t.snap().hasTag('megaOpen')).to.equal(false);
    expect(t.mega).to.deep.equal([opened(1), closed(1)]);

    const u = start();
    u.actor.send(hover(0));
    u.clock.increment(100);
    u.actor.send({ type: 'DRAWER.OPEN' });
    u.clock.increment(1000);
    expect(u.megaState()).to.equal('hidden');
    expect(u.snap().context.pending).to.equal(null);
    expect(u.mega).to.deep.equal([]);
  });
});

describe('nav logic', () => {
  it('enterLevel and backLevel', () => {
    expect(enterLevel({ level: 0, path: [] })).to.deep.equal({ level: 1, path: [] });
    expect(enterLevel({ level: 1, path: [] }, 3)).to.deep.equal({ level: 2, path: [3] });
    expect(enterLevel({ level: 1, path: [] })).to.equal(null);
    expect(enterLevel({ level: 2, path: [3] }, 0)).to.deep.equal({ level: 3, path: [3, 0] });
    expect(enterLevel({ level: 3, path: [3, 0] }, 1)).to.equal(null);
    expect(backLevel({ level: 3, path: [3, 0] })).to.deep.equal({ level: 2, path: [3] });
    expect(backLevel({ level: 2, path: [3] })).to.deep.equal({ level: 1, path: [] });
    expect(backLevel({ level: 1, path: [] })).to.deep.equal({ level: 0, path: [] });
    expect(backLevel({ level: 0, path: [] })).to.equal(null);
  });
});
