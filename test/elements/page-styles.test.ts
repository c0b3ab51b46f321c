import '../helpers/setup';
import { expect, fixture } from '@open-wc/testing';
import { setViewport } from '../helpers/commands';
import '../../elements/sg-account';
import '../../elements/sg-gift-card-balance';
import '../../elements/sg-mini-cart';
import '../../elements/sg-search';
import '../../elements/sg-store-locator';
// Loaded lazily by the elements after their first paint; imported up front so that the first test's leak check sees
// no module-level listener of theirs.
import '../../src/components/account/AccountFlyoutBody';
import '../../src/state/rewards';
import '../../src/state/favorites';
import '../../src/state/sdd';
import '../../src/components/store-locator/StoreFlyoutBody';
import { withReferenceApi } from '../helpers/api';
import { frame, rendered } from '../helpers/dom';

withReferenceApi();

/**
 * A legacy site's global stylesheet (issue 21.13): a 10 px root font for rem arithmetic, and inherited text properties
 * on the body. A drop-in element must look the same on such a page as on a plain one.
 */
const LEGACY_SHEET = `
  html { font-size: 62.5%; }
  body {
    letter-spacing: 2px; word-spacing: 6px; text-transform: uppercase; font-style: italic; font-weight: 700;
    text-indent: 30px; text-align: center; white-space: pre; line-height: 3; text-shadow: 1px 1px red;
    font-variant: small-caps; word-break: break-all; font-size: 11px;
  }
`;

const PROPERTIES = [
  'letterSpacing', 'wordSpacing', 'textTransform', 'fontStyle', 'fontWeight', 'fontVariantCaps', 'textIndent', 'textAlign',
  'whiteSpace', 'lineHeight', 'textShadow', 'wordBreak', 'fontSize', 'width', 'minWidth', 'maxWidth', 'maxHeight', 'flexBasis',
] as const;

/** Every element of the shadow tree (and nested open shadow trees): its path and the properties' computed values. */
function snapshot(host: Element): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (root: ShadowRoot | Element, path: string) => {
    [...root.children].forEach((el, i) => {
      const at = `${path}>${el.localName}[${i}]`;
      const style = getComputedStyle(el);
      for (const property of PROPERTIES) out[`${at} ${property}`] = style[property];
      if (el.shadowRoot) walk(el.shadowRoot, `${at}#shadow`);
      walk(el, at);
    });
  };
  walk(host.shadowRoot!, host.localName);
  return out;
}

const MARKUP = [
  '<sg-search></sg-search>',
  '<sg-account></sg-account>',
  '<sg-store-locator></sg-store-locator>',
  '<sg-mini-cart></sg-mini-cart>',
  '<sg-gift-card-balance captcha-provider="test"></sg-gift-card-balance>',
  '<sg-gift-card-balance variant="dialog" captcha-provider="test"></sg-gift-card-balance>',
];

describe("a page's global CSS does not reach inside the elements", () => {
  before(() => setViewport({ width: 1280, height: 800 }));
  after(() => setViewport({ width: 800, height: 600 }));

  for (const markup of MARKUP) {
    it(`${markup}: the same computed text properties and sizes on a legacy page (62.5% root font, inherited letter-spacing, uppercase, italic ...)`, async () => {
      const mount = async () => {
        const wrap = await fixture<HTMLDivElement>(`<div style="width: 1000px">${markup}</div>`);
        const el = wrap.firstElementChild!;
        await rendered(el);
        // Data the elements ask for at first paint (the account button, the store button) settles the same each time.
        for (let i = 0; i < 10; i++) await frame();
        const values = snapshot(el);
        wrap.remove();
        return values;
      };
      const plain = await mount();
      const sheet = document.createElement('style');
      sheet.textContent = LEGACY_SHEET;
      document.head.append(sheet);
      try {
        const legacy = await mount();
        const differences = Object.keys(plain).filter((key) => plain[key] !== legacy[key]).map((key) => `${key}: ${plain[key]} -> ${legacy[key]}`);
        expect(Object.keys(plain).length, 'a shadow tree was compared').to.be.greaterThan(PROPERTIES.length);
        expect(differences).to.deep.equal([]);
      } finally {
        sheet.remove();
      }
    });
  }
});
