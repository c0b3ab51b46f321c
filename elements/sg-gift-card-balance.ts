import { createElement } from 'react';
import { RECAPTCHA_ORIGINS } from '../src/components/captcha';
import { GiftCardBalance, giftCardDefaults } from '../src/components/gift-card-balance';
import { createElementClass, define } from './define';

const attributes = {
  variant: { type: 'enum', default: giftCardDefaults.variant as 'inline' | 'dialog', values: ['inline', 'dialog'] },
  open: { type: 'boolean', default: false },
  requestFormat: { type: 'enum', default: giftCardDefaults.requestFormat as 'gcb' | 'card', values: ['gcb', 'card'] },
  balancePath: { type: 'string', default: '' },
  captchaProvider: {
    type: 'enum',
    default: giftCardDefaults.captchaProvider as 'recaptcha' | 'test',
    values: ['recaptcha', 'test'],
  },
  captchaSiteKey: { type: 'string', default: '' },
  captchaScriptUrl: { type: 'url', default: '', allow: RECAPTCHA_ORIGINS },
  currency: { type: 'string', default: giftCardDefaults.currency },
  errorDisplayMs: { type: 'number', default: giftCardDefaults.errorDisplayMs, min: 1000, max: 600000 },
  heading: { type: 'string', default: giftCardDefaults.heading },
} as const;

/**
 * Gift card balance check: card number, PIN and a captcha, checked against the retailer's API; shows the balance as
 * currency and the card masked to its last 4 digits. Card number and PIN are never stored, logged or put in a URL.
 * Inline by default; `variant="dialog"` makes it a modal dialog opened with `show()`.
 *
 * Settings not given as attributes come from the page configuration's `giftCardBalance` section (same names in camelCase, same checks).
 *
 * @tagname sg-gift-card-balance
 * @summary Gift card balance check, inline or as a modal dialog.
 *
 * @attr {string} api-base - Base of the retailer API. Default the page configuration's `apiBase`, else `/api`.
 * @attr {string} config-id - Id of the page configuration script (`<script type="application/json">`) this element reads. Default `sg-config`.
 * @attr {'inline' | 'dialog'} variant - `inline` (default) shows the form in place; `dialog` renders a modal dialog opened by `show()` or the `open` attribute.
 * @attr {boolean} open - Dialog variant: whether the dialog is open. `open="false"` or removing it closes it.
 * @attr {'gcb' | 'card'} request-format - `gcb` (default) posts `giftCardNumber`, `giftCardPin`, `reCaptchaRespCode` to `/payment/giftcard/gcb`; `card` posts `cardNumber`, `cardPin`, `captchaCode` to `balance-path` (default `/giftcard/balance`).
 * @attr {string} balance-path - Path of the balance call under `api-base`, overriding the format's default.
 * @attr {'recaptcha' | 'test'} captcha-provider - `recaptcha` (default) loads Google reCAPTCHA; `test` shows a built-in "I'm not a robot" checkbox for demos and tests.
 * @attr {string} captcha-site-key - reCAPTCHA site key (required with `recaptcha`).
 * @attr {string} captcha-script-url - reCAPTCHA script URL (same origin, or https: on www.google.com or www.recaptcha.net; anything else gives one console warning and the default). Default Google's explicit-render script.
 * @attr {string} currency - ISO currency of the balance: USD (default), CAD, EUR, CNY format per the spec's locales.
 * @attr {number} error-display-ms - How long a failure message stays before the form resets, 1000 to 600000. Default 10000.
 * @attr {string} heading - Heading text (shown as text, never HTML). Default the catalogue's `giftCard.heading` in the element's locale ("Check your gift card balance" in en-US).
 *
 * @fires sg-gift-card-balance - After each check. `detail`: `{ outcome: 'success' | 'incorrect' | 'inactive' | 'unexpected', balance: number | null, currency: string, last4: string, message: string | null }`.
 *
 * @csspart root - The section around the form and the result.
 * @csspart dialog - The `<dialog>` (dialog variant).
 * @csspart close-button - The dialog's close button.
 * @csspart heading - The heading.
 * @csspart form - The form.
 * @csspart field - A label + input group.
 * @csspart label - A field label.
 * @csspart input - The card number and PIN inputs.
 * @csspart field-error - A field's validation message.
 * @csspart captcha - The captcha area.
 * @csspart submit - The "Check balance" button.
 * @csspart status - The polite live region (progress, balance sentence).
 * @csspart alert - The failure message.
 * @csspart balance - The result box.
 * @csspart reset - The "Check another card" button.
 *
 * @cssprop --sg-gift-card-max-width - Maximum width of the inline form. Default 448px.
 * @cssprop --sg-color-brand - Brand colour (buttons, focus accents).
 * @cssprop --sg-color-error - Error text and borders.
 * @cssprop --sg-color-success - The balance amount.
 * @cssprop --sg-font-family - Font family.
 * @cssprop --sg-radius-s - Small corner radius (inputs, buttons).
 * @cssprop --sg-space-l - Main spacing unit.
 */
export class SgGiftCardBalance extends createElementClass({
  tag: 'sg-gift-card-balance',
  attributes,
  configSection: 'giftCardBalance',
  component: (props) =>
    createElement(GiftCardBalance, {
      ...props,
      onRequestClose: () => (props.host as SgGiftCardBalance).close(),
    }),
}) {
  /**
   * Opens the dialog (dialog variant). Focus moves into it; Escape or Close returns focus to the opener. The `open`
   * attribute follows: present while open, removed on close (Escape, Close, the backdrop, `close()`).
   */
  show(): void {
    this.setAttribute('open', '');
  }

  /** Closes the dialog (dialog variant) and removes the `open` attribute. */
  close(): void {
    this.removeAttribute('open');
    // A property set to true (no attribute) is closed too.
    this.open = false;
  }
}

define('sg-gift-card-balance', SgGiftCardBalance);

declare global {
  interface HTMLElementTagNameMap {
    'sg-gift-card-balance': SgGiftCardBalance;
  }
}
