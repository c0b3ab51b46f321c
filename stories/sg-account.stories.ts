import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement, useLayoutEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../elements/sg-account';
import { resetAccounts } from '../mocks/data/accounts';
import { faults, type CallName, type Fault } from '../mocks/faults';
import { resetProfileStore } from '../mocks/handlers/profile';
import { closeAccountFlyout, resetAccountForTests } from '../src/state/account';
import { resetRewardsForTests } from '../src/state/rewards';
import { resetProfileForTests } from '../src/state/profile';
import { refreshSession } from '../src/state/session';
import { resetPromptForTests } from '../src/components/account/AccountPrompt';
import { accountMessages } from '../src/components/account';
import { captchaMessages } from '../src/components/captcha';
import { accountErrorMessages } from '../src/core/account-errors';
import { errorMessages } from '../src/core/errors';
import { typeInShadow, withCookies, withStorage } from './story-support';

/**
 * `<sg-account>` as a CMS author writes it: the tag alone (`rewards-badge`, `login-skip`, `menu-links` and `api-base`
 * are optional). It talks to the reference API (msw, see .storybook/preview.tsx): the seeded accounts, e.g.
 * `pat@example.com` / `Trail2025!Go` (mocks/data/accounts.ts). Each story starts signed out (no session cookies, no
 * rewards cache) and puts back the cookies, the storage, the page's account state and the API's fault switches when
 * it goes away. The signed-in stories sign in through the flyout, as a shopper does.
 */

/** The element's en-US texts (the stories name them from the catalogue). */
const TEXT = accountMessages.defaults;

const SESSION_COOKIES = ['WC_USERID', 'USERTYPE', 'USERACTIVITY', 'WC_PERSISTENT'] as const;

interface PageState {
  faults?: Partial<Record<CallName, Fault>>;
}

interface MarkupArgs {
  /** The element's attributes, as written in the page's HTML. */
  attributes: Record<string, string>;
}

const markup = (attributes: Record<string, string>) =>
  `<sg-account${Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('')}></sg-account>`;

/** Builds the author's markup with DOM calls (as the HTML parser would) and removes it when the story goes away. */
function Markup({ attributes }: MarkupArgs) {
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    if (!slot) return;
    const el = document.createElement('sg-account');
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    slot.append(el);
    return () => el.remove();
  }, [slot, attributes]);
  return createElement('div', { ref: setSlot, style: { padding: '1rem' } });
}

const page = (state: PageState = {}, attributes: Record<string, string> = {}) => ({
  args: { attributes },
  parameters: { page: state, docs: { source: { code: markup(attributes) } } },
});

function setUpPage(state: PageState): () => void {
  faults.clear();
  resetAccounts();
  resetProfileStore();
  resetAccountForTests();
  resetRewardsForTests();
  resetProfileForTests();
  resetPromptForTests();
  sessionStorage.removeItem('sg_account_prompt_dismissed');
  const restoreCookies = withCookies(Object.fromEntries(SESSION_COOKIES.map((name) => [name, null])));
  const restoreStorage = withStorage({ sg_rewards_cache: null });
  for (const [call, fault] of Object.entries(state.faults ?? {})) faults.set(call as CallName, fault);
  return () => {
    faults.clear();
    closeAccountFlyout();
    resetAccountForTests();
    resetRewardsForTests();
    resetProfileForTests();
    sessionStorage.removeItem('sg_account_prompt_dismissed');
    restoreStorage();
    restoreCookies();
  };
}

async function rendered(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('sg-account')?.shadowRoot?.querySelector('[part="button"]')).toBeTruthy(), {
    timeout: 5000,
  });
  const host = canvasElement.querySelector('sg-account')!;
  return { host, shadow: within(host.shadowRoot as unknown as HTMLElement) };
}

/** Opens the flyout from its button and waits for the Email field (it has focus then). */
async function openSignIn(canvasElement: HTMLElement) {
  const { host, shadow } = await rendered(canvasElement);
  await userEvent.click(host.shadowRoot!.querySelector<HTMLButtonElement>('[part="button"]')!);
  await waitFor(() => expect(shadow.getByRole('dialog', { name: TEXT.signInHeading })).toBeVisible(), { timeout: 5000 });
  const dialog = within(shadow.getByRole('dialog', { name: TEXT.signInHeading }));
  const email = await dialog.findByRole('textbox', { name: TEXT.email }, { timeout: 8000 });
  await waitFor(() => expect(host.shadowRoot!.activeElement).toBe(email));
  return { host, shadow, dialog };
}

type Scope = Awaited<ReturnType<typeof openSignIn>>['dialog'];

async function signIn(dialog: Scope, email: string, password: string) {
  typeInShadow(dialog.getByRole('textbox', { name: TEXT.email }), email);
  typeInShadow(dialog.getByLabelText(TEXT.password) as HTMLInputElement, password);
  await userEvent.click(dialog.getByRole('button', { name: TEXT.signIn }));
}

const meta = {
  title: 'Elements/sg-account',
  component: Markup,
  args: { attributes: {} },
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ parameters }) => setUpPage((parameters.page ?? {}) as PageState),
} satisfies Meta<typeof Markup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: the "Sign in" button, nothing asked of the API. */
export const GuestButton: Story = {
  name: 'Guest button',
  ...page(),
  play: async ({ canvasElement }) => {
    const { shadow } = await rendered(canvasElement);
    await expect(shadow.getByRole('button', { name: TEXT.buttonSignIn })).toBeVisible();
  },
};

/** The flyout's Sign in screen: Email (focused), Password, Keep me signed in, the other ways in and the benefits. */
export const SignInScreen: Story = {
  name: 'Sign in screen',
  ...page(),
  play: async ({ canvasElement }) => {
    const { dialog } = await openSignIn(canvasElement);
    await expect(dialog.getByRole('checkbox', { name: TEXT.rememberMe })).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: TEXT.forgotPassword })).toBeVisible();
    await expect(dialog.getByRole('button', { name: TEXT.withCode })).toBeVisible();
    await expect(dialog.getByRole('button', { name: TEXT.createAccount })).toBeVisible();
  },
};

/** Sign in with nothing typed: the errors sit on their fields, Email has focus, nothing is sent. */
export const ValidationErrors: Story = {
  name: 'Error: empty form',
  ...page(),
  play: async ({ canvasElement }) => {
    const { host, dialog } = await openSignIn(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: TEXT.signIn }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: TEXT.email })).toHaveAttribute('aria-invalid', 'true'));
    await expect(host.shadowRoot!.activeElement).toBe(dialog.getByRole('textbox', { name: TEXT.email }));
    await expect(dialog.getByText(TEXT.emailRequired)).toBeVisible();
  },
};

/** A wrong password: the contract's message in an alert (not the server's text); the password emptied and focused. */
export const WrongPassword: Story = {
  name: 'Error: wrong password',
  ...page(),
  play: async ({ canvasElement }) => {
    const { dialog } = await openSignIn(canvasElement);
    await signIn(dialog, 'pat@example.com', 'wrong-Pass1!');
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(accountErrorMessages.defaults._ERR_AUTHENTICATION_ERROR), {
      timeout: 8000,
    });
  },
};

/** The sign-in call fails with a 503: the default message. */
export const ServerError: Story = {
  name: 'Error: server',
  ...page({ faults: { login: { status: 503 } } }),
  play: async ({ canvasElement }) => {
    const { dialog } = await openSignIn(canvasElement);
    await signIn(dialog, 'pat@example.com', 'Trail2025!Go');
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(errorMessages.defaults._ERR_DEFAULT_KEY), { timeout: 8000 });
  },
};

/**
 * A browser blocking this site's cookies (issue 21.22): the sign-in call answers yes, but the page cannot keep the
 * session, so the form says cookies are needed and the button still says "Sign in". The story replaces
 * `document.cookie` with one that keeps nothing, and puts it back after.
 */
export const CookiesBlocked: Story = {
  name: 'Error: cookies blocked',
  ...page(),
  beforeEach: () => {
    Object.defineProperty(document, 'cookie', { configurable: true, get: () => '', set: () => undefined });
    return () => {
      delete (document as unknown as Record<string, unknown>)['cookie'];
    };
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openSignIn(canvasElement);
    await signIn(dialog, 'pat@example.com', 'Trail2025!Go');
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(TEXT.cookiesNeeded), { timeout: 8000 });
  },
};

/** Pat signs in: "Hi, Pat" with the badge (3 new rewards and offers), and the menu "My account". */
export const SignedInMenu: Story = {
  name: 'Signed in: menu',
  ...page(),
  play: async ({ canvasElement }) => {
    const { shadow, dialog } = await openSignIn(canvasElement);
    await signIn(dialog, 'pat@example.com', 'Trail2025!Go');
    await waitFor(() => expect(shadow.getByRole('dialog', { name: TEXT.menuHeading })).toBeVisible(), { timeout: 8000 });
    const menu = within(shadow.getByRole('dialog', { name: TEXT.menuHeading }));
    await expect(await menu.findByRole('link', { name: TEXT.viewRewards }, { timeout: 8000 })).toBeVisible();
    await expect(menu.getByRole('button', { name: TEXT.signOut })).toBeVisible();
  },
};

/** Signed in with `rewards-badge="false"`: "Hi, Pat" without a count. */
export const SignedInNoBadge: Story = {
  name: 'Signed in: no badge',
  ...page({}, { 'rewards-badge': 'false' }),
  play: async ({ canvasElement }) => {
    const { host, dialog } = await openSignIn(canvasElement);
    await signIn(dialog, 'pat@example.com', 'Trail2025!Go');
    await waitFor(() => expect(host.shadowRoot!.querySelector('[part="button"]')).toHaveTextContent('Hi, Pat'), { timeout: 8000 });
    await expect(host.shadowRoot!.querySelector('[part="badge"]')).toBeNull();
  },
};

/** `show('create-account')` with `captcha-provider="test"`: the Create account screen, First name focused. */
export const CreateAccountScreen: Story = {
  name: 'Create account screen',
  ...page({}, { 'captcha-provider': 'test' }),
  play: async ({ canvasElement }) => {
    const { host, shadow } = await rendered(canvasElement);
    (host as HTMLElement & { show(screen: string): boolean }).show('create-account');
    await waitFor(() => expect(shadow.getByRole('dialog', { name: TEXT.createAccountHeading })).toBeVisible(), { timeout: 8000 });
    const dialog = within(shadow.getByRole('dialog', { name: TEXT.createAccountHeading }));
    await expect(await dialog.findByRole('textbox', { name: TEXT.firstName }, { timeout: 8000 })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: captchaMessages.defaults.testLabel })).not.toBeChecked();
  },
};

/** `show('one-time-code')`: Email, then "Send code"; the code screen says where it went and when it expires. */
export const OneTimeCodeScreen: Story = {
  name: 'One-time code screen',
  ...page(),
  play: async ({ canvasElement }) => {
    const { host, shadow } = await rendered(canvasElement);
    (host as HTMLElement & { show(screen: string): boolean }).show('one-time-code');
    await waitFor(() => expect(shadow.getByRole('dialog', { name: TEXT.oneTimeCodeHeading })).toBeVisible(), { timeout: 8000 });
    const dialog = within(shadow.getByRole('dialog', { name: TEXT.oneTimeCodeHeading }));
    typeInShadow(await dialog.findByRole('textbox', { name: TEXT.email }, { timeout: 8000 }), 'pat@example.com');
    await userEvent.click(dialog.getByRole('button', { name: TEXT.sendCode }));
    await expect(await dialog.findByRole('textbox', { name: TEXT.code }, { timeout: 8000 })).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent(/It expires in 10 minutes/));
  },
};

/** `show('forgot-password')`: Email and "Send code". */
export const ForgotPasswordScreen: Story = {
  name: 'Forgot password screen',
  ...page(),
  play: async ({ canvasElement }) => {
    const { host, shadow } = await rendered(canvasElement);
    (host as HTMLElement & { show(screen: string): boolean }).show('forgot-password');
    await waitFor(() => expect(shadow.getByRole('dialog', { name: TEXT.forgotPasswordHeading })).toBeVisible(), { timeout: 8000 });
    const dialog = within(shadow.getByRole('dialog', { name: TEXT.forgotPasswordHeading }));
    await expect(await dialog.findByRole('textbox', { name: TEXT.email }, { timeout: 8000 })).toBeVisible();
    await expect(dialog.getByRole('button', { name: TEXT.sendCode })).toBeVisible();
  },
};

/** A locked account: the contract's message, not the server's text. */
export const LockedAccount: Story = {
  name: 'Error: locked account',
  ...page(),
  play: async ({ canvasElement }) => {
    const { dialog } = await openSignIn(canvasElement);
    await signIn(dialog, 'locked@example.com', 'Trail2025!Go');
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(/Your account is locked/), { timeout: 8000 });
  },
};

/** The network fails: the catalogue's network message. */
export const NetworkError: Story = {
  name: 'Error: network',
  ...page({ faults: { login: { networkError: true } } }),
  play: async ({ canvasElement }) => {
    const { dialog } = await openSignIn(canvasElement);
    await signIn(dialog, 'pat@example.com', 'Trail2025!Go');
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(errorMessages.defaults._ERR_NETWORK), {
      timeout: 8000,
    });
  },
};

/** A page loaded by a signed-in shopper (the server's cookies): the prompts read the account info then. */
async function signedInPage(email: string) {
  await fetch('/api/identity/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ logonId: email, logonPassword: 'Trail2025!Go', rememberMe: false }),
  });
  refreshSession();
}

/** `unverified@example.com`: the account verification prompt with the template's text, "Verify" and "Not now". */
export const VerificationPrompt: Story = {
  name: 'Prompt: account verification',
  ...page({}, { 'rewards-badge': 'false' }),
  play: async ({ canvasElement }) => {
    const { shadow } = await rendered(canvasElement);
    await signedInPage('unverified@example.com');
    await waitFor(() => expect(shadow.getByRole('dialog', { name: 'Please verify your account' })).toBeVisible(), { timeout: 8000 });
    const dialog = within(shadow.getByRole('dialog', { name: 'Please verify your account' }));
    await expect(dialog.getByRole('link', { name: 'Verify' })).toHaveAttribute('href', '/account-verification');
    await expect(dialog.getByRole('button', { name: TEXT.notNow })).toBeVisible();
  },
};

/** `new.member@example.com` (no phone on file): "Phone number" and "Save"; empty says 'Please enter a phone number'. */
export const PhonePrompt: Story = {
  name: 'Prompt: missing phone',
  ...page({}, { 'rewards-badge': 'false' }),
  play: async ({ canvasElement }) => {
    const { host, shadow } = await rendered(canvasElement);
    await signedInPage('new.member@example.com');
    await waitFor(() => expect(shadow.getByRole('dialog', { name: TEXT.phoneHeading })).toBeVisible(), { timeout: 8000 });
    const dialog = within(shadow.getByRole('dialog', { name: TEXT.phoneHeading }));
    await userEvent.click(dialog.getByRole('button', { name: TEXT.save }));
    await waitFor(() => expect(host.shadowRoot!.querySelector('input[type="tel"]')).toHaveAttribute('aria-invalid', 'true'));
    await expect(dialog.getByText(TEXT.phoneRequired)).toBeVisible();
  },
};

/** A number on another account (`7135550000`): the spec's text with UPDATE PHONE NUMBER and SKIP. */
export const PhonePromptTaken: Story = {
  name: 'Prompt: phone already used',
  ...page({}, { 'rewards-badge': 'false' }),
  play: async ({ canvasElement }) => {
    const { host, shadow } = await rendered(canvasElement);
    await signedInPage('new.member@example.com');
    await waitFor(() => expect(shadow.getByRole('dialog', { name: TEXT.phoneHeading })).toBeVisible(), { timeout: 8000 });
    const dialog = within(shadow.getByRole('dialog', { name: TEXT.phoneHeading }));
    typeInShadow(host.shadowRoot!.querySelector<HTMLInputElement>('input[type="tel"]')!, '7135550000');
    await userEvent.click(dialog.getByRole('button', { name: TEXT.save }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(/already associated with another account/), { timeout: 8000 });
    await expect(dialog.getByRole('button', { name: TEXT.updatePhone })).toBeVisible();
    await expect(dialog.getByRole('button', { name: TEXT.skip })).toBeVisible();
  },
};
