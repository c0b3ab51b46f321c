import { Toasts } from '../src/components/toasts';
import { createElementClass, define } from './define';

/**
 * The page's toast stack: success and error messages fixed near the top centre, hidden after 7 seconds, closable.
 * Any element (or the page, through `showToast()` of the package) adds toasts to the one page-level list.
 *
 * @tagname sg-toasts
 * @summary Success and error toasts, shared by every element on the page.
 *
 * @attr {string} api-base - Base of the retailer API. Default the page configuration's `apiBase`, else `/api`.
 * @attr {string} config-id - Id of the page configuration script (`<script type="application/json">`) this element reads. Default `sg-config`.
 * @csspart region - The landmark around the toasts.
 * @csspart toast - One toast (also `toast-success` / `toast-error`).
 * @csspart close-button - A toast's close button.
 *
 * @cssprop --sg-color-success - Background of success toasts.
 * @cssprop --sg-color-error - Background of error toasts.
 */
export class SgToasts extends createElementClass({ tag: 'sg-toasts', attributes: {}, component: Toasts }) {}

define('sg-toasts', SgToasts);

declare global {
  interface HTMLElementTagNameMap {
    'sg-toasts': SgToasts;
  }
}

/** The page's toast API, for pages that load only this element's script (`dist/elements/sg-toasts.js`). */
export { showToast, dismissToast } from '../src/components/toasts';
export type { ToastOptions } from '../src/components/toasts';
