import type { Cart, CartLine, InventoryRequest, InventorySku } from '../../src/core/api';
import { lineShippingKind, type ShippingKind } from './fulfilment.logic';

/** Pure rules of checkout start (spec sections 2, 3, 4). */

const skuOf = (line: CartLine): InventorySku => ({ skuId: line.skuId, sku: line.skuId, requestedQuantity: line.quantity });

/** Store pickup, ship to store and same day are checked at the store; anything else (shipped, electronic) online. */
const STORE_GROUPS: ReadonlySet<ShippingKind> = new Set(['pickup', 'sts', 'sdd']);

/**
 * The inventory check payload: online skus, plus pickup, ship-to-store, same-day and bundle groups when present. A
 * line's group is the kind of the ship mode it uses (the drawer's rule, `lineShippingKind`); free gifts are left out.
 */
export function inventoryRequest(cart: Cart, storeId: string): InventoryRequest {
  const lines = cart.lines.filter((l) => !l.isFreeGift).map((line) => ({ line, kind: lineShippingKind(line) }));
  const group = (kind: ShippingKind) => {
    const skus = lines.filter((l) => l.kind === kind).map((l) => skuOf(l.line));
    return skus.length ? { storeId, skus } : undefined;
  };
  const body: InventoryRequest = {
    onlineskus: { skus: lines.filter((l) => !STORE_GROUPS.has(l.kind) && !l.line.isBundle).map((l) => skuOf(l.line)) },
  };
  const pickup = group('pickup');
  const sts = group('sts');
  const sdd = group('sdd');
  const bundles = lines.filter((l) => l.line.isBundle).map((l) => skuOf(l.line));
  if (pickup) body.pickupskus = pickup;
  if (sts) body.stsskus = sts;
  if (sdd) body.sddskus = sdd;
  if (bundles.length) body.bundleskus = { skus: bundles };
  return body;
}

/** The cart lines whose sku the inventory check reported unavailable. */
export function unavailableLines(cart: Cart, unavailableSkuIds: readonly string[]): string[] {
  const skus = new Set(unavailableSkuIds);
  return cart.lines.filter((l) => skus.has(l.skuId)).map((l) => l.orderItemId);
}

/** The checkout URL: a fixed same-origin path with the order id and delivery zip (never from response text). */
export function checkoutUrl(orderId: string, zip: string): string {
  const params = new URLSearchParams({ orderId, deliveryzip: zip });
  return `/checkout?${params.toString()}`;
}
