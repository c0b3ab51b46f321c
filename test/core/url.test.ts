import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { allowListOrigin } from '../../src/core/header-config';
import { joinPath, mayAllowOrigin, safeHref, safeUrl, withSku } from '../../src/core/url';

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

  it('takes an allow-listed http origin on a loopback host only for a page on a loopback host', () => {
    const allow = ['http://127.0.0.1:8123', 'http://localhost:8123', 'http://[::1]:8123', 'http://evil.example'];
    for (const page of ['http://localhost:8000/demo/elements.html', 'https://127.0.0.1/x', 'http://[::1]:8000/']) {
      for (const script of ['http://127.0.0.1:8123/s/a.js', 'http://localhost:8123/a.js', 'http://[::1]:8123/a.js']) {
        expect(safeUrl(script, { base: page, allow }), `${script} on ${page}`).to.equal(script);
      }
      // Never a real host over http, even when listed; never a loopback origin that is not listed (another port).
      expect(safeUrl('http://evil.example/sdk.js', { base: page, allow }), page).to.equal(null);
      expect(safeUrl('http://127.0.0.1:9999/a.js', { base: page, allow }), page).to.equal(null);
      expect(safeHref('http://127.0.0.1:8123/a?b#c', { base: page, allow })).to.equal('http://127.0.0.1:8123/a?b#c');
    }
    // A page that is not on a loopback host (a store on https, a LAN address, a look-alike name) refuses them all.
    const pages = [
      'https://shop.example/cart',
      'http://shop.example/',
      'http://192.168.1.20:8000/',
      'http://localhost.evil.example/',
      'http://127.0.0.2/',
    ];
    for (const page of pages) {
      expect(safeUrl('http://127.0.0.1:8123/stand-ins/paypal-sdk.js', { base: page, allow }), page).to.equal(null);
      expect(safeUrl('http://localhost:8123/a.js', { base: page, allow }), page).to.equal(null);
    }
  });

  it('mayAllowOrigin: https anywhere; http only from a loopback host to a loopback page', () => {
    const local = 'http://localhost:8000/';
    expect(mayAllowOrigin(new URL('https://cdn.example/x'), 'https://shop.example/')).to.equal(true);
    expect(mayAllowOrigin(new URL('https://cdn.example/x'), undefined)).to.equal(true);
    expect(mayAllowOrigin(new URL('http://127.0.0.1:1/'), local)).to.equal(true);
    expect(mayAllowOrigin(new URL('http://LOCALHOST:1/'), 'https://[::1]:8443/')).to.equal(true);
    expect(mayAllowOrigin(new URL('http://127.0.0.1:1/'), undefined)).to.equal(false);
    expect(mayAllowOrigin(new URL('http://127.0.0.1:1/'), 'not a url')).to.equal(false);
    expect(mayAllowOrigin(new URL('http://127.0.0.1:1/'), 'file:///home/me/page.html')).to.equal(false);
    expect(mayAllowOrigin(new URL('http://127.0.0.1:1/'), 'https://shop.example/')).to.equal(false);
    expect(mayAllowOrigin(new URL('http://evil.example/'), local)).to.equal(false);
    expect(mayAllowOrigin(new URL('http://localhost.evil.example/'), local)).to.equal(false);
    expect(mayAllowOrigin(new URL('ftp://127.0.0.1/'), local)).to.equal(false);
  });

  it('allowListOrigin: bare origins under that rule, anything else null', () => {
    const local = 'http://localhost:8000/demo/elements.html';
    const shop = 'https://shop.example/';
    expect(allowListOrigin(' https://cdn.example/ ', shop)).to.equal('https://cdn.example');
    expect(allowListOrigin('https://a.example:8443', shop)).to.equal('https://a.example:8443');
    expect(allowListOrigin('http://127.0.0.1:8123', local)).to.equal('http://127.0.0.1:8123');
    expect(allowListOrigin('http://[::1]:8123/', local)).to.equal('http://[::1]:8123');
    expect(allowListOrigin('http://localhost:3000', 'http://127.0.0.1:8000/')).to.equal('http://localhost:3000');
    for (const [entry, page] of [
      ['http://127.0.0.1:8123', shop],
      ['http://localhost', 'http://192.168.1.20:8000/'],
      ['http://evil.example', local],
      ['http://plain.example', shop],
      ['https://cdn.example/path', shop],
      ['https://cdn.example?', shop],
      ['https://cdn.example#', shop],
      ['https://user@x.example', shop],
      ['https://a b.example', shop],
      ['https:\\\\cdn.example', shop],
      ['javascript:alert(1)', local],
      ['data:,x', local],
      ['', local],
      [7, local],
    ] as const) {
      expect(allowListOrigin(entry, page), `${String(entry)} on ${page}`).to.equal(null);
    }
  });

  it('builds a product link from the seo URL and the SKU: other parameters and the fragment kept, a sku replaced', () => {
    expect(withSku('/p/tent-1001', 'sku-1001-2')).to.equal('/p/tent-1001?sku=sku-1001-2');
    expect(withSku('/p/tent-1001?color=red#reviews', 'sku 1&2')).to.equal('/p/tent-1001?color=red&sku=sku+1%262#reviews');
    expect(withSku('https://shop.example/p/tent-1001?sku=old', 'new')).to.equal('https://shop.example/p/tent-1001?sku=new');
    expect(withSku('/p/tent-1001#a?b', 'x'), 'a ? in the fragment is the fragment\'s').to.equal('/p/tent-1001?sku=x#a?b');
    expect(withSku('/p/tent-1001', null)).to.equal('/p/tent-1001');
    expect(withSku('/p/tent-1001', '')).to.equal('/p/tent-1001');
    expect(withSku(null, 'x')).to.equal(null);
    // Unsafe stays unsafe: the check where the link is shown refuses it still.
    expect(safeUrl(withSku('javascript:alert(1)', 'x'))).to.equal(null);
  });

  it('joins API bases and paths with one slash', () => {
    expect(joinPath('/api', '/payment/x')).to.equal('/api/payment/x');
    expect(joinPath('/api/', 'payment/x')).to.equal('/api/payment/x');
    expect(joinPath('https://h/api//', '//cart')).to.equal('https://h/api/cart');
  });
});
