import { CHAT_POPUP } from '../../core/constants';
import { emitThenNavigate } from '../../core/navigation';
import type { SgHost } from '../shared/host';
import { HEADER_URLS } from './header.anatomy';

/**
 * The header's buttons and their default actions (api-contract.md, "Events the header adds"): each fires its
 * cancelable `sg-*` event first; a listener that calls preventDefault() takes over (an SPA route, a flyout).
 */

export type VisitorType = 'guest' | 'registered';

export function openStore(host: SgHost | undefined, url: string | null): void {
  const target = url ?? '/stores';
  emitThenNavigate(host, 'sg-store-open', { url: target }, target);
}

export function openAccount(host: SgHost | undefined, visitorType: VisitorType): void {
  const registered = visitorType === 'registered';
  const detail = {
    screen: registered ? 'menu' : 'sign-in',
    url: registered ? HEADER_URLS.myAccount : HEADER_URLS.signIn,
    visitorType,
  };
  emitThenNavigate(host, 'sg-account-open', detail, detail.url);
}

/** The chat popup: 500x500, no opener, no referrer. A blocked popup is nothing to report (window.open returns null). */
export function openChat(host: SgHost | undefined, url: string): void {
  if (host && !host.emit('sg-chat-open', { url }, { cancelable: true })) return;
  openPopup(url, 'sg-chat');
}

/** A 500x500 popup window named `name` (the chat's size, spec section 2), without opener or referrer. */
export function openPopup(url: string, name: string): void {
  try {
    window.open(url, name, `popup,width=${CHAT_POPUP.width},height=${CHAT_POPUP.height},noopener,noreferrer`);
  } catch {
    // A browser or extension that throws instead of returning null: the window simply does not open.
  }
}

/** Moves focus to the page's main content (the skip link's target), making it focusable when it is not. */
export function skipTo(doc: Document, id: string): boolean {
  const target = doc.getElementById(id);
  if (!target) return false;
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.setAttribute('tabindex', '-1');
  target.focus();
  target.scrollIntoView?.({ block: 'start' });
  return true;
}
