import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { clampQuantity, nextQuantity, steppedQuantity, typedQuantity } from '../../machines/cart';
import { parseCart } from '../../src/core/api';

// Line 1: limit 5, 3 in stock online (max 3). Line 2: no limit, no online stock listed. Line 3: a free gift.
const cart = parseCart({
  orders: [
    {
      orderId: '1',
      orderItems: [
        {
          orderItemId: '1',
          quantity: 1,
          quantityLimit: 5,
          unitPrice: 10,
          skuDetails: { skuInfo: { name: 'Tent' }, inventory: { online: [{ inventoryStatus: 'AVAILABLE', inventoryType: 'online', availableQuantity: 3 }] } },
        },
        { orderItemId: '2', quantity: 4, unitPrice: 10, skuDetails: { skuInfo: { name: 'Ball' } } },
        { orderItemId: '3', quantity: 1, unitPrice: 0, isfreeGift: true, skuDetails: { skuInfo: { name: 'Gift' } } },
      ],
    },
  ],
});

describe('quantity rules (spec section 5: capped to the item limit and the available online stock)', () => {
  it('reads a typed quantity as a whole number of at least 1, anything else as nothing', () => {
    expect(['1', ' 7 ', '120'].map(typedQuantity)).to.deep.equal([1, 7, 120]);
    expect(['', ' ', '0', '00', '-1', '1.5', '2x', 'e3', '1e3'].map(typedQuantity)).to.deep.equal(Array(9).fill(null));
  });

  it('steps by one between 1 and the max', () => {
    expect([steppedQuantity(1, 1, 3), steppedQuantity(3, 1, 3), steppedQuantity(1, -1, 3), steppedQuantity(8, 1, null)]).to.deep.equal([2, 3, 1, 9]);
    // A line above its max (stock fell) steps down to the max.
    expect(steppedQuantity(5, -1, 3)).to.equal(3);
  });

  it('clamps a wanted quantity to the max; below 1 removes (0)', () => {
    const [tent, ball] = cart.lines;
    expect([clampQuantity(tent!, 10), clampQuantity(tent!, 2.7), clampQuantity(tent!, -1), clampQuantity(ball!, 40)]).to.deep.equal([3, 2, 0, 40]);
  });

  it('changes from the quantity shown: the pending one when there is one', () => {
    expect(nextQuantity(cart, {}, '1', { step: 1 })).to.equal(2);
    expect(nextQuantity(cart, { '1': 2 }, '1', { step: 1 })).to.equal(3);
    expect(nextQuantity(cart, { '1': 3 }, '1', { step: -1 })).to.equal(2);
    expect(nextQuantity(cart, {}, '2', { quantity: 9 })).to.equal(9);
    expect(nextQuantity(cart, {}, '1', { quantity: 0 })).to.equal(0);
  });

  it('changes nothing at the max, at 1 going down, for the same quantity, a free gift, a line being removed or an unknown line', () => {
    expect(nextQuantity(cart, { '1': 3 }, '1', { step: 1 })).to.equal(null);
    expect(nextQuantity(cart, { '1': 3 }, '1', { quantity: 10 })).to.equal(null);
    expect(nextQuantity(cart, {}, '1', { step: -1 })).to.equal(null);
    expect(nextQuantity(cart, {}, '2', { quantity: 4 })).to.equal(null);
    expect(nextQuantity(cart, {}, '3', { step: 1 })).to.equal(null);
    expect(nextQuantity(cart, {}, '3', { quantity: 2 })).to.equal(null);
    expect(nextQuantity(cart, { '2': 0 }, '2', { step: 1 })).to.equal(null);
    expect(nextQuantity(cart, {}, 'nope', { step: 1 })).to.equal(null);
  });
});
