import '../helpers/setup';
import { expect } from '@open-wc/testing';
import '../../elements/sg-cart-drawer';
import { CART_IDS, resetCartStore } from '../../mocks/browser';
import { setPickupPersonChunkForTests } from '../../src/components/cart/CartDrawerBody';
import { deepActiveElement } from '../../src/components/shared/dom';
import { navigation } from '../../src/core/navigation';
import { removeCookie, setCookie } from '../../src/core/storage';
import { resetPageConfigForTests } from '../../src/state/config';
import { resetPickupPersonForTests } from '../../src/state/pickup-person';
import { call, faults, withReferenceApi } from '../helpers/api';
import { openDrawerWithCart, resetCartPage } from '../helpers/cart-page';
import { setViewport } from '../helpers/commands';
import { $, $$, allByRole, byRole, expectNoAxeViolations, typeInto, until } from '../helpers/dom';
import { clearPageConfigs, writePageConfig } from '../helpers/page-config';

/**
 * The alternate pickup person in <sg-cart-drawer> (issue 26, section 2; spec section 6: "Alternate pickup via global
 * flag or cookie"), against the reference API (GET|PUT|DELETE /cart/{orderId}/pickupPerson): the shopper names
 * someone else to collect the store pickup and ship-to-store items.
 */

withReferenceApi();

const originalNavigation = { assign: navigation.assign, reload: navigation.reload };

beforeEach(() => {
  resetCartPage();
  resetCartStore();
  navigation.assign = () => {};
  navigation.reload = () => {};
});

afterEach(async () => {
  faults.clear();
  removeCookie('cncFeatures');
  clearPageConfigs();
  resetPageConfigForTests();
  resetCartPage();
  Object.assign(navigation, originalNavigation);
  await setViewport({ width: 1280, height: 800 });
});

async function openDrawer(orderId: string = CART_IDS.normal, lineCount = 3, flags = 'altPickup') {
  if (flags) setCookie('cncFeatures', flags);
  return openDrawerWithCart(orderId, lineCount);
}

const section = (drawer: Element) => byRole(drawer, 'region', 'Pickup person');
/** Whether the section shows `text` (false while it is not there yet). */
const says = (drawer: Element, text: string) => allByRole(drawer, 'region', 'Pickup person')[0]?.textContent?.includes(text) ?? false;
/** Whether focus is on the section's field or button named `name` (false while it is not there yet). */
const focusOn = (drawer: Element, role: 'textbox' | 'button', name: string) => {
  const found = allByRole(drawer, role, name);
  return found.length === 1 && deepActiveElement() === found[0];
};
const sectionShown = (drawer: Element) => until(() => drawer.shadowRoot!.querySelector('[part="pickup-person-edit"]'), 'the pickup person', 8000);
/** The drawer's polite live region, without the no-break space it alternates so a repeated text is read again. */
const live = (drawer: Element) => $(drawer, '[part="live"]').textContent!.replace(/\u00a0$/, '');
const field = (drawer: Element, name: string) => byRole<HTMLInputElement>(section(drawer), 'textbox', name);
const alertText = (drawer: Element) => drawer.shadowRoot!.querySelector('[part="pickup-person"] > [role="alert"]')?.textContent ?? null;

function fill(drawer: Element, values: { first: string; last: string; email: string; phone: string }) {
  typeInto(field(drawer, 'First name'), values.first);
  typeInto(field(drawer, 'Last name'), values.last);
  typeInto(field(drawer, 'Email'), values.email);
  typeInto(field(drawer, 'Mobile phone'), values.phone);
}

const JANE = { first: 'Jane', last: 'Doe', email: 'jane@example.com', phone: '713.555.0123' };

describe('<sg-cart-drawer>: the alternate pickup person', () => {
  it('names someone else: the form checks each field, saves, says who picks up, and keeps it for the order', async function () {
    this.timeout(30000);
    const drawer = await openDrawer();
    await sectionShown(drawer);
    expect(section(drawer).textContent).to.contain('You’ll pick up the store items in this order.');
    const add = byRole(section(drawer), 'button', 'Add a pickup person');
    expect(add.getAttribute('aria-expanded')).to.equal('false');
    add.click();
    await until(() => focusOn(drawer, 'textbox', 'First name'), 'focus in the form');
    expect(byRole(section(drawer), 'form', 'Pickup person').getAttribute('aria-describedby')).to.be.a('string');
    await expectNoAxeViolations(drawer);

    // Nothing valid: every field says why, focus goes to the first, nothing is sent.
    fill(drawer, { first: 'J4ne', last: '', email: 'jane@', phone: '555-0123' });
    byRole(section(drawer), 'button', 'Save pickup person').click();
    await until(() => field(drawer, 'First name').getAttribute('aria-invalid') === 'true', 'the errors');
    const described = (name: string) => section(drawer).querySelector(`#${field(drawer, name).getAttribute('aria-describedby')}`)!.textContent;
    expect(described('First name')).to.equal('A first name can only contain letters.');
    expect(described('Last name')).to.equal('Enter their last name.');
    expect(described('Email')).to.equal('Enter a valid email address, like name@example.com.');
    expect(described('Mobile phone')).to.equal('Enter a 10-digit phone number, like (713) 555-0123.');
    expect(deepActiveElement()).to.equal(field(drawer, 'First name'));
    expect((await call<{ pickupPerson: unknown }>(`/api/cart/${CART_IDS.normal}/pickupPerson`)).body).to.deep.equal({ pickupPerson: null });
    await expectNoAxeViolations(drawer);

    fill(drawer, JANE);
    byRole(section(drawer), 'button', 'Save pickup person').click();
    await until(() => says(drawer, 'Jane Doe will pick up the store items in this order.'), 'the saved person', 8000);
    expect(section(drawer).textContent).to.contain('jane@example.com');
    expect(section(drawer).textContent).to.contain('(713) 555-0123');
    await until(() => live(drawer) === 'Jane Doe will pick up the store items', 'the save announced');
    expect(deepActiveElement()).to.equal(byRole(section(drawer), 'button', 'Change pickup person'));
    expect((await call<{ pickupPerson: unknown }>(`/api/cart/${CART_IDS.normal}/pickupPerson`)).body).to.deep.equal({
      pickupPerson: { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', phone: '7135550123' },
    });
    await expectNoAxeViolations(drawer);

    // A fresh page: the order's person comes from the API; Change opens the form with their details.
    drawer.remove();
    resetCartPage();
    const again = await openDrawer();
    await until(() => says(again, 'Jane Doe will pick up'), 'the person loaded', 8000);
    byRole(section(again), 'button', 'Change pickup person').click();
    await until(() => focusOn(again, 'textbox', 'First name'), 'the form');
    expect(field(again, 'First name').value).to.equal('Jane');
    expect(field(again, 'Mobile phone').value).to.equal('(713) 555-0123');
    // Cancel: the form closes, focus back on Change.
    byRole(section(again), 'button', 'Cancel').click();
    await until(() => focusOn(again, 'button', 'Change pickup person'), 'focus back on Change');
  });

  it('"I’ll pick up" takes the person off the order; a failed change says so and keeps them', async function () {
    this.timeout(30000);
    await call(`/api/cart/${CART_IDS.normal}/pickupPerson`, {
      method: 'PUT',
      body: { firstName: 'Zoë', lastName: 'Ng', email: 'zoe@example.com', phone: '2125550100' },
    });
    const drawer = await openDrawer();
    await until(() => says(drawer, 'Zoë Ng will pick up'), 'the person loaded', 8000);

    faults.set('pickupPersonRemove', { status: 503 });
    byRole(section(drawer), 'button', 'I’ll pick up').click();
    await until(() => alertText(drawer) === 'We couldn’t change the pickup person. Please try again.', 'the failed removal', 8000);
    expect(section(drawer).textContent).to.contain('Zoë Ng will pick up');

    faults.clear('pickupPersonRemove');
    byRole(section(drawer), 'button', 'I’ll pick up').click();
    await until(() => says(drawer, 'You’ll pick up the store items in this order.'), 'back to the shopper', 8000);
    expect(alertText(drawer)).to.equal('');
    await until(() => live(drawer) === 'You’ll pick up the store items', 'the removal announced');
    expect(deepActiveElement()).to.equal(byRole(section(drawer), 'button', 'Add a pickup person'));
  });

  it('a failed save keeps what was typed; a failed load has Try again', async function () {
    this.timeout(30000);
    faults.set('pickupPerson', { status: 500 });
    const drawer = await openDrawer();
    await until(() => alertText(drawer) === 'We couldn’t load the pickup person. Please try again.', 'the failed load', 8000);
    faults.clear('pickupPerson');
    byRole(section(drawer), 'button', 'Try again').click();
    await sectionShown(drawer);
    expect(alertText(drawer)).to.equal('');

    faults.set('pickupPersonSave', { malformed: true });
    byRole(section(drawer), 'button', 'Add a pickup person').click();
    await until(() => focusOn(drawer, 'textbox', 'First name'), 'the form');
    fill(drawer, JANE);
    byRole(section(drawer), 'button', 'Save pickup person').click();
    await until(() => alertText(drawer) === 'We couldn’t save the pickup person. Please try again.', 'the failed save', 8000);
    expect(field(drawer, 'Email').value).to.equal('jane@example.com');
    expect(field(drawer, 'Mobile phone').value).to.equal('713.555.0123');
    await expectNoAxeViolations(drawer);
  });

  it('a section whose chunk does not load says so, with Try again that loads it', async function () {
    this.timeout(30000);
    setPickupPersonChunkForTests(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    try {
      const drawer = await openDrawer();
      const failed = 'The pickup person didn’t load. Check your connection and try again.';
      await until(() => allByRole(drawer, 'alert').some((alert) => alert.textContent === failed), 'the message', 8000);
      setPickupPersonChunkForTests();
      const retry = allByRole(drawer, 'button', 'Try again');
      expect(retry).to.have.length(1);
      retry[0]!.click();
      await sectionShown(drawer);
      expect(allByRole(drawer, 'alert').some((alert) => alert.textContent === failed)).to.equal(false);
    } finally {
      setPickupPersonChunkForTests();
    }
  });

  it('is switched on by the configuration too, reflows at 320 px, and shows only for store-collected lines', async function () {
    this.timeout(30000);
    await setViewport({ width: 320, height: 640 });
    writePageConfig({ alternatePickup: true });
    const drawer = await openDrawer(CART_IDS.normal, 3, '');
    await sectionShown(drawer);
    byRole(section(drawer), 'button', 'Add a pickup person').click();
    await until(() => focusOn(drawer, 'textbox', 'First name'), 'the form');
    const panel = $(drawer, '[part="panel"]');
    expect(panel.scrollWidth).to.be.at.most(panel.clientWidth + 1);
    await expectNoAxeViolations(drawer);
    drawer.remove();
    resetCartPage();
    resetPickupPersonForTests();

    // Only ship-to-home lines: nothing to collect, no section (and no call).
    const shipped = await openDrawer(CART_IDS.paymentInstruction, 2, 'altPickup');
    await until(() => $$(shipped, 'li[part="line"]').length === 2, 'the lines');
    expect(shipped.shadowRoot!.querySelector('[part="pickup-person"]')).to.equal(null);
    shipped.remove();
    resetCartPage();
    clearPageConfigs();
    resetPageConfigForTests();

    // Neither switch: no section.
    const plain = await openDrawer(CART_IDS.normal, 3, 'paw|sla2');
    await until(() => plain.shadowRoot!.querySelector('[part="totals"]'), 'the totals');
    expect(plain.shadowRoot!.querySelector('[part="pickup-person"]')).to.equal(null);
  });

  it('speaks the page\'s language: fr-CA heading, fields, errors and announcement', async function () {
    this.timeout(30000);
    const lang = document.documentElement.lang;
    document.documentElement.lang = 'fr-CA';
    try {
      const drawer = await openDrawer();
      await until(() => allByRole(drawer, 'button', 'Ajouter une personne pour la cueillette').length === 1, 'the French section', 8000);
      expect(allByRole(drawer, 'region', 'Personne qui fera la cueillette')).to.have.length(1);
      byRole(drawer, 'button', 'Ajouter une personne pour la cueillette').click();
      await until(() => focusOn(drawer, 'textbox', 'Prénom'), 'the French form');
      byRole(drawer, 'button', 'Enregistrer la personne').click();
      await until(() => byRole(drawer, 'textbox', 'Courriel').getAttribute('aria-invalid') === 'true', 'the errors');
      expect(drawer.shadowRoot!.querySelector('[part="pickup-person-form"]')!.textContent).to.contain('Entrez son adresse courriel.');
      typeInto(byRole(drawer, 'textbox', 'Prénom'), 'Zoë');
      typeInto(byRole(drawer, 'textbox', 'Nom'), 'Tremblay');
      typeInto(byRole(drawer, 'textbox', 'Courriel'), 'zoe@example.com');
      typeInto(byRole(drawer, 'textbox', 'Téléphone mobile'), '514 555 0199');
      byRole(drawer, 'button', 'Enregistrer la personne').click();
      await until(() => live(drawer) === 'Zoë Tremblay fera la cueillette des articles en magasin', 'the French announcement', 8000);
    } finally {
      document.documentElement.lang = lang;
    }
  });

  it('warns once about a configuration value that is not true or false, and stays off', async function () {
    this.timeout(30000);
    writePageConfig({ alternatePickup: 'yes' });
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      const drawer = await openDrawer(CART_IDS.normal, 3, '');
      await until(() => drawer.shadowRoot!.querySelector('[part="totals"]'), 'the totals');
      expect(drawer.shadowRoot!.querySelector('[part="pickup-person"]')).to.equal(null);
    } finally {
      console.warn = warn;
    }
    expect(warnings.filter((w) => w.includes('alternatePickup'))).to.deep.equal([
      '<sg-cart-drawer>: configuration "#sg-config", section alternatePickup: must be true or false. Defaults are used there.',
    ]);
  });
});
