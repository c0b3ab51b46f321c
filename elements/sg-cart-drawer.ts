import {
  addToCart,
  CartDrawer,
  cartDrawerDefaults,
  closeCartDrawer,
  isPayLaterConfig,
  openCartDrawer,
  type AddToCartRequest,
  type PayLaterConfig,
} from '../src/components/cart/drawer';
import { createElementClass, define, type ConfigValue } from './define';

const isAmount = (v: unknown) => v === undefined || (typeof v === 'number' && Number.isFinite(v) && v >= 0);
/** `{ "guest"?: number >= 0, "registered"?: number >= 0 }`. */
const isThresholds = (value: unknown) =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value) && isAmount((value as Record<string, unknown>)['guest']) && isAmount((value as Record<string, unknown>)['registered']);

const attributes = {
  openOnAdd: { type: 'boolean', default: cartDrawerDefaults.openOnAdd },
  freeShippingThreshold: { type: 'number', default: cartDrawerDefaults.freeShippingThreshold, min: 0, max: 100000 },
  payLater: { type: 'json', default: cartDrawerDefaults.payLater as PayLaterConfig | null, validate: isPayLaterConfig },
  freeShippingThresholds: { type: 'json', default: null as { guest?: number; registered?: number } | null, validate: isThresholds },
} as const;

/**
 * From the page configuration: `payLater` (the `pay-later` JSON) and the free-shipping banner's threshold
 * (`freeShippingBanner.freeShippingCartValue`, one number or `{ guest, registered }`), so that banner and drawer agree.
 */
const fromConfig = (config: Record<string, unknown>): ConfigValue[] => {
  const banner = config['freeShippingBanner'];
  const threshold =
    banner && typeof banner === 'object' ? (banner as Record<string, unknown>)['freeShippingCartValue'] : undefined;
  return [
    { section: 'payLater', prop: 'payLater', value: config['payLater'] },
    { section: 'freeShippingBanner', prop: 'freeShippingThreshold', key: 'freeShippingCartValue', value: typeof threshold === 'object' ? undefined : threshold },
    {
      section: 'freeShippingBanner',
      prop: 'freeShippingThresholds',
      key: 'freeShippingCartValue',
      value: threshold && typeof threshold === 'object' ? threshold : undefined,
    },
  ];
};

/**
 * The cart drawer: a modal dialog sliding in from the right with the page's cart: lines (image, name, attributes,
 * prices and savings, free gift and bundle markers, fulfilment and delivery estimate, ship-mode choice, quantity
 * stepper capped to the item's limit and stock, Remove), promotions, free-shipping progress, subtotal, savings,
 * shipping, estimated tax, order total, pay-later messaging and Checkout (inventory check, then the checkout page).
 * `<sg-mini-cart>` opens it instead of linking to the cart page; it also opens after a successful add, and on the page
 * a visit to `/shop/cart` redirected to. Focus moves into it, Tab stays inside, Escape, the close button or a click on
 * the backdrop closes it and focus returns to the opener; the page does not scroll meanwhile. The cart needs the
 * persistent login cookie (`WC_PERSISTENT`); every mini cart and drawer on the page show the same cart.
 * A registered shopper also has "save for later": each line (not a free gift) has a "Save for later" button that moves
 * it into the "Saved for later (N)" list under the lines (or in the empty cart's message), where each item can be moved
 * back to the cart or removed (docs/api.md, "Save for later").
 *
 * @tagname sg-cart-drawer
 * @summary Modal cart drawer with lines, totals and checkout.
 *
 * @attr {string} api-base - Base of the retailer API. Default the page configuration's `apiBase`, else `/api`.
 * @attr {string} config-id - Id of the page configuration script (`<script type="application/json">`) this element reads. Default `sg-config`.
 * @attr {boolean} open-on-add - Open the drawer when an item is added to the cart (`addItem()`, the mini cart's `addItem()` or a `sg-add-to-cart` event on the document). Default true; `open-on-add="false"` keeps it closed.
 * @attr {number} free-shipping-threshold - Order value for free shipping, 0 to 100000. Default the page configuration's `freeShippingBanner.freeShippingCartValue` when it is one number, else 0: the spec's defaults, $24.99 for registered customers and $49.99 for guests.
 * @attr {string} free-shipping-thresholds - JSON `{ "guest"?: number, "registered"?: number }` (0 or more): the threshold per visitor type when `free-shipping-threshold` is not set. Default the page configuration's `freeShippingBanner.freeShippingCartValue` when it has this form, else the spec's defaults.
 * @attr {string} pay-later - Default the page configuration's `payLater` section. JSON `{ "threshold": number, "installments": 2-12 or { "min": 2-12, "max": 2-12 }, "providers": [ { "name": string, "enabled": boolean, "max": number } ] }` (up to four providers). When the order total is at least `threshold` and at most an enabled provider's `max`, the drawer shows the best offer, "or 4 interest-free payments of $X with Klarna" (the most payments of the range; of several providers, the first configured), and "Learn more", which opens the explainer: each such provider's schedule. Default none. Invalid JSON: one console warning, no pay-later text.
 *
 * @fires sg-cart-change - After every cart change (load, quantity, removal, add, save for later, a checkout id loaded, another tab): `detail` `{ count, orderId }`.
 * @fires sg-saved-change - On `document`, after every change of the signed-in shopper's saved list (loaded, saved, moved to the cart, removed; 0 after a sign-out), so a saved-items page (`myAccountSaveForLater`) can refresh its own: `detail` `{ savedItems }` (the list's length).
 * @fires sg-checkout-start - Cancelable, when Checkout passed the inventory check and the checkout was initiated, before the browser goes to the checkout page: `detail` `{ orderId, url }`. Call `preventDefault()` to route yourself.
 *
 * @csspart dialog - The `<dialog>`.
 * @csspart panel - The drawer's content box.
 * @csspart header - The heading and the close button.
 * @csspart heading - "Your cart (N items)".
 * @csspart close-button - The close button.
 * @csspart body - Everything below the header.
 * @csspart skeleton - The placeholder while the cart or the drawer's code loads.
 * @csspart message - The empty, error and load-failure messages.
 * @csspart retry - "Try again".
 * @csspart continue - "Continue shopping" (empty cart).
 * @csspart sign-in - A guest's "Sign in" line: its link opens the page's account flyout (the cart drawer reopens after the sign-in), or goes to /shop/LogonForm without an `<sg-account>`.
 * @csspart notices - The cart's own error notices (out of stock, restricted address, Prop 65...): a polite live region.
 * @csspart lines - The list of lines.
 * @csspart line - One line.
 * @csspart line-image - A line's image.
 * @csspart line-name - A line's name (a link to the product).
 * @csspart line-attributes - "Color: Red · Size: 10".
 * @csspart line-price - Line price, unit price and savings.
 * @csspart line-marker - "Free gift", "Bundle", "Out of stock".
 * @csspart line-fulfilment - Fulfilment and delivery estimate.
 * @csspart line-error - A line's message: its failed change, else the cart's error notice for it.
 * @csspart ship-modes - A line's ship-mode choice.
 * @csspart quantity - The quantity stepper.
 * @csspart quantity-decrease - The − button.
 * @csspart quantity-input - The quantity input.
 * @csspart quantity-increase - The + button.
 * @csspart remove - A line's Remove button.
 * @csspart save-for-later - A line's "Save for later" button (registered shoppers; not on free gifts).
 * @csspart save-error - A line's failed save: the message under it (the line stays in the cart).
 * @csspart saved - The "Saved for later (N)" section under the lines (or in the empty cart's message).
 * @csspart saved-heading - "Saved for later (N)" (focus goes there when the focused line or item leaves).
 * @csspart saved-items - The list of saved items.
 * @csspart saved-item - One saved item.
 * @csspart saved-image - A saved item's image.
 * @csspart saved-name - A saved item's name (a link to its product page).
 * @csspart saved-price - A saved item's price (and its quantity when more than one).
 * @csspart saved-move - "Move to cart".
 * @csspart saved-remove - A saved item's "Remove".
 * @csspart saved-item-error - A saved item's failed move or removal (the item stays saved).
 * @csspart saved-error - The saved list's failed load, with Try again.
 * @csspart promotions - The promotions list.
 * @csspart payment-instruction - The payment the cart carries ("Paying with PayPal") and its Remove.
 * @csspart payment-remove - Remove: takes the payment instruction off the cart.
 * @csspart we-accept - "We accept" and the payment icons (the page configuration's `payments.accepted`).
 * @csspart shipping-returns - The "Shipping & Returns" link under them (the page configuration's `shippingAndReturns`).
 * @csspart checkout-id - A customer service rep's checkout id section (the `csr` flag of the `cncFeatures` cookie).
 * @csspart checkout-id-copy - Its "Copy checkout ID" button.
 * @csspart checkout-id-input - Its "Enter a checkout ID" field.
 * @csspart checkout-id-load - Its "Load cart" button.
 * @csspart pickup-person - The alternate pickup person, on a cart with store pickup or ship-to-store lines (`altPickup`).
 * @csspart pickup-person-edit - Its "Add a pickup person" / "Change pickup person" button.
 * @csspart pickup-person-remove - Its "I'll pick up" button (a person is named).
 * @csspart pickup-person-form - Its form: first and last name, email, mobile phone.
 * @csspart pickup-person-save - The form's "Save pickup person" button.
 * @csspart free-shipping - The free-shipping text and bar.
 * @csspart progress - The free-shipping progress bar.
 * @csspart totals - Subtotal, savings, shipping, tax and order total.
 * @csspart pay-later - The pay-later line and its "Learn more".
 * @csspart pay-later-more - "Learn more": opens the pay-later explainer.
 * @csspart explainer - The pay-later explainer dialog.
 * @csspart explainer-close - The explainer's close button.
 * @csspart explainer-schedule - One provider's schedule in the explainer.
 * @csspart alert - Checkout and cart failure messages.
 * @csspart checkout - The Checkout button.
 * @csspart express - The express checkout buttons and their heading (the page configuration's `payments`).
 * @csspart express-button - One wallet's button (drawn by its provider).
 * @csspart live - The polite live region (quantity changes, removals; visually hidden).
 * @csspart carousel - A product carousel below the lines or the empty message: "Recently viewed" (everyone, from what product pages recorded) and "Recently purchased" (a registered shopper, GET /profile/recentlypurchased). Its own lazy chunk; prices older than 15 minutes are refreshed no sooner than 10 s after the page started.
 * @csspart carousel-previous - The carousel's Previous button (`aria-disabled` at the start).
 * @csspart carousel-next - The carousel's Next button (`aria-disabled` at the end).
 * @csspart carousel-slide - One product of a carousel ("N of M"): image, name link, price.
 * @csspart carousel-favorite - A product's favorite heart (a toggle button, `aria-pressed`; the page's favorites, `sg-favorite-change`).
 * @csspart carousel-quick-view - A product's "Quick view" (the `qv` flag of the `cncFeatures` cookie).
 * @csspart carousel-add - A product's "Add to cart".
 * @csspart carousel-message - A carousel's failure message and its "Try again".
 *
 * @cssprop --sg-cart-drawer-width - Width of the drawer (never wider than the viewport). Default 448px.
 * @cssprop --sg-color-brand - Buttons, progress bar, radio accents.
 * @cssprop --sg-color-brand-text - Button text.
 * @cssprop --sg-color-error - Failure messages, "Out of stock".
 * @cssprop --sg-color-success - Savings and promotion amounts.
 * @cssprop --sg-color-overlay - The backdrop.
 * @cssprop --sg-font-family - Font family.
 */
export class SgCartDrawer extends createElementClass({ tag: 'sg-cart-drawer', attributes, component: CartDrawer, fromConfig }) {
  /** Opens the drawer (focus moves into it; closing returns focus to what had it). */
  show(): void {
    openCartDrawer();
  }

  /** Closes the drawer. */
  close(): void {
    closeCartDrawer();
  }

  /** Adds an item to the page's cart (`POST /api/cart/sku`); the drawer opens when it succeeds unless `open-on-add="false"`. Returns false for an invalid item. */
  addItem(item: AddToCartRequest): boolean {
    return addToCart(item);
  }
}

define('sg-cart-drawer', SgCartDrawer);

/** The page's cart API, for pages that load only this element's script (`dist/elements/sg-cart-drawer.js`). */
export { addToCart } from '../src/components/cart/drawer';
export type { AddToCartRequest, PayLaterConfig, PayLaterProvider } from '../src/components/cart/drawer';

declare global {
  interface HTMLElementTagNameMap {
    'sg-cart-drawer': SgCartDrawer;
  }
}
