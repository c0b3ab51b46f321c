import { defineMessages } from '../../core/messages';

/**
 * Every text `<sg-header>` writes itself, en-US (docs/messages.md: translations in src/locales, page overrides in the
 * configuration's `messages` section). The CMS's texts (navigation, sub-header links, logo alt, a banner or a title
 * it gives) are shown as given; the `*Title`, `navLabel` and `freeShippingText` messages are the texts in use where
 * the configuration leaves them out. The nested elements (search, mini cart, cart drawer, gift card, account) word
 * their own texts; the store buttons name the page's store in the store locator's words (`storeLocator.myStoreName`).
 */
export const headerMessages = defineMessages('header', {
  skipLink: 'Skip to main content',
  /** The hamburger button, its dialog and the dialog's `sg-menu-toggle` label. */
  menu: 'Menu',
  closeMenu: 'Close menu',
  menuFailed: 'The menu did not load. Please check your connection.',
  tryAgain: 'Try again',
  /** The logo link when the configuration has no usable logo and the page no `slot="logo"`. */
  home: 'Home',
  signIn: 'Sign in',
  myAccount: 'My account',
  createAccount: 'Create account',
  welcome: 'Welcome',
  welcomeBack: 'Welcome back',
  hi: 'Hi, {firstName}',
  /** The hamburger dialog's item that closes it and moves focus to the search box. */
  menuSearch: 'Search',
  /** The hamburger's link to the rewards page, shown beside the new-offers badge. */
  viewRewards: 'View rewards',
  shop: 'Shop',
  back: 'Back',
  shopAll: 'Shop All {name}',
  more: 'More',
  giftCardFailed: 'The gift card balance check did not load. Please try again later.',
  // The configuration's texts when it gives none (nav.label, storeLocator.title, ...).
  navLabel: 'Main',
  storeLocatorTitle: 'Find a Store',
  trackOrderTitle: 'Track Order',
  customerCareTitle: 'Customer Care',
  chatTitle: 'Chat',
  /** The floating feedback button and its panel's heading when `floatingHelp.feedback` gives no title. */
  feedbackTitle: 'Feedback',
  // The floating help panel (its heading is the button's text: the chat's or the feedback's title).
  helpLoading: 'Loading {title}…',
  helpSlow: '{title} is taking longer than usual to load.',
  helpOpenWindow: 'Open in a new window',
  helpClose: 'Close {title}',
  freeShippingText: 'Free shipping on orders over {amount}',
  // The delivery ZIP control (the spec's zip code popup). Its heading, label, field error, outcome sentences and Close
  // are the store locator's delivery ZIP texts (`storeLocator.delivery*`, `zipInvalid`, `close`).
  /** The sub-header's and the hamburger dialog's entry when the page's same-day delivery info has a ZIP. */
  deliverTo: 'Deliver to {zip}',
  /** The same entry without a ZIP. */
  setDeliveryZip: 'Set delivery ZIP',
  /** The delivery ZIP form's submit button. */
  deliveryZipUpdate: 'Update',
  /** A ZIP the same-day delivery rules refused (a higher priority is kept). */
  deliveryZipRefused: '{zip} was not saved: the delivery ZIP already set takes priority.',
  deliveryZipFailed: 'The delivery ZIP form did not load. Please check your connection.',
});
