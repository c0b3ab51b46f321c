/** Part names of <sg-account>, exposed as `::part(...)` (documented in the element's JSDoc and docs/elements/sg-account.md). */
export const accountParts = [
  'button',
  'badge',
  'dialog',
  'close-button',
  'heading',
  'form',
  'field',
  'input',
  'field-error',
  'hint',
  'captcha',
  'submit',
  'alert',
  'status',
  'rewards',
  'menu',
  'sign-out',
  'prompt',
] as const;
export type AccountPart = (typeof accountParts)[number];

/** Fixed texts and accessible names (issue 11). */
export const ACCOUNT_TEXT = {
  signInHeading: 'Sign in',
  createAccountHeading: 'Create account',
  oneTimeCodeHeading: 'One-time code',
  forgotPasswordHeading: 'Forgot password',
  menuHeading: 'My account',
  close: 'Close',
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone number',
  phoneHint: '10 digits, like (713) 555-0123.',
  birthday: 'Birthday (optional)',
  birthdayHint: 'MM/DD/YYYY. Needed to join rewards.',
  joinRewards: 'Join rewards (18 or older)',
  captchaError: 'Complete the security check.',
  creatingAccount: 'Creating your account…',
  haveAccount: 'Already have an account?',
  password: 'Password',
  newPassword: 'New password',
  code: 'One-time code',
  rememberMe: 'Keep me signed in',
  signIn: 'Sign in',
  signingIn: 'Signing you in…',
  forgotPassword: 'Forgot password?',
  withCode: 'Sign in with a one-time code',
  withPassword: 'Sign in with your password',
  createAccount: 'Create account',
  sendCode: 'Send code',
  sendingCode: 'Sending a code…',
  newCode: 'Send a new code',
  otherEmail: 'Use another email',
  resetPassword: 'Reset password',
  resetting: 'Resetting your password…',
  channelLegend: 'Send the code by',
  channelEmail: 'Email',
  channelSms: 'Text message',
  benefits: 'Sign in to see your rewards and offers, track orders, check out faster and keep your favorites on every device.',
  newHere: 'New here?',
  codeHint: 'Enter the 6 digits we sent you.',
  passwordHint: 'At least 10 characters, with an uppercase letter, a number and a special character. No character 4 times in a row.',
  rewardsHeading: 'Rewards and offers',
  viewRewards: 'View rewards',
  signOut: 'Sign out',
  signingOut: 'Signing you out…',
  chunkFailed: "Sign-in didn't load. Check your connection and try again.",
  retry: 'Try again',
  loading: 'Loading…',
} as const;

/** The account pages (spec section 2); the menu's default links. */
export const ACCOUNT_ROUTES = {
  myAccount: '/myaccount',
  orders: '/myaccount/orders',
  trackOrder: '/myaccount/orders',
  favorites: '/yourItems/wishlist/favorites',
  savedLists: '/myaccount/wishlist',
  rewards: '/myaccount/rewards',
  profile: '/myaccount/profile',
  signIn: '/shop/LogonForm',
  createAccount: '/shop/LogonForm?pageState=signUp',
} as const;

export interface MenuLink {
  label: string;
  href: string;
}

/** The account menu's links in spec order (the `menu-links` attribute replaces them). */
export const DEFAULT_MENU_LINKS: readonly MenuLink[] = [
  { label: 'Orders', href: ACCOUNT_ROUTES.orders },
  { label: 'Track order', href: ACCOUNT_ROUTES.trackOrder },
  { label: 'Favorites', href: ACCOUNT_ROUTES.favorites },
  { label: 'Saved lists', href: ACCOUNT_ROUTES.savedLists },
  { label: 'Rewards', href: ACCOUNT_ROUTES.rewards },
  { label: 'Profile', href: ACCOUNT_ROUTES.profile },
];
