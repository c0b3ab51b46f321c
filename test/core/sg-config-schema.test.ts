import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { Validator } from '@cfworker/json-schema';
import schema from '../../src/core/sg-config.schema.json';
import { normalizeHeaderConfig } from '../../src/core/header-config';
import example from '../fixtures/sg-config.example.json';

type Json = Record<string, unknown>;
const validator = new Validator(schema as never, '2020-12', false);
const errorsOf = (config: unknown) => {
  const result = validator.validate(config);
  return result.valid ? [] : result.errors.map((e) => `${e.instanceLocation}: ${e.error}`);
};
const base = 'https://shop.summit.example/';
const headerProblems = (config: unknown) => normalizeHeaderConfig(config as Json, { base }).problems;
/** The example with one section replaced (without the example's URLs when the allow-list itself is replaced). */
const withSection = (section: string, value: unknown): Json =>
  section === 'allowedOrigins' ? { [section]: value } : { ...(JSON.parse(JSON.stringify(example)) as Json), [section]: value };

/** Valid configurations: the schema accepts them, and the header finds no problem in them. */
const valid: Array<[string, unknown]> = [
  ["the contract's example", example],
  ['an empty configuration', {}],
  [
    'the page configuration example (docs/page-setup.md)',
    {
      apiBase: '/api',
      search: { placeholder: 'Search gear', featuredCategories: [{ label: 'Camping', url: '/c/camping' }] },
      giftCardBalance: { captchaSiteKey: 'YOUR-RECAPTCHA-SITE-KEY' },
      payLater: { threshold: 35, installments: 4, providers: [{ name: 'Klarna', enabled: true, max: 1000 }] },
      freeShippingBanner: { freeShippingCartValue: 49.99 },
    },
  ],
  ['extra keys anywhere', { ...example, cmsVersion: 3, nav: { l1: [{ title: 'a', uid: 'blt1', l2: [{ title: 'b', extra: {} }] }], extra: 1 } }],
  ['blank optional URLs and texts', { nav: { l1: [{ title: 'a', display_name: '', seo_url: '', marketing_banner_image: ' ' }] }, trackOrder: { title: '', url: '' } }],
  ['an item named by display_name', { nav: { l1: [{ title: '', display_name: 'Sale', seo_url: '/c/sale', category_id: 7 }] } }],
  ['hidden items', { nav: { maxItems: 1, l1: [{ title: 'x', display_status: 'HIDE' }, { title: 'y', display_status: 'show', variation: 'link' }] } }],
  ['floating help buttons', { chat: { url: '/chat' }, floatingHelp: { chat: true, feedback: { title: 'Tell us', url: '/survey' } } }],
  ['the drawer\'s policy link, and none', { shippingAndReturns: { title: 'Returns', url: '/help/returns' } }],
  ['no policy link', { shippingAndReturns: false }],
  ['the alternate pickup switch', { alternatePickup: true }],
  [
    'store pickup business hours',
    { businessHours: { businessStartHours: 9, businessEndHours: 21.5, slaBusinessHours: 1, slaPreBusinessHours: 1, slaPostBusinessHours: 2 } },
  ],
];

/** Wrong configurations: the schema refuses them, and the header reports a problem in the same section. */
const wrong: Array<[string, string, unknown]> = [
  ['nav', 'a nav that is a list', []],
  ['nav', 'a nav without l1', { label: 'Main' }],
  ['nav', 'l2 that is not a list', { l1: [{ title: 'a', l2: 'x' }] }],
  ['nav', 'a javascript: seo_url', { l1: [{ title: 'a', seo_url: 'javascript:alert(1)' }] }],
  ['nav', 'a protocol-relative seo_url', { l1: [{ title: 'a', seo_url: '//evil.example/' }] }],
  ['nav', 'a backslash seo_url', { l1: [{ title: 'a', seo_url: '/\\evil.example' }] }],
  ['nav', 'a seo_url with a space inside', { l1: [{ title: 'a', seo_url: '/c/a b' }] }],
  ['nav', 'a seo_url with user:pass@', { l1: [{ title: 'a', seo_url: 'https://u:p@shop.summit.example/' }] }],
  ['nav', 'an unknown L1 variation', { l1: [{ title: 'a', variation: 'mega' }] }],
  ['nav', 'maxItems 0', { maxItems: 0, l1: [] }],
  ['nav', 'maxItems 51', { maxItems: 51, l1: [] }],
  ['nav', 'maxItems 2.5', { maxItems: 2.5, l1: [] }],
  ['nav', 'a brand without brand_link', { l1: [{ title: 'b', variation: 'brand', brands: [{ brand_name: 'X' }] }] }],
  ['nav', 'a brand with a blank name', { l1: [{ title: 'b', variation: 'brand', brands: [{ brand_name: ' ', brand_link: '/b/x' }] }] }],
  ['nav', 'a category_id of another type', { l1: [{ title: 'a', category_id: true }] }],
  ['nav', 'an L1 that is not an object', { l1: ['Men'] }],
  ['logo', 'a logo without alt', { src: '/logo.svg' }],
  ['logo', 'a data: logo', { src: 'data:image/png;base64,AAAA', alt: 'x' }],
  ['logo', 'a negative width', { src: '/logo.svg', alt: 'x', width: -1 }],
  ['allowedOrigins', 'an http: origin', ['http://cdn.example']],
  ['allowedOrigins', 'an origin with a path', ['https://cdn.example/x']],
  ['allowedOrigins', 'origins that are not a list', 'https://cdn.example'],
  ['subHeader', 'a link without url', { links: [{ title: 'Ad' }] }],
  ['subHeader', 'a dropdown that is not the gift card', { links: [{ title: 'More', variation: 'dropdown' }] }],
  ['subHeader', 'a link without title', { links: [{ url: '/x' }] }],
  ['subHeader', 'a vbscript: link', { links: [{ title: 'Ad', url: 'VBScript:msgbox(1)' }] }],
  ['freeShippingBanner', 'a negative threshold', { freeShippingCartValue: -1 }],
  ['freeShippingBanner', 'a threshold as text', { freeShippingCartValue: '49.99' }],
  ['freeShippingBanner', 'a negative guest threshold', { freeShippingCartValue: { guest: -1 } }],
  ['freeShippingBanner', 'disableBanner as text', { disableBanner: 'true' }],
  ['freeShippingBanner', 'a text that is not a string', { texts: { guest: 5 } }],
  ['freeShippingBanner', 'a link without url', { links: [{ title: 'Details' }] }],
  ['storeLocator', 'a blob: URL', { url: 'blob:https://shop.summit.example/1' }],
  ['trackOrder', 'a title that is not a string', { title: 5 }],
  ['customerCare', 'a section that is a string', '/help'],
  ['chat', 'a chat without url', { title: 'Chat' }],
  ['chat', 'a chat that is null', null],
  ['feedback', 'a javascript: script', { scriptUrl: 'JAVASCRIPT:alert(1)' }],
  ['floatingHelp', 'a feedback button without url', { feedback: { title: 'Tell us' } }],
  ['floatingHelp', 'chat as text', { chat: 'yes' }],
  ['floatingHelp', 'a data: survey', { feedback: { url: 'data:text/html,x' } }],
  ['skipToCheckout', 'skipToCheckout as text', 'yes'],
  ['deliveryZip', 'deliveryZip as text', 'false'],
];

describe('sg-config.schema.json', () => {
  it('is a draft 2020-12 schema that describes every property it lists', () => {
    expect(schema.$schema).to.equal('https://json-schema.org/draft/2020-12/schema');
    const sections = Object.keys(schema.properties).sort();
    expect(sections).to.deep.equal(
      [
        'allowedOrigins',
        'alternatePickup',
        'analytics',
        'apiBase',
        'businessHours',
        'chat',
        'customerCare',
        'customerCarePhone',
        'deliveryZip',
        'feedback',
        'floatingHelp',
        'freeShippingBanner',
        'giftCardBalance',
        'logo',
        'messages',
        'nav',
        'payLater',
        'payments',
        'search',
        'shippingAndReturns',
        'skipToCheckout',
        'storeLocator',
        'subHeader',
        'trackOrder',
      ].sort(),
    );
    const missing: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (!node || typeof node !== 'object') return;
      const properties = (node as { properties?: Record<string, Json> }).properties;
      if (properties) {
        for (const [key, value] of Object.entries(properties)) {
          if (typeof value.description !== 'string' && !(path.includes('/if') || path.includes('/then') || path.includes('/else'))) missing.push(`${path}/${key}`);
        }
      }
      for (const [key, value] of Object.entries(node)) walk(value, `${path}/${key}`);
    };
    walk(schema, '');
    expect(missing).to.deep.equal([]);
  });

  for (const [name, config] of valid) {
    it(`accepts ${name}, in which the header finds no problem`, () => {
      expect(errorsOf(config)).to.deep.equal([]);
      expect(Object.fromEntries(headerProblems(config))).to.deep.equal({});
    });
  }

  for (const [section, name, value] of wrong) {
    it(`refuses ${name} (${section}), which the header reports too`, () => {
      const config = withSection(section, value);
      expect(errorsOf(config).some((e) => e.startsWith(`#/${section}`)), errorsOf(config).join('\n')).to.equal(true);
      expect(headerProblems(config).has(section)).to.equal(true);
      expect([...headerProblems(config).keys()]).to.deep.equal([section]);
    });
  }

  it('accepts an http origin on a loopback host, which the header then takes on a loopback page only', () => {
    const local = { allowedOrigins: ['http://127.0.0.1:8123', 'http://localhost', 'http://[::1]:8123/'] };
    expect(errorsOf(local)).to.deep.equal([]);
    const onLocalPage = normalizeHeaderConfig(local, { base: 'http://localhost:8000/' });
    expect(Object.fromEntries(onLocalPage.problems)).to.deep.equal({});
    expect(headerProblems(local).get('allowedOrigins')).to.have.length(3);
    const refused = ['http://evil.example', 'http://localhost.evil.example', 'http://127.0.0.1/x', 'http://127.0.0.2'];
    for (const entry of refused) {
      expect(errorsOf({ allowedOrigins: [entry] }), entry).not.to.deep.equal([]);
    }
  });

  it("checks the other elements' sections loosely", () => {
    expect(errorsOf({ search: { minChars: 2, debounceMs: 100, recommendations: [{ label: 'Tent', url: '/p/1', price: 99, imageUrl: null }] } })).to.deep.equal([]);
    expect(errorsOf({ giftCardBalance: { captchaProvider: 'test', requestFormat: 'card', errorDisplayMs: 5000, currency: 'CAD' } })).to.deep.equal([]);
    expect(errorsOf({ messages: { 'en-US': { 'giftCard.submit': 'Check my balance' }, 'de-DE': { 'giftCard.card': 'Karte {card}' } } })).to.deep.equal([]);
    expect(errorsOf({ payLater: { threshold: 35, installments: { min: 2, max: 4 }, providers: [{ name: 'Klarna', enabled: true, max: 1000 }] } })).to.deep.equal([]);
    expect(errorsOf({ customerCarePhone: '1-877-555-0142' })).to.deep.equal([]);
    expect(errorsOf({ payments: { accepted: ['visa', 'klarna'] } })).to.deep.equal([]);
    expect(errorsOf({ payments: { expressCheckout: true, wallets: { paypal: { enabled: true, scriptUrl: 'https://www.paypal.com/sdk/js?client-id=x' } } } })).to.deep.equal([]);
    expect(errorsOf({ customerCarePhone: '+44 (20) 7946.0958' })).to.deep.equal([]);
    for (const config of [
      { customerCarePhone: 'javascript:alert(1)' },
      { payments: { accepted: ['bitcoin'] } },
      { payments: { accepted: 'visa' } },
      { payments: { wallets: { venmo: { enabled: true } } } },
      { payments: { expressCheckout: 'yes' } },
      { customerCarePhone: '555' },
      { customerCarePhone: 18775550142 },
      { businessHours: { businessStartHours: 9, businessEndHours: 21 } },
      { businessHours: { businessStartHours: 25, businessEndHours: 21, slaBusinessHours: 1, slaPreBusinessHours: 1, slaPostBusinessHours: 1 } },
      { search: { minChars: 0 } },
      { search: { featuredCategories: [{ label: 'x' }] } },
      { search: [] },
      { giftCardBalance: { captchaProvider: 'hcaptcha' } },
      { giftCardBalance: { captchaScriptUrl: 'javascript:alert(1)' } },
      { payLater: { threshold: 35, installments: 13, providers: [] } },
      { payLater: { threshold: 35, installments: { min: 1, max: 4 }, providers: [] } },
      { payLater: { threshold: 35, installments: { min: 2 }, providers: [] } },
      { payLater: { threshold: 35, installments: { min: 2, max: 4, step: 2 }, providers: [] } },
      { payLater: { threshold: 35, installments: 4, providers: [1, 2, 3, 4, 5].map((i) => ({ name: `P${i}`, enabled: true, max: 1 })) } },
      { payLater: { threshold: 35, installments: 4 } },
      { messages: { 'en-US': { 'giftCard.submit': 5 } } },
      { messages: { 'en-US': ['Check'] } },
      { messages: { 'not a tag': {} } },
      { messages: { 'en-US': { submit: 'no namespace' } } },
      { apiBase: 5 },
      [],
      'x',
    ]) {
      expect(errorsOf(config), JSON.stringify(config)).not.to.deep.equal([]);
    }
  });
});
