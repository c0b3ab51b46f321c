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

/** The account pages (spec section 2); the menu's default links. */
export const ACCOUNT_ROUTES = {
  myAccount: '/myaccount',
  orders: '/myaccount/orders',
  trackOrder: '/myaccount/orders',
  favorites: '/yourItems/wishlist/favorites',
  savedLists: '/myaccount/wishlist',
  /** Our choice (the spec names the page type myAccountSaveForLater, not its path). */
  saveForLater: '/myaccount/yourItems/saveForLater',
  /** Our choice too (spec section 6: the signed-in shopper's pickup person list). */
  pickupPersons: '/myaccount/pickupPersons',
  rewards: '/myaccount/rewards',
  profile: '/myaccount/profile',
  signIn: '/shop/LogonForm',
  createAccount: '/shop/LogonForm?pageState=signUp',
} as const;

/** A link of the account menu as shown (a page's `menu-links` label is shown as given). */
export interface MenuLink {
  label: string;
  href: string;
}

/** The account menu's links in spec order, their labels by message key (the `menu-links` attribute replaces them). */
export const DEFAULT_MENU_LINKS = [
  { key: 'menuOrders', href: ACCOUNT_ROUTES.orders },
  { key: 'menuTrackOrder', href: ACCOUNT_ROUTES.trackOrder },
  { key: 'menuFavorites', href: ACCOUNT_ROUTES.favorites },
  { key: 'menuSavedLists', href: ACCOUNT_ROUTES.savedLists },
  { key: 'menuPickupPersons', href: ACCOUNT_ROUTES.pickupPersons },
  { key: 'menuSaveForLater', href: ACCOUNT_ROUTES.saveForLater },
  { key: 'menuRewards', href: ACCOUNT_ROUTES.rewards },
  { key: 'menuProfile', href: ACCOUNT_ROUTES.profile },
] as const;
