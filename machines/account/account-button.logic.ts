import type { AccountMessage } from './account.types';

/**
 * The account button's messages (issue 11), apart from the rest of account.logic.ts so that the eager button code does
 * not carry the flyout's validation rules. Keys of `accountMessages`: the view words them in its element's locale.
 */

/** The account button's text: "Sign in" for a guest, "Hi, {firstName}" signed in ("My account" until it is known). */
export function accountButtonLabel(signedIn: boolean, firstName: string | null | undefined): AccountMessage {
  if (!signedIn) return { key: 'buttonSignIn' };
  const name = (firstName ?? '').trim();
  return name ? { key: 'buttonGreeting', values: { firstName: name } } : { key: 'buttonMyAccount' };
}

/** The create-account toast (shown through `<sg-toasts>` for 7000 ms, in its locale). */
export function accountCreatedToast(firstName: string | null | undefined): AccountMessage {
  const name = (firstName ?? '').trim();
  return name ? { key: 'accountCreated', values: { firstName: name } } : { key: 'accountCreatedNoName' };
}
