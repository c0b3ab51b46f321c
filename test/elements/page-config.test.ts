import '../helpers/setup';
import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/sg-cart-drawer';
import '../../elements/sg-gift-card-balance';
import '../../elements/sg-header';
import '../../elements/sg-search';
import type { SgCartDrawer } from '../../elements/sg-cart-drawer';
import type { SgGiftCardBalance } from '../../elements/sg-gift-card-balance';
import type { SgSearch } from '../../elements/sg-search';
import { parseConfig } from '../../src/core/config';
import { resetPageConfigForTests } from '../../src/state/config';
import { withReferenceApi } from '../helpers/api';
import { $, rendered, until } from '../helpers/dom';

withReferenceApi();

const scripts: HTMLScriptElement[] = [];

/** Writes a configuration script into the page, as a CMS would, before the elements that read it. */
function configScript(content: unknown, id = 'sg-config', type = 'application/json') {
  const script = document.createElement('script');
  script.type = type;
  script.id = id;
  script.textContent = typeof content === 'string' ? content : JSON.stringify(content);
  document.head.append(script);
  scripts.push(script);
}

function captureWarnings() {
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
  return { warnings, restore: () => (console.warn = original) };
}

const PAY_LATER = { threshold: 35, installments: 4, providers: [{ name: 'Klarna', enabled: true, max: 1000 }] };

describe('page configuration (sg-config)', () => {
  let capture: ReturnType<typeof captureWarnings>;
  beforeEach(() => {
    resetPageConfigForTests();
    capture = captureWarnings();
  });
  afterEach(() => {
    capture.restore();
    for (const script of scripts.splice(0)) script.remove();
    resetPageConfigForTests();
  });

  it("gives an element its section's settings; an attribute overrides them; a valid configuration warns nothing", async () => {
    configScript({
      apiBase: '/store-api',
      search: { placeholder: 'Search gear', minChars: 3, featuredCategories: [{ label: 'Tents', url: '/c/tents' }] },
      payLater: PAY_LATER,
      freeShippingBanner: { freeShippingCartValue: 75 },
    });
    const search = await rendered(await fixture<SgSearch>(html`<sg-search></sg-search>`));
    expect($<HTMLInputElement>(search, 'input').placeholder).to.equal('Search gear');
    expect(search.minChars).to.equal(3);
    expect(search.apiBase).to.equal('/store-api');
    expect(search.featuredCategories).to.deep.equal([{ label: 'Tents', url: '/c/tents' }]);

    const own = await rendered(await fixture<SgSearch>(html`<sg-search placeholder="Find it" api-base="/api"></sg-search>`));
    expect($<HTMLInputElement>(own, 'input').placeholder).to.equal('Find it');
    expect(own.apiBase).to.equal('/api');
    expect(own.minChars).to.equal(3);

    const drawer = await fixture<SgCartDrawer>(html`<sg-cart-drawer></sg-cart-drawer>`);
    expect(drawer.payLater).to.deep.equal(PAY_LATER);
    expect(drawer.freeShippingThreshold).to.equal(75);
    expect(capture.warnings).to.deep.equal([]);
  });

  it("gives a standalone drawer the banner's { guest, registered } thresholds", async () => {
    configScript({ freeShippingBanner: { freeShippingCartValue: { guest: 60, registered: 30 } } });
    const drawer = await fixture<SgCartDrawer>(html`<sg-cart-drawer></sg-cart-drawer>`);
    expect(drawer.freeShippingThreshold).to.equal(0);
    expect(drawer.freeShippingThresholds).to.deep.equal({ guest: 60, registered: 30 });
    expect(capture.warnings).to.deep.equal([]);
  });

  it('warns once per section naming every problem, and uses the defaults there only', async () => {
    configScript({
      search: { minChars: 'three', debounceMs: -5, placeholder: 'Search gear' },
      payLater: { threshold: 'soon' },
      giftCardBalance: ['not', 'an', 'object'],
    });
    const first = await rendered(await fixture<SgSearch>(html`<sg-search></sg-search>`));
    await rendered(await fixture<SgSearch>(html`<sg-search></sg-search>`));
    expect(first.minChars).to.equal(2);
    expect(first.debounceMs).to.equal(100);
    expect($<HTMLInputElement>(first, 'input').placeholder, 'the valid value in the section still applies').to.equal('Search gear');
    const drawer = await fixture<SgCartDrawer>(html`<sg-cart-drawer></sg-cart-drawer>`);
    expect(drawer.payLater).to.equal(null);
    const card = await fixture<SgGiftCardBalance>(html`<sg-gift-card-balance></sg-gift-card-balance>`);
    expect(card.captchaProvider).to.equal('recaptcha');
    expect(capture.warnings).to.deep.equal([
      '<sg-search>: configuration "#sg-config", section search: minChars is not a number from 1 to 10; debounceMs is not a number from 0 to 2000. Defaults are used there.',
      '<sg-cart-drawer>: configuration "#sg-config", section payLater: payLater is not valid JSON of the documented shape. Defaults are used there.',
      '<sg-gift-card-balance>: configuration "#sg-config", section giftCardBalance: is not an object. Defaults are used there.',
    ]);
  });

  it('warns once per script and section when the header and the drawer both read it, naming the key the page wrote', async () => {
    configScript({ freeShippingBanner: { freeShippingCartValue: 'lots' } });
    const header = await fixture<HTMLElement>(html`<sg-header></sg-header>`);
    await until(() => capture.warnings.length > 0, "the header's warning");
    const drawer = await fixture<SgCartDrawer>(html`<sg-cart-drawer></sg-cart-drawer>`);
    expect(drawer.freeShippingThreshold).to.equal(0);
    await fixture<SgCartDrawer>(html`<sg-cart-drawer></sg-cart-drawer>`);
    const about = capture.warnings.filter((w) => w.includes('freeShippingBanner'));
    expect(about, 'one warning for the section').to.have.length(1);
    expect(about[0]).to.contain('freeShippingCartValue');
    expect(capture.warnings.join('\n')).not.to.contain('freeShippingThreshold');
    header.remove();
  });

  it("a drawer alone names the banner's key the page wrote", async () => {
    configScript({ freeShippingBanner: { freeShippingCartValue: -5 } });
    await fixture<SgCartDrawer>(html`<sg-cart-drawer></sg-cart-drawer>`);
    expect(capture.warnings).to.deep.equal([
      '<sg-cart-drawer>: configuration "#sg-config", section freeShippingBanner: freeShippingCartValue is not a number from 0 to 100000. Defaults are used there.',
    ]);
  });

  it('reads the script config-id names; invalid JSON or a missing named script warns once and uses every default', async () => {
    configScript({ giftCardBalance: { captchaProvider: 'test', heading: 'Gift card balance' } }, 'shop-config');
    const card = await rendered(
      await fixture<SgGiftCardBalance>(html`<sg-gift-card-balance config-id="shop-config"></sg-gift-card-balance>`),
    );
    await until(() => card.shadowRoot!.querySelector('input[type="checkbox"]'), 'the test captcha from the configuration');
    expect(card.heading).to.equal('Gift card balance');

    configScript('{ "search": ', 'broken-config');
    const search = await rendered(await fixture<SgSearch>(html`<sg-search config-id="broken-config"></sg-search>`));
    await rendered(await fixture<SgSearch>(html`<sg-search config-id="broken-config"></sg-search>`));
    const missing = await rendered(await fixture<SgSearch>(html`<sg-search config-id="nowhere"></sg-search>`));
    expect(search.minChars).to.equal(2);
    expect($<HTMLInputElement>(missing, 'input').placeholder).to.equal('What are you looking for?');
    expect(capture.warnings).to.deep.equal([
      'sg-elements: configuration "#broken-config": invalid JSON. Every section uses its defaults.',
      'sg-elements: configuration "#nowhere": no such script. Every section uses its defaults.',
    ]);
  });

  it('needs no configuration at all: without a script every element is at its defaults and nothing is logged', async () => {
    const search = await rendered(await fixture<SgSearch>(html`<sg-search></sg-search>`));
    expect(search.apiBase).to.equal('/api');
    expect(capture.warnings).to.deep.equal([]);
  });

  it('never reads a script of another type, and parses only objects', () => {
    expect(parseConfig('x', '[1, 2]').problem).to.equal('not a JSON object');
    expect(parseConfig('x', 'null').problem).to.equal('not a JSON object');
    expect(parseConfig('x', '{"search": {}}')).to.deep.equal({ id: 'x', config: { search: {} }, problem: null });
  });

  it('refuses a script that is not JSON data (a CMS must not make it run)', async () => {
    configScript({ search: { placeholder: 'never' } }, 'code-config', 'text/plain');
    const search = await rendered(await fixture<SgSearch>(html`<sg-search config-id="code-config"></sg-search>`));
    expect($<HTMLInputElement>(search, 'input').placeholder).to.equal('What are you looking for?');
    expect(capture.warnings).to.deep.equal([
      'sg-elements: configuration "#code-config": not a <script type="application/json">. Every section uses its defaults.',
    ]);
  });
});
