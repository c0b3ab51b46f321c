import { assign, emit, setup, stateIn } from 'xstate';
import { NAV_HOVER_CLOSE_MS, NAV_HOVER_OPEN_MS } from '../../src/core/constants';
import { backLevel, enterLevel } from './nav.logic';
import type { NavContext, NavEmitted, NavEvent } from './nav.types';

/**
 * The header's menus (spec sections 4 and 9), two parallel regions:
 *   mega:   hidden -> pending (after `hoverOpen`) -> open.hover (after `hoverClose` once left) -> hidden; click: open.pinned.
 *   drawer: closed <-> open, drilling through `level` 0-3 (`path` keeps the indices); closing resets both.
 * Mega menu (W3C APG disclosure navigation; the element turns pointer and keys into events):
 * - Hovering an L1 opens its panel after `hoverOpen`; hovering another L1 while a panel is open switches to it after
 *   the same delay (`open.*.switching`), so a pointer crossing the row on its way to the panel does not flash panels.
 *   Coming back to the open L1 (or its panel) cancels a running switch and a running `hoverClose`.
 * - A hover-opened panel closes `hoverClose` after the pointer leaves; a click-opened one (`pinned`) stays until it is
 *   toggled or closed. A hover switch keeps the mode: a pinned menu stays pinned on the new panel.
 * - One panel at a time; `mega.toggle` is emitted when a panel opens, closes (with the index that closed) or switches.
 * - Opening the drawer hides the mega menu, and no mega panel opens while the drawer is open.
 */
type Panel = NonNullable<NavContext['panel']>;

const panelOf = (event: NavEvent): Panel | null =>
  event.type === 'MENU.HOVER' || event.type === 'MENU.TOGGLE' ? { index: event.index, kind: event.kind } : null;

const machineSetup = setup({
  types: {
    context: {} as NavContext,
    events: {} as NavEvent,
    emitted: {} as NavEmitted,
  },
  delays: {
    hoverOpen: NAV_HOVER_OPEN_MS,
    hoverClose: NAV_HOVER_CLOSE_MS,
  },
  guards: {
    isDrawerClosed: stateIn({ drawer: 'closed' }),
    /** The event names the L1 whose panel is open. */
    isOpenPanel: ({ context, event }) => {
      const panel = panelOf(event);
      return panel !== null && panel.index === context.panel?.index;
    },
    /** The event names an L1 other than the open one. */
    isOtherPanel: ({ context, event }) => {
      const panel = panelOf(event);
      return panel !== null && panel.index !== context.panel?.index;
    },
    /** The event names the L1 the hover delay is already running for. */
    isPendingPanel: ({ context, event }) => {
      const panel = panelOf(event);
      return panel !== null && panel.index === context.pending?.index;
    },
    canEnter: ({ context, event }) => event.type === 'LEVEL.ENTER' && enterLevel(context, event.index) !== null,
    canGoBack: ({ context }) => backLevel(context) !== null,
  },
  actions: {
    assignPending: assign({ pending: ({ event }) => panelOf(event) }),
    clearPending: assign({ pending: null }),
    /** The panel named by a click, or the one the hover delay ran for. */
    assignPanel: assign({ panel: ({ context, event }) => panelOf(event) ?? context.pending, pending: null }),
    clearMenu: assign({ panel: null, pending: null }),
    emitMegaOpened: emit(({ context }) => ({ type: 'mega.toggle' as const, open: true, index: context.panel?.index ?? null })),
    emitMegaClosed: emit(({ context }) => ({ type: 'mega.toggle' as const, open: false, index: context.panel?.index ?? null })),
    enterLevel: assign(({ context, event }) =>
      event.type === 'LEVEL.ENTER' ? (enterLevel(context, event.index) ?? {}) : {},
    ),
    backLevel: assign(({ context }) => backLevel(context) ?? {}),
    resetLevel: assign({ level: 0, path: () => [] }),
    emitDrawerOpened: emit({ type: 'drawer.toggle' as const, open: true }),
    emitDrawerClosed: emit({ type: 'drawer.toggle' as const, open: false }),
  },
});

/** While a panel is open, the same hover rules apply in both modes (targets are relative to `hover` / `pinned`). */
const hoverWhileOpen = [
  // Back on the open L1 or its panel: a running switch or close is cancelled.
  { guard: 'isOpenPanel', target: '.resting', actions: 'clearPending' },
  // Still on the L1 the switch delay runs for: the delay keeps running.
  { guard: 'isPendingPanel' },
  // Another L1: (re)start the switch delay for it.
  { target: '.switching', reenter: true, actions: 'assignPending' },
] as const;

/** The delay ran out on another L1: its panel replaces the open one. */
const switchPanel = { target: 'resting', actions: ['assignPanel', 'emitMegaOpened'] } as const;

export const navMachine = machineSetup.createMachine({
  id: 'nav',
  context: { panel: null, pending: null, level: 0, path: [] },
  type: 'parallel',
  states: {
    mega: {
      initial: 'hidden',
      on: {
        'MENU.CLOSE': '.hidden',
        'DRAWER.OPEN': '.hidden',
      },
      states: {
        hidden: {
          entry: 'clearMenu',
          on: {
            'MENU.HOVER': { guard: 'isDrawerClosed', target: 'pending', actions: 'assignPending' },
            'MENU.TOGGLE': { guard: 'isDrawerClosed', target: 'open.pinned', actions: 'assignPanel' },
          },
        },
        pending: {
          after: { hoverOpen: { target: 'open.hover', actions: 'assignPanel' } },
          on: {
            'MENU.HOVER': [
              { guard: 'isPendingPanel' },
              { target: 'pending', reenter: true, actions: 'assignPending' },
            ],
            'MENU.LEAVE': 'hidden',
            'MENU.TOGGLE': { target: 'open.pinned', actions: 'assignPanel' },
          },
        },
        open: {
          tags: ['megaOpen'],
          entry: 'emitMegaOpened',
          exit: 'emitMegaClosed',
          initial: 'hover',
          states: {
            hover: {
              initial: 'resting',
              on: {
                'MENU.HOVER': [...hoverWhileOpen],
                'MENU.TOGGLE': [
                  { guard: 'isOtherPanel', target: 'pinned', actions: ['assignPanel', 'emitMegaOpened'] },
                  // A click right after a hover-open keeps the panel open.
                  { target: 'pinned', actions: 'clearPending' },
                ],
              },
              states: {
                resting: { on: { 'MENU.LEAVE': 'leaving' } },
                switching: {
                  after: { hoverOpen: switchPanel },
                  on: { 'MENU.LEAVE': { target: 'leaving', actions: 'clearPending' } },
                },
                leaving: { after: { hoverClose: '#nav.mega.hidden' } },
              },
            },
            pinned: {
              initial: 'resting',
              on: {
                'MENU.HOVER': [...hoverWhileOpen],
                'MENU.TOGGLE': [
                  { guard: 'isOtherPanel', target: '.resting', actions: ['assignPanel', 'emitMegaOpened'] },
                  { target: '#nav.mega.hidden' },
                ],
              },
              states: {
                resting: {},
                switching: {
                  after: { hoverOpen: switchPanel },
                  on: { 'MENU.LEAVE': { target: 'resting', actions: 'clearPending' } },
                },
              },
            },
          },
        },
      },
    },
    drawer: {
      initial: 'closed',
      states: {
        closed: {
          entry: 'resetLevel',
          on: { 'DRAWER.OPEN': 'open' },
        },
        open: {
          tags: ['drawerOpen'],
          entry: 'emitDrawerOpened',
          exit: 'emitDrawerClosed',
          on: {
            'DRAWER.CLOSE': 'closed',
            'LEVEL.ENTER': { guard: 'canEnter', actions: 'enterLevel' },
            'LEVEL.BACK': { guard: 'canGoBack', actions: 'backLevel' },
          },
        },
      },
    },
  },
});
