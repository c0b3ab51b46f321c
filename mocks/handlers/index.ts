import { cartHandlers } from './cart';
import { identityHandlers } from './identity';
import { mediaSearchHandlers } from './media-search';
import { paymentHandlers } from './payment';
import { profileHandlers } from './profile';
import { quickViewHandlers } from './quick-view';
import { recentlyPurchasedHandlers } from './recently-purchased';
import { pickupPersonHandlers } from './pickup-person';
import { saveForLaterHandlers } from './save-for-later';
import { searchHandlers } from './search';
import { storeHandlers } from './stores';

/** Every handler of the reference storefront API; one module per service, seeded data under mocks/data. */
export const handlers = [
  ...paymentHandlers,
  ...searchHandlers,
  ...cartHandlers,
  ...identityHandlers,
  ...profileHandlers,
  ...storeHandlers,
  ...mediaSearchHandlers,
  ...quickViewHandlers,
  ...recentlyPurchasedHandlers,
  ...saveForLaterHandlers,
  ...pickupPersonHandlers,
];
