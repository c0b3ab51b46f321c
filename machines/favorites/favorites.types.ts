import type { ApiSettings } from '../../src/core/api';
import type { FavoritesMap, FavoritesService } from '../../src/core/api/profile';
import type { AccountText } from '../account/account.types';

export interface FavoritesContext {
  api: ApiSettings;
  service: FavoritesService;
  /** `guest-favorites`: guests keep favorites locally; without it a guest's toggle asks to sign in. */
  guestFavorites: boolean;
  signedIn: boolean;
  /** The shopper's favorites as shown: the guest map, or the account's. */
  favorites: FavoritesMap;
  /** Merge attempts made for the current sign-in (2 at most). */
  mergeAttempts: number;
  /** The guest map being merged (sent as is on each attempt). */
  merging: FavoritesMap;
  /** A toggle waiting for its request (signed in). */
  pending: { productId: string; skuId: string | null; favorite: boolean; before: FavoritesMap } | null;
  /** A failed request's message (a key, or the server's text); no view shows it today. */
  error: AccountText | null;
  now: () => number;
}

export interface FavoritesInput {
  api?: ApiSettings;
  service?: FavoritesService;
  guestFavorites?: boolean;
  signedIn?: boolean;
  now?: () => number;
}

export type FavoritesEvent =
  | { type: 'FAVORITE.TOGGLE'; productId: string; skuId?: string | null }
  /** The shopper signed in: merge the guest map (if any), then read the account's favorites. */
  | { type: 'SESSION.SIGN_IN' }
  | { type: 'SESSION.SIGN_OUT' }
  | { type: 'API.CHANGE'; api: ApiSettings }
  | { type: 'CONFIG.CHANGE'; guestFavorites?: boolean; service?: FavoritesService };

export type FavoritesEmitted =
  | { type: 'favoriteChange'; productId: string; skuId: string | null; favorite: boolean; signedIn: boolean }
  /** A guest toggled without `guest-favorites`: the element opens the sign-in flyout. */
  | { type: 'signInRequested'; productId: string; skuId: string | null }
  /** The merge is over (merged or given up); the local map is gone. */
  | { type: 'mergeComplete'; merged: boolean; attempts: number }
  | { type: 'sessionEnded' };

export type MergeFavoritesInput = { favorites: FavoritesMap; service: FavoritesService; api: ApiSettings };
export type FetchFavoritesInput = { service: FavoritesService; api: ApiSettings };
export type SaveFavoriteInput = { productId: string; skuId: string | null; favorite: boolean; addedAt: number; service: FavoritesService; api: ApiSettings };
