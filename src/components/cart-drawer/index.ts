export { CartDrawer, cartDrawerDefaults } from './CartDrawer';
export type { CartDrawerProps } from './CartDrawer';
export { CART_DRAWER_TEXT, isPayLaterConfig } from './cart-drawer.connect';
export type { PayLaterConfig, PayLaterProvider } from './cart-drawer.connect';
export { cartDrawerParts } from './cart-drawer.anatomy';
export { addToCart, openCartDrawer, closeCartDrawer } from '../../state/cart';
export type { AddToCartRequest } from '../../state/cart';
