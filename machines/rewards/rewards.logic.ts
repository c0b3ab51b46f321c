import type { OfferCount, RewardsProfile } from '../../src/core/api/profile';
import { REWARDS_CACHE_MS } from '../../src/core/constants';
import type { AccountMessage } from '../account/account.types';

/**
 * Rewards rules (spec sections 3, 6, 9; api-contract.md "Profile with rewards and offers"): localStorage
 * `sg_rewards_cache` keeps `{ userId, savedAt, firstName, offerCount }` for 3,600,000 ms and only for its own user id,
 * so `GET /profile/r2/{id}` is asked at most hourly per user. Pure: "now" is an argument.
 */

export interface RewardsCache {
  userId: string;
  /** ms since the epoch */
  savedAt: number;
  firstName: string;
  offerCount: OfferCount;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isPair = (value: unknown): value is { new: number; expsn: number } =>
  !!value && typeof value === 'object' && isCount((value as { new?: unknown }).new) && isCount((value as { expsn?: unknown }).expsn);

/** A stored value that reads as a cache entry (a corrupt or foreign value does not). */
export function isRewardsCache(value: unknown): value is RewardsCache {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<RewardsCache>;
  return (
    typeof entry.userId === 'string' &&
    entry.userId !== '' &&
    typeof entry.savedAt === 'number' &&
    Number.isFinite(entry.savedAt) &&
    typeof entry.firstName === 'string' &&
    !!entry.offerCount &&
    isPair(entry.offerCount.rewards) &&
    isPair(entry.offerCount.campaigns)
  );
}

/** The entry when it is this user's and younger than an hour at `now`; a savedAt in the future is not trusted. */
export function freshRewards(entry: RewardsCache | null, userId: string | null, now: number, maxAgeMs = REWARDS_CACHE_MS): RewardsCache | null {
  if (!entry || !userId || entry.userId !== userId) return null;
  const age = now - entry.savedAt;
  return age >= 0 && age < maxAgeMs ? entry : null;
}

/** How long the entry stays fresh from `now` (0 when it is stale). */
export function cacheRemainingMs(entry: RewardsCache, now: number, maxAgeMs = REWARDS_CACHE_MS): number {
  return Math.max(0, entry.savedAt + maxAgeMs - now);
}

export function rewardsCacheEntry(userId: string, profile: RewardsProfile, now: number): RewardsCache {
  return { userId, savedAt: now, firstName: profile.firstName, offerCount: profile.offerCount };
}

/** New rewards + new offers: the badge count (spec section 6: shown only when > 0). */
export function newRewardsAndOffers(offerCount: OfferCount | null | undefined): number {
  return offerCount ? offerCount.rewards.new + offerCount.campaigns.new : 0;
}

/**
 * The badge's words in the button's name (after its label and a comma): "3 new rewards and offers", "1 new reward or
 * offer" (a plural of `count`, `accountMessages.badge`); null when there are none.
 */
export function badgeText(count: number): AccountMessage | null {
  return count > 0 ? { key: 'badge', values: { count } } : null;
}

/** The rewards panel's counts: "2 new rewards, 0 expiring soon. 1 new offer, 0 expiring soon." (`rewardsSummary`). */
export function rewardsSummary(counts: OfferCount): AccountMessage {
  const { rewards, campaigns } = counts;
  return {
    key: 'rewardsSummary',
    values: { rewards: rewards.new, rewardsExpiring: rewards.expsn, offers: campaigns.new, offersExpiring: campaigns.expsn },
  };
}
