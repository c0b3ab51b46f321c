import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { formatCurrency, localeForCurrency, maskCardNumber } from '../../src/core/format';
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

  it('never shows NaN or undefined', () => {
    expect(formatCurrency(Number.NaN)).to.equal('');
    expect(formatCurrency('12' as unknown)).to.equal('');
    expect(formatCurrency(undefined)).to.equal('');
    expect(formatCurrency(Infinity)).to.equal('');
    expect(formatCurrency(5, 'not a code')).to.equal('$5.00');
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

  it('fills the {{tel}} placeholder of the telephone variant as text', () => {
    expect(messageFor('_TOTAL_GC_AMOUNT_EXCEDED_MAX_LIMIT_TEL', { tel: '1-800-555-0100' })).to.contain('call 1-800-555-0100');
  });
});
