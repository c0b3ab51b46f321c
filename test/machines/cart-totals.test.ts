import '../helpers/setup';
import { expect } from '@open-wc/testing';
import {
  estimatedTotal,
  freeShippingProgress,
  freeShippingThreshold,
  isPayLaterConfig,
  orderSummary,
  payLaterOffers,
  payLaterSchedule,
  promotions,
  resolveFreeShippingThreshold,
  type PayLaterConfig,
} from '../../machines/cart';
import { parseCart, type Cart } from '../../src/core/api';

const cartWith = (totals: Record<string, unknown>, extra: Record<string, unknown> = {}): Cart =>
  parseCart({ orders: [{ orderId: '1', orderItems: [], totals: { orderCurrency: 'USD', ...totals }, ...extra }] });

describe('totals rules: promotions and the order summary', () => {
  it('lists promotions with keys that stay unique when two share a code', () => {
    const cart = cartWith({}, {
      promotions: [
        { promotionName: '$5 off', amount: -5, promotionCode: 'FIVE' },
        { promotionName: '$5 off again', amount: '-5', promotionCode: 'FIVE' },
        { promotionName: 'No code', amount: -1 },
      ],
    });
    expect(promotions(cart)).to.deep.equal([
      { key: 'FIVE-0', name: '$5 off', amount: -5 },
      { key: 'FIVE-1', name: '$5 off again', amount: -5 },
      { key: '-2', name: 'No code', amount: -1 },
    ]);
  });

  it('puts the estimated tax in place of the cart’s own; without it the cart’s total stands', () => {
    const cart = cartWith({ orderTotal: 105.5, totalProductPrice: 100, tax: 5.5 });
    expect(estimatedTotal(cart, 8.25)).to.equal(108.25);
    expect(estimatedTotal(cart, null)).to.equal(105.5);
    expect(estimatedTotal(cartWith({ orderTotal: 0.1, tax: 0 }), 0.2)).to.equal(0.3);
  });

  it('summarises subtotal, savings (none at 0), shipping, tax (unknown until fetched) and the total', () => {
    const cart = cartWith({ orderTotal: 369.96, totalProductPrice: 379.96, totalAdjustment: -10, shippingCharge: 0, tax: 0 });
    expect(orderSummary(cart, 31.35)).to.deep.equal({ subtotal: 379.96, savings: -10, shipping: 0, tax: 31.35, total: 401.31 });
    const plain = cartWith({ orderTotal: 57.99, totalProductPrice: 50, shippingCharge: 7.99 });
    expect(orderSummary(plain, null)).to.deep.equal({ subtotal: 50, savings: null, shipping: 7.99, tax: null, total: 57.99 });
  });
});

describe('totals rules: free shipping (spec sections 6, 9)', () => {
  it('defaults to 24.99 registered and 49.99 guest; the template or the attribute overrides', () => {
    expect(freeShippingThreshold(true, null)).to.equal(24.99);
    expect(freeShippingThreshold(false, null)).to.equal(49.99);
    const template = { switches: { freeShippingThresholdGuest: '35', freeShippingThresholdRegistered: 'junk' }, refreshHours: 24, epochDate: 0 };
    expect(freeShippingThreshold(false, template)).to.equal(35);
    expect(freeShippingThreshold(true, template)).to.equal(24.99);
    expect(resolveFreeShippingThreshold(500, false)).to.equal(500);
    expect(resolveFreeShippingThreshold(0, true)).to.equal(24.99);
    expect(resolveFreeShippingThreshold(Number.NaN, false)).to.equal(49.99);
    // The configuration's { guest, registered } form, under the attribute and over the spec's default.
    expect(resolveFreeShippingThreshold(0, true, { guest: 75, registered: 35 })).to.equal(35);
    expect(resolveFreeShippingThreshold(0, false, { guest: 75, registered: 35 })).to.equal(75);
    expect(resolveFreeShippingThreshold(0, false, { registered: 35 })).to.equal(49.99);
    expect(resolveFreeShippingThreshold(0, true, { registered: 0 })).to.equal(0);
    expect(resolveFreeShippingThreshold(0, true, { registered: -1 })).to.equal(24.99);
    expect(resolveFreeShippingThreshold(20, true, { registered: 35 })).to.equal(20);
  });

  it('measures the discounted product total against the threshold', () => {
    const cart = cartWith({ totalProductPrice: 379.96, totalAdjustment: -10 });
    expect(freeShippingProgress(cart, 500)).to.deep.equal({ threshold: 500, amount: 369.96, remaining: 130.04, earned: false, now: 369.96, percent: 74 });
    expect(freeShippingProgress(cart, 49.99)).to.deep.include({ earned: true, now: 49.99, percent: 100 });
  });

  it('is earned exactly at the threshold, never below 0, and a 0 threshold is always earned', () => {
    expect(freeShippingProgress(cartWith({ totalProductPrice: 49.99 }), 49.99)).to.deep.include({ remaining: 0, earned: true });
    expect(freeShippingProgress(cartWith({ totalProductPrice: 49.98 }), 49.99)).to.deep.include({ remaining: 0.01, earned: false, percent: 100 });
    expect(freeShippingProgress(cartWith({ totalProductPrice: 5, totalAdjustment: -10 }), 25)).to.deep.include({ amount: 0, percent: 0 });
    expect(freeShippingProgress(cartWith({}), 0)).to.deep.include({ earned: true, percent: 100 });
  });
});

describe('pay-later rules (spec sections 1, 3)', () => {
  const config: PayLaterConfig = {
    threshold: 35,
    installments: 4,
    providers: [
      { name: ' Klarna ', enabled: true, max: 1000 },
      { name: 'Afterpay', enabled: true, max: 200 },
      { name: 'Affirm', enabled: false, max: 5000 },
      { name: 'Sezzle', enabled: true, max: 2500 },
    ],
  };

  it('accepts the documented shape only', () => {
    expect(isPayLaterConfig(config)).to.equal(true);
    expect(isPayLaterConfig({ threshold: 0, installments: 2, providers: [] })).to.equal(true);
    expect(isPayLaterConfig({ ...config, installments: { min: 4, max: 12 } })).to.equal(true);
    expect(isPayLaterConfig({ ...config, installments: { min: 6, max: 6 } })).to.equal(true);
    const bad: unknown[] = [
      null,
      [],
      'x',
      { ...config, threshold: -1 },
      { ...config, installments: 1 },
      { ...config, installments: 13 },
      { ...config, installments: 2.5 },
      { ...config, providers: 'all' },
      { ...config, providers: [...config.providers, { name: 'Fifth', enabled: true, max: 1 }] },
      { ...config, providers: [{ name: '  ', enabled: true, max: 1 }] },
      { ...config, providers: [{ name: 'x'.repeat(41), enabled: true, max: 1 }] },
      { ...config, providers: [{ name: 'Zip', enabled: 'yes', max: 1 }] },
      { ...config, providers: [{ name: 'Zip', enabled: true, max: Number.POSITIVE_INFINITY }] },
      { ...config, providers: [null] },
      { ...config, installments: { min: 1, max: 4 } },
      { ...config, installments: { min: 5, max: 4 } },
      { ...config, installments: { min: 4, max: 13 } },
      { ...config, installments: { min: 4 } },
      { ...config, installments: { min: 4, max: 6, step: 2 } },
      { ...config, installments: [4, 6] },
    ];
    for (const value of bad) expect(isPayLaterConfig(value), JSON.stringify(value)).to.equal(false);
  });

  it('offers each enabled provider whose maximum holds the total, one installment rounded up to the cent', () => {
    expect(payLaterOffers(config, 401.31)).to.deep.equal([
      { provider: 'Klarna', installments: 4, payment: 100.33 },
      { provider: 'Sezzle', installments: 4, payment: 100.33 },
    ]);
    expect(payLaterOffers(config, 200).map((o) => o.provider)).to.deep.equal(['Klarna', 'Afterpay', 'Sezzle']);
    expect(payLaterOffers(config, 35)[0]!.payment).to.equal(8.75);
  });

  it('offers nothing below the threshold, for no configuration or for a total that is not a positive number', () => {
    expect(payLaterOffers(config, 34.99)).to.deep.equal([]);
    expect(payLaterOffers(null, 100)).to.deep.equal([]);
    expect(payLaterOffers({ ...config, threshold: 0 }, 0)).to.deep.equal([]);
    expect(payLaterOffers(config, Number.NaN)).to.deep.equal([]);
  });

  it('a range offers its most payments (the smallest payment); one count is a range of one', () => {
    expect(payLaterOffers({ ...config, installments: { min: 2, max: 6 } }, 120)[0]).to.deep.equal({ provider: 'Klarna', installments: 6, payment: 20 });
    expect(payLaterOffers({ ...config, installments: 4 }, 120)[0]!.installments).to.equal(4);
  });

  it('the schedule: whole cents adding up to the total (each rounded up, the last what is left; the first today); every 2 weeks up to 4, else monthly', () => {
    const today = new Date(2026, 0, 31, 12);
    const four = payLaterSchedule(100.01, 4, today);
    expect(four.map((p) => p.amount)).to.deep.equal([25.01, 25.01, 25.01, 24.98]);
    expect(four.map((p) => p.due.toDateString())).to.deep.equal(['Sat Jan 31 2026', 'Sat Feb 14 2026', 'Sat Feb 28 2026', 'Sat Mar 14 2026']);
    const six = payLaterSchedule(401.31, 6, today);
    expect(Math.round(six.reduce((sum, p) => sum + p.amount * 100, 0))).to.equal(40131);
    expect(six.map((p) => p.amount)).to.deep.equal([66.89, 66.89, 66.89, 66.89, 66.89, 66.86]);
    // A few cents in many payments: never more than the total; the odd cents first.
    expect(payLaterSchedule(0.05, 12, today).map((p) => Math.round(p.amount * 100))).to.deep.equal([5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(payLaterSchedule(0.25, 12, today).map((p) => Math.round(p.amount * 100))).to.deep.equal([3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
    // Monthly: the same day, or the month's last day (January 31 -> February 28, 2026).
    expect(six.map((p) => p.due.toDateString())).to.deep.equal(['Sat Jan 31 2026', 'Sat Feb 28 2026', 'Tue Mar 31 2026', 'Thu Apr 30 2026', 'Sun May 31 2026', 'Tue Jun 30 2026']);
    expect(payLaterSchedule(0, 4, today)).to.deep.equal([]);
    expect(payLaterSchedule(Number.NaN, 4, today)).to.deep.equal([]);
  });
});
