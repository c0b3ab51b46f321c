import '../helpers/setup';
import { expect, fixture, oneEvent } from '@open-wc/testing';
import { setViewport } from '../helpers/commands';
import '../../elements/sg-cart-drawer';
import '../../elements/sg-mini-cart';
// Loaded lazily by the drawer; imported up front so that the first test's leak check sees no module-level setup.
import '../../src/components/cart/CartDrawerBody';
import type { SgCartDrawer } from '../../elements/sg-cart-drawer';
import { CART_IDS, resetCartStore, resetSavedItems, savedItemsOf, SAVED_ITEMS_USER, seedSavedItem } from '../../mocks/browser';
import { getCookie, removeCookie, setCookie } from '../../src/core/storage';
import { cartView, resetCartForTests } from '../../src/state/cart';
import { resetCartDrawerForTests } from '../../src/state/cart-drawer';
import { resetCheckoutForTests } from '../../src/state/cart-checkout';
import { resetSavedForLaterForTests, savedView } from '../../src/state/save-for-later';
import { refreshSession } from '../../src/state/session';
import { faults, withReferenceApi } from '../helpers/api';
import { $, $$, accessibleName, allByRole, byRole, expectNoAxeViolations, focused, frame, rendered, until } from '../helpers/dom';

withReferenceApi();

const COOKIE_NAMES = ['WC_PERSISTENT', 'WC_OrdId', 'USERTYPE', 'USERACTIVITY', 'WC_USERID', 'WC_StLocId'];

const SHOES = "Nike Air Zoom Pegasus 40 Men's Running Shoes";
const BALL = 'Wilson Evolution Indoor Basketball';
const TENT = 'Coleman Sundome 4-Person Tent';
/** The seeded shopper's saved item (mocks/data/saved-items.ts). */
const BOTTLE = 'Hydro Flask 32 oz Wide Mouth Water Bottle';

/** A registered shopper (the reference API's Jordan, who has one saved item) with this cart. */
function signInRegistered(orderId?: string, userId = SAVED_ITEMS_USER) {
  setCookie('WC_PERSISTENT', '1');
  if (orderId) setCookie('WC_OrdId', orderId);
  setCookie('USERTYPE', 'R');
  setCookie('USERACTIVITY', '1');
  setCookie('WC_USERID', userId);
  refreshSession();
}

function signInGuest(orderId?: string) {
  setCookie('WC_PERSISTENT', '1');
  if (orderId) setCookie('WC_OrdId', orderId);
  refreshSession();
}

beforeEach(async () => {
  await setViewport({ width: 1280, height: 800 });
  resetSavedForLaterForTests();
  resetCartForTests();
  resetCheckoutForTests();
  resetCartStore();
  resetSavedItems();
});

afterEach(() => {
  resetCartDrawerForTests();
  resetSavedForLaterForTests();
  resetCartForTests();
  resetCheckoutForTests();
  for (const name of COOKIE_NAMES) removeCookie(name);
  refreshSession();
});

async function mount() {
  const wrapper = await fixture<HTMLDivElement>(`<div><sg-mini-cart></sg-mini-cart><sg-cart-drawer></sg-cart-drawer></div>`);
  return rendered(wrapper.querySelector<SgCartDrawer>('sg-cart-drawer')!);
}

const dialog = (el: Element) => $<HTMLDialogElement>(el, 'dialog');
const lineNames = (el: Element) => $$(el, 'li[part="line"] [part="line-name"]').map((n) => n.textContent);
const savedNames = (el: Element) => $$(el, '[part="saved-item"] [part="saved-name"]').map((n) => n.textContent);
const savedHeading = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part="saved-heading"]');
const live = (el: Element) => $(el, '[part="live"]');
const button = (el: Element, name: string) => byRole<HTMLButtonElement>(dialog(el), 'button', name);

/** Opens the drawer and waits for the cart's lines and the saved list. */
async function openWith(el: SgCartDrawer, lines: number, saved: number) {
  el.show();
  await until(() => dialog(el).open, 'the dialog open');
  await until(() => $$(el, 'li[part="line"]').length === lines, `${lines} lines`);
  await until(() => $$(el, '[part="saved-item"]').length === saved && savedView.value.status === 'ready', `${saved} saved items`);
}

/** The `sg-saved-change` details the document receives. */
function recordSavedChanges() {
  const details: unknown[] = [];
  const listener = (event: Event) => details.push((event as CustomEvent).detail);
  document.addEventListener('sg-saved-change', listener);
  return { details, stop: () => document.removeEventListener('sg-saved-change', listener) };
}

describe('<sg-cart-drawer>: save for later', () => {
  it('a registered shopper saves a line for later: it leaves the cart and joins "Saved for later (2)"; announced; focus on the list\'s heading; the page is told', async () => {
    signInRegistered(CART_IDS.normal);
    const changes = recordSavedChanges();
    const drawer = await mount();
    await openWith(drawer, 3, 1);
    expect(savedHeading(drawer)!.textContent).to.equal('Saved for later (1)');
    expect(savedNames(drawer)).to.deep.equal([BOTTLE]);
    // Each cart line has its button, named with the line (as its Remove is).
    for (const name of [SHOES, BALL, TENT]) expect(button(drawer, `Save for later, ${name}`).textContent).to.equal('Save for later');

    const save = button(drawer, `Save for later, ${BALL}`);
    save.focus();
    save.click();
    await until(() => lineNames(drawer).length === 2, 'the line leaves the cart');
    expect(lineNames(drawer)).to.deep.equal([SHOES, TENT]);
    await until(() => savedNames(drawer).length === 2, 'the line joins the list');
    expect(savedNames(drawer)).to.deep.equal([BALL, BOTTLE]);
    expect(savedHeading(drawer)!.textContent).to.equal('Saved for later (2)');
    await until(() => live(drawer).textContent!.startsWith(`${BALL} saved for later`), 'the announcement');
    await until(() => focused() === savedHeading(drawer), 'focus on the saved list\'s heading');
    // The drawer's heading and the cart's totals follow the answer's cart; the reference API has it saved.
    expect(cartView.value.cart.lines.map((l) => l.name)).to.deep.equal([SHOES, TENT]);
    expect($(drawer, '[part="heading"]').textContent).to.equal('Your cart (2 items)');
    expect(savedItemsOf(SAVED_ITEMS_USER).map((i) => [i.name, i.quantity])).to.deep.equal([[BALL, 2], [BOTTLE, 1]]);
    // The saved item: its price, quantity, and a link to its own SKU through the safe-URL check.
    const ball = $$(drawer, '[part="saved-item"]')[0]!;
    expect(ball.querySelector('[part="saved-price"]')!.textContent).to.equal('$79.99Qty 2');
    const link = ball.querySelector<HTMLAnchorElement>('a[part="saved-name"]')!;
    expect(new URL(link.href).pathname).to.match(/^\/p\/.+-1009$/);
    expect(new URL(link.href).searchParams.get('sku')).to.equal('sku-1009-1');
    expect(changes.details).to.deep.equal([{ savedItems: 1 }, { savedItems: 2 }]);
    changes.stop();
  });

  it('"Move to cart" puts the item back: the cart shows the answer\'s cart; the list empties; focus on the drawer\'s heading', async () => {
    signInRegistered(CART_IDS.normal);
    const changes = recordSavedChanges();
    const drawer = await mount();
    await openWith(drawer, 3, 1);
    const move = button(drawer, `Move to cart, ${BOTTLE}`);
    expect(move.textContent).to.equal('Move to cart');
    move.focus();
    const cartChanged = oneEvent(drawer, 'sg-cart-change');
    move.click();
    await until(() => lineNames(drawer).length === 4, 'the item in the cart');
    // The page hears of the cart's change (4 lines, 5 items) as of any other.
    expect((await cartChanged).detail).to.deep.equal({ count: cartView.value.cart.count, orderId: CART_IDS.normal });
    expect(lineNames(drawer)).to.include(BOTTLE);
    await until(() => savedHeading(drawer) === null, 'the empty list is gone');
    await until(() => live(drawer).textContent!.startsWith(`${BOTTLE} moved to your cart`), 'the announcement');
    await until(() => focused() === $(drawer, '[part="heading"]'), 'focus on the drawer\'s heading');
    expect(savedItemsOf(SAVED_ITEMS_USER)).to.deep.equal([]);
    expect(changes.details).to.deep.equal([{ savedItems: 1 }, { savedItems: 0 }]);
    changes.stop();
  });

  it('"Remove" deletes a saved item; announced; focus stays on the list while it has items', async () => {
    signInRegistered(CART_IDS.normal);
    seedSavedItem(SAVED_ITEMS_USER, '1017');
    const drawer = await mount();
    await openWith(drawer, 3, 2);
    const remove = button(drawer, `Remove ${BOTTLE} from saved items`);
    expect(remove.textContent).to.equal('Remove');
    remove.focus();
    remove.click();
    await until(() => savedNames(drawer).length === 1, 'the item is gone');
    expect(savedNames(drawer)).to.deep.equal(['Wilson Clash 100 v2 Tennis Racket']);
    expect(lineNames(drawer)).to.have.length(3);
    await until(() => live(drawer).textContent!.startsWith(`${BOTTLE} removed from your saved items`), 'the announcement');
    await until(() => focused() === savedHeading(drawer), 'focus on the list\'s heading');
    expect(savedItemsOf(SAVED_ITEMS_USER).map((i) => i.productId)).to.deep.equal(['1017']);
  });

  it('saving the cart\'s last line: the empty cart\'s message shows the list, and focus is on its heading; Move to cart brings it back', async () => {
    signInRegistered(CART_IDS.paymentInstruction);
    const drawer = await mount();
    drawer.show();
    await until(() => $$(drawer, 'li[part="line"]').length === 2 && savedNames(drawer).length === 1, 'the lines and the list');
    for (const name of lineNames(drawer)) {
      const save = button(drawer, `Save for later, ${name}`);
      save.focus();
      save.click();
      await until(() => !lineNames(drawer).includes(name) && savedView.value.pending === null, `${name} saved`);
    }
    await until(() => drawer.shadowRoot!.querySelector('[part="continue"]'), 'the empty state');
    expect($(drawer, '[part="message"]').textContent).to.contain('Your cart is empty');
    expect(savedHeading(drawer)!.textContent).to.equal('Saved for later (3)');
    await until(() => focused() === savedHeading(drawer), 'focus on the list\'s heading');
    await expectNoAxeViolations(drawer);
    button(drawer, `Move to cart, ${BOTTLE}`).click();
    await until(() => lineNames(drawer).length === 1, 'the cart again');
    expect(lineNames(drawer)).to.deep.equal([BOTTLE]);
    await until(() => focused() === savedHeading(drawer), 'focus on the list, which still has items');
  });

  it('an empty cart with saved items: Move to cart makes a new order (its cookie follows)', async () => {
    signInRegistered();
    const drawer = await mount();
    drawer.show();
    await until(() => drawer.shadowRoot!.querySelector('[part="continue"]') && savedNames(drawer).length === 1, 'the empty cart and the list');
    await expectNoAxeViolations(drawer);
    button(drawer, `Move to cart, ${BOTTLE}`).click();
    await until(() => lineNames(drawer).length === 1, 'the new cart');
    expect(getCookie('WC_OrdId')).to.equal(cartView.value.cart.orderId);
    expect(cartView.value.cart.orderId).to.match(/^51\d\d$/);
  });

  it('a guest sees no "Save for later" and no saved list, and nothing is asked', async () => {
    signInGuest(CART_IDS.normal);
    const asked: string[] = [];
    const original = window.fetch;
    window.fetch = (input, init) => {
      asked.push(String(input instanceof Request ? input.url : input));
      return original(input, init);
    };
    try {
      const drawer = await mount();
      drawer.show();
      await until(() => $$(drawer, 'li[part="line"]').length === 3, 'the lines');
      await frame();
      expect(allByRole(dialog(drawer), 'button', /for later/)).to.have.length(0);
      expect(drawer.shadowRoot!.querySelector('[part="saved"], [part="save-for-later"]')).to.equal(null);
      expect(asked.filter((url) => url.includes('saveforlater'))).to.deep.equal([]);
    } finally {
      window.fetch = original;
    }
  });

  it('a free gift has no "Save for later"; the other lines do', async () => {
    signInRegistered(CART_IDS.freeGiftReload);
    const drawer = await mount();
    drawer.show();
    await until(() => $$(drawer, 'li[part="line-marker"], [part="line-marker"]').some((m) => m.textContent === 'Free gift'), 'the free gift');
    await until(() => savedView.value.status === 'ready', 'the list');
    const lines = $$(drawer, 'li[part="line"]');
    for (const line of lines) {
      const gift = [...line.querySelectorAll('[part="line-marker"]')].some((m) => m.textContent === 'Free gift');
      expect(line.querySelectorAll('[part="save-for-later"]').length, line.querySelector('[part="line-name"]')!.textContent!).to.equal(gift ? 0 : 1);
    }
  });

  const saveFaults = [
    [{ status: 500 }, 'Something went wrong. Please try again.'],
    [{ malformed: true }, 'Something went wrong. Please try again.'],
    [{ networkError: true }, 'Check your connection and try again.'],
    [{ status: 401 }, 'Please sign in again.'],
  ] as const;
  for (const [fault, why] of saveFaults) {
    it(`a failed save (${JSON.stringify(fault)}) leaves the line in the cart with the message under it; announced; focus stays`, async () => {
      signInRegistered(CART_IDS.normal);
      const drawer = await mount();
      await openWith(drawer, 3, 1);
      faults.set('saveForLater', fault);
      const save = button(drawer, `Save for later, ${TENT}`);
      save.focus();
      save.click();
      const message = `${TENT} could not be saved for later. It is still in your cart. ${why}`;
      await until(() => drawer.shadowRoot!.querySelector('[part="save-error"]'), 'the message');
      expect($(drawer, '[part="save-error"]').textContent).to.equal(message);
      expect(save.getAttribute('aria-describedby')).to.equal($(drawer, '[part="save-error"]').id);
      expect(lineNames(drawer)).to.deep.equal([SHOES, BALL, TENT]);
      expect(savedNames(drawer)).to.deep.equal([BOTTLE]);
      await until(() => live(drawer).textContent!.startsWith(message), 'the announcement');
      expect(focused()).to.equal(save);
      // Another try, once the API answers again, works.
      faults.clear('saveForLater');
      save.click();
      await until(() => !lineNames(drawer).includes(TENT), 'saved after all');
      expect(drawer.shadowRoot!.querySelector('[part="save-error"]')).to.equal(null);
    });
  }

  it('failed moves and removals: the item stays saved with the message under it', async () => {
    signInRegistered(CART_IDS.normal);
    const drawer = await mount();
    await openWith(drawer, 3, 1);
    faults.set('savedItemMove', { status: 503 });
    const move = button(drawer, `Move to cart, ${BOTTLE}`);
    move.click();
    await until(() => drawer.shadowRoot!.querySelector('[part="saved-item-error"]'), 'the move\'s message');
    const moveMessage = `${BOTTLE} could not be moved to your cart. It is still in your saved items. Something went wrong. Please try again.`;
    expect($(drawer, '[part="saved-item-error"]').textContent).to.equal(moveMessage);
    expect(move.getAttribute('aria-describedby')).to.equal($(drawer, '[part="saved-item-error"]').id);
    expect(lineNames(drawer)).to.have.length(3);
    await until(() => live(drawer).textContent!.startsWith(moveMessage), 'announced');

    faults.set('savedItemRemove', { status: 404 });
    button(drawer, `Remove ${BOTTLE} from saved items`).click();
    const removeMessage = `${BOTTLE} could not be removed from your saved items. It is no longer there. Refresh the page to see your latest items.`;
    await until(() => drawer.shadowRoot!.querySelector('[part="saved-item-error"]')?.textContent === removeMessage, 'the removal\'s message');
    expect(savedNames(drawer)).to.deep.equal([BOTTLE]);
    await expectNoAxeViolations(drawer);
  });

  it('a failed load: the message and Try again, which loads the list', async () => {
    signInRegistered(CART_IDS.normal);
    faults.set('savedItems', { status: 500 });
    const drawer = await mount();
    drawer.show();
    await until(() => drawer.shadowRoot!.querySelector('[part="saved-error"]'), 'the load\'s failure');
    expect($(drawer, '[part="saved-error"]').textContent).to.contain('Your saved items could not be loaded. Something went wrong. Please try again.');
    await expectNoAxeViolations(drawer);
    faults.clear('savedItems');
    button(drawer, 'Try again').click();
    await until(() => savedNames(drawer).length === 1, 'the list');
    expect(drawer.shadowRoot!.querySelector('[part="saved-error"]')).to.equal(null);
  });

  it('signing out forgets the list (the page is told 0); another shopper\'s sign-in loads theirs', async () => {
    signInRegistered(CART_IDS.normal);
    const drawer = await mount();
    await openWith(drawer, 3, 1);
    const changes = recordSavedChanges();
    setCookie('USERTYPE', 'G');
    refreshSession();
    await until(() => savedHeading(drawer) === null, 'the list is gone');
    expect(allByRole(dialog(drawer), 'button', /for later/)).to.have.length(0);
    expect(changes.details).to.deep.equal([{ savedItems: 0 }]);
    // Sam has nothing saved: no list, but the buttons are back.
    signInRegistered(CART_IDS.normal, '7654321');
    await until(() => savedView.value.status === 'ready', 'Sam\'s list');
    expect(savedHeading(drawer)).to.equal(null);
    expect(button(drawer, `Save for later, ${SHOES}`)).to.not.equal(null);
    expect(changes.details).to.deep.equal([{ savedItems: 0 }, { savedItems: 0 }]);
    changes.stop();
  });

  it('passes axe with saved items, and reflows at 320 px: nothing wider than the drawer, the buttons in view', async function () {
    this.timeout(30000);
    signInRegistered(CART_IDS.normal);
    seedSavedItem(SAVED_ITEMS_USER, '1041', 2);
    // A 320 px window where the engine's window can shrink to it, and a drawer 320 px wide in every engine.
    await setViewport({ width: 320, height: 640 });
    const drawer = await mount();
    drawer.style.setProperty('--sg-cart-drawer-width', '320px');
    await openWith(drawer, 3, 2);
    const panel = $(drawer, '[part="panel"]');
    // Once the drawer has slid in.
    await until(() => dialog(drawer).getAnimations({ subtree: true }).every((a) => a.playState !== 'running'), 'the drawer in place');
    expect(Math.round(panel.getBoundingClientRect().width), 'the drawer').to.be.at.most(320);
    expect(panel.scrollWidth, 'no horizontal scrolling').to.be.at.most(panel.clientWidth + 1);
    for (const el of $$(drawer, '[part="saved-item"], [part="saved-move"], [part="saved-remove"], [part="save-for-later"]')) {
      // Measured where the shopper sees it (lines out of view skip layout until scrolled to).
      el.scrollIntoView({ block: 'nearest' });
      await frame();
      const rect = el.getBoundingClientRect();
      const bounds = panel.getBoundingClientRect();
      const label = `${el.getAttribute('part')}: ${accessibleName(el)}`;
      expect(rect.right, label).to.be.at.most(bounds.right + 1);
      expect(rect.left, label).to.be.at.least(bounds.left - 1);
    }
    await expectNoAxeViolations(drawer);
  });
});
