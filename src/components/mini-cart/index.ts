export { MiniCart, miniCartDefaults } from './MiniCart';
export type { MiniCartProps } from './MiniCart';
export { addToCart, openCartDrawer, closeCartDrawer } from '../../state/cart';
export type { AddToCartRequest } from '../../state/cart';
