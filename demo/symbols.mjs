// The seeded codes' symbols, drawn by hand from the standard encodings, shared by the demo's codes page
// (demo/codes.ts, bundled into demo/build/codes.js) and the e2e tests' media generator (test/e2e/media/make-media.mjs).
// EAN-13: left guard, six digits in L or G code chosen by the first digit's parity pattern, centre guard, six digits in
// R code, right guard. UPC-A is the EAN-13 of its 12 digits after a 0. EAN-8: four L and four R digits. Only the QR
// matrix comes from the `qrcode` package. Plain JavaScript so that Node runs it as is; types in symbols.d.mts.
import QRCode from 'qrcode';

// Module patterns of the digits 0-9 ('1' = bar). R is the complement of L, G is R reversed.
const L_CODES = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const R_CODES = L_CODES.map((code) => [...code].map((bit) => (bit === '1' ? '0' : '1')).join(''));
const G_CODES = R_CODES.map((code) => [...code].reverse().join(''));
/** EAN-13: the first digit is not drawn as bars; it picks L or G for each of the six left-hand digits. */
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];
const START = '101';
const CENTRE = '01010';
const END = '101';

/** Quiet zones in modules, left and right, by kind of linear code. */
export const QUIET_ZONES = { ean13: [11, 7], upcA: [9, 9], ean8: [7, 7] };

/** The GS1 check digit of the digits before it (EAN-8, UPC-A, EAN-13: weights 3 and 1 from the right). */
export function checkDigit(body) {
  let sum = 0;
  [...body].reverse().forEach((digit, index) => {
    sum += Number(digit) * (index % 2 === 0 ? 3 : 1);
  });
  return String((10 - (sum % 10)) % 10);
}

function assertCode(code, lengths) {
  if (!/^\d+$/.test(code) || !lengths.includes(code.length)) throw new TypeError(`Not a ${lengths.join(' or ')}-digit code: ${code}`);
  if (checkDigit(code.slice(0, -1)) !== code.at(-1)) throw new TypeError(`Wrong check digit in ${code}`);
}

/** The modules of an EAN-13 (95, no quiet zone) as a string of '1' (bar) and '0' (space). */
export function ean13Modules(code) {
  assertCode(code, [13]);
  const parity = PARITY[Number(code[0])];
  const left = [...code.slice(1, 7)].map((digit, i) => (parity[i] === 'L' ? L_CODES : G_CODES)[Number(digit)]).join('');
  const right = [...code.slice(7)].map((digit) => R_CODES[Number(digit)]).join('');
  return START + left + CENTRE + right + END;
}

/** A UPC-A is drawn exactly as the EAN-13 of its 12 digits after a 0. */
export function upcAModules(code) {
  assertCode(code, [12]);
  return ean13Modules(`0${code}`);
}

/** The modules of an EAN-8 (67, no quiet zone). */
export function ean8Modules(code) {
  assertCode(code, [8]);
  const left = [...code.slice(0, 4)].map((digit) => L_CODES[Number(digit)]).join('');
  const right = [...code.slice(4)].map((digit) => R_CODES[Number(digit)]).join('');
  return START + left + CENTRE + right + END;
}

/** The modules of a linear code by kind: 'ean13', 'upcA' or 'ean8'. */
export function linearModules(kind, code) {
  const encode = { ean13: ean13Modules, upcA: upcAModules, ean8: ean8Modules }[kind];
  if (!encode) throw new TypeError(`Unknown kind of code: ${kind}`);
  return encode(code);
}

/** Runs of bars as [first module, width in modules] (one rectangle each when drawn). */
export function barRuns(modules) {
  const runs = [];
  for (let i = 0; i < modules.length; i += 1) {
    if (modules[i] !== '1') continue;
    const start = i;
    while (modules[i + 1] === '1') i += 1;
    runs.push([start, i - start + 1]);
  }
  return runs;
}

/** The QR matrix of a text (error correction M) as rows of booleans (true = dark), without its quiet zone. */
export function qrMatrix(text) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) => Array.from({ length: modules.size }, (_, col) => Boolean(modules.get(row, col))));
}
