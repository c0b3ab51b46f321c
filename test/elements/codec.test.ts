import { expect } from '@open-wc/testing';
import {
  attributeOf,
  decodeAttribute,
  decodeValue,
  describe as describeSpec,
  INVALID,
  invalidWarning,
  namesOf,
  strayWarning,
  type AttrSpec,
} from '../../src/components/shared/element/codec';
import { resolveValues } from '../../src/components/shared/element/config';

const isWords = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');

const text = { type: 'string', default: 'none' } as const satisfies AttrSpec;
const time = { type: 'string', default: '18:00', pattern: /^\d\d:\d\d$/ } as const satisfies AttrSpec;
const flag = { type: 'boolean', default: true } as const satisfies AttrSpec;
const limit = { type: 'number', default: 8, min: 1, max: 50 } as const satisfies AttrSpec;
const mode = { type: 'enum', default: 'a', values: ['a', 'b'] } as const satisfies AttrSpec;
const link = { type: 'url', default: '/shop/cart' } as const satisfies AttrSpec;
const search = { type: 'url', default: '', allow: ['https://search.example'], defaultText: 'none' } as const satisfies AttrSpec;
const words = { type: 'json', default: [] as string[], validate: isWords } as const satisfies AttrSpec;

describe('attribute codec (src/components/shared/element/codec.ts)', () => {
  it('an absent attribute, and a null or undefined property, mean the default', () => {
    for (const spec of [text, time, flag, limit, mode, link, words]) {
      expect(decodeAttribute(spec, null), spec.type).to.equal(null);
      expect(decodeValue(spec, null), spec.type).to.equal(null);
      expect(decodeValue(spec, undefined), spec.type).to.equal(null);
    }
  });

  it('string: as written; with a pattern, the trimmed text must match whole', () => {
    expect(decodeAttribute(text, ' Gear ')).to.equal(' Gear ');
    expect(decodeAttribute(text, '')).to.equal('');
    expect(decodeValue(text, 42)).to.equal('42');
    expect(decodeAttribute(time, ' 09:30 ')).to.equal('09:30');
    expect(decodeAttribute(time, '9:30')).to.equal(INVALID);
    expect(decodeAttribute(time, '09:30 pm')).to.equal(INVALID);
  });

  it('boolean: as in HTML, present is true and only "false" is false; a property takes truthiness', () => {
    expect(decodeAttribute(flag, '')).to.equal(true);
    expect(decodeAttribute(flag, 'true')).to.equal(true);
    expect(decodeAttribute(flag, 'no')).to.equal(true);
    expect(decodeAttribute(flag, 'false')).to.equal(false);
    expect(decodeAttribute(flag, ' FALSE ')).to.equal(false);
    expect(decodeValue(flag, false)).to.equal(false);
    expect(decodeValue(flag, 0)).to.equal(false);
    expect(decodeValue(flag, 1)).to.equal(true);
    expect(decodeValue(flag, 'false')).to.equal(false);
  });

  it('number: finite and within min..max; empty text and anything else is invalid', () => {
    expect(decodeAttribute(limit, '12')).to.equal(12);
    expect(decodeAttribute(limit, ' 7 ')).to.equal(7);
    expect(decodeAttribute(limit, '1')).to.equal(1);
    expect(decodeAttribute(limit, '50')).to.equal(50);
    for (const bad of ['', ' ', 'abc', '0', '51', 'Infinity', 'NaN']) expect(decodeAttribute(limit, bad), bad).to.equal(INVALID);
    expect(decodeValue(limit, 20)).to.equal(20);
    expect(decodeValue(limit, '20')).to.equal(20);
    expect(decodeValue(limit, Number.NaN)).to.equal(INVALID);
    expect(decodeValue(limit, 99)).to.equal(INVALID);
  });

  it('enum: one of its values (an attribute trimmed, a property exactly)', () => {
    expect(decodeAttribute(mode, 'b')).to.equal('b');
    expect(decodeAttribute(mode, ' a ')).to.equal('a');
    expect(decodeAttribute(mode, 'c')).to.equal(INVALID);
    expect(decodeValue(mode, 'b')).to.equal('b');
    expect(decodeValue(mode, ' b')).to.equal(INVALID);
    expect(decodeValue(mode, 1)).to.equal(INVALID);
  });

  it('url: same-origin, or https: on an allowed origin; empty is the default; scripts and other origins are invalid', () => {
    expect(decodeAttribute(link, ' /shop/cart?x=1 ')).to.equal('/shop/cart?x=1');
    expect(decodeAttribute(link, `${location.origin}/shop/cart`)).to.equal(`${location.origin}/shop/cart`);
    expect(decodeAttribute(link, '')).to.equal(null);
    expect(decodeAttribute(link, '  ')).to.equal(null);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/x', '/\\evil.example', 'https://evil.example/x']) {
      expect(decodeAttribute(link, bad), bad).to.equal(INVALID);
    }
    expect(decodeAttribute(search, 'https://search.example/q')).to.equal('https://search.example/q');
    expect(decodeAttribute(search, 'http://search.example/q')).to.equal(INVALID);
    expect(decodeAttribute(link, 'https://search.example/q')).to.equal(INVALID);
    expect(decodeValue(link, '/shop')).to.equal('/shop');
    expect(decodeValue(link, new URL('/shop', location.href))).to.equal(INVALID);
  });

  it('json: JSON text (or, as a property, the value itself) that the validator accepts', () => {
    expect(decodeAttribute(words, '["a","b"]')).to.deep.equal(['a', 'b']);
    expect(decodeAttribute(words, '[1]')).to.equal(INVALID);
    expect(decodeAttribute(words, '[a]')).to.equal(INVALID);
    expect(decodeAttribute(words, '')).to.equal(INVALID);
    expect(decodeValue(words, ['c'])).to.deep.equal(['c']);
    expect(decodeValue(words, '["d"]')).to.deep.equal(['d']);
    expect(decodeValue(words, { a: 1 })).to.equal(INVALID);
  });

  it('says what each spec accepts', () => {
    expect(describeSpec(text)).to.equal('a string');
    expect(describeSpec(time)).to.equal('text matching ^\\d\\d:\\d\\d$');
    expect(describeSpec(flag)).to.equal('a boolean');
    expect(describeSpec(limit)).to.equal('a number from 1 to 50');
    expect(describeSpec({ type: 'number', default: 0, min: 0 })).to.equal('a number from 0');
    expect(describeSpec(mode)).to.equal('one of "a", "b"');
    expect(describeSpec(link)).to.equal('a same-origin URL or path');
    expect(describeSpec(search)).to.equal('a same-origin URL or path (or https: on https://search.example)');
    expect(describeSpec(words)).to.equal('valid JSON of the documented shape');
  });

  it("an invalid value's one warning names the element, the attribute, what it expects and the default", () => {
    expect(invalidWarning('sg-probe', 'maxResults', limit, '99')).to.equal(
      '<sg-probe>: ignoring invalid max-results="99"; expected a number from 1 to 50. Using the default 8.',
    );
    expect(invalidWarning('sg-probe', 'limit', limit, Number.NaN)).to.equal(
      '<sg-probe>: ignoring invalid limit="NaN"; expected a number from 1 to 50. Using the default 8.',
    );
    expect(invalidWarning('sg-probe', 'searchUrl', search, 'javascript:x')).to.equal(
      '<sg-probe>: ignoring invalid search-url="javascript:x"; expected a same-origin URL or path (or https: on https://search.example). Using the default none.',
    );
    expect(invalidWarning('sg-probe', 'words', words, '[object Object]')).to.equal(
      '<sg-probe>: ignoring invalid words="[object Object]"; expected valid JSON of the documented shape. Using the default []. Objects go to the words property.',
    );
  });

  it('names a stray lowercase attribute, hides a secret, and says "[object Object]" cannot be read', () => {
    const key = { type: 'string', default: '', secret: true } as const satisfies AttrSpec;
    expect(strayWarning('sg-probe', 'skiptocheckout', 'skipToCheckout', flag, '')).to.equal('<sg-probe>: read skiptocheckout="" as skip-to-checkout.');
    expect(strayWarning('sg-probe', 'sitekey', 'siteKey', key, 'abc')).to.equal('<sg-probe>: read sitekey="…" as site-key.');
    expect(strayWarning('sg-probe', 'featuredwords', 'featuredWords', words, '[object Object]')).to.equal(
      '<sg-probe>: featuredwords="[object Object]" cannot be read: set the featuredWords property, or featured-words to JSON.',
    );
  });

  it('maps properties to attributes, stray lowercase attributes and kebab-case property names', () => {
    const names = namesOf({ label: text, maxResults: limit, skipToCheckout: flag, named: { ...text, attribute: 'data-name' } });
    expect(attributeOf('maxResults', limit)).to.equal('max-results');
    expect([...names.byAttribute]).to.deep.equal([['label', 'label'], ['max-results', 'maxResults'], ['skip-to-checkout', 'skipToCheckout'], ['data-name', 'named']]);
    expect([...names.byStrayAttribute]).to.deep.equal([['maxresults', 'maxResults'], ['skiptocheckout', 'skipToCheckout'], ['named', 'named']]);
    expect([...names.byKebabProperty]).to.deep.equal([['max-results', 'maxResults'], ['skip-to-checkout', 'skipToCheckout'], ['data-name', 'named']]);
  });

  it("the value in use: the own value, else the configuration's, else the default", () => {
    const specs = { label: text, limit, enabled: flag };
    const own = new Map<string, unknown>([['enabled', false]]);
    const configured = new Map<string, unknown>([['limit', 20], ['enabled', true]]);
    expect(resolveValues(specs, own, configured)).to.deep.equal({ label: 'none', limit: 20, enabled: false });
    expect(resolveValues(specs, new Map(), new Map())).to.deep.equal({ label: 'none', limit: 8, enabled: true });
  });
});
