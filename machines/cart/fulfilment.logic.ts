import type { CartLine, Inventory, ShippingMethod } from '../../src/core/api';
import { formatApiDate, isApiDate } from '../../src/core/dates';

/**
 * Pure fulfilment rules of a cart line (spec sections 3, 4, 5): what kind of ship mode a code names, which store
 * inventory a line has, which ship mode a line uses, and which delivery estimate it shows. The drawer turns these into
 * text; checkout start groups the inventory check by the same kinds.
 */

export type ShippingKind = 'home' | 'pickup' | 'sts' | 'sdd' | 'electronic' | 'other';

/** Known codes per kind, in priority order (a same-day code wins over anything else in the name). */
const KIND_CODES: ReadonlyArray<readonly [ShippingKind, ReadonlySet<string>]> = [
  ['sdd', new Set(['SDD', 'DD', 'SAMEDAY', 'SAMEDAYDELIVERY', 'DOORDASH'])],
  ['pickup', new Set(['SP', 'PICKUP', 'STOREPICKUP', 'BOPIS', 'INSTOREPICKUP'])],
  ['sts', new Set(['SS', 'STS', 'SHIPTOSTORE'])],
  ['electronic', new Set(['EGC', 'ED', 'EGIFTCARD', 'ELECTRONIC', 'ELECTRONICDELIVERY'])],
  ['home', new Set(['SH', 'SHIPTOHOME', 'SHIPPING', 'SHIP', 'STH', 'ONLINE'])],
];

/**
 * A ship mode's kind from its code or shipping type: the spec's fulfilment codes (sp, ss, sh, dd, egc) or the
 * retailer's names (SHIPTOHOME, PICKUP/BOPIS, STS, SDD), in any case and with any separators. The whole code is
 * matched first ("SHIP_TO_STORE" is ship to store), then its words ("SDD_0" is same day, "CURBSIDE_PICKUP" pickup);
 * a code is never matched by a fragment inside a word ("FASTSHIP" is not ship to store). A same-day delivery code
 * (SDD_0, SDD_1, SDD_NA) makes it same-day whatever its name.
 */
export function shippingKind(code: string | null | undefined, sdd?: ShippingMethod['sdd']): ShippingKind {
  if (sdd) return 'sdd';
  const words = (code ?? '').toUpperCase().split(/[^A-Z0-9]+/).filter(Boolean);
  const whole = words.join('');
  for (const [kind, codes] of KIND_CODES) if (codes.has(whole)) return kind;
  for (const [kind, codes] of KIND_CODES) if (words.some((word) => codes.has(word))) return kind;
  return 'other';
}

/** Store pickup or ship to store: the kinds whose estimate depends on a store. */
const isStoreKind = (kind: ShippingKind): boolean => kind === 'pickup' || kind === 'sts';

const PICKUP_INVENTORY = /^(store|sp|pickup|bopis)$/i;
const STS_INVENTORY = /^(ss|sts|shiptostore)$/i;
const inStock = (list: readonly Inventory[], type: RegExp) => list.some((i) => i.status === 'AVAILABLE' && type.test(i.type));

/** Which store inventory types a line has in stock: store pickup ('store'/'sp') and ship to store ('sts'/'ss'). */
export function storeInventoryTypes(line: Pick<CartLine, 'inventory'>): { pickup: boolean; sts: boolean } {
  const all = [...line.inventory.online, ...line.inventory.store, ...line.inventory.sdd];
  return { pickup: inStock(line.inventory.store, PICKUP_INVENTORY), sts: inStock(all, STS_INVENTORY) };
}

/**
 * Spec section 5, estimates: ship-to-store and store-pickup estimates are dropped when the line has both or neither
 * of those inventory types in stock, and are kept only with a selected store (the WC_StLocId cookie) or a store
 * address on the line. Other kinds (ship to home, same day, ...) always keep theirs.
 */
export function keepsEstimate(
  method: Pick<ShippingMethod, 'shippingType' | 'sdd'>,
  line: Pick<CartLine, 'inventory' | 'storeAddress'>,
  hasSelectedStore: boolean,
): boolean {
  if (!isStoreKind(shippingKind(method.shippingType, method.sdd))) return true;
  const types = storeInventoryTypes(line);
  if (types.pickup === types.sts) return false;
  return hasSelectedStore || Boolean(line.storeAddress);
}

/** The method a line uses now: its entry in the available methods, else one made from the line's own fields. */
export function selectedMethod(line: CartLine): ShippingMethod {
  const listed = line.shippingMethods.find((m) => m.shipModeId === line.shipModeId);
  return {
    shipModeId: line.shipModeId ?? listed?.shipModeId ?? '',
    shippingType: listed?.shippingType || line.shippingType || line.shipModeCode || '',
    from: line.estimate.from ?? listed?.from ?? null,
    to: line.estimate.to ?? listed?.to ?? null,
    sdd: listed?.sdd ?? null,
  };
}

/** The kind of ship mode a line uses now (the drawer shows it; checkout start checks its inventory by it). */
export function lineShippingKind(line: CartLine): ShippingKind {
  const method = selectedMethod(line);
  return shippingKind(method.shippingType, method.sdd);
}

/**
 * Whether the cart has lines someone collects at a store (store pickup or ship to store): the alternate pickup
 * person applies to them (machines/cart/pickup-person.logic.ts).
 */
export function hasPickupLines(cart: { lines: readonly CartLine[] }): boolean {
  return cart.lines.some((line) => isStoreKind(lineShippingKind(line)));
}

/**
 * "MMM DD" (spec section 9) in `locale` ("Jun 03"; "03 juin" in fr-CA): a date-only value as that day wherever the
 * shopper is, a date-time in the shopper's time zone. Anything but an ISO date or date-time (`parseApiDate`): null.
 */
export function formatEstimateDate(value: string | null | undefined, locale = 'en-US'): string | null {
  return formatApiDate(value, 'monthDay', locale);
}

/** "Jun 03 – Jun 05"; one date when both are the same day or only one is valid; null when neither is. */
export function estimateDates(from: string | null, to: string | null, locale = 'en-US'): string | null {
  const a = formatEstimateDate(from, locale);
  const b = formatEstimateDate(to, locale);
  if (a && b) return a === b ? a : `${a} – ${b}`;
  return a ?? b;
}

/**
 * A delivery estimate: same day (today or tomorrow), or the dates it arrives (shipped) or is ready (at a store), as
 * the API gave them (at least one of them a valid date; the view writes them in its locale with `estimateDates`).
 */
export type Estimate =
  | { kind: 'sameDay'; day: 'today' | 'tomorrow' }
  | { kind: 'arrives' | 'ready'; from: string | null; to: string | null };

/** A method's estimate, or null: none for SDD_NA, none without dates, none where the spec drops it (keepsEstimate). */
export function methodEstimate(
  method: Pick<ShippingMethod, 'shippingType' | 'sdd' | 'from' | 'to'>,
  line: Pick<CartLine, 'inventory' | 'storeAddress'>,
  hasSelectedStore: boolean,
): Estimate | null {
  if (!keepsEstimate(method, line, hasSelectedStore)) return null;
  const kind = shippingKind(method.shippingType, method.sdd);
  if (kind === 'sdd') {
    if (method.sdd === 'SDD_0') return { kind: 'sameDay', day: 'today' };
    if (method.sdd === 'SDD_1') return { kind: 'sameDay', day: 'tomorrow' };
    return null;
  }
  // At least one valid date (read, not written: `estimateDates` in the view words them, in its locale).
  if (!isApiDate(method.from) && !isApiDate(method.to)) return null;
  return { kind: isStoreKind(kind) ? 'ready' : 'arrives', from: method.from, to: method.to };
}

export interface LineFulfilment {
  kind: ShippingKind;
  /** The store of a pickup or ship-to-store line, when the line names one. */
  store: string | null;
  estimate: Estimate | null;
}

/** How a line is fulfilled (its selected method's kind, store and estimate); null when the line says nothing of it. */
export function lineFulfilment(line: CartLine, hasSelectedStore: boolean): LineFulfilment | null {
  const method = selectedMethod(line);
  if (!method.shippingType && !method.from && !method.to) return null;
  const kind = shippingKind(method.shippingType, method.sdd);
  return {
    kind,
    store: isStoreKind(kind) && line.storeAddress ? line.storeAddress : null,
    estimate: methodEstimate(method, line, hasSelectedStore),
  };
}
