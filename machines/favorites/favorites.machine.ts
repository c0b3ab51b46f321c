import { assign, emit, fromPromise, setup } from 'xstate';
import { isAbortError } from '../../src/core/api';
import { fetchFavorites, postFavorites, removeFavorite, type FavoritesMap } from '../../src/core/api/profile';
import { ACCOUNT_STORAGE_KEYS } from '../../src/core/account-constants';
import { FAVORITES_MERGE_RETRY_MS } from '../../src/core/constants';
import { local } from '../../src/core/storage';
import { accountFailure } from '../account/account.logic';
import { isAuthFailure, isMapEmpty, readGuestMap, shouldRetryMerge, toggleInMap } from './favorites.logic';
import type {
  FavoritesContext,
  FavoritesEmitted,
  FavoritesEvent,
  FavoritesInput,
  FetchFavoritesInput,
  MergeFavoritesInput,
  SaveFavoriteInput,
} from './favorites.types';

/**
 * Favorites (spec sections 4, 6, 7; issue 11; api-contract.md "Favorites"):
 *   guest -> (sign in) merging.(attempt -> waiting -> attempt) -> signedIn.(loading -> ready <-> saving) -> guest.
 * A guest's favorites live in localStorage `sg_guest_favorites` (only with `guest-favorites`; without it a toggle
 * emits `signInRequested`). On sign-in the map is merged: one retry after `mergeRetry` (1 s), 2 attempts at most,
 * 401/403 never retried; after the attempts the local map is removed and the account's favorites are read again.
 */

const readStoredMap = (): FavoritesMap => readGuestMap(local.getJSON(ACCOUNT_STORAGE_KEYS.guestFavorites, (v): v is unknown => v !== null));

type DoneOrError = { type: string; output?: unknown; error?: unknown };

const machineSetup = setup({
  types: {
    context: {} as FavoritesContext,
    events: {} as FavoritesEvent,
    input: {} as FavoritesInput,
    emitted: {} as FavoritesEmitted,
  },
  actors: {
    mergeFavorites: fromPromise<void, MergeFavoritesInput>(({ input, signal }) =>
      postFavorites(input.favorites, { signal, base: input.api.base, service: input.service }),
    ),
    fetchFavorites: fromPromise<FavoritesMap, FetchFavoritesInput>(({ input, signal }) =>
      fetchFavorites({ signal, base: input.api.base, service: input.service }),
    ),
    saveFavorite: fromPromise<void, SaveFavoriteInput>(({ input, signal }) =>
      input.favorite
        ? postFavorites({ [input.productId]: { skuId: input.skuId, addedAt: input.addedAt } }, { signal, base: input.api.base, service: input.service })
        : removeFavorite(input.productId, { signal, base: input.api.base, service: input.service }),
    ),
  },
  delays: {
    mergeRetry: FAVORITES_MERGE_RETRY_MS,
  },
  guards: {
    hasGuestMap: ({ context }) => context.guestFavorites && !isMapEmpty(readStoredMap()),
    guestFavoritesOn: ({ context }) => context.guestFavorites,
    startsSignedIn: ({ context }) => context.signedIn,
    isAbort: ({ event }) => isAbortError((event as DoneOrError).error),
    isAuthFailure: ({ event }) => isAuthFailure((event as DoneOrError).error),
    shouldRetry: ({ context, event }) => shouldRetryMerge((event as DoneOrError).error, context.mergeAttempts),
  },
  actions: {
    loadGuestMap: assign(({ context }) => ({ favorites: context.guestFavorites ? readStoredMap() : {}, signedIn: false, pending: null })),
    toggleGuest: assign(({ context, event }) => {
      if (event.type !== 'FAVORITE.TOGGLE') return {};
      const { map } = toggleInMap(context.favorites, event.productId, event.skuId ?? null, context.now());
      // Storage full or disabled: the favorite still shows for this page.
      local.setJSON(ACCOUNT_STORAGE_KEYS.guestFavorites, map);
      return { favorites: map };
    }),
    emitToggled: emit(({ context, event }) => {
      const productId = event.type === 'FAVORITE.TOGGLE' ? event.productId : '';
      return {
        type: 'favoriteChange' as const,
        productId,
        skuId: event.type === 'FAVORITE.TOGGLE' ? (event.skuId ?? null) : null,
        favorite: Object.hasOwn(context.favorites, productId),
        signedIn: context.signedIn,
      };
    }),
    emitSignInRequested: emit(({ event }) => ({
      type: 'signInRequested' as const,
      productId: event.type === 'FAVORITE.TOGGLE' ? event.productId : '',
      skuId: event.type === 'FAVORITE.TOGGLE' ? (event.skuId ?? null) : null,
    })),
    startMerge: assign({ merging: () => readStoredMap(), mergeAttempts: 0, signedIn: true }),
    countAttempt: assign({ mergeAttempts: ({ context }) => context.mergeAttempts + 1 }),
    removeGuestMap: assign(() => {
      local.remove(ACCOUNT_STORAGE_KEYS.guestFavorites);
      return { merging: {} };
    }),
    emitMergeComplete: emit(({ context }, params: { merged: boolean }) => ({
      type: 'mergeComplete' as const,
      merged: params.merged,
      attempts: context.mergeAttempts,
    })),
    emitSessionEnded: emit({ type: 'sessionEnded' as const }),
    assignFavorites: assign({ favorites: ({ event }) => (event as DoneOrError).output as FavoritesMap, error: null }),
    startToggle: assign(({ context, event }) => {
      if (event.type !== 'FAVORITE.TOGGLE') return {};
      const skuId = event.skuId ?? null;
      const { map, favorite } = toggleInMap(context.favorites, event.productId, skuId, context.now());
      return { favorites: map, pending: { productId: event.productId, skuId, favorite, before: context.favorites }, error: null };
    }),
    revertToggle: assign(({ context, event }) => ({
      favorites: context.pending?.before ?? context.favorites,
      error: accountFailure((event as DoneOrError).error, 'profile')?.message ?? null,
    })),
    emitReverted: emit(({ context }) => ({
      type: 'favoriteChange' as const,
      productId: context.pending?.productId ?? '',
      skuId: context.pending?.skuId ?? null,
      favorite: !context.pending?.favorite,
      signedIn: true,
    })),
    clearPending: assign({ pending: null }),
  },
});

export const favoritesMachine = machineSetup.createMachine({
  id: 'favorites',
  context: ({ input }) => ({
    api: input?.api ?? {},
    service: input?.service ?? 'profile',
    guestFavorites: input?.guestFavorites ?? false,
    signedIn: input?.signedIn ?? false,
    favorites: {},
    mergeAttempts: 0,
    merging: {},
    pending: null,
    error: null,
    now: input?.now ?? (() => Date.now()),
  }),
  initial: 'starting',
  on: {
    'API.CHANGE': { actions: assign({ api: ({ event }) => event.api }) },
    'CONFIG.CHANGE': {
      actions: assign(({ context, event }) => ({
        guestFavorites: event.guestFavorites ?? context.guestFavorites,
        service: event.service ?? context.service,
      })),
    },
    'SESSION.SIGN_OUT': { target: '.guest' },
  },
  states: {
    starting: {
      always: [{ guard: 'startsSignedIn', target: 'signedIn' }, { target: 'guest' }],
    },
    guest: {
      entry: 'loadGuestMap',
      on: {
        'FAVORITE.TOGGLE': [
          { guard: 'guestFavoritesOn', actions: ['toggleGuest', 'emitToggled'] },
          { actions: 'emitSignInRequested' },
        ],
        'SESSION.SIGN_IN': [
          { guard: 'hasGuestMap', target: 'merging', actions: 'startMerge' },
          { target: 'signedIn', actions: assign({ signedIn: true }) },
        ],
      },
    },
    merging: {
      tags: ['busy'],
      initial: 'attempt',
      states: {
        attempt: {
          entry: 'countAttempt',
          invoke: {
            src: 'mergeFavorites',
            input: ({ context }) => ({ favorites: context.merging, service: context.service, api: context.api }),
            onDone: { target: '#favorites.signedIn', actions: ['removeGuestMap', { type: 'emitMergeComplete', params: { merged: true } }] },
            onError: [
              { guard: 'isAbort', target: '#favorites.guest' },
              { guard: 'shouldRetry', target: 'waiting' },
              // The session is over: back to guest, the guest map kept.
              { guard: 'isAuthFailure', target: '#favorites.guest', actions: 'emitSessionEnded' },
              { target: '#favorites.signedIn', actions: ['removeGuestMap', { type: 'emitMergeComplete', params: { merged: false } }] },
            ],
          },
        },
        waiting: {
          after: { mergeRetry: 'attempt' },
        },
      },
    },
    signedIn: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            src: 'fetchFavorites',
            input: ({ context }) => ({ service: context.service, api: context.api }),
            onDone: { target: 'ready', actions: 'assignFavorites' },
            onError: [
              { guard: 'isAbort', target: 'ready' },
              { guard: 'isAuthFailure', target: '#favorites.guest', actions: 'emitSessionEnded' },
              { target: 'ready', actions: assign({ error: ({ event }) => accountFailure(event.error, 'profile')?.message ?? null }) },
            ],
          },
        },
        ready: {
          on: { 'FAVORITE.TOGGLE': { target: 'saving', actions: ['startToggle', 'emitToggled'] } },
        },
        // One toggle at a time: a toggle meanwhile is ignored (the element's button is busy).
        saving: {
          tags: ['busy'],
          invoke: {
            src: 'saveFavorite',
            input: ({ context }) => ({
              productId: context.pending?.productId ?? '',
              skuId: context.pending?.skuId ?? null,
              favorite: context.pending?.favorite ?? false,
              addedAt: context.favorites[context.pending?.productId ?? '']?.addedAt ?? context.now(),
              service: context.service,
              api: context.api,
            }),
            onDone: { target: 'ready', actions: 'clearPending' },
            onError: [
              { guard: 'isAbort', target: 'ready', actions: ['revertToggle', 'clearPending'] },
              { guard: 'isAuthFailure', target: '#favorites.guest', actions: 'emitSessionEnded' },
              { target: 'ready', actions: ['revertToggle', 'emitReverted', 'clearPending'] },
            ],
          },
        },
      },
    },
  },
});
