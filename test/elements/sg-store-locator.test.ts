import '../helpers/setup';
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '../helpers/commands';
import '../../elements/sg-store-locator';
import '../../elements/sg-mini-cart';
// Loaded by the locator after its first paint; imported up front so that its page-level listeners exist before the
// first test's leak check starts.
import '../../src/state/sdd';
import '../../src/components/store-locator/StoreFlyoutBody';
import type { SgStoreLocator } from '../../elements/sg-store-locator';
import { getSddInfo, setSddZip } from '../../elements/sg-store-locator';
import { CART_IDS, MARKUP_STORE_NAME, resetCartStore, resetStoreCalls, storeCalls, storeSearchZip250 } from '../../mocks/browser';
import { removeCookie, setCookie, getCookie } from '../../src/core/storage';
import { resetCartForTests } from '../../src/state/cart';
import { resetSddForTests } from '../../src/state/sdd';
import { resetStoresForTests } from '../../src/state/stores';
import { refreshSession } from '../../src/state/session';
import { faults, withReferenceApi } from '../helpers/api';
import { $, $$, allByRole, accessibleName, byRole, expectNoAxeViolations, focused, rendered, typeInto, until } from '../helpers/dom';

withReferenceApi();

// Wednesday 2026-11-18, 21:59:00 UTC = 15:59 in Houston (-06:00): the contract's example, one minute before the cutoff.
const BEFORE_CUTOFF = Date.UTC(2026, 10, 18, 21, 59, 0);
const realNow = Date.now;
const at = (ms: number) => {
  Date.now = () => ms;
};

const COOKIES = ['WC_StLocId', 'WC_StZip_Selected', 'WC_PERSISTENT', 'WC_OrdId', 'geoLocatedZipCode', 'akLocatedZipCode', 'defaultAddressZipcode'];

beforeEach(() => {
  at(BEFORE_CUTOFF);
  resetStoresForTests();
  resetSddForTests();
  resetStoreCalls();
  localStorage.removeItem('sg_sdd_info');
});
afterEach(() => {
  Date.now = realNow;
  for (const name of COOKIES) removeCookie(name);
  resetStoresForTests();
  resetSddForTests();
  resetCartForTests();
  localStorage.removeItem('sg_sdd_info');
});

const button = (el: Element) => byRole<HTMLButtonElement>(el, 'button', /^(My store|Find a store)/);
const dialog = (el: Element) => $<HTMLDialogElement>(el, 'dialog');
const zipField = (el: Element) => byRole<HTMLInputElement>(el, 'textbox', 'ZIP code');
/** A part's text, or undefined while it is not rendered. */
const text = (el: Element, part: string) => el.shadowRoot!.querySelector(`[part="${part}"]`)?.textContent ?? undefined;

async function mount(markup = html`<sg-store-locator></sg-store-locator>`) {
  return rendered(await fixture<SgStoreLocator>(markup));
}

/** Opens the flyout from the button and waits for its body (the ZIP field has focus then). */
async function openFlyout(el: SgStoreLocator) {
  button(el).focus();
  button(el).click();
  await until(() => dialog(el).open, 'the dialog opens');
  await until(() => el.shadowRoot!.querySelector('[part="zip-input"]') && focused() === zipField(el), 'the ZIP field has focus', 8000);
}

async function searchZip(el: SgStoreLocator, zip: string) {
  typeInto(zipField(el), zip);
  byRole(el, 'button', 'Search').click();
}

describe('<sg-store-locator>', () => {
  it('without a store: a "Find a store" button, no request, and no axe violation', async () => {
    const el = await mount();
    expect(accessibleName(button(el))).to.equal('Find a store');
    expect(storeCalls('store')).to.have.length(0);
    await expectNoAxeViolations(el);
  });

  it('with WC_StLocId: "My store: Houston Galleria, Open, 9:00 AM - 9:00 PM" in store time, from GET /stores/{id}', async () => {
    setCookie('WC_StLocId', '1024');
    const el = await mount();
    await until(() => accessibleName(button(el)).startsWith('My store'), 'the store loads');
    expect(accessibleName(button(el))).to.equal('My store: Houston Galleria, Open, 9:00 AM - 9:00 PM');
    expect($(el, '[part="store-name"]').textContent).to.equal('Houston Galleria');
    expect(storeCalls('store').map((c) => new URL(c.url).pathname)).to.deep.equal(['/api/stores/1024']);
    // Its visible words are in its name, in order (axe label-content-name-mismatch; issue 21.6: the spans' words ran
    // together, "GalleriaOpen9:00 AM").
    expect(button(el).textContent).to.equal('My store: Houston Galleria Open 9:00 AM - 9:00 PM');
    await expectNoAxeViolations(el);
    // 21:00 in Houston: closed now, today's hours still shown.
    resetStoresForTests();
    at(Date.UTC(2026, 10, 19, 3, 0, 0));
    const late = await mount();
    await until(() => accessibleName(button(late)).startsWith('My store'), 'the store loads');
    expect(accessibleName(button(late))).to.equal('My store: Houston Galleria, Closed, 9:00 AM - 9:00 PM');
  });

  it('an unknown store id or a failed call: "Find a store", nothing thrown', async () => {
    setCookie('WC_StLocId', '999999');
    const unknown = await mount();
    await until(() => storeCalls('store').length === 1, 'the request');
    await until(() => accessibleName(button(unknown)) === 'Find a store', 'stays Find a store');
    resetStoresForTests();
    setCookie('WC_StLocId', '1024');
    faults.set('store', { status: 503 });
    const failed = await mount();
    await until(() => storeCalls('store').length === 2, 'the second request');
    await new Promise((r) => setTimeout(r, 50));
    expect(accessibleName(button(failed))).to.equal('Find a store');
  });

  it('the flyout: modal dialog "Find a store", focus to the ZIP field, Escape closes and focus returns to the button', async () => {
    const el = await mount();
    await openFlyout(el);
    expect(accessibleName(dialog(el))).to.equal('Find a store');
    expect(zipField(el).getAttribute('inputmode')).to.equal('numeric');
    await expectNoAxeViolations(el);
    await sendKeys({ press: 'Escape' });
    await until(() => !dialog(el).open, 'the dialog closes');
    await until(() => focused() === button(el), 'focus returns to the button');
  });

  it('a ZIP search lists the stores nearest first, with distance, status, hours and services; the count is announced', async () => {
    const el = await mount();
    await openFlyout(el);
    await searchZip(el, '77056-1234');
    await until(() => text(el, 'live')?.includes('stores near 77056'), 'the results', 8000);
    const geocode = storeCalls('geocode').map((c) => new URL(c.url).searchParams.get('zip'));
    expect(geocode).to.deep.equal(['77056']);
    const search = new URL(storeCalls('stores')[0]!.url);
    expect(search.searchParams.get('rad')).to.equal('250');
    expect(search.searchParams.get('flyout')).to.equal('true');
    const cards = $$(el, '[part="store"]');
    expect(cards.length).to.be.greaterThan(2);
    const galleria = cards.find((c) => c.querySelector('h3')?.textContent === 'Houston Galleria')!;
    expect(galleria.textContent).to.match(/\d+\.\d mi · Open · 9:00 AM - 9:00 PM/);
    expect(galleria.textContent).to.contain('Store pickup');
    expect(byRole(el, 'button', 'Make this my store: Houston Galleria').tagName).to.equal('BUTTON');
    await expectNoAxeViolations(el);
  });

  it('an invalid ZIP is refused on the field without a request', async () => {
    const el = await mount();
    await openFlyout(el);
    for (const zip of ['1234', 'K1A0B1']) {
      await searchZip(el, zip);
      await until(() => zipField(el).getAttribute('aria-invalid') === 'true', 'the field is marked');
      const message = el.shadowRoot!.getElementById(zipField(el).getAttribute('aria-describedby')!);
      expect(message?.textContent).to.equal('Enter a valid 5-digit US ZIP code.');
    }
    expect(storeCalls()).to.have.length(0);
  });

  it('"Make this my store": cookies, sg-store-change once, every locator agrees, the shopper\'s store marked in text', async () => {
    const [first, second] = [await mount(), await mount(html`<sg-store-locator></sg-store-locator>`)];
    await openFlyout(first);
    await searchZip(first, '77056');
    await until(() => allByRole(first, 'button', /^Make this my store/).length > 0, 'results', 8000);
    const changes: CustomEvent[] = [];
    const onChange = (e: Event) => changes.push(e as CustomEvent);
    document.addEventListener('sg-store-change', onChange);
    const event = oneEvent(first, 'sg-store-change');
    byRole(first, 'button', 'Make this my store: Houston Galleria').click();
    try {
      expect((await event).detail).to.deep.equal({ storeId: '1024', zip: '77056', name: 'Houston Galleria' });
    } finally {
      document.removeEventListener('sg-store-change', onChange);
    }
    expect(getCookie('WC_StLocId')).to.equal('1024');
    expect(getCookie('WC_StZip_Selected')).to.equal('77056');
    await until(() => accessibleName(button(second)).startsWith('My store: Houston Galleria'), 'the other locator agrees');
    await until(() => text(first, 'current-store') === 'Your store', 'marked in text');
    expect(focused()?.getAttribute('part')).to.equal('current-store');
    expect(changes).to.have.length(1);
  });

  it('a mini cart on the page reloads once, 1 s after the store change, with the new storeZipCode', async () => {
    setCookie('WC_PERSISTENT', '1');
    setCookie('WC_OrdId', CART_IDS.normal);
    refreshSession();
    resetCartStore();
    const urls: string[] = [];
    const original = window.fetch;
    window.fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/api/cart/5001')) urls.push(url);
      return original(input, init);
    };
    try {
      const page = await fixture(html`<div><sg-mini-cart></sg-mini-cart><sg-store-locator></sg-store-locator></div>`);
      const el = page.querySelector('sg-store-locator')!;
      await rendered(el);
      await until(() => urls.length === 1, 'the first cart load');
      await openFlyout(el);
      await searchZip(el, '77056');
      await until(() => allByRole(el, 'button', /^Make this my store/).length > 0, 'results', 8000);
      byRole(el, 'button', 'Make this my store: Houston Galleria').click();
      await new Promise((r) => setTimeout(r, 600));
      expect(urls).to.have.length(1);
      await until(() => urls.length === 2, 'the reload', 3000);
      expect(new URL(urls[1]!, location.href).searchParams.get('storeZipCode')).to.equal('77056');
      await new Promise((r) => setTimeout(r, 1200));
      expect(urls).to.have.length(2);
    } finally {
      window.fetch = original;
    }
  });

  it('"Use my location": granted searches at the position; denied shows a message about location access and the ZIP search still works', async () => {
    const geo = navigator.geolocation;
    let answer: 'granted' | 'denied' = 'granted';
    const fake = {
      getCurrentPosition(ok: PositionCallback, fail?: PositionErrorCallback | null) {
        setTimeout(() => {
          if (answer === 'granted') ok({ coords: { latitude: 32.8, longitude: -96.8 } } as GeolocationPosition);
          else fail?.({ code: 1, message: 'denied' } as GeolocationPositionError);
        }, 10);
      },
    };
    Object.defineProperty(navigator, 'geolocation', { value: fake, configurable: true });
    try {
      const el = await mount();
      await openFlyout(el);
      byRole(el, 'button', 'Use my location').click();
      await until(() => text(el, 'live')?.includes('near your location'), 'results near the position', 8000);
      expect(new URL(storeCalls('stores')[0]!.url).searchParams.get('lat')).to.equal('32.8');
      // The position is also a BROWSER_LOCATION update: reverse geocoded, its ZIP kept in geoLocatedZipCode.
      await until(() => getCookie('geoLocatedZipCode'), 'the reverse-geocoded ZIP', 8000);
      answer = 'denied';
      byRole(el, 'button', 'Use my location').click();
      await until(() => text(el, 'alert')?.includes('Location access'), 'the message');
      await searchZip(el, '77056');
      await until(() => text(el, 'live')?.includes('stores near 77056'), 'the ZIP search still works', 8000);
    } finally {
      Object.defineProperty(navigator, 'geolocation', { value: geo, configurable: true });
    }
  });

  it('store search faults: 5xx, network, malformed body give a message; nothing is thrown', async () => {
    const el = await mount();
    await openFlyout(el);
    for (const fault of [{ status: 503 }, { networkError: true }, { malformed: true }]) {
      faults.set('stores', fault);
      await searchZip(el, '77056');
      await until(() => text(el, 'alert') === "We couldn't load stores right now. Please try again.", JSON.stringify(fault), 8000);
    }
    faults.set('geocode', { status: 500 });
    await searchZip(el, '77057');
    await until(() => text(el, 'alert') === 'Geocode failed or no results', 'geocode failure', 8000);
  });

  it('markup in a store name is shown as text', async () => {
    const el = await mount();
    await openFlyout(el);
    await searchZip(el, '78704');
    await until(() => $$(el, '[part="store"] h3').some((h) => h.textContent === MARKUP_STORE_NAME), 'the store with markup', 8000);
    expect(el.shadowRoot!.querySelector('[part="store"] b')).to.equal(null);
  });

  it('250+ stores: the first 20, then 20 more on each "Show more stores" (focus to the first store added) until every store is listed', async () => {
    const el = await mount();
    await openFlyout(el);
    await searchZip(el, storeSearchZip250);
    await until(() => /^\d+ stores near 80202$/.test(text(el, 'live') ?? ''), 'the results', 8000);
    const total = Number(/^(\d+)/.exec(text(el, 'live')!)![1]);
    expect(total).to.be.at.least(250);
    expect($$(el, '[part="store"]').length).to.equal(20);
    const more = byRole(el, 'button', 'Show more stores');
    expect(el.shadowRoot!.getElementById(more.getAttribute('aria-describedby')!)?.textContent).to.equal(`Showing 20 of ${total} stores`);
    more.click();
    await until(() => $$(el, '[part="store"]').length === 40, '40 stores');
    await until(() => focused() === $$(el, '[part="store"] h3')[20], 'focus on the 21st store');
    // (By part from here: role queries over hundreds of stores are slow.)
    for (let more_ = $(el, '[part="show-more"]'); more_; more_ = el.shadowRoot!.querySelector<HTMLElement>('[part="show-more"]')!) {
      const before = $$(el, '[part="store"]').length;
      more_.click();
      await until(() => $$(el, '[part="store"]').length > before, 'more stores');
    }
    expect($$(el, '[part="store"]').length).to.equal(total);
  });

  it('delivery ZIP (MANUAL): "Get it today from Houston Galleria" before 16:00 store time, sg-sdd-change once, sg_sdd_info saved', async () => {
    const el = await mount();
    await openFlyout(el);
    const changes: CustomEvent[] = [];
    const onChange = (e: Event) => changes.push(e as CustomEvent);
    document.addEventListener('sg-sdd-change', onChange);
    try {
      typeInto(byRole<HTMLInputElement>(el, 'textbox', 'Delivery ZIP code'), '77056');
      byRole(el, 'button', 'Check').click();
      await until(() => text(el, 'delivery-label') === 'Get it today from Houston Galleria', 'SDD', 8000);
      expect(changes).to.have.length(1);
      expect(changes[0]!.detail).to.deep.equal({ zip: '77056', storeId: '1024', storeName: 'Houston Galleria', label: 'SDD', priority: 5, city: '', state: '' });
      const stored = JSON.parse(localStorage.getItem('sg_sdd_info')!);
      expect(stored).to.deep.include({ sddZipCode: '77056', sddStoreId: '1024', priority: 5, latitude: 29.74, longitude: -95.46 });
      expect(getSddInfo()?.sddStoreId).to.equal('1024');
      // The same ZIP within the TTL: unchanged, no request.
      const before = storeCalls().length;
      expect((await setSddZip('77056', 'MANUAL')).outcome).to.equal('unchanged');
      expect(storeCalls().length).to.equal(before);
      // A lower priority is refused without a request.
      expect((await setSddZip('75201', 'AKAMAI')).outcome).to.equal('refused');
      expect(storeCalls().length).to.equal(before);
    } finally {
      document.removeEventListener('sg-sdd-change', onChange);
    }
  });

  it('delivery ZIP at 16:00:00 store time: "Get it tomorrow from Houston Galleria"; invalid ZIP refused on the field', async () => {
    at(Date.UTC(2026, 10, 18, 22, 0, 0));
    const el = await mount();
    await openFlyout(el);
    const field = byRole<HTMLInputElement>(el, 'textbox', 'Delivery ZIP code');
    typeInto(field, '7705');
    byRole(el, 'button', 'Check').click();
    await until(() => field.getAttribute('aria-invalid') === 'true', 'the field is marked');
    expect(storeCalls()).to.have.length(0);
    typeInto(field, '77056');
    byRole(el, 'button', 'Check').click();
    await until(() => text(el, 'delivery-label') === 'Get it tomorrow from Houston Galleria', 'NDD', 8000);
  });

  it('on load, the ZIP cookies feed the rules: defaultAddressZipcode (SHIPPING_ZIP_CODE) wins, AKAMAI costs no request', async () => {
    setCookie('defaultAddressZipcode', '77056');
    setCookie('akLocatedZipCode', '75201');
    await mount();
    await until(() => localStorage.getItem('sg_sdd_info'), 'the info is saved', 8000);
    await until(() => storeCalls('city').length === 1, 'the city lookup for SHIPPING_ZIP_CODE', 8000);
    const info = JSON.parse(localStorage.getItem('sg_sdd_info')!);
    expect(info).to.deep.include({ sddZipCode: '77056', priority: 4, sddCity: 'Houston', sddState: 'TX' });
    expect(storeCalls('geocode').map((c) => new URL(c.url).searchParams.get('zip'))).to.deep.equal(['77056']);
  });

  it('button="false": no button; show() opens the flyout; a header\'s store button (sg-store-open) opens it instead of the stores page', async () => {
    const el = await mount(html`<sg-store-locator button="false"></sg-store-locator>`);
    expect(el.shadowRoot!.querySelector('[part="button"]')).to.equal(null);
    el.show();
    await until(() => dialog(el).open, 'show() opens');
    el.close();
    await until(() => !dialog(el).open, 'close() closes');
    const opener = document.createElement('button');
    document.body.append(opener);
    try {
      const event = new CustomEvent('sg-store-open', { bubbles: true, composed: true, cancelable: true, detail: { url: '/stores' } });
      opener.dispatchEvent(event);
      expect(event.defaultPrevented).to.equal(true);
      await until(() => dialog(el).open, 'the header opens it');
    } finally {
      el.close();
      opener.remove();
    }
  });

  it('an invalid sdd-cutoff or sdd-ttl-minutes gives one warning and the default', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      await mount(html`<sg-store-locator sdd-cutoff="4pm" sdd-ttl-minutes="0"></sg-store-locator>`);
    } finally {
      console.warn = warn;
    }
    expect(warnings.filter((w) => w.includes('sdd-cutoff'))).to.have.length(1);
    expect(warnings.filter((w) => w.includes('sdd-ttl-minutes'))).to.have.length(1);
  });

  it('storage: a corrupt sg_sdd_info reads as none and is removed; full or disabled storage keeps the info for the page', async () => {
    localStorage.setItem('sg_sdd_info', '{not json');
    expect(getSddInfo()).to.equal(null);
    expect(localStorage.getItem('sg_sdd_info')).to.equal(null);
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      const el = await mount();
      await openFlyout(el);
      typeInto(byRole<HTMLInputElement>(el, 'textbox', 'Delivery ZIP code'), '77056');
      byRole(el, 'button', 'Check').click();
      await until(() => text(el, 'delivery-label') === 'Get it today from Houston Galleria', 'shown from memory', 8000);
      expect(localStorage.getItem('sg_sdd_info')).to.equal(null);
      expect((await setSddZip('77056', 'MANUAL')).outcome).to.equal('unchanged');
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });

  it('removed while its search is on the way: no error, and nothing left behind (the global leak check)', async () => {
    faults.set('stores', { latencyMs: 1500 });
    const el = await mount();
    await openFlyout(el);
    await searchZip(el, '77056');
    await until(() => text(el, 'live') === 'Searching for stores…', 'searching');
    el.remove();
    await new Promise((r) => setTimeout(r, 50));
    expect(el.shadowRoot!.querySelector('[part="results"]')).to.equal(null);
  });

  it('stored info older than sdd-ttl-minutes is refetched on load with its ZIP and priority; fresh info is not', async () => {
    const info = {
      sddZipCode: '77056',
      sddStoreId: '1024',
      sddStore: null,
      priority: 4,
      timestamp: BEFORE_CUTOFF - 11 * 60 * 1000,
      latitude: 29.74,
      longitude: -95.46,
      sddCity: 'Houston',
      sddState: 'TX',
    };
    localStorage.setItem('sg_sdd_info', JSON.stringify(info));
    await mount(html`<sg-store-locator sdd-ttl-minutes="15"></sg-store-locator>`);
    await new Promise((r) => setTimeout(r, 300));
    expect(storeCalls('nearByStore'), 'fresh for 15 minutes').to.have.length(0);

    resetSddForTests();
    resetStoresForTests();
    await mount(html`<sg-store-locator sdd-ttl-minutes="10"></sg-store-locator>`);
    await until(() => storeCalls('nearByStore').length === 1, 'the refetch', 8000);
    expect(storeCalls('nearByStore')[0]!.body).to.deep.equal({ zipCode: '77056', latitude: 29.74, longitude: -95.46, radius: 20 });
    await until(() => JSON.parse(localStorage.getItem('sg_sdd_info')!).timestamp === BEFORE_CUTOFF, 'saved again');
    expect(JSON.parse(localStorage.getItem('sg_sdd_info')!)).to.deep.include({ priority: 4, sddStoreId: '1024' });
  });

  it('a store that is coming soon says when it opens: "My store: Plano Legacy West, Coming soon, Opening Dec 5"', async () => {
    setCookie('WC_StLocId', '2017');
    const el = await mount();
    await until(() => accessibleName(button(el)).startsWith('My store'), 'the store loads');
    expect(accessibleName(button(el))).to.equal('My store: Plano Legacy West, Coming soon, Opening Dec 5');
  });
});

describe('<sg-store-locator lang="fr-CA">', () => {
  it('speaks French: the store button\'s name, the flyout\'s heading, the ZIP field, a store\'s status, "Make this my store"', async () => {
    setCookie('WC_StLocId', '1024');
    const el = await mount(html`<sg-store-locator lang="fr-CA"></sg-store-locator>`);
    const storeButton = () => byRole<HTMLButtonElement>(el, 'button', /^Mon magasin/);
    await until(() => allByRole(el, 'button', /^Mon magasin/).length === 1, 'the French store button', 8000);
    // (An accessible name reads the no-break space before the colon as a space; the text keeps it.)
    expect(accessibleName(storeButton())).to.equal('Mon magasin : Houston Galleria, Ouvert, 9 h 00 à 21 h 00');
    expect(storeButton().textContent).to.equal('Mon magasin\u00a0: Houston Galleria Ouvert 9 h 00 à 21 h 00');
    storeButton().click();
    await until(() => dialog(el).open && allByRole(el, 'textbox', 'Code ZIP').length === 1, 'the French flyout', 8000);
    expect(accessibleName(dialog(el))).to.equal('Trouver un magasin');
    expect(accessibleName(byRole(el, 'search'))).to.equal('Recherche de magasins');
    byRole(el, 'button', 'Rechercher').click();
    await until(() => text(el, 'field-error') === 'Entrez un code ZIP américain valide à 5 chiffres.', 'the field\'s message');
    typeInto(byRole<HTMLInputElement>(el, 'textbox', 'Code ZIP'), '77056');
    byRole(el, 'button', 'Rechercher').click();
    await until(() => /^\d+ magasins près de 77056$/.test(text(el, 'live') ?? ''), 'the French count', 8000);
    const cards = $$(el, '[part="store"]');
    const galleria = cards.find((c) => c.querySelector('h3')?.textContent === 'Houston Galleria')!;
    expect(galleria.textContent).to.match(/\d+(,\d)?\u00a0mi · Ouvert · 9 h 00 à 21 h 00/);
    expect(galleria.textContent).to.contain('Ramassage en magasin');
    expect(galleria.querySelector('[part="current-store"]')?.textContent).to.equal('Votre magasin');
    const choose = byRole(el, 'button', 'Choisir ce magasin : Memorial City');
    expect(choose.textContent).to.equal('Choisir ce magasin');
    await expectNoAxeViolations(el);
    choose.click();
    await until(() => text(el, 'current-store') === 'Votre magasin' && focused()?.getAttribute('part') === 'current-store', 'marked in French');
    await until(() => accessibleName(storeButton()).startsWith('Mon magasin : Memorial City, '), 'the button follows');
  });

  it('a failure is said in French: the store search\'s, and a geocode failure from the error catalogue', async () => {
    const el = await mount(html`<sg-store-locator lang="fr-CA"></sg-store-locator>`);
    await until(() => allByRole(el, 'button', 'Trouver un magasin').length === 1, 'the French button', 8000);
    byRole(el, 'button', 'Trouver un magasin').click();
    await until(() => allByRole(el, 'textbox', 'Code ZIP').length === 1, 'the body', 8000);
    faults.set('stores', { status: 503 });
    typeInto(byRole<HTMLInputElement>(el, 'textbox', 'Code ZIP'), '77056');
    byRole(el, 'button', 'Rechercher').click();
    await until(() => text(el, 'alert') === 'Nous ne pouvons pas charger les magasins pour le moment. Veuillez réessayer.', 'the stores failure', 8000);
    faults.set('geocode', { status: 500 });
    typeInto(byRole<HTMLInputElement>(el, 'textbox', 'Code ZIP'), '77057');
    byRole(el, 'button', 'Rechercher').click();
    await until(() => text(el, 'alert') === 'La géolocalisation a échoué ou n’a donné aucun résultat', 'the geocode failure', 8000);
  });
});
