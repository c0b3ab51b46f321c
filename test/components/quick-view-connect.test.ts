import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { createActor, fromPromise, waitFor } from 'xstate';
import { quickViewMachine, type FetchProductInput, type QuickViewEvent } from '../../machines/quick-view';
import { connectQuickView, fulfilmentText, type QuickViewWords } from '../../src/components/quick-view/quick-view.connect';
import { quickViewMessages } from '../../src/components/quick-view/quick-view.messages';
import { ApiError, type QuickViewProduct } from '../../src/core/api';
import { formatMessage } from '../../src/core/messages';
import { quickView } from '../../src/locales/fr-CA/quick-view';
import { messagesFor } from '../../src/state/messages';

const t: QuickViewWords = messagesFor(quickViewMessages, null);
const french: QuickViewWords = Object.assign(
  (key: keyof (typeof quickViewMessages)['defaults'], values?: Record<string, string | number>) =>
    formatMessage(quickView[`quickView.${key}`], values, 'fr-CA'),
  { locale: 'fr-CA' },
) as QuickViewWords;

const inv = (n: number) => [{ status: n > 0 ? 'AVAILABLE' : 'OUT_OF_STOCK', available: n }];
const product: QuickViewProduct = {
  id: '1005',
  parentSkuId: '21005',
  name: '<img src=x onerror="window.__xss=1"> Trail Runner',
  seoUrl: '/p/trail-runner-1005',
  imageUrl: 'javascript:alert(1)',
  manufacturer: 'Salomon',
  categoryName: 'Running Shoes',
  adBug: 'Clearance',
  bvRating: 3.9,
  sofItem: false,
  defaultSkuPrice: { salePrice: 99.99, listPrice: 119.99, priceMessage: 'Clearance' },
  attributes: [],
  skus: [
    {
      skuId: 'sku-1005-1',
      attributes: [{ name: 'Color', value: 'Red' }],
      price: null,
      imageUrl: '/mock-images/1005.svg',
      inventory: { online: inv(4), store: inv(0), sts: inv(4), sdd: inv(0) },
    },
    {
      skuId: 'sku-1005-2',
      attributes: [{ name: 'Color', value: 'Black' }],
      price: { salePrice: 89.99, listPrice: null, priceMessage: null },
      imageUrl: null,
      inventory: { online: inv(0), store: inv(0), sts: inv(0), sdd: inv(0) },
    },
  ],
};

async function readyActor(fetch: () => Promise<QuickViewProduct> = async () => product, stores = { storeId: '1024', sddStoreId: '1024' }) {
  const actor = createActor(
    quickViewMachine.provide({ actors: { fetchProduct: fromPromise<QuickViewProduct, FetchProductInput>(() => fetch()) } }),
    { input: {} },
  ).start();
  actor.send({ type: 'DIALOG.OPEN', target: { productId: '1005' }, stores });
  await waitFor(actor, (s) => !s.hasTag('busy'));
  return actor;
}

const ids = { heading: 'h', reason: 'r' };

describe('quick-view.connect', () => {
  it('while loading: named "Quick view", busy, a loading status, no product', () => {
    const actor = createActor(quickViewMachine.provide({ actors: { fetchProduct: fromPromise<QuickViewProduct, FetchProductInput>(() => new Promise(() => {})) } }), {
      input: {},
    }).start();
    actor.send({ type: 'DIALOG.OPEN', target: { productId: '1005' } });
    const ui = connectQuickView(actor.getSnapshot(), actor.send, ids, t);
    expect(ui.open).to.equal(true);
    expect(ui.heading).to.equal('Quick view');
    expect(ui.dialog).to.deep.equal({ 'aria-labelledby': 'h', 'aria-busy': true });
    expect(ui.status).to.equal('Loading product details…');
    expect(ui.product).to.equal(null);
    actor.stop();
  });

  it('ready: the name as text, price with formatCurrency, only safe image URLs, the details link with the sku', async () => {
    const actor = await readyActor();
    const ui = connectQuickView(actor.getSnapshot(), actor.send, ids, t, { store: 'Houston Galleria' });
    expect(ui.heading).to.equal(product.name);
    expect(ui.dialog['aria-busy']).to.equal(undefined);
    const view = ui.product!;
    expect(view.price).to.deep.equal({ sale: '$99.99', list: 'Was $119.99', message: 'Clearance' });
    expect(view.brand).to.equal('By Salomon');
    expect(view.rating).to.equal('Rated 3.9 out of 5');
    // The sku's image (safe) wins; the product's javascript: URL is never used.
    expect(view.image).to.deep.equal({ src: new URL('/mock-images/1005.svg', location.href).href, alt: product.name });
    expect(view.details).to.equal('/p/trail-runner-1005?sku=sku-1005-1');
    expect(view.rows.map((r) => r.text)).to.deep.equal([
      'Shipping: in stock',
      'Pick up at Houston Galleria: not available',
      'Ship to Houston Galleria: available',
      'Same day delivery: not available',
    ]);
    expect(view.attributes[0]!.label).to.equal('Color: Red');
    expect(view.attributes[0]!.values.map((v) => [v.value, v.button['aria-pressed'], v.outOfStock])).to.deep.equal([
      ['Red', true, null],
      ['Black', false, 'out of stock'],
    ]);
    expect(view.add['aria-disabled']).to.equal(undefined);
    expect(view.reason).to.equal(null);
    actor.stop();
  });

  it('a value button sends ATTRIBUTE.SELECT; an out-of-stock sku disables Add to cart with the reason', async () => {
    const actor = await readyActor();
    const sent: QuickViewEvent[] = [];
    const send = (event: QuickViewEvent) => {
      sent.push(event);
      actor.send(event);
    };
    connectQuickView(actor.getSnapshot(), send, ids, t).product!.attributes[0]!.values[1]!.button.onClick();
    expect(sent).to.deep.equal([{ type: 'ATTRIBUTE.SELECT', name: 'Color', value: 'Black' }]);
    const ui = connectQuickView(actor.getSnapshot(), send, ids, t);
    expect(ui.product!.price!.sale).to.equal('$89.99');
    expect(ui.product!.price!.list).to.equal(null);
    // No image of its own and the product's is unsafe: none.
    expect(ui.product!.image).to.equal(null);
    expect(ui.product!.add).to.include({ 'aria-disabled': true, 'aria-describedby': 'r' });
    expect(ui.product!.reason).to.deep.equal({ id: 'r', text: 'This option is out of stock. Choose another one to add it to your cart.' });
    ui.product!.add.onClick();
    expect(sent).to.have.length(1);
    actor.stop();
  });

  it('a failed call: the message and Try again; an unknown product: its message, no Try again', async () => {
    const failed = await readyActor(() => Promise.reject(new ApiError('network', '_ERR_NETWORK')));
    const ui = connectQuickView(failed.getSnapshot(), failed.send, ids, t);
    expect(ui.failure!.text).to.equal("We couldn't load this product. Check your connection and try again.");
    expect(ui.failure!.retry!.label).to.equal('Try again');
    const gone = await readyActor(() => Promise.reject(new ApiError('http', '_ERR_PRODUCT_NOT_FOUND', 404)));
    const goneUi = connectQuickView(gone.getSnapshot(), gone.send, ids, t);
    expect(goneUi.failure).to.deep.equal({ text: 'This product is no longer available.', retry: null });
    failed.stop();
    gone.stop();
  });

  it('fulfilment rows in en-US without a store name, and in fr-CA', () => {
    const row = (code: 'sh' | 'sp' | 'ss' | 'dd', available: boolean, needsStore = false) => ({ code, available, quantity: 0, needsStore });
    expect(fulfilmentText(row('sp', true), t, null)).to.equal('Pick up at your store: in stock');
    expect(fulfilmentText(row('sp', false, true), t, 'X')).to.equal('Pick up in store: choose a store to see availability');
    expect(fulfilmentText(row('dd', true), t, null)).to.equal('Same day delivery: available');
    expect(fulfilmentText(row('ss', false), french, 'Galleria')).to.equal('Expédition à Galleria\u00a0: non offerte');
    expect(fulfilmentText(row('sh', true), french, null)).to.equal('Livraison\u00a0: en stock');
  });
});
