import type { ApiSettings } from '../../src/core/api';
import type { RewardsProfile } from '../../src/core/api/profile';
import type { AccountText } from '../account/account.types';
import type { RewardsCache } from './rewards.logic';

export interface RewardsContext {
  api: ApiSettings;
  /** The signed-in user, or null for a guest (nothing is asked). */
  userId: string | null;
  rewards: RewardsCache | null;
  /** A failed fetch's message (not shown: the badge and the panel just stay away). */
  error: AccountText | null;
  /** ms since the epoch; the element passes Date.now, tests the simulated clock. */
  now: () => number;
}

export interface RewardsInput {
  api?: ApiSettings;
  userId?: string | null;
  now?: () => number;
}

export type RewardsEvent =
  /** The menu opens or the page wants the badge: asks only when there is no fresh cache for this user. */
  | { type: 'REWARDS.LOAD' }
  /** Signed in (a user id) or out (null). Signing out forgets the cache. */
  | { type: 'USER.CHANGE'; userId: string | null }
  | { type: 'API.CHANGE'; api: ApiSettings };

export type RewardsEmitted =
  | { type: 'rewardsChange'; rewards: RewardsCache }
  /** A 401/403: the session is over (the page asks for a guest identity). */
  | { type: 'sessionEnded' };

export type FetchRewardsInput = { userId: string; api: ApiSettings };
export type FetchRewardsOutput = RewardsProfile;
