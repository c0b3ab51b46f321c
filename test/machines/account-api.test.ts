import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { createActor, waitFor } from 'xstate';
import { accountMachine, type AccountEmitted, type AccountField } from '../../machines/account';
import { favoritesMachine, type FavoritesEmitted } from '../../machines/favorites';
import { rewardsMachine } from '../../machines/rewards';
import { favoritesPostBodies, resetAccounts, resetProfileStore, rewardsCallCount, SEED_PASSWORD, VALID_PASSCODE } from '../../mocks/browser';
import { readSession } from '../../src/core/session';
import { getCookie, removeCookie } from '../../src/core/storage';
import { faults, withReferenceApi } from '../helpers/api';

/** The machines with their real actors (no provide): the API client against the reference API. */
withReferenceApi();

afterEach(() => {
  for (const name of ['WC_USERID', 'USERTYPE', 'USERACTIVITY', 'WC_PERSISTENT']) removeCookie(name);
  for (const key of ['sg_rewards_cache', 'sg_guest_favorites']) localStorage.removeItem(key);
  resetAccounts();
  resetProfileStore();
});

function startAccount() {
  const actor = createActor(accountMachine, { input: { today: () => new Date(2026, 10, 25, 12) } });
  const emitted: AccountEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  const fill = (fields: Partial<Record<AccountField, string | boolean>>) => {
    for (const [field, value] of Object.entries(fields)) actor.send({ type: 'FIELD.CHANGE', field: field as AccountField, value: value! });
  };
  return { actor, emitted, fill };
}

describe('account flow against the reference API', () => {
  it('Pat signs in with the seed password: cookies set, session registered; then signs out to a guest', async () => {
    const { actor, emitted, fill } = startAccount();
    fill({ email: 'pat@example.com', password: SEED_PASSWORD });
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => s.matches('signedIn'), { timeout: 5000 });
    expect(emitted).to.deep.equal([{ type: 'signedIn', userId: '7001', firstName: 'Pat', method: 'password' }]);
    expect(readSession()).to.deep.include({ visitorType: 'registered', userId: '7001' });
    actor.send({ type: 'SESSION.SIGN_OUT' });
    await waitFor(actor, (s) => s.matches('guest'), { timeout: 5000 });
    expect(emitted.at(-1)).to.deep.equal({ type: 'signedOut', userId: '7001' });
    expect(getCookie('WC_USERID')).to.equal('-1002');
    expect(readSession()).to.deep.include({ visitorType: 'guest', userId: null });
  });

  it('a wrong password shows the contract message; a locked account its own', async () => {
    const { actor, fill } = startAccount();
    fill({ email: 'pat@example.com', password: 'wrong-Pass1!' });
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => !s.hasTag('busy') && s.context.error !== null, { timeout: 5000 });
    expect(actor.getSnapshot().context.error).to.deep.equal({ error: '_ERR_AUTHENTICATION_ERROR' });
    fill({ email: 'locked@example.com', password: 'x' });
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(
      actor,
      (s) => !s.hasTag('busy') && s.context.error !== null && 'error' in s.context.error && s.context.error.error === '_ERR_PERSON_ACCOUNT_LOCKED_OUT',
      { timeout: 5000 },
    );
    expect(getCookie('WC_USERID')).to.equal(null);
  });

  it('a 503 on login shows the default; a failed logout keeps the shopper signed in', async () => {
    const { actor, fill } = startAccount();
    faults.set('login', { status: 503 });
    fill({ email: 'pat@example.com', password: SEED_PASSWORD });
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => !s.hasTag('busy') && s.context.error !== null, { timeout: 5000 });
    expect(actor.getSnapshot().context.error).to.deep.equal({ error: '_ERR_DEFAULT_KEY' });
    faults.clear('login');
    fill({ password: SEED_PASSWORD });
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => s.matches('signedIn'), { timeout: 5000 });
    faults.set('logout', { networkError: true });
    actor.send({ type: 'SESSION.SIGN_OUT' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'menu' }) && s.context.error !== null, { timeout: 5000 });
    expect(actor.getSnapshot().context.error).to.deep.equal({ key: 'signOutFailed' });
    expect(getCookie('WC_USERID')).to.equal('7001');
  });

  it('one-time code: lookup offers text, the code 123456 signs in', async () => {
    const { actor, emitted, fill } = startAccount();
    actor.send({ type: 'SCREEN.SHOW', screen: 'oneTimeCode' });
    fill({ email: 'pat@example.com' });
    actor.send({ type: 'FIELD.BLUR', field: 'email' });
    await waitFor(actor, (s) => s.context.lookup !== null, { timeout: 5000 });
    expect(actor.getSnapshot().context.lookup).to.deep.include({ registered: true, phoneOnFile: true });
    fill({ channel: 'sms' });
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ guest: { oneTimeCode: 'code' } }), { timeout: 5000 });
    expect(actor.getSnapshot().context.status).to.deep.equal([
      { key: 'codeSentTo', values: { destination: '(•••) •••-0123' } },
      { key: 'codeExpiry', values: { minutes: 10 } },
    ]);
    fill({ code: VALID_PASSCODE });
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => s.matches('signedIn'), { timeout: 5000 });
    expect(emitted.at(-1)).to.deep.include({ method: 'one-time-code', userId: '7001' });
  });

  it('create account: a new member is created and signed in', async () => {
    const { actor, emitted, fill } = startAccount();
    actor.send({ type: 'SCREEN.SHOW', screen: 'createAccount' });
    fill({
      firstName: 'Alex',
      lastName: 'Kim',
      email: 'alex.kim@example.com',
      phone: '(281) 555-0188',
      password: 'Trail2025!Go',
      birthday: '04/12/1990',
      joinRewards: true,
      captcha: 'sg-test-captcha-token',
    });
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => s.matches('signedIn'), { timeout: 5000 });
    expect(emitted).to.deep.equal([{ type: 'signedIn', userId: '7002', firstName: 'Alex', method: 'create-account' }]);
    expect(getCookie('WC_USERID')).to.equal('7002');
  });
});

describe('rewards and favorites against the reference API', () => {
  it('rewards: asked once, then from the cache', async () => {
    const { actor: account, fill } = startAccount();
    fill({ email: 'pat@example.com', password: SEED_PASSWORD });
    account.send({ type: 'FORM.SUBMIT' });
    await waitFor(account, (s) => s.matches('signedIn'), { timeout: 5000 });
    const first = createActor(rewardsMachine, { input: { userId: '7001' } }).start();
    first.send({ type: 'REWARDS.LOAD' });
    await waitFor(first, (s) => s.matches('ready'), { timeout: 5000 });
    expect(first.getSnapshot().context.rewards?.offerCount).to.deep.equal({ rewards: { new: 2, expsn: 1 }, campaigns: { new: 1, expsn: 0 } });
    first.stop();
    const second = createActor(rewardsMachine, { input: { userId: '7001' } }).start();
    second.send({ type: 'REWARDS.LOAD' });
    expect(second.getSnapshot().value).to.equal('ready');
    expect(rewardsCallCount()).to.equal(1);
    second.stop();
  });

  it('favorites: the guest map is merged on sign-in and removed', async () => {
    localStorage.setItem('sg_guest_favorites', JSON.stringify({ '1001': { skuId: '1001-2', addedAt: 1732269600000 } }));
    const favorites = createActor(favoritesMachine, { input: { guestFavorites: true } });
    const emitted: FavoritesEmitted[] = [];
    favorites.on('*', (e) => emitted.push(e));
    favorites.start();
    const { actor: account, fill } = startAccount();
    fill({ email: 'pat@example.com', password: SEED_PASSWORD });
    account.send({ type: 'FORM.SUBMIT' });
    await waitFor(account, (s) => s.matches('signedIn'), { timeout: 5000 });
    favorites.send({ type: 'SESSION.SIGN_IN' });
    await waitFor(favorites, (s) => s.matches({ signedIn: 'ready' }), { timeout: 5000 });
    expect(favoritesPostBodies()).to.deep.equal([{ favorites: { '1001': { skuId: '1001-2', addedAt: 1732269600000 } } }]);
    expect(favorites.getSnapshot().context.favorites).to.deep.equal({ '1001': { skuId: '1001-2', addedAt: 1732269600000 } });
    expect(localStorage.getItem('sg_guest_favorites')).to.equal(null);
    expect(emitted).to.deep.equal([{ type: 'mergeComplete', merged: true, attempts: 1 }]);
    favorites.stop();
  });

  it('favorites: a merge that keeps failing is tried twice (1 s apart), then the map is removed', async () => {
    localStorage.setItem('sg_guest_favorites', JSON.stringify({ '1001': { skuId: null, addedAt: 1 } }));
    const { actor: account, fill } = startAccount();
    fill({ email: 'pat@example.com', password: SEED_PASSWORD });
    account.send({ type: 'FORM.SUBMIT' });
    await waitFor(account, (s) => s.matches('signedIn'), { timeout: 5000 });
    faults.set('favoritesMerge', { status: 502 });
    const favorites = createActor(favoritesMachine, { input: { guestFavorites: true } }).start();
    favorites.send({ type: 'SESSION.SIGN_IN' });
    await waitFor(favorites, (s) => s.matches({ signedIn: 'ready' }), { timeout: 5000 });
    expect(favorites.getSnapshot().context.mergeAttempts).to.equal(2);
    expect(localStorage.getItem('sg_guest_favorites')).to.equal(null);
    favorites.stop();
  });
});
