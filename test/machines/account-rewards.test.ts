import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  badgeText,
  rewardsSummary,
  freshRewards,
  isRewardsCache,
  newRewardsAndOffers,
  rewardsMachine,
  type FetchRewardsInput,
  type FetchRewardsOutput,
  type RewardsCache,
  type RewardsEmitted,
} from '../../machines/rewards';
import { ApiError } from '../../src/core/api';
import { en } from '../helpers/account-messages';

const KEY = 'sg_rewards_cache';
const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 25, 9, 0, 0);
const PAT_COUNTS = { rewards: { new: 2, expsn: 1 }, campaigns: { new: 1, expsn: 0 } };
const PAT: FetchRewardsOutput = { firstName: 'Pat', offerCount: PAT_COUNTS };

afterEach(() => localStorage.removeItem(KEY));

function start(fetch: (input: FetchRewardsInput) => Promise<FetchRewardsOutput> = async () => PAT, userId: string | null = '7001') {
  const clock = new SimulatedClock();
  clock.set(T0);
  const calls: FetchRewardsInput[] = [];
  const machine = rewardsMachine.provide({
    actors: {
      fetchRewards: fromPromise<FetchRewardsOutput, FetchRewardsInput>(({ input }) => {
        calls.push(input);
        return fetch(input);
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { userId, now: () => clock.now() } });
  const emitted: RewardsEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, clock, calls, emitted };
}

const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as RewardsCache | null;

describe('rewards logic', () => {
  it('a cache entry is fresh for its own user for less than an hour', () => {
    const entry: RewardsCache = { userId: '7001', savedAt: T0, firstName: 'Pat', offerCount: PAT_COUNTS };
    expect(freshRewards(entry, '7001', T0 + HOUR - 1)).to.equal(entry);
    expect(freshRewards(entry, '7001', T0 + HOUR)).to.equal(null);
    expect(freshRewards(entry, '7654321', T0)).to.equal(null);
    expect(freshRewards(entry, null, T0)).to.equal(null);
    expect(freshRewards(entry, '7001', T0 - 1)).to.equal(null);
  });

  it('reads only well-formed entries; counts the badge from new rewards + new offers', () => {
    expect(isRewardsCache({ userId: '7001', savedAt: T0, firstName: 'Pat', offerCount: PAT_COUNTS })).to.equal(true);
    expect(isRewardsCache({ userId: '7001', savedAt: '1', firstName: 'Pat', offerCount: PAT_COUNTS })).to.equal(false);
    expect(isRewardsCache({ userId: '7001', savedAt: T0, firstName: 'Pat', offerCount: { rewards: { new: 1 } } })).to.equal(false);
    expect(isRewardsCache(null)).to.equal(false);
    expect(newRewardsAndOffers(PAT_COUNTS)).to.equal(3);
    expect(newRewardsAndOffers(null)).to.equal(0);
    expect(badgeText(3)).to.deep.equal({ key: 'badge', values: { count: 3 } });
    expect(badgeText(0)).to.equal(null);
  });

  it('says one and many in English (Intl.PluralRules): "1 new offer", never "1 new offers"', () => {
    expect(en(badgeText(1))).to.equal('1 new reward or offer');
    expect(en(badgeText(2))).to.equal('2 new rewards and offers');
    expect(rewardsSummary({ rewards: { new: 2, expsn: 0 }, campaigns: { new: 1, expsn: 0 } })).to.deep.equal({
      key: 'rewardsSummary',
      values: { rewards: 2, rewardsExpiring: 0, offers: 1, offersExpiring: 0 },
    });
    expect(en(rewardsSummary({ rewards: { new: 2, expsn: 0 }, campaigns: { new: 1, expsn: 0 } }))).to.equal(
      '2 new rewards, 0 expiring soon. 1 new offer, 0 expiring soon.',
    );
    expect(en(rewardsSummary({ rewards: { new: 1, expsn: 3 }, campaigns: { new: 0, expsn: 1 } }))).to.equal(
      '1 new reward, 3 expiring soon. 0 new offers, 1 expiring soon.',
    );
  });
});

describe('rewardsMachine', () => {
  it('asks once, caches { userId, savedAt, firstName, offerCount }, and not again within the hour', async () => {
    const { actor, clock, calls, emitted } = start();
    actor.send({ type: 'REWARDS.LOAD' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).to.deep.equal([{ userId: '7001', api: {} }]);
    expect(stored()).to.deep.equal({ userId: '7001', savedAt: T0, firstName: 'Pat', offerCount: PAT_COUNTS });
    expect(emitted).to.deep.equal([{ type: 'rewardsChange', rewards: stored() }]);
    clock.increment(HOUR - 1);
    actor.send({ type: 'REWARDS.LOAD' });
    expect(actor.getSnapshot().value).to.equal('ready');
    expect(calls).to.have.length(1);
    clock.increment(1);
    expect(actor.getSnapshot().value).to.equal('stale');
    expect(calls).to.have.length(1);
    actor.send({ type: 'REWARDS.LOAD' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).to.have.length(2);
    expect(stored()?.savedAt).to.equal(T0 + HOUR);
  });

  it('a fresh cache of the same user (an earlier page) answers without a request, until its hour is over', async () => {
    localStorage.setItem(KEY, JSON.stringify({ userId: '7001', savedAt: T0 - HOUR / 2, firstName: 'Pat', offerCount: PAT_COUNTS }));
    const { actor, clock, calls, emitted } = start();
    actor.send({ type: 'REWARDS.LOAD' });
    expect(actor.getSnapshot().value).to.equal('ready');
    expect(actor.getSnapshot().context.rewards?.firstName).to.equal('Pat');
    expect(emitted).to.have.length(1);
    expect(calls).to.have.length(0);
    clock.increment(HOUR / 2);
    expect(actor.getSnapshot().value).to.equal('stale');
  });

  it('asks when the cache is another user\'s, an hour old, from the future, or corrupt (then removed)', async () => {
    const cases: unknown[] = [
      { userId: '7654321', savedAt: T0, firstName: 'Sam', offerCount: PAT_COUNTS },
      { userId: '7001', savedAt: T0 - HOUR, firstName: 'Pat', offerCount: PAT_COUNTS },
      { userId: '7001', savedAt: T0 + 1000, firstName: 'Pat', offerCount: PAT_COUNTS },
      '{not json',
    ];
    for (const value of cases) {
      localStorage.setItem(KEY, typeof value === 'string' ? value : JSON.stringify(value));
      const { actor, calls } = start();
      actor.send({ type: 'REWARDS.LOAD' });
      await waitFor(actor, (s) => s.matches('ready'));
      expect(calls, JSON.stringify(value)).to.have.length(1);
      expect(stored()?.userId).to.equal('7001');
      actor.stop();
    }
  });

  it('a guest asks nothing', () => {
    const { actor, calls } = start(async () => PAT, null);
    actor.send({ type: 'REWARDS.LOAD' });
    expect(actor.getSnapshot().value).to.equal('idle');
    expect(calls).to.have.length(0);
  });

  it('signing out forgets the cache; another user signing in asks for theirs', async () => {
    const { actor, calls } = start(async ({ userId }) => ({ ...PAT, firstName: userId === '7001' ? 'Pat' : 'Sam' }));
    actor.send({ type: 'REWARDS.LOAD' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'USER.CHANGE', userId: null });
    expect(localStorage.getItem(KEY)).to.equal(null);
    expect(actor.getSnapshot().context.rewards).to.equal(null);
    actor.send({ type: 'USER.CHANGE', userId: '7654321' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.map((c) => c.userId)).to.deep.equal(['7001', '7654321']);
    expect(stored()).to.deep.include({ userId: '7654321', firstName: 'Sam' });
  });

  it('a 401/403 ends the session (emitted) and drops the cache; a 500 fails with the default and is asked again on the next load', async () => {
    const { actor, emitted } = start(() => Promise.reject(new ApiError('http', '_ERR_DEFAULT_KEY', 401)));
    actor.send({ type: 'REWARDS.LOAD' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(emitted).to.deep.equal([{ type: 'sessionEnded' }]);

    let fail = true;
    const second = start(() => (fail ? Promise.reject(new ApiError('http', '_ERR_DEFAULT_KEY', 500)) : Promise.resolve(PAT)));
    second.actor.send({ type: 'REWARDS.LOAD' });
    await waitFor(second.actor, (s) => s.matches('failed'));
    expect(second.actor.getSnapshot().context.error).to.deep.equal({ error: '_ERR_DEFAULT_KEY' });
    expect(localStorage.getItem(KEY)).to.equal(null);
    fail = false;
    second.actor.send({ type: 'REWARDS.LOAD' });
    await waitFor(second.actor, (s) => s.matches('ready'));
    expect(second.calls).to.have.length(2);
  });

  it('storage that throws never breaks it: the numbers still show', async () => {
    const original = Storage.prototype.setItem;
    const originalGet = Storage.prototype.getItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    Storage.prototype.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    try {
      const { actor, calls } = start();
      actor.send({ type: 'REWARDS.LOAD' });
      await waitFor(actor, (s) => s.matches('ready'));
      expect(actor.getSnapshot().context.rewards?.offerCount).to.deep.equal(PAT_COUNTS);
      expect(calls).to.have.length(1);
    } finally {
      Storage.prototype.setItem = original;
      Storage.prototype.getItem = originalGet;
    }
  });
});
