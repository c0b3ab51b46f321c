// End-to-end tests of <sg-account> on the demo's elements page (demo/elements.html: the account button beside the
// cart, `captcha-provider="test"`), against the built library and the reference API in the demo server's Node process
// (accounts created here live in the browser context's world, mocks/scope.ts). Run after
// `npm run build && npm run build:demo`:
//   node --test --test-concurrency=1 test/e2e/account.test.mjs
// Every test opens its own browser context and ends by asserting no console error, uncaught error or CSP violation.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { expectNoAxeViolations, openDemo, TEST_TIMEOUT, useBrowser } from './helpers.mjs';

const env = useBrowser();
const TAGS = ['sg-account', 'sg-mini-cart', 'sg-cart-drawer', 'sg-toasts'];

const account = (page) => page.locator('sg-account.site-account');
const accountButton = (page) => account(page).locator('[part="button"]');
const flyout = (page, name) => account(page).getByRole('dialog', { name });

/** Waits until the account button's accessible name is `name` (a string, exactly, or a pattern). */
async function expectButton(page, name) {
  await accountButton(page).and(page.getByRole('button', { name, exact: typeof name === 'string' })).waitFor();
}

async function signOut(page) {
  await accountButton(page).click();
  const menu = flyout(page, 'My account');
  await menu.waitFor();
  await menu.getByRole('button', { name: 'Sign out' }).click();
  await expectButton(page, 'Sign in');
  const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
  assert.equal(cookies.USERTYPE, 'G');
  assert.equal(cookies.USERACTIVITY, undefined);
}

describe('<sg-account> on the demo page', () => {
  test('Pat signs in with a password, sees the menu and the badge, and signs out', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openDemo(env, { tags: TAGS });
    try {
      await expectButton(page, 'Sign in');
      await accountButton(page).click();
      const dialog = flyout(page, 'Sign in');
      await dialog.waitFor();
      await dialog.getByRole('textbox', { name: 'Email' }).fill('pat@example.com');
      await dialog.getByLabel('Password', { exact: true }).fill('Trail2025!Go');
      await expectNoAxeViolations(page, 'the sign-in flyout', { include: ['sg-account.site-account'] });
      await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
      const menu = flyout(page, 'My account');
      await menu.getByRole('link', { name: 'Orders' }).waitFor();
      await menu.getByRole('link', { name: 'View rewards' }).waitFor();
      // The whole name, no space before the comma (issue 21.9: "Hi, Pat , 3 new ..." when the words were a hidden span).
      await expectButton(page, /^Hi, Pat, 3 new rewards and offers$/);
      await expectNoAxeViolations(page, 'the account menu', { include: ['sg-account.site-account'] });
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      // Nothing secret in the page or in storage.
      const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
      assert.ok(!stored.includes('Trail2025'), 'no password stored');
      await signOut(page);
      await check();
    } finally {
      await close();
    }
  });

  test('a new shopper creates an account (the test security check), is welcomed, and signs out', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openDemo(env, { tags: TAGS });
    try {
      await accountButton(page).click();
      await flyout(page, 'Sign in').getByRole('button', { name: 'Create account' }).click();
      const dialog = flyout(page, 'Create account');
      await dialog.waitFor();
      const email = `e2e.${Date.now()}@example.com`;
      const phone = `71355${String(Date.now()).slice(-5)}`;
      await dialog.getByRole('textbox', { name: 'First name' }).fill('Robin');
      await dialog.getByRole('textbox', { name: 'Last name' }).fill('Hughes');
      await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
      await dialog.getByLabel('Phone number').fill(phone);
      await dialog.getByLabel('Password', { exact: true }).fill('Summit2026!Trail');
      await dialog.getByRole('checkbox', { name: "I'm not a robot" }).check();
      await expectNoAxeViolations(page, 'the create-account flyout', { include: ['sg-account.site-account'] });
      await dialog.getByRole('button', { name: 'Create account', exact: true }).click();
      await page.getByText('Welcome, Robin! Your account has been created.').waitFor();
      await expectButton(page, 'Hi, Robin');
      await page.keyboard.press('Escape');
      await signOut(page);
      // The new account signs in again with its password.
      await accountButton(page).click();
      const signIn = flyout(page, 'Sign in');
      await signIn.getByRole('textbox', { name: 'Email' }).fill(email);
      await signIn.getByLabel('Password', { exact: true }).fill('Summit2026!Trail');
      await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expectButton(page, 'Hi, Robin');
      await check();
    } finally {
      await close();
    }
  });

  test('the seeded accounts are listed on the page', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openDemo(env, { tags: TAGS });
    try {
      const table = page.getByRole('table', { name: 'Seeded test accounts' });
      await table.getByRole('cell', { name: 'pat@example.com' }).waitFor();
      await table.getByRole('cell', { name: 'Trail2025!Go' }).first().waitFor();
      await check();
    } finally {
      await close();
    }
  });
});
