import { accountSignedOut, closeAccountFlyout, openAccountFlyout, type AccountFlyoutScreen } from '../../state/account';
import { ACCOUNT_STORAGE_KEYS } from '../../core/account-constants';
import { loadChunk } from '../../core/lazy';
import { session as sessionStore } from '../../core/storage';
import { session } from '../../state/session';
import type { SgHost } from '../shared/host';
import type { FavoritesSettings } from '../../state/favorites';

/** The screens `show(screen)` accepts (kebab case, as in the public contract). */
export type AccountScreenName = 'sign-in' | 'create-account' | 'one-time-code' | 'forgot-password';
export const ACCOUNT_SCREENS: readonly AccountScreenName[] = ['sign-in', 'create-account', 'one-time-code', 'forgot-password'];

export const isAccountScreen = (value: unknown): value is AccountScreenName =>
  typeof value === 'string' && (ACCOUNT_SCREENS as readonly string[]).includes(value);

/**
 * Opens `host`'s flyout after its cancelable `sg-account-open` (`{ screen }`: the screen asked for, or `menu` for a
 * signed-in shopper); a listener that calls preventDefault() takes over. A guest screen asked of a signed-in shopper
 * shows the menu.
 */
export function openAccount(host: SgHost, screen?: AccountScreenName | null): boolean {
  const signedIn = session.peek().visitorType === 'registered';
  const shown: AccountFlyoutScreen = signedIn ? 'menu' : (screen ?? 'sign-in');
  if (!host.emit('sg-account-open', { screen: shown }, { cancelable: true })) return false;
  return openAccountFlyout(host, shown);
}

export function closeAccount(): void {
  closeAccountFlyout();
}

// The identity calls load with the flyout's chunk, not with the button.
const importIdentity = () => import('../../core/api/identity');

/**
 * `signOut()`: `POST /identity/logout`, then a guest identity; the page forgets the shopper and `sg-sign-out` fires.
 * Resolves false when nobody was signed in or the logout failed (the shopper stays signed in).
 */
export async function signOutAccount(host: SgHost, apiBase?: string): Promise<boolean> {
  const current = session.peek();
  if (current.visitorType !== 'registered') return false;
  const { logout, guestIdentity } = await loadChunk(importIdentity);
  try {
    await logout({ base: apiBase });
  } catch {
    return false;
  }
  try {
    await guestIdentity({ base: apiBase });
  } catch {
    // The logout removed the session cookies: the shopper is signed out even without a guest identity.
  }
  accountSignedOut();
  host.emit('sg-sign-out', { userId: current.userId ?? '' });
  return true;
}

type FavoritesModule = typeof import('../../state/favorites');
let favorites: FavoritesModule | null = null;
const importFavorites = () => import('../../state/favorites');

/** Loads the page's favorites (the first `<sg-account>` after its first paint, or the first package call). */
export async function loadFavorites(): Promise<FavoritesModule> {
  favorites ??= await loadChunk(importFavorites);
  return favorites;
}

/**
 * The package's `toggleFavorite({ productId, skuId? })`: resolves with the new state. A guest without
 * `guest-favorites` gets the sign-in flyout (and `false`).
 */
export async function toggleFavorite(item: { productId: string; skuId?: string | null }, settings?: FavoritesSettings): Promise<boolean> {
  const module = await loadFavorites();
  // An element's call brings its own settings: called before its first paint (when it configures the page's
  // favorites), the favorites would otherwise start with the defaults (no guest favorites: the sign-in flyout).
  if (settings) module.configureFavorites(settings);
  return module.toggleFavorite(item);
}

/** The package's `isFavorite(productId)`: false until the page's favorites have loaded (right after the first paint). */
export function isFavorite(productId: string): boolean {
  return favorites?.isFavorite(productId) ?? false;
}

/**
 * The package's `openAccount(screen?, { returnTo? })`: opens the first `<sg-account>`'s flyout (false when there is
 * none). `returnTo: 'cart'` reopens the cart drawer after the sign-in (sessionStorage `sg_sign_in_return`).
 */
export function openAccountFlyoutFor(screen?: AccountScreenName | null, options: { returnTo?: 'cart' | 'account' } = {}): boolean {
  // Storage disabled: the sign-in still works, the shopper just stays in the account menu.
  if (options.returnTo === 'cart' || options.returnTo === 'account') sessionStore.set(ACCOUNT_STORAGE_KEYS.signInReturn, options.returnTo);
  const signedIn = session.peek().visitorType === 'registered';
  return openAccountFlyout(undefined, signedIn ? 'menu' : (isAccountScreen(screen) ? screen : 'sign-in'));
}
