export { Account, accountDefaults } from './Account';
export type { AccountProps } from './Account';
export { accountParts, DEFAULT_MENU_LINKS } from './account.anatomy';
export { accountMessages } from './account.messages';
export { openAccount, closeAccount, signOutAccount, isAccountScreen, ACCOUNT_SCREENS, toggleFavorite, isFavorite, openAccountFlyoutFor } from './actions';
export type { AccountScreenName } from './actions';
