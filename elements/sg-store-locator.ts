import { closeStoreFlyout, openStoreFlyout, StoreLocator, storeLocatorDefaults } from '../src/components/store-locator';
import { createElementClass, define } from './define';

const attributes = {
  button: { type: 'boolean', default: storeLocatorDefaults.button },
  sddTtlMinutes: { type: 'number', default: storeLocatorDefaults.sddTtlMinutes, min: 1, max: 10080 },
  sddCutoff: { type: 'string', default: storeLocatorDefaults.sddCutoff, pattern: /^([01]\d|2[0-3]):[0-5]\d$/ },
} as const;

/**
 * The shopper's store and same-day delivery. A my-store button ("My store: Houston Galleria, Open, 9:00 AM - 9:00
 * PM", or "Find a store") opens the find-a-store flyout: a modal dialog from the left with a ZIP search or "Use my
 * location", the stores within 250 miles (distance, status and today's hours in store time, store pickup, ship to
 * store, "Make this my store"), and the delivery ZIP that decides same-day or next-day delivery. The chosen store and
 * the delivery info are the page's: every locator and the header agree, the cart reloads with the new store. A header's
 * store button (`sg-store-open`) opens the first locator on the page.
 *
 * @tagname sg-store-locator
 * @summary My-store button and find-a-store flyout with same-day delivery.
 *
 * @attr {string} api-base - Base of the retailer API. Default the page configuration's `apiBase`, else `/api`.
 * @attr {string} config-id - Id of the page configuration script (`<script type="application/json">`) this element reads. Default `sg-config`.
 * @attr {boolean} button - Show the my-store button. Default true; `button="false"`: the flyout only, opened by `show()` or a header's store button.
 * @attr {number} sdd-ttl-minutes - How long stored same-day delivery info stays fresh, 1 to 10080 minutes. Default 30. Page-wide: the first connected locator's value counts.
 * @attr {string} sdd-cutoff - Same-day delivery cutoff in store time, `HH:MM` (24-hour). Default `16:00`. Page-wide: the first connected locator's value counts.
 *
 * @fires sg-store-change - Once, when the shopper chose a store here ("Make this my store"): `detail` `{ storeId, zip, name }`.
 * @fires sg-sdd-change - On `document`, once per accepted delivery ZIP update (from any source): `detail` `{ zip, storeId, storeName, label: 'SDD' | 'NDD' | null, priority, city, state }`.
 *
 * @csspart button - The my-store button.
 * @csspart store-name - The store's name in the button.
 * @csspart store-status - "Open" / "Closed" in the button.
 * @csspart store-hours - Today's hours in the button.
 * @csspart dialog - The flyout's `<dialog>`.
 * @csspart panel - The flyout's content box.
 * @csspart heading - The "Find a store" heading.
 * @csspart close-button - The flyout's close button.
 * @csspart search-form - The store search form.
 * @csspart zip-input - The "ZIP code" field.
 * @csspart search-button - The search button.
 * @csspart locate-button - "Use my location".
 * @csspart live - The polite status ("3 stores near 77056").
 * @csspart alert - A failure message.
 * @csspart field-error - A field's validation message.
 * @csspart results - The list of stores.
 * @csspart store - One store in the list.
 * @csspart current-store - "Your store", on the shopper's store.
 * @csspart make-my-store - A store's "Make this my store" button.
 * @csspart delivery-form - The delivery ZIP form.
 * @csspart delivery-input - The "Delivery ZIP code" field.
 * @csspart delivery-button - The delivery ZIP form's button.
 * @csspart delivery-label - "Get it today from ...", "Get it tomorrow from ...", "Same-day delivery is not available for ...".
 *
 * @cssprop --sg-store-locator-width - Width of the flyout. Default 416px.
 * @cssprop --sg-color-brand - Brand colour (buttons, focus accents).
 * @cssprop --sg-font-family - Font family.
 */
export class SgStoreLocator extends createElementClass({ tag: 'sg-store-locator', attributes, component: StoreLocator }) {
  /** Opens this locator's flyout (focus moves to the ZIP field; closing returns it to what had it). */
  show(): void {
    openStoreFlyout(this);
  }

  /** Closes the flyout. */
  close(): void {
    closeStoreFlyout();
  }
}

define('sg-store-locator', SgStoreLocator);

export { setSddZip, getSddInfo, setMyStore, getMyStore } from '../src/components/store-locator';
export type { SddResult, SddZipOptions, SddOutcome } from '../src/components/store-locator';

declare global {
  interface HTMLElementTagNameMap {
    'sg-store-locator': SgStoreLocator;
  }
}
