import '../helpers/setup';
import { expect, fixture, oneEvent } from '@open-wc/testing';
import '../../elements/sg-cart-drawer';
import type { SgCartDrawer } from '../../elements/sg-cart-drawer';
import { CART_IDS, resetCartStore } from '../../mocks/browser';
import { deepActiveElement } from '../../src/components/shared/dom';
import { navigation } from '../../src/core/navigation';
import { getCookie, removeCookie, setCookie } from '../../src/core/storage';
import { cartView } from '../../src/state/cart';
import { refreshSession } from '../../src/state/session';
import { faults, withReferenceApi } from '../helpers/api';
import { openDrawerWithCart, resetCartPage } from '../helpers/cart-page';
import { setViewport } from '../helpers/commands';
import { $, $$, byRole, expectNoAxeViolations, rendered, typeInto, until } from '../helpers/dom';

/**
 * A customer service rep's checkout id in <sg-cart-drawer> (issue 26, section 2; spec section 6: enter or share a
 * checkout id), under the `csr` flag of the `cncFeatures` cookie, against the reference API. The clipboard is
 * replaced by a stand-in with its documented interface (`writeText(text): Promise<void>`): a headless engine's
 * clipboard permission differs per engine and is not what is tested here.
 */

withReferenceApi();

const originalNavigation = { assign: navigation.assign, reload: navigation.reload };
const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
let copied: string[] = [];
let copyAllowed = true;

beforeEach(() => {
  resetCartPage();
  resetCartStore();
  navigation.assign = () => {};
  navigation.reload = () => {};
  copied = [];
  copyAllowed = true;
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: (text: string) => {
        if (!copyAllowed) return Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
        copied.push(text);
        return Promise.resolve();
      },
    },
  });
});

afterEach(async () => {
  faults.clear();
  removeCookie('cncFeatures');
  delete (navigator as unknown as Record<string, unknown>)['clipboard'];
  if (clipboard && !Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard')) Object.defineProperty(Navigator.prototype, 'clipboard', clipboard);
  resetCartPage();
  Object.assign(navigation, originalNavigation);
  await setViewport({ width: 1280, height: 800 });
});

async function openDrawer(orderId: string, lineCount: number, flags = 'csr') {
  if (flags) setCookie('cncFeatures', flags);
  return openDrawerWithCart(orderId, lineCount);
}

const section = (drawer: Element) => byRole(drawer, 'region', 'Checkout ID');
/** The drawer's polite live region, without the no-break space it alternates so a repeated text is read again. */
const live = (drawer: Element) => ({ textContent: $(drawer, '[part="live"]').textContent!.replace(/\u00a0$/, '') });

async function enter(drawer: Element, text: string) {
  const input = byRole<HTMLInputElement>(section(drawer), 'textbox', 'Enter a checkout ID');
  typeInto(input, text);
  byRole(section(drawer), 'button', 'Load cart').click();
  return input;
}

describe('<sg-cart-drawer>: a customer service rep\'s checkout id (csr)', () => {
  it('shows the cart\'s checkout id, read digit by digit, and copies it; axe finds nothing', async function () {
    this.timeout(30000);
    const drawer = await openDrawer(CART_IDS.normal, 3);
    await until(() => drawer.shadowRoot!.querySelector('[part="checkout-id"]'), 'the checkout id chunk');
    const region = section(drawer);
    expect(region.textContent).to.contain('This cart’s checkout ID:5001');
    // On screen as digits; for a screen reader one digit at a time.
    expect(region.querySelector('[aria-hidden="true"]')!.textContent).to.equal('5001');
    expect(region.textContent).to.contain('5 0 0 1');
    byRole(region, 'button', 'Copy checkout ID').click();
    await until(() => live(drawer).textContent === 'Checkout ID 5 0 0 1 copied', 'the copy announced');
    expect(copied).to.deep.equal(['5001']);
    await expectNoAxeViolations(drawer);

    copyAllowed = false;
    byRole(region, 'button', 'Copy checkout ID').click();
    await until(() => region.textContent!.includes('Couldn’t copy. Select the checkout ID and copy it.'), 'the copy failure');
  });

  it('loads the cart of an entered checkout id: the lines, the cookie, focus on the heading, announced', async function () {
    this.timeout(30000);
    const drawer = await openDrawer(CART_IDS.normal, 3);
    await until(() => drawer.shadowRoot!.querySelector('[part="checkout-id-input"]'), 'the checkout id chunk');
    const changed = oneEvent(drawer, 'sg-cart-change');
    await enter(drawer, '50 09');
    await until(() => $$(drawer, 'li[part="line"]').length === 2, 'the loaded cart\'s 2 lines', 8000);
    // The page hears of it as of any cart change.
    expect((await changed).detail).to.deep.equal({ count: 2, orderId: CART_IDS.paymentInstruction });
    expect(cartView.value.cart.orderId).to.equal(CART_IDS.paymentInstruction);
    expect(getCookie('WC_OrdId')).to.equal(CART_IDS.paymentInstruction);
    await until(() => live(drawer).textContent === 'Cart with checkout ID 5 0 0 9 loaded', 'the load announced');
    expect(deepActiveElement()).to.equal($(drawer, '[part="heading"]'));
    // The field is empty again, and the shown id is the new cart's.
    expect(byRole<HTMLInputElement>(section(drawer), 'textbox', 'Enter a checkout ID').value).to.equal('');
    expect(section(drawer).querySelector('[aria-hidden="true"]')!.textContent).to.equal('5009');
  });

  it('says why an entry is refused: not digits, the same cart, no such cart, a failed call', async function () {
    this.timeout(30000);
    const drawer = await openDrawer(CART_IDS.normal, 3);
    await until(() => drawer.shadowRoot!.querySelector('[part="checkout-id-input"]'), 'the checkout id chunk');
    const alertText = () => section(drawer).querySelector('[role="alert"]')!.textContent;

    const input = await enter(drawer, 'abc');
    await until(() => alertText() === 'A checkout ID is digits only, up to 19 of them.', 'the invalid entry');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(input.getAttribute('aria-describedby')).to.equal(section(drawer).querySelector('[role="alert"]')!.id);
    await expectNoAxeViolations(drawer);

    await enter(drawer, '5001');
    await until(() => alertText() === 'This cart already has that checkout ID.', 'the same cart');

    await enter(drawer, '42424242');
    await until(() => alertText() === 'No cart with items has checkout ID 4242 4242.', 'no such cart', 8000);

    faults.set('cart', { status: 503 });
    await enter(drawer, '5009');
    await until(() => alertText() === 'We couldn’t load that cart. Please try again.', 'the failed call', 8000);
    // Nothing was lost: the cart shown is still the rep's own.
    expect($$(drawer, 'li[part="line"]')).to.have.length(3);
    expect(getCookie('WC_OrdId')).to.equal(CART_IDS.normal);
  });

  it('shows under an empty cart too, reflows at 320 px, and is absent without the flag', async function () {
    this.timeout(30000);
    await setViewport({ width: 320, height: 640 });
    setCookie('cncFeatures', 'csr');
    setCookie('WC_PERSISTENT', '1');
    refreshSession();
    const wrapper = await fixture<HTMLDivElement>('<div><sg-cart-drawer></sg-cart-drawer></div>');
    const drawer = await rendered(wrapper.querySelector<SgCartDrawer>('sg-cart-drawer')!);
    drawer.show();
    await until(() => drawer.shadowRoot!.querySelector('[part="checkout-id-input"]'), 'the checkout id under the empty cart', 8000);
    // An empty cart has no id to share, only the field.
    expect(section(drawer).querySelector('[part="checkout-id-copy"]')).to.equal(null);
    const panel = $(drawer, '[part="panel"]');
    expect(panel.scrollWidth).to.be.at.most(panel.clientWidth + 1);
    await expectNoAxeViolations(drawer);
    drawer.remove();
    resetCartPage();

    const plain = await openDrawer(CART_IDS.normal, 3, 'paw|sla2');
    expect(plain.shadowRoot!.querySelector('[part="checkout-id"]')).to.equal(null);
  });
});
