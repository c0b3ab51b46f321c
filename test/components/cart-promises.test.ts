import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { parseCart, type CartLine } from '../../src/core/api';
import { errorMessages } from '../../src/core/errors';
import { connectLine, type LineActions, type LineContext, type LineTiming } from '../../src/components/cart/cart-drawer-body.connect';
import type { CartDrawerWords } from '../../src/components/cart/cart-drawer.connect';
import { cartDrawerMessages } from '../../src/components/cart/cart-drawer.messages';
import { formatMessage } from '../../src/core/messages';
import { cartDrawer } from '../../src/locales/fr-CA/cart-drawer';
import { messagesFor } from '../../src/state/messages';

/**
 * How a line words its promise (issue 26, section 2): an e-mailed line's delivery hours, a store pickup's configured
 * business hours, a shipped line's days under `sla2`; the API's dates otherwise. Now is 10:30 AM in Chicago
 * (2026-06-03T15:30Z) unless a test says otherwise.
 */
const words: CartDrawerWords = { t: messagesFor(cartDrawerMessages, null), error: messagesFor(errorMessages, null), cartError: null };
const actions: LineActions = { isSending: () => false, step: () => undefined, setQuantity: () => undefined, remove: () => undefined, setShipMode: () => undefined };
const NOW = Date.parse('2026-06-03T15:30:00Z');
const PICKUP_HOURS = { start: 9, end: 21, within: 1, pre: 1, post: 1.5 };

const lineOf = (shipMode: { code: string; from?: string; to?: string }, extra: Record<string, unknown> = {}): CartLine =>
  parseCart({
    orders: [
      {
        orderId: '5001',
        totals: { orderCurrency: 'USD' },
        orderItems: [
          {
            orderItemId: '1',
            skuId: 'sku-1',
            quantity: 1,
            unitPrice: 10,
            orderItemPrice: 10,
            shipModeId: '1',
            itemShippingType: shipMode.code,
            ...(shipMode.from ? { estFromDate: shipMode.from } : {}),
            ...(shipMode.to ? { estToDate: shipMode.to } : {}),
            skuDetails: {
              skuInfo: { name: 'Trail Shoe' },
              inventory: { online: [], store: [{ inventoryStatus: 'AVAILABLE', inventoryType: 'store', availableQuantity: 2 }] },
            },
            ...extra,
          },
        ],
      },
    ],
  }).lines[0]!;

const fulfilment = (line: CartLine, timing: Partial<LineTiming> | null, extra: Partial<LineContext> = {}) =>
  connectLine(
    line,
    {
      idBase: 'd',
      currency: 'USD',
      sending: [],
      lineErrors: {},
      unavailable: [],
      hasSelectedStore: true,
      ...(timing ? { timing: { now: NOW, pickupHours: null, days: false, ...timing } } : {}),
      ...extra,
    },
    actions,
    words,
  ).fulfilment;

describe('the drawer\'s promises: e-mail hours, pickup business hours, days under sla2', () => {
  it('words an e-gift line by the e-mail hours: within 2 hours while open, else by 10:00 AM CT', () => {
    const egift = lineOf({ code: 'EGC' });
    expect(fulfilment(egift, {})).to.equal('Electronic delivery · Delivered by email within 2 hours');
    expect(fulfilment(egift, { now: Date.parse('2026-06-04T01:00:00Z') })).to.equal('Electronic delivery · Delivered by email tomorrow by 10:00 AM CT');
    expect(fulfilment(egift, { now: Date.parse('2026-06-03T11:00:00Z') })).to.equal('Electronic delivery · Delivered by email today by 10:00 AM CT');
  });

  it('words a store pickup by the configured business hours where the spec keeps its estimate, else by its dates', () => {
    const pickup = lineOf({ code: 'PICKUP', from: '2026-06-04', to: '2026-06-04' }, { storeAddress: { storeName: 'Pittsburgh' } });
    expect(fulfilment(pickup, { pickupHours: PICKUP_HOURS })).to.equal('Store pickup at Pittsburgh · Ready within 1 hour');
    expect(fulfilment(pickup, { pickupHours: PICKUP_HOURS, now: Date.parse('2026-06-04T03:00:00Z') })).to.equal(
      'Store pickup at Pittsburgh · Ready tomorrow by 10:30 AM CT',
    );
    expect(fulfilment(pickup, { pickupHours: PICKUP_HOURS, now: Date.parse('2026-06-03T12:00:00Z') })).to.equal(
      'Store pickup at Pittsburgh · Ready today by 10:00 AM CT',
    );
    expect(fulfilment(pickup, { pickupHours: null })).to.equal('Store pickup at Pittsburgh · Ready Jun 04');
    // Without a store and a store address the spec drops a pickup estimate: no promise either.
    const noStore = lineOf({ code: 'PICKUP', from: '2026-06-04' });
    expect(fulfilment(noStore, { pickupHours: PICKUP_HOURS }, { hasSelectedStore: false })).to.equal('Store pickup');
  });

  it('counts a shipped line\'s estimate in days under sla2: "N day(s)" or "a-b days"; dates without the flag', () => {
    const range = lineOf({ code: 'SHIPTOHOME', from: '2026-06-06', to: '2026-06-08' });
    expect(fulfilment(range, { days: true })).to.equal('Ship to home · Arrives in 3-5 days');
    expect(fulfilment(range, { days: false })).to.equal('Ship to home · Arrives Jun 06 – Jun 08');
    expect(fulfilment(lineOf({ code: 'SHIPTOHOME', from: '2026-06-04', to: '2026-06-04' }), { days: true })).to.equal('Ship to home · Arrives in 1 day');
    // An estimate of today (or already past) keeps its date.
    expect(fulfilment(lineOf({ code: 'SHIPTOHOME', from: '2026-06-03' }), { days: true })).to.equal('Ship to home · Arrives Jun 03');
  });

  it('keeps the API\'s dates for every line when the drawer gives no timing', () => {
    expect(fulfilment(lineOf({ code: 'EGC' }), null)).to.equal('Electronic delivery');
    expect(fulfilment(lineOf({ code: 'SHIPTOHOME', from: '2026-06-06', to: '2026-06-08' }), null)).to.equal('Ship to home · Arrives Jun 06 – Jun 08');
  });

  it('words them in French for fr-CA', () => {
    const t = Object.assign(
      (key: string, values?: Record<string, string | number>) => formatMessage(cartDrawer[`cartDrawer.${key}` as keyof typeof cartDrawer], values, 'fr-CA'),
      { locale: 'fr-CA' },
    ) as CartDrawerWords['t'];
    const french: CartDrawerWords = { ...words, t };
    const line = lineOf({ code: 'SHIPTOHOME', from: '2026-06-06', to: '2026-06-08' });
    const text = connectLine(line, { idBase: 'd', currency: 'USD', sending: [], lineErrors: {}, unavailable: [], hasSelectedStore: true, timing: { now: NOW, pickupHours: null, days: true } }, actions, french).fulfilment;
    expect(text).to.equal('Livraison à domicile · Arrivée prévue dans 3 à 5 jours');
    const egift = connectLine(lineOf({ code: 'EGC' }), { idBase: 'd', currency: 'USD', sending: [], lineErrors: {}, unavailable: [], hasSelectedStore: true, timing: { now: Date.parse('2026-06-04T01:00:00Z'), pickupHours: null, days: false } }, actions, french).fulfilment;
    const time = new Intl.DateTimeFormat('fr-CA', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(1970, 0, 1, 10));
    expect(egift).to.equal(`Livraison électronique · Envoyé par courriel demain avant ${time} (HC)`);
  });
});
