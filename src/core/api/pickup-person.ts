import * as v from 'valibot';
import { request } from './client';

/**
 * The order's alternate pickup person (spec section 6; the paths are ours, docs/api.md "Alternate pickup"): someone
 * other than the shopper who collects the order's store pickup and ship-to-store items. `GET` reads it, `PUT` sets it,
 * `DELETE` clears it; each answers `{ "pickupPerson": { firstName, lastName, email, phone } | null }`, the phone as its
 * 10 digits. An answer without `pickupPerson`, or with a person missing a field, is malformed.
 */

export interface PickupPerson {
  firstName: string;
  lastName: string;
  email: string;
  /** 10 digits, no formatting. */
  phone: string;
}

const text = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(254));

const PersonSchema = v.object({
  firstName: text,
  lastName: text,
  email: text,
  phone: v.pipe(v.string(), v.regex(/^\d{10}$/)),
});

const Answer = v.pipe(
  v.looseObject({ pickupPerson: v.nullable(PersonSchema) }),
  v.transform((answer): PickupPerson | null => answer.pickupPerson),
);

export interface PickupPersonCallOptions {
  base?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}

const pathOf = (orderId: string) => `/cart/${encodeURIComponent(orderId)}/pickupPerson`;

/** GET the order's pickup person (null: the shopper collects the order). */
export function fetchPickupPerson(orderId: string, options: PickupPersonCallOptions = {}): Promise<PickupPerson | null> {
  return request({ base: options.base, path: pathOf(orderId), signal: options.signal, timeoutMs: options.timeoutMs, schema: Answer });
}

/** PUT the order's pickup person; answers the person as stored. */
export function savePickupPerson(orderId: string, person: PickupPerson, options: PickupPersonCallOptions = {}): Promise<PickupPerson | null> {
  return request({
    base: options.base,
    path: pathOf(orderId),
    method: 'PUT',
    body: person,
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    schema: Answer,
  });
}

/** DELETE the order's pickup person: the shopper collects the order again. */
export function removePickupPerson(orderId: string, options: PickupPersonCallOptions = {}): Promise<PickupPerson | null> {
  return request({ base: options.base, path: pathOf(orderId), method: 'DELETE', signal: options.signal, timeoutMs: options.timeoutMs, schema: Answer });
}
