import { assign, emit, setup } from 'xstate';
import { SCROLL_THROTTLE_MS } from '../../src/core/constants';
import { nextStuck } from './sticky.logic';
import type { StickyContext, StickyEmitted, StickyEvent, StickyInput } from './sticky.types';

/**
 * The sticky header (spec sections 4 and 9), two parallel regions:
 *   scroll:   idle -> throttling (a SCROLL is checked at once) -> throttling again if a SCROLL came meanwhile | idle.
 *   position: released <-> stuck, following `nextStuck` for the last checked y while enabled; released while disabled.
 * Throttle: a check at most every `scrollThrottle` (200 ms), leading and trailing: the first SCROLL of a quiet period
 * is checked at once, the last one seen during the window when the window ends, which starts a new window.
 * `sticky.change` is emitted only when `stuck` changes.
 */
const machineSetup = setup({
  types: {
    context: {} as StickyContext,
    events: {} as StickyEvent,
    input: {} as StickyInput,
    emitted: {} as StickyEmitted,
  },
  delays: {
    scrollThrottle: SCROLL_THROTTLE_MS,
  },
  guards: {
    hasPendingScroll: ({ context }) => context.pendingY !== null,
    shouldStick: ({ context }) => context.enabled && context.lastY !== null && nextStuck(false, context.lastY),
    shouldRelease: ({ context }) => !context.enabled || (context.lastY !== null && !nextStuck(true, context.lastY)),
  },
  actions: {
    /** Leading edge: this position is the one checked. */
    checkScroll: assign({ lastY: ({ event }) => (event.type === 'SCROLL' ? event.y : null), pendingY: null }),
    /** Inside a window: kept for the trailing check. */
    holdScroll: assign({ pendingY: ({ context, event }) => (event.type === 'SCROLL' ? event.y : context.pendingY) }),
    /** Trailing edge: the last position seen in the window is the one checked. */
    checkPendingScroll: assign({ lastY: ({ context }) => context.pendingY, pendingY: null }),
    assignEnabled: assign({ enabled: ({ context, event }) => (event.type === 'STICKY.SET' ? event.enabled : context.enabled) }),
    stick: assign({ stuck: true }),
    release: assign({ stuck: false }),
    emitChange: emit(({ context }) => ({ type: 'sticky.change' as const, stuck: context.stuck })),
  },
});

export const stickyMachine = machineSetup.createMachine({
  id: 'sticky',
  context: ({ input }) => ({
    stuck: false,
    enabled: input?.enabled ?? true,
    lastY: null,
    pendingY: null,
  }),
  type: 'parallel',
  on: {
    'STICKY.SET': { actions: 'assignEnabled' },
  },
  states: {
    scroll: {
      initial: 'idle',
      states: {
        idle: {
          on: { SCROLL: { target: 'throttling', actions: 'checkScroll' } },
        },
        throttling: {
          on: { SCROLL: { actions: 'holdScroll' } },
          after: {
            scrollThrottle: [
              { guard: 'hasPendingScroll', target: 'throttling', reenter: true, actions: 'checkPendingScroll' },
              { target: 'idle' },
            ],
          },
        },
      },
    },
    // Follows the context after every step: a check (new `lastY`) or STICKY.SET.
    position: {
      initial: 'released',
      states: {
        released: {
          always: { guard: 'shouldStick', target: 'stuck', actions: ['stick', 'emitChange'] },
        },
        stuck: {
          tags: ['stuck'],
          always: { guard: 'shouldRelease', target: 'released', actions: ['release', 'emitChange'] },
        },
      },
    },
  },
});
