// The demo's codes page (demo/codes.html): every seeded barcode of the reference API and the QR codes the scanner
// handles, drawn as SVG so that a person can scan them from a second screen. Bundled by scripts/build-demo.mjs into
// demo/build/codes.js. The codes and products come from the reference API's own data (mocks/data), the symbols from
// demo/symbols.mjs (which the e2e tests' video frames use too). Built with DOM calls and textContent only: the page
// runs under the strict CSP with Trusted Types.
import { BARCODES, SEEDED_BARCODES } from '../mocks/data/media-search';
import { findProducts } from '../mocks/data/products';
import { barRuns, linearModules, qrMatrix, QUIET_ZONES, type LinearKind } from './symbols.mjs';

const SVG = 'http://www.w3.org/2000/svg';
/** Bar height and the digits' line below it, in modules. */
const BAR_HEIGHT = 60;
const TEXT_HEIGHT = 12;

function svgElement<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Record<string, string | number>): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
}

/** An SVG image of a symbol: white background (the quiet zone included), dark modules. */
function symbol(width: number, height: number, label: string, scale: number): SVGSVGElement {
  const svg = svgElement('svg', { viewBox: `0 0 ${width} ${height}`, width: width * scale, height: height * scale, role: 'img', 'aria-label': label });
  svg.classList.add('code__symbol');
  svg.append(svgElement('rect', { x: 0, y: 0, width, height, fill: '#ffffff' }));
  return svg;
}

/** A linear code's bars, one rectangle per run of bar modules, and its digits below. */
function linearSymbol(kind: LinearKind, code: string, label: string): SVGSVGElement {
  const modules = linearModules(kind, code);
  const [left, right] = QUIET_ZONES[kind];
  const width = left + modules.length + right;
  const svg = symbol(width, BAR_HEIGHT + TEXT_HEIGHT + 2, label, 3);
  for (const [start, run] of barRuns(modules)) svg.append(svgElement('rect', { x: left + start, y: 2, width: run, height: BAR_HEIGHT, fill: '#000000' }));
  const digits = svgElement('text', { x: width / 2, y: BAR_HEIGHT + TEXT_HEIGHT, 'text-anchor': 'middle', 'font-size': 10, 'font-family': 'monospace', fill: '#000000' });
  digits.textContent = code;
  svg.append(digits);
  return svg;
}

/** A QR code with its 4-module quiet zone; dark modules merged into one rectangle per run in a row. */
function qrSymbol(text: string, label: string): SVGSVGElement {
  const matrix = qrMatrix(text);
  const side = matrix.length + 8;
  const svg = symbol(side, side, label, 6);
  matrix.forEach((row, y) => {
    for (const [start, run] of barRuns(row.map((dark) => (dark ? '1' : '0')).join(''))) {
      svg.append(svgElement('rect', { x: 4 + start, y: 4 + y, width: run, height: 1, fill: '#000000' }));
    }
  });
  return svg;
}

function item(svg: SVGSVGElement, title: string, details: string[]): HTMLLIElement {
  const li = document.createElement('li');
  li.className = 'code';
  const figure = document.createElement('figure');
  const caption = document.createElement('figcaption');
  const heading = document.createElement('strong');
  heading.textContent = title;
  caption.append(heading);
  for (const detail of details) {
    const line = document.createElement('span');
    line.className = 'code__detail';
    line.textContent = detail;
    caption.append(line);
  }
  figure.append(svg, caption);
  li.append(figure);
  return li;
}

/** What the product lookup answers for a code (as the reference API has it seeded). */
function outcome(lookupCode: string): string {
  const ids = Object.hasOwn(SEEDED_BARCODES, lookupCode) ? SEEDED_BARCODES[lookupCode] : undefined;
  if (!ids) return 'Unknown to the catalogue (404): "No Products Found".';
  if (ids.length === 0) return 'Known, without products: "No Products Found".';
  const names = findProducts(ids).map((product) => product.name);
  if (names.length === 1) return `One product, whose page opens: ${names[0]}.`;
  return `${names.length} products, searched with barcode_search: ${names.join('; ')}.`;
}

const LINEAR: { kind: LinearKind; code: string; name: string }[] = [
  { kind: 'ean13', code: BARCODES.severalEan13, name: 'EAN-13' },
  { kind: 'ean13', code: BARCODES.oneEan13, name: 'EAN-13' },
  { kind: 'upcA', code: BARCODES.severalUpcA, name: 'UPC-A' },
  { kind: 'upcA', code: BARCODES.oneUpcA, name: 'UPC-A' },
  { kind: 'ean8', code: BARCODES.noneEan8, name: 'EAN-8' },
  { kind: 'ean13', code: BARCODES.unknownEan13, name: 'EAN-13' },
];

function render() {
  const barcodes = document.getElementById('barcodes');
  const qrCodes = document.getElementById('qr-codes');
  if (!barcodes || !qrCodes) return;
  barcodes.replaceChildren(
    ...LINEAR.map(({ kind, code, name }) => item(linearSymbol(kind, code, `${name} barcode ${code}`), `${name} ${code}`, [outcome(code)])),
  );
  const [product] = findProducts([SEEDED_BARCODES[BARCODES.oneEan13]?.[0] ?? '1009']);
  const productUrl = new URL(product?.seoUrl ?? '/', location.origin).href;
  const qr = [
    { text: 'trail running shoes', title: 'QR: text', detail: 'Searched as typed text, with qrcode_search.' },
    { text: productUrl, title: 'QR: a product page on this site', detail: `A URL on this page's own origin: sg-navigate to ${new URL(productUrl).pathname}.` },
    { text: 'https://example.com/p/not-this-store', title: 'QR: a URL on another site', detail: 'Never opened: its text is searched with qrcode_search.' },
  ];
  qrCodes.replaceChildren(...qr.map(({ text, title, detail }) => item(qrSymbol(text, `QR code: ${text}`), title, [text, detail])));
  document.documentElement.setAttribute('data-codes', 'ready');
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', render, { once: true });
else render();
