import { accountMessages } from '../../src/components/account/account.messages';
import { captchaMessages } from '../../src/components/captcha/captcha.messages';
import { cartDrawerMessages } from '../../src/components/cart/cart-drawer.messages';
import { checkoutIdMessages } from '../../src/components/cart/checkout-id.messages';
import { productCarouselMessages } from '../../src/components/cart/product-carousel.messages';
import { miniCartMessages } from '../../src/components/cart/mini-cart.messages';
import { payLaterMessages } from '../../src/components/cart/pay-later.messages';
import { paymentMessages } from '../../src/components/cart/payment.messages';
import { pickupPersonMessages } from '../../src/components/cart/pickup-person.messages';
import { saveForLaterMessages } from '../../src/components/cart/save-for-later.messages';
import { giftCardMessages } from '../../src/components/gift-card-balance/gift-card-balance.messages';
import { headerMessages } from '../../src/components/header/header.messages';
import { quickViewMessages } from '../../src/components/quick-view/quick-view.messages';
import { scannerMessages } from '../../src/components/scanner/scanner.messages';
import { searchMessages } from '../../src/components/search/search.messages';
import { storeLocatorMessages } from '../../src/components/store-locator/store-locator.messages';
import { toastsMessages } from '../../src/components/toasts/toasts.messages';
import { voiceMessages } from '../../src/components/voice/voice.messages';
import { accountErrorMessages } from '../../src/core/account-errors';
import { cartErrorMessages } from '../../src/core/cart-error-messages';
import { errorMessages } from '../../src/core/errors';
import type { MessageBundle } from '../../src/core/messages';

/**
 * Every bundle of the catalogue, for the tests that go through all of it (the fr-CA completeness test, the fr-CA walk).
 * A bundle missing here is missing from src/locales/catalogue.ts too: `npm run docs -- --check` lists the bundles the
 * code defines, and the typecheck fails a translation without their ids.
 */
export const BUNDLES: readonly MessageBundle[] = [
  accountMessages,
  accountErrorMessages,
  captchaMessages,
  cartDrawerMessages,
  cartErrorMessages,
  checkoutIdMessages,
  errorMessages,
  giftCardMessages,
  headerMessages,
  miniCartMessages,
  payLaterMessages,
  paymentMessages,
  productCarouselMessages,
  quickViewMessages,
  saveForLaterMessages,
  pickupPersonMessages,
  scannerMessages,
  searchMessages,
  storeLocatorMessages,
  toastsMessages,
  voiceMessages,
];

/** Ids whose French text is the same word as the English one (not a forgotten copy). */
export const SAME_IN_FRENCH: ReadonlySet<string> = new Set([
  'toasts.region',
  'header.menu',
  // Brand names.
  ...['visa', 'mastercard', 'amex', 'discover', 'paypal', 'applePay', 'googlePay', 'klarna', 'venmo', 'sezzle'].map((brand) => `payment.${brand}`),
]);
