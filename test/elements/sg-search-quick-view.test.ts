import '../helpers/setup';
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '../helpers/commands';
import '../../elements/sg-search';
import type { SgSearch } from '../../elements/sg-search';
import { setQuickViewChunkForTests } from '../../src/components/quick-view';
import { removeCookie, setCookie } from '../../src/core/storage';
// Page-level listeners of the dialog's lazy chunk, installed once: here, before any test's leak check.
import '../../src/state/add-to-cart';
import { cartView } from '../../src/state/cart';
import { quickViewActive, resetQuickViewForTests } from '../../src/state/quick-view';
import { resetSearchCacheForTests } from '../../src/state/search-cache';
import { resetStoresForTests } from '../../src/state/stores';
import { faults, withReferenceApi } from '../helpers/api';
import { resetCartPage } from '../helpers/cart-page';
import { $, $$, allByRole, byRole, expectNoAxeViolations, focused, frame, rendered, until } from '../helpers/dom';

withReferenceApi();

const NAME = 'Nike Mercurial Vapor 15 Club Soccer Cleats';

beforeEach(async () => {
  resetSearchCacheForTests();
  resetCartPage();
  resetStoresForTests();
  await setViewport({ width: 1280, height: 800 });
  localStorage.clear();
  setCookie('cncFeatures', 'sla2|qv');
});

const input = (el: SgSearch) => $<HTMLInputElement>(el, 'input[role="combobox"]');
const quickViewHost = () => document.querySelector<HTMLElement>('[data-sg-quick-view]');
const quickViewDialog = () => quickViewHost()?.shadowRoot?.querySelector('dialog') ?? null;
const openDialog = () => allByRole<HTMLDialogElement>(quickViewHost() ?? document.body, 'dialog')[0] ?? null;

/**
 * The answer for "mercurial" shown (the live region tells it, as in sg-search.test.ts: typed key by key, the term is
 * asked for as it grows, and an earlier answer arriving later would take the highlight away), and the product
 * highlighted with the arrow keys.
 */
async function highlightProduct(el: SgSearch, answered = /^\d+ suggestions? available\.$/) {
  input(el).focus();
  await sendKeys({ type: 'mercurial' });
  await until(
    () => answered.test($(el, '[part="live"]').textContent ?? '') && $$(el, '[role="option"]').some((o) => o.textContent?.includes(NAME)),
    'the answer for the term',
    10000,
  );
  const options = $$(el, '[role="option"]');
  const index = options.findIndex((o) => o.textContent?.includes(NAME));
  for (let i = 0; i <= index; i++) await sendKeys({ press: 'ArrowDown' });
  await until(() => options[index]!.getAttribute('aria-selected') === 'true', 'the product highlighted');
}

/** `<sg-search>` with the suggestions for "mercurial" shown (one product) and that product highlighted. */
async function productHighlighted() {
  const el = await rendered(await fixture<SgSearch>(html`<sg-search typeahead-timeout-ms="3000"></sg-search>`));
  await highlightProduct(el);
  await until(() => allByRole(el, 'button', `Quick view ${NAME}`).length === 1, 'the Quick view button');
  return el;
}

async function openFrom(el: SgSearch) {
  const button = byRole(el, 'button', `Quick view ${NAME}`);
  button.focus();
  await sendKeys({ press: 'Enter' });
  await until(() => openDialog()?.open, 'the dialog', 15000);
  return button;
}

const ready = () => until(() => allByRole(quickViewHost()!, 'button', 'Add to cart').length === 1, 'the product', 10000);

describe('<sg-search> quick view (cncFeatures qv)', () => {
  // Inside the describe: runs before the global leak check (test/helpers/setup.ts), so an open dialog's focus trap goes first.
  afterEach(async () => {
    // A dialog left open by a failed test closes: the next test starts with none.
    const dialog = quickViewDialog();
    if (dialog?.open) {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
      await until(() => !quickViewActive.value, 'the quick view to close');
    }
    resetQuickViewForTests();
    removeCookie('cncFeatures');
    removeCookie('WC_StLocId');
    resetCartPage();
  });

  // First in the file: once the quick view's chunk has loaded, the page keeps it and asks for it no more.
  it('says so beside the button when the quick view does not load; the panel stays open, focus in the box', async function () {
    this.timeout(30000);
    const warn = console.warn;
    console.warn = () => {};
    setQuickViewChunkForTests(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    try {
      const el = await productHighlighted();
      byRole(el, 'button', `Quick view ${NAME}`).click();
      const failed = 'Quick view didn’t load. Check your connection and try again.';
      await until(() => allByRole(el, 'alert').some((alert) => alert.textContent === failed), 'the message', 8000);
      expect(quickViewActive.value).to.equal(false);
      expect($$(el, '[role="option"]').length).to.be.greaterThan(0);
      await expectNoAxeViolations(el);
      // Tried again, and it loads: the message goes.
      setQuickViewChunkForTests();
      await openFrom(el);
      expect(allByRole(el, 'alert').some((alert) => alert.textContent === failed)).to.equal(false);
    } finally {
      console.warn = warn;
      setQuickViewChunkForTests();
    }
  });

  it('opens from a product suggestion: a modal dialog named by the product, focus inside, axe clean', async function () {
    this.timeout(30000);
    const el = await productHighlighted();
    // The button is outside the listbox: the listbox holds groups and options only.
    expect($(el, '[role="listbox"]').querySelector('button')).to.equal(null);
    await openFrom(el);
    await ready();
    const dialog = byRole(quickViewHost()!, 'dialog', NAME);
    expect(dialog.matches(':modal')).to.equal(true);
    expect(dialog.contains(focused())).to.equal(true);
    byRole(dialog, 'heading', NAME);
    byRole(dialog, 'img', NAME);
    expect(byRole(dialog, 'group', 'Color').textContent).to.contain('Color: Red');
    expect(dialog.textContent).to.contain('$64.99');
    expect(byRole(dialog, 'button', 'Red').getAttribute('aria-pressed')).to.equal('true');
    expect([...dialog.querySelectorAll('[part="availability"] li')].map((li) => li.textContent)).to.deep.equal([
      'Shipping: in stock',
      'Pick up in store: choose a store to see availability',
    ]);
    // The search panel under it stays open for the return.
    expect(input(el).getAttribute('aria-expanded')).to.equal('true');
    await expectNoAxeViolations(quickViewHost()!);
  });

  it('a colour picks its sku: inventory and Add to cart follow; an out-of-stock colour says why', async function () {
    this.timeout(30000);
    setCookie('WC_StLocId', '1024');
    const el = await productHighlighted();
    await openFrom(el);
    await ready();
    const dialog = byRole(quickViewHost()!, 'dialog', NAME);
    const rows = () => [...dialog.querySelectorAll('[part="availability"] li')].map((li) => li.textContent);
    await until(() => rows()[1] === 'Pick up at Houston Galleria: in stock', 'the store name');
    expect(rows()).to.deep.equal(['Shipping: in stock', 'Pick up at Houston Galleria: in stock', 'Ship to Houston Galleria: available']);
    const black = byRole(dialog, 'button', 'Black, out of stock');
    black.click();
    await until(() => black.getAttribute('aria-pressed') === 'true', 'Black chosen');
    expect(byRole(dialog, 'button', 'Red').getAttribute('aria-pressed')).to.equal('false');
    expect(byRole(dialog, 'group', 'Color').textContent).to.contain('Color: Black');
    expect(rows()).to.deep.equal([
      'Shipping: out of stock',
      'Pick up at Houston Galleria: not available',
      'Ship to Houston Galleria: not available',
    ]);
    const add = byRole(dialog, 'button', 'Add to cart');
    expect(add.getAttribute('aria-disabled')).to.equal('true');
    const reason = quickViewHost()!.shadowRoot!.getElementById(add.getAttribute('aria-describedby')!)!;
    expect(reason.textContent).to.equal('This option is out of stock. Choose another one to add it to your cart.');
    add.click();
    await frame();
    expect(openDialog()?.open, 'a refused add keeps the dialog').to.equal(true);
    await expectNoAxeViolations(quickViewHost()!);
    byRole(dialog, 'button', 'Grey').click();
    await until(() => rows()[0] === 'Shipping: in stock', 'Grey in stock');
    expect(add.hasAttribute('aria-disabled')).to.equal(false);
  });

  it('Add to cart adds the chosen sku to the page cart and closes, focus back on the opener', async function () {
    this.timeout(30000);
    const el = await productHighlighted();
    const opener = await openFrom(el);
    await ready();
    const dialog = byRole(quickViewHost()!, 'dialog', NAME);
    byRole(dialog, 'button', 'Grey').click();
    await until(() => byRole(dialog, 'button', 'Grey').getAttribute('aria-pressed') === 'true', 'Grey chosen');
    byRole(dialog, 'button', 'Add to cart').click();
    await until(() => cartView.value.cart.lines.some((line) => line.skuId === 'sku-1037-2'), 'the line in the cart', 10000);
    expect(cartView.value.cart.lines.find((line) => line.skuId === 'sku-1037-2')!.quantity).to.equal(1);
    await until(() => !quickViewActive.value, 'closed');
    expect(openDialog()?.open ?? false).to.equal(false);
    expect(focused()).to.equal(opener);
  });

  it('Escape closes it and gives focus back to the Quick view button', async function () {
    this.timeout(30000);
    const el = await productHighlighted();
    const opener = await openFrom(el);
    await ready();
    await sendKeys({ press: 'Escape' });
    await until(() => !quickViewActive.value, 'closed');
    expect(quickViewDialog()!.open).to.equal(false);
    expect(focused()).to.equal(opener);
    expect(input(el).getAttribute('aria-expanded'), 'the search panel still open').to.equal('true');
  });

  it('a failed call shows a message with Try again (axe clean); Try again shows the product', async function () {
    this.timeout(30000);
    faults.set('quickView', { status: 503 });
    const el = await productHighlighted();
    await openFrom(el);
    const dialog = byRole(quickViewHost()!, 'dialog', 'Quick view');
    await until(() => allByRole(dialog, 'button', 'Try again').length === 1, 'the failure', 10000);
    expect(byRole(dialog, 'alert').textContent).to.contain("We couldn't load this product. Check your connection and try again.");
    await expectNoAxeViolations(quickViewHost()!);
    faults.clear('quickView');
    byRole(dialog, 'button', 'Try again').click();
    await ready();
    byRole(quickViewHost()!, 'dialog', NAME);
  });

  it('a malformed answer fails the same way', async function () {
    this.timeout(30000);
    faults.set('quickView', { malformed: true });
    const el = await productHighlighted();
    await openFrom(el);
    await until(() => allByRole(quickViewHost()!, 'button', 'Try again').length === 1, 'the failure', 10000);
  });

  it('reflow at 320 x 320: the dialog fits, scrolls, and every control comes into view', async function () {
    this.timeout(30000);
    const el = await productHighlighted();
    await openFrom(el);
    await ready();
    await setViewport({ width: 320, height: 320 });
    await frame();
    const dialog = byRole(quickViewHost()!, 'dialog', NAME);
    expect(document.documentElement.scrollWidth, 'no sideways scroll of the page').to.be.at.most(320);
    expect(dialog.scrollWidth, 'nothing cut off sideways').to.be.at.most(dialog.clientWidth);
    for (const control of [byRole(dialog, 'button', 'Close quick view'), byRole(dialog, 'button', 'Grey'), byRole(dialog, 'button', 'Add to cart')]) {
      control.scrollIntoView({ block: 'nearest' });
      await frame();
      const box = control.getBoundingClientRect();
      expect(box.left >= 0 && box.right <= 320, `within 320 px: ${box.left}-${box.right}`).to.equal(true);
      expect(box.top >= 0 && box.bottom <= 320, `scrolled into view: ${box.top}-${box.bottom}`).to.equal(true);
    }
    await expectNoAxeViolations(quickViewHost()!);
  });

  it("pointer: a product's chip opens it (not the product page); focus comes back to the search box", async function () {
    this.timeout(30000);
    const el = await rendered(await fixture<SgSearch>(html`<sg-search typeahead-timeout-ms="3000"></sg-search>`));
    await highlightProduct(el);
    const chip = $$(el, '[part="option-quick-view"]').find((c) => c.title === `Quick view ${NAME}`)!;
    expect(chip.getAttribute('aria-hidden')).to.equal('true');
    const navigations: Event[] = [];
    const onNavigate = (event: Event) => {
      event.preventDefault();
      navigations.push(event);
    };
    el.addEventListener('sg-navigate', onNavigate);
    try {
      chip.click();
      await until(() => openDialog()?.open, 'the dialog', 15000);
      await ready();
      expect(navigations, 'the option was not chosen').to.have.length(0);
      await sendKeys({ press: 'Escape' });
      await until(() => !quickViewActive.value, 'closed');
      expect(focused()).to.equal(input(el));
    } finally {
      el.removeEventListener('sg-navigate', onNavigate);
    }
  });

  it('speaks the search box\'s locale: fr-CA', async function () {
    this.timeout(30000);
    const wrapper = await fixture<HTMLDivElement>(html`<div lang="fr-CA"><sg-search typeahead-timeout-ms="3000"></sg-search></div>`);
    const el = await rendered(wrapper.querySelector<SgSearch>('sg-search')!);
    await highlightProduct(el, /^\d+ suggestions? disponibles?\.$/);
    await until(() => allByRole(el, 'button', `Aperçu rapide de ${NAME}`).length === 1, 'the French button', 10000);
    byRole(el, 'button', `Aperçu rapide de ${NAME}`).click();
    await until(() => allByRole(quickViewHost()!, 'button', 'Ajouter au panier').length === 1, 'the French dialog', 15000);
    byRole(quickViewHost()!, 'button', 'Fermer l’aperçu rapide').click();
    await until(() => !quickViewActive.value, 'closed');
  });

  it('without the qv flag there is no Quick view button', async function () {
    this.timeout(30000);
    removeCookie('cncFeatures');
    const el = await rendered(await fixture<SgSearch>(html`<sg-search typeahead-timeout-ms="3000"></sg-search>`));
    await highlightProduct(el);
    expect(allByRole(el, 'button', /Quick view/)).to.have.length(0);
    expect(el.shadowRoot!.querySelector('[part="option-quick-view"]')).to.equal(null);
  });
});
