/**
 * The account flow's constants (issue 11, api-contract.md "Account: identity and profile"). Apart from constants.ts,
 * which every element loads (Rollup keeps a module whole in one chunk): only the account code carries these.
 */
export const ACCOUNT_STORAGE_KEYS = {
  /** localStorage: `{ userId, savedAt, firstName, offerCount }`, kept REWARDS_CACHE_MS for one user id. */
  rewardsCache: 'sg_rewards_cache',
  /** localStorage: the guest favorites map, merged on sign-in then removed. */
  guestFavorites: 'sg_guest_favorites',
  /** sessionStorage: `cart` | `account`, where to return after a sign-in across a navigation. */
  signInReturn: 'sg_sign_in_return',
  /** sessionStorage: the create-account toast carried across a navigation. */
  accountToast: 'sg_account_toast',
  /** sessionStorage (name ours): the prompts dismissed in this browser session, `["verification","phone"]`. */
  promptDismissed: 'sg_account_prompt_dismissed',
} as const;
/** Pages where no account prompt shows (issue 11). */
export const ACCOUNT_PROMPT_SUPPRESSED_PATHS = ['/shop/LogonForm', '/shop/createpassword', '/OrderConfirmation'] as const;
export { NAME_MAX_LENGTH, PHONE_DIGITS } from './contact';
export const PASSWORD_MIN_LENGTH = 10;
/** "no character repeated consecutively more than 3 times" (spec section 5). */
export const PASSWORD_MAX_REPEAT = 3;
export const PASSCODE_LENGTH = 6;
export const LOYALTY_MIN_AGE = 18;
/** Unknown error keys show the server's `errorMessage` as text, cut to this length (api-contract.md). */
export const SERVER_MESSAGE_MAX_LENGTH = 300;
