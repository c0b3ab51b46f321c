/** The page-level store: one instance per page, shared by every element through the shared chunk. */
export { session, readSession, refreshSession } from './session';
export type { Session, VisitorType } from './session';
export { toasts, showToast, dismissToast, dismissAllToasts } from './toasts';
export type { Toast, ToastOptions, ToastVariant } from './toasts';
export { openFlyout, setOpenFlyout, clearOpenFlyout, lockScroll, unlockScroll, isScrollLocked } from './ui';
export type { Flyout } from './ui';
export { recordProductView } from './history';
export {
  cartView,
  cartCount,
  cartActor,
  loadCart,
  reloadCart,
  removeLine,
  addToCart,
  onCartEvent,
  cartDrawerOpen,
  cartDrawerCount,
  registerCartDrawer,
  openCartDrawer,
  closeCartDrawer,
  handleCartPageVisit,
  resetCartForTests,
  OPEN_CART_FLAG,
} from './cart';
export type { CartView, CartStatus, AddToCartRequest } from './cart';
