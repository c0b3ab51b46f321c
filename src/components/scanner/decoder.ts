import { CODE_FORMATS, nativeDetectorUsable, type DetectedCode } from '../../../machines/scanner';
import { loadChunk } from '../../core/lazy';

/** What the camera loop asks of a decoder: the codes in one frame, in the decoder's order. */
export interface Decoder {
  /** `native` (the page's BarcodeDetector) or `fallback` (the barcode-detector chunk over ZXing wasm). */
  readonly kind: 'native' | 'fallback';
  detect(frame: HTMLVideoElement | HTMLCanvasElement | ImageBitmap): Promise<DetectedCode[]>;
}

interface DetectedBarcodeLike {
  format: string;
  rawValue: string;
  boundingBox?: { x: number; y: number; width: number; height: number };
}

/** The BarcodeDetector API, as the page (or the fallback) has it. */
export interface DetectorClass {
  new (options?: { formats?: string[] }): { detect(frame: ImageBitmapSource): Promise<DetectedBarcodeLike[]> };
  getSupportedFormats(): Promise<readonly string[]>;
}

export interface DecoderEnvironment {
  /** The page's `window.BarcodeDetector` (read when the decoder loads). */
  nativeDetector: () => DetectorClass | undefined;
  /**
   * Loads the fallback decoder chunk and compiles its .wasm: from `wasmUrl` when given (`scanner-decoder-url`, checked
   * by the element), else the one the build placed beside the chunk.
   */
  loadFallback: (wasmUrl?: string) => Promise<DetectorClass>;
}

const importFallback = () => import('./fallback-decoder');

export const defaultDecoderEnvironment: DecoderEnvironment = {
  nativeDetector: () => (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector,
  loadFallback: (wasmUrl) => loadChunk(importFallback).then((chunk) => chunk.prepareFallbackDetector(wasmUrl || undefined) as Promise<DetectorClass>),
};

function wrap(kind: Decoder['kind'], detector: InstanceType<DetectorClass>): Decoder {
  return {
    kind,
    detect: async (frame) =>
      (await detector.detect(frame)).map(({ format, rawValue, boundingBox }) => ({
        format,
        rawValue,
        ...(boundingBox ? { boundingBox: { x: boundingBox.x, y: boundingBox.y, width: boundingBox.width, height: boundingBox.height } } : {}),
      })),
  };
}

/**
 * The decoder (api-contract.md "What a read code does"): the page's BarcodeDetector when `getSupportedFormats()` lists
 * `ean_13` and `qr_code` (desktop Linux and Windows list none), otherwise the fallback chunk from our own dist/, its
 * .wasm from `wasmUrl` when given. Rejects when the fallback chunk or its .wasm cannot be loaded or compiled (the
 * scanner's fumbled message).
 */
export async function loadDecoder(environment: Partial<DecoderEnvironment> = {}, wasmUrl?: string): Promise<Decoder> {
  const env = { ...defaultDecoderEnvironment, ...environment };
  const Native = env.nativeDetector();
  if (typeof Native === 'function' && typeof Native.getSupportedFormats === 'function') {
    const supported = await Native.getSupportedFormats().catch(() => [] as readonly string[]);
    if (nativeDetectorUsable(supported)) return wrap('native', new Native({ formats: CODE_FORMATS.filter((f) => supported.includes(f)) }));
  }
  const Fallback = await env.loadFallback(wasmUrl);
  return wrap('fallback', new Fallback({ formats: [...CODE_FORMATS] }));
}
