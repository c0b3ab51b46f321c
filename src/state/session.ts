import { signal, type ReadonlySignal } from '@preact/signals-core';
import { COOKIES, GUEST_USER_ID } from '../core/constants';
import { getCookie } from '../core/storage';

/**
 * Who is shopping (spec section 6): guest when USERTYPE is `G` or the user id is the guest id `-1002`;
 * registered when USERTYPE is `R` and the activity cookie is present. Anything else (no cookies, a registered
 * user whose activity cookie expired) reads as guest, the safe default.
 */
export type VisitorType = 'guest' | 'registered';

export interface Session {
  visitorType: VisitorType;
  userId: string | null;
  /** Whether the persistent login cookie is present (the cart needs it, spec section 4). */
  hasPersistentLogin: boolean;
}

export function readSession(): Session {
  const userType = getCookie(COOKIES.userType);
  const userId = getCookie(COOKIES.userId);
  const active = getCookie(COOKIES.userActivity) !== null;
  const isGuest = userType === 'G' || userId === GUEST_USER_ID;
  return {
    visitorType: !isGuest && userType === 'R' && active ? 'registered' : 'guest',
    userId: userId && userId !== GUEST_USER_ID ? userId : null,
    // Present but empty (`WC_PERSISTENT=`) is absent: the cart is not fetched (spec sections 4 and 6).
    hasPersistentLogin: Boolean(getCookie(COOKIES.persistentLogin)),
  };
}

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
