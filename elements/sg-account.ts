import { Account, accountDefaults, closeAccount, isAccountScreen, isFavorite, openAccount, signOutAccount, toggleFavorite } from '../src/components/account';
import type { AccountScreenName } from '../src/components/account';
import { RECAPTCHA_ORIGINS } from '../src/components/captcha';
import { createElementClass, define } from './define';

const isLinkList = (value: unknown) =>
  Array.isArray(value) && value.every((item) => !!item && typeof item === 'object' && typeof item.label === 'string' && typeof item.href === 'string');

const attributes = {
  captchaProvider: { type: 'enum', default: accountDefaults.captchaProvider as 'recaptcha' | 'test', values: ['recaptcha', 'test'] },
  captchaSiteKey: { type: 'string', default: '' },
  captchaScriptUrl: { type: 'url', default: '', allow: RECAPTCHA_ORIGINS },
  rewardsBadge: { type: 'boolean', default: accountDefaults.rewardsBadge },
  button: { type: 'boolean', default: accountDefaults.button },
  guestFavorites: { type: 'boolean', default: accountDefaults.guestFavorites },
  favoritesService: { type: 'enum', default: accountDefaults.favoritesService as 'profile' | 'profilelists', values: ['profile', 'profilelists'] },
  loginSkip: { type: 'enum', default: accountDefaults.loginSkip as '' | 'T' | 'S' | 'TnS', values: ['', 'T', 'S', 'TnS'] },
  menuLinks: { type: 'json', default: null as unknown, validate: isLinkList },
} as const;

/**
 * The shopper's account: a button ("Sign in" for a guest, "Hi, Pat" when signed in, "My account" until the name is
 * known, with the count of new rewards and offers) that opens the account flyout, a modal dialog from the right. A
 * guest signs in there with a password or a one-time code, creates an account (with a security check; a toast
 * welcomes the new shopper) or resets a forgotten password; a signed-in shopper sees "My account": the rewards panel, the account links and "Sign out".
 * Every field is checked before anything is sent. After a sign-in or a sign-out the page's session is re-read, so the
 * header and the cart agree. A header's account button (`sg-account-open`) opens the first account flyout on the page.
 *
 * @tagname sg-account
 * @summary Account button, sign-in flyout and account menu.
 *
 * @attr {string} api-base - Base of the retailer API. Default the page configuration's `apiBase`, else `/api`.
 * @attr {string} config-id - Id of the page configuration script (`<script type="application/json">`) this element reads. Default `sg-config`.
 * @attr {'recaptcha' | 'test'} captcha-provider - The Create account screen's security check: `recaptcha` (default) loads Google reCAPTCHA; `test` shows a built-in "I'm not a robot" checkbox for demos and tests. No account is created without its token.
 * @attr {string} captcha-site-key - reCAPTCHA site key (required with `recaptcha`).
 * @attr {string} captcha-script-url - reCAPTCHA script URL (same origin, or https: on www.google.com or www.recaptcha.net; anything else gives one console warning and the default). Default Google's explicit-render script.
 * @attr {boolean} rewards-badge - Show the count of new rewards and offers on the button of a signed-in shopper (`GET /profile/r2/{id}`, at most hourly). Default true; `rewards-badge="false"` turns it off.
 * @attr {boolean} button - Show the element's own account button. Default true; `button="false"`: the flyout only, opened by `show()` or by a header's account button (`<sg-header>` adds one like this inside itself when the page has no `<sg-account>`, and shows its words and badge on its own button).
 * @attr {boolean} guest-favorites - Guests keep favorites in this browser (localStorage `sg_guest_favorites`), merged into the account on sign-in. Default false: a guest's favorite toggle opens the sign-in flyout. Page-wide: the first `<sg-account>`'s value counts.
 * @attr {'profile' | 'profilelists'} favorites-service - Which service keeps favorites: `/profile/favorites/` (default) or `/profilelists/favorites/`. Page-wide: the first `<sg-account>`'s value counts.
 * @attr {'T' | 'S' | 'TnS'} login-skip - Passed to the sign-in call as `skip` when set; no meaning of its own.
 * @attr {string} menu-links - JSON `[{ "label": "Orders", "href": "/myaccount/orders" }, ...]` replacing the menu's links; only same-origin URLs are used (any other link is left out with a console warning; JSON that is not such a list gives one warning and the default). Default Orders, Track order, Favorites, Saved lists, Pickup persons (/myaccount/pickupPersons), Saved for later (/myaccount/yourItems/saveForLater), Rewards, Profile.
 *
 * @fires sg-account-open - Cancelable, before the flyout opens (button or `show()`): `detail` `{ screen }` (`sign-in`, `one-time-code`, `forgot-password`, `create-account`, or `menu` when signed in). preventDefault() keeps it closed.
 * @fires sg-sign-in - After a sign-in here: `detail` `{ userId, firstName, method: 'password' | 'one-time-code' | 'create-account' | 'reset-password' }` (never a password or a code).
 * @fires sg-sign-out - After a sign-out here: `detail` `{ userId }`.
 * @fires sg-favorite-change - On `document`, for every favorite added or removed (from any source): `detail` `{ productId, skuId, favorite, signedIn }`.
 * @fires sg-request-close - Cancelable, when the shopper asks to close the flyout: `detail` `{ reason: 'keyboard' | 'close-button' | 'overlay' }`.
 *
 * @csspart button - The account button.
 * @csspart badge - The count of new rewards and offers on the button.
 * @csspart dialog - The flyout's `<dialog>`.
 * @csspart close-button - The flyout's close button.
 * @csspart heading - The flyout's heading ("Sign in", "Create account", "One-time code", "Forgot password", "My account").
 * @csspart form - A screen's form.
 * @csspart field - One field with its label, hint and message.
 * @csspart input - A text field, checkbox or radio button.
 * @csspart field-error - A field's validation message.
 * @csspart hint - A field's hint.
 * @csspart captcha - The Create account screen's security check.
 * @csspart submit - A form's submit button.
 * @csspart alert - A failed request's message.
 * @csspart status - The polite status ("We sent a code to ...").
 * @csspart rewards - The menu's rewards panel.
 * @csspart menu - The menu's list of account links.
 * @csspart sign-out - The "Sign out" button.
 * @csspart prompt - The prompt of a signed-in shopper (account verification, or a missing phone number): a modal dialog.
 *
 * @cssprop --sg-account-flyout-width - Width of the flyout. Default 416px.
 * @cssprop --sg-color-brand - Brand colour (buttons, links, the badge).
 * @cssprop --sg-color-error - Error text and borders.
 * @cssprop --sg-font-family - Font family.
 */
export class SgAccount extends createElementClass({ tag: 'sg-account', attributes, component: Account }) {
  /**
   * Opens the flyout on `screen` (`sign-in` by default, `create-account`, `one-time-code`, `forgot-password`), or
   * the account menu when the shopper is signed in. Fires the cancelable `sg-account-open` first; returns whether the flyout opened.
   */
  show(screen?: AccountScreenName): boolean {
    return openAccount(this, isAccountScreen(screen) ? screen : null);
  }

  /** Closes the flyout (focus returns to what had it). */
  close(): void {
    closeAccount();
  }

  /**
   * Adds or removes a favorite (`{ productId, skuId? }`); resolves with the new state (true = a favorite). A guest
   * without `guest-favorites` gets the sign-in flyout. Without imports: `document.dispatchEvent(new
   * CustomEvent('sg-toggle-favorite', { detail: { productId, skuId } }))`.
   */
  toggleFavorite(item: { productId: string; skuId?: string | null }): Promise<boolean> {
    return toggleFavorite(item, {
      api: { base: (this.getValue('apiBase') as string) || undefined },
      guestFavorites: this.getValue('guestFavorites') === true,
      service: this.getValue('favoritesService') as 'profile' | 'profilelists',
    });
  }

  /** Whether `productId` is one of the shopper's favorites (false until the favorites have loaded after the first paint). */
  isFavorite(productId: string): boolean {
    return isFavorite(productId);
  }

  /**
   * Signs the shopper out (`POST /identity/logout`, then a guest identity): the page forgets the shopper and
   * `sg-sign-out` fires. Resolves false when nobody was signed in or the logout failed (still signed in).
   */
  signOut(): Promise<boolean> {
    return signOutAccount(this, (this.getValue('apiBase') as string) || undefined);
  }
}

define('sg-account', SgAccount);

export { toggleFavorite, isFavorite, openAccountFlyoutFor as openAccount } from '../src/components/account';

declare global {
  interface HTMLElementTagNameMap {
    'sg-account': SgAccount;
  }
}
