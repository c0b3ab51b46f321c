import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { joinPath, safeUrl } from '../../src/core/url';

const base = 'https://shop.example/p/1';

describe('safeUrl', () => {
  it('accepts same-origin paths and URLs', () => {
    expect(safeUrl('/gift-cards', { base })).to.equal('https://shop.example/gift-cards');
    expect(safeUrl('search?searchTerm=a', { base })).to.equal('https://shop.example/p/search?searchTerm=a');
    expect(safeUrl('https://shop.example/x', { base })).to.equal('https://shop.example/x');
  });

  it('refuses javascript:, data:, blob:, protocol-relative and backslash tricks', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'java\u0085script:alert(1)',
      '/a\u009fb',
      'data:text/html,<script>alert(1)</script>',
      'blob:https://shop.example/abc',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'https://user:pw@shop.example/',
      'vbscript:msgbox(1)',
      '',
      42,
      null,
    ]) {
      expect(safeUrl(bad, { base }), String(bad)).to.equal(null);
    }
  });

  it('accepts allow-listed https origins only', () => {
    const allow = ['https://www.google.com'];
    expect(safeUrl('https://www.google.com/recaptcha/api.js', { base, allow })).to.equal('https://www.google.com/recaptcha/api.js');
    expect(safeUrl('http://www.google.com/recaptcha/api.js', { base, allow })).to.equal(null);
    expect(safeUrl('https://www.google.com.evil.example/', { base, allow })).to.equal(null);
  });

  it('joins API bases and paths with one slash', () => {
    expect(joinPath('/api', '/payment/x')).to.equal('/api/payment/x');
    expect(joinPath('/api/', 'payment/x')).to.equal('/api/payment/x');
    expect(joinPath('https://h/api//', '//cart')).to.equal('https://h/api/cart');
  });
});
