import type { accountMessages } from '../components/account/account.messages';
import type { captchaMessages } from '../components/captcha/captcha.messages';
import type { cartDrawerMessages } from '../components/cart/cart-drawer.messages';
import type { checkoutIdMessages } from '../components/cart/checkout-id.messages';
import type { giftCardMessages } from '../components/gift-card-balance/gift-card-balance.messages';
import type { headerMessages } from '../components/header/header.messages';
import type { miniCartMessages } from '../components/cart/mini-cart.messages';
import type { payLaterMessages } from '../components/cart/pay-later.messages';
import type { paymentMessages } from '../components/cart/payment.messages';
import type { quickViewMessages } from '../components/quick-view/quick-view.messages';
import type { productCarouselMessages } from '../components/cart/product-carousel.messages';
import type { pickupPersonMessages } from '../components/cart/pickup-person.messages';
import type { saveForLaterMessages } from '../components/cart/save-for-later.messages';
import type { scannerMessages } from '../components/scanner/scanner.messages';
import type { searchMessages } from '../components/search/search.messages';
import type { storeLocatorMessages } from '../components/store-locator/store-locator.messages';
import type { toastsMessages } from '../components/toasts/toasts.messages';
import type { voiceMessages } from '../components/voice/voice.messages';
import type { accountErrorMessages } from '../core/account-errors';
import type { cartErrorMessages } from '../core/cart-error-messages';
import type { errorMessages } from '../core/errors';
import type { MessageIdOf } from '../core/messages';

/**
 * The one catalogue (docs/messages.md): every message id of every flow, from the bundles the flows define next to
 * their views (`defineMessages` in each `<flow>.messages.ts`, the error catalogues in src/core/). Types only: no element
 * loads another flow's texts. A bundle added here makes every translation miss its ids until they are written (a
 * type error), and the generated table in docs/messages.md lists it (`npm run docs`).
 */
export type MessageId =
  | MessageIdOf<typeof errorMessages>
  | MessageIdOf<typeof accountErrorMessages>
  | MessageIdOf<typeof cartErrorMessages>
  | MessageIdOf<typeof giftCardMessages>
  | MessageIdOf<typeof headerMessages>
  | MessageIdOf<typeof searchMessages>
  | MessageIdOf<typeof voiceMessages>
  | MessageIdOf<typeof scannerMessages>
  | MessageIdOf<typeof miniCartMessages>
  | MessageIdOf<typeof cartDrawerMessages>
  | MessageIdOf<typeof payLaterMessages>
  | MessageIdOf<typeof paymentMessages>
  | MessageIdOf<typeof checkoutIdMessages>
  | MessageIdOf<typeof productCarouselMessages>
  | MessageIdOf<typeof storeLocatorMessages>
  | MessageIdOf<typeof accountMessages>
  | MessageIdOf<typeof toastsMessages>
  | MessageIdOf<typeof captchaMessages>
  | MessageIdOf<typeof quickViewMessages>
  | MessageIdOf<typeof saveForLaterMessages>
  | MessageIdOf<typeof pickupPersonMessages>;

/** A complete translation: a text for every message id. */
export type Translation = Readonly<Record<MessageId, string>>;

/** One flow's part of a translation (`src/locales/<tag>/<flow>.ts`): a text for each of its bundle's ids. */
export type TranslationOf<B> = Readonly<Record<MessageIdOf<B>, string>>;
