/**
 * The account button's words (issue 11), apart from the rest of account.logic.ts so that the eager button code does
 * not carry the flyout's validation rules.
 */

/** The account button's text: "Sign in" for a guest, "Hi, {firstName}" signed in ("My account" until it is known). */
export function accountButtonLabel(signedIn: boolean, firstName: string | null | undefined): string {
  if (!signedIn) return 'Sign in';
  const name = (firstName ?? '').trim();
  return name ? `Hi, ${name}` : 'My account';
}

/** The create-account toast (shown through `<sg-toasts>` for 7000 ms). */
export function accountCreatedToast(firstName: string | null | undefined): string {
  const name = (firstName ?? '').trim();
  return name ? `Welcome, ${name}! Your account has been created.` : 'Welcome! Your account has been created.';
}
