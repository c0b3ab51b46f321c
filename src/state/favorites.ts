import { createActor, waitFor, type Actor } from 'xstate';
import { favoritesMachine } from '../../machines/favorites';
import type { ApiSettings } from '../core/api';
import { guestIdentity } from '../core/api/identity';
import type { FavoritesService } from '../core/api/profile';
import { emitEvent } from '../core/events';
import { accountSignedOut, openAccountFlyout } from './account';
import { session } from './session';

/**
 * The shopper's favorites for the whole page (issue 11): one `favoritesMachine`, created when the first
 * `<sg-account>` loads this module (after its first paint) or the package's `toggleFavorite` is called. It follows the
 * page's session (sign-in merges the guest map, then reads the account's), fires `sg-favorite-change` on the
 * document for every change, answers `sg-toggle-favorite` on the document, and opens the sign-in flyout when a guest
 * toggles without `guest-favorites`. Settings come from the first element that configures it.
 */
export interface FavoritesSettings {
  api?: ApiSettings;
  guestFavorites?: boolean;
  service?: FavoritesService;
}

let actor: Actor<typeof favoritesMachine> | null = null;
let configured = false;
let stop: (() => void) | null = null;

const signedInNow = () => session.peek().visitorType === 'registered';

function favoritesActor(): Actor<typeof favoritesMachine> {
  if (actor) return actor;
  const created = createActor(favoritesMachine, { input: { signedIn: signedInNow() } });
  actor = created;
  const subscriptions = [
    created.on('favoriteChange', ({ productId, skuId, favorite, signedIn }) =>
      emitEvent(document, 'sg-favorite-change', { productId, skuId, favorite, signedIn }),
    ),
    created.on('signInRequested', () => void openAccountFlyout(undefined, 'sign-in')),
    created.on('sessionEnded', () => {
      guestIdentity({ base: created.getSnapshot().context.api.base }).then(accountSignedOut, accountSignedOut);
    }),
  ];
  created.start();
  let wasSignedIn = signedInNow();
  const stopSession = session.subscribe((current) => {
    const now = current.visitorType === 'registered';
    if (now === wasSignedIn) return;
    wasSignedIn = now;
    created.send({ type: now ? 'SESSION.SIGN_IN' : 'SESSION.SIGN_OUT' });
  });
  stop = () => {
    subscriptions.forEach((s) => s.unsubscribe());
    stopSession();
    created.stop();
  };
  return created;
}

/** The first caller's settings count (`guest-favorites`, `favorites-service`, `api-base` of the first `<sg-account>`). */
export function configureFavorites(settings: FavoritesSettings): void {
  const running = favoritesActor();
  if (configured) return;
  configured = true;
  if (settings.api) running.send({ type: 'API.CHANGE', api: settings.api });
  running.send({ type: 'CONFIG.CHANGE', guestFavorites: settings.guestFavorites, service: settings.service });
}

const validId = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0 && value.length <= 64;

/**
 * Adds or removes a favorite; resolves with the new state (true = a favorite), after the request for a signed-in
 * shopper (a failed one is rolled back). A guest without `guest-favorites` gets the sign-in flyout and `false`.
 */
export async function toggleFavorite(item: { productId: string; skuId?: string | null }): Promise<boolean> {
  if (!item || !validId(item.productId)) return false;
  const running = favoritesActor();
  await waitFor(running, (s) => !s.hasTag('busy'));
  running.send({ type: 'FAVORITE.TOGGLE', productId: item.productId, skuId: validId(item.skuId) ? item.skuId : null });
  await waitFor(running, (s) => !s.hasTag('busy'));
  return isFavorite(item.productId);
}

/** Whether `productId` is one of the shopper's favorites (as shown now). */
export function isFavorite(productId: string): boolean {
  if (!validId(productId)) return false;
  return Object.hasOwn(favoritesActor().getSnapshot().context.favorites, productId);
}

/**
 * Calls `listener` whenever the favorites shown change: a toggle here or elsewhere, a merge, the account's list read
 * after a sign-in or on first use (which `sg-favorite-change` does not announce). Returns the unsubscribe.
 */
export function onFavoritesChange(listener: () => void): () => void {
  const running = favoritesActor();
  let last = running.getSnapshot().context.favorites;
  const subscription = running.subscribe((snapshot) => {
    if (snapshot.context.favorites === last) return;
    last = snapshot.context.favorites;
    listener();
  });
  return () => subscription.unsubscribe();
}

// Without imports: `document.dispatchEvent(new CustomEvent('sg-toggle-favorite', { detail: { productId, skuId } }))`.
// Page-level, installed once when this module loads.
if (typeof document !== 'undefined') {
  document.addEventListener('sg-toggle-favorite', (event) => {
    const detail = (event as CustomEvent<{ productId?: unknown; skuId?: unknown }>).detail;
    if (detail && typeof detail.productId === 'string') {
      void toggleFavorite({ productId: detail.productId, skuId: typeof detail.skuId === 'string' ? detail.skuId : null });
    }
  });
}

/** For tests: stop the page's favorites actor and its listeners. */
export function resetFavoritesForTests(): void {
  stop?.();
  stop = null;
  actor = null;
  configured = false;
}
