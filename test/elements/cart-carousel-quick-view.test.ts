import '../helpers/setup';
import { expect, fixture } from '@open-wc/testing';
import { sendKeys, setViewport } from '../helpers/commands';
import '../../elements/sg-cart-drawer';
import type { SgCartDrawer } from '../../elements/sg-cart-drawer';
import { CART_IDS, resetCartStore } from '../../mocks/browser';
import { setCarouselDelayForTests } from '../../src/components/cart/ProductCarousel';
import { setQuickViewChunkForTests } from '../../src/components/quick-view';
import { RECENTLY_VIEWED_KEY, type StoredViewed } from '../../src/core/search-history';
import { removeCookie, setCookie } from '../../src/core/storage';
// Page-level listeners of the lazy chunks (favorites, quick view), installed once: here, before any test's leak check.
import '../../src/state/favorites';
import { cartView } from '../../src/state/cart';
import { quickViewActive, resetQuickViewForTests } from '../../src/state/quick-view';
import { withReferenceApi } from '../helpers/api';
import { resetCartPage } from '../helpers/cart-page';
import { $, $$, allByRole, byRole, expectNoAxeViolations, focused, rendered, until } from '../helpers/dom';

/**
 * The quick view from the cart drawer's carousel (issue 26, section 1): under the `qv` flag each slide has "Quick
 * view: <name>", which opens the page's quick view dialog over the drawer (its favorites heart too); Escape closes it
 * and focus returns to the slide's button, inside the still open drawer. Without the flag, no button.
 */

withReferenceApi();

const SHOES = "Nike Air Zoom Pegasus 40 Men's Running Shoes";
const quickViewHost = () => document.querySelector<HTMLElement>('[data-sg-quick-view]');
const quickViewDialog = () => quickViewHost()?.shadowRoot?.querySelector('dialog') ?? null;

function storeViewed() {
  const now = Date.now();
  const list: StoredViewed[] = [
    { id: '1001', timestamp: now, skuId: 'sku-1001-1', product: { name: SHOES, url: '/p/1001', imageUrl: '/mock-images/1001.svg', price: 129.99, priceAt: now } },
    { id: '1012', timestamp: now, skuId: 'sku-1012-1', product: { name: 'Coleman Sundome 4-Person Tent', url: '/p/1012', imageUrl: null, price: 89.99, priceAt: now } },
  ];
  localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list));
}

async function openDrawer() {
  setCookie('WC_PERSISTENT', '1');
  setCookie('WC_OrdId', CART_IDS.normal);
  const drawer = await rendered(await fixture<SgCartDrawer>('<sg-cart-drawer></sg-cart-drawer>'));
  drawer.show();
  await until(() => $$(drawer, 'li[part="line"]').length === 3, 'the lines', 8000);
  await until(() => allByRole(drawer, 'region', 'Recently viewed').length === 1, 'the carousel', 8000);
  return drawer;
}

describe('<sg-cart-drawer> carousel: quick view (cncFeatures qv)', () => {
  beforeEach(async () => {
    await setViewport({ width: 1280, height: 800 });
    setCarouselDelayForTests(0);
    resetCartPage();
    resetCartStore();
    storeViewed();
  });

  afterEach(async () => {
    const dialog = quickViewDialog();
    if (dialog?.open) {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
      await until(() => !quickViewActive.value, 'the quick view to close');
    }
    resetQuickViewForTests();
    setCarouselDelayForTests(null);
    localStorage.removeItem(RECENTLY_VIEWED_KEY);
    removeCookie('cncFeatures');
    resetCartPage();
  });

  // First in the file: once the quick view's chunk has loaded, the page keeps it and asks for it no more.
  it('says so beside the button when the quick view does not load, focus staying there; the next press loads it', async function () {
    this.timeout(30000);
    setCookie('cncFeatures', 'qv');
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args[0]);
    setQuickViewChunkForTests(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    try {
      const drawer = await openDrawer();
      const region = byRole(drawer, 'region', 'Recently viewed');
      const opener = byRole(region, 'button', `Quick view: ${SHOES}`);
      opener.focus();
      await sendKeys({ press: 'Enter' });
      const failed = 'Quick view didn’t load. Check your connection and try again.';
      await until(() => allByRole(region, 'alert').some((alert) => alert.textContent === failed), 'the message', 8000);
      // Under that slide's button only, and focus has not moved.
      expect(allByRole(region, 'alert').filter((alert) => alert.textContent === failed)).to.have.length(1);
      expect(opener.closest('[role="group"]')!.textContent).to.contain(failed);
      expect(focused()).to.equal(opener);
      expect(quickViewActive.value).to.equal(false);
      expect(warnings).to.deep.equal(['sg-elements: the quick view did not load.']);
      await expectNoAxeViolations(drawer);

      setQuickViewChunkForTests();
      await sendKeys({ press: 'Enter' });
      await until(() => quickViewDialog()?.open && allByRole(quickViewHost()!, 'button', 'Add to cart').length === 1, 'the quick view', 15000);
      expect(allByRole(region, 'alert').some((alert) => alert.textContent === failed)).to.equal(false);
    } finally {
      console.warn = warn;
      setQuickViewChunkForTests();
    }
  });

  it('opens the product\'s quick view over the drawer; Escape returns focus to the slide\'s button', async function () {
    this.timeout(30000);
    setCookie('cncFeatures', 'qv');
    const drawer = await openDrawer();
    const region = byRole(drawer, 'region', 'Recently viewed');
    const opener = byRole(region, 'button', `Quick view: ${SHOES}`);
    // A real key press: a dialog opened without the shopper's activation shares the drawer's close watcher in
    // Chromium, and one Escape would close both.
    opener.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => quickViewDialog()?.open && allByRole(quickViewHost()!, 'button', 'Add to cart').length === 1, 'the quick view', 15000);
    const dialog = byRole(quickViewHost()!, 'dialog', SHOES);
    expect(dialog.matches(':modal')).to.equal(true);
    // The page's favorites heart, a toggle button.
    expect(byRole(quickViewHost()!, 'button', `Favorite: ${SHOES}`).getAttribute('aria-pressed')).to.equal('false');
    await expectNoAxeViolations(quickViewHost()!);
    await sendKeys({ press: 'Escape' });
    await until(() => !quickViewDialog()?.open, 'the quick view closed');
    await until(() => focused() === opener, 'focus back on the slide\'s Quick view');
    expect($<HTMLDialogElement>(drawer, 'dialog').open).to.equal(true);
  });

  it('adds from the quick view to the page\'s cart, shown in the drawer', async function () {
    this.timeout(30000);
    setCookie('cncFeatures', 'qv');
    const drawer = await openDrawer();
    byRole(byRole(drawer, 'region', 'Recently viewed'), 'button', 'Quick view: Coleman Sundome 4-Person Tent').click();
    await until(() => allByRole(quickViewHost()!, 'button', 'Add to cart').length === 1, 'the quick view', 15000);
    const before = cartView.value.cart.lines.find((l) => l.skuId === 'sku-1012-1')?.quantity ?? 0;
    byRole(quickViewHost()!, 'button', 'Add to cart').click();
    await until(() => (cartView.value.cart.lines.find((l) => l.skuId === 'sku-1012-1')?.quantity ?? 0) > before, 'the add', 8000);
  });

  it('offers no quick view without the flag', async () => {
    setCookie('cncFeatures', 'sla2');
    const drawer = await openDrawer();
    expect(allByRole(byRole(drawer, 'region', 'Recently viewed'), 'button', /^Quick view/)).to.have.length(0);
  });
});
