import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { formatApiDate } from '../../src/core/dates';
import { formatCurrency, formatUsd, localeForCurrency, maskCardNumber } from '../../src/core/format';
import { messageFor } from '../../src/core/errors';

describe('formatCurrency', () => {
  it('formats by the spec locale table with two decimals', () => {
    expect(formatCurrency(50, 'USD')).to.equal('$50.00');
    expect(formatCurrency(1234.5, 'USD')).to.equal('$1,234.50');
    expect(formatCurrency(0)).to.equal('$0.00');
    expect(formatCurrency(10, 'CAD')).to.equal('$10.00');
    expect(formatCurrency(1234.5, 'EUR').replace(/\s/g, ' ')).to.equal('1.234,50 €');
    expect(formatCurrency(8, 'CNY')).to.equal('¥8.00');
    expect(localeForCurrency('EUR')).to.equal('de-DE');
    expect(localeForCurrency('XYZ')).to.equal('en-US');
  });

  it('writes the amount the element\'s way in a locale of another language; English locales keep the spec\'s table', () => {
    const fr = (value: number, currency: string) =>
      new Intl.NumberFormat('fr-CA', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
    expect(formatCurrency(1234.5, 'CAD', 'fr-CA')).to.equal(fr(1234.5, 'CAD'));
    expect(formatCurrency(1234.5, 'CAD', 'fr-CA').replace(/\s/g, ' ')).to.equal('1 234,50 $');
    expect(formatCurrency(50, 'USD', 'fr-CA')).to.equal(fr(50, 'USD'));
    expect(formatCurrency(50, 'USD', 'fr-CA')).to.not.equal('$50.00');
    expect(formatCurrency(10, 'CAD', 'en-CA')).to.equal('$10.00');
    expect(formatCurrency(50, 'USD', 'en-GB')).to.equal('$50.00');
    expect(formatCurrency(50, 'USD', null)).to.equal('$50.00');
    expect(formatCurrency(5, 'USD', 'zz-Bad-Tag-!!')).to.equal('$5.00');
  });

  it('never shows NaN or undefined', () => {
    expect(formatCurrency(Number.NaN)).to.equal('');
    expect(formatCurrency('12' as unknown)).to.equal('');
    expect(formatCurrency(undefined)).to.equal('');
    expect(formatCurrency(Infinity)).to.equal('');
    expect(formatCurrency(5, 'not a code')).to.equal('$5.00');
  });
});

describe('formatUsd (US dollars without Intl)', () => {
  const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

  it('writes exactly what Intl writes, rounding half away from zero on the shortest decimal form', () => {
    const values = [0, -0, 0.5, -0.5, 1, 9.99, 24.99, 49.99, 50, 99.995, 1.005, 2.675, -1.005, 0.004, -0.004, 0.005, 999.999, 1000, 1234.5, -1234.5,
      1_000_000, 12_345_678.9, 123_456_789_012.345, 9_007_199_254_740.99, 1e20, 0.125, 0.135, 10.015, 4.355];
    // And 2000 random amounts with up to 3 decimals, both signs.
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < 2000; i++) values.push(Math.round((random() - 0.3) * 10 ** (1 + Math.floor(random() * 7)) * 1000) / 1000);
    for (const value of values) expect(formatUsd(value), String(value)).to.equal(intl.format(value));
  });

  it('leaves numbers written with an exponent to Intl', () => {
    expect(formatUsd(1e21)).to.equal(null);
    expect(formatUsd(1e-7)).to.equal(null);
    expect(formatCurrency(1e21)).to.equal(intl.format(1e21));
    expect(formatCurrency(1e-7)).to.equal(intl.format(1e-7));
  });
});

describe('formatApiDate: the spec\'s date formats (section 9)', () => {
  it('writes MMM DD, MMMM DD, YYYY and MM/DD/YY in en-US', () => {
    expect(formatApiDate('2026-06-03', 'monthDay')).to.equal('Jun 03');
    expect(formatApiDate('2026-06-03', 'long')).to.equal('June 03, 2026');
    expect(formatApiDate('2026-06-03', 'numeric')).to.equal('06/03/26');
    expect(formatApiDate(' 2026-12-31 ', 'long')).to.equal('December 31, 2026');
  });

  it('keeps a date-only value on its day, writes a date-time in the shopper\'s zone, and refuses anything else', () => {
    const local = new Date(Date.UTC(2026, 0, 1, 3));
    const expected = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: '2-digit' }).format(local);
    expect(formatApiDate('2026-01-01T03:00:00Z', 'numeric')).to.equal(expected);
    for (const value of ['2026-02-30', 'June 3', '', null, undefined, '2026-06-03T25:00:00Z']) expect(formatApiDate(value, 'long'), String(value)).to.equal(null);
  });

  it('writes the same parts the locale\'s way, and falls back to en-US for a locale Intl refuses', () => {
    const french = new Intl.DateTimeFormat('fr-CA', { month: 'long', day: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2026, 5, 3, 12));
    expect(formatApiDate('2026-06-03', 'long', 'fr-CA')).to.equal(french);
    expect(formatApiDate('2026-06-03', 'long', 'not a locale!')).to.equal('June 03, 2026');
  });

  /** Counts `Intl.DateTimeFormat#format` calls while `run` runs (the prototype's `format` is a getter). */
  function countIntlFormats(run: () => void): number {
    let calls = 0;
    const descriptor = Object.getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, 'format')!;
    Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', {
      configurable: true,
      get(this: Intl.DateTimeFormat) {
        const bound = descriptor.get!.call(this) as (date: Date) => string;
        return (date: Date) => {
          calls++;
          return bound(date);
        };
      },
    });
    try {
      run();
    } finally {
      Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', descriptor);
    }
    return calls;
  }

  it('writes each date once per style and locale: a 100-line cart shares a few dates (issue 27)', () => {
    const french = new Intl.DateTimeFormat('fr-CA', { month: 'short', day: '2-digit', timeZone: 'UTC' });
    const days = [1, 2, 3].map((month) => french.format(Date.UTC(2031, month - 1, 15, 12)));
    let texts: (string | null)[] = [];
    let long: string | null = null;
    const calls = countIntlFormats(() => {
      texts = Array.from({ length: 100 }, (_, i) => formatApiDate(`2031-0${(i % 3) + 1}-15`, 'monthDay', 'fr-CA'));
      long = formatApiDate('2031-01-15', 'long', 'fr-CA');
    });
    expect(new Set(texts)).to.deep.equal(new Set(days));
    expect(long).to.match(/2031/);
    expect(calls).to.equal(4);
  });

  it('writes en-US (and en) without Intl, exactly as Intl writes it: every month, style and day, date-only and date-time', () => {
    const options = {
      monthDay: { month: 'short', day: '2-digit' },
      long: { month: 'long', day: '2-digit', year: 'numeric' },
      numeric: { month: '2-digit', day: '2-digit', year: '2-digit' },
    } as const;
    const expected: string[] = [];
    const cases: [string, 'monthDay' | 'long' | 'numeric', string][] = [];
    for (const year of [2026, 2005, 1999, 2100]) {
      for (let month = 1; month <= 12; month++) {
        for (const day of [1, 9, 10, 28]) {
          const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          for (const style of ['monthDay', 'long', 'numeric'] as const) {
            expected.push(new Intl.DateTimeFormat('en-US', { ...options[style], timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day, 12)));
            cases.push([date, style, year % 2 ? 'en' : 'en-US']);
            // A date-time is written in the shopper's zone, as Intl's default zone.
            expected.push(new Intl.DateTimeFormat('en-US', options[style]).format(Date.UTC(year, month - 1, day, 23, 30)));
            cases.push([`${date}T23:30:00Z`, style, 'en-US']);
          }
        }
      }
    }
    let written: (string | null)[] = [];
    const calls = countIntlFormats(() => {
      written = cases.map(([value, style, locale]) => formatApiDate(value, style, locale));
    });
    expect(written).to.deep.equal(expected);
    expect(calls).to.equal(0);
  });
});

describe('maskCardNumber', () => {
  it('shows only the last 4 digits', () => {
    expect(maskCardNumber('6006491234567890')).to.equal('•••• 7890');
    expect(maskCardNumber('6006 4912 3456 7890')).to.equal('•••• 7890');
  });
});

describe('error catalogue', () => {
  it('maps keys to messages, with the default for unknown keys', () => {
    expect(messageFor('_RTS_GC_INACTIVE')).to.contain('not active');
    expect(messageFor('NOPE')).to.equal(messageFor('_ERR_DEFAULT_KEY'));
    expect(messageFor(undefined)).to.equal(messageFor('_ERR_DEFAULT_KEY'));
    expect(messageFor('toString')).to.equal(messageFor('_ERR_DEFAULT_KEY'));
  });

  it('fills the {tel} placeholder of the telephone variant as text', () => {
    expect(messageFor('_TOTAL_GC_AMOUNT_EXCEDED_MAX_LIMIT_TEL', { tel: '1-800-555-0100' })).to.contain('call 1-800-555-0100');
  });
});
