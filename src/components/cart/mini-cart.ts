// <sg-mini-cart>'s entry into the cart flow (see drawer.ts for why the folder has two).
export { MiniCart, miniCartDefaults } from './MiniCart';
export type { MiniCartProps } from './MiniCart';
export { miniCartMessages } from './mini-cart.messages';
export { addToCart } from '../../state/add-to-cart';
export type { AddToCartRequest } from '../../state/add-to-cart';
export { openCartDrawer, closeCartDrawer } from '../../state/cart-drawer';
