import '../helpers/setup';
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '../helpers/commands';
import '../../elements/sg-account';
// Loaded lazily by the element; imported up front so that the first test's leak check sees no module-level setup.
import '../../src/components/account/AccountFlyoutBody';
import { resetPromptForTests } from '../../src/components/account/AccountPrompt';
import '../../src/state/rewards';
import '../../src/state/favorites';
import type { SgAccount } from '../../elements/sg-account';
import { getCookie } from '../../src/core/storage';
import { resetProfileForTests } from '../../src/state/profile';
import { refreshSession } from '../../src/state/session';
import { clearOpenFlyout, setOpenFlyout } from '../../src/state/ui';
import { type RecordedRequest, recordRequests, resetAccountApi, resetAccountPage } from '../helpers/account';
import { toastText } from '../helpers/account-messages';
import { faults, withReferenceApi } from '../helpers/api';
import { $, accessibleName, byRole, expectNoAxeViolations, focused, frame, typeInto, until } from '../helpers/dom';

withReferenceApi();

const TAKEN_TEXT = 'This phone number is already associated with another account. Please update the number and try again.';

const requests: RecordedRequest[] = [];
const realFetch = window.fetch;

const accountButton = (el: Element) => $<HTMLButtonElement>(el, '[part="button"]');
const prompt = (el: Element) => el.shadowRoot!.querySelector<HTMLDialogElement>('dialog[part="prompt"]');
const promptOpen = (el: Element) => prompt(el)?.open === true;
/** The phone field (a textbox; the helper's role table leaves out type="tel", so found by its name here). */
function phoneField(el: Element): HTMLInputElement {
  const input = prompt(el)!.querySelector<HTMLInputElement>('input[type="tel"]')!;
  expect(accessibleName(input)).to.equal('Phone number');
  return input;
}
const infoAsked = () => requests.some((r) => r.path === '/api/profile/account/info/');

/** Signed in without the flyout (the server's cookies), as a page loaded by a signed-in shopper. */
async function signedInAs(email: string) {
  const response = await realFetch('/api/identity/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ logonId: email, logonPassword: 'Trail2025!Go', rememberMe: false }),
  });
  expect(response.status).to.equal(200);
  refreshSession();
}

async function mount(markup = html`<sg-account rewards-badge="false"></sg-account>`) {
  const el = await fixture<SgAccount>(markup);
  await until(() => el.shadowRoot?.querySelector('[part="button"]'), 'the button');
  await frame();
  return el;
}

/** A later page of the same browser session: the page-level state goes, sessionStorage stays. */
function newPage() {
  resetPromptForTests();
  resetProfileForTests();
  requests.length = 0;
}

/** No prompt after the account info came back and the page had time to decide. */
async function expectNoPrompt(el: SgAccount) {
  await until(infoAsked, 'the account info request');
  await until(() => accessibleName(accountButton(el)).startsWith('Hi, '), 'the greeting');
  await new Promise((r) => setTimeout(r, 300));
  expect(promptOpen(el)).to.equal(false);
}

describe('<sg-account> prompts', () => {
  let restoreFetch = () => {};
  beforeEach(() => {
    resetAccountApi();
    newPage();
    sessionStorage.removeItem('sg_account_prompt_dismissed');
    restoreFetch = recordRequests(requests);
  });
  afterEach(async () => {
    restoreFetch();
    await resetAccountPage();
    clearOpenFlyout('cart');
    sessionStorage.removeItem('sg_account_prompt_dismissed');
  });

  it('an unverified account: the verification prompt with the template text, focus on Verify, axe 0; Not now lasts the session', async () => {
    await signedInAs('unverified@example.com');
    const el = await mount();
    await until(() => promptOpen(el), 'the prompt opens');
    const dialog = prompt(el)!;
    expect(accessibleName(dialog)).to.equal('Please verify your account');
    expect(dialog.textContent).to.contain('We sent you an email with a link.');
    const verify = byRole<HTMLAnchorElement>(dialog, 'link', 'Verify');
    expect(verify.getAttribute('href')).to.equal('/account-verification');
    await until(() => focused() === verify, 'focus on Verify');
    expect(requests.some((r) => r.path === '/api/template')).to.equal(true);
    await expectNoAxeViolations(el);
    byRole(dialog, 'button', 'Not now').click();
    await until(() => !promptOpen(el), 'the prompt closes');
    await until(() => focused() === accountButton(el), 'focus goes to the account button');
    expect(JSON.parse(sessionStorage.getItem('sg_account_prompt_dismissed') ?? '[]')).to.deep.equal(['verification']);
    // The next page of this browser session: not again.
    el.remove();
    newPage();
    await expectNoPrompt(await mount());
  });

  it('a foreign CTA URL or a failed template: built-in text, a same-origin link', async () => {
    faults.set('cartTemplate', { status: 503 });
    await signedInAs('unverified@example.com');
    const el = await mount();
    await until(() => promptOpen(el), 'the prompt opens');
    expect(accessibleName(prompt(el)!)).to.equal('Verify your account');
    expect(byRole(prompt(el)!, 'link', 'Verify').getAttribute('href')).to.equal('/myaccount/profile');
  });

  it('a missing phone: "Phone number" and "Save"; empty -> the spec\'s message on the field, nothing sent; saved -> closed, a toast', async () => {
    await signedInAs('new.member@example.com');
    const el = await mount();
    await until(() => promptOpen(el), 'the prompt opens');
    const dialog = prompt(el)!;
    expect(accessibleName(dialog)).to.equal('Add your phone number');
    await until(() => focused() === phoneField(el), 'focus on Phone number');
    expect(phoneField(el).getAttribute('autocomplete')).to.equal('tel-national');
    await expectNoAxeViolations(el);
    byRole(dialog, 'button', 'Save').click();
    await until(() => phoneField(el).getAttribute('aria-invalid') === 'true', 'the field error');
    const error = el.shadowRoot!.getElementById(phoneField(el).getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(error.textContent).to.equal('Please enter a phone number');
    expect(focused()).to.equal(phoneField(el));
    expect(requests.some((r) => r.path.startsWith('/api/profile/PUT/'))).to.equal(false);
    await expectNoAxeViolations(el);
    typeInto(phoneField(el), '(713) 555-0177');
    byRole(dialog, 'button', 'Save').click();
    await until(() => !promptOpen(el), 'the prompt closes');
    const put = requests.find((r) => r.path === '/api/profile/PUT/r2/7003');
    expect(put && JSON.parse(put.body)).to.deep.equal({ phoneNumber: '7135550177' });
    const { toasts } = await import('../../src/state/toasts');
    expect(toasts.value.map(toastText)).to.include('Your phone number is saved.');
    // Saved, not dismissed: nothing kept in sessionStorage.
    expect(sessionStorage.getItem('sg_account_prompt_dismissed')).to.equal(null);
  });

  it("a number on another account: the spec's text, UPDATE PHONE NUMBER back to the field, SKIP dismisses for the session", async () => {
    await signedInAs('new.member@example.com');
    const el = await mount();
    await until(() => promptOpen(el), 'the prompt opens');
    const dialog = prompt(el)!;
    typeInto(phoneField(el), '7135550000');
    byRole(dialog, 'button', 'Save').click();
    await until(() => byRole(dialog, 'alert').textContent === TAKEN_TEXT, "the spec's text");
    const update = byRole(dialog, 'button', 'UPDATE PHONE NUMBER');
    await until(() => focused() === update, 'focus on UPDATE PHONE NUMBER');
    await expectNoAxeViolations(el);
    update.click();
    await until(() => focused() === phoneField(el), 'back to the field');
    expect(byRole(dialog, 'alert').textContent).to.equal('');
    byRole(dialog, 'button', 'Save').click();
    await until(() => byRole(dialog, 'alert').textContent === TAKEN_TEXT, 'the text again');
    byRole(dialog, 'button', 'SKIP').click();
    await until(() => !promptOpen(el), 'the prompt closes');
    expect(JSON.parse(sessionStorage.getItem('sg_account_prompt_dismissed') ?? '[]')).to.deep.equal(['phone']);
    el.remove();
    newPage();
    await expectNoPrompt(await mount());
  });

  it('UPDATE PHONE NUMBER pressed with the keyboard (Enter, Space) or clicked with the mouse sends nothing again and goes back to the field (issue 21.2)', async () => {
    await signedInAs('new.member@example.com');
    const el = await mount();
    await until(() => promptOpen(el), 'the prompt opens');
    const dialog = prompt(el)!;
    const puts = () => requests.filter((r) => r.path.startsWith('/api/profile/PUT/')).length;
    typeInto(phoneField(el), '7135550000');
    byRole(dialog, 'button', 'Save').click();
    await until(() => byRole(dialog, 'alert').textContent === TAKEN_TEXT, "the spec's text");
    for (const press of ['Enter', 'Space', 'mouse'] as const) {
      const update = byRole(dialog, 'button', 'UPDATE PHONE NUMBER');
      await until(() => focused() === update, `focus on UPDATE PHONE NUMBER (${press})`);
      const before = puts();
      if (press === 'mouse') {
        const box = update.getBoundingClientRect();
        await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
      } else {
        await sendKeys({ press });
      }
      await until(() => focused() === phoneField(el), `back to the field (${press})`);
      // A second PUT would have been sent and answered by now (the reference API answers at once).
      await new Promise((r) => setTimeout(r, 300));
      expect(puts(), `no second PUT (${press})`).to.equal(before);
      expect(byRole(dialog, 'alert').textContent).to.equal('');
      expect(focused()).to.equal(phoneField(el));
      // Back to "taken" for the next way of pressing.
      await sendKeys({ press: 'Enter' });
      await until(() => byRole(dialog, 'alert').textContent === TAKEN_TEXT, 'taken again');
    }
  });

  it('reflows at 320 px: the prompt fits the window, nothing scrolls sideways', async () => {
    await setViewport({ width: 320, height: 640 });
    try {
      await signedInAs('new.member@example.com');
      const el = await mount();
      await until(() => promptOpen(el), 'the prompt opens');
      const dialog = prompt(el)!;
      const box = dialog.getBoundingClientRect();
      expect(box.left).to.be.at.least(0);
      expect(box.right).to.be.at.most(320);
      expect(dialog.scrollWidth).to.be.at.most(dialog.clientWidth);
      for (const button of dialog.querySelectorAll('button')) expect(button.getBoundingClientRect().right).to.be.at.most(320);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('Escape dismisses the prompt for the session; Tab stays inside it', async () => {
    await signedInAs('new.member@example.com');
    const el = await mount();
    await until(() => promptOpen(el), 'the prompt opens');
    await until(() => focused() === phoneField(el), 'focus on the field');
    await new Promise((r) => setTimeout(r, 100));
    for (let i = 0; i < 6; i += 1) {
      await sendKeys({ press: 'Tab' });
      expect(prompt(el)!.contains(focused())).to.equal(true);
    }
    await sendKeys({ press: 'Escape' });
    await until(() => !promptOpen(el), 'the prompt closes');
    expect(JSON.parse(sessionStorage.getItem('sg_account_prompt_dismissed') ?? '[]')).to.deep.equal(['phone']);
  });

  it('a server failure on Save shows its message and keeps the prompt; a 401 ends the session', async () => {
    await signedInAs('new.member@example.com');
    const el = await mount();
    await until(() => promptOpen(el), 'the prompt opens');
    const dialog = prompt(el)!;
    typeInto(phoneField(el), '7135550177');
    faults.set('phoneUpdate', { status: 503 });
    byRole(dialog, 'button', 'Save').click();
    await until(() => byRole(dialog, 'alert').textContent === 'Something went wrong. Please try again later.', 'the default message');
    expect(promptOpen(el)).to.equal(true);
    faults.set('phoneUpdate', { status: 401 });
    byRole(dialog, 'button', 'Save').click();
    await until(() => !promptOpen(el), 'the prompt closes');
    await until(() => accessibleName(accountButton(el)) === 'Sign in', 'signed out');
    expect(getCookie('USERTYPE')).to.equal('G');
    const { toasts } = await import('../../src/state/toasts');
    expect(toasts.value.map(toastText)).to.include('Your session has expired. Please sign in again.');
  });

  for (const path of ['/shop/LogonForm', '/shop/createpassword', '/OrderConfirmation']) {
    it(`never on ${path}`, async () => {
      const url = location.href;
      history.replaceState(null, '', `${path}?orderId=1`);
      try {
        await signedInAs('new.member@example.com');
        await expectNoPrompt(await mount());
      } finally {
        history.replaceState(null, '', url);
      }
    });
  }

  it('not for guests, nor for a shopper with nothing missing (no template asked)', async () => {
    const guest = await mount();
    await new Promise((r) => setTimeout(r, 200));
    expect(promptOpen(guest)).to.equal(false);
    expect(requests).to.have.length(0);
    guest.remove();
    await signedInAs('pat@example.com');
    await expectNoPrompt(await mount());
    expect(requests.some((r) => r.path === '/api/template')).to.equal(false);
  });

  it('once per page with two <sg-account>, and only when no other flyout is open', async () => {
    setOpenFlyout('cart');
    await signedInAs('new.member@example.com');
    const wrapper = await fixture(html`<div>
      <sg-account rewards-badge="false"></sg-account><sg-account rewards-badge="false"></sg-account>
    </div>`);
    const [a, b] = [...wrapper.querySelectorAll('sg-account')] as SgAccount[];
    await until(infoAsked, 'the account info request');
    await new Promise((r) => setTimeout(r, 300));
    expect(promptOpen(a!) || promptOpen(b!)).to.equal(false);
    clearOpenFlyout('cart');
    await until(() => promptOpen(a!) || promptOpen(b!), 'a prompt opens');
    await new Promise((r) => setTimeout(r, 100));
    expect([promptOpen(a!), promptOpen(b!)].filter(Boolean)).to.have.length(1);
    // Another flyout opening takes over; the prompt does not come back on this page.
    setOpenFlyout('cart');
    await until(() => !promptOpen(a!) && !promptOpen(b!), 'the prompt closes');
    clearOpenFlyout('cart');
    await new Promise((r) => setTimeout(r, 200));
    expect(promptOpen(a!) || promptOpen(b!)).to.equal(false);
  });
});
