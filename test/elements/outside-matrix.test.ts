import '../helpers/setup';
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '../helpers/commands';
import { missingPlatformFeatures } from '../../src/components/shared/element/platform';
import { byRole } from '../helpers/dom';

// This page plays a browser older than the support matrix while the library loads: shadow roots without
// adoptedStyleSheets, as in Safari before 16.4 (which has everything else the elements use). Put back once the
// element scripts have run, for the rest of the page.
const adopted = Object.getOwnPropertyDescriptor(ShadowRoot.prototype, 'adoptedStyleSheets');
if (!adopted) throw new Error('adoptedStyleSheets is not an own property of ShadowRoot.prototype in this engine');
const loadWarnings: string[] = [];
const originalWarn = console.warn;
Reflect.deleteProperty(ShadowRoot.prototype, 'adoptedStyleSheets');
console.warn = (...args: unknown[]) => void loadWarnings.push(args.join(' '));
try {
  // Every element, as dist/index.js registers them.
  await import('../../elements/index');
} finally {
  console.warn = originalWarn;
  Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', adopted);
}

const TAGS = ['sg-account', 'sg-cart-drawer', 'sg-gift-card-balance', 'sg-header', 'sg-mini-cart', 'sg-search', 'sg-store-locator', 'sg-toasts'];

/** What pressing Enter in a fallback form would send (the navigation itself is stopped: it would leave the test page). */
function captureSubmits(root: Element) {
  const sent: string[] = [];
  root.addEventListener('submit', (event) => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    sent.push(`${new URL(form.action).pathname}?${new URLSearchParams(new FormData(form) as unknown as Record<string, string>)}`);
  });
  return sent;
}

describe('a browser outside the support matrix (no constructable stylesheets)', () => {
  it('loads every element script without defining a tag, and says why in one console warning', () => {
    expect(TAGS.filter((tag) => customElements.get(tag))).to.deep.equal([]);
    // Ours only: the test harness's Lit announces its dev mode while the scripts load.
    const ours = loadWarnings.filter((text) => text.includes('sg-'));
    expect(ours, ours.join('\n')).to.have.length(1);
    expect(ours[0]).to.contain('no constructable stylesheets');
    expect(ours[0]).to.contain("the page's own markup inside them stays");
  });

  it("keeps the CMS author's header markup: the logo link, the navigation, the cart link, and a search form that submits", async () => {
    const header = await fixture(html`
      <sg-header api-base="/api">
        <a slot="logo" href="/">Summit Sports</a>
        <nav slot="nav" aria-label="Main"><a href="/c/men">Men</a> <a href="/c/camping-hiking">Camp &amp; Hike</a></nav>
        <form action="/search" role="search"><input name="searchTerm" aria-label="Search products" /> <button>Search</button></form>
        <a href="/shop/cart">Cart</a>
      </sg-header>
    `);
    // (A boolean: chai would spend minutes describing an upgraded element's shadow root if this failed.)
    expect(header.shadowRoot === null, 'no shadow root hides the markup').to.equal(true);
    expect(byRole<HTMLAnchorElement>(header, 'link', 'Summit Sports').getAttribute('href')).to.equal('/');
    expect(byRole<HTMLAnchorElement>(byRole(header, 'navigation', 'Main'), 'link', 'Camp & Hike').getAttribute('href')).to.equal('/c/camping-hiking');
    expect(byRole<HTMLAnchorElement>(header, 'link', 'Cart').getAttribute('href')).to.equal('/shop/cart');
    expect(byRole<HTMLButtonElement>(header, 'button', 'Search').type).to.equal('submit');

    const sent = captureSubmits(header);
    byRole(header, 'textbox', 'Search products').focus();
    await sendKeys({ type: 'tent' });
    await sendKeys({ press: 'Enter' });
    expect(sent).to.deep.equal(['/search?searchTerm=tent']);
  });

  it("keeps <sg-search>'s own form, which submits the typed term", async () => {
    const search = await fixture(html`
      <sg-search><form action="/search"><input name="searchTerm" aria-label="Search products" /></form></sg-search>
    `);
    expect(search.shadowRoot === null, 'no shadow root hides the form').to.equal(true);
    const sent = captureSubmits(search);
    byRole(search, 'textbox', 'Search products').focus();
    await sendKeys({ type: 'kayak' });
    await sendKeys({ press: 'Enter' });
    expect(sent).to.deep.equal(['/search?searchTerm=kayak']);
  });
});

describe('missingPlatformFeatures', () => {
  it('finds nothing missing in this engine (every engine the tests run in is inside the matrix)', () => {
    expect(missingPlatformFeatures()).to.deep.equal([]);
  });

  it('counts a browser that does not know :modal (Firefox before 103, Chrome before 105) as missing modal dialogs', () => {
    const matches = Element.prototype.matches;
    Element.prototype.matches = function (this: Element, selector: string) {
      if (selector.includes(':modal')) throw new DOMException(`'${selector}' is not a valid selector.`, 'SyntaxError');
      return matches.call(this, selector);
    } as typeof matches;
    try {
      expect(missingPlatformFeatures()).to.deep.equal(['modal dialogs (:modal)']);
    } finally {
      Element.prototype.matches = matches;
    }
  });
});
