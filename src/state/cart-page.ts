import { navigation } from '../core/navigation';
import { session as tabSession } from '../core/storage';
import { openCartDrawer } from './cart-drawer';

/**
 * The cart page (spec section 2): a visit to /shop/cart goes to the home page, which opens the cart drawer.
 */

/** sessionStorage flag set by a visit to /shop/cart: the next page opens the drawer. */
export const OPEN_CART_FLAG = 'sg_open_cart_drawer';

/**
 * On /shop/cart, go to the home page with the drawer opening there; elsewhere, open the drawer if the flag is set.
 * Called by the cart elements when they mount.
 */
export function handleCartPageVisit(location: Pick<Location, 'pathname'> = window.location): 'redirected' | 'opened' | 'none' {
  if (location.pathname.replace(/\/+$/, '') === '/shop/cart') {
    tabSession.set(OPEN_CART_FLAG, '1');
    navigation.replace('/');
    return 'redirected';
  }
  if (tabSession.get(OPEN_CART_FLAG) === '1') {
    tabSession.remove(OPEN_CART_FLAG);
    openCartDrawer();
    return 'opened';
  }
  return 'none';
}
