import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { ApiError, fetchSavedItems, moveSavedItemToCart, removeSavedItem, saveLineForLater } from '../../src/core/api';
import { CART_IDS, resetCartStore, resetSavedItems, SAVED_ITEMS_USER } from '../../mocks/browser';
import { removeCookie, setCookie } from '../../src/core/storage';
import { faults, withReferenceApi } from '../helpers/api';

withReferenceApi();

/** The save-for-later client against the reference API (docs/api.md, "Save for later"). */

const COOKIES = ['USERTYPE', 'WC_USERID'];
const signIn = (userId = SAVED_ITEMS_USER) => {
  setCookie('USERTYPE', 'R');
  setCookie('WC_USERID', userId);
};

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('save-for-later API client', () => {
  beforeEach(() => {
    resetCartStore();
    resetSavedItems();
  });
  afterEach(() => {
    for (const name of COOKIES) removeCookie(name);
  });

  it('reads the list: the seeded item with its product link of its own SKU', async () => {
    signIn();
    const items = await fetchSavedItems();
    expect(items).to.have.length(1);
    expect(items[0]).to.deep.include({ itemId: 'sfl-1', skuId: 'sku-1030-1', name: 'Hydro Flask 32 oz Wide Mouth Water Bottle', price: 44.95, currency: 'USD', quantity: 1 });
    expect(items[0]!.url).to.match(/^\/p\/.+-1030\?sku=sku-1030-1$/);
  });

  it('a guest gets 401 (_ERR_AUTHENTICATION_ERROR)', async () => {
    const error = await rejection(fetchSavedItems());
    expect([error.kind, error.status, error.key]).to.deep.equal(['http', 401, '_ERR_AUTHENTICATION_ERROR']);
  });

  it('save, move and remove answer the list (and the cart for save and move)', async () => {
    signIn();
    const saved = await saveLineForLater({ orderId: CART_IDS.normal, orderItemId: '5001002' });
    expect(saved.items.map((i) => i.name)).to.deep.equal(['Wilson Evolution Indoor Basketball', 'Hydro Flask 32 oz Wide Mouth Water Bottle']);
    expect(saved.cart.orderId).to.equal(CART_IDS.normal);
    expect(saved.cart.lines.map((l) => l.orderItemId)).to.deep.equal(['5001001', '5001003']);
    const moved = await moveSavedItemToCart({ itemId: saved.items[0]!.itemId, orderId: CART_IDS.normal });
    expect(moved.items.map((i) => i.itemId)).to.deep.equal(['sfl-1']);
    expect(moved.cart.lines.map((l) => [l.name, l.quantity])).to.deep.include(['Wilson Evolution Indoor Basketball', 2]);
    expect(await removeSavedItem('sfl-1')).to.deep.equal([]);
    const gone = await rejection(removeSavedItem('sfl-1'));
    expect([gone.status, gone.key]).to.deep.equal([404, '_ERR_ITEM_NOT_FOUND']);
  });

  it('malformed answers are `parse` errors; an answer without its list is a `schema` error; a bad item is dropped', async () => {
    signIn();
    faults.set('savedItems', { malformed: true });
    expect((await rejection(fetchSavedItems())).kind).to.equal('parse');
    faults.clear();
    const original = window.fetch;
    const answers = [{ orders: [] }, { items: [{ itemId: 'a', skuId: 's', name: 'Ok', price: 5 }, { itemId: 'b', name: 'No sku', price: 5 }] }];
    window.fetch = async () => new Response(JSON.stringify(answers.shift()), { status: 200, headers: { 'Content-Type': 'application/json' } });
    try {
      expect((await rejection(fetchSavedItems())).kind).to.equal('schema');
      expect((await fetchSavedItems()).map((i) => i.itemId)).to.deep.equal(['a']);
      answers.push({ items: [] });
      // Save and move need the cart too.
      expect((await rejection(saveLineForLater({ orderId: '1', orderItemId: '2' }))).kind).to.equal('schema');
    } finally {
      window.fetch = original;
    }
  });
});
