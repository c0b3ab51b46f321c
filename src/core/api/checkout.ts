import * as v from 'valibot';
import { request } from './client';

/** Checkout start (spec section 4; api-contract.md "Checkout start"): inventory check, then checkout initiate. */

export interface InventorySku {
  skuId: string;
  sku: string;
  requestedQuantity: number;
}

export interface InventoryRequest {
  onlineskus: { skus: InventorySku[] };
  pickupskus?: { storeId: string; skus: InventorySku[] };
  stsskus?: { storeId: string; skus: InventorySku[] };
  sddskus?: { storeId: string; skus: InventorySku[] };
  bundleskus?: { skus: InventorySku[] };
}

const Group = v.optional(
  v.nullable(v.looseObject({ skus: v.optional(v.array(v.looseObject({ skuId: v.string(), inventoryStatus: v.optional(v.string()) })), []) })),
);

const InventoryResponse = v.looseObject({
  onlineskus: Group,
  pickupskus: Group,
  stsskus: Group,
  sddskus: Group,
  bundleskus: Group,
});

/** Asks which skus are available; returns the sku ids that are not (anything but AVAILABLE is out of stock). */
export function checkInventory(storeId: string, body: InventoryRequest, options: { base?: string; signal?: AbortSignal } = {}): Promise<string[]> {
  return request({
    base: options.base,
    path: `/inventory/store/${encodeURIComponent(storeId)}`,
    query: { isClearance: false },
    method: 'POST',
    body,
    signal: options.signal,
    schema: InventoryResponse,
  }).then((r) => {
    const unavailable = new Set<string>();
    for (const group of [r.onlineskus, r.pickupskus, r.stsskus, r.sddskus, r.bundleskus]) {
      for (const sku of group?.skus ?? []) if (sku.inventoryStatus !== 'AVAILABLE') unavailable.add(sku.skuId);
    }
    // A sku that was asked about but is missing from the answer counts as unavailable too.
    const answered = new Set([r.onlineskus, r.pickupskus, r.stsskus, r.sddskus, r.bundleskus].flatMap((g) => (g?.skus ?? []).map((s) => s.skuId)));
    for (const group of [body.onlineskus, body.pickupskus, body.stsskus, body.sddskus, body.bundleskus]) {
      for (const sku of group?.skus ?? []) if (!answered.has(sku.skuId)) unavailable.add(sku.skuId);
    }
    return [...unavailable];
  });
}

export function initiateCheckout(orderId: string, egiftCardEnabled: boolean, options: { base?: string; signal?: AbortSignal } = {}): Promise<void> {
  return request({
    base: options.base,
    path: `/cart/PUT/${encodeURIComponent(orderId)}/initiate`,
    method: 'POST',
    body: { orderId, egiftCardEnabled },
    signal: options.signal,
    schema: v.unknown(),
  }).then(() => undefined);
}
