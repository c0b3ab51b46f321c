import { assign, emit, setup } from 'xstate';
import { HELP_SLOW_MS } from '../../src/core/constants';
import type { HelpContext, HelpEmitted, HelpEvent, HelpInput } from './help.types';

/**
 * The floating help panel (spec section 1: floating feedback and web chat buttons, the chatbot container):
 *   closed -> open.loading -> open.ready (the frame loaded) | open.slow (`slowAfter`, 15 s, without a load) -> ready.
 * HELP.OPEN of the other page while open switches to it (loading again); of the same page it does nothing.
 */
const machineSetup = setup({
  types: {
    context: {} as HelpContext,
    events: {} as HelpEvent,
    input: {} as HelpInput,
    emitted: {} as HelpEmitted,
  },
  delays: {
    slowAfter: ({ context }) => context.slowAfterMs,
  },
  guards: {
    isOtherPage: ({ context, event }) => event.type === 'HELP.OPEN' && (context.page?.panel !== event.panel || context.page.url !== event.url),
  },
  actions: {
    assignPage: assign({
      page: ({ context, event }) => (event.type === 'HELP.OPEN' ? { panel: event.panel, url: event.url, title: event.title } : context.page),
    }),
    clearPage: assign({ page: null }),
    emitOpened: emit(({ context }) => ({ type: 'opened' as const, page: context.page! })),
    emitClosed: emit(({ context }) => ({ type: 'closed' as const, page: context.page! })),
  },
});

export const helpMachine = machineSetup.createMachine({
  id: 'help',
  context: ({ input }) => ({ page: null, slowAfterMs: input?.slowAfterMs ?? HELP_SLOW_MS }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'HELP.OPEN': { target: 'open', actions: ['assignPage', 'emitOpened'] } },
    },
    open: {
      tags: ['open'],
      initial: 'loading',
      on: {
        'HELP.OPEN': { guard: 'isOtherPage', target: '.loading', reenter: true, actions: ['assignPage', 'emitOpened'] },
        'HELP.CLOSE': { target: 'closed', actions: ['emitClosed', 'clearPage'] },
      },
      states: {
        loading: {
          tags: ['loading'],
          after: { slowAfter: 'slow' },
          on: { 'FRAME.LOADED': 'ready' },
        },
        slow: {
          tags: ['slow'],
          on: { 'FRAME.LOADED': 'ready' },
        },
        ready: { tags: ['ready'] },
      },
    },
  },
});
