import type { cartDrawerMessages } from '../../components/cart/cart-drawer.messages';
import type { TranslationOf } from '../catalogue';

export const cartDrawer: TranslationOf<typeof cartDrawerMessages> = {};
