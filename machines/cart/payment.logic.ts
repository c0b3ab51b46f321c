import type { ApiError } from '../../src/core/api';
import { cartCatalogueKey } from '../../src/core/cart-errors';
import { PAYMENT_ICONS, PAYMENT_KINDS, type PaymentIcon, type PaymentKind } from '../../src/core/constants/payment';
import { readExpressSettings, type ExpressSettings } from './express.logic';

/** Pure rules of the drawer's payments (issue 25, sections 3 and 5): the page's payments section, the instruction. */

/** A removal's failure as the drawer words it: the payments' own message, a catalogue key, or the server's text. */
export type InstructionText = { key: 'removeFailed' } | { error: string } | { text: string };

/** Keys that say no more than "something went wrong": the payments' own message says more. */
const GENERIC_KEYS = new Set(['_ERR_DEFAULT_KEY', '_ERR_BAD_RESPONSE', '_ERR_TIMEOUT', '_ERR_NETWORK']);

/**
 * Why removing the payment instruction failed (spec section 8): the server's own text only when the cart template's
 * `enableDeletePaymentInstructionAPIErrMsg` is on; else the catalogue's message for a key it knows; else the
 * payments' "couldn't remove".
 */
export function removalFailure(error: unknown, serverText: boolean): InstructionText {
  const { serverMessage, key } = (error ?? {}) as Partial<ApiError>;
  const text = serverMessage?.trim();
  if (serverText && text) return { text };
  const known = cartCatalogueKey(key);
  return known && !GENERIC_KEYS.has(known) ? { error: known } : { key: 'removeFailed' };
}

/** The payment kind a cart's `paymentMethod` names (any case, `-` or `_`), or null for one the spec does not list. */
export function paymentKindOf(paymentMethod: string | null | undefined): PaymentKind | null {
  if (!paymentMethod) return null;
  const name = paymentMethod.trim().toUpperCase().replace(/[\s-]+/g, '_');
  return Object.hasOwn(PAYMENT_KINDS, name) ? (name as PaymentKind) : null;
}

/** The drawer's part of the page configuration's `payments` section, checked. */
export interface PaymentsSettings {
  /** The "We accept" row's icons, in the spec's order; empty hides the row. */
  accepted: PaymentIcon[];
  /** The express checkout buttons (express.logic.ts): the wallets on, with their provider's settings. */
  express: ExpressSettings;
}

/**
 * Reads the `payments` section (docs/elements/sg-cart-drawer.md): `accepted`, a list of icon names (missing is the
 * default list; a name that is not an icon, or not a list, is a problem and keeps the default), and the express
 * checkout's `expressCheckout` and `wallets` (readExpressSettings; `allow`: the page's `allowedOrigins`). An unknown key
 * is a problem too.
 */
export function readPaymentsSettings(
  section: Readonly<Record<string, unknown>>,
  defaults: readonly PaymentIcon[],
  allow: readonly string[] = [],
): { settings: PaymentsSettings; problems: string[] } {
  const { accepted, expressCheckout, wallets, ...others } = section;
  const { settings: express, problems } = readExpressSettings({ expressCheckout, wallets }, allow);
  for (const key of Object.keys(others)) problems.push(`${key} is not a payments setting`);
  if (accepted === undefined) return { settings: { accepted: [...defaults], express }, problems };
  if (Array.isArray(accepted) && accepted.every((name) => (PAYMENT_ICONS as readonly unknown[]).includes(name))) {
    // The spec's order whatever the page's, once each.
    return { settings: { accepted: PAYMENT_ICONS.filter((icon) => accepted.includes(icon)), express }, problems };
  }
  problems.unshift(`accepted must be a list of ${PAYMENT_ICONS.map((icon) => `"${icon}"`).join(', ')}`);
  return { settings: { accepted: [...defaults], express }, problems };
}
