import { signal, type ReadonlySignal } from '@preact/signals-core';
import { readSession, type Session } from '../core/session';

export { readSession } from '../core/session';
export type { Session, VisitorType } from '../core/session';

const current = signal<Session>(readSession());

/** The page's session, shared by every element on the page. */
export const session: ReadonlySignal<Session> = current;

/** Re-reads the cookies (after sign-in or sign-out, or when the tab comes back); a new object only on change. */
export function refreshSession(): void {
  const next = readSession();
  const prev = current.peek();
  if (
    next.visitorType !== prev.visitorType ||
    next.userId !== prev.userId ||
    next.hasPersistentLogin !== prev.hasPersistentLogin
  ) {
    current.value = next;
  }
}

// Another tab may sign in or out: look again when this one becomes visible. Page-level, installed once.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refreshSession();
  });
}
