import { DEFAULT_CURRENCY } from '../constants';
import type { Cart } from './cart';

// Apart from cart.ts (the calls, their schemas and the API client): the page's cart state shows an empty cart before
// its machine has loaded, and imports this alone.

export const EMPTY_ORDER_ID = '000000';

export function emptyCart(orderId = EMPTY_ORDER_ID): Cart {
  return {
    orderId,
    zipCode: null,
    lines: [],
    count: 0,
    totals: { orderTotal: 0, productTotal: 0, adjustment: 0, shipping: 0, tax: 0, currency: DEFAULT_CURRENCY },
    promotions: [],
    errors: [],
    paymentMethod: null,
  };
}
