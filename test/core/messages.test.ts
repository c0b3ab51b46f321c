import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { catalogueLocale, messageArguments, overrideProblem } from '../../src/core/message-checks';
import { formatMessage, normalizeLocale } from '../../src/core/messages';
import frCA from '../../src/locales/fr-CA';
import { BUNDLES, SAME_IN_FRENCH } from '../helpers/catalogue';

const ITEMS = '{count, plural, =0 {No items} one {# item} other {# items}}';

describe('message format', () => {
  it('fills arguments as text, numbers in the locale, and never reads markup', () => {
    expect(formatMessage('Card {card}', { card: '•••• 7890' })).to.equal('Card •••• 7890');
    expect(formatMessage('{a} and {b}', { a: '<b>x</b>', b: 2 })).to.equal('<b>x</b> and 2');
    expect(formatMessage('{n} points', { n: 12345 }, 'en-US')).to.equal('12,345 points');
    expect(formatMessage('{n} points', { n: 12345 }, 'fr-CA')).to.equal(`${new Intl.NumberFormat('fr-CA').format(12345)} points`);
    expect(formatMessage('{n} points', { n: 12345 }, 'fr-CA')).to.not.equal('12,345 points');
    expect(formatMessage('Hello {missing}')).to.equal('Hello ');
  });

  it('writes whole numbers up to 999 without Intl exactly as Intl does, and every other number through Intl', () => {
    for (const locale of ['en-US', 'en-CA', 'en-IN', 'en-150', 'fr-CA', 'fr-FR', 'fr-CH', 'es-US', 'es-419', 'de-DE', 'de-CH', 'it-IT', 'pt-BR', 'nl-NL']) {
      const intl = new Intl.NumberFormat(locale);
      for (let n = 0; n < 1000; n++) expect(formatMessage('{n}', { n }, locale), `${locale} ${n}`).to.equal(intl.format(n));
      for (const n of [-0, -1, 1000, 12345, 1.5, 0.125, 1e21]) expect(formatMessage('{n}', { n }, locale), `${locale} ${n}`).to.equal(intl.format(n));
    }
    // No Intl object is built for them (the page's first one costs 25-40 ms); pt-PT is used by no other test here.
    const Original = Intl.NumberFormat;
    let built = 0;
    Intl.NumberFormat = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        built += 1;
        return new target(...args);
      },
    });
    try {
      expect(formatMessage('{count, plural, one {# item} other {# items}}', { count: 7 }, 'pt-PT')).to.equal('7 items');
      expect(built).to.equal(0);
      expect(formatMessage('{n}', { n: 1000 }, 'pt-PT')).to.equal(new Original('pt-PT').format(1000));
      expect(built).to.equal(1);
    } finally {
      Intl.NumberFormat = Original;
    }
    // Languages with their own digits, and a numbering system asked for, still get them.
    for (const locale of ['ar-EG', 'fa-IR', 'bn-BD', 'en-US-u-nu-arab', 'hi-IN-u-nu-deva']) {
      expect(formatMessage('{n}', { n: 42 }, locale), locale).to.equal(new Intl.NumberFormat(locale).format(42));
      expect(formatMessage('{n}', { n: 42 }, locale), locale).to.not.equal('42');
    }
  });

  it('chooses plural branches by exact value, then by the locale\'s plural rules', () => {
    expect(formatMessage(ITEMS, { count: 0 })).to.equal('No items');
    expect(formatMessage(ITEMS, { count: 1 })).to.equal('1 item');
    expect(formatMessage(ITEMS, { count: 1200 })).to.equal('1,200 items');
    const FR = '{count, plural, one {# article} other {# articles}}';
    // French: 0 and 1 are both "one"; English: only 1.
    expect(formatMessage(FR, { count: 0 }, 'fr-CA')).to.equal('0 article');
    expect(formatMessage(FR, { count: 1 }, 'fr-CA')).to.equal('1 article');
    expect(formatMessage(FR, { count: 2 }, 'fr-CA')).to.equal('2 articles');
    expect(formatMessage('{count, plural, one {# item} other {# items}}', { count: 0 }, 'en-US')).to.equal('0 items');
    expect(formatMessage('{n, plural, other {{who} has # ({n})}}', { n: 3, who: 'Ann' })).to.equal('Ann has 3 (3)');
  });

  it('refuses unmatched braces and plurals without "other"; a broken message is shown as written', () => {
    for (const broken of ['Card {card', 'Card card}', '{x, plural, one {# a}}', '{1x}', '{count, plural, one {# a} other {# b}']) {
      expect(messageArguments(broken), broken).to.equal(null);
      expect(formatMessage(broken, { count: 1, x: 'a' }), broken).to.equal(broken);
    }
    expect([...messageArguments(`{a} ${ITEMS} {b}`)!]).to.have.members(['a', 'count', 'b']);
  });

  it('accepts an override only with the default\'s arguments', () => {
    expect(overrideProblem('x.a', 'Card {card}', 'Carte {card}')).to.equal(null);
    expect(overrideProblem('x.a', 'Card {card}', 'Card')).to.equal('x.a must use {card}, not no arguments');
    expect(overrideProblem('x.a', 'Card', 'Card {card}')).to.equal('x.a must use no arguments, not {card}');
    expect(overrideProblem('x.a', 'Card {card}', 'Card {card')).to.equal('x.a has unmatched braces');
    expect(overrideProblem('x.a', 'Card', 42)).to.equal('x.a is not text');
    expect(overrideProblem('x.a', ITEMS, '{count, plural, one {# article} other {# articles}}')).to.equal(null);
  });

  it('reads lang values and picks the nearest built-in locale', () => {
    expect(normalizeLocale(' fr-ca ')).to.equal('fr-CA');
    expect(normalizeLocale('')).to.equal(null);
    expect(normalizeLocale('not a tag!')).to.equal(null);
    expect(catalogueLocale(null, ['en-US', 'fr-CA'])).to.equal('en-US');
    expect(catalogueLocale('fr-CA', ['en-US', 'fr-CA'])).to.equal('fr-CA');
    expect(catalogueLocale('fr', ['en-US', 'fr-CA'])).to.equal('fr-CA');
    expect(catalogueLocale('fr-FR', ['en-US', 'fr-CA'])).to.equal('fr-CA');
    expect(catalogueLocale('de-DE', ['en-US', 'fr-CA'])).to.equal('en-US');
    expect(catalogueLocale('de-DE', ['en-US', 'fr-CA', 'de-DE'])).to.equal('de-DE');
  });
});

describe('the fr-CA translation', () => {
  const ids = BUNDLES.flatMap((b) => Object.entries(b.defaults).map(([key, text]) => [`${b.namespace}.${key}`, text] as const));

  it('has every id of the catalogue, each with the en-US arguments, and no other', () => {
    const translated = frCA as Record<string, string>;
    for (const [id, english] of ids) {
      expect(translated[id], id).to.be.a('string');
      expect(overrideProblem(id, english, translated[id]), id).to.equal(null);
      if (!SAME_IN_FRENCH.has(id)) expect(translated[id], `${id} is still the English text`).to.not.equal(english);
    }
    expect(Object.keys(frCA)).to.have.length(ids.length);
  });
});
