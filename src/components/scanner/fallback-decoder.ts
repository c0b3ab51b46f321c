import { BarcodeDetector, prepareZXingModule, purgeZXingModule, setZXingModuleOverrides } from 'barcode-detector/ponyfill';
import zxingWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/**
 * The fallback decoder (its own lazy chunk, loaded by the scanner chunk only where the page has no usable
 * BarcodeDetector): `barcode-detector`, the BarcodeDetector API over ZXing compiled to WebAssembly. Its .wasm comes
 * from our own build (emitted beside this chunk as `new URL('../assets/zxing_reader.wasm', import.meta.url)`, which
 * Vite and webpack 5 copy into an app's output), or from `wasmUrl` (`scanner-decoder-url`: where an app whose bundler
 * copies no such asset, esbuild, put the file), never from the CDN the package points at by default.
 *
 * The module is compiled here, before the camera starts: a .wasm that fails to load (404, offline) or to compile (a
 * page CSP without 'wasm-unsafe-eval') rejects, and the scanner shows its fumbled message. A failed attempt is
 * forgotten, so "Scan again" tries once more.
 */
export async function prepareFallbackDetector(wasmUrl: string = zxingWasmUrl): Promise<typeof BarcodeDetector> {
  const overrides = overridesFor(new URL(wasmUrl, globalThis.document?.baseURI ?? globalThis.location?.href).href);
  try {
    await prepareZXingModule({ overrides, fireImmediately: true });
  } catch (error) {
    // Forget the failed module but never our overrides: without them the package would fetch its CDN's .wasm.
    purgeZXingModule();
    setZXingModuleOverrides(overrides);
    throw error;
  }
  return BarcodeDetector;
}

/**
 * One overrides object per .wasm address: the package compares overrides by their properties, so two scanners (the
 * header's search and a page's) share one compiled module instead of replacing each other's.
 */
const overridesByHref = new Map<string, object>();
function overridesFor(href: string): object {
  let overrides = overridesByHref.get(href);
  if (!overrides) {
    overrides = {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? href : prefix + path),
      // Emscripten's own logging of a failed fetch or compile: the scanner shows the failure instead.
      print: () => {},
      printErr: () => {},
    };
    overridesByHref.set(href, overrides);
  }
  return overrides;
}
