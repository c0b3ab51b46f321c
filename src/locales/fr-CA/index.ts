import type { Translation } from '../catalogue';
import { account } from './account';
import { accountErrors } from './account-errors';
import { captcha } from './captcha';
import { cartDrawer } from './cart-drawer';
import { cartErrors } from './cart-errors';
import { checkoutId } from './checkout-id';
import { errors } from './errors';
import { giftCard } from './gift-card-balance';
import { header } from './header';
import { miniCart } from './mini-cart';
import { payLater } from './pay-later';
import { payment } from './payment';
import { quickView } from './quick-view';
import { productCarousel } from './product-carousel';
import { pickupPerson } from './pickup-person';
import { saveForLater } from './save-for-later';
import { scanner } from './scanner';
import { search } from './search';
import { storeLocator } from './store-locator';
import { toasts } from './toasts';
import { voice } from './voice';

/**
 * Canadian French (fr-CA): every message of the catalogue, one file per flow. Loaded as its own chunk the first time
 * an element renders with `lang="fr-CA"` (or `fr`, `fr-FR`: the nearest built-in locale); amounts and numbers follow
 * the locale through `Intl`. Typography of the Office québécois de la langue française: a non-breaking space (U+00A0)
 * before a colon, none before ; ! ?, the typographic apostrophe.
 */
const frCA: Translation = {
  ...account,
  ...accountErrors,
  ...captcha,
  ...cartDrawer,
  ...cartErrors,
  ...checkoutId,
  ...errors,
  ...giftCard,
  ...header,
  ...miniCart,
  ...payLater,
  ...payment,
  ...quickView,
  ...productCarousel,
  ...saveForLater,
  ...pickupPerson,
  ...scanner,
  ...search,
  ...storeLocator,
  ...toasts,
  ...voice,
};

export default frCA;
