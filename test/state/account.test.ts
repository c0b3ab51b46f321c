import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { CART_IDS, resetAccounts, resetCartStore, resetProfileStore } from '../../mocks/browser';
import { login, logout } from '../../src/core/api/identity';
import { getCookie, removeCookie, setCookie } from '../../src/core/storage';
import {
  accountFlyout,
  accountSignedIn,
  accountSignedOut,
  closeAccountFlyout,
  openAccountFlyout,
  registerAccount,
  resetAccountForTests,
} from '../../src/state/account';
import { cartView, loadCart, resetCartForTests } from '../../src/state/cart';
import { cartActor } from '../../src/state/cart-actor';
import { firstName } from '../../src/state/profile';
import { refreshSession, session } from '../../src/state/session';
import { openFlyout, setOpenFlyout } from '../../src/state/ui';
import { withReferenceApi } from '../helpers/api';
import { until } from '../helpers/dom';

withReferenceApi();

const COOKIES = ['WC_USERID', 'USERTYPE', 'USERACTIVITY', 'WC_PERSISTENT', 'WC_OrdId'];

describe('page-level account state', () => {
  beforeEach(() => {
    resetAccounts();
    resetProfileStore();
  });
  afterEach(() => {
    for (const name of COOKIES) removeCookie(name);
    refreshSession();
    resetAccountForTests();
    resetCartForTests();
    resetCartStore();
    localStorage.removeItem('sg_rewards_cache');
  });

  it('re-reads the session after sign-in and sign-out; sign-out forgets the rewards cache and the name', async () => {
    expect(session.value.visitorType).to.equal('guest');
    const user = await login({ logonId: 'pat@example.com', logonPassword: 'Trail2025!Go', rememberMe: false });
    accountSignedIn(user);
    expect(session.value.visitorType).to.equal('registered');
    expect(session.value.userId).to.equal(user.userId);
    expect(firstName.value).to.deep.equal({ status: 'known', firstName: 'Pat' });
    localStorage.setItem('sg_rewards_cache', JSON.stringify({ userId: user.userId, savedAt: Date.now(), firstName: 'Pat', offerCount: {} }));
    await logout();
    accountSignedOut();
    expect(session.value.visitorType).to.equal('guest');
    expect(localStorage.getItem('sg_rewards_cache')).to.equal(null);
    expect(firstName.value.status).to.equal('unknown');
    expect(getCookie('USERACTIVITY')).to.equal(null);
  });

  it('a loaded cart reloads when the session changes', async () => {
    setCookie('WC_PERSISTENT', '1');
    setCookie('WC_OrdId', CART_IDS.normal);
    refreshSession();
    loadCart();
    await until(() => cartView.value.status === 'ready', 'the cart');
    const sent: string[] = [];
    const actor = cartActor();
    const original = actor.send.bind(actor);
    actor.send = (event) => {
      sent.push(event.type);
      original(event);
    };
    const user = await login({ logonId: 'pat@example.com', logonPassword: 'Trail2025!Go', rememberMe: false });
    accountSignedIn(user);
    expect(sent).to.deep.equal(['SESSION.CHANGE', 'CART.RELOAD']);
  });

  it('one flyout at a time: the first account in document order, closed by another flyout', () => {
    expect(openAccountFlyout()).to.equal(false);
    const first = document.body.appendChild(document.createElement('div'));
    const second = document.body.appendChild(document.createElement('div'));
    const off = [registerAccount(second), registerAccount(first)];
    try {
      expect(openAccountFlyout(undefined, 'sign-in')).to.equal(true);
      expect(accountFlyout.value).to.deep.equal({ owner: first, screen: 'sign-in' });
      expect(openFlyout.value).to.equal('account');
      setOpenFlyout('cart');
      expect(accountFlyout.value).to.equal(null);
      openAccountFlyout(second);
      closeAccountFlyout();
      expect(openFlyout.value).to.equal(null);
    } finally {
      off.forEach((f) => f());
      first.remove();
      second.remove();
    }
  });
});
