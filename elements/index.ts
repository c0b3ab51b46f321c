/** Registers every element. A page that needs only some loads `dist/elements/<tag>.js` instead. */
export { SgGiftCardBalance } from './sg-gift-card-balance';
export { SgToasts } from './sg-toasts';
export { SgSearch } from './sg-search';
export { SgMiniCart, addToCart } from './sg-mini-cart';
export type { AddToCartRequest } from './sg-mini-cart';
export { SgCartDrawer } from './sg-cart-drawer';
export type { PayLaterConfig, PayLaterProvider } from './sg-cart-drawer';
export { SgHeader } from './sg-header';
export { SgAccount, toggleFavorite, isFavorite, openAccount } from './sg-account';
export { SgStoreLocator, setSddZip, getSddInfo, setMyStore, getMyStore } from './sg-store-locator';
export type { SddResult, SddZipOptions, SddOutcome } from './sg-store-locator';
export type { HeaderConfig } from '../src/components/header';
export { recordProductView } from '../src/components/search';
export type { ViewedProductInput } from '../src/components/search';
export { showToast, dismissToast } from '../src/components/toasts';
export { setAnalyticsConsent } from '../src/components/analytics';
// The analytics event's types (AnalyticsDetail, AnalyticsEvents, AnalyticsContext, ...): docs/analytics.md.
export type * from '../src/components/analytics';
export type { ToastOptions } from '../src/components/toasts';
export type {
  SgEventMap,
  SgDocumentEventMap,
  SgSearchSource,
  SgSearchDetail,
  SgNavigateDetail,
  SgStoreOpenDetail,
  SgAccountOpenDetail,
  SgChatOpenDetail,
  SgHelpOpenDetail,
  SgMenuToggleDetail,
  SgStickyChangeDetail,
  SgCartOpenDetail,
  SgCartChangeDetail,
  SgCheckoutStartDetail,
  SgGiftCardBalanceDetail,
  SgStoreChangeDetail,
  SgSddChangeDetail,
  SgRequestCloseDetail,
  SgCartAddDetail,
  SgSignInDetail,
  SgSignOutDetail,
  SgFavoriteChangeDetail,
  SgSavedChangeDetail,
  SgAnalyticsDetail,
  SgAnalyticsConsentDetail,
} from './events';
