import '../helpers/setup';
import { expect } from '@open-wc/testing';
import {
  carouselItem,
  clampStart,
  moveStart,
  priceStaleDelay,
  purchasedList,
  slidesPerView,
  slideWindow,
  specSlidesPerView,
  viewedList,
} from '../../machines/carousel';
import { RECENTLY_VIEWED_PRICE_STALE_MS } from '../../src/core/constants';
import type { PurchasedProduct } from '../../src/core/api/recently-purchased';
import { readRecentlyViewed, recordProductView, RECENTLY_VIEWED_KEY } from '../../src/core/search-history';

const NOW = Date.UTC(2026, 11, 6, 15, 0);

describe('product carousel logic', () => {
  it('slides per view from the viewport: 2 below 1024 px, 3 from 1024, 4 from 1350, 5 from 1720', () => {
    expect([320, 1023, 1024, 1349, 1350, 1719, 1720, 2560].map(specSlidesPerView)).to.deep.equal([2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it('no more slides than fit the carousel (136 px each), at least one', () => {
    expect(slidesPerView(1920, 1000)).to.equal(5);
    expect(slidesPerView(1920, 400), 'a 400 px drawer on a wide screen').to.equal(2);
    expect(slidesPerView(1400, 560)).to.equal(4);
    expect(slidesPerView(800, 1000), 'the spec caps a small viewport').to.equal(2);
    expect(slidesPerView(320, 200)).to.equal(1);
    expect(slidesPerView(320, 0), 'not measured yet: the spec').to.equal(2);
  });

  it('bounds: the first slide stays within 0 and total - perView; Previous and Next stop at the ends', () => {
    expect(clampStart(-3, 8, 2)).to.equal(0);
    expect(clampStart(7, 8, 2)).to.equal(6);
    expect(clampStart(2, 1, 2), 'all fit').to.equal(0);
    expect(slideWindow(0, 8, 2)).to.deep.equal({ first: 0, last: 1, hasPrevious: false, hasNext: true });
    expect(slideWindow(6, 8, 2)).to.deep.equal({ first: 6, last: 7, hasPrevious: true, hasNext: false });
    expect(slideWindow(0, 2, 3)).to.deep.equal({ first: 0, last: 1, hasPrevious: false, hasNext: false });
    expect(moveStart(0, 1, 5, 2)).to.equal(2);
    expect(moveStart(2, 1, 5, 2)).to.equal(3);
    expect(moveStart(3, 1, 5, 2), 'at the end').to.equal(3);
    expect(moveStart(3, -1, 5, 2)).to.equal(1);
    expect(moveStart(1, -1, 5, 2)).to.equal(0);
    expect(moveStart(0, -1, 5, 2), 'at the start').to.equal(0);
  });

  it('an item needs an id, a name and a followable link; the rest may be missing', () => {
    expect(carouselItem({ productId: '1', name: 'Ball', url: '/p/ball-1', skuId: ' sku-1-1 ', price: 5 })).to.deep.equal({
      productId: '1',
      skuId: 'sku-1-1',
      name: 'Ball',
      url: '/p/ball-1',
      imageUrl: null,
      price: 5,
    });
    expect(carouselItem({ productId: '1', name: 'Ball', url: '/p/ball-1', price: -1 })!.price).to.equal(null);
    expect(carouselItem({ productId: '1', name: ' ', url: '/p/ball-1' })).to.equal(null);
    expect(carouselItem({ productId: '', name: 'Ball', url: '/p/ball-1' })).to.equal(null);
    expect(carouselItem({ productId: '1', name: 'Ball', url: 'javascript:alert(1)' })).to.equal(null);
    expect(carouselItem({ productId: '1', name: 'Ball', url: '//evil.example/p' })).to.equal(null);
    expect(carouselItem({ productId: '1', name: 'Ball' })).to.equal(null);
  });

  it('recently viewed: entries without details wait for the call; a price older than 15 minutes is hidden until refreshed', () => {
    const fresh = { id: 'a', timestamp: NOW, skuId: 'sku-a', product: { name: 'A', url: '/p/a', imageUrl: null, price: 3, priceAt: NOW - 1000 } };
    const stale = { id: 'b', timestamp: NOW, product: { name: 'B', url: '/p/b', imageUrl: '/b.svg', price: 4, priceAt: NOW - RECENTLY_VIEWED_PRICE_STALE_MS - 1 } };
    const bare = { id: 'c', timestamp: NOW };
    const result = viewedList([fresh, stale, bare], NOW);
    expect(result.items.map((i) => [i.productId, i.skuId, i.price])).to.deep.equal([
      ['a', 'sku-a', 3],
      ['b', null, null],
    ]);
    expect(result.needsLoad).to.equal(true);
    expect(result.oldestPriceAt).to.equal(NOW - 1000);
    expect(viewedList([fresh], NOW).needsLoad).to.equal(false);
  });

  it('recently purchased: at most 8, items without a followable link dropped', () => {
    const p = (id: string, seoUrl = `/p/x-${id}`): PurchasedProduct => ({
      id,
      name: `P ${id}`,
      seoUrl,
      imageUrl: null,
      manufacturer: null,
      parentSkuId: null,
      defaultSkuPrice: { salePrice: 1 },
      skuId: `sku-${id}-1`,
    });
    const all = [p('0', 'javascript:x'), ...Array.from({ length: 10 }, (_, i) => p(String(i + 1)))];
    const result = purchasedList(all, NOW);
    expect(result.items.map((i) => i.productId)).to.deep.equal(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(result.oldestPriceAt).to.equal(NOW);
  });

  it('the list is read again 15 minutes after its oldest price (1 ms past, as staleViewed counts); never without prices', () => {
    expect(priceStaleDelay({ at: NOW, oldestPriceAt: NOW })).to.equal(RECENTLY_VIEWED_PRICE_STALE_MS + 1);
    expect(priceStaleDelay({ at: NOW, oldestPriceAt: NOW - 60_000 })).to.equal(RECENTLY_VIEWED_PRICE_STALE_MS - 60_000 + 1);
    expect(priceStaleDelay({ at: NOW, oldestPriceAt: NOW - 2 * RECENTLY_VIEWED_PRICE_STALE_MS })).to.equal(1);
    expect(priceStaleDelay({ at: NOW, oldestPriceAt: null })).to.equal(null);
  });

  it('a product page records the SKU viewed (optional); a blank one is left out, an invalid stored one drops the entry', () => {
    try {
      recordProductView({ id: '1', name: 'A', url: '/p/a', skuId: ' sku-1-2 ' }, NOW);
      recordProductView({ id: '2', name: 'B', url: '/p/b', skuId: '  ' }, NOW);
      expect(readRecentlyViewed().map((v) => [v.id, v.skuId])).to.deep.equal([
        ['2', undefined],
        ['1', 'sku-1-2'],
      ]);
      localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([{ id: '3', timestamp: NOW, skuId: 42 }, { id: '4', timestamp: NOW }]));
      expect(readRecentlyViewed().map((v) => v.id)).to.deep.equal(['4']);
    } finally {
      localStorage.removeItem(RECENTLY_VIEWED_KEY);
    }
  });
});
