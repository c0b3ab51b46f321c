/**
 * The header's interactive part, one lazy chunk loaded right after its first paint (use-lazy-actor.ts): the menu and
 * sticky machines with xstate, and the mega menu panels' content (no panel opens before the machine is there). The
 * header's eager code then holds neither; the nested search and cart load xstate for themselves anyway.
 */
export { createActor } from 'xstate';
export { navMachine, stickyMachine } from '../../../machines/nav';
export { MegaPanel } from './MegaPanel';
export { loadFeedbackScript } from './feedback';
