import type { AccountMessageKey } from '../../../machines/account';
import { defineMessages } from '../../core/messages';

/**
 * Every text of `<sg-account>` (the button, the flyout's screens, the menu, the prompts, its toasts), en-US
 * (docs/messages.md: translations in src/locales, page overrides in the configuration's `messages` section). The field
 * messages, the code's status, the button's words and the toasts are the machine's keys (machines/account:
 * `AccountMessageKey`); the server's error keys are `accountErrorMessages` (src/core/account-errors.ts) and
 * `errorMessages`. A first name, a masked phone or email, the menu links of `menu-links` and the CMS template's texts are
 * shown as given.
 */
export const accountMessages = defineMessages('account', {
  // The account button; `badge` follows the label and a comma in its accessible name.
  buttonSignIn: 'Sign in',
  buttonGreeting: 'Hi, {firstName}',
  buttonMyAccount: 'My account',
  badge: '{count, plural, one {# new reward or offer} other {# new rewards and offers}}',
  // The flyout's frame: its heading per screen, Close, the screens' chunk failing.
  signInHeading: 'Sign in',
  createAccountHeading: 'Create account',
  oneTimeCodeHeading: 'One-time code',
  forgotPasswordHeading: 'Forgot password',
  menuHeading: 'My account',
  close: 'Close',
  chunkFailed: "Sign-in didn't load. Check your connection and try again.",
  retry: 'Try again',
  // Fields: labels and hints.
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone number',
  phoneHint: '10 digits, like (713) 555-0123.',
  birthday: 'Birthday (optional)',
  birthdayHint: 'MM/DD/YYYY. Needed to join rewards.',
  joinRewards: 'Join rewards (18 or older)',
  password: 'Password',
  newPassword: 'New password',
  code: 'One-time code',
  codeHint: 'Enter the 6 digits we sent you.',
  passwordHint: 'At least 10 characters, with an uppercase letter, a number and a special character. No character 4 times in a row.',
  rememberMe: 'Keep me signed in',
  channelLegend: 'Send the code by',
  channelEmail: 'Email',
  channelSms: 'Text message ({phone})',
  // Buttons, and their words while the request runs.
  signIn: 'Sign in',
  signingIn: 'Signing you in…',
  forgotPassword: 'Forgot password?',
  withCode: 'Sign in with a one-time code',
  withPassword: 'Sign in with your password',
  createAccount: 'Create account',
  creatingAccount: 'Creating your account…',
  haveAccount: 'Already have an account? Sign in',
  sendCode: 'Send code',
  sendingCode: 'Sending a code…',
  newCode: 'Send a new code',
  otherEmail: 'Use another email',
  resetPassword: 'Reset password',
  resetting: 'Resetting your password…',
  benefits: 'Sign in to see your rewards and offers, track orders, check out faster and keep your favorites on every device.',
  // The signed-in menu.
  rewardsHeading: 'Rewards and offers',
  rewardsSummary:
    '{rewards, plural, one {# new reward} other {# new rewards}}, {rewardsExpiring} expiring soon. ' +
    '{offers, plural, one {# new offer} other {# new offers}}, {offersExpiring} expiring soon.',
  viewRewards: 'View rewards',
  menuOrders: 'Orders',
  menuTrackOrder: 'Track order',
  menuFavorites: 'Favorites',
  menuSavedLists: 'Saved lists',
  menuPickupPersons: 'Pickup persons',
  menuSaveForLater: 'Saved for later',
  menuRewards: 'Rewards',
  menuProfile: 'Profile',
  signOut: 'Sign out',
  signingOut: 'Signing you out…',
  // Field messages (the machine's keys).
  firstNameRequired: 'Enter your first name.',
  firstNameLetters: 'Your first name can only contain letters.',
  firstNameLength: 'Your first name can be at most {max} letters.',
  lastNameRequired: 'Enter your last name.',
  lastNameLetters: 'Your last name can only contain letters.',
  lastNameLength: 'Your last name can be at most {max} letters.',
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address, like name@example.com.',
  phoneRequired: 'Please enter a phone number',
  phoneInvalid: 'Enter a 10-digit phone number, like (713) 555-0123.',
  passwordRequired: 'Enter your password.',
  newPasswordRequired: 'Enter a password.',
  passwordLength: 'Your password needs at least {min} characters.',
  passwordUppercase: 'Your password needs an uppercase letter.',
  passwordNumber: 'Your password needs a number.',
  passwordSpecial: 'Your password needs a special character, like ! or #.',
  birthdayFormat: 'Enter your birthday as MM/DD/YYYY.',
  birthdayInvalid: 'Enter a real date as MM/DD/YYYY.',
  birthdayFuture: 'Your birthday must be a date in the past.',
  birthdayRequired: 'Enter your birthday to join rewards.',
  joinRewardsAge: 'You must be {age} or older to join rewards.',
  codeRequired: 'Enter the {length}-digit code.',
  codeInvalid: 'The code is {length} digits.',
  // Alerts and the status (the machine's keys).
  signOutFailed: "We couldn't sign you out. Please try again.",
  cookiesNeeded: 'Signing in needs cookies, and your browser is blocking them. Allow cookies for this site, then try again.',
  codeSentTo: 'We sent a code to {destination}.',
  codeSentByEmail: 'We sent you a code by email.',
  codeSentBySms: 'We sent you a code by text message.',
  codeExpiry: 'It expires in {minutes, plural, one {# minute} other {# minutes}}.',
  // Toasts (worded by <sg-toasts> in its locale).
  accountCreated: 'Welcome, {firstName}! Your account has been created.',
  accountCreatedNoName: 'Welcome! Your account has been created.',
  phoneSaved: 'Your phone number is saved.',
  // The prompts of a signed-in shopper (spec: "Phone number", "Save", UPDATE PHONE NUMBER, SKIP; the others ours). The
  // verification prompt's texts are the CMS template's; these show when it fails or leaves one empty.
  verificationTitle: 'Verify your account',
  verificationBody: 'Confirm your email address to keep your account secure and see all your rewards.',
  verificationCta: 'Verify',
  notNow: 'Not now',
  phoneHeading: 'Add your phone number',
  phoneText: 'Add a mobile number to your account so we can reach you about your orders.',
  save: 'Save',
  saving: 'Saving…',
  updatePhone: 'UPDATE PHONE NUMBER',
  skip: 'SKIP',
} satisfies Record<AccountMessageKey, string> & Record<string, string>);
