import '../helpers/setup';
import { expect } from '@open-wc/testing';
import {
  CART_IDS,
  CART_XSS_NAME,
  CART_XSS_PROMOTION_NAME,
  cartGetCount,
  FIRST_NEW_ORDER_ID,
  PICKUP_STORE,
  resetCartStore,
  SHIP_MODES,
  type Order,
} from '../../mocks/browser';
import { call, faults, post, withReferenceApi, type ErrorBody } from '../helpers/api';

withReferenceApi();

const getOrder = async (orderId: string, query = '') => (await call<{ orders: Order[] }>(`/api/cart/${orderId}${query}`)).body.orders[0] as Order;
const setQuantity = (orderId: string, orderItemId: string, quantity: unknown, base = 'cart') =>
  post<{ orders: Order[] } & ErrorBody>(`/api/${base}/PUT/${orderId}/updateItemQuantity`, {
    orderItem: { orderItemId, quantity },
    deliveryZipCode: '77002',
    storeZipCode: '77056',
  });

const setOrderCookie = (orderId: string) => (document.cookie = `WC_OrdId=${orderId}; path=/`);
const clearOrderCookie = () => (document.cookie = 'WC_OrdId=; path=/; max-age=0');

const quantities = (order: Order) => order.orderItems.map((item) => item.quantity);
const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;

/** The store's total rules, checked on any answered order. */
function expectConsistentTotals(order: Order) {
  const { totals } = order;
  for (const item of order.orderItems) {
    const adjustment = sum(item.adjustment.flatMap((a) => a.totalAdjustment.map((t) => t.amount)));
    expect(item.orderItemPrice).to.equal(sum([item.unitPrice * item.quantity, adjustment]));
  }
  expect(totals.totalProductPrice).to.equal(sum(order.orderItems.map((item) => Math.round(item.unitPrice * item.quantity * 100) / 100)));
  expect(totals.orderTotal).to.equal(sum([totals.totalProductPrice, totals.totalAdjustment ?? 0, totals.shippingCharge ?? 0, totals.tax ?? 0]));
  expect(order.numberOfItems).to.equal(sum(quantities(order)));
  expect(totals.orderCurrency).to.equal('USD');
}

beforeEach(() => {
  resetCartStore();
  clearOrderCookie();
});
afterEach(() => clearOrderCookie());

describe('reference API: GET cart', () => {
  it('answers the seeded normal cart in the api-contract shape', async () => {
    const order = await getOrder(CART_IDS.normal);
    expect(order.orderId).to.equal('5001');
    expect(order.zipCode).to.equal('77001');
    expect(order.orderItems.map((item) => item.productId)).to.deep.equal(['1001', '1009', '1012']);
    expect(quantities(order)).to.deep.equal([1, 2, 1]);
    expect(order.numberOfItems).to.equal(4);
    expect(order.totals).to.deep.equal({
      orderTotal: 369.96,
      totalProductPrice: 379.96,
      orderCurrency: 'USD',
      totalAdjustment: -10,
      shippingCharge: 0,
      tax: 0,
    });
    expectConsistentTotals(order);

    const [shoes, ball, tent] = order.orderItems;
    expect(shoes?.skuId).to.equal('sku-1001-2');
    expect(shoes?.availableShippingMethods.map((m) => m.shipmodeId)).to.deep.equal(['13101', '13102', '13104']);
    expect(shoes?.availableShippingMethods[2]?.estimatedSddDelivery).to.equal('SDD_1');
    expect(shoes?.shipModeCode).to.equal(SHIP_MODES.shipToHome.shipModeCode);
    expect(shoes?.skuDetails.skuInfo.thumbnail).to.equal('/mock-images/1001.svg');
    expect(shoes?.skuDetails.skuInfo.seoURL).to.match(/^\/p\/.+-1001$/);
    expect(shoes?.skuDetails.skuInfo.skuAttributes.map((a) => a.name)).to.deep.equal(['Color', 'Size']);
    expect(shoes?.skuDetails.inventory.online).to.deep.equal([{ inventoryStatus: 'AVAILABLE', inventoryType: 'online', availableQuantity: 25 }]);
    for (const key of ['isSOFItem', 'isBundleItem', 'isfreeGift'] as const) expect(shoes?.[key]).to.equal(false);

    expect(ball?.adjustment).to.deep.equal([{ totalAdjustment: [{ amount: -10 }] }]);
    expect(ball?.orderItemPrice).to.equal(149.98);
    expect(ball?.skuDetails.skuInfo.skuAttributes).to.deep.include({ name: 'Team', value: 'Houston Rockets' });
    expect(order.promotions).to.deep.equal([
      {
        usage: 'Discount',
        adjustmentType: 'productleveldiscount',
        amount: -10,
        perUnitAdjustment: -5,
        promotionName: '$5 off each Wilson Evolution basketball',
        promotionCode: 'HOOPS5',
      },
    ]);

    expect(tent?.shipModeId).to.equal(SHIP_MODES.shipToStore.shipmodeId);
    expect(tent?.itemShippingType).to.equal('STS');
    expect(tent?.storeAddress).to.deep.equal(PICKUP_STORE);
    expect(tent?.estFromDate).to.be.a('string');
    expect(Date.parse(tent?.estToDate ?? '')).to.be.greaterThan(Date.now());
  });

  it('answers the exact empty cart for 000000 and for unknown ids, and echoes deliveryZipCode', async () => {
    expect(await getOrder('000000')).to.deep.equal({
      orderId: '000000',
      orderItems: [],
      numberOfItems: 0,
      totals: { orderTotal: 0, totalProductPrice: 0, orderCurrency: 'USD' },
    });
    expect((await getOrder('987654')).orderId).to.equal('987654');
    expect((await getOrder('987654')).orderItems).to.deep.equal([]);
    expect((await getOrder('000000', '?deliveryZipCode=10001&storeZipCode=&isSdd=true')).zipCode).to.equal('10001');
    expect((await getOrder(CART_IDS.normal, '?deliveryZipCode=60601&groupedCart=false&fsb=1')).zipCode).to.equal('60601');
  });

  it('groups the lines by ship mode on groupedCart=true', async () => {
    const order = await getOrder(CART_IDS.normal, '?groupedCart=true');
    expect(order.groupedOrderItems?.map((group) => [group.shipModeCode, group.orderItems.map((item) => item.productId)])).to.deep.equal([
      ['SHIPTOHOME', ['1001', '1009']],
      ['STS', ['1012']],
    ]);
    expect((await getOrder(CART_IDS.normal)).groupedOrderItems).to.equal(undefined);
  });

  it('answers 100 lines for the bench cart and 150 items for the 99+ cart', async () => {
    const hundred = await getOrder(CART_IDS.hundred);
    expect(hundred.orderItems.length).to.equal(100);
    expect(new Set(hundred.orderItems.map((item) => item.orderItemId)).size).to.equal(100);
    expect(new Set(hundred.orderItems.map((item) => item.skuId)).size).to.equal(100);
    for (const quantity of quantities(hundred)) expect(quantity).to.be.within(1, 3);
    const sdd = hundred.orderItems.flatMap((item) => item.availableShippingMethods.map((m) => m.estimatedSddDelivery)).filter(Boolean);
    expect(new Set(sdd)).to.deep.equal(new Set(['SDD_0', 'SDD_1', 'SDD_NA']));
    expectConsistentTotals(hundred);

    const many = await getOrder(CART_IDS.overNinetyNine);
    expect(quantities(many)).to.deep.equal([75, 75]);
    expect(many.numberOfItems).to.equal(150);
    expectConsistentTotals(many);
  });

  it('answers the hostile names verbatim', async () => {
    const order = await getOrder(CART_IDS.xss);
    expect(order.orderItems[0]?.skuDetails.skuInfo.name).to.equal(CART_XSS_NAME);
    expect(order.promotions?.[0]?.promotionName).to.equal(CART_XSS_PROMOTION_NAME);
    expect(order.totals.totalAdjustment).to.equal(-5);
    expectConsistentTotals(order);
  });

  it('answers the malformed order as seeded', async () => {
    const { body } = await call<{ orders: Record<string, unknown>[] }>(`/api/cart/${CART_IDS.malformed}`);
    const [order] = body.orders;
    expect(order).to.not.have.property('totals');
    const items = order?.orderItems as Record<string, unknown>[];
    expect(items.map((item) => item.quantity)).to.deep.equal(['2', -1, 1]);
    expect(items[2]).to.not.have.property('skuDetails');
  });

  it('answers the out-of-stock free gift error on the first 2 GETs only, and counts GETs per order', async () => {
    const first = await getOrder(CART_IDS.freeGiftReload);
    const gift = first.orderItems.find((item) => item.isfreeGift);
    expect(gift?.unitPrice).to.equal(0);
    expect(first.errors).to.deep.equal([{ errorKey: 'OUT_OF_STOCK', orderItemId: gift?.orderItemId }]);
    expect((await getOrder(CART_IDS.freeGiftReload)).errors).to.have.length(1);
    expect((await getOrder(CART_IDS.freeGiftReload)).errors).to.equal(undefined);
    expect((await getOrder(CART_IDS.freeGiftReload)).errors).to.equal(undefined);
    expect(cartGetCount(CART_IDS.freeGiftReload)).to.equal(4);
    expect(cartGetCount(CART_IDS.normal)).to.equal(0);

    resetCartStore();
    expect(cartGetCount(CART_IDS.freeGiftReload)).to.equal(0);
    expect((await getOrder(CART_IDS.freeGiftReload)).errors).to.have.length(1);
  });
});

describe('reference API: cart quantity changes', () => {
  it('changes a quantity, recomputes the line, its promotion and the totals, and keeps them', async () => {
    const { status, body } = await setQuantity(CART_IDS.normal, '5001002', 3);
    expect(status).to.equal(200);
    const order = body.orders[0] as Order;
    const ball = order.orderItems[1];
    expect(ball?.quantity).to.equal(3);
    expect(ball?.adjustment).to.deep.equal([{ totalAdjustment: [{ amount: -15 }] }]);
    expect(ball?.orderItemPrice).to.equal(224.97);
    expect(order.promotions?.[0]?.amount).to.equal(-15);
    expect(order.totals.totalProductPrice).to.equal(459.95);
    expect(order.totals.orderTotal).to.equal(444.95);
    expect(order.numberOfItems).to.equal(5);
    expect(order.zipCode).to.equal('77002');
    expectConsistentTotals(order);
    expect(await getOrder(CART_IDS.normal)).to.deep.equal(order);
  });

  it('removes the line on quantity 0 (its promotion goes with it), on the cartitem path too', async () => {
    const { body } = await setQuantity(CART_IDS.normal, '5001002', 0, 'cartitem');
    const order = body.orders[0] as Order;
    expect(order.orderItems.map((item) => item.orderItemId)).to.deep.equal(['5001001', '5001003']);
    expect(order.promotions).to.deep.equal([]);
    expect(order.totals.totalAdjustment).to.equal(0);
    expect(order.totals.orderTotal).to.equal(219.98);
    expectConsistentTotals(order);
  });

  it('answers 400 _ERR_MAX_QUANTITY above the quantity limit or the online stock', async () => {
    const overLimit = await setQuantity(CART_IDS.normal, '5001001', 11);
    expect(overLimit.status).to.equal(400);
    expect(overLimit.body.errors[0]).to.deep.equal({ errorKey: '_ERR_MAX_QUANTITY', errorMessage: 'Max quantity is 10' });
    const overStock = await setQuantity(CART_IDS.normal, '5001003', 4);
    expect(overStock.status).to.equal(400);
    expect(overStock.body.errors[0]?.errorMessage).to.equal('Max quantity is 3');
    expect((await setQuantity(CART_IDS.normal, '5001003', 3)).status).to.equal(200);
    expect(quantities(await getOrder(CART_IDS.normal))).to.deep.equal([1, 2, 3]);
  });

  it('answers 400 for an unknown line, an invalid quantity, and the read-only malformed order', async () => {
    const unknown = await setQuantity(CART_IDS.normal, 'nope', 1);
    expect([unknown.status, unknown.body.errors[0]?.errorKey]).to.deep.equal([400, '_ERR_ORDER_ITEM_NOT_FOUND']);
    const unknownOrder = await setQuantity('424242', '5001001', 1);
    expect(unknownOrder.body.errors[0]?.errorKey).to.equal('_ERR_ORDER_ITEM_NOT_FOUND');
    for (const quantity of [-1, 1.5, 'two', null]) {
      const invalid = await setQuantity(CART_IDS.normal, '5001001', quantity);
      expect([invalid.status, invalid.body.errors[0]?.errorKey]).to.deep.equal([400, '_ERR_INVALID_QUANTITY']);
    }
    expect((await setQuantity(CART_IDS.normal, '5001001', '2')).status).to.equal(200);
    const readOnly = await setQuantity(CART_IDS.malformed, '5007001', 1);
    expect([readOnly.status, readOnly.body.errors[0]?.errorKey]).to.deep.equal([400, '_ERR_ORDER_NOT_EDITABLE']);
  });
});

describe('reference API: add to cart', () => {
  const add = (body: unknown, base = 'cart') => post<{ orders: Order[] } & ErrorBody>(`/api/${base}/sku`, body);

  it('adds to the order of the WC_OrdId cookie: increments a line or adds one', async () => {
    setOrderCookie(CART_IDS.normal);
    const more = (await add({ skuId: 'sku-1001-2', quantity: 2, productId: '1001' })).body.orders[0] as Order;
    expect(more.orderId).to.equal('5001');
    expect(quantities(more)).to.deep.equal([3, 2, 1]);
    const added = (await add({ skuId: 'sku-1030-1', quantity: 1 }, 'cartitem')).body.orders[0] as Order;
    expect(added.orderItems.map((item) => item.skuId)).to.deep.equal(['sku-1001-2', 'sku-1009-1', 'sku-1012-1', 'sku-1030-1']);
    const line = added.orderItems[3];
    expect(line?.orderItemId).to.equal('5001004');
    expect(line?.unitPrice).to.equal(44.95);
    expect(line?.skuDetails.skuInfo.name).to.equal('Hydro Flask 32 oz Wide Mouth Water Bottle');
    expectConsistentTotals(added);
    expect(await getOrder(CART_IDS.normal)).to.deep.equal(added);
  });

  it('creates a new order (5100, 5101, ...) without an order; the client keeps its id', async () => {
    const first = (await add({ skuId: 'sku-1019-1', quantity: 1 })).body.orders[0] as Order;
    expect(first.orderId).to.equal(String(FIRST_NEW_ORDER_ID));
    expect(first.orderItems.map((item) => [item.orderItemId, item.quantity])).to.deep.equal([['5100001', 1]]);
    // Below the free-shipping threshold a ship-to-home order pays shipping.
    expect(first.totals).to.deep.equal({
      orderTotal: 10.98,
      totalProductPrice: 4.99,
      orderCurrency: 'USD',
      totalAdjustment: 0,
      shippingCharge: 5.99,
      tax: 0,
    });

    setOrderCookie('000000');
    expect((await add({ skuId: 'sku-1020-1' })).body.orders[0]?.orderId).to.equal('5101');
    setOrderCookie(first.orderId);
    expect(quantities((await add({ skuId: 'sku-1019-1', quantity: 2 })).body.orders[0] as Order)).to.deep.equal([3]);
    expect(quantities(await getOrder('5100'))).to.deep.equal([3]);
  });

  it('takes orderId from the body when there is no cookie', async () => {
    const order = (await add({ skuId: 'sku-1036-1', quantity: 1, orderId: CART_IDS.checkout400 })).body.orders[0] as Order;
    expect(order.orderId).to.equal(CART_IDS.checkout400);
    expect(order.orderItems.length).to.equal(3);
  });

  it('answers 400 above the limits and for unknown skus', async () => {
    setOrderCookie(CART_IDS.normal);
    const overLimit = await add({ skuId: 'sku-1001-2', quantity: 10 });
    expect([overLimit.status, overLimit.body.errors[0]?.errorMessage]).to.deep.equal([400, 'Max quantity is 10']);
    const outOfStock = await add({ skuId: 'sku-1037-3', quantity: 1 });
    expect([outOfStock.status, outOfStock.body.errors[0]?.errorMessage]).to.deep.equal([400, 'Max quantity is 0']);
    for (const skuId of ['sku-9999-1', 'nope', '']) {
      const unknown = await add({ skuId, quantity: 1 });
      expect([unknown.status, unknown.body.errors[0]?.errorKey]).to.deep.equal([400, '_ERR_SKU_NOT_FOUND']);
    }
    const invalid = await add({ skuId: 'sku-1001-2', quantity: 0 });
    expect(invalid.body.errors[0]?.errorKey).to.equal('_ERR_INVALID_QUANTITY');
    expect(quantities(await getOrder(CART_IDS.normal))).to.deep.equal([1, 2, 1]);
  });
});

describe('reference API: ship mode changes', () => {
  const change = (body: unknown, base = 'cart') =>
    post<{ orders: Order[] } & ErrorBody>(`/api/${base}/PUT/updateshippingmode`, body);

  it('moves a line to one of its available ship modes', async () => {
    const sdd = (await change({ orderId: '5001', orderItemId: '5001001', shipModeId: '13104' })).body.orders[0] as Order;
    const shoes = sdd.orderItems[0];
    expect([shoes?.shipModeId, shoes?.shipModeCode, shoes?.itemShippingType]).to.deep.equal(['13104', 'SDD', 'SDD']);
    expect(shoes?.estFromDate).to.equal(shoes?.availableShippingMethods[2]?.estimatedFromDate);
    expect(shoes).to.not.have.property('storeAddress');

    const pickup = (await change({ orderId: '5001', orderItemId: '5001001', shipModeId: '13102' }, 'cartitem')).body.orders[0] as Order;
    expect(pickup.orderItems[0]?.shipModeCode).to.equal('PICKUP');
    expect(pickup.orderItems[0]?.storeAddress).to.deep.equal(PICKUP_STORE);
    expect((await getOrder('5001')).orderItems[0]?.shipModeId).to.equal('13102');
  });

  it('answers 400 for a ship mode the line does not offer, or an unknown line', async () => {
    const notOffered = await change({ orderId: '5001', orderItemId: '5001003', shipModeId: '13104' });
    expect([notOffered.status, notOffered.body.errors[0]?.errorKey]).to.deep.equal([400, '_ERR_INVALID_SHIP_MODE']);
    const unknown = await change({ orderId: '5001', orderItemId: 'nope', shipModeId: '13101' });
    expect([unknown.status, unknown.body.errors[0]?.errorKey]).to.deep.equal([400, '_ERR_ORDER_ITEM_NOT_FOUND']);
  });
});

describe('reference API: cart template and tax', () => {
  it('answers the cart template switches, and one empty entry for account verification', async () => {
    const before = Date.now();
    resetCartStore();
    const { body } = await call<{ template_data: { entries: Record<string, unknown>[] } }>('/api/template?url=/shop/nextgen/cart');
    const [entry] = body.template_data.entries;
    expect(entry?.switchConfig).to.deep.equal([
      { key: 'enableGetCartDataAPIErrMsg', value: 'true' },
      { key: 'enableSkipToCheckout', value: 'true' },
      { key: 'enableDeletePaymentInstructionAPIErrMsg', value: 'true' },
      { key: 'enablePaymentMethodInTaxAPI', value: 'true' },
      { key: 'freeShippingThresholdGuest', value: '49.99' },
    ]);
    expect(entry?.cartTemplateInfoRefreshHours).to.equal(24);
    expect(entry?.epochDate).to.be.within(before, Date.now());

    const verification = (await call('/api/template?url=/account-verification')).body as { template_data: { entries: { ctaUrl: string }[] } };
    expect(verification.template_data.entries[0]?.ctaUrl).to.equal('/account-verification');
    expect((await call('/api/template?url=/nope')).status).to.equal(404);
  });

  it('answers 8.25% of the product total, following changes', async () => {
    const tax = async (orderId: string) =>
      (await call<{ tax: number }>(`/api/taxes/order/${orderId}/tax?deliveryZipCode=77001&storeZipCode=&orderId=${orderId}`)).body.tax;
    expect(await tax(CART_IDS.normal)).to.equal(31.35);
    await setQuantity(CART_IDS.normal, '5001001', 2);
    expect(await tax(CART_IDS.normal)).to.equal(42.07);
    expect(await tax('00000')).to.equal(0);
    expect(await tax(CART_IDS.malformed)).to.equal(2.31);
  });
});

describe('reference API: checkout start', () => {
  interface Group {
    storeId?: string;
    skus: { skuId: string; inventoryStatus: string }[];
  }
  const check = (body: unknown) => post<Record<string, Group>>('/api/inventory/store/412?isClearance=false', body);
  const statuses = (group?: Group) => group?.skus.map((sku) => [sku.skuId, sku.inventoryStatus]);

  it('answers every group asked with each sku AVAILABLE or OUT_OF_STOCK', async () => {
    const { status, body } = await check({
      onlineskus: {
        skus: [
          { skuId: 'sku-1001-2', sku: '1001-2', requestedQuantity: 1 },
          { skuId: 'sku-1012-1', sku: '1012-1', requestedQuantity: 4 },
          { skuId: 'sku-1012-1', sku: '1012-1', requestedQuantity: 3 },
        ],
      },
      pickupskus: { storeId: '412', skus: [{ skuId: 'sku-1009-1', sku: '1009-1', requestedQuantity: 2 }] },
      sddskus: { storeId: '412', skus: [{ skuId: 'sku-1001-2', sku: '1001-2', requestedQuantity: 4 }] },
    });
    expect(status).to.equal(200);
    expect(Object.keys(body)).to.have.members(['onlineskus', 'pickupskus', 'sddskus']);
    expect(statuses(body.onlineskus)).to.deep.equal([
      ['sku-1001-2', 'AVAILABLE'],
      ['sku-1012-1', 'OUT_OF_STOCK'],
      ['sku-1012-1', 'AVAILABLE'],
    ]);
    expect(body.pickupskus?.storeId).to.equal('412');
    expect(statuses(body.pickupskus)).to.deep.equal([['sku-1009-1', 'AVAILABLE']]);
    expect(statuses(body.sddskus)).to.deep.equal([['sku-1001-2', 'OUT_OF_STOCK']]);
  });

  it('fails the out-of-stock cart and unknown skus', async () => {
    const order = await getOrder(CART_IDS.outOfStock);
    const skus = order.orderItems.map((item) => ({ skuId: item.skuId, sku: item.skuId, requestedQuantity: item.quantity }));
    expect(order.orderItems[0]?.skuDetails.inventory.online[0]?.inventoryStatus).to.equal('OUT_OF_STOCK');
    const { body } = await check({ onlineskus: { skus: [...skus, { skuId: 'sku-9999-1', requestedQuantity: 1 }] }, bundleskus: { skus: [] } });
    expect(statuses(body.onlineskus)).to.deep.equal([
      ['sku-1037-3', 'OUT_OF_STOCK'],
      ['sku-1036-1', 'AVAILABLE'],
      ['sku-9999-1', 'OUT_OF_STOCK'],
    ]);
    expect(body.bundleskus?.skus).to.deep.equal([]);
  });

  it('initiates checkout, answers 400 _ERR_CHECKOUT_INVALID for 5008 and for an empty cart', async () => {
    const initiate = (orderId: string) =>
      post<{ orderId: string } & ErrorBody>(`/api/cart/PUT/${orderId}/initiate`, { orderId, egiftCardEnabled: false });
    expect(await initiate(CART_IDS.normal)).to.deep.equal({ status: 200, body: { orderId: '5001' } });
    const refused = await initiate(CART_IDS.checkout400);
    expect([refused.status, refused.body.errors[0]?.errorKey]).to.deep.equal([400, '_ERR_CHECKOUT_INVALID']);
    expect((await getOrder(CART_IDS.checkout400)).orderItems.length).to.equal(2);
    const empty = await initiate('000000');
    expect([empty.status, empty.body.errors[0]?.errorKey]).to.deep.equal([400, '_ERR_CHECKOUT_EMPTY_CART']);
  });
});

describe('reference API: cart fault switches', () => {
  it('applies the cart and cart-change switches', async () => {
    faults.set('cart', { status: 502 });
    const failed = await call<ErrorBody>(`/api/cart/${CART_IDS.normal}`);
    expect([failed.status, failed.body.errors[0]?.errorKey]).to.deep.equal([502, '_ERR_DEFAULT_KEY']);
    expect(cartGetCount(CART_IDS.normal)).to.equal(0);
    faults.set('cart', { malformed: true });
    const broken = await fetch(`/api/cart/${CART_IDS.normal}`);
    let parsed = true;
    await broken.json().catch(() => (parsed = false));
    expect(parsed).to.equal(false);

    faults.set('cartUpdate', { networkError: true });
    let rejected = false;
    await setQuantity(CART_IDS.normal, '5001001', 2).catch(() => (rejected = true));
    expect(rejected).to.equal(true);
    faults.clear();
    expect(quantities(await getOrder(CART_IDS.normal))).to.deep.equal([1, 2, 1]);
  });
});
