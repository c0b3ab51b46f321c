/** Part names of <sg-header>, exposed as `::part(...)` (documented in the element's JSDoc and its page in docs/elements/). */
export const headerParts = [
  'skip-link',
  'bar',
  'hamburger',
  'logo',
  'nav',
  'menu-button',
  'menu-link',
  'panel',
  'column',
  'column-title',
  'link',
  'brand-grid',
  'brand',
  'shop-all',
  'promo',
  'store-button',
  'store-name',
  'store-details',
  'account-button',
  'account-badge',
  'sub-header',
  'sub-header-link',
  'more-button',
  'more-links',
  'free-shipping',
  'track-order',
  'customer-care',
  'chat-button',
  'drawer',
  'welcome',
  'back',
  'close-button',
] as const;
export type HeaderPart = (typeof headerParts)[number];

/** Where the account and sign-up links go (spec section 2). */
export const HEADER_URLS = {
  signIn: '/shop/LogonForm',
  createAccount: '/shop/LogonForm?pageState=signUp',
  myAccount: '/myaccount',
} as const;
