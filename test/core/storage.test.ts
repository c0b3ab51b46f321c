import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { getCookie, getCookieList, local, removeCookie, session, setCookie } from '../../src/core/storage';

const isList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

describe('safe storage', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('reads and writes local and session storage', () => {
    expect(local.set('k', 'v')).to.equal(true);
    expect(local.get('k')).to.equal('v');
    expect(session.setJSON('j', ['a'])).to.equal(true);
    expect(session.getJSON('j', isList)).to.deep.equal(['a']);
    local.remove('k');
    expect(local.get('k')).to.equal(null);
  });

  it('reads a corrupt or invalid JSON value as empty and removes it', () => {
    localStorage.setItem('j', '{not json');
    expect(local.getJSON('j', isList)).to.equal(null);
    expect(localStorage.getItem('j')).to.equal(null);
    localStorage.setItem('j', '{"a":1}');
    expect(local.getJSON('j', isList)).to.equal(null);
  });

  it('never throws when storage is disabled', () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(local.get('k')).to.equal(null);
      expect(local.set('k', 'v')).to.equal(false);
      expect(() => local.remove('k')).not.to.throw();
      expect(local.getJSON('k', isList)).to.equal(null);
    } finally {
      Object.defineProperty(window, 'localStorage', descriptor);
    }
  });

  it('never throws when storage is full', () => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      expect(local.set('k', 'v')).to.equal(false);
      expect(session.setJSON('k', { a: 1 })).to.equal(false);
    } finally {
      Storage.prototype.setItem = original;
    }
  });
});

describe('cookies', () => {
  afterEach(() => ['a', 'cncFeatures', 'bad'].forEach((n) => removeCookie(n)));

  it('reads, writes and removes cookies', () => {
    setCookie('a', 'x y;z');
    expect(getCookie('a')).to.equal('x y;z');
    removeCookie('a');
    expect(getCookie('a')).to.equal(null);
  });

  it('reads a malformed percent-encoding as raw text and pipe lists as arrays', () => {
    document.cookie = 'bad=%E0%A4%A; path=/';
    expect(getCookie('bad')).to.equal('%E0%A4%A');
    document.cookie = 'cncFeatures=sla2|paw| qv|; path=/';
    expect(getCookieList('cncFeatures')).to.deep.equal(['sla2', 'paw', 'qv']);
    expect(getCookieList('missing')).to.deep.equal([]);
  });
});
