import '../helpers/setup';
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../elements/sg-account';
// Loaded lazily by the element; imported up front so that the first test's leak check sees no module-level setup.
import '../../src/components/account/AccountFlyoutBody';
import '../../src/state/rewards';
import '../../src/state/favorites';
import type { SgAccount } from '../../elements/sg-account';
import { getCookie } from '../../src/core/storage';
import { resetAccountForTests } from '../../src/state/account';
import { refreshSession } from '../../src/state/session';
import { resetAccountApi, resetAccountPage } from '../helpers/account';
import { faults, withReferenceApi } from '../helpers/api';
import { $, accessibleName, allByRole, byRole, focused, frame, typeInto, until } from '../helpers/dom';

withReferenceApi();

const TIMEOUT_TEXT = 'The request took too long. Please check your connection and try again.';

const accountButton = (el: Element) => $<HTMLButtonElement>(el, '[part="button"]');
const dialog = (el: Element) => $<HTMLDialogElement>(el, 'dialog');
const email = (el: Element) => byRole<HTMLInputElement>(dialog(el), 'textbox', 'Email');
const password = (el: Element) => $<HTMLInputElement>(el, 'input[name="password"]');

async function mount(markup = html`<sg-account rewards-badge="false"></sg-account>`) {
  const el = await fixture<SgAccount>(markup);
  await until(() => el.shadowRoot?.querySelector('[part="button"]'), 'the button');
  await frame();
  return el;
}

async function openSignIn(el: SgAccount) {
  el.show();
  await until(() => dialog(el).open, 'the dialog opens');
  await until(() => email(el), 'the form', 8000);
}

async function signIn(el: SgAccount, address = 'pat@example.com') {
  await openSignIn(el);
  typeInto(email(el), address);
  typeInto(password(el), 'Trail2025!Go');
  byRole(dialog(el), 'button', 'Sign in').click();
}

describe('<sg-account> edges', () => {
  beforeEach(resetAccountApi);
  afterEach(() => resetAccountPage());

  it('a sign-in that takes longer than 15 s: the timeout message, the form usable again (shortened clock)', async () => {
    // The request's 15 000 ms timer runs in 30 ms; every other timer keeps its delay. The reference API answers after 1 s.
    const realSetTimeout = window.setTimeout;
    const asked: number[] = [];
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
      if (delay === 15_000) asked.push(delay);
      return realSetTimeout(handler, delay === 15_000 ? 30 : delay, ...rest);
    }) as typeof window.setTimeout;
    faults.set('login', { latencyMs: 1000 });
    try {
      const el = await mount();
      await signIn(el);
      await until(() => byRole(dialog(el), 'alert').textContent === TIMEOUT_TEXT, 'the timeout message');
      expect(asked).to.deep.equal([15_000]);
      expect(accessibleName(accountButton(el))).to.equal('Sign in');
      expect($(el, 'button[type="submit"]').hasAttribute('aria-disabled')).to.equal(false);
    } finally {
      window.setTimeout = realSetTimeout;
    }
    // Once the server answers in time, the same form signs in.
    faults.clear();
    const el = document.querySelector<SgAccount>('sg-account')!;
    typeInto(password(el), 'Trail2025!Go');
    byRole(dialog(el), 'button', 'Sign in').click();
    await until(() => accessibleName(accountButton(el)) === 'Hi, Pat', 'signed in');
  });

  it('two <sg-account> on one page: one flyout at a time; a sign-in in one shows in both, and so does a sign-out', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div>
      <sg-account rewards-badge="false"></sg-account><sg-account rewards-badge="false"></sg-account>
    </div>`);
    const [a, b] = [...wrapper.querySelectorAll<SgAccount>('sg-account')] as [SgAccount, SgAccount];
    await until(() => a.shadowRoot?.querySelector('[part="button"]') && b.shadowRoot?.querySelector('[part="button"]'), 'both buttons');
    await openSignIn(a);
    b.show();
    await until(() => dialog(b).open && !dialog(a).open, 'the second flyout replaces the first');
    await until(() => email(b), 'the form', 8000);
    typeInto(email(b), 'pat@example.com');
    typeInto(password(b), 'Trail2025!Go');
    byRole(dialog(b), 'button', 'Sign in').click();
    await until(() => accessibleName(accountButton(a)) === 'Hi, Pat' && accessibleName(accountButton(b)) === 'Hi, Pat', 'both greet Pat');
    // Ids stay apart: each flyout's fields are its own.
    expect(allByRole(dialog(b), 'link', 'Orders')).to.have.length(1);
    const signedOut = oneEvent(a, 'sg-sign-out');
    expect(await a.signOut()).to.equal(true);
    await signedOut;
    await until(() => accessibleName(accountButton(a)) === 'Sign in' && accessibleName(accountButton(b)) === 'Sign in', 'both say Sign in');
  });

  it('moved in the DOM mid-flow: the flyout stays the page\'s open one, no error; the request under way is dropped or done, never half', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div><section></section><sg-account rewards-badge="false"></sg-account></div>`);
    const el = wrapper.querySelector<SgAccount>('sg-account')!;
    await until(() => el.shadowRoot?.querySelector('[part="button"]'), 'the button');
    faults.set('login', { latencyMs: 300 });
    await signIn(el);
    await until(() => $(el, 'button[type="submit"]').getAttribute('aria-disabled') === 'true', 'busy');
    wrapper.querySelector('section')!.append(el);
    await until(() => el.shadowRoot?.querySelector('[part="button"]'), 'the button again');
    await new Promise((r) => setTimeout(r, 600));
    // The page still has this element's flyout open: it shows again where the element now is.
    await until(() => dialog(el).open, 'the flyout open after the move');
    expect(el.parentElement?.localName).to.equal('section');
    faults.clear();
    // The request under way when it moved may have signed in (the cookies say so); the element agrees with them.
    const signedIn = getCookie('USERTYPE') === 'R';
    await until(() => accessibleName(accountButton(el)) === (signedIn ? 'Hi, Pat' : 'Sign in'), 'the button follows the session');
    if (!signedIn) {
      await until(() => email(el), 'the form', 8000);
      typeInto(email(el), 'pat@example.com');
      typeInto(password(el), 'Trail2025!Go');
      byRole(dialog(el), 'button', 'Sign in').click();
      await until(() => accessibleName(accountButton(el)) === 'Hi, Pat', 'signed in after the move');
    }
    await until(() => accessibleName(dialog(el)) === 'My account', 'the menu');
  });

  it('menu-links: bad JSON gives one warning and the default links; foreign and javascript: URLs are left out with a warning', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    try {
      const bad = await mount(html`<sg-account rewards-badge="false" menu-links="[{oops"></sg-account>`);
      expect(warnings.filter((w) => w.includes('menu-links'))).to.have.length(1);
      await signIn(bad);
      await until(() => accessibleName(dialog(bad)) === 'My account', 'the menu');
      for (const name of ['Orders', 'Track order', 'Favorites', 'Saved lists', 'Pickup persons', 'Saved for later', 'Rewards', 'Profile']) expect(allByRole(dialog(bad), 'link', name)).to.have.length(1);
      bad.remove();
      resetAccountForTests();
      warnings.length = 0;
      const links = JSON.stringify([
        { label: 'Orders', href: '/myaccount/orders' },
        { label: 'Evil', href: 'javascript:alert(1)' },
        { label: 'Away', href: 'https://evil.example/x' },
        { label: 'Sneaky', href: '//evil.example/y' },
      ]);
      const el = await mount(html`<sg-account rewards-badge="false" menu-links=${links}></sg-account>`);
      el.show();
      await until(() => accessibleName(dialog(el)) === 'My account', 'the menu');
      await until(() => allByRole(dialog(el), 'link', 'Orders').length === 1, 'the links');
      const hrefs = [...$(el, '[part="menu"]').querySelectorAll('a')].map((a) => a.getAttribute('href'));
      expect(hrefs).to.deep.equal(['/myaccount/orders']);
      const menuWarnings = warnings.filter((w) => w.includes('menu-links'));
      expect(menuWarnings).to.have.length(1);
      for (const url of ['javascript:alert(1)', 'https://evil.example/x', '//evil.example/y']) expect(menuWarnings[0]).to.contain(url);
    } finally {
      console.warn = warn;
    }
  });

  for (const [name, fault, status] of [
    ['rewards (GET /profile/r2)', 'profile', 401],
    ['rewards (GET /profile/r2)', 'profile', 403],
  ] as const) {
    it(`an expired session: a ${status} on ${name} ends it (guest cookies, "Sign in")`, async () => {
      const el = await mount(html`<sg-account></sg-account>`);
      faults.set(fault, { status });
      await signIn(el);
      await until(() => getCookie('USERTYPE') === 'G', 'the guest identity', 8000);
      await until(() => accessibleName(accountButton(el)) === 'Sign in', '"Sign in" again');
      expect(getCookie('USERACTIVITY')).to.equal(null);
      expect(localStorage.getItem('sg_rewards_cache')).to.equal(null);
    });
  }

  for (const status of [401, 403]) {
    it(`an expired session: a ${status} on the account info of a page loaded signed in ends it (no badge needed)`, async () => {
      const response = await fetch('/api/identity/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ logonId: 'pat@example.com', logonPassword: 'Trail2025!Go', rememberMe: false }),
      });
      expect(response.status).to.equal(200);
      refreshSession();
      faults.set('accountInfo', { status });
      const el = await mount();
      await until(() => getCookie('USERTYPE') === 'G', 'the guest identity', 8000);
      await until(() => accessibleName(accountButton(el)) === 'Sign in', '"Sign in" again');
      expect(getCookie('USERACTIVITY')).to.equal(null);
    });
  }

  it('a 500 on the account info does not end the session', async () => {
    await fetch('/api/identity/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ logonId: 'pat@example.com', logonPassword: 'Trail2025!Go', rememberMe: false }),
    });
    refreshSession();
    faults.set('accountInfo', { status: 500 });
    const el = await mount();
    await until(() => accessibleName(accountButton(el)) === 'My account', 'signed in, no name');
    await new Promise((r) => setTimeout(r, 300));
    expect(getCookie('USERTYPE')).to.equal('R');
  });

  it('an expired session on the favorites service ends it too', async () => {
    const el = await mount();
    await signIn(el);
    await until(() => accessibleName(accountButton(el)) === 'Hi, Pat', 'signed in');
    faults.set('favoritesMerge', { status: 401 });
    await el.toggleFavorite({ productId: '1001' }).catch(() => false);
    await until(() => getCookie('USERTYPE') === 'G', 'the guest identity', 8000);
    await until(() => accessibleName(accountButton(el)) === 'Sign in', '"Sign in" again');
    expect(focused()).to.not.equal(null);
  });
});
