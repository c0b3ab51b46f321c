import '../helpers/setup';
import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/sg-account';
import '../../elements/sg-cart-drawer';
import '../../elements/sg-gift-card-balance';
import '../../elements/sg-header';
import '../../elements/sg-mini-cart';
import '../../elements/sg-search';
import '../../elements/sg-store-locator';
import '../../elements/sg-toasts';
import { CART_IDS, resetCartStore } from '../../mocks/browser';
import { captchaMessages } from '../../src/components/captcha/captcha.messages';
import { messageRef } from '../../src/core/messages';
import { removeCookie, setCookie } from '../../src/core/storage';
import { resetCartForTests } from '../../src/state/cart';
import { resetCartDrawerForTests } from '../../src/state/cart-drawer';
import { resetPageConfigForTests } from '../../src/state/config';
import { resetSddForTests } from '../../src/state/sdd';
import { refreshSession } from '../../src/state/session';
import { resetStoresForTests } from '../../src/state/stores';
import { dismissAllToasts, showToast } from '../../src/state/toasts';
import { resetAccountApi, resetAccountPage } from '../helpers/account';
import { faults, withReferenceApi } from '../helpers/api';
import { BUNDLES, SAME_IN_FRENCH } from '../helpers/catalogue';
import { setViewport } from '../helpers/commands';
import { accessibleName, allByRole, byRole, focused, headerRendered, rendered, typeInto, until } from '../helpers/dom';
import { englishLeft, englishMarkers, listFindings, overflowing, seenTexts } from '../helpers/locale-walk';

withReferenceApi();

const markers = englishMarkers(BUNDLES, SAME_IN_FRENCH);
const WIDTH = 320;
/** Parts that show the API's or the page's own words (product, store and search terms), not ours to translate. */
const API_TEXT = ['line-name', 'line-attributes', 'option', 'store', 'logo'].map((p) => `[part~="${p}"]`).join(', ');

/** No English and nothing overflowing at 320 px in `host`'s shadow trees, now. */
function expectFrench(host: Element, state: string) {
  const seen = seenTexts(host, API_TEXT);
  expect(seen.length, `${state}: texts found`).to.be.greaterThan(0);
  const english = englishLeft(seen, markers);
  expect(english, `${state}: English left\n${listFindings(english)}`).to.deep.equal([]);
  const cut = overflowing(seen, WIDTH);
  expect(cut, `${state}: text overflowing at ${WIDTH} px\n${listFindings(cut)}`).to.deep.equal([]);
}

describe('every element in fr-CA at 320 px: no English left, no text overflowing', () => {
  // The header's configuration: a French CMS's navigation, and nothing else (its defaults are the catalogue's).
  const config = document.createElement('script');
  before(() => {
    config.type = 'application/json';
    config.id = 'walk-config';
    config.textContent = JSON.stringify({
      nav: { l1: [{ title: 'Camping et randonnée', seo_url: '/c/camping', l2: [{ title: 'Tentes', seo_url: '/c/tentes' }] }] },
    });
    document.head.append(config);
    return setViewport({ width: WIDTH, height: 640 });
  });
  after(() => {
    config.remove();
    return setViewport({ width: 800, height: 600 });
  });
  beforeEach(() => document.documentElement.setAttribute('lang', 'fr-CA'));
  afterEach(async () => {
    document.documentElement.removeAttribute('lang');
    dismissAllToasts();
    resetCartDrawerForTests();
    resetCartForTests();
    resetCartStore();
    resetStoresForTests();
    resetSddForTests();
    localStorage.removeItem('sg_sdd_info');
    for (const name of ['WC_StLocId', 'WC_PERSISTENT', 'WC_OrdId']) removeCookie(name);
    refreshSession();
    resetPageConfigForTests();
    resetAccountApi();
    await resetAccountPage();
  });

  it('<sg-gift-card-balance>: the form, its field errors, a failure and a balance', async () => {
    const el = await rendered(await fixture(html`<sg-gift-card-balance captcha-provider="test"></sg-gift-card-balance>`));
    await until(() => allByRole(el, 'button', 'Vérifier le solde').length === 1, 'the French form');
    expectFrench(el, 'the form');
    allByRole(el, 'button', 'Vérifier le solde')[0]!.click();
    await until(() => el.shadowRoot!.textContent!.includes('Entrez le numéro'), 'the field errors');
    expectFrench(el, 'the field errors');
    const field = (name: string) => el.shadowRoot!.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    typeInto(field('giftCardNumber'), '6006491234567890');
    typeInto(field('giftCardPin'), '1234');
    el.shadowRoot!.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    faults.set('giftCardBalance', { status: 503 });
    allByRole(el, 'button', 'Vérifier le solde')[0]!.click();
    await until(() => allByRole(el, 'alert').some((a) => a.textContent!.trim()), 'the failure');
    expectFrench(el, 'a failure');
    faults.clear('giftCardBalance');
    // A security-check token is single use: tick it again.
    el.shadowRoot!.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    allByRole(el, 'button', 'Vérifier le solde')[0]!.click();
    await until(() => el.shadowRoot!.querySelector('[part="balance"]'), 'the balance');
    expectFrench(el, 'the balance');
  });

  it('<sg-toasts>: the region and a toast raised by a flow', async () => {
    const el = await rendered(await fixture(html`<sg-toasts></sg-toasts>`));
    showToast({ message: messageRef(captchaMessages, 'loadFailed'), variant: 'error' });
    await until(() => allByRole(el, 'alert')[0]?.textContent?.startsWith('La vérification'), 'the French toast');
    expectFrench(el, 'a toast');
  });
  it('<sg-mini-cart> and <sg-cart-drawer>: the button, the drawer with its lines, totals and Checkout', async function () {
    // Three surfaces in one walk (the mini cart, the drawer, the explainer over it), each loading its locale and its
    // chunk: WebKit under Xvfb on this 2-core machine took more than the suite's 15 s twice in a clean-clone run.
    this.timeout(30000);
    // A signed-in shopper's cart of 3 lines (the reference API's seeded order).
    setCookie('WC_PERSISTENT', '1');
    setCookie('WC_OrdId', CART_IDS.normal);
    refreshSession();
    const payLater = JSON.stringify({ threshold: 35, installments: { min: 2, max: 4 }, providers: [{ name: 'Klarna', enabled: true, max: 5000 }] });
    const wrapper = await fixture<HTMLDivElement>(html`<div><sg-mini-cart></sg-mini-cart><sg-cart-drawer pay-later=${payLater}></sg-cart-drawer></div>`);
    const mini = await rendered(wrapper.querySelector('sg-mini-cart')!);
    const drawer = await rendered(wrapper.querySelector('sg-cart-drawer')!) as HTMLElementTagNameMap['sg-cart-drawer'];
    await until(() => /articles? ajoutés? au panier|Aucun article/i.test(accessibleName(allByRole(mini, 'link')[0] ?? mini)), 'the French mini cart', 15000);
    expectFrench(mini, 'the mini cart');
    drawer.show();
    await until(() => drawer.shadowRoot!.querySelectorAll('li[part="line"]').length > 0, 'the lines', 8000);
    await until(() => drawer.shadowRoot!.querySelector('[part="checkout"]')?.textContent === 'Passer à la caisse', 'the French Checkout', 8000);
    // The drawer slides in: measured once it is in place.
    await new Promise((r) => setTimeout(r, 400));
    expectFrench(drawer, 'the drawer with lines');
    // The pay-later explainer over it.
    await until(() => allByRole(drawer, 'button', 'En savoir plus sur le paiement échelonné').length === 1, 'the French "Learn more"', 8000);
    byRole(drawer, 'button', 'En savoir plus sur le paiement échelonné').click();
    await until(() => drawer.shadowRoot!.querySelector<HTMLDialogElement>('[part="explainer"]')?.open, 'the explainer', 8000);
    await new Promise((r) => setTimeout(r, 400));
    expect(drawer.shadowRoot!.querySelector('[part="explainer-schedule"] h3')?.textContent).to.equal('Klarna\u00a0: 4 versements');
    expectFrench(drawer, 'the pay-later explainer');
  });

  it('<sg-search>: the box and its panel', async () => {
    const el = await rendered(await fixture(html`<sg-search></sg-search>`));
    const box = () => allByRole<HTMLInputElement>(el, 'combobox')[0];
    await until(() => box() && !/Search/.test(accessibleName(box()!)), 'the French combobox', 8000);
    expectFrench(el, 'the box');
    box()!.focus();
    box()!.click();
    await until(() => el.shadowRoot!.querySelector('[part~="group-label"]'), 'the panel', 8000);
    expectFrench(el, 'the panel');
  });

  it('<sg-store-locator>: the button, the flyout, the stores found', async () => {
    const el = await rendered(await fixture(html`<sg-store-locator></sg-store-locator>`));
    await until(() => allByRole(el, 'button', 'Trouver un magasin').length === 1, 'the French button', 8000);
    expectFrench(el, 'the button');
    allByRole(el, 'button', 'Trouver un magasin')[0]!.click();
    await until(() => allByRole(el, 'textbox', 'Code ZIP').length === 1, 'the French flyout', 8000);
    await new Promise((r) => setTimeout(r, 400));
    expectFrench(el, 'the flyout');
    typeInto(allByRole<HTMLInputElement>(el, 'textbox', 'Code ZIP')[0]!, '77056');
    allByRole(el, 'button', 'Rechercher')[0]!.click();
    await until(() => el.shadowRoot!.querySelectorAll('[part="store"]').length > 0, 'the stores', 8000);
    expectFrench(el, 'the stores found');
  });

  it('<sg-account>: the button and the sign-in flyout', async () => {
    const el = await rendered(await fixture(html`<sg-account captcha-provider="test"></sg-account>`));
    await until(() => allByRole(el, 'button', 'Se connecter').length === 1, 'the French button', 8000);
    expectFrench(el, 'the button');
    allByRole(el, 'button', 'Se connecter')[0]!.click();
    await until(() => allByRole(el, 'textbox', 'Courriel').length === 1 && focused() === allByRole(el, 'textbox', 'Courriel')[0], 'the sign-in screen', 8000);
    await new Promise((r) => setTimeout(r, 400));
    expectFrench(el, 'the sign-in screen');
  });

  it('<sg-header>: the bar and the menu dialog', async () => {
    const el = await headerRendered(await fixture(html`<sg-header config-id="walk-config"></sg-header>`));
    await until(() => allByRole(el, 'button', 'Menu').length === 1, 'the menu button', 8000);
    expectFrench(el, 'the bar');
    allByRole(el, 'button', 'Menu')[0]!.click();
    await until(() => allByRole(el, 'button', 'Fermer le menu').length === 1, 'the French menu dialog', 8000);
    await new Promise((r) => setTimeout(r, 500));
    expectFrench(el, 'the menu dialog');
  });
});
