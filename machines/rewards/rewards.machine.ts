import { assign, emit, fromPromise, setup } from 'xstate';
import { isAbortError } from '../../src/core/api';
import { fetchRewards } from '../../src/core/api/profile';
import { ACCOUNT_STORAGE_KEYS } from '../../src/core/account-constants';
import { local } from '../../src/core/storage';
import { accountFailure } from '../account/account.logic';
import { cacheRemainingMs, freshRewards, isRewardsCache, rewardsCacheEntry, type RewardsCache } from './rewards.logic';
import type { FetchRewardsInput, FetchRewardsOutput, RewardsContext, RewardsEmitted, RewardsEvent, RewardsInput } from './rewards.types';

/**
 * Rewards and offers of the signed-in shopper (spec sections 3, 6, 9; issue 11):
 *   idle -> checking -> ready (fresh cache, or fetched and cached) -> stale (after the cache's hour) -> checking.
 * `GET /profile/r2/{id}` is asked at most hourly per user: localStorage `sg_rewards_cache` answers for its own user
 * id until `savedAt + 3,600,000 ms`. Storage disabled, full or corrupt only means asking again. A 401/403 ends
 * the session (`sessionEnded`); signing out (`USER.CHANGE` null) forgets the cache.
 */

const readCache = (): RewardsCache | null => local.getJSON(ACCOUNT_STORAGE_KEYS.rewardsCache, isRewardsCache);
const freshFor = (context: RewardsContext) => freshRewards(readCache(), context.userId, context.now());

type DoneOrError = { type: string; output?: unknown; error?: unknown };

const machineSetup = setup({
  types: {
    context: {} as RewardsContext,
    events: {} as RewardsEvent,
    input: {} as RewardsInput,
    emitted: {} as RewardsEmitted,
  },
  actors: {
    fetchRewards: fromPromise<FetchRewardsOutput, FetchRewardsInput>(({ input, signal }) =>
      fetchRewards(input.userId, { signal, base: input.api.base }),
    ),
  },
  delays: {
    cacheLifetime: ({ context }) => (context.rewards ? cacheRemainingMs(context.rewards, context.now()) : 0),
  },
  guards: {
    hasUser: ({ context }) => context.userId !== null,
    isCacheFresh: ({ context }) => freshFor(context) !== null,
    isAbort: ({ event }) => isAbortError((event as DoneOrError).error),
    isSessionEnded: ({ event }) => accountFailure((event as DoneOrError).error, 'profile')?.sessionEnded === true,
    isOtherUser: ({ context, event }) => event.type === 'USER.CHANGE' && event.userId !== null && event.userId !== context.userId,
    isSignOut: ({ event }) => event.type === 'USER.CHANGE' && event.userId === null,
  },
  actions: {
    takeCache: assign({ rewards: ({ context }) => freshFor(context), error: null }),
    saveFetched: assign(({ context, event }) => {
      const rewards = rewardsCacheEntry(context.userId ?? '', (event as DoneOrError).output as FetchRewardsOutput, context.now());
      local.setJSON(ACCOUNT_STORAGE_KEYS.rewardsCache, rewards);
      return { rewards, error: null };
    }),
    emitChange: emit(({ context }) => ({ type: 'rewardsChange' as const, rewards: context.rewards! })),
    assignError: assign({ error: ({ event }) => accountFailure((event as DoneOrError).error, 'profile')?.message ?? null }),
    forgetCache: assign(() => {
      local.remove(ACCOUNT_STORAGE_KEYS.rewardsCache);
      return { rewards: null, error: null };
    }),
    emitSessionEnded: emit({ type: 'sessionEnded' as const }),
  },
});

export const rewardsMachine = machineSetup.createMachine({
  id: 'rewards',
  context: ({ input }) => ({
    api: input?.api ?? {},
    userId: input?.userId ?? null,
    rewards: null,
    error: null,
    now: input?.now ?? (() => Date.now()),
  }),
  initial: 'idle',
  on: {
    'API.CHANGE': { actions: assign({ api: ({ event }) => event.api }) },
    'USER.CHANGE': [
      { guard: 'isSignOut', target: '.idle', actions: ['forgetCache', assign({ userId: null })] },
      // Another user: the old user's numbers go; the cache of another user id is ignored (and replaced on fetch).
      { guard: 'isOtherUser', target: '.checking', actions: assign({ userId: ({ event }) => event.userId, rewards: null, error: null }) },
    ],
  },
  states: {
    idle: {
      on: { 'REWARDS.LOAD': { guard: 'hasUser', target: 'checking' } },
    },
    checking: {
      always: [{ guard: 'isCacheFresh', target: 'ready', actions: ['takeCache', 'emitChange'] }, { target: 'fetching' }],
    },
    fetching: {
      tags: ['busy'],
      invoke: {
        src: 'fetchRewards',
        input: ({ context }) => ({ userId: context.userId ?? '', api: context.api }),
        onDone: { target: 'ready', actions: ['saveFetched', 'emitChange'] },
        onError: [
          { guard: 'isAbort', target: 'idle' },
          { guard: 'isSessionEnded', target: 'idle', actions: ['forgetCache', 'emitSessionEnded'] },
          { target: 'failed', actions: 'assignError' },
        ],
      },
    },
    ready: {
      // Asked within the hour: nothing to do.
      on: { 'REWARDS.LOAD': {} },
      after: { cacheLifetime: 'stale' },
    },
    stale: {
      on: { 'REWARDS.LOAD': 'checking' },
    },
    failed: {
      tags: ['error'],
      on: { 'REWARDS.LOAD': 'checking' },
    },
  },
});
