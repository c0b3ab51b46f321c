import type { miniCartMessages } from '../../components/cart/mini-cart.messages';
import type { TranslationOf } from '../catalogue';

export const miniCart: TranslationOf<typeof miniCartMessages> = {};
