import { BarcodeDetector, prepareZXingModule, purgeZXingModule } from 'barcode-detector/ponyfill';
import zxingWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/**
 * The fallback decoder (its own lazy chunk, loaded by the scanner chunk only where the page has no usable
 * BarcodeDetector): `barcode-detector`, the BarcodeDetector API over ZXing compiled to WebAssembly. Its .wasm comes
 * from our own build (emitted beside this chunk), never from the CDN the package points at by default.
 *
 * The module is compiled here, before the camera starts: a .wasm that fails to load (404, offline) or to compile (a
 * page CSP without 'wasm-unsafe-eval') rejects, and the scanner shows its fumbled message. A failed attempt is
 * forgotten, so "Scan again" tries once more.
 */
export async function prepareFallbackDetector(wasmUrl: string = zxingWasmUrl): Promise<typeof BarcodeDetector> {
  const href = new URL(wasmUrl, globalThis.document?.baseURI ?? globalThis.location?.href).href;
  try {
    await prepareZXingModule({
      overrides: {
        locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? href : prefix + path),
        // Emscripten's own logging of a failed fetch or compile: the scanner shows the failure instead.
        print: () => {},
        printErr: () => {},
      },
      fireImmediately: true,
    });
  } catch (error) {
    purgeZXingModule();
    throw error;
  }
  return BarcodeDetector;
}
