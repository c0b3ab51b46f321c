// The cart flow serves two elements: one entry each (no index.ts), so <sg-mini-cart>'s eager graph holds neither the
// drawer nor its checkout start (a shared barrel put them in the mini cart's eager chunk: +2.0 kB brotli).
export { CartDrawer, cartDrawerDefaults } from './CartDrawer';
export type { CartDrawerProps } from './CartDrawer';
export { cartDrawerMessages } from './cart-drawer.messages';
export { isPayLaterConfig } from '../../../machines/cart/pay-later.logic';
export type { PayLaterConfig, PayLaterProvider } from '../../../machines/cart/pay-later.logic';
export { cartDrawerParts } from './cart-drawer.anatomy';
export { addToCart } from '../../state/add-to-cart';
export type { AddToCartRequest } from '../../state/add-to-cart';
export { openCartDrawer, closeCartDrawer } from '../../state/cart-drawer';
