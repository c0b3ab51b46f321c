import { computed, type ReadonlySignal } from '@preact/signals-core';
import { ACCOUNT_STORAGE_KEYS } from '../core/account-constants';
import { local, session as sessionStore } from '../core/storage';
import { openCartDrawer } from './cart-drawer';
import { forgetFirstName, setFirstName } from './profile';
import { refreshSession } from './session';
import { setAccountsOnPage } from './account-button';
import { createFlyout } from './flyout';

/**
 * The shopper's account for the whole page (issue 11): what happens after a sign-in or a sign-out (the session
 * cookies are re-read, so the header, the cart and every `<sg-account>` agree; a sign-out forgets what was kept about
 * the shopper), and which `<sg-account>` shows its flyout (one at a time; a header's account button opens the first
 * one in document order; another flyout opening closes it).
 */

/** A screen of `show(screen)` (kebab case, as in the public contract), or the signed-in menu. */
export type AccountFlyoutScreen = 'sign-in' | 'create-account' | 'one-time-code' | 'forgot-password' | 'menu';

export interface AccountFlyout {
  owner: object;
  /** The screen asked for (null: the natural one, sign-in for guests, the menu when signed in). */
  screen: AccountFlyoutScreen | null;
}

/** Someone signed in (password, code, new account, reset): the page's session and the greeting follow at once. */
export function accountSignedIn(user: { userId: string; firstName: string }): void {
  setFirstName(user.userId, user.firstName);
  refreshSession();
}

/**
 * Signed out (or the session ended): everything kept about the shopper goes (the rewards cache, the known first
 * name), then the session is re-read (guest cookies).
 */
export function accountSignedOut(): void {
  local.remove(ACCOUNT_STORAGE_KEYS.rewardsCache);
  forgetFirstName();
  refreshSession();
}

/**
 * sessionStorage `sg_sign_in_return` (`cart` | `account`): where the shopper goes back to after a sign-in, also across
 * a navigation (the cart drawer's guest "Sign in" link sets it). Used once: read and removed here. `cart` reopens the
 * cart drawer (and closes the account flyout); `account` leaves the account menu shown. Null when nothing was asked.
 */
export function followSignInReturn(): 'cart' | 'account' | null {
  const value = sessionStore.get(ACCOUNT_STORAGE_KEYS.signInReturn);
  if (value === null) return null;
  sessionStore.remove(ACCOUNT_STORAGE_KEYS.signInReturn);
  if (value === 'cart') {
    closeAccountFlyout();
    openCartDrawer();
    return 'cart';
  }
  return value === 'account' ? 'account' : null;
}

/** A page loaded signed in with a return asked before a navigation: the cart drawer or the account menu opens. */
export function resumeSignInReturn(owner: object): void {
  const value = sessionStore.get(ACCOUNT_STORAGE_KEYS.signInReturn);
  if (value === 'account') {
    sessionStore.remove(ACCOUNT_STORAGE_KEYS.signInReturn);
    openAccountFlyout(owner, 'menu');
  } else if (value === 'cart') {
    followSignInReturn();
  } else if (value !== null) {
    sessionStore.remove(ACCOUNT_STORAGE_KEYS.signInReturn);
  }
}

/**
 * The create-account toast across a navigation (sessionStorage `sg_account_toast`: the new shopper's first name, as
 * JSON `{"firstName":"Pat"}`), so the next page words it in its own locale.
 */
export function carryAccountToast(firstName: string): void {
  sessionStore.set(ACCOUNT_STORAGE_KEYS.accountToast, JSON.stringify({ firstName }));
}

/** The toast carried across a navigation, once (removed when read); null when there is none or it is unreadable. */
export function takeAccountToast(): { firstName: string } | null {
  const stored = sessionStore.get(ACCOUNT_STORAGE_KEYS.accountToast);
  if (stored === null) return null;
  sessionStore.remove(ACCOUNT_STORAGE_KEYS.accountToast);
  try {
    const value: unknown = JSON.parse(stored);
    const firstName = value && typeof value === 'object' ? (value as { firstName?: unknown }).firstName : undefined;
    return typeof firstName === 'string' ? { firstName } : null;
  } catch {
    return null;
  }
}

// Closed without a sign-in (or another flyout opened): the return asked for (the cart drawer's link) is dropped, not
// kept for a later one.
const flyout = createFlyout<AccountFlyoutScreen | null>('account', {
  onClose: () => sessionStore.remove(ACCOUNT_STORAGE_KEYS.signInReturn),
});
// The header reads the list without loading this module (state/account-button.ts).
flyout.owners.subscribe(setAccountsOnPage);

/** The `<sg-account>` whose flyout is open (and the screen asked for), or null. */
export const accountFlyout: ReadonlySignal<AccountFlyout | null> = computed(() => {
  const opened = flyout.opened.value;
  return opened?.owner ? { owner: opened.owner, screen: opened.detail } : null;
});

export function registerAccount(owner: object): () => void {
  return flyout.register(owner);
}

/** Whether `target` is a registered `<sg-account>` (its own `sg-account-open` is not a request to open another). */
export function isAccountOwner(target: unknown): boolean {
  return target !== null && typeof target === 'object' && flyout.owners.peek().includes(target);
}

/** Opens `owner`'s flyout (or the first `<sg-account>`'s in document order); false when none is on the page. */
export function openAccountFlyout(owner?: object, screen: AccountFlyoutScreen | null = null): boolean {
  return flyout.open(owner, screen);
}

export function closeAccountFlyout(): void {
  flyout.close();
}

/** For tests: no flyout open. */
export function resetAccountForTests(): void {
  closeAccountFlyout();
  forgetFirstName();
}
