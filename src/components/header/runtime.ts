/**
 * The header's interactive part, one lazy chunk loaded right after its first paint (use-lazy-actor.ts): the menu and
 * sticky machines with xstate, the mega menu panels' content and the page's open-flyout state (no panel opens before
 * the machine is there). The
 * header's eager code then holds neither; the nested search and cart load xstate for themselves anyway.
 */
export { createActor } from 'xstate';
export { navMachine, stickyMachine } from '../../../machines/nav';
export { MegaPanel } from './MegaPanel';
export { loadFeedbackScript } from './feedback';
export * as flyouts from '../../state/ui';
export { session } from '../../state/session';
// The nested elements' `exportparts` (set once this chunk is here; a part mapping applies whenever it is set).
export { exportParts } from './nested';
