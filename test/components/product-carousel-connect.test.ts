import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { createActor } from 'xstate';
import { recentProductsMachine, type CarouselItem, type RecentProductsEvent } from '../../machines/carousel';
import { connectProductCarousel, shownText, type ProductCarouselItem } from '../../src/components/cart/product-carousel.connect';
import { productCarouselMessages } from '../../src/components/cart/product-carousel.messages';
import { favoriteHeartProps, isChangeOf } from '../../src/components/shared/favorite-heart.connect';
import { messagesFor } from '../../src/state/messages';

const t = messagesFor(productCarouselMessages, null);
const ids = { heading: 'd-viewed-title', slides: 'd-viewed-slides' };
const item = (id: string, extra: Partial<CarouselItem> = {}): CarouselItem => ({
  productId: id,
  skuId: `sku-${id}-1`,
  name: `Product ${id}`,
  url: `/p/product-${id}`,
  imageUrl: `/mock-images/${id}.svg`,
  price: 10,
  ...extra,
});

function snapshotOf(items: CarouselItem[], kind: 'viewed' | 'purchased' = 'viewed', needsLoad = false) {
  const actor = createActor(recentProductsMachine, { input: { kind, lazyDelayMs: 60_000, initial: { items, at: 0, oldestPriceAt: null, needsLoad } } });
  actor.start();
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}

function connect(items: CarouselItem[], start = 0, perView = 2, options: { kind?: 'viewed' | 'purchased'; needsLoad?: boolean } = {}) {
  const sent: RecentProductsEvent[] = [];
  const moves: Array<[number, string]> = [];
  const added: ProductCarouselItem[] = [];
  const view = connectProductCarousel(snapshotOf(items, options.kind, options.needsLoad), (e) => sent.push(e), { start, perView }, ids, t, 'USD', {
    move: (next, said) => moves.push([next, said]),
    addToCart: (i) => added.push(i),
  });
  return { view, sent, moves, added };
}

describe('connectProductCarousel', () => {
  it('a region with aria-roledescription carousel, named by its heading; slides are groups named "N of M"', () => {
    const { view } = connect([item('1'), item('2'), item('3')]);
    expect(view.section).to.deep.equal({ role: 'region', 'aria-roledescription': 'carousel', 'aria-labelledby': ids.heading });
    expect(view.heading).to.deep.equal({ id: ids.heading, text: 'Recently viewed' });
    expect(view.slideList.map((s) => s.group)).to.deep.equal([
      { role: 'group', 'aria-roledescription': 'slide', 'aria-label': '1 of 3', hidden: false },
      { role: 'group', 'aria-roledescription': 'slide', 'aria-label': '2 of 3', hidden: false },
      { role: 'group', 'aria-roledescription': 'slide', 'aria-label': '3 of 3', hidden: true },
    ]);
    expect(connect([item('1')], 0, 2, { kind: 'purchased' }).view.heading.text).to.equal('Recently purchased');
  });

  it('Previous / Next: aria-controls the slides, aria-disabled at the ends (a click there does nothing), a move announces', () => {
    const { view, moves } = connect([item('1'), item('2'), item('3'), item('4'), item('5')]);
    const { previous, next } = view.controls!;
    expect(previous['aria-controls']).to.equal(ids.slides);
    expect(previous['aria-disabled']).to.equal(true);
    expect(next['aria-disabled']).to.equal(undefined);
    expect(previous['aria-label']).to.equal('Previous products');
    previous.onClick();
    expect(moves).to.deep.equal([]);
    next.onClick();
    expect(moves).to.deep.equal([[2, 'Showing 3 to 4 of 5']]);
    const atEnd = connect([item('1'), item('2'), item('3'), item('4'), item('5')], 3, 2).view;
    expect(atEnd.controls!.next['aria-disabled']).to.equal(true);
    expect(shownText(4, 4, 5, t)).to.equal('Showing 5 of 5');
    expect(connect([item('1'), item('2')]).view.controls, 'all fit: no controls').to.equal(null);
  });

  it('a slide: link with its SKU, image named by the product, price in the currency, Add to cart named by the product', () => {
    const { view, added } = connect([item('1', { price: 1234.5 }), item('2', { skuId: null, imageUrl: null, price: null })]);
    const [one, two] = view.slideList;
    expect(one!.href).to.equal('/p/product-1?sku=sku-1-1');
    expect(one!.image).to.deep.equal({ src: '/mock-images/1.svg', alt: 'Product 1' });
    expect(one!.price).to.equal('$1,234.50');
    expect(one!.add!['aria-label']).to.equal('Add to cart: Product 1');
    expect(one!.add!.text).to.equal('Add to cart');
    expect(one!.favoriteLabel).to.equal('Favorite: Product 1');
    one!.add!.onClick();
    expect(added.map((i) => i.skuId)).to.deep.equal(['sku-1-1']);
    expect(two!.add, 'no SKU: no Add to cart').to.equal(null);
    expect(two!.image).to.equal(null);
    expect(two!.price).to.equal('');
    expect(two!.href).to.equal('/p/product-2');
  });

  it('nothing to show and nothing coming: hidden; waiting with nothing: Loading', () => {
    expect(connect([]).view.hidden).to.equal(true);
    const waiting = connect([], 0, 2, { kind: 'purchased', needsLoad: true }).view;
    expect(waiting.hidden).to.equal(false);
    expect(waiting.loadingText).to.equal('Loading products…');
    expect(waiting.failure).to.equal(null);
  });
});

describe('favoriteHeartProps', () => {
  it('one fixed name, aria-pressed for the state; busy: aria-disabled and a click does nothing', () => {
    let toggles = 0;
    const off = favoriteHeartProps({ pressed: false, busy: false }, 'Favorite: Trail Shoe', () => toggles++);
    const on = favoriteHeartProps({ pressed: true, busy: false }, 'Favorite: Trail Shoe', () => toggles++);
    expect(off['aria-label']).to.equal(on['aria-label']);
    expect([off['aria-pressed'], on['aria-pressed']]).to.deep.equal([false, true]);
    expect(off['aria-disabled']).to.equal(undefined);
    off.onClick();
    const busy = favoriteHeartProps({ pressed: false, busy: true }, 'Favorite: Trail Shoe', () => toggles++);
    expect(busy['aria-disabled']).to.equal(true);
    busy.onClick();
    expect(toggles).to.equal(1);
  });

  it('follows sg-favorite-change for its own product only', () => {
    expect(isChangeOf(new CustomEvent('sg-favorite-change', { detail: { productId: '1' } }), '1')).to.equal(true);
    expect(isChangeOf(new CustomEvent('sg-favorite-change', { detail: { productId: '2' } }), '1')).to.equal(false);
    expect(isChangeOf(new CustomEvent('sg-favorite-change', { detail: null }), '1')).to.equal(false);
  });
});
