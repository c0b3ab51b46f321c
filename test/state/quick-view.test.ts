import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { removeCookie, setCookie } from '../../src/core/storage';
import {
  openQuickView,
  provideQuickViewMount,
  quickViewActive,
  quickViewClosed,
  quickViewEnabled,
  quickViewRequest,
  resetQuickViewForTests,
} from '../../src/state/quick-view';

describe('state/quick-view', () => {
  let unprovide: (() => void) | null = null;
  afterEach(() => {
    unprovide?.();
    unprovide = null;
    resetQuickViewForTests();
    removeCookie('cncFeatures');
  });

  it('quickViewEnabled follows the qv flag of the cncFeatures cookie, read when asked', () => {
    expect(quickViewEnabled()).to.equal(false);
    setCookie('cncFeatures', 'sla2|qv');
    expect(quickViewEnabled()).to.equal(true);
    setCookie('cncFeatures', 'sla2|QV|qvx');
    expect(quickViewEnabled()).to.equal(false);
  });

  it('openQuickView records the request (trimmed), marks it active and mounts the dialog each time', () => {
    let mounts = 0;
    unprovide = provideQuickViewMount(() => void mounts++);
    const opener = document.createElement('button');
    openQuickView({ productId: ' 1037 ', skuId: ' sku-1037-2 ' }, opener);
    expect(quickViewRequest.value).to.deep.include({ productId: '1037', skuId: 'sku-1037-2', opener });
    expect(quickViewActive.value).to.equal(true);
    const first = quickViewRequest.value!.seq;
    openQuickView({ productId: '1037' }, null);
    expect(quickViewRequest.value).to.deep.include({ productId: '1037', skuId: null, opener: null });
    expect(quickViewRequest.value!.seq, 'the same product again is a new request').to.be.greaterThan(first);
    expect(mounts).to.equal(2);
    quickViewClosed();
    expect(quickViewActive.value).to.equal(false);
  });

  it('ignores a request without a product id', () => {
    let mounts = 0;
    unprovide = provideQuickViewMount(() => void mounts++);
    openQuickView({ productId: '  ' }, null);
    openQuickView(null as unknown as { productId: string }, null);
    openQuickView({ productId: 1037 as unknown as string }, null);
    expect(quickViewRequest.value).to.equal(null);
    expect(quickViewActive.value).to.equal(false);
    expect(mounts).to.equal(0);
  });

  it('a request made before the dialog can mount is mounted when it can', () => {
    openQuickView({ productId: '1001' }, null);
    let mounts = 0;
    unprovide = provideQuickViewMount(() => void mounts++);
    expect(mounts).to.equal(1);
  });
});
