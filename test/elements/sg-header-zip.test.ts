import '../helpers/setup';
import { expect, fixture, html } from '@open-wc/testing';
import { createElement, type ComponentProps } from 'react';
import { createRoot } from 'react-dom/client';
import { sendKeys, sendMouse, setViewport } from '../helpers/commands';
import '../../elements/sg-header';
// The header loads these itself (the nested search and cart after its first paint; the delivery ZIP form and the
// page's SDD state on the first intent on its entry); imported here so that their page-level listeners (added once
// per page at module load) exist before the first test's leak check starts.
import '../../elements/sg-search';
import '../../elements/sg-mini-cart';
import '../../elements/sg-cart-drawer';
import '../../src/state/sdd';
import '../../src/state/profile';
import { resetAccountPage } from '../helpers/account';
import '../../src/components/header/DeliveryZip';
import type { SgHeader } from '../../elements/sg-header';
import { setSddZip } from '../../elements/sg-store-locator';
import { Header, headerDefaults } from '../../src/components/header';
import type { MenuDialogProps } from '../../src/components/header/MenuDialog';
import { navigation } from '../../src/core/navigation';
import type { SddInfo, Store } from '../../src/core/stores.types';
import { resetPageConfigForTests } from '../../src/state/config';
import { resetSddForTests } from '../../src/state/sdd';
import { resetStoresForTests } from '../../src/state/stores';
import { adoptSheet } from '../../src/styles';
import { resetStoreCalls, storeCalls, STORES, STORE_IDS } from '../../mocks/browser';
import { faults, withReferenceApi } from '../helpers/api';
import { $, accessibleName, allByRole, byRole, expectNoAxeViolations, focused, frame, headerRendered, typeInto, until } from '../helpers/dom';

withReferenceApi();
// The Header component tests below render outside a shadow root: the document takes the library's sheets.
adoptSheet(document);

// Wednesday 2026-11-18, 21:59 UTC = 15:59 in Houston and Dallas (-06:00): before the 16:00 cutoff, both SDD stores
// open today (the store locator's tests use the same moment).
const BEFORE_CUTOFF = Date.UTC(2026, 10, 18, 21, 59, 0);
const realNow = Date.now;

/** The sub-header's links of the header tests, with the gift card; `deliveryZip` is left to its default (on). */
const CONFIG = {
  logo: { src: '/mock-images/1001.svg', alt: 'Summit Sports', href: '/' },
  nav: {
    l1: [{ title: 'camp', display_name: 'Camp & Hike', seo_url: '/c/camping-hiking', l2: [{ title: 'tents', display_name: 'Tents', seo_url: '/c/tents' }] }],
  },
  subHeader: { links: [{ title: 'Weekly Ad', url: '/weekly-ad' }] },
  chat: { title: 'Chat with us', url: '/chat/start' },
};

let configCounter = 0;

/** Puts a configuration script on the page and returns its id (each mount its own, so caches never mix). */
function configScript(config: unknown): string {
  const id = `zip-config-${++configCounter}`;
  const script = Object.assign(document.createElement('script'), { type: 'application/json', id });
  script.textContent = JSON.stringify(config);
  document.body.append(script);
  return id;
}

/** The header as a CMS page writes it (parsed markup, upgraded when it joins the page), once its runtime is in. */
async function mount(config: unknown = CONFIG): Promise<SgHeader> {
  const id = configScript(config);
  const markup = `<sg-header config-id="${id}">
    <a slot="logo" href="/">Fallback logo</a>
    <form action="/search" role="search"><input name="searchTerm" aria-label="Search products"> <button>Search</button></form>
    <a href="/shop/cart">Cart</a>
  </sg-header>`;
  const header = document.adoptNode(new DOMParser().parseFromString(markup, 'text/html').body.firstElementChild!);
  const wrapper = await fixture<HTMLElement>(html`<div>${header}<main id="main"><p>Content</p></main></div>`);
  const el = wrapper.querySelector('sg-header') as SgHeader;
  await until(() => el.shadowRoot?.querySelector('[part="bar"]'), 'the bar');
  await headerRendered(el);
  // The runtime chunk (it hosts the popup and follows the ZIP) has arrived once the nested search has its exportparts.
  await until(() => el.shadowRoot!.querySelector('sg-search')?.hasAttribute('exportparts'), 'the header runtime', 20000);
  return el;
}

const ENTRY = /^(Deliver to \d{5}|Set delivery ZIP)$/;
const subHeader = (el: Element) => $(el, '[part="sub-header"]');
/** The sub-header's entry (from 1024 px). */
const entry = (el: Element) => byRole<HTMLButtonElement>(subHeader(el), 'button', ENTRY);
const popup = (el: Element) => byRole<HTMLDialogElement>(el, 'dialog', 'Same-day delivery');
const field = (root: Element) => byRole<HTMLInputElement>(root, 'textbox', 'Delivery ZIP code');
const part = (root: Element, name: string) => root.querySelector<HTMLElement>(`[part="${name}"]`)!;
const stored = (): SddInfo | null => JSON.parse(localStorage.getItem('sg_sdd_info') ?? 'null') as SddInfo | null;

/** Opens the popup from the sub-header's entry with the keyboard and waits until its field has focus. */
async function openPopup(el: SgHeader): Promise<HTMLDialogElement> {
  entry(el).focus();
  await sendKeys({ press: 'Enter' });
  await until(() => allByRole(el, 'dialog', 'Same-day delivery').length === 1, 'the popup', 15000);
  const dialog = popup(el);
  await until(() => focused() === field(dialog), 'focus in the ZIP field');
  return dialog;
}

/** Waits until a part of the form says `text`; a timeout names what it said instead. */
async function untilPart(root: Element, name: string, text: string, what: string, timeoutMs = 8000) {
  try {
    await until(() => part(root, name)?.textContent === text, what, timeoutMs);
  } catch {
    const parts = ['delivery-zip-status', 'delivery-zip-alert', 'delivery-zip-error'];
    const said = parts.map((n) => `${n}: ${JSON.stringify(part(root, n)?.textContent ?? null)}`);
    throw new Error(`Timed out waiting for ${what} (${name} "${text}"); ${said.join(', ')}`);
  }
}

/** Types a ZIP into a form's field and presses Update. */
function submit(root: Element, zip: string, update = 'Update') {
  typeInto(field(root), zip);
  byRole(root, 'button', update).click();
}

/** A stored SDD info as the SDD state writes it (api-contract.md, "SDD info: localStorage sg_sdd_info"). */
function info(zip: string, priority: number, storeId: string | null, extra: Partial<SddInfo> = {}): SddInfo {
  const store = STORES.find((s: Store) => s.properties.gx_id === storeId);
  return {
    sddZipCode: zip,
    sddStoreId: store ? store.properties.gx_id : '',
    // A copy: the seeded store is the reference API's own object.
    sddStore: store ? { ...structuredClone(store), EDDLabel: 'SDD' } : null,
    priority: priority as SddInfo['priority'],
    timestamp: BEFORE_CUTOFF,
    latitude: null,
    longitude: null,
    sddCity: '',
    sddState: '',
    ...extra,
  };
}

let warnings: string[] = [];
const originalWarn = console.warn;
const originalAssign = navigation.assign;

beforeEach(async () => {
  Date.now = () => BEFORE_CUTOFF;
  resetPageConfigForTests();
  resetSddForTests();
  resetStoresForTests();
  resetStoreCalls();
  localStorage.removeItem('sg_sdd_info');
  warnings = [];
  console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
  navigation.assign = () => undefined;
  await setViewport({ width: 1280, height: 800 });
});

afterEach(async () => {
  Date.now = realNow;
  console.warn = originalWarn;
  navigation.assign = originalAssign;
  resetSddForTests();
  resetStoresForTests();
  localStorage.removeItem('sg_sdd_info');
  document.querySelectorAll('script[id^="zip-config-"]').forEach((s) => s.remove());
  document.documentElement.removeAttribute('lang');
  await setViewport({ width: 800, height: 600 });
});

describe('<sg-header> delivery ZIP popup (from 1024 px)', () => {
  it('"Set delivery ZIP" beside the store button opens a labelled popup under it: the field has focus, no axe violation', async () => {
    const el = await mount();
    const button = entry(el);
    expect(accessibleName(button)).to.equal('Set delivery ZIP');
    expect(button.getAttribute('part')).to.equal('delivery-zip-button');
    expect(button.getAttribute('aria-haspopup')).to.equal('dialog');
    // Beside the store button, in the sub-header row.
    const store = $(el, '[part="sub-header"] [part="store-button"]');
    expect(store.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING, 'after the store button').to.not.equal(0);
    expect(Math.abs(button.getBoundingClientRect().top - store.getBoundingClientRect().top)).to.be.below(8);
    await expectNoAxeViolations(el);

    const dialog = await openPopup(el);
    expect(dialog.getAttribute('part')).to.equal('delivery-zip-dialog');
    byRole(dialog, 'heading', 'Same-day delivery');
    const input = field(dialog);
    expect(input.getAttribute('inputmode')).to.equal('numeric');
    expect(input.getAttribute('autocomplete')).to.equal('postal-code');
    expect(input.getAttribute('aria-invalid')).to.equal('false');
    expect(input.value).to.equal('');
    byRole(dialog, 'button', 'Update');
    byRole(dialog, 'button', 'Close');
    // Placed under its opener.
    const box = dialog.getBoundingClientRect();
    expect(box.top).to.be.at.least(button.getBoundingClientRect().bottom);
    expect(box.right).to.be.at.most(1280);
    expect(storeCalls('geocode').length, 'nothing asked before a ZIP is sent').to.equal(0);
    await expectNoAxeViolations(el);
  });

  it('an invalid ZIP is refused on the field: aria-invalid, described by its message, focus back on the field, no request', async () => {
    const el = await mount();
    const dialog = await openPopup(el);
    for (const bad of ['7705', 'K1A0B1', '77056-12', '']) {
      byRole(dialog, 'button', 'Update').focus();
      submit(dialog, bad);
      await until(() => field(dialog).getAttribute('aria-invalid') === 'true', `${bad} refused`);
      const error = dialog.querySelector(`#${CSS.escape(field(dialog).getAttribute('aria-describedby')!)}`);
      expect(error?.textContent).to.equal('Enter a valid 5-digit US ZIP code.');
      expect(error?.getAttribute('part')).to.equal('delivery-zip-error');
      await until(() => focused() === field(dialog), 'focus back on the field');
    }
    await expectNoAxeViolations(el);
    // Typing again clears the message.
    typeInto(field(dialog), '7');
    await until(() => field(dialog).getAttribute('aria-invalid') === 'false', 'the message goes');
    expect(storeCalls('geocode').length).to.equal(0);
    expect(stored()).to.equal(null);
  });

  it('a valid ZIP is a MANUAL update: sg-sdd-change, the stored info, the sentence announced, "Deliver to 75201"', async () => {
    const el = await mount();
    const changes: unknown[] = [];
    const onChange = (event: Event) => changes.push((event as CustomEvent).detail);
    document.addEventListener('sg-sdd-change', onChange);
    try {
      const dialog = await openPopup(el);
      submit(dialog, '75201-1234');
      await untilPart(dialog, 'delivery-zip-status', 'Get it today from Dallas Uptown', 'the sentence', 8000);
      expect(part(dialog, 'delivery-zip-status').getAttribute('role')).to.equal('status');
      expect(part(dialog, 'delivery-zip-alert').textContent).to.equal('');
      expect(changes).to.deep.equal([
        { zip: '75201', storeId: STORE_IDS.dallas, storeName: 'Dallas Uptown', label: 'SDD', priority: 5, city: '', state: '' },
      ]);
      expect(stored()).to.deep.include({ sddZipCode: '75201', sddStoreId: STORE_IDS.dallas, priority: 5 });
      // Both entries say it (the button behind the modal popup, read once it closes).
      await until(() => accessibleName(entry(el)) === 'Deliver to 75201', 'the entry');
      await expectNoAxeViolations(el);
      // The same ZIP again: unchanged, no second event, and announced again: the region empties (for some frames, so
      // that a screen reader hears the change) and is filled again.
      const status = part(dialog, 'delivery-zip-status');
      const said: Array<{ text: string; at: number }> = [];
      const observer = new MutationObserver(() => said.push({ text: status.textContent ?? '', at: performance.now() }));
      observer.observe(status, { childList: true, characterData: true, subtree: true });
      submit(dialog, '75201');
      await until(() => said.length >= 2, 'emptied, then said again');
      await frame();
      observer.disconnect();
      expect(said.map((s) => s.text)).to.deep.equal(['', 'Get it today from Dallas Uptown']);
      expect(said[1]!.at - said[0]!.at, 'empty for a moment').to.be.at.least(100);
      expect(changes).to.have.length(1);
    } finally {
      document.removeEventListener('sg-sdd-change', onChange);
    }
  });

  it('a lower-priority ZIP already stored (SHIPPING_ZIP_CODE) shows on the entry and in the field, and MANUAL replaces it', async () => {
    localStorage.setItem('sg_sdd_info', JSON.stringify(info('77056', 4, STORE_IDS.galleria)));
    const el = await mount();
    expect(accessibleName(entry(el))).to.equal('Deliver to 77056');
    const dialog = await openPopup(el);
    expect(field(dialog).value).to.equal('77056');
    expect(part(dialog, 'delivery-zip-status').textContent).to.equal('Get it today from Houston Galleria');
    submit(dialog, '75201');
    await until(() => stored()?.sddZipCode === '75201', 'saved', 8000);
    expect(stored()).to.deep.include({ priority: 5, sddStoreId: STORE_IDS.dallas });
    await untilPart(dialog, 'delivery-zip-status', 'Get it today from Dallas Uptown', 'the new sentence');
    await until(() => accessibleName(entry(el)) === 'Deliver to 75201', 'the entry');
  });

  it('a failed check (503, then a network error) says so; nothing is lost: the stored info, the entry, the typed ZIP', async () => {
    localStorage.setItem('sg_sdd_info', JSON.stringify(info('77056', 5, STORE_IDS.galleria)));
    const before = localStorage.getItem('sg_sdd_info');
    const el = await mount();
    const dialog = await openPopup(el);
    const alert = part(dialog, 'delivery-zip-alert');
    for (const fault of [{ status: 503 }, { networkError: true }]) {
      faults.set('nearByStore', fault);
      submit(dialog, '75201');
      await until(() => alert.textContent === '', 'cleared by the new try');
      const failed = "We couldn't check same-day delivery for 75201. Please try again.";
      await until(() => alert.textContent === failed, JSON.stringify(fault), 8000);
      expect(alert.getAttribute('role')).to.equal('alert');
      expect(localStorage.getItem('sg_sdd_info')).to.equal(before);
      expect(field(dialog).value).to.equal('75201');
      expect(part(dialog, 'delivery-zip-status').textContent, 'what holds').to.equal('Get it today from Houston Galleria');
      expect(accessibleName(entry(el))).to.equal('Deliver to 77056');
      await expectNoAxeViolations(el);
    }
    // The SDD state logs each failure as a warning (never a console error: the global check).
    expect(warnings.filter((w) => w.includes('same-day delivery'))).to.have.length(2);
    // The next try that works clears the alert and saves.
    faults.clear();
    submit(dialog, '75201');
    await until(() => stored()?.sddZipCode === '75201', 'saved', 8000);
    await until(() => alert.textContent === '' && accessibleName(entry(el)) === 'Deliver to 75201', 'the alert gone, the entry');
  });

  it('Escape and Close close it, and focus goes back to the entry; a press on the backdrop too', async () => {
    const el = await mount();
    let dialog = await openPopup(el);
    await sendKeys({ press: 'Escape' });
    await until(() => !dialog.open, 'closed by Escape');
    await until(() => focused() === entry(el), 'focus back on the entry');
    dialog = await openPopup(el);
    byRole(dialog, 'button', 'Close').click();
    await until(() => !dialog.open, 'closed by Close');
    await until(() => focused() === entry(el), 'focus back on the entry again');
    // A click does not focus a button in Safari: the entry gets focus back all the same.
    (focused() as HTMLElement).blur();
    entry(el).click();
    await until(() => allByRole(el, 'dialog', 'Same-day delivery').length === 1, 'opened by a click', 15000);
    await until(() => focused() === field(popup(el)), 'the field');
    const closing = new Promise<Event>((resolve) => el.addEventListener('sg-request-close', resolve, { once: true }));
    byRole(popup(el), 'button', 'Close').click();
    expect(((await closing) as CustomEvent).detail).to.deep.equal({ reason: 'close-button' });
    await until(() => focused() === entry(el), 'focus on the entry after a click-open');
    // A press on the backdrop (outside the popup's box) closes it too.
    dialog = await openPopup(el);
    const box = dialog.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.right + 40), Math.round(box.bottom + 40)] });
    await until(() => !dialog.open, 'closed by a press on the backdrop');
    await until(() => focused() === entry(el), 'focus back after the backdrop');
    // Reopened, the form starts afresh with the page's ZIP (none here).
    dialog = await openPopup(el);
    expect(field(dialog).value).to.equal('');
    expect(field(dialog).getAttribute('aria-invalid')).to.equal('false');
  });

  it('follows the page: a ZIP set elsewhere (setSddZip, another tab) changes the entry without opening anything', async () => {
    const el = await mount();
    expect(accessibleName(entry(el))).to.equal('Set delivery ZIP');
    expect((await setSddZip('77056', 'AKAMAI')).outcome).to.equal('updated');
    await until(() => accessibleName(entry(el)) === 'Deliver to 77056', 'the entry follows sg-sdd-change');
    // Another tab wrote new info: the storage event.
    const next = JSON.stringify(info('75201', 5, STORE_IDS.dallas));
    localStorage.setItem('sg_sdd_info', next);
    window.dispatchEvent(new StorageEvent('storage', { key: 'sg_sdd_info', newValue: next }));
    await until(() => accessibleName(entry(el)) === 'Deliver to 75201', 'the entry follows the other tab');
    expect(allByRole(el, 'dialog').length).to.equal(0);
  });

  it('bad storage: corrupt info reads as no ZIP; with storage disabled the update lives in memory and the entry follows', async () => {
    localStorage.setItem('sg_sdd_info', '{"sddZipCode":');
    const el = await mount();
    expect(accessibleName(entry(el))).to.equal('Set delivery ZIP');
    el.parentElement!.remove();
    const { getItem, setItem } = Storage.prototype;
    Storage.prototype.getItem = () => {
      throw new DOMException('disabled', 'SecurityError');
    };
    Storage.prototype.setItem = () => {
      throw new DOMException('disabled', 'SecurityError');
    };
    try {
      const off = await mount();
      expect(accessibleName(entry(off))).to.equal('Set delivery ZIP');
      const dialog = await openPopup(off);
      submit(dialog, '77056');
      await untilPart(dialog, 'delivery-zip-status', 'Get it today from Houston Galleria', 'from memory', 8000);
      await until(() => accessibleName(entry(off)) === 'Deliver to 77056', 'the entry');
    } finally {
      Storage.prototype.getItem = getItem;
      Storage.prototype.setItem = setItem;
    }
  });

  it('renders the API\'s store name as text', async () => {
    const markup = '<img src=x onerror="window.__zipXss=1">Uptown';
    const withMarkup = info('75201', 5, STORE_IDS.dallas);
    withMarkup.sddStore!.properties.storeName = markup;
    localStorage.setItem('sg_sdd_info', JSON.stringify(withMarkup));
    const el = await mount();
    const dialog = await openPopup(el);
    expect(part(dialog, 'delivery-zip-status').textContent).to.equal(`Get it today from ${markup}`);
    expect(dialog.querySelector('img')).to.equal(null);
    expect((window as { __zipXss?: number }).__zipXss).to.equal(undefined);
  });

  it('a viewport 320 px high: the popup stays on screen and its content scrolls inside it', async () => {
    await setViewport({ width: 1024, height: 320 });
    const el = await mount();
    const dialog = await openPopup(el);
    const box = dialog.getBoundingClientRect();
    expect(box.top, 'top on screen').to.be.at.least(0);
    expect(box.bottom, 'bottom on screen').to.be.at.most(320);
    expect(box.left).to.be.at.least(0);
    expect(box.right).to.be.at.most(1024);
    // Everything in it reachable: Close, the field, Update, the live regions, by scrolling the popup itself.
    const close = byRole(dialog, 'button', 'Close');
    const update = byRole(dialog, 'button', 'Update');
    update.scrollIntoView({ block: 'nearest' });
    await frame();
    const shown = update.getBoundingClientRect();
    expect(shown.top >= box.top - 0.5 && shown.bottom <= box.bottom + 0.5, 'Update scrolled into the popup').to.equal(true);
    expect(close.getBoundingClientRect().width).to.be.greaterThan(0);
    expect(dialog.scrollWidth, 'nothing cut off sideways').to.be.at.most(dialog.clientWidth);
    await expectNoAxeViolations(el);
  });
});

describe('<sg-header> delivery ZIP in the hamburger dialog (below 1024 px)', () => {
  // The hamburger dialog's opening brings the hosted account flyout (and its page state): put back after each test.
  afterEach(() => resetAccountPage());

  /** Opens the hamburger dialog and waits until it has slid in. */
  async function openMenu(el: SgHeader) {
    byRole(el, 'button', 'Menu').click();
    await until(() => allByRole(el, 'dialog', 'Menu').length === 1, 'the dialog', 15000);
    const menu = byRole(el, 'dialog', 'Menu');
    await until(() => menu.getBoundingClientRect().left === 0, 'slid in');
    return menu;
  }

  it('390 px: no entry in the sub-header; the dialog has it after the store item, a disclosure with the form in place', async () => {
    await setViewport({ width: 390, height: 800 });
    const el = await mount();
    expect(allByRole(subHeader(el), 'button', ENTRY), 'not in the sub-header row').to.have.length(0);
    const menu = await openMenu(el);
    const item = byRole(menu, 'button', 'Set delivery ZIP');
    const items = [...menu.querySelectorAll('li')].map((li) => li.querySelector('button, a'));
    expect(items.indexOf(item), 'right after the store item').to.equal(items.indexOf(byRole(menu, 'button', 'Find a Store')) + 1);
    expect(item.getAttribute('aria-expanded')).to.equal('false');
    await expectNoAxeViolations(el);
    item.click();
    await until(() => item.getAttribute('aria-expanded') === 'true', 'expanded');
    const region = el.shadowRoot!.getElementById(item.getAttribute('aria-controls')!)!;
    await until(() => allByRole(region, 'textbox', 'Delivery ZIP code').length === 1, 'the form in place', 15000);
    await expectNoAxeViolations(el);
    submit(region, '123');
    await until(() => field(region).getAttribute('aria-invalid') === 'true', 'refused on the field');
    expect(focused()).to.equal(field(region));
    submit(region, '75201');
    await untilPart(region, 'delivery-zip-status', 'Get it today from Dallas Uptown', 'the sentence', 8000);
    await until(() => allByRole(menu, 'button', 'Deliver to 75201').length === 1, 'the entry follows');
    expect(stored()).to.deep.include({ sddZipCode: '75201', priority: 5 });
    await expectNoAxeViolations(el);
    // Escape closes the whole dialog, as from any of its items.
    await sendKeys({ press: 'Escape' });
    await until(() => allByRole(el, 'dialog', 'Menu').length === 0, 'closed');
  });

  it('reflow at 320 x 320: the expanded form fits the width, nothing is cut off, everything scrolls into view', async () => {
    await setViewport({ width: 320, height: 320 });
    const el = await mount();
    const menu = await openMenu(el);
    const item = byRole(menu, 'button', 'Set delivery ZIP');
    item.click();
    const region = el.shadowRoot!.getElementById(item.getAttribute('aria-controls')!)!;
    await until(() => allByRole(region, 'textbox', 'Delivery ZIP code').length === 1, 'the form', 15000);
    submit(region, '1');
    await until(() => field(region).getAttribute('aria-invalid') === 'true', 'the message shows');
    expect(document.documentElement.scrollWidth, 'no sideways scroll of the page').to.be.at.most(320);
    expect(menu.scrollWidth, 'no sideways scroll in the dialog').to.be.at.most(menu.clientWidth);
    for (const control of [field(region), byRole(region, 'button', 'Update'), part(region, 'delivery-zip-error')]) {
      control.scrollIntoView({ block: 'nearest' });
      await frame();
      const box = control.getBoundingClientRect();
      expect(box.left >= 0 && box.right <= 320, `${control.localName} within 320 px: ${box.left}-${box.right}`).to.equal(true);
      const inView = box.top >= 0 && box.bottom <= 320;
      expect(inView, `${control.localName} scrolled into view: ${box.top}-${box.bottom}`).to.equal(true);
      expect(control.scrollWidth, `${control.localName} whole`).to.be.at.most(control.clientWidth + 1);
    }
    await expectNoAxeViolations(el);
  });
});

describe('<sg-header> delivery ZIP: configuration and texts', () => {
  it('deliveryZip: false shows no entry anywhere; a value that is not a boolean gives one warning and keeps it', async () => {
    const off = await mount({ ...CONFIG, deliveryZip: false });
    expect(allByRole(off, 'button', ENTRY)).to.have.length(0);
    await setViewport({ width: 390, height: 800 });
    byRole(off, 'button', 'Menu').click();
    await until(() => allByRole(off, 'dialog', 'Menu').length === 1, 'the dialog', 15000);
    expect(allByRole(byRole(off, 'dialog', 'Menu'), 'button', ENTRY)).to.have.length(0);
    await sendKeys({ press: 'Escape' });
    expect(warnings.filter((w) => w.includes('deliveryZip'))).to.deep.equal([]);

    await setViewport({ width: 1280, height: 800 });
    const bad = await mount({ ...CONFIG, deliveryZip: 'no' });
    entry(bad);
    const about = warnings.filter((w) => w.includes('deliveryZip'));
    expect(about).to.have.length(1);
    expect(about[0]).to.match(
      /^sg-header: configuration "#zip-config-\d+", section deliveryZip: is not a boolean\. Defaults are used there\.$/,
    );
  });

  it('speaks fr-CA with <html lang="fr-CA">: the entry, the popup, its messages and the hamburger entry', async () => {
    document.documentElement.setAttribute('lang', 'fr-CA');
    const el = await mount();
    await until(() => allByRole(subHeader(el), 'button', 'ZIP de livraison').length === 1, 'the French entry', 8000);
    const button = byRole(subHeader(el), 'button', 'ZIP de livraison');
    button.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => allByRole(el, 'dialog', 'Livraison le jour même').length === 1, 'the French popup', 15000);
    const dialog = byRole(el, 'dialog', 'Livraison le jour même');
    const input = byRole<HTMLInputElement>(dialog, 'textbox', 'Code ZIP de livraison');
    byRole(dialog, 'button', 'Fermer');
    typeInto(input, '12');
    byRole(dialog, 'button', 'Mettre à jour').click();
    await until(() => input.getAttribute('aria-invalid') === 'true', 'refused');
    expect(part(dialog, 'delivery-zip-error').textContent).to.equal('Entrez un code ZIP américain valide à 5 chiffres.');
    faults.set('nearByStore', { status: 503 });
    typeInto(input, '75201');
    byRole(dialog, 'button', 'Mettre à jour').click();
    const failed = 'Nous n’avons pas pu vérifier la livraison le jour même pour 75201. Veuillez réessayer.';
    await untilPart(dialog, 'delivery-zip-alert', failed, 'the French failure', 8000);
    faults.clear();
    byRole(dialog, 'button', 'Mettre à jour').click();
    await untilPart(dialog, 'delivery-zip-status', 'Recevez-le aujourd’hui de Dallas Uptown', 'the French sentence', 8000);
    await until(() => allByRole(subHeader(el), 'button', 'Livrer au 75201').length === 1, 'the French entry with the ZIP');
    await expectNoAxeViolations(el);
    await sendKeys({ press: 'Escape' });

    await setViewport({ width: 390, height: 800 });
    byRole(el, 'button', 'Menu').click();
    await until(() => allByRole(el, 'dialog', 'Menu').length === 1, 'the dialog', 15000);
    const item = byRole(byRole(el, 'dialog', 'Menu'), 'button', 'Livrer au 75201');
    expect(item.getAttribute('aria-expanded')).to.equal('false');
    await expectNoAxeViolations(el);
  });
});

describe('<sg-header> delivery ZIP when its code does not load', () => {
  const failing = () => Promise.reject(new Error('ChunkLoadError: DeliveryZip'));

  /** The Header component with its runtime as built, but the popup's (or the menu form's) chunk replaced. */
  async function render(load: () => Promise<never>, menu = false) {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const runtime = await import('../../src/components/header/runtime');
    const { DeliveryZipHost } = runtime;
    const Host = (props: ComponentProps<typeof DeliveryZipHost>) => createElement(DeliveryZipHost, { ...props, load });
    const withHost = { ...runtime, DeliveryZipHost: Host };
    const { MenuDialog } = await import('../../src/components/header/MenuDialog');
    const Menu = (props: MenuDialogProps) => createElement(MenuDialog, { ...props, loadDeliveryZip: load });
    const loadMenu = async () => ({ MenuDialog: Menu });
    const nothing = () => Promise.resolve();
    root.render(
      createElement(Header, {
        ...headerDefaults,
        config: CONFIG,
        loaders: { search: nothing, cart: nothing, giftCard: nothing },
        loadRuntime: async () => withHost,
        ...(menu ? { loadMenu } : {}),
      }),
    );
    return { container, done: () => (root.unmount(), container.remove()) };
  }

  it('the popup\'s chunk fails: one warning, an alert with "Try again"; a second try that works opens the popup', async () => {
    let fail = true;
    const load = () => (fail ? failing() : import('../../src/components/header/DeliveryZip')) as Promise<never>;
    const { container, done } = await render(load);
    try {
      await until(() => allByRole(container, 'button', 'Set delivery ZIP').length === 1, 'the entry');
      byRole(container, 'button', 'Set delivery ZIP').click();
      const said = 'The delivery ZIP form did not load. Please check your connection.';
      await until(() => allByRole(container, 'alert').some((a) => a.textContent?.startsWith(said)), 'the alert');
      expect(warnings.filter((w) => w.includes('the delivery ZIP form did not load'))).to.have.length(1);
      expect(allByRole(container, 'dialog')).to.have.length(0);
      fail = false;
      byRole(container, 'button', 'Try again').click();
      await until(() => allByRole(container, 'dialog', 'Same-day delivery').length === 1, 'the popup', 15000);
      expect(allByRole(container, 'button', 'Try again')).to.have.length(0);
      expect(warnings.filter((w) => w.includes('the delivery ZIP form did not load'))).to.have.length(1);
      await sendKeys({ press: 'Escape' });
      await until(() => allByRole(container, 'dialog').length === 0, 'closed');
    } finally {
      done();
    }
  });

  it('the chunk fails in the hamburger dialog: the alert with "Try again" takes the form\'s place', async () => {
    await setViewport({ width: 390, height: 800 });
    let fail = true;
    const load = () => (fail ? failing() : import('../../src/components/header/DeliveryZip')) as Promise<never>;
    const { container, done } = await render(load, true);
    try {
      await until(() => allByRole(container, 'button', 'Menu').length === 1, 'the hamburger');
      byRole(container, 'button', 'Menu').click();
      await until(() => allByRole(container, 'dialog', 'Menu').length === 1, 'the dialog', 15000);
      const menu = byRole(container, 'dialog', 'Menu');
      byRole(menu, 'button', 'Set delivery ZIP').click();
      const said = 'The delivery ZIP form did not load.';
      await until(() => allByRole(menu, 'alert').some((a) => a.textContent?.includes(said)), 'the alert');
      expect(warnings.filter((w) => w.includes('the delivery ZIP form did not load'))).to.have.length(1);
      fail = false;
      byRole(menu, 'button', 'Try again').click();
      await until(() => allByRole(menu, 'textbox', 'Delivery ZIP code').length === 1, 'the form', 15000);
      await sendKeys({ press: 'Escape' });
      await until(() => allByRole(container, 'dialog', 'Menu').length === 0, 'closed');
    } finally {
      done();
    }
  });
});
