import type { ApiSettings, Product } from '../../src/core/api';
import type { SearchSource } from '../../src/core/constants';

/** The formats read (api-contract.md "What a read code does"), as BarcodeDetector names them. */
export type CodeFormat = 'ean_13' | 'upc_a' | 'ean_8' | 'upc_e' | 'qr_code';

/** One code found in a frame: the shape of BarcodeDetector's DetectedBarcode (a fallback decoder maps to it). */
export interface DetectedCode {
  format: string;
  rawValue: string;
  /** Where the code is in the frame, in the same coordinates as the scan box centre of CODE.READ. */
  boundingBox?: { x: number; y: number; width: number; height: number };
}

/** What a read code asks for once accepted. */
export type ScanIntent =
  /** EAN/UPC: look it up; `upc` is what is sent (a 0-led EAN-13 as its 12-digit UPC-A). */
  | { kind: 'product'; code: string; format: CodeFormat; upc: string }
  /** A QR code with an absolute URL on the page's own origin. */
  | { kind: 'navigate'; code: string; format: 'qr_code'; url: string; linkKind: 'product' | 'page'; label: string }
  /** Any other QR text, foreign URLs included (never opened). */
  | { kind: 'search'; code: string; format: 'qr_code'; term: string };

/** The scanner's messages (spec section 8). */
export type ScannerMessageKind = 'denied' | 'fumbled' | 'noProducts' | 'timeout' | 'failed';

/** The scanner's own messages the rules decide on (the view words them: `scannerMessages`, docs/messages.md). */
export type ScannerMessageKey = 'fumbledTitle' | 'fumbledText' | 'failedTitle' | 'failedText';

/** The spec's scanner texts, keys of the error catalogue (src/core/errors.ts, `error.SCAN_*`). */
export type ScannerErrorKey = 'SCAN_NO_PRODUCTS' | 'SCAN_TIMEOUT' | 'SCAN_TRY_AGAIN' | 'SCAN_CAMERA_DENIED' | 'SCAN_CAMERA_ASK';

/** A line of a scanner message: one of the flow's keys or one of the error catalogue's. */
export type ScannerText = { key: ScannerMessageKey } | { error: ScannerErrorKey };

export type ScannerApi = ApiSettings;

export interface ScannerContext {
  /** The intent of the code being handled (lookup, search or navigation). */
  read: ScanIntent | null;
  message: ScannerMessageKind | null;
  /** The code last accepted, ignored if read again until the `multiScan` delay has passed. */
  recentCode: string | null;
  /** The decoder chunk (or the native BarcodeDetector) is ready: a retry does not load it again. */
  decoderReady: boolean;
  /** `scanner-timeout-ms`, clamped to 1000..60000. */
  timeoutMs: number;
  /** The page's origin: a QR URL on it is navigated to; every other URL is only searched as text. */
  origin: string;
  api: ScannerApi;
}

export interface ScannerInput {
  /** The element's `scanner-timeout-ms`; 20000 when absent or out of range. */
  timeoutMs?: number | null;
  /** `location.origin` of the page (machines never read the DOM). */
  origin?: string;
  api?: ScannerApi;
}

export type ScannerEvent =
  | { type: 'SCANNER.OPEN' }
  | { type: 'CLOSE' }
  | { type: 'RETRY' }
  /** The codes a frame gave, in the decoder's order, and the scan box centre in the same coordinates. */
  | { type: 'CODE.READ'; codes: readonly DetectedCode[]; center?: { x: number; y: number } }
  | { type: 'CAMERA.READY' }
  | { type: 'CAMERA.ERROR'; error: unknown }
  /** The decoder failed while scanning (e.g. its .wasm cannot compile under a CSP without 'wasm-unsafe-eval'). */
  | { type: 'DECODER.ERROR'; error: unknown }
  | { type: 'CONFIG.CHANGE'; timeoutMs?: number | null; origin?: string }
  | { type: 'API.CHANGE'; api: ScannerApi }
  /** Internal: the multi-scan delay of the last accepted code has passed. */
  | { type: 'MULTISCAN.EXPIRE' };

export type ScannerEmitted =
  /** A code was accepted: beep, vibrate (per the attributes) and show "Found {code}". */
  | { type: 'read'; code: string; format: CodeFormat }
  /**
   * Run the search. `url` is set for a barcode (its product page or `/search?searchTerm=`; no site-search redirect
   * check); null for QR text, which goes through the search machine's redirect check like typed text.
   */
  | { type: 'search'; term: string; source: Extract<SearchSource, 'barcode_search' | 'qrcode_search'>; url: string | null }
  /** A same-origin QR URL: the cancelable `sg-navigate`. */
  | { type: 'navigate'; url: string; kind: 'product' | 'page'; label: string; source: 'qrcode_search' };

export type LookupInput = { upc: string; api: ScannerApi; timeoutMs: number };
export type LookupOutput = Product[];

/** The `openCamera` actor's input: the box it scans, in CSS pixels (spec section 9). */
export type CameraInput = { box: { width: number; height: number } };
