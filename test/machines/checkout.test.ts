import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { createActor, fromPromise, waitFor } from 'xstate';
import { checkoutMachine, checkoutUrl, inventoryRequest, type CheckoutEmitted } from '../../machines/cart';
import { ApiError, parseCart, type ApiSettings, type InventoryRequest } from '../../src/core/api';

const item = (id: string, extra: Record<string, unknown> = {}) => ({
  orderItemId: id,
  skuId: `sku-${id}`,
  quantity: 2,
  unitPrice: 5,
  skuDetails: { skuInfo: { name: `Item ${id}` } },
  ...extra,
});
const cart = parseCart({
  orders: [
    {
      orderId: '5001',
      orderItems: [
        item('1'),
        item('2', { shipModeCode: 'PICKUP' }),
        item('3', { shipModeCode: 'STS' }),
        item('4', { shipModeCode: 'SDD' }),
        item('5', { isBundleItem: true }),
        item('6', { isfreeGift: true }),
      ],
    },
  ],
});

function start(fakes: { inventory?: (body: InventoryRequest) => Promise<string[]>; initiate?: () => Promise<void> } = {}, api?: ApiSettings) {
  const bodies: InventoryRequest[] = [];
  const bases: Array<string | undefined> = [];
  let initiates = 0;
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        checkInventory: fromPromise<string[], { api: ApiSettings; storeId: string; body: InventoryRequest }>(({ input }) => {
          bodies.push(input.body);
          bases.push(input.api.base);
          return (fakes.inventory ?? (async () => []))(input.body);
        }),
        initiate: fromPromise<void, { api: ApiSettings; orderId: string; egiftCardEnabled: boolean }>(({ input }) => {
          initiates++;
          bases.push(input.api.base);
          return (fakes.initiate ?? (async () => undefined))();
        }),
      },
    }),
    { input: { api } },
  );
  const emitted: CheckoutEmitted[] = [];
  actor.on('*', (e) => emitted.push(e as CheckoutEmitted));
  actor.start();
  const go = () => actor.send({ type: 'CHECKOUT.START', cart, storeId: '10151', zip: '77001' });
  return { actor, emitted, bodies, bases, initiates: () => initiates, go };
}

describe('checkout start', () => {
  it('calls the API at its input.api base', async () => {
    const { actor, bases, go } = start({}, { base: '/store-api' });
    go();
    await waitFor(actor, (s) => s.matches('redirecting') || s.matches('idle'));
    expect(bases).to.deep.equal(['/store-api', '/store-api']);
  });

  it('sends online, pickup, ship-to-store, same-day and bundle skus in the inventory check (free gifts left out)', () => {
    const body = inventoryRequest(cart, '10151');
    expect(body).to.deep.equal({
      onlineskus: { skus: [{ skuId: 'sku-1', sku: 'sku-1', requestedQuantity: 2 }] },
      pickupskus: { storeId: '10151', skus: [{ skuId: 'sku-2', sku: 'sku-2', requestedQuantity: 2 }] },
      stsskus: { storeId: '10151', skus: [{ skuId: 'sku-3', sku: 'sku-3', requestedQuantity: 2 }] },
      sddskus: { storeId: '10151', skus: [{ skuId: 'sku-4', sku: 'sku-4', requestedQuantity: 2 }] },
      bundleskus: { skus: [{ skuId: 'sku-5', sku: 'sku-5', requestedQuantity: 2 }] },
    });
  });

  it('builds the checkout URL from a fixed path, encoding the values', () => {
    expect(checkoutUrl('5001', '77001')).to.equal('/checkout?orderId=5001&deliveryzip=77001');
    expect(checkoutUrl('x&y=//evil', '')).to.equal('/checkout?orderId=x%26y%3D%2F%2Fevil&deliveryzip=');
  });

  it('all available: initiates and emits start once, even for a double click', async () => {
    const { actor, emitted, go, bodies, initiates } = start();
    go();
    go();
    await waitFor(actor, (s) => s.matches('redirecting'));
    go();
    expect(bodies).to.have.length(1);
    expect(initiates()).to.equal(1);
    expect(emitted).to.deep.equal([{ type: 'start', orderId: '5001', url: '/checkout?orderId=5001&deliveryzip=77001' }]);
  });

  it('an unavailable sku stops checkout and names the lines', async () => {
    const { actor, emitted, initiates, go } = start({ inventory: async () => ['sku-2', 'sku-unknown'] });
    go();
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(emitted).to.deep.equal([{ type: 'unavailable', orderItemIds: ['2'] }]);
    expect(actor.getSnapshot().context.message).to.deep.equal({ key: 'unavailable' });
    expect(initiates()).to.equal(0);
  });

  it('a failed inventory check or initiate shows its key\'s message, else the generic error; a 400 on initiate reloads the page', async () => {
    const a = start({ inventory: () => Promise.reject(new ApiError('http', '_ERR_DEFAULT_KEY', 503)) });
    a.go();
    await waitFor(a.actor, (s) => s.matches('failed'));
    expect(a.emitted).to.deep.equal([{ type: 'failed', message: { key: 'checkoutFailed' } }]);
    expect(a.actor.getSnapshot().context.message).to.deep.equal({ key: 'checkoutFailed' });
    const keyed = start({ initiate: () => Promise.reject(new ApiError('http', '_ERR_PLACE_ORDER_TIMEOUT', 504)) });
    keyed.go();
    await waitFor(keyed.actor, (s) => s.matches('failed'));
    expect(keyed.emitted).to.deep.equal([{ type: 'failed', message: { error: '_ERR_PLACE_ORDER_TIMEOUT', fallback: 'checkoutFailed' } }]);
    const b = start({ initiate: () => Promise.reject(new ApiError('http', '_ERR_CHECKOUT_INVALID', 400)) });
    b.go();
    await waitFor(b.actor, (s) => s.matches('idle') && b.emitted.length > 0);
    expect(b.emitted).to.deep.equal([{ type: 'reloadPage' }]);
  });

  it('an empty cart does not start checkout', () => {
    const { actor, bodies } = start();
    actor.send({ type: 'CHECKOUT.START', cart: parseCart({}), storeId: '1', zip: '' });
    expect(actor.getSnapshot().value).to.equal('idle');
    expect(bodies).to.have.length(0);
  });
});
