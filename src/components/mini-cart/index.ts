export { MiniCart, miniCartDefaults } from './MiniCart';
export type { MiniCartProps } from './MiniCart';
export { addToCart } from '../../state/add-to-cart';
export type { AddToCartRequest } from '../../state/add-to-cart';
export { openCartDrawer, closeCartDrawer } from '../../state/cart-drawer';
