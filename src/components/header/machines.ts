/**
 * The header's machines and xstate, one lazy chunk loaded right after the header's first paint (use-lazy-actor.ts):
 * the header's eager code then holds no xstate. The nested search and cart load xstate for themselves anyway.
 */
export { createActor } from 'xstate';
export { navMachine, stickyMachine } from '../../../machines/nav';
