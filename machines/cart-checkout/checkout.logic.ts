import type { Cart, CartLine, InventoryRequest, InventorySku } from '../../src/core/api';

/** Pure rules of checkout start (spec sections 2, 3, 4). */

const skuOf = (line: CartLine): InventorySku => ({ skuId: line.skuId, sku: line.skuId, requestedQuantity: line.quantity });

const isPickup = (l: CartLine) => /PICKUP|BOPIS|^sp$/i.test(l.shipModeCode ?? '');
const isShipToStore = (l: CartLine) => /STS|SHIPTOSTORE|^ss$/i.test(l.shipModeCode ?? '');
const isSameDay = (l: CartLine) => /SDD|DOORDASH|^dd$/i.test(l.shipModeCode ?? '');

/** The inventory check payload: online skus, plus pickup, ship-to-store, same-day and bundle groups when present. */
export function inventoryRequest(cart: Cart, storeId: string): InventoryRequest {
  const lines = cart.lines.filter((l) => !l.isFreeGift);
  const group = (pick: (l: CartLine) => boolean) => {
    const skus = lines.filter(pick).map(skuOf);
    return skus.length ? { storeId, skus } : undefined;
  };
  const body: InventoryRequest = {
    onlineskus: { skus: lines.filter((l) => !isPickup(l) && !isShipToStore(l) && !isSameDay(l) && !l.isBundle).map(skuOf) },
  };
  const pickup = group(isPickup);
  const sts = group(isShipToStore);
  const sdd = group(isSameDay);
  const bundles = lines.filter((l) => l.isBundle).map(skuOf);
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
