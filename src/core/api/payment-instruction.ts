import * as v from 'valibot';
import { request } from './client';

/**
 * A cart's payment instruction (issue 25; spec section 7, "delete-payment-instruction", path not shown): the wallet a
 * shopper chose and then left is removed with `POST {api-base}/payment/orders/{orderId}/deletePaymentInstruction`,
 * body `{ orderId, deliveryZipCode, storeZipCode }` (docs/api.md). Any 2xx is done; the cart is then reloaded.
 * Apart from the cart's calls so that only the drawer's body carries it.
 */
export function deletePaymentInstruction(
  orderId: string,
  zips: { deliveryZipCode?: string; storeZipCode?: string },
  options: { base?: string; signal?: AbortSignal } = {},
): Promise<void> {
  return request({
    base: options.base,
    path: `/payment/orders/${encodeURIComponent(orderId)}/deletePaymentInstruction`,
    method: 'POST',
    body: { orderId, deliveryZipCode: zips.deliveryZipCode ?? '', storeZipCode: zips.storeZipCode ?? '' },
    signal: options.signal,
    schema: v.unknown(),
  }).then(() => undefined);
}
