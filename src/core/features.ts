import { COOKIES } from './constants/storage';
import { getCookieList } from './storage';

/**
 * The visitor's feature switches, read in this one place (spec section 5: the `cncFeatures` and `myAccFlag` cookie
 * lists, pipe separated, e.g. `cncFeatures=sla2|paw|qv`). The site's servers write them; the header only reads them,
 * at the moment a flow asks (a cookie changed by the page applies to the next call). Matching is exact and
 * case-sensitive, as the spec writes the flags; blanks around a flag are ignored. The express-checkout flag is the
 * configuration's `payments.expressCheckout` (read by `readPaymentsSettings`,
 * machines/cart/payment.logic.ts), not a cookie.
 */
export const CNC_FEATURES = {
  /** Same-day and two-day shipping SLA estimates (`isShipSla2` on GET /cart). */
  sla2: 'sla2',
  /** Pick up anywhere (`paw` on GET /cart). */
  pickUpAnywhere: 'paw',
  /** Quick view of a product from a carousel or a search suggestion. */
  quickView: 'qv',
  /**
   * A customer service rep's session (spec section 6: enter or share a checkout id): the drawer shows the cart's
   * checkout id with Copy, and a field to load another cart by its id. Set by the site's rep sign-in, not by shoppers.
   */
  customerService: 'csr',
  /**
   * Alternate pickup (spec section 6: "via global flag or cookie"): the drawer lets the shopper name someone else to
   * collect the store pickup and ship-to-store items. The global flag is the configuration's `alternatePickup: true`.
   */
  alternatePickup: 'altPickup',
} as const;
export type CncFeature = (typeof CNC_FEATURES)[keyof typeof CNC_FEATURES];

/** Whether the `cncFeatures` cookie list switches `flag` on. */
export function cncFeature(flag: CncFeature): boolean {
  return getCookieList(COOKIES.cncFeatures).includes(flag);
}

/** Whether the `myAccFlag` cookie list (the account pages' switches) carries `flag`. */
export function accountFeature(flag: string): boolean {
  return getCookieList(COOKIES.myAccFlag).includes(flag);
}
