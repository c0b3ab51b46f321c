// The fallback decoder's engine in Node, for tests that check a picture is readable: zxing-wasm as barcode-detector
// resolves it (its dependency, not whatever else may be hoisted), with the reader's .wasm from the package (the one
// our dist/ serves), never fetched from a CDN.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const fromDetector = createRequire(createRequire(import.meta.url).resolve('barcode-detector'));
const zxing = fromDetector('zxing-wasm/reader');
let prepared = null;

function prepare() {
  prepared ??= readFile(fromDetector.resolve('zxing-wasm/reader/zxing_reader.wasm')).then((wasmBinary) =>
    zxing.prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true }),
  );
  return prepared;
}

/** The formats the scanner reads, in zxing's names. */
const FORMATS = ['EAN13', 'UPCA', 'EAN8', 'UPCE', 'QRCode'];

/** Valid codes in a grayscale picture (`{ width, height, y }`, one luma byte per pixel): `[{ format, text }]`. */
export async function decodeLuma({ width, height, y }) {
  await prepare();
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < y.length; i += 1) {
    rgba[i * 4] = rgba[i * 4 + 1] = rgba[i * 4 + 2] = y[i];
    rgba[i * 4 + 3] = 255;
  }
  const results = await zxing.readBarcodes({ data: rgba, width, height }, { formats: FORMATS, tryHarder: false });
  return results.filter((r) => r.isValid).map((r) => ({ format: r.format, text: r.text }));
}

/** Valid codes in an encoded image (a PNG screenshot): `[{ format, text }]`. */
export async function decodeImage(bytes) {
  await prepare();
  const results = await zxing.readBarcodes(new Uint8Array(bytes), { formats: FORMATS, tryHarder: true });
  return results.filter((r) => r.isValid).map((r) => ({ format: r.format, text: r.text }));
}
