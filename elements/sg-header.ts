import { createElement } from 'react';
import { Header, headerDefaults, resolveHeaderConfig, type HeaderConfig } from '../src/components/header';
import { createElementClass, define } from './define';

const isObject = (value: unknown) => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

const attributes = {
  skipTarget: { type: 'string', default: headerDefaults.skipTarget },
  sticky: { type: 'boolean', default: headerDefaults.sticky },
  config: { type: 'json', default: null as unknown, validate: isObject },
} as const;

/** The header's parts that are elements of their own, loaded after the header's first paint. */
const loaders = {
  search: () => import('./sg-search'),
  cart: () => Promise.all([import('./sg-mini-cart'), import('./sg-cart-drawer')]),
  giftCard: () => import('./sg-gift-card-balance'),
  account: () => import('./sg-account'),
};

/**
 * The whole global header from one tag and one CMS configuration: skip link, hamburger (below 1024 px), logo, search
 * with type-ahead, "Find a Store", the account button, the mini cart with its cart drawer, an optional skip-to-checkout
 * button; from 1024 px a navigation row with the mega menu (W3C APG disclosure navigation: category columns or a
 * brand grid, "Shop All", a promo image); a sub-header row with the store button, the delivery ZIP control ("Deliver to
 * {zip}" or "Set delivery ZIP": a popup that sets the same-day delivery ZIP with priority MANUAL), configured links (a
 * gift card balance check), the free-shipping banner, Track Order, Customer Care and chat. Below 1024 px the hamburger
 * opens a modal "Menu" dialog that drills L1 -> L2 -> L3 and has the delivery ZIP form inline. The bar sticks to the top
 * after 125 px of scrolling.
 *
 * The host is always 112 px tall below 1024 px and 160 px from it, before and after the upgrade: paste the reservation
 * rule from the README. Write plain fallback markup inside the tag (`slot="logo"` link, `<nav slot="nav">`, a GET
 * `/search` form, a cart link): it works without JavaScript and is taken over on upgrade. Content comes from the page
 * configuration (`<script type="application/json" id="sg-config">`; sections `logo`, `nav`, `subHeader`,
 * `freeShippingBanner`, `storeLocator`, `trackOrder`, `customerCare`, `chat`, `feedback`, `floatingHelp`, `skipToCheckout`,
 * `deliveryZip`, `allowedOrigins`, and `search`, `giftCardBalance`, `payLater` for the nested elements); its JSON
 * Schema is `dist/sg-config.schema.json`. Every text is shown as text; only same-origin or allow-listed URLs are used.
 *
 * @tagname sg-header
 * @summary The global header: navigation, search, store, account, cart.
 *
 * @attr {string} api-base - Base of the retailer API for every call of the header and its parts. Default the page configuration's `apiBase`, else `/api`.
 * @attr {string} config-id - Id of the page configuration script (`<script type="application/json">`). Default `sg-config`.
 * @attr {string} skip-target - Id of the main content the skip link focuses. Default `main`.
 * @attr {boolean} sticky - Keep the bar (and navigation row) at the top of the viewport after 125 px of scrolling (released above 26 px). Default true; `sticky="false"` turns it off.
 * @attr {boolean} stuck - Reflected, read-only: present while the bar is stuck.
 *
 * @prop {object} config - The configuration as an object (instead of the script), checked like the script; reading it returns the checked configuration in use.
 *
 * @fires sg-navigate - Cancelable. A configured link was chosen (plain left click): `detail` `{ url, kind: 'category' | 'brand' | 'promo' | 'link', label, hierarchy, categoryId }`. Unless cancelled the browser follows the link.
 * @fires sg-store-open - Cancelable. A store button was pressed: `detail` `{ url }`. Unless cancelled the page goes to `url`.
 * @fires sg-account-open - Cancelable. The account button was pressed: `detail` `{ screen: 'sign-in' | 'menu', url, visitorType: 'guest' | 'registered' }`. The page's `<sg-account>`, or the flyout the header hosts, answers it; when nothing does (its script failed) the page goes to `url`.
 * @fires sg-chat-open - Cancelable. The chat button was pressed: `detail` `{ url }`. Unless cancelled a 500x500 popup opens (`noopener`).
 * @fires sg-help-open - Cancelable. A floating help button (`floatingHelp`) is opening its page: `detail` `{ panel: 'chat' | 'feedback', url }`. Unless cancelled (a page with its own chat widget) the page opens in the header's help panel, a non-modal dialog with a frame.
 * @fires sg-menu-toggle - A mega menu panel or the hamburger dialog opened or closed: `detail` `{ open, menu: 'mega' | 'hamburger', label }`.
 * @fires sg-sticky-change - The bar stuck or was released: `detail` `{ stuck }`.
 * @fires sg-search - From the nested search (see `<sg-search>`).
 * @fires sg-cart-open - From the nested mini cart.
 * @fires sg-cart-change - From the nested cart drawer.
 * @fires sg-checkout-start - From the nested cart drawer and skip-to-checkout.
 * @fires sg-gift-card-balance - From the gift card balance check.
 *
 * @csspart skip-link - "Skip to main content" (visible on focus).
 * @csspart bar - The 72 px bar.
 * @csspart hamburger - The "Menu" button (below 1024 px).
 * @csspart logo - The logo link.
 * @csspart nav - The navigation landmark (from 1024 px).
 * @csspart menu-button - An L1 that opens a panel.
 * @csspart menu-link - An L1 that is a plain link (or text).
 * @csspart panel - A mega menu panel.
 * @csspart column - A category column (L2 with its L3s).
 * @csspart column-title - An L2 title.
 * @csspart link - An L2 or L3 link (also the dialog's items).
 * @csspart brand-grid - The brand panel's grid.
 * @csspart brand - A brand link.
 * @csspart shop-all - "Shop All {name}".
 * @csspart promo - The marketing banner link.
 * @csspart store-button - The store buttons.
 * @csspart store-name - The chosen store's name in the sub-header's store button.
 * @csspart store-details - The chosen store's status and today's hours in the sub-header's store button.
 * @csspart account-button - The account buttons.
 * @csspart account-badge - The count of new rewards and offers on the bar's account button and beside the hamburger dialog's "View rewards" (a signed-in shopper, with the hosted account flyout).
 * @csspart rewards-link - The hamburger dialog's "View rewards" link (a signed-in shopper with new rewards and offers).
 * @csspart menu-search - The hamburger dialog's "Search" item (closes it, focus to the search box; hide it with `display: none` on this part).
 * @csspart sub-header - The 40 px sub-header row.
 * @csspart sub-header-link - A configured sub-header link or the gift card button.
 * @csspart more-button - "More": the sub-header links that do not fit the row (from 1024 px).
 * @csspart more-links - The list "More" opens.
 * @csspart free-shipping - The free-shipping banner.
 * @csspart track-order - Track Order.
 * @csspart customer-care - Customer Care.
 * @csspart chat-button - The chat button.
 * @csspart drawer - The hamburger dialog.
 * @csspart welcome - The dialog's welcome text.
 * @csspart back - The dialog's Back button.
 * @csspart close-button - The dialog's close button.
 * @csspart floating-help - The floating help buttons' group, bottom right (`floatingHelp`).
 * @csspart floating-button - A floating help button (chat or feedback; `data-panel` says which).
 * @csspart help-panel - The help panel: a non-modal dialog with the chat's or the survey's page.
 * @csspart help-frame - The help panel's frame.
 * @csspart delivery-zip-button - The delivery ZIP entries: "Deliver to {zip}" or "Set delivery ZIP" (the sub-header's from 1024 px, the hamburger dialog's below).
 * @csspart delivery-zip-dialog - The delivery ZIP popup (a modal dialog under the sub-header's entry).
 * @csspart delivery-zip-form - The delivery ZIP form (in the popup, and inline in the hamburger dialog).
 * @csspart delivery-zip-input - Its "Delivery ZIP code" field.
 * @csspart delivery-zip-submit - Its "Update" button.
 * @csspart delivery-zip-status - Its polite live region: the page's same-day delivery sentence ("Get it today from Houston Galleria").
 * @csspart delivery-zip-error - The field's message for an invalid ZIP.
 * @csspart delivery-zip-alert - Its alert: a check that failed, or a ZIP that was not saved.
 * @csspart delivery-zip-close - The popup's close button.
 * @csspart search-input - The nested search's parts, each as `search-<part>` (see `<sg-search>`).
 * @csspart cart-button - The nested mini cart's parts, each as `cart-<part>` (see `<sg-mini-cart>`).
 * @csspart cart-drawer-dialog - The nested cart drawer's parts, each as `cart-drawer-<part>` (see `<sg-cart-drawer>`).
 * @csspart account-dialog - The hosted account flyout's parts (on a page without `<sg-account>`), each as `account-<part>` (see `<sg-account>`; not its `button` and `badge`: the header's `account-button` and `account-badge`).
 *
 * @cssprop --sg-header-height - The bar's height. Default 72px.
 * @cssprop --sg-header-nav-height - The navigation row's height (from 1024 px). Default 48px.
 * @cssprop --sg-header-subheader-height - The sub-header row's height. Default 40px.
 * @cssprop --sg-header-max-width - Maximum width of the rows' content. Default 1440px.
 * @cssprop --sg-header-background - Background of the bar and navigation row. Default the theme surface.
 * @cssprop --sg-header-subheader-background - Background of the sub-header. Default the theme's alternate surface.
 * @cssprop --sg-header-drawer-width - Width of the hamburger dialog (never wider than the viewport). Default 352px.
 * @cssprop --sg-header-z-index - The header's stacking level (panels and the stuck bar). Default 900.
 * @cssprop --sg-color-brand - Accents (open L1 underline, links, buttons).
 * @cssprop --sg-font-family - Font family.
 */
export class SgHeader extends createElementClass({
  tag: 'sg-header',
  attributes,
  component: (props) => createElement(Header, { ...props, loaders }),
}) {
  /** The checked configuration in use (from the `config` property, else the page's script). */
  override get config(): HeaderConfig {
    return resolveHeaderConfig(String(this.getValue('configId')), this.getValue('config'));
  }

  override set config(value: unknown) {
    this.setValue('config', value);
  }
}

define('sg-header', SgHeader);

declare global {
  interface HTMLElementTagNameMap {
    'sg-header': SgHeader;
  }
}
