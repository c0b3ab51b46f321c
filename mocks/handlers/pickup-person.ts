import { http, HttpResponse } from 'msw';
import { firstPickupError, pickupPersonOf, validatePickupPerson } from '../../machines/cart/pickup-person.logic';
import type { PickupPerson } from '../../src/core/api/pickup-person';
import { withFaults } from '../faults';
import { cartStore } from './cart';
import { errorBody, readBody, text } from './respond';

/**
 * The order's alternate pickup person in the reference API (docs/api.md, "Alternate pickup"):
 * `GET|PUT|DELETE /cart/{orderId}/pickupPerson`, each answering `{ pickupPerson }` (null: the shopper collects the
 * order). The person is kept with the cart model's world, so resetting the carts forgets it. `PUT` checks the fields by
 * the same rules as the form (400 `_ERR_INVALID_PICKUP_PERSON` naming the first bad field); an order the model does
 * not know is 404.
 */

const byStore = new WeakMap<object, Map<string, PickupPerson>>();

function personsOf(): Map<string, PickupPerson> {
  const store = cartStore();
  let persons = byStore.get(store);
  if (!persons) byStore.set(store, (persons = new Map()));
  return persons;
}

type Info = { request: Request; params: Record<string, unknown> };

const answer = (person: PickupPerson | null) => HttpResponse.json({ pickupPerson: person ? { ...person } : null });

/** The order id when the model knows the order, else the 404 to answer. */
function orderOf(info: Info): string | Response {
  const orderId = String(info.params.orderId);
  return cartStore().orders.has(orderId) ? orderId : errorBody('_ERR_ORDER_NOT_FOUND', 404, `No order ${orderId}`);
}

function getPerson(info: Info): Response {
  const orderId = orderOf(info);
  return typeof orderId === 'string' ? answer(personsOf().get(orderId) ?? null) : orderId;
}

async function putPerson(info: Info): Promise<Response> {
  const orderId = orderOf(info);
  if (typeof orderId !== 'string') return orderId;
  const body = await readBody(info.request);
  if (!body) return errorBody('_ERR_DEFAULT_KEY', 400, 'Malformed request body');
  const values = { firstName: text(body.firstName), lastName: text(body.lastName), email: text(body.email), phone: text(body.phone) };
  const bad = firstPickupError(validatePickupPerson(values));
  if (bad) return errorBody('_ERR_INVALID_PICKUP_PERSON', 400, `Invalid ${bad}`);
  const person = pickupPersonOf(values);
  personsOf().set(orderId, person);
  return answer(person);
}

function deletePerson(info: Info): Response {
  const orderId = orderOf(info);
  if (typeof orderId !== 'string') return orderId;
  personsOf().delete(orderId);
  return answer(null);
}

export const pickupPersonHandlers = [
  http.get('*/cart/:orderId/pickupPerson', withFaults('pickupPerson', getPerson)),
  http.put('*/cart/:orderId/pickupPerson', withFaults('pickupPersonSave', putPerson)),
  http.delete('*/cart/:orderId/pickupPerson', withFaults('pickupPersonRemove', deletePerson)),
];
