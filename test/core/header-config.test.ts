import '../helpers/setup';
import { expect } from '@open-wc/testing';
import {
  formatFreeShippingText,
  headerConfigDefaults,
  normalizeHeaderConfig,
} from '../../src/core/header-config';
import type { HeaderConfigResult } from '../../src/core/header-config.types';
import { sectionWarning } from '../../src/core/config';
import type { HeaderConfig } from '../../src/core/header-config.types';
import example from '../fixtures/sg-config.example.json';

const base = 'https://shop.summit.example/c/anything';

/** What the elements' configuration resolver warns for a page script's result: one message per section with problems. */
const headerConfigWarnings = (who: string, id: string, result: HeaderConfigResult): string[] =>
  [...result.problems]
    .filter(([, problems]) => problems.length > 0)
    .map(([section, problems]) => sectionWarning(who, `configuration "#${id}"`, section, problems));
const CDN = 'https://images.summit.example';

type Json = Record<string, unknown>;
const check = (config: unknown) => normalizeHeaderConfig(config as Json, { base });
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A category L1 with one L2 (with one L3), for tests that change one field. */
const l1 = (fields: Json = {}): Json => ({
  title: 'camp',
  seo_url: '/c/camp',
  l2: [{ title: 'Tents', seo_url: '/c/tents', l3: [{ title: 'Family', seo_url: '/c/family' }] }],
  ...fields,
});
const navOf = (items: unknown[], extra: Json = {}) => check({ nav: { l1: items, ...extra } });

const expectedExample: HeaderConfig = {
  logo: { src: '/assets/summit-logo.svg', alt: 'Summit Sports', href: '/', width: 160, height: 40 },
  allowedOrigins: ['https://images.summit.example', 'https://chat.summit.example'],
  nav: {
    // Not in the example: the header shows the catalogue's (header.navLabel, "Main").
    label: null,
    maxItems: 8,
    l1: [
      {
        label: 'Camp & Hike',
        href: '/c/camping-hiking',
        categoryId: '12001',
        kind: 'category',
        l2: [
          {
            label: 'Tents',
            href: '/c/tents',
            categoryId: '12010',
            l3: [
              { label: 'Backpacking Tents', href: '/c/backpacking-tents', categoryId: '12011' },
              { label: 'Family Tents', href: '/c/family-tents', categoryId: '12012' },
            ],
          },
        ],
        brands: [],
        promo: { image: `${CDN}/promo/tents.jpg`, alt: 'Up to 40% off tents', href: '/c/tents?sale=1' },
      },
      {
        label: 'Brands',
        href: '/brands',
        categoryId: null,
        kind: 'brand',
        l2: [],
        brands: [{ name: 'YETI', href: '/b/yeti', image: `${CDN}/brands/yeti.png`, alt: 'YETI logo' }],
        promo: null,
      },
      { label: 'Sale', href: '/c/sale', categoryId: null, kind: 'link', l2: [], brands: [], promo: null },
    ],
  },
  subHeader: {
    links: [
      { kind: 'link', title: 'Weekly Ad', href: '/weekly-ad' },
      { kind: 'giftCard', title: 'Gift Card Balance' },
    ],
  },
  freeShippingBanner: {
    disabled: false,
    threshold: { guest: 49.99, registered: 24.99 },
    texts: { guest: 'Free shipping on orders over {amount}', registered: 'Members ship free over {amount}' },
    links: [{ title: 'Details', href: '/shipping-policy' }],
  },
  storeLocator: { title: 'Find a Store', href: '/stores' },
  trackOrder: { title: 'Track Order', href: '/track-order' },
  customerCare: { title: 'Customer Care', href: '/customer-service' },
  chat: { title: 'Chat with us', url: 'https://chat.summit.example/start' },
  feedback: { scriptUrl: `${CDN}/feedback/survey.js` },
  floatingHelp: { chat: false, feedback: null },
  skipToCheckout: true,
  deliveryZip: true,
};

describe('normalizeHeaderConfig', () => {
  it("gives exactly the expected configuration for the contract's example, with no problem", () => {
    const result = check(example);
    expect(result.config).to.deep.equal(expectedExample);
    expect(result.problems.size).to.equal(0);
    expect(headerConfigWarnings('sg-header', 'sg-config', result)).to.deep.equal([]);
  });

  it('gives the defaults for an empty configuration, with no problem; a text left out is null (the catalogue\'s)', () => {
    const result = check({});
    expect(result.config).to.deep.equal(headerConfigDefaults());
    // The header words each null text from its catalogue (header.navLabel, header.freeShippingText, header.*Title).
    expect(result.config.nav).to.deep.equal({ label: null, maxItems: 8, l1: [] });
    expect(result.config.freeShippingBanner.threshold).to.deep.equal({ guest: 49.99, registered: 24.99 });
    expect(result.config.freeShippingBanner.texts).to.deep.equal({ guest: null, registered: null });
    expect(result.config.storeLocator).to.deep.equal({ title: null, href: '/stores' });
    expect(result.config.trackOrder).to.deep.equal({ title: null, href: '/myaccount/orders' });
    expect(result.config.customerCare).to.deep.equal({ title: null, href: '/customer-service' });
    expect([result.config.logo, result.config.chat, result.config.feedback, result.config.skipToCheckout]).to.deep.equal([
      null,
      null,
      null,
      false,
    ]);
    // The delivery ZIP control is on unless the configuration turns it off.
    expect(result.config.deliveryZip).to.equal(true);
    expect(result.problems.size).to.equal(0);
  });

  it('reads floatingHelp: the chat switch and the feedback page (its URL under the URL rule), one problem per fault', () => {
    const ok = check({ floatingHelp: { chat: true, feedback: { title: ' Tell us ', url: 'https://shop.summit.example/survey?s=1' } } });
    expect(ok.config.floatingHelp).to.deep.equal({ chat: true, feedback: { title: 'Tell us', url: '/survey?s=1' } });
    expect(ok.problems.size).to.equal(0);
    expect(check({ floatingHelp: { feedback: { url: '/survey' } } }).config.floatingHelp).to.deep.equal({
      chat: false,
      feedback: { title: null, url: '/survey' },
    });
    const bad = check({ floatingHelp: { chat: 'yes', feedback: { url: 'javascript:alert(1)', title: 3 } } });
    expect(bad.config.floatingHelp).to.deep.equal({ chat: false, feedback: null });
    expect(bad.problems.get('floatingHelp')).to.deep.equal(['chat is not a boolean', 'feedback.url refused']);
    expect(check({ floatingHelp: { feedback: {} } }).problems.get('floatingHelp')).to.deep.equal(['feedback has no url']);
    expect(check({ floatingHelp: { feedback: 'x' } }).problems.get('floatingHelp')).to.deep.equal(['feedback is not an object']);
    expect(check({ floatingHelp: [] }).problems.get('floatingHelp')).to.deep.equal(['is not an object']);
  });

  it('ignores the sections other elements check, and unknown keys', () => {
    const result = check({ search: 5, giftCardBalance: [], payLater: 'x', apiBase: 1, whatever: null });
    expect(result.problems.size).to.equal(0);
    expect(result.config).to.deep.equal(headerConfigDefaults());
  });

  it('never throws, whatever the input', () => {
    const garbage: unknown[] = [null, undefined, 0, 1, 'x', '', true, [], [1, 2], { nav: null }, { nav: [] }, { nav: 'x' }];
    const sections = ['logo', 'allowedOrigins', 'nav', 'subHeader', 'freeShippingBanner', 'storeLocator', 'trackOrder'];
    const values: unknown[] = [null, 0, -1, 'x', true, [], [null], [[]], [{}], {}, { l1: [null, 1, 'x', [], {}] }];
    for (const section of [...sections, 'customerCare', 'chat', 'feedback', 'floatingHelp', 'skipToCheckout']) {
      for (const value of values) garbage.push({ [section]: value });
    }
    const wrongEverywhere = (depth: number): unknown =>
      depth === 0 ? 'x' : Object.fromEntries(['l1', 'l2', 'l3', 'brands', 'links', 'texts', 'title', 'seo_url'].map((k) => [k, [wrongEverywhere(depth - 1), 7]]));
    garbage.push({ nav: { l1: [{ variation: 'brand', brands: [null, 1, { brand_name: 3 }] }, wrongEverywhere(4)] } });
    garbage.push({ nav: wrongEverywhere(5), subHeader: wrongEverywhere(3), freeShippingBanner: wrongEverywhere(3) });
    for (const input of garbage) {
      const result = normalizeHeaderConfig(input as Json, { base });
      expect(result.config.nav.l1, JSON.stringify(input)).to.be.an('array');
      expect(() => headerConfigWarnings('sg-header', 'sg-config', result)).not.to.throw();
    }
    // Without a page URL to resolve against (options omitted, or a base that is no URL) nothing throws either.
    expect(() => normalizeHeaderConfig(clone(example) as Json, { base: 'not a url' })).not.to.throw();
    expect(() => normalizeHeaderConfig(clone(example) as Json)).not.to.throw();
    // A hostile object (a throwing getter) costs its section, not the header.
    const hostile = { nav: { get l1() { throw new Error('boom'); } } };
    const result = normalizeHeaderConfig(hostile, { base });
    expect(result.config.nav).to.deep.equal(headerConfigDefaults().nav);
    expect(result.problems.get('nav')).to.deep.equal(['could not be read']);
  });

  it('returns texts as given, only trimmed (never stripped or escaped)', () => {
    const html = '<img src=x onerror=alert(1)> & "quotes"';
    const result = check({ nav: { l1: [{ title: `  ${html}  `, seo_url: '/x' }] }, chat: { title: html, url: '/chat' } });
    expect(result.config.nav.l1[0]!.label).to.equal(html);
    expect(result.config.chat).to.deep.equal({ title: html, url: '/chat' });
  });
});

describe('normalizeHeaderConfig: the URL rule', () => {
  const refused = [
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,<b>x</b>',
    'DATA:image/png;base64,AAAA',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'blob:https://shop.summit.example/1',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    '/c/te nts',
    '/c/ten\nts',
    'java\tscript:alert(1)',
    '/c/\u0000tents',
    'https://user:pass@shop.summit.example/',
    'https://user@images.summit.example/a.png',
    'http://images.summit.example/a.png',
    'https://evil.example/a.png',
    'https://images.summit.example.evil.example/a.png',
    'mailto:a@b.example',
  ];

  for (const url of refused) {
    it(`refuses ${JSON.stringify(url)} (text item, one problem)`, () => {
      const result = check({ allowedOrigins: [CDN], nav: { l1: [{ title: 'Sale', seo_url: url }] } });
      expect(result.config.nav.l1[0]!.href).to.equal(null);
      expect(result.config.nav.l1[0]!.label).to.equal('Sale');
      expect(result.problems.get('nav')).to.deep.equal(['l1[0].seo_url refused']);
    });
  }

  it('accepts same-origin paths and URLs as paths, and https: on an allowed origin as the URL', () => {
    const hrefs = ['/c/tents', '  /c/tents?a=1#top  ', 'tents', 'https://shop.summit.example/c/x', `${CDN}/a.png`, `  ${CDN}/b.png `];
    const result = check({ allowedOrigins: [CDN], nav: { l1: hrefs.map((seo_url, i) => ({ title: `t${i}`, seo_url })) } });
    expect(result.config.nav.l1.map((item) => item.href)).to.deep.equal([
      '/c/tents',
      '/c/tents?a=1#top',
      '/c/tents',
      '/c/x',
      `${CDN}/a.png`,
      `${CDN}/b.png`,
    ]);
    expect(result.problems.size).to.equal(0);
  });

  it('uses allowedOrigins for every URL, and only for https: origins', () => {
    const config = {
      allowedOrigins: [CDN, 'http://plain.example', 'https://cdn.example/path', 'not a url', 7, 'https://user@x.example', ' https://chat.summit.example/ '],
      logo: { src: `${CDN}/logo.svg`, alt: 'Summit' },
      chat: { url: 'https://chat.summit.example/start' },
      feedback: { scriptUrl: 'http://plain.example/f.js' },
    };
    const result = check(config);
    expect(result.config.allowedOrigins).to.deep.equal([CDN, 'https://chat.summit.example']);
    expect(result.config.logo?.src).to.equal(`${CDN}/logo.svg`);
    expect(result.config.chat).to.deep.equal({ title: null, url: 'https://chat.summit.example/start' });
    expect(result.config.feedback).to.equal(null);
    expect(result.problems.get('allowedOrigins')).to.deep.equal([
      '[1] is not an https origin',
      '[2] is not an https origin',
      '[3] is not an https origin',
      '[4] is not an https origin',
      '[5] is not an https origin',
    ]);
    expect(result.problems.get('feedback')).to.deep.equal(['scriptUrl refused']);
    // Without the allow-list the same absolute URLs are refused.
    const without = check({ logo: config.logo, chat: config.chat });
    expect([without.config.logo, without.config.chat]).to.deep.equal([null, null]);
    expect(Object.fromEntries(without.problems)).to.deep.equal({ logo: ['src refused'], chat: ['url refused'] });
  });

  it('takes an http origin on a loopback host only for a page on a loopback host (local development)', () => {
    const config = {
      allowedOrigins: ['http://127.0.0.1:8123', 'http://evil.example', 'http://[::1]:8123/'],
      feedback: { scriptUrl: 'http://127.0.0.1:8123/feedback.js' },
      chat: { url: 'http://evil.example/chat' },
    };
    const local = normalizeHeaderConfig(config, { base: 'http://localhost:8000/demo/elements.html' });
    expect(local.config.allowedOrigins).to.deep.equal(['http://127.0.0.1:8123', 'http://[::1]:8123']);
    expect(local.config.feedback).to.deep.equal({ scriptUrl: 'http://127.0.0.1:8123/feedback.js' });
    expect(local.config.chat).to.equal(null);
    expect(local.problems.get('allowedOrigins')).to.deep.equal(['[1] is not an https origin']);
    // The same configuration on a store's page: no http origin at all.
    const store = check(config);
    expect(store.config.allowedOrigins).to.deep.equal([]);
    expect(store.config.feedback).to.equal(null);
    expect(store.problems.get('allowedOrigins')).to.deep.equal([
      '[0] is not an https origin',
      '[1] is not an https origin',
      '[2] is not an https origin',
    ]);
    expect(store.problems.get('feedback')).to.deep.equal(['scriptUrl refused']);
  });

  it('drops a refused link where the contract says so, and keeps the item as text elsewhere', () => {
    const bad = 'javascript:alert(1)';
    const result = check({
      logo: { src: '/logo.svg', alt: 'Summit', href: bad },
      subHeader: { links: [{ title: 'Ad', url: bad }, { title: 'Ok', url: '/ok' }] },
      freeShippingBanner: { links: [{ title: 'Details', url: bad }] },
      storeLocator: { url: bad },
      trackOrder: { title: 'Orders', url: ' ' },
      chat: { url: bad },
    });
    expect(result.config.logo?.href).to.equal('/');
    expect(result.config.subHeader.links).to.deep.equal([{ kind: 'link', title: 'Ok', href: '/ok' }]);
    expect(result.config.freeShippingBanner.links).to.deep.equal([]);
    expect(result.config.storeLocator).to.deep.equal({ title: null, href: null });
    expect(result.config.trackOrder).to.deep.equal({ title: 'Orders', href: '/myaccount/orders' });
    expect(result.config.chat).to.equal(null);
    expect(Object.fromEntries(result.problems)).to.deep.equal({
      logo: ['href refused'],
      subHeader: ['links[0].url refused'],
      freeShippingBanner: ['links[0].url refused'],
      storeLocator: ['url refused'],
      chat: ['url refused'],
    });
  });
});

describe('normalizeHeaderConfig: navigation', () => {
  it('uses display_name, else title, trimmed; an item with neither is dropped with a problem', () => {
    const result = navOf([
      { title: 'camp', display_name: '  Camp & Hike ', seo_url: '/c/camp' },
      { title: ' Sale ', display_name: '   ', seo_url: '/c/sale' },
      { display_name: 7, title: 'Run' },
      { seo_url: '/c/none' },
      { title: '  ' },
      'Men',
    ]);
    expect(result.config.nav.l1.map((item) => item.label)).to.deep.equal(['Camp & Hike', 'Sale', 'Run']);
    expect(result.problems.get('nav')).to.deep.equal([
      'l1[2].display_name is not a string',
      'l1[3] has no title',
      'l1[4] has no title',
      'l1[5] is not an object',
    ]);
  });

  it('skips hidden items (any letter case) and their children, without a problem', () => {
    const result = navOf([
      l1({ title: 'a', display_status: 'hide' }),
      l1({ title: 'b', display_status: 'HIDE', l2: 'broken' }),
      l1({ title: 'c', display_status: ' Hide ' }),
      l1({ title: 'd', display_status: 'show' }),
      l1({ title: 'e', display_status: 'hidden' }),
      l1({
        title: 'f',
        l2: [
          { title: 'x', display_status: 'hIdE', l3: 5 },
          { title: 'y', l3: [{ title: 'gone', display_status: 'Hide' }, { title: 'kept' }] },
        ],
      }),
    ]);
    expect(result.config.nav.l1.map((item) => item.label)).to.deep.equal(['d', 'e', 'f']);
    const f = result.config.nav.l1[2]!;
    expect(f.l2.map((l2) => l2.label)).to.deep.equal(['y']);
    expect(f.l2[0]!.l3.map((l3) => l3.label)).to.deep.equal(['kept']);
    expect(result.problems.size).to.equal(0);
  });

  it('cuts L2 and L3 lists to maxItems after removing hidden items; the L1 list is not cut', () => {
    const many = (prefix: string, n: number, hideFirst: number, child?: () => Json) =>
      Array.from({ length: n }, (_, i) => ({
        title: `${prefix}${i}`,
        seo_url: `/c/${prefix}${i}`,
        ...(i < hideFirst ? { display_status: 'hide' } : {}),
        ...(child ? child() : {}),
      }));
    const items = Array.from({ length: 12 }, (_, i) => l1({ title: `L1-${i}`, l2: many('b', 6, 2, () => ({ l3: many('c', 7, 3) })) }));
    const result = navOf(items, { maxItems: 3 });
    expect(result.config.nav.maxItems).to.equal(3);
    expect(result.config.nav.l1).to.have.length(12);
    const first = result.config.nav.l1[0]!;
    expect(first.l2.map((l2) => l2.label)).to.deep.equal(['b2', 'b3', 'b4']);
    expect(first.l2[0]!.l3.map((l3) => l3.label)).to.deep.equal(['c3', 'c4', 'c5']);
    expect(result.problems.size).to.equal(0);
    // The default cut is 8.
    const byDefault = navOf([l1({ l2: many('b', 12, 0, () => ({ l3: many('c', 9, 0) })) })]);
    expect(byDefault.config.nav.l1[0]!.l2).to.have.length(8);
    expect(byDefault.config.nav.l1[0]!.l2[0]!.l3).to.have.length(8);
  });

  it('drops failing L2/L3 items with a problem naming the path, before the cut', () => {
    const result = navOf(
      [
        l1({
          l2: [
            { title: 'one', l3: 'x' },
            { seo_url: '/c/nameless' },
            { title: 'two', seo_url: 'javascript:alert(1)', l3: [null, { title: 'ok', category_id: 12 }] },
            { title: 'three' },
          ],
        }),
        { title: 'x', l2: 'nope' },
      ],
      { maxItems: 2 },
    );
    const l2 = result.config.nav.l1[0]!.l2;
    expect(l2.map((item) => [item.label, item.href])).to.deep.equal([
      ['one', null],
      ['two', null],
    ]);
    expect(l2[1]!.l3).to.deep.equal([{ label: 'ok', href: null, categoryId: '12' }]);
    expect(result.config.nav.l1[1]!.kind).to.equal('link');
    expect(result.problems.get('nav')).to.deep.equal([
      'l1[0].l2[0].l3 is not a list',
      'l1[0].l2[1] has no title',
      'l1[0].l2[2].seo_url refused',
      'l1[0].l2[2].l3[0] is not an object',
      'l1[1].l2 is not a list',
    ]);
  });

  it('reads category_id as a string (a number too), else null', () => {
    const result = navOf([
      { title: 'a', category_id: '12001' },
      { title: 'b', category_id: 12002 },
      { title: 'c', category_id: '' },
      { title: 'd' },
      { title: 'e', category_id: { id: 1 } },
    ]);
    expect(result.config.nav.l1.map((item) => item.categoryId)).to.deep.equal(['12001', '12002', null, null, null]);
    expect(result.problems.get('nav')).to.deep.equal(['l1[4].category_id is not a string or number']);
  });

  it('checks maxItems (an integer from 1 to 50) and the label', () => {
    for (const [maxItems, expected] of [
      [1, 1],
      [50, 50],
      [0, 8],
      [51, 8],
      [2.5, 8],
      ['3', 8],
    ] as const) {
      const result = navOf([], { maxItems });
      expect(result.config.nav.maxItems, String(maxItems)).to.equal(expected);
      expect(result.problems.has('nav'), String(maxItems)).to.equal(expected !== maxItems);
    }
    expect(navOf([], { maxItems: 0 }).problems.get('nav')).to.deep.equal(['maxItems is not an integer from 1 to 50']);
    expect(navOf([], { label: ' Shop ' }).config.nav.label).to.equal('Shop');
    expect(navOf([], { label: 3 }).config.nav.label).to.equal(null);
  });

  it('reads variation: category by default, brand, link; an unknown one is a category with a problem', () => {
    const result = navOf([l1(), l1({ variation: 'category' }), l1({ variation: 'link' }), l1({ variation: 'mega' }), l1({ variation: 'Brand' })]);
    expect(result.config.nav.l1.map((item) => item.kind)).to.deep.equal(['category', 'category', 'link', 'category', 'category']);
    expect(result.config.nav.l1[2]!.l2).to.deep.equal([]);
    expect(result.problems.get('nav')).to.deep.equal(['l1[3].variation "mega" is unknown', 'l1[4].variation "Brand" is unknown']);
  });

  it('makes an L1 whose panel would be empty a plain link', () => {
    const result = navOf([
      l1({ l2: [] }),
      l1({ l2: [{ title: 'x', display_status: 'hide' }] }),
      { title: 'no-l2', seo_url: '/c/x' },
      { title: 'b', variation: 'brand', brands: [] },
      { title: 'b2', variation: 'brand', brands: [{ brand_name: 'X' }] },
      { title: 'b3', variation: 'brand', l2: [{ title: 'ignored' }] },
    ]);
    expect(result.config.nav.l1.map((item) => [item.kind, item.l2.length, item.brands.length])).to.deep.equal([
      ['link', 0, 0],
      ['link', 0, 0],
      ['link', 0, 0],
      ['link', 0, 0],
      ['link', 0, 0],
      ['link', 0, 0],
    ]);
    expect(result.problems.get('nav')).to.deep.equal(['l1[4].brands[0] has no brand_link']);
  });

  it('keeps brands with a name and a usable link; the image is optional; the alt defaults to the name', () => {
    const result = check({
      allowedOrigins: [CDN],
      nav: {
        maxItems: 1,
        l1: [
          {
            title: 'Brands',
            variation: 'brand',
            brands: [
              { brand_name: ' YETI ', brand_link: '/b/yeti', brand_image_desktop: `${CDN}/yeti.png`, brand_alt_text: 'YETI logo' },
              { brand_name: 'Nike', brand_link: '/b/nike' },
              { brand_name: 'Evil', brand_link: '/b/evil', brand_image_desktop: 'https://evil.example/x.png' },
              { brand_name: 'NoLink' },
              { brand_name: 'BadLink', brand_link: 'javascript:alert(1)' },
              { brand_link: '/b/anon', brand_alt_text: 'Anon' },
              { brand_name: '  ', brand_link: '/b/blank' },
              'brand',
            ],
          },
        ],
      },
    });
    expect(result.config.nav.l1[0]!.kind).to.equal('brand');
    expect(result.config.nav.l1[0]!.brands).to.deep.equal([
      { name: 'YETI', href: '/b/yeti', image: `${CDN}/yeti.png`, alt: 'YETI logo' },
      { name: 'Nike', href: '/b/nike', image: null, alt: 'Nike' },
      { name: 'Evil', href: '/b/evil', image: null, alt: 'Evil' },
    ]);
    expect(result.problems.get('nav')).to.deep.equal([
      'l1[0].brands[2].brand_image_desktop refused',
      'l1[0].brands[3] has no brand_link',
      'l1[0].brands[4].brand_link refused',
      'l1[0].brands[5] has no brand_name',
      'l1[0].brands[6] has no brand_name',
      'l1[0].brands[7] is not an object',
    ]);
  });

  it('does not cut the brand list', () => {
    const brands = Array.from({ length: 20 }, (_, i) => ({ brand_name: `B${i}`, brand_link: `/b/${i}` }));
    const result = navOf([{ title: 'Brands', variation: 'brand', brands }], { maxItems: 2 });
    expect(result.config.nav.l1[0]!.brands).to.have.length(20);
  });

  it('shows the marketing banner only when image, alt text and URL are all usable', () => {
    const full = {
      marketing_banner_image: `${CDN}/promo.jpg`,
      marketing_banner_alt_text: ' 40% off ',
      marketing_banner_url: '/c/sale',
    };
    const cases: Array<[Json, boolean]> = [
      [full, true],
      [{ ...full, marketing_banner_image: 'https://evil.example/promo.jpg' }, false],
      [{ ...full, marketing_banner_url: 'javascript:alert(1)' }, false],
      [{ ...full, marketing_banner_alt_text: '' }, false],
      [{ ...full, marketing_banner_image: undefined }, false],
      [{}, false],
    ];
    const result = check({ allowedOrigins: [CDN], nav: { l1: cases.map(([fields], i) => l1({ title: `t${i}`, ...fields })) } });
    const promos = result.config.nav.l1.map((item) => item.promo);
    expect(promos.map((promo) => promo !== null)).to.deep.equal(cases.map(([, shown]) => shown));
    expect(promos[0]).to.deep.equal({ image: `${CDN}/promo.jpg`, alt: '40% off', href: '/c/sale' });
    expect(result.problems.get('nav')).to.deep.equal([
      'l1[1].marketing_banner_image refused',
      'l1[2].marketing_banner_url refused',
      'l1[3] has no marketing_banner_alt_text',
      'l1[4] has no marketing_banner_image',
    ]);
    // A brand panel shows the banner too; a plain link has none.
    const brand = check({ allowedOrigins: [CDN], nav: { l1: [{ title: 'b', variation: 'brand', brands: [{ brand_name: 'X', brand_link: '/b/x' }], ...full }, { title: 'l', variation: 'link', ...full }] } });
    expect(brand.config.nav.l1.map((item) => item.promo !== null)).to.deep.equal([true, false]);
  });
});

describe('normalizeHeaderConfig: the other sections', () => {
  it('reads sub-header links: links with a usable URL, and the gift card dropdown', () => {
    const result = check({
      subHeader: {
        links: [
          { title: ' Weekly Ad ', url: '/weekly-ad' },
          { title: 'Gift Card Balance', variation: 'dropdown', type: 'giftCard' },
          { title: 'More', variation: 'dropdown' },
          { title: 'Deals', variation: 'dropdown', type: 'deals', url: '/deals' },
          { title: 'No URL' },
          { url: '/untitled' },
          { title: 'Odd', variation: 'button', url: '/odd' },
          null,
        ],
      },
    });
    expect(result.config.subHeader.links).to.deep.equal([
      { kind: 'link', title: 'Weekly Ad', href: '/weekly-ad' },
      { kind: 'giftCard', title: 'Gift Card Balance' },
      { kind: 'link', title: 'Odd', href: '/odd' },
    ]);
    expect(result.problems.get('subHeader')).to.deep.equal([
      'links[2] is a dropdown other than type "giftCard"',
      'links[3] is a dropdown other than type "giftCard"',
      'links[4] has no url',
      'links[5] has no title',
      'links[6].variation "button" is unknown',
      'links[7] is not an object',
    ]);
  });

  it('reads the free-shipping banner: one threshold for both, or each; bad values keep the defaults', () => {
    const banner = (value: Json) => check({ freeShippingBanner: value });
    expect(banner({ freeShippingCartValue: 35 }).config.freeShippingBanner.threshold).to.deep.equal({ guest: 35, registered: 35 });
    expect(banner({ freeShippingCartValue: 0 }).config.freeShippingBanner.threshold).to.deep.equal({ guest: 0, registered: 0 });
    expect(banner({ freeShippingCartValue: { registered: 10 } }).config.freeShippingBanner.threshold).to.deep.equal({
      guest: 49.99,
      registered: 10,
    });
    const bad = banner({
      disableBanner: 'yes',
      freeShippingCartValue: { guest: -1, registered: '5' },
      texts: { guest: '  Free over {amount}  ', registered: 4 },
    });
    expect(bad.config.freeShippingBanner).to.deep.equal({
      disabled: false,
      threshold: { guest: 49.99, registered: 24.99 },
      texts: { guest: 'Free over {amount}', registered: null },
      links: [],
    });
    expect(bad.problems.get('freeShippingBanner')).to.deep.equal([
      'disableBanner is not a boolean',
      'freeShippingCartValue.guest is not a number >= 0',
      'freeShippingCartValue.registered is not a number >= 0',
      'texts.registered is not a string',
    ]);
    for (const value of [-5, '49.99', null, [1]]) {
      const result = banner({ freeShippingCartValue: value });
      expect(result.config.freeShippingBanner.threshold, String(value)).to.deep.equal({ guest: 49.99, registered: 24.99 });
      expect(result.problems.get('freeShippingBanner'), String(value)).to.have.length(1);
    }
    expect(banner({ disableBanner: true }).config.freeShippingBanner.disabled).to.equal(true);
  });

  it('reads logo, store locator, track order, customer care, chat, feedback and skipToCheckout', () => {
    const result = check({
      logo: { src: ' /logo.svg ', alt: ' Summit ', width: 120 },
      storeLocator: { title: 'Stores near you' },
      trackOrder: { url: '/track' },
      customerCare: { title: '', url: '/help' },
      chat: { url: '/chat' },
      feedback: { scriptUrl: '/survey.js' },
      skipToCheckout: false,
    });
    expect(result.config.logo).to.deep.equal({ src: '/logo.svg', alt: 'Summit', href: '/', width: 120, height: null });
    expect(result.config.storeLocator).to.deep.equal({ title: 'Stores near you', href: '/stores' });
    expect(result.config.trackOrder).to.deep.equal({ title: null, href: '/track' });
    expect(result.config.customerCare).to.deep.equal({ title: null, href: '/help' });
    expect(result.config.chat).to.deep.equal({ title: null, url: '/chat' });
    expect(result.config.feedback).to.deep.equal({ scriptUrl: '/survey.js' });
    expect(result.problems.size).to.equal(0);

    const wrong = check({ logo: { src: '/logo.svg', width: -1 }, chat: { title: 'Chat' }, feedback: {}, skipToCheckout: 'true' });
    expect([wrong.config.logo, wrong.config.chat, wrong.config.feedback, wrong.config.skipToCheckout]).to.deep.equal([null, null, null, false]);
    expect(Object.fromEntries(wrong.problems)).to.deep.equal({
      logo: ['has no alt', 'width is not a positive number'],
      chat: ['has no url'],
      feedback: ['has no scriptUrl'],
      skipToCheckout: ['is not a boolean'],
    });
  });
});

describe('normalizeHeaderConfig: deliveryZip', () => {
  it('is on by default; false turns it off; any other value is one problem and keeps it on', () => {
    expect(check({}).config.deliveryZip).to.equal(true);
    expect(check({ deliveryZip: true }).config.deliveryZip).to.equal(true);
    const off = check({ deliveryZip: false });
    expect(off.config.deliveryZip).to.equal(false);
    expect(off.problems.size).to.equal(0);
    for (const value of ['false', 0, null, {}, []]) {
      const result = check({ deliveryZip: value });
      expect(result.config.deliveryZip, JSON.stringify(value)).to.equal(true);
      expect(Object.fromEntries(result.problems), JSON.stringify(value)).to.deep.equal({ deliveryZip: ['is not a boolean'] });
    }
  });
});

describe('headerConfigWarnings', () => {
  it('gives the defaults and exactly one warning for each section of the wrong shape', () => {
    const sections = ['logo', 'allowedOrigins', 'nav', 'subHeader', 'freeShippingBanner', 'storeLocator', 'trackOrder', 'customerCare', 'chat', 'feedback'];
    const config: Json = { skipToCheckout: 'yes', deliveryZip: 0 };
    for (const section of sections) config[section] = section === 'allowedOrigins' ? { a: 1 } : ['wrong'];
    const result = check(config);
    expect(result.config).to.deep.equal(headerConfigDefaults());
    const warnings = headerConfigWarnings('sg-header', 'sg-config', result);
    expect(warnings).to.have.length(sections.length + 2);
    for (const section of [...sections, 'skipToCheckout', 'deliveryZip']) {
      expect(warnings.filter((w) => w.includes(`section ${section}:`)), section).to.have.length(1);
    }
    expect(warnings).to.include('sg-header: configuration "#sg-config", section nav: is not an object. Defaults are used there.');
    expect(warnings).to.include('sg-header: configuration "#sg-config", section allowedOrigins: is not a list. Defaults are used there.');
  });

  it("names every problem of a section in one message, in the contract's wording", () => {
    const config = clone(example) as Json & { nav: { l1: Json[] } };
    config.nav.l1 = [l1(), l1(), l1({ l2: 'x' }), l1(), l1({ seo_url: 'javascript:alert(1)' })];
    const warnings = headerConfigWarnings('sg-header', 'sg-config', check(config));
    expect(warnings).to.deep.equal([
      'sg-header: configuration "#sg-config", section nav: l1[2].l2 is not a list; l1[4].seo_url refused. Defaults are used there.',
    ]);
  });
});

describe('formatFreeShippingText', () => {
  it('replaces every {amount} with the amount as USD, en-US, two decimals', () => {
    expect(formatFreeShippingText('Free shipping on orders over {amount}', 49.99)).to.equal('Free shipping on orders over $49.99');
    expect(formatFreeShippingText('{amount}! Over {amount}', 25)).to.equal('$25.00! Over $25.00');
    expect(formatFreeShippingText('Spend $$ {amount} $&', 1234.5)).to.equal('Spend $$ $1,234.50 $&');
    expect(formatFreeShippingText('No placeholder', 10)).to.equal('No placeholder');
    // In the element's locale: English keeps "$49.99", French writes USD its way.
    expect(formatFreeShippingText('Over {amount}', 49.99, 'en-CA')).to.equal('Over $49.99');
    const french = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'USD' }).format(49.99);
    expect(formatFreeShippingText('Dès {amount}', 49.99, 'fr-CA')).to.equal(`Dès ${french}`);
  });
});
