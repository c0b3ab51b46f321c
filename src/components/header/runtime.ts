/**
 * The header's interactive part, one lazy chunk loaded right after its first paint (use-lazy-actor.ts): the menu and
 * sticky machines with xstate, the mega menu panels' content, the page's open-flyout and session signals, the feedback
 * loader and the nested elements' part names. No panel opens before the machine is here, so none of it is needed for
 * the first paint; the nested search and cart load xstate for themselves anyway.
 */
export { createActor } from 'xstate';
export { navMachine, stickyMachine } from '../../../machines/header';
export { MegaPanel } from './MegaPanel';
export { loadFeedbackScript } from './feedback';
export * as flyouts from '../../state/ui';
export { session } from '../../state/session';
export { accountsOnPage, hostedAccountButton, noteAccountIntent, setHostedAccountFocus } from '../../state/account-button';
// The nested elements' `exportparts` (set once this chunk is here; a part mapping applies whenever it is set).
export { exportParts } from './nested';
export { watchMyStore, wordMyStore } from './my-store';
export { padDocumentTop, prefetchMenuWhenIdle, visibleControl, watchLayoutSwitch } from './layout';
// The delivery ZIP control's host: it follows the page's ZIP and loads the popup on intent (delivery-zip-host.tsx).
export { DeliveryZipHost } from './delivery-zip-host';
