import { paymentHandlers } from './payment';

/** Every handler of the reference storefront API; one module per service, seeded data under mocks/data. */
export const handlers = [...paymentHandlers];
