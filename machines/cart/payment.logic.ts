import { PAYMENT_ICONS, type PaymentIcon } from '../../src/core/constants/payment';

/**
 * Pure rules of the drawer's payments section (issue 25, sections 2 and 5): the "We accept" icons and the express
 * checkout flag. The payment instruction's rules are in payment-instruction.logic.ts, the wallets' in express.logic.ts
 * (each in the lazy chunk that uses it).
 */

/** The drawer body's part of the page configuration's `payments` section, checked. */
export interface PaymentsSettings {
  /** The "We accept" row's icons, in the spec's order; empty hides the row. */
  accepted: PaymentIcon[];
  /**
   * The spec's express-checkout flag: only with it does the body load the express checkout chunk, which reads
   * `wallets` itself (express.logic.ts `readExpressSettings`).
   */
  expressCheckout: boolean;
}

/**
 * Reads the `payments` section (docs/elements/sg-cart-drawer.md): `accepted`, a list of icon names (missing is the
 * default list; a name that is not an icon, or not a list, is a problem and keeps the default), and `expressCheckout`
 * (true or false). `wallets` is left to the express checkout chunk; any other key is a problem.
 */
export function readPaymentsSettings(
  section: Readonly<Record<string, unknown>>,
  defaults: readonly PaymentIcon[],
): { settings: PaymentsSettings; problems: string[] } {
  const { accepted, expressCheckout, wallets: _wallets, ...others } = section;
  const problems: string[] = [];
  if (expressCheckout !== undefined && typeof expressCheckout !== 'boolean') problems.push('expressCheckout must be true or false');
  for (const key of Object.keys(others)) problems.push(`${key} is not a payments setting`);
  const express = expressCheckout === true;
  if (accepted === undefined) return { settings: { accepted: [...defaults], expressCheckout: express }, problems };
  if (Array.isArray(accepted) && accepted.every((name) => (PAYMENT_ICONS as readonly unknown[]).includes(name))) {
    // The spec's order whatever the page's, once each.
    return { settings: { accepted: PAYMENT_ICONS.filter((icon) => accepted.includes(icon)), expressCheckout: express }, problems };
  }
  problems.unshift(`accepted must be a list of ${PAYMENT_ICONS.map((icon) => `"${icon}"`).join(', ')}`);
  return { settings: { accepted: [...defaults], expressCheckout: express }, problems };
}
