import * as v from 'valibot';
import { ApiError, request } from './client';

// Answers are checked by hand below, with only the valibot functions the eager API code uses already: a new one would
// join valibot's chunk, which every element loads (+117 B brotli each, measured).
const AnyJson = v.unknown();
const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const badResponse = () => new ApiError('schema', '_ERR_BAD_RESPONSE');

/**
 * The express checkout calls (issue 25, section 2; spec section 7): PayPal's createPayment and executePayment (paths
 * from the spec, body `id`, `paypalTender` query); the rest are ours (docs/api.md): the Apple Pay merchant session and
 * a wallet's payment token on the order. Loaded with the express checkout buttons only.
 */

type Options = { base?: string; signal?: AbortSignal };

/** PayPal's tender for the spec's `paypalTender` query: PayPal itself (Venmo would be `VENMO`). */
export const PAYPAL_TENDER = 'PAYPAL';

const paypalPath = (orderId: string, step: 'createPayment' | 'executePayment') =>
  `/payment/orders/${encodeURIComponent(orderId)}/paypal/v1/${step}`;

/** `POST …/paypal/v1/createPayment?paypalTender=PAYPAL` -> `{ "id": string }`: the payment PayPal's buttons approve. */
export function createPayPalPayment(orderId: string, options: Options = {}): Promise<string> {
  return request({
    base: options.base,
    path: paypalPath(orderId, 'createPayment'),
    query: { paypalTender: PAYPAL_TENDER },
    method: 'POST',
    body: {},
    signal: options.signal,
    schema: AnyJson,
  }).then((r) => {
    const id = isObject(r) ? r.id : undefined;
    if (typeof id !== 'string' || !/^[\w-]{1,64}$/.test(id)) throw badResponse();
    return id;
  });
}

/** `POST …/paypal/v1/executePayment?paypalTender=PAYPAL` with `{ "id" }` once the shopper approved it. */
export function executePayPalPayment(orderId: string, id: string, options: Options = {}): Promise<void> {
  return request({
    base: options.base,
    path: paypalPath(orderId, 'executePayment'),
    query: { paypalTender: PAYPAL_TENDER },
    method: 'POST',
    body: { id },
    signal: options.signal,
    schema: AnyJson,
  }).then(() => undefined);
}

/** `POST /payment/applepay/session` with the validation URL Apple gave -> the opaque merchant session for Apple. */
export function fetchApplePaySession(validationURL: string, options: Options = {}): Promise<Record<string, unknown>> {
  return request({
    base: options.base,
    path: '/payment/applepay/session',
    method: 'POST',
    body: { validationURL, domain: location.hostname },
    signal: options.signal,
    schema: AnyJson,
  }).then((r) => {
    if (!isObject(r)) throw badResponse();
    return r;
  });
}

/** `POST /payment/orders/{orderId}/wallet` with a wallet's payment token (Apple Pay, Google Pay): the order's payment. */
export function addWalletPayment(orderId: string, paymentMethod: 'APPLE_PAY' | 'GOOGLE_PAY', token: string, options: Options = {}): Promise<void> {
  return request({
    base: options.base,
    path: `/payment/orders/${encodeURIComponent(orderId)}/wallet`,
    method: 'POST',
    body: { paymentMethod, token },
    signal: options.signal,
    schema: AnyJson,
  }).then(() => undefined);
}
