import '../helpers/setup';
import { expect, fixture } from '@open-wc/testing';
import '../../elements/sg-account';
import '../../elements/sg-cart-drawer';
// Loaded lazily by the elements; imported up front so that the first test's leak check sees no module-level setup.
import '../../src/components/account/AccountFlyoutBody';
import '../../src/components/cart/CartDrawerBody';
import '../../src/state/rewards';
import '../../src/state/favorites';
import type { SgAccount } from '../../elements/sg-account';
import type { SgCartDrawer } from '../../elements/sg-cart-drawer';
import { resetCartStore } from '../../mocks/browser';
import { resetCartForTests } from '../../src/state/cart';
import { cartDrawerOpen, closeCartDrawer, openCartDrawer } from '../../src/state/cart-drawer';
import { refreshSession } from '../../src/state/session';
import { resetAccountApi, resetAccountPage } from '../helpers/account';
import { withReferenceApi } from '../helpers/api';
import { $, accessibleName, allByRole, byRole, expectNoAxeViolations, rendered, typeInto, until } from '../helpers/dom';

withReferenceApi();

const RETURN_KEY = 'sg_sign_in_return';

const dialog = (el: Element) => $<HTMLDialogElement>(el, 'dialog');
/** The drawer's guest "Sign in" link (shown once the body chunk has rendered the cart). */
const signInLink = (drawer: Element) => byRole<HTMLAnchorElement>(dialog(drawer), 'link', 'Sign in');
const hasSignInLink = (drawer: Element) => allByRole(dialog(drawer), 'link', 'Sign in').length === 1;

async function openDrawer(drawer: SgCartDrawer) {
  openCartDrawer();
  await until(() => dialog(drawer).open, 'the cart drawer opens');
  await until(() => hasSignInLink(drawer), 'the guest "Sign in" link', 8000);
}

describe('the cart drawer\'s guest "Sign in" link', () => {
  beforeEach(() => {
    resetAccountApi();
    resetCartStore();
    resetCartForTests();
    sessionStorage.removeItem(RETURN_KEY);
  });
  afterEach(async () => {
    closeCartDrawer();
    await resetAccountPage(['WC_OrdId']);
    resetCartForTests();
    sessionStorage.removeItem(RETURN_KEY);
  });

  it('opens the account flyout (sg_sign_in_return = cart); after the sign-in the cart drawer reopens and the flag is gone', async () => {
    const wrapper = await fixture<HTMLDivElement>(`<div><sg-account rewards-badge="false"></sg-account><sg-cart-drawer></sg-cart-drawer></div>`);
    const account = await rendered(wrapper.querySelector<SgAccount>('sg-account')!);
    const drawer = await rendered(wrapper.querySelector<SgCartDrawer>('sg-cart-drawer')!);
    await openDrawer(drawer);
    await expectNoAxeViolations(drawer);
    signInLink(drawer).click();
    await until(() => dialog(account).open, 'the account flyout opens');
    await until(() => !dialog(drawer).open, 'the cart drawer closes');
    expect(accessibleName(dialog(account))).to.equal('Sign in');
    expect(sessionStorage.getItem(RETURN_KEY)).to.equal('cart');
    await until(() => account.shadowRoot!.querySelector('input[name="email"]'), 'the form', 8000);
    typeInto(byRole<HTMLInputElement>(dialog(account), 'textbox', 'Email'), 'pat@example.com');
    typeInto($<HTMLInputElement>(account, 'input[name="password"]'), 'Trail2025!Go');
    byRole(dialog(account), 'button', 'Sign in').click();
    await until(() => cartDrawerOpen.value && dialog(drawer).open, 'the cart drawer reopens', 8000);
    expect(dialog(account).open).to.equal(false);
    expect(sessionStorage.getItem(RETURN_KEY)).to.equal(null);
    // Signed in: no "Sign in" link any more.
    await until(() => !hasSignInLink(drawer), 'the link goes');
  });

  it('back from /shop/LogonForm signed in (the flag carried across the navigation): the cart drawer opens, the flag is gone', async () => {
    const response = await fetch('/api/identity/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ logonId: 'pat@example.com', logonPassword: 'Trail2025!Go', rememberMe: false }),
    });
    expect(response.status).to.equal(200);
    refreshSession();
    sessionStorage.setItem(RETURN_KEY, 'cart');
    const wrapper = await fixture<HTMLDivElement>(`<div><sg-account rewards-badge="false"></sg-account><sg-cart-drawer></sg-cart-drawer></div>`);
    const account = await rendered(wrapper.querySelector<SgAccount>('sg-account')!);
    const drawer = await rendered(wrapper.querySelector<SgCartDrawer>('sg-cart-drawer')!);
    await until(() => dialog(drawer).open, 'the cart drawer opens', 8000);
    expect(dialog(account).open).to.equal(false);
    expect(sessionStorage.getItem(RETURN_KEY)).to.equal(null);
  });

  it('closing the account flyout without a sign-in drops the flag', async () => {
    const wrapper = await fixture<HTMLDivElement>(`<div><sg-account></sg-account><sg-cart-drawer></sg-cart-drawer></div>`);
    const account = await rendered(wrapper.querySelector<SgAccount>('sg-account')!);
    const drawer = await rendered(wrapper.querySelector<SgCartDrawer>('sg-cart-drawer')!);
    await openDrawer(drawer);
    signInLink(drawer).click();
    await until(() => dialog(account).open, 'the account flyout opens');
    expect(sessionStorage.getItem(RETURN_KEY)).to.equal('cart');
    account.close();
    await until(() => !dialog(account).open, 'the flyout closes');
    expect(sessionStorage.getItem(RETURN_KEY)).to.equal(null);
  });

  it('without an <sg-account> the link goes to /shop/LogonForm with this page as the returnUrl', async () => {
    const url = location.href;
    history.replaceState(null, '', `${location.pathname}?q=tents&x=1`);
    const clicks: { prevented: boolean; href: string }[] = [];
    const onClick = (event: MouseEvent) => {
      const link = event.composedPath()[0];
      if (!(link instanceof HTMLAnchorElement)) return;
      clicks.push({ prevented: event.defaultPrevented, href: link.getAttribute('href') ?? '' });
      // The test page stays where it is.
      event.preventDefault();
    };
    document.addEventListener('click', onClick);
    try {
      const drawer = await rendered(await fixture<SgCartDrawer>(`<sg-cart-drawer></sg-cart-drawer>`));
      await openDrawer(drawer);
      const expected = `/shop/LogonForm?returnUrl=${encodeURIComponent(`${location.pathname}?q=tents&x=1`)}`;
      expect(signInLink(drawer).getAttribute('href')).to.equal(expected);
      signInLink(drawer).click();
      expect(clicks).to.deep.equal([{ prevented: false, href: expected }]);
      // The flag travels with the navigation: the cart drawer reopens after the sign-in on return.
      expect(sessionStorage.getItem(RETURN_KEY)).to.equal('cart');
    } finally {
      document.removeEventListener('click', onClick);
      history.replaceState(null, '', url);
    }
  });
});
