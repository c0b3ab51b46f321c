export { Account, accountDefaults } from './Account';
export type { AccountProps } from './Account';
export { accountParts, ACCOUNT_TEXT, DEFAULT_MENU_LINKS } from './account.anatomy';
export { openAccount, closeAccount, signOutAccount, isAccountScreen, ACCOUNT_SCREENS, toggleFavorite, isFavorite, openAccountFlyoutFor } from './actions';
export type { AccountScreenName } from './actions';
