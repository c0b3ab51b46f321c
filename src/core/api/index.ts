export { ApiError, isAbortError, request, untilAborted } from './client';
export type { ApiErrorKind, ApiSettings, RequestOptions } from './client';
export { checkGiftCardBalance } from './payment';
export type { GiftCardBalance, GiftCardCheck, GiftCardCallOptions, GiftCardRequestFormat } from './payment';
export { fetchSuggestions, fetchPopularTerms, fetchSiteSearchRedirect, fetchProductsByIds } from './search';
export type { Product, Suggestions, SearchCallOptions } from './search';
export {
  parseCart,
  emptyCart,
  fetchCart,
  updateItemQuantity,
  addSkuToCart,
  updateShipMode,
  fetchCartTemplate,
  fetchTax,
  EMPTY_ORDER_ID,
} from './cart';
export type { Cart, CartLine, CartQuery, CartCallOptions, CartTemplate, ShippingMethod, Inventory } from './cart';
export { checkInventory, initiateCheckout } from './checkout';
export type { InventoryRequest, InventorySku } from './checkout';
export {
  fetchStore,
  searchStores,
  geocodeZip,
  reverseGeocode,
  geocodeMessage,
  isPostalCodeNotFound,
  fetchCity,
  fetchNearbyStores,
  stampSddNode,
  POSTAL_CODE_NOT_FOUND_KEY,
  POSTAL_CODE_NO_RESULT_KEY,
} from './stores';
export type { StoresCallOptions, NearbyStoresQuery, SddStampNode } from './stores';
export { transcribeSpeech, fetchProductsByUpc, speechRequestBody, toBase64 } from './media-search';
export type { SpeechEncoding, SpeechRecording, SpeechRequestBody, SpeechCallOptions, MediaSearchCallOptions } from './media-search';
export { fetchQuickView } from './quick-view';
export type { QuickViewProduct, QuickViewSku, QuickViewPrice, QuickViewInventory, QuickViewCallOptions } from './quick-view';
export { fetchSavedItems, saveLineForLater, moveSavedItemToCart, removeSavedItem } from './save-for-later';
export type { SavedItem, SavedListAndCart, SaveForLaterCallOptions } from './save-for-later';
export { fetchPickupPerson, savePickupPerson, removePickupPerson } from './pickup-person';
export type { PickupPerson, PickupPersonCallOptions } from './pickup-person';
