import '../helpers/setup';
import { expect, fixture } from '@open-wc/testing';
import { setViewport } from '../helpers/commands';
import '../../elements/sg-cart-drawer';
import type { SgCartDrawer } from '../../elements/sg-cart-drawer';
import { CART_IDS, resetCartStore } from '../../mocks/browser';
import { setCarouselDelayForTests } from '../../src/components/cart/ProductCarousel';
import { RECENTLY_VIEWED_PRICE_STALE_MS } from '../../src/core/constants';
import { RECENTLY_VIEWED_KEY, type StoredViewed } from '../../src/core/search-history';
import { removeCookie, setCookie } from '../../src/core/storage';
import { cartView, resetCartForTests } from '../../src/state/cart';
import { resetCartDrawerForTests } from '../../src/state/cart-drawer';
import { resetCheckoutForTests } from '../../src/state/cart-checkout';
import { configureFavorites, resetFavoritesForTests } from '../../src/state/favorites';
import { resetProfileStore } from '../../mocks/browser';
import { refreshSession } from '../../src/state/session';
import { faults, withReferenceApi } from '../helpers/api';
import { $, $$, accessibleName, allByRole, byRole, expectNoAxeViolations, focused, frame, rendered, until } from '../helpers/dom';

withReferenceApi();

const COOKIE_NAMES = ['WC_PERSISTENT', 'WC_OrdId', 'WC_USERID', 'USERTYPE', 'USERACTIVITY', 'WC_StLocId'];

const SHOES = "Nike Air Zoom Pegasus 40 Men's Running Shoes";
const VIEWED: Array<[string, string, number]> = [
  ['1001', SHOES, 129.99],
  ['1009', 'Wilson Evolution Indoor Basketball', 79.99],
  ['1012', 'Coleman Sundome 4-Person Tent', 89.99],
  ['1027', 'Manduka PRO Yoga Mat 6mm', 129.99],
  ['1030', 'Hydro Flask 32 oz Wide Mouth Water Bottle', 44.95],
];

/** What a product page recorded: fresh details (shown at once), the SKU viewed. */
function storeViewed(entries = VIEWED, priceAt = Date.now()) {
  const list: StoredViewed[] = entries.map(([id, name, price]) => ({
    id,
    timestamp: priceAt,
    skuId: `sku-${id}-1`,
    product: { name, url: `/p/${id}`, imageUrl: `/mock-images/${id}.svg`, price, priceAt },
  }));
  localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list));
}

function signIn(orderId?: string) {
  setCookie('WC_PERSISTENT', '1');
  if (orderId) setCookie('WC_OrdId', orderId);
  refreshSession();
}

function register(userId = '1234567') {
  setCookie('WC_USERID', userId);
  setCookie('USERTYPE', 'R');
  setCookie('USERACTIVITY', '1');
  refreshSession();
}

beforeEach(async () => {
  await setViewport({ width: 1280, height: 800 });
  setCarouselDelayForTests(0);
  resetCartForTests();
  resetCheckoutForTests();
  resetCartStore();
  resetProfileStore();
});

afterEach(() => {
  setCarouselDelayForTests(null);
  resetCartDrawerForTests();
  resetCartForTests();
  resetCheckoutForTests();
  resetFavoritesForTests();
  for (const name of COOKIE_NAMES) removeCookie(name);
  refreshSession();
  localStorage.removeItem(RECENTLY_VIEWED_KEY);
  localStorage.removeItem('sg_guest_favorites');
  faults.clear();
});

async function openDrawer() {
  const drawer = await rendered(await fixture<SgCartDrawer>('<sg-cart-drawer></sg-cart-drawer>'));
  drawer.show();
  await until(() => $<HTMLDialogElement>(drawer, 'dialog').open, 'the dialog open');
  return drawer;
}

const carousel = (drawer: Element, name: string) => byRole(drawer, 'region', name);
const shownSlides = (region: Element) => allByRole(region, 'group').map(accessibleName);
const live = (region: Element) => region.querySelector('[role="status"]')!.textContent;

describe('<sg-cart-drawer> product carousels', () => {
  it('empty cart, guest: "Recently viewed" is an APG carousel; Next and Previous move and announce; no "Recently purchased"; axe clean', async () => {
    storeViewed();
    signIn();
    const drawer = await openDrawer();
    await until(() => allByRole(drawer, 'region', 'Recently viewed').length === 1, 'the carousel');
    await until(() => $(drawer, '[part="message"]').textContent!.includes('Your cart is empty'), 'the empty message');
    const region = carousel(drawer, 'Recently viewed');
    expect(region.getAttribute('aria-roledescription')).to.equal('carousel');
    // Below the empty message, inside the message block.
    expect($(drawer, '[part="message"]').contains(region)).to.equal(true);
    const perView = shownSlides(region).length;
    expect(perView, 'slides in view').to.be.within(1, 3);
    expect(shownSlides(region)[0]).to.equal('1 of 5');
    expect(allByRole(region, 'group')[0]!.getAttribute('aria-roledescription')).to.equal('slide');
    const previous = byRole(region, 'button', 'Previous products');
    const next = byRole(region, 'button', 'Next products');
    expect(previous.getAttribute('aria-disabled')).to.equal('true');
    expect(next.getAttribute('aria-controls')).to.equal($$(drawer, '[part="carousel-slide"]')[0]!.parentElement!.id);

    next.focus();
    next.click();
    // One view on, stopping at the end: the first slide shown is the next view's (in bounds).
    const second = Math.min(perView, 5 - perView) + 1;
    await until(() => shownSlides(region)[0] === `${second} of 5`, 'the next slides');
    expect(live(region)).to.match(new RegExp(`^Showing ${second}`));
    expect(previous.hasAttribute('aria-disabled')).to.equal(false);
    // To the end: Next stays focusable but does nothing.
    for (let i = 0; i < 5; i++) next.click();
    await until(() => shownSlides(region).at(-1) === '5 of 5', 'the last slide');
    expect(next.getAttribute('aria-disabled')).to.equal('true');
    const end = shownSlides(region);
    next.click();
    await frame();
    expect(shownSlides(region)).to.deep.equal(end);
    previous.click();
    await until(() => live(region)!.startsWith('Showing') && shownSlides(region).at(-1) !== '5 of 5', 'back');

    // The slide: image named by the product, the product link with its SKU, the price, Add to cart named by the product.
    const first = $$(drawer, '[part="carousel-slide"]')[0]!;
    expect(first.querySelector('img')!.alt).to.equal(SHOES);
    expect(first.querySelector('a')!.getAttribute('href')).to.equal('/p/1001?sku=sku-1001-1');
    expect(first.textContent).to.contain('$129.99');
    expect(allByRole(drawer, 'region', 'Recently purchased')).to.have.length(0);
    await expectNoAxeViolations(drawer);
  });

  it('Add to cart adds the slide\'s SKU as a line', async () => {
    storeViewed();
    signIn(CART_IDS.normal);
    const drawer = await openDrawer();
    await until(() => $$(drawer, 'li[part="line"]').length === 3, 'the lines');
    await until(() => allByRole(drawer, 'region', 'Recently viewed').length === 1, 'the carousel');
    const region = carousel(drawer, 'Recently viewed');
    byRole(region, 'button', `Add to cart: ${SHOES}`).click();
    await until(() => cartView.value.cart.lines.some((l) => l.skuId === 'sku-1001-1'), 'the new line');
    await until(() => $$(drawer, 'li[part="line"]').length === 4, 'four lines');
  });

  it('from an empty cart, Add to cart adds the first line; focus stays on that Add to cart, now below the lines', async () => {
    storeViewed();
    signIn();
    const drawer = await openDrawer();
    await until(() => allByRole(drawer, 'region', 'Recently viewed').length === 1, 'the carousel');
    const add = byRole(carousel(drawer, 'Recently viewed'), 'button', `Add to cart: ${SHOES}`);
    add.focus();
    add.click();
    await until(() => $$(drawer, 'li[part="line"]').length === 1, 'the first line');
    await until(() => allByRole(drawer, 'region', 'Recently viewed').length === 1, 'the carousel below the lines');
    await until(() => focused() === byRole(carousel(drawer, 'Recently viewed'), 'button', `Add to cart: ${SHOES}`), 'focus on Add to cart');
  });

  it('the heart is a toggle button (aria-pressed) over the page favorites, and follows sg-favorite-change', async () => {
    storeViewed();
    signIn();
    configureFavorites({ guestFavorites: true });
    const drawer = await openDrawer();
    await until(() => allByRole(drawer, 'region', 'Recently viewed').length === 1, 'the carousel');
    const heart = byRole(carousel(drawer, 'Recently viewed'), 'button', `Favorite: ${SHOES}`);
    expect(heart.getAttribute('aria-pressed')).to.equal('false');
    const changes: unknown[] = [];
    const listener = (e: Event) => changes.push((e as CustomEvent).detail);
    document.addEventListener('sg-favorite-change', listener);
    heart.click();
    await until(() => heart.getAttribute('aria-pressed') === 'true', 'pressed');
    expect(changes).to.have.length(1);
    expect(JSON.parse(localStorage.getItem('sg_guest_favorites') ?? '{}')).to.have.property('1001');
    // A change made elsewhere on the page (the page's own heart) shows here too.
    document.dispatchEvent(new CustomEvent('sg-toggle-favorite', { detail: { productId: '1001' } }));
    await until(() => heart.getAttribute('aria-pressed') === 'false', 'released from elsewhere');
    document.removeEventListener('sg-favorite-change', listener);
  });

  it('a registered shopper\'s hearts show the account\'s favorites once read', async () => {
    storeViewed();
    register();
    signIn();
    const saved = await fetch('/api/profile/favorites/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ favorites: { '1009': { skuId: 'sku-1009-1', addedAt: Date.now() } } }),
    });
    expect(saved.status).to.equal(201);
    const drawer = await openDrawer();
    await until(() => allByRole(drawer, 'region', 'Recently viewed').length === 1, 'the carousel');
    const region = carousel(drawer, 'Recently viewed');
    await until(() => byRole(region, 'button', 'Favorite: Wilson Evolution Indoor Basketball').getAttribute('aria-pressed') === 'true', 'the saved favorite');
    expect(byRole(region, 'button', `Favorite: ${SHOES}`).getAttribute('aria-pressed')).to.equal('false');
  });

  it('"Recently purchased" only for a registered shopper, from the reference API', async function () {
    this.timeout(30000);
    storeViewed(VIEWED.slice(0, 1));
    register();
    signIn(CART_IDS.normal);
    const drawer = await openDrawer();
    await until(() => allByRole(drawer, 'region', 'Recently purchased').length === 1, 'the purchased carousel');
    const region = carousel(drawer, 'Recently purchased');
    await until(() => allByRole(region, 'group').length > 0, 'its slides');
    expect(shownSlides(region)[0]).to.equal('1 of 6');
    expect(region.textContent).to.contain('Titleist Pro V1 Golf Balls 12-Pack');
    // One recently viewed product: no Previous / Next.
    expect(allByRole(carousel(drawer, 'Recently viewed'), 'button', /products$/)).to.have.length(0);
    await expectNoAxeViolations(drawer);
  });

  it('a failed call says so in the section, Try again reads again', async () => {
    register();
    signIn();
    faults.set('recentlyPurchased', { status: 503 });
    const drawer = await openDrawer();
    await until(() => drawer.shadowRoot!.querySelector('[part="carousel-message"]')?.textContent?.includes('couldn’t load'), 'the failure message');
    faults.clear('recentlyPurchased');
    byRole(carousel(drawer, 'Recently purchased'), 'button', 'Try again').click();
    await until(() => allByRole(carousel(drawer, 'Recently purchased'), 'group').length > 0, 'the slides');
    expect(drawer.shadowRoot!.querySelector('[part="carousel-message"]')).to.equal(null);
  });

  it('stale prices are not shown until refreshed; items the API does not know or with a bad link are dropped', async () => {
    const old = Date.now() - RECENTLY_VIEWED_PRICE_STALE_MS - 60_000;
    storeViewed([['1001', 'Old shoes name', 1]], old);
    const stored = JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY)!) as StoredViewed[];
    stored.push({ id: '424242', timestamp: old, product: { name: 'Gone', url: '/p/gone', imageUrl: null, price: 1, priceAt: old } });
    stored.push({ id: '1009', timestamp: Date.now(), product: { name: 'Evil', url: 'javascript:alert(1)', imageUrl: null, price: 1, priceAt: Date.now() } });
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(stored));
    signIn();
    const drawer = await openDrawer();
    await until(() => allByRole(drawer, 'region', 'Recently viewed').length === 1, 'the carousel');
    const region = carousel(drawer, 'Recently viewed');
    await until(() => region.textContent!.includes('$129.99'), 'the refreshed price');
    expect(region.textContent).not.to.contain('$1.00');
    expect(region.textContent).not.to.contain('Gone');
    expect(region.textContent).not.to.contain('Evil');
    expect(shownSlides(region)).to.deep.equal(['1 of 1']);
  });

  it('no recently viewed (or storage disabled): no section, no message', async () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, '{corrupt');
    signIn();
    const drawer = await openDrawer();
    await until(() => drawer.shadowRoot!.querySelector('[part="continue"]'), 'the empty state');
    await new Promise((r) => setTimeout(r, 200));
    expect(drawer.shadowRoot!.querySelector('[part="carousel"]')).to.equal(null);
    expect(drawer.shadowRoot!.querySelector('[part="carousel-message"]')).to.equal(null);
  });

  it('reflows at 320 px: two slides (or one) side by side, nothing wider than the window', async () => {
    await setViewport({ width: 320, height: 640 });
    storeViewed();
    signIn();
    const drawer = await openDrawer();
    await until(() => allByRole(drawer, 'region', 'Recently viewed').length === 1, 'the carousel');
    const region = carousel(drawer, 'Recently viewed');
    // The drawer slides in from the edge: measure once it is in place.
    const panel = $(drawer, '[part="panel"]');
    await until(() => panel.getBoundingClientRect().right <= 320 && !panel.getAnimations({ subtree: true }).length, 'the drawer in place');
    expect(shownSlides(region).length).to.be.within(1, 2);
    for (const el of [region, ...$$(drawer, '[part="carousel-slide"]:not([hidden])')]) {
      const box = el.getBoundingClientRect();
      expect(box.left, 'left edge').to.be.at.least(0);
      expect(box.right, 'right edge').to.be.at.most(320);
    }
    await expectNoAxeViolations(drawer);
  });
});
