import * as v from 'valibot';
import { PROFILE_TIMEOUT_MS } from '../constants';
import type { ProfileCallOptions } from './account-info';
import { request } from './client';
import { listOf } from './schemas';
import { ProductSchema } from './search';

/**
 * `GET /api/profile/recentlypurchased` (ours; docs/api.md): the signed-in shopper's recently purchased products,
 * newest first, as the search service's products plus the SKU bought: `{ "products": [ { ...ProductListItem,
 * "skuId" } ] }`. An item that does not validate is dropped, not the list; `401`/`403` when not signed in.
 */
const PurchasedProduct = v.intersect([ProductSchema, v.object({ skuId: v.pipe(v.string(), v.trim(), v.minLength(1)) })]);
const PurchasedResponse = v.object({ products: listOf(PurchasedProduct) });

export type PurchasedProduct = v.InferOutput<typeof PurchasedProduct>;

export function fetchRecentlyPurchased(options: ProfileCallOptions = {}): Promise<PurchasedProduct[]> {
  return request({
    base: options.base,
    path: '/profile/recentlypurchased',
    signal: options.signal,
    timeoutMs: options.timeoutMs ?? PROFILE_TIMEOUT_MS,
    schema: PurchasedResponse,
  }).then((r) => r.products);
}
