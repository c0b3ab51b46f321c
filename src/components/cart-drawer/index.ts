export { CartDrawer, cartDrawerDefaults } from './CartDrawer';
export type { CartDrawerProps } from './CartDrawer';
export { CART_DRAWER_TEXT } from './cart-drawer.connect';
export { isPayLaterConfig } from '../../../machines/cart-checkout/pay-later.logic';
export type { PayLaterConfig, PayLaterProvider } from '../../../machines/cart-checkout/pay-later.logic';
export { cartDrawerParts } from './cart-drawer.anatomy';
export { addToCart } from '../../state/add-to-cart';
export type { AddToCartRequest } from '../../state/add-to-cart';
export { openCartDrawer, closeCartDrawer } from '../../state/cart-drawer';
