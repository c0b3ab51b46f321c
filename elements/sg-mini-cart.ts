import { addToCart, MiniCart, miniCartDefaults, type AddToCartRequest } from '../src/components/cart/mini-cart';
import { createElementClass, define } from './define';

/**
 * The header's cart button with the item count. It links to the cart page, and opens the page's `<sg-cart-drawer>`
 * instead when there is one. The count is the page's one cart: every mini cart and drawer on the page agree, and a
 * change in another tab of the site shows here too. The cart needs the persistent login cookie (`WC_PERSISTENT`);
 * without it the cart is empty and nothing is requested.
 *
 * @tagname sg-mini-cart
 * @summary Cart button with the item count badge.
 *
 * @attr {string} api-base - Base of the retailer API. Default the page configuration's `apiBase`, else `/api`.
 * @attr {string} config-id - Id of the page configuration script (`<script type="application/json">`) this element reads. Default `sg-config`.
 * @attr {string} cart-url - Where the link goes when no drawer is on the page: a same-origin URL or path (anything else, such as `javascript:`, gives one console warning and the default). Default `/shop/cart`.
 * @attr {string} label - Text before the count in the accessible name (e.g. "Cart"). Default none: "3 items added to cart".
 * @attr {boolean} skip-to-checkout - Show a "Checkout" button next to the cart when it has items (never on order confirmation pages). It runs checkout start: the inventory check, then checkout initiate; unavailable items open the drawer with the message.
 *
 * @fires sg-cart-open - Cancelable, before the drawer opens: `detail` `{ count }`.
 * @fires sg-checkout-start - Cancelable, from the skip-to-checkout button, before the browser goes to checkout: `detail` `{ orderId, url }`.
 *
 * @csspart button - The link.
 * @csspart badge - The count badge (hidden at 0, "99+" above 99).
 * @csspart label - The accessible name ("3 items added to cart"), visually hidden.
 * @csspart skip-to-checkout - The skip-to-checkout button.
 * @csspart live - The polite live region announcing count changes (visually hidden).
 *
 * @cssprop --sg-color-brand - Badge background.
 * @cssprop --sg-color-brand-text - Badge text.
 */
export class SgMiniCart extends createElementClass({ tag: 'sg-mini-cart', attributes: {
  cartUrl: { type: 'url', default: miniCartDefaults.cartUrl },
  label: { type: 'string', default: miniCartDefaults.label },
  skipToCheckout: { type: 'boolean', default: miniCartDefaults.skipToCheckout },
}, component: MiniCart }) {
  /** Adds an item to the page's cart (`POST /api/cart/sku`); the drawer opens unless configured not to. */
  addItem(item: AddToCartRequest): boolean {
    return addToCart(item);
  }
}

define('sg-mini-cart', SgMiniCart);

/** The page's cart API, for pages that load only this element's script (`dist/elements/sg-mini-cart.js`). */
export { addToCart } from '../src/components/cart/mini-cart';
export type { AddToCartRequest } from '../src/components/cart/mini-cart';

declare global {
  interface HTMLElementTagNameMap {
    'sg-mini-cart': SgMiniCart;
  }
}
