import { COOKIES, GUEST_USER_ID } from './constants';
import { getCookie } from './storage';

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
