import '../helpers/setup';
import { expect } from '@open-wc/testing';
import {
  estimateDates,
  formatEstimateDate,
  inventoryRequest,
  keepsEstimate,
  lineFulfilment,
  lineShippingKind,
  methodEstimate,
  selectedMethod,
  shippingKind,
  storeInventoryTypes,
  type ShippingKind,
} from '../../machines/cart';
import { parseCart, type CartLine } from '../../src/core/api';

const inventory = (type: string, status = 'AVAILABLE') => ({ inventoryStatus: status, inventoryType: type, availableQuantity: 5 });

/** One cart line from a raw order item (the API's shape), through the real parser. */
function lineOf(extra: Record<string, unknown> = {}, stock: { online?: unknown[]; store?: unknown[]; sdd?: unknown[] } = {}): CartLine {
  const cart = parseCart({
    orders: [
      {
        orderId: '1',
        orderItems: [
          {
            orderItemId: 'a',
            skuId: 'sku-a',
            quantity: 1,
            unitPrice: 10,
            skuDetails: { skuInfo: { name: 'Tent' }, inventory: { online: stock.online ?? [], store: stock.store ?? [], sdd: stock.sdd ?? [] } },
            ...extra,
          },
        ],
      },
    ],
  });
  return cart.lines[0]!;
}

describe('fulfilment rules: shipping kind (one rule for the drawer and checkout start)', () => {
  // Every code the drawer's old rule or checkout start's old regexes recognised, with the kind both now agree on.
  const codes: Array<[string, ShippingKind]> = [
    // Recognised the same way by both old rules.
    ['PICKUP', 'pickup'],
    ['BOPIS', 'pickup'],
    ['sp', 'pickup'],
    ['STS', 'sts'],
    ['SHIPTOSTORE', 'sts'],
    ['ss', 'sts'],
    ['SDD', 'sdd'],
    ['DOORDASH', 'sdd'],
    ['dd', 'sdd'],
    ['STOREPICKUP', 'pickup'],
    ['In-Store Pickup', 'pickup'],
    // The spec's fulfilment codes and the retailer's names (the drawer's list; checkout sent these online, and still does).
    ['sh', 'home'],
    ['SHIPTOHOME', 'home'],
    ['Ship to home', 'home'],
    ['STH', 'home'],
    ['ONLINE', 'home'],
    ['egc', 'electronic'],
    ['ELECTRONIC_DELIVERY', 'electronic'],
    ['E-GIFT-CARD', 'electronic'],
    ['SHIP_TO_STORE', 'sts'],
    ['store_pickup', 'pickup'],
    // Same day by name: checkout's /SDD|DOORDASH/ missed these and checked them online.
    ['SAMEDAY', 'sdd'],
    ['same-day delivery', 'sdd'],
    // Names that only checkout's substring match recognised: now by their words, so the drawer agrees.
    ['SDD_0', 'sdd'],
    ['STS_V3', 'sts'],
    ['CURBSIDE_PICKUP', 'pickup'],
    ['BOPIS-STORE', 'pickup'],
    // A fragment inside a word is not a code: checkout's /STS/ took "FASTSHIP" for ship to store.
    ['FASTSHIP', 'other'],
    ['', 'other'],
  ];
  for (const [code, kind] of codes) {
    it(`${JSON.stringify(code)} is ${kind}`, () => {
      expect(shippingKind(code)).to.equal(kind);
    });
  }

  it('a same-day delivery code makes any ship mode same day; null and undefined are other', () => {
    expect(shippingKind('SHIPTOHOME', 'SDD_1')).to.equal('sdd');
    expect(shippingKind('PICKUP', 'SDD_NA')).to.equal('sdd');
    expect(shippingKind(null)).to.equal('other');
    expect(shippingKind(undefined, null)).to.equal('other');
  });

  it('checkout start groups the inventory check by the same kinds the drawer shows', () => {
    const cart = parseCart({
      orders: [
        {
          orderId: '1',
          orderItems: ['SAMEDAY', 'CURBSIDE_PICKUP', 'STS_V3', 'FASTSHIP', 'egc', 'SHIPTOHOME'].map((code, i) => ({
            orderItemId: String(i),
            skuId: `sku-${i}`,
            quantity: 1,
            unitPrice: 1,
            shipModeCode: code,
            skuDetails: { skuInfo: { name: code } },
          })),
        },
      ],
    });
    expect(cart.lines.map(lineShippingKind)).to.deep.equal(['sdd', 'pickup', 'sts', 'other', 'electronic', 'home']);
    const body = inventoryRequest(cart, '10151');
    expect(body.sddskus!.skus.map((s) => s.skuId)).to.deep.equal(['sku-0']);
    expect(body.pickupskus!.skus.map((s) => s.skuId)).to.deep.equal(['sku-1']);
    expect(body.stsskus!.skus.map((s) => s.skuId)).to.deep.equal(['sku-2']);
    expect(body.onlineskus.skus.map((s) => s.skuId)).to.deep.equal(['sku-3', 'sku-4', 'sku-5']);
  });
});

describe('fulfilment rules: the method a line uses', () => {
  const methods = [
    { shipmodeId: 'h', shippingType: 'SHIPTOHOME', estimatedFromDate: '2024-06-03', estimatedToDate: '2024-06-05' },
    { shipmodeId: 'd', shippingType: 'SHIPTOHOME', estimatedSddDelivery: 'SDD_0' },
  ];

  it('is the listed method of its ship mode id, the line’s own dates first', () => {
    const line = lineOf({ shipModeId: 'h', shipModeCode: 'PICKUP', estFromDate: '2024-07-01', availableShippingMethods: methods });
    expect(selectedMethod(line)).to.deep.equal({ shipModeId: 'h', shippingType: 'SHIPTOHOME', from: '2024-07-01', to: '2024-06-05', sdd: null });
    // The listed method's type wins over the line's code, so checkout checks what the drawer shows.
    expect(lineShippingKind(line)).to.equal('home');
  });

  it('falls back to the line’s shipping type, then its ship mode code', () => {
    expect(selectedMethod(lineOf({ shipModeId: 'x', itemShippingType: 'STS', shipModeCode: 'PICKUP' })).shippingType).to.equal('STS');
    expect(selectedMethod(lineOf({ shipModeCode: 'PICKUP' }))).to.deep.equal({ shipModeId: '', shippingType: 'PICKUP', from: null, to: null, sdd: null });
    expect(lineShippingKind(lineOf({ shipModeId: 'd', availableShippingMethods: methods }))).to.equal('sdd');
  });
});

describe('fulfilment rules: estimates (spec section 5)', () => {
  const pickup = { shippingType: 'PICKUP', sdd: null, from: '2024-06-03', to: '2024-06-03' };
  const sts = { shippingType: 'STS', sdd: null, from: '2024-06-07', to: '2024-06-09' };

  it('reads store pickup from store inventory and ship to store from any inventory, in stock only', () => {
    expect(storeInventoryTypes(lineOf({}, { store: [inventory('store')] }))).to.deep.equal({ pickup: true, sts: false });
    expect(storeInventoryTypes(lineOf({}, { online: [inventory('sts')] }))).to.deep.equal({ pickup: false, sts: true });
    expect(storeInventoryTypes(lineOf({}, { store: [inventory('sp', 'OUT_OF_STOCK'), inventory('ss')] }))).to.deep.equal({ pickup: false, sts: true });
    // A pickup type in the online list is not store pickup.
    expect(storeInventoryTypes(lineOf({}, { online: [inventory('store')] }))).to.deep.equal({ pickup: false, sts: false });
  });

  it('drops pickup and ship-to-store estimates when both or neither inventory types are in stock', () => {
    const both = lineOf({}, { store: [inventory('store'), inventory('sts')] });
    const neither = lineOf({}, { online: [inventory('online')] });
    for (const line of [both, neither]) {
      expect(keepsEstimate(pickup, line, true)).to.equal(false);
      expect(keepsEstimate(sts, line, true)).to.equal(false);
    }
  });

  it('keeps them with one of the types only with a selected store or a store address', () => {
    const one = lineOf({}, { store: [inventory('store')] });
    expect(keepsEstimate(pickup, one, false)).to.equal(false);
    expect(keepsEstimate(pickup, one, true)).to.equal(true);
    expect(keepsEstimate(sts, lineOf({ storeAddress: 'Summit Houston' }, { store: [inventory('store')] }), false)).to.equal(true);
  });

  it('other kinds always keep theirs', () => {
    const neither = lineOf();
    for (const shippingType of ['SHIPTOHOME', 'SDD', 'EGC', 'whatever']) {
      expect(keepsEstimate({ shippingType, sdd: null }, neither, false), shippingType).to.equal(true);
    }
  });

  it('formats MMM DD; a date-only value is read at noon UTC so no time zone moves it', () => {
    expect(formatEstimateDate('2024-06-03')).to.equal('Jun 03');
    expect(formatEstimateDate(' 2024-12-31 ')).to.equal('Dec 31');
    expect(formatEstimateDate('2024-06-03T12:00:00Z')).to.equal('Jun 03');
    expect([formatEstimateDate('not a date'), formatEstimateDate(''), formatEstimateDate(null)]).to.deep.equal([null, null, null]);
  });

  it('reads only ISO dates and date-times, the same in every engine; anything else is no date', () => {
    // Each of these became a date in some engine's own parsing: "junk" was Jun 01 in Firefox, 2024-02-30 Mar 01 in
    // Chromium and Firefox (none in WebKit), the rest a date in all three.
    for (const value of ['junk', 'Jun', 'June 3, 2024', '2024-6-3', '2024-02-30', '2023-02-29T12:00:00Z', '2024-06-03T24:00:00Z', '2024-06-03T10:60Z', '0024-06-03']) {
      expect(formatEstimateDate(value), value).to.equal(null);
    }
    expect(formatEstimateDate('2024-02-29')).to.equal('Feb 29');
    expect(formatEstimateDate('2024-06-03T10:00:00.123456Z')).to.equal('Jun 03');
    expect(formatEstimateDate('2024-06-03T10:00')).to.equal('Jun 03');
    // A date-time with an offset is the same instant, shown in the shopper's time zone.
    const local = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit' });
    expect(formatEstimateDate('2024-06-03T23:30:00+02:00')).to.equal(local.format(new Date(Date.UTC(2024, 5, 3, 21, 30))));
    expect(formatEstimateDate('2024-06-03T01:30:00-05:00')).to.equal(local.format(new Date(Date.UTC(2024, 5, 3, 6, 30))));
  });

  it('shows a range, one date when both are the same day or only one is valid, nothing without dates', () => {
    expect(estimateDates('2024-06-03', '2024-06-05')).to.equal('Jun 03 – Jun 05');
    expect(estimateDates('2024-06-03', '2024-06-03')).to.equal('Jun 03');
    expect(estimateDates(null, '2024-06-05')).to.equal('Jun 05');
    expect(estimateDates('junk', null)).to.equal(null);
    // The element's locale: fr-CA writes the day first, the month in French.
    const fr = new Intl.DateTimeFormat('fr-CA', { month: 'short', day: '2-digit', timeZone: 'UTC' });
    expect(estimateDates('2024-06-03', '2024-06-05', 'fr-CA')).to.equal(`${fr.format(new Date(Date.UTC(2024, 5, 3, 12)))} – ${fr.format(new Date(Date.UTC(2024, 5, 5, 12)))}`);
    expect(formatEstimateDate('2024-06-03', 'fr-CA')).to.match(/^03 juin/);
    expect(formatEstimateDate('2024-06-03', 'not a tag!')).to.equal('Jun 03');
  });

  it('same day: today for SDD_0, tomorrow for SDD_1, none for SDD_NA; shipped arrives, at a store is ready', () => {
    const line = lineOf({}, { store: [inventory('store')] });
    expect(methodEstimate({ shippingType: 'SDD', sdd: 'SDD_0', from: null, to: null }, line, false)).to.deep.equal({ kind: 'sameDay', day: 'today' });
    expect(methodEstimate({ shippingType: 'SDD', sdd: 'SDD_1', from: null, to: null }, line, false)).to.deep.equal({ kind: 'sameDay', day: 'tomorrow' });
    expect(methodEstimate({ shippingType: 'SDD', sdd: 'SDD_NA', from: '2024-06-03', to: null }, line, false)).to.equal(null);
    expect(methodEstimate({ shippingType: 'SHIPTOHOME', sdd: null, from: '2024-06-03', to: '2024-06-05' }, line, false)).to.deep.equal({
      kind: 'arrives',
      from: '2024-06-03',
      to: '2024-06-05',
    });
    expect(methodEstimate(pickup, line, true)).to.deep.include({ kind: 'ready', from: '2024-06-03' });
    expect(methodEstimate({ shippingType: 'SHIPTOHOME', sdd: null, from: 'junk', to: null }, line, false)).to.equal(null);
    expect(methodEstimate(pickup, line, false)).to.equal(null);
    expect(methodEstimate({ shippingType: 'SHIPTOHOME', sdd: null, from: null, to: null }, line, false)).to.equal(null);
  });

  it('a line’s fulfilment: kind, the store of a store kind, the estimate; nothing when the line says nothing', () => {
    const atStore = lineOf({ shipModeCode: 'PICKUP', estFromDate: '2024-06-03', storeAddress: 'Summit Houston' }, { store: [inventory('store')] });
    expect(lineFulfilment(atStore, false)).to.deep.equal({
      kind: 'pickup',
      store: 'Summit Houston',
      estimate: { kind: 'ready', from: '2024-06-03', to: null },
    });
    const home = lineOf({ shipModeCode: 'SHIPTOHOME', storeAddress: 'Summit Houston' });
    expect(lineFulfilment(home, true)).to.deep.equal({ kind: 'home', store: null, estimate: null });
    expect(lineFulfilment(lineOf(), true)).to.equal(null);
  });
});
