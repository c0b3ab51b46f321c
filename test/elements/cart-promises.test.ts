import '../helpers/setup';
import { expect } from '@open-wc/testing';
import '../../elements/sg-cart-drawer';
import { CART_IDS, EGIFT_CARD_NAME, resetCartStore } from '../../mocks/browser';
import { EGIFT_DELIVERY_HOURS, readyBy } from '../../machines/cart/business-hours.logic';
import { navigation } from '../../src/core/navigation';
import { removeCookie, setCookie } from '../../src/core/storage';
import { withReferenceApi } from '../helpers/api';
import { openDrawerWithCart, resetCartPage } from '../helpers/cart-page';
import { clearPageConfigs, writePageConfig } from '../helpers/page-config';
import { $$, expectNoAxeViolations } from '../helpers/dom';

/**
 * The drawer's promises against the reference API (issue 26, section 2): the e-gift card line's e-mail hours (8:00
 * AM to 7:00 PM Central time, within 2 hours), store pickup by the configuration's `businessHours`, and shipped
 * lines counted in days under the `sla2` flag of the `cncFeatures` cookie. The clock is the browser's own, so the
 * e-mail promise is checked against the rule for the instants around the render (the rule itself is tested with
 * fixed instants in test/machines/business-hours.test.ts); opening and closing at 0 and 24 make the pickup promise
 * the same at any hour.
 */

withReferenceApi();

const originalNavigation = { assign: navigation.assign, reload: navigation.reload };
const originalWarn = console.warn;
let warnings: string[] = [];
const SHOES = "Nike Air Zoom Pegasus 40 Men's Running Shoes";
const TENT = 'Coleman Sundome 4-Person Tent';
const ALL_DAY = { businessStartHours: 0, businessEndHours: 24, slaBusinessHours: 3, slaPreBusinessHours: 1, slaPostBusinessHours: 1 };

beforeEach(() => {
  resetCartPage();
  resetCartStore();
  clearPageConfigs();
  navigation.assign = () => {};
  navigation.reload = () => {};
  warnings = [];
  console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
});

afterEach(() => {
  console.warn = originalWarn;
  removeCookie('cncFeatures');
  clearPageConfigs();
  resetCartPage();
  Object.assign(navigation, originalNavigation);
});

const openDrawer = () => openDrawerWithCart(CART_IDS.promises, 3);

/** The fulfilment text of the line named `name`. */
function fulfilmentOf(drawer: Element, name: string): string {
  const line = $$(drawer, 'li[part="line"]').find((l) => l.querySelector('[part="line-name"]')?.textContent === name);
  if (!line) throw new Error(`No line named ${name}`);
  return line.querySelector('[part="line-fulfilment"]')?.textContent ?? '';
}

const emailPromise = (now: number) => {
  const ready = readyBy(now, EGIFT_DELIVERY_HOURS);
  return ready.kind === 'within' ? 'Delivered by email within 2 hours' : `Delivered by email ${ready.kind} by 10:00 AM CT`;
};

describe('<sg-cart-drawer>: e-mail hours, store pickup business hours, days under sla2', () => {
  it('promises the e-gift card by the e-mail hours, and keeps the API\'s dates for pickup and shipping by default', async () => {
    const before = Date.now();
    const drawer = await openDrawer();
    const after = Date.now();
    const egift = fulfilmentOf(drawer, EGIFT_CARD_NAME);
    expect([`Electronic delivery · ${emailPromise(before)}`, `Electronic delivery · ${emailPromise(after)}`]).to.include(egift);
    expect(fulfilmentOf(drawer, SHOES)).to.match(/^Store pickup at Houston Galleria, .+ · Ready [A-Z][a-z]{2} \d{2}$/);
    expect(fulfilmentOf(drawer, TENT)).to.match(/^Ship to home · Arrives [A-Z][a-z]{2} \d{2} – [A-Z][a-z]{2} \d{2}$/);
    await expectNoAxeViolations(drawer);
    expect(warnings).to.deep.equal([]);
  });

  it('promises store pickup by the configured business hours, and counts shipping in days with sla2', async () => {
    writePageConfig({ businessHours: ALL_DAY });
    setCookie('cncFeatures', 'paw|sla2');
    const drawer = await openDrawer();
    expect(fulfilmentOf(drawer, SHOES)).to.match(/^Store pickup at Houston Galleria, .+ · Ready within 3 hours$/);
    // The reference API's estimate is 3 to 5 days after the cart was made (a day more when Chicago's date is behind UTC's).
    expect(fulfilmentOf(drawer, TENT)).to.match(/^Ship to home · Arrives in [34]-[56] days$/);
    // The shoes' other ship mode says the same in its choice.
    const choices = [...$$(drawer, '[part="ship-modes"] label')].map((label) => label.textContent);
    expect(choices).to.have.length(2);
    expect(choices[0]).to.match(/Ready within 3 hours$/);
    expect(choices[1]).to.match(/^Ship to home · Arrives in [34]-[56] days$/);
    expect(warnings).to.deep.equal([]);
  });

  it('warns once about a wrong businessHours section and keeps the API\'s dates', async () => {
    writePageConfig({ businessHours: { ...ALL_DAY, businessStartHours: 30 } });
    const drawer = await openDrawer();
    expect(fulfilmentOf(drawer, SHOES)).to.match(/ · Ready [A-Z][a-z]{2} \d{2}$/);
    expect(warnings).to.deep.equal([
      '<sg-cart-drawer>: configuration "#sg-config", section businessHours: businessStartHours must be a number of hours from 0 to 24. Defaults are used there.',
    ]);
  });
});
