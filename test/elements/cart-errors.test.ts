import '../helpers/setup';
import { expect, fixture } from '@open-wc/testing';
import '../../elements/sg-cart-drawer';
import type { SgCartDrawer } from '../../elements/sg-cart-drawer';
import { CART_IDS, resetCartStore } from '../../mocks/browser';
import { CART_FAULT_KEYS } from '../../mocks/faults';
import { cartErrorMessages } from '../../src/core/cart-error-messages';
import { CART_ERROR_KEYS, isCartErrorKey } from '../../src/core/cart-errors';
import { ERROR_MESSAGES } from '../../src/core/errors';
import { navigation } from '../../src/core/navigation';
import { setCookie } from '../../src/core/storage';
import { cartView, reloadCart } from '../../src/state/cart';
import { resetCartErrorTextsForTests } from '../../src/components/cart/cart-error-texts';
import { resetCartDrawerForTests } from '../../src/state/cart-drawer';
import { refreshSession } from '../../src/state/session';
import { faults, withReferenceApi } from '../helpers/api';
import { resetCartPage } from '../helpers/cart-page';
import { clearPageConfigs, writePageConfig } from '../helpers/page-config';
import { $$, allByRole, byRole, expectNoAxeViolations, rendered, until } from '../helpers/dom';

/**
 * The cart's error catalogue (spec section 8, issue 25): every cart key the reference API can answer with, through its
 * fault switch, shows its message in the drawer where the shopper acts: the cart's notices (a status region), under a
 * line (a refused change), over Checkout (an alert).
 */

withReferenceApi();

const originalNavigation = { assign: navigation.assign, reload: navigation.reload };
const PHONE = '1-877-555-0142';

beforeEach(() => {
  clearPageConfigs();
  resetCartPage();
  resetCartStore();
  navigation.assign = () => {};
  navigation.reload = () => {};
  setCookie('WC_PERSISTENT', '1');
  setCookie('WC_OrdId', CART_IDS.normal);
  refreshSession();
});

afterEach(() => {
  resetCartErrorTextsForTests();
  faults.clear();
  clearPageConfigs();
  resetCartPage();
  Object.assign(navigation, originalNavigation);
});

async function openDrawer(config: unknown = { customerCarePhone: PHONE }) {
  writePageConfig(config);
  const wrapper = await fixture<HTMLDivElement>('<div><sg-cart-drawer></sg-cart-drawer></div>');
  const drawer = await rendered(wrapper.querySelector<SgCartDrawer>('sg-cart-drawer')!);
  drawer.show();
  // The lines are there, and shown (the drawer's body shows one paint after its frame).
  await until(() => allByRole(drawer, 'button', /^Increase quantity/).length === 3, 'the lines', 8000);
  return drawer;
}

/** A key's en-US message as the shopper reads it (the telephone variant with the configured number in it). */
const expected = (key: string) =>
  (isCartErrorKey(key) ? cartErrorMessages.defaults[key] : ERROR_MESSAGES[key]!).replace('{tel}', PHONE);

/** The texts of the drawer's polite status regions (the notices among them). */
const statuses = (drawer: Element) => allByRole(drawer, 'status').map((region) => region.textContent);

describe('the cart\'s error catalogue in <sg-cart-drawer>', () => {
  it('every cart key the cart answer lists is a notice with its own message, never blank; axe finds nothing', async () => {
    expect(CART_FAULT_KEYS.length).to.equal(CART_ERROR_KEYS.length + 4);
    const drawer = await openDrawer();
    for (const key of CART_FAULT_KEYS) {
      faults.set('cart', { errorKey: key });
      reloadCart();
      // And the cart settled: an answer with a maximum-quantity key makes the cart fetch again by itself, at most twice
      // (docs/elements/sg-cart-drawer.md), and a reload sent while that GET is on its way is not taken (a Firefox run under load timed out on
      // the key after _ERR_MAX_QUANTITY, its reload dropped).
      await until(() => statuses(drawer).includes(expected(key)) && cartView.value.status === 'ready', `the notice of ${key}`, 8000);
      expect($$(drawer, 'li[part="line"]').length, key).to.equal(3);
      if (key === '_ERR_PROP65') await expectNoAxeViolations(drawer);
    }
  });

  it('the telephone variant calls the configured number (a tel: link); with none, the plain variant, no link', async () => {
    faults.set('cart', { errorKey: '_TOTAL_GC_AMOUNT_EXCEDED_MAX_LIMIT_TEL' });
    const drawer = await openDrawer();
    await until(() => statuses(drawer).includes(expected('_TOTAL_GC_AMOUNT_EXCEDED_MAX_LIMIT_TEL')), 'the notice');
    const call = byRole<HTMLAnchorElement>(drawer, 'link', PHONE);
    expect(call.getAttribute('href')).to.equal('tel:+18775550142');
    await expectNoAxeViolations(drawer);

    drawer.remove();
    resetCartDrawerForTests();
    clearPageConfigs();
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      const again = await openDrawer({ customerCarePhone: 'javascript:alert(1)' });
      await until(() => statuses(again).includes(ERROR_MESSAGES['_TOTAL_GC_AMOUNT_EXCEDED_MAX_LIMIT']!), 'the plain variant');
      expect(allByRole(again.shadowRoot!.querySelector('[part="notices"]')!, 'link')).to.have.length(0);
    } finally {
      console.warn = warn;
    }
    expect(warnings).to.deep.equal([
      '<sg-cart-drawer>: configuration "#sg-config", section customerCarePhone: must be a telephone number (7 to 15 digits). Defaults are used there.',
    ]);
  });

  it('a refused change shows its key\'s message under the line; a checkout failure shows its key\'s over Checkout', async () => {
    const drawer = await openDrawer();
    faults.set('cartUpdate', { errorKey: '_ERR_PARTIAL_QUANTITY_LIMIT' });
    const line = $$(drawer, 'li[part="line"]')[0]!;
    const increase = byRole<HTMLButtonElement>(line, 'button', /^Increase quantity/);
    increase.click();
    await until(() => allByRole(line, 'alert').some((a) => a.textContent === expected('_ERR_PARTIAL_QUANTITY_LIMIT')), 'the line\'s message');

    faults.clear('cartUpdate');
    for (const key of ['_ERR_PAYMENT_TIMEOUT', '_ERR_GATEWAY_INVALID_RESPONSE', '_ERR_INVALID_PENDING_ORDER', 'NOT_IN_ANY_CATALOGUE']) {
      faults.set('checkoutInitiate', { errorKey: key });
      byRole<HTMLButtonElement>(drawer, 'button', 'Checkout').click();
      const text = key === 'NOT_IN_ANY_CATALOGUE' ? 'Something went wrong. Please refresh the page and try again.' : expected(key);
      await until(() => allByRole(drawer, 'alert').some((a) => a.textContent === text), `the alert of ${key}`, 8000);
      await until(() => cartView.value.status === 'ready' && byRole(drawer, 'button', 'Checkout').getAttribute('aria-disabled') !== 'true', 'Checkout again');
    }
  });

  it('the catalogue\'s texts load only once a cart error shows; if they cannot, the general message stands in', async () => {
    const asked: string[] = [];
    resetCartErrorTextsForTests(() => {
      asked.push('texts');
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    });
    const originalWarn = console.warn;
    const warnings: string[] = [];
    console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
    try {
      const drawer = await openDrawer();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(asked, 'nothing asked for a cart without errors').to.deep.equal([]);
      faults.set('cart', { errorKey: '_ERR_LIMITED_STOCK' });
      reloadCart();
      const general = ERROR_MESSAGES['_ERR_DEFAULT_KEY']!;
      await until(() => statuses(drawer).includes(general), 'the general message', 8000);
      expect(asked).to.deep.equal(['texts']);
      expect(warnings.filter((w) => w.includes('error messages could not load'))).to.have.length(1);
      expect($$(drawer, 'li[part="line"]').length).to.equal(3);
    } finally {
      console.warn = originalWarn;
    }
  });
});
