import { ApiError, type Product } from '../../src/core/api';
import { BARCODE_MAX_CODES_PER_FRAME, BARCODE_REQUEST_TIMEOUT_MS, BARCODE_REQUEST_TIMEOUT_RANGE_MS } from '../../src/core/constants';
import { safeHref } from '../../src/core/url';
import { clampTerm, searchUrl } from '../search/search.logic';
import type { CodeFormat, DetectedCode, ScanIntent, ScannerEmitted, ScannerMessageKind, ScannerText } from './scanner.types';

/** Pure rules of barcode and QR scanning (spec sections 2, 4, 8, 9; api-contract.md). */

const PLEASE_TRY_AGAIN: ScannerText = { error: 'SCAN_TRY_AGAIN' };

/**
 * Title and text of each scanner message, as keys (the view words them): spec section 8's texts are the error
 * catalogue's `SCAN_*` keys, the others the flow's own (`scannerMessages`).
 */
export const SCANNER_MESSAGES: Record<ScannerMessageKind, { title: ScannerText; text: ScannerText }> = {
  denied: { title: { error: 'SCAN_CAMERA_DENIED' }, text: { error: 'SCAN_CAMERA_ASK' } },
  fumbled: { title: { key: 'fumbledTitle' }, text: { key: 'fumbledText' } },
  noProducts: { title: { error: 'SCAN_NO_PRODUCTS' }, text: PLEASE_TRY_AGAIN },
  timeout: { title: { error: 'SCAN_TIMEOUT' }, text: PLEASE_TRY_AGAIN },
  failed: { title: { key: 'failedTitle' }, text: { key: 'failedText' } },
};

export const PRODUCT_FORMATS: readonly CodeFormat[] = ['ean_13', 'upc_a', 'ean_8', 'upc_e'];
export const CODE_FORMATS: readonly CodeFormat[] = [...PRODUCT_FORMATS, 'qr_code'];

/** The `scanner-timeout-ms` to use: a whole number of ms from 1000 to 60000, else the spec's 20000. */
export function clampScannerTimeout(value: number | string | null | undefined): number {
  const number = typeof value === 'string' && value.trim() ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) return BARCODE_REQUEST_TIMEOUT_MS;
  const { min, max } = BARCODE_REQUEST_TIMEOUT_RANGE_MS;
  return number >= min && number <= max ? number : BARCODE_REQUEST_TIMEOUT_MS;
}

/** The GS1 mod-10 check: the last digit of an EAN-13, UPC-A or EAN-8 (any GTIN length) against the others. */
export function hasValidCheckDigit(digits: string): boolean {
  if (!/^\d{8}$|^\d{12,14}$/.test(digits)) return false;
  let sum = 0;
  // From the right, excluding the check digit: weights 3, 1, 3, 1...
  for (let i = digits.length - 2, weight = 3; i >= 0; i -= 1, weight = 4 - weight) sum += Number(digits[i]) * weight;
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}

/** A UPC-E (number system 0 or 1, 6 digits, check digit) written out as its UPC-A, or null if not a UPC-E. */
export function expandUpcE(code: string): string | null {
  if (!/^[01]\d{7}$/.test(code)) return null;
  const [ns, d1, d2, d3, d4, d5, d6, check] = code.split('');
  let body: string;
  if (d6 === '0' || d6 === '1' || d6 === '2') body = `${d1}${d2}${d6}0000${d3}${d4}${d5}`;
  else if (d6 === '3') body = `${d1}${d2}${d3}00000${d4}${d5}`;
  else if (d6 === '4') body = `${d1}${d2}${d3}${d4}00000${d5}`;
  else body = `${d1}${d2}${d3}${d4}${d5}0000${d6}`;
  return `${ns}${body}${check}`;
}

/** Whether a read product code is well formed for its format, check digit included. */
export function isValidProductCode(format: CodeFormat, code: string): boolean {
  switch (format) {
    case 'ean_13':
      return /^\d{13}$/.test(code) && hasValidCheckDigit(code);
    case 'upc_a':
      return /^\d{12}$/.test(code) && hasValidCheckDigit(code);
    case 'ean_8':
      return /^\d{8}$/.test(code) && hasValidCheckDigit(code);
    case 'upc_e': {
      const upcA = expandUpcE(code);
      return upcA !== null && hasValidCheckDigit(upcA);
    }
    default:
      return false;
  }
}

/** What productsByUpc is sent: the digits as read, except an EAN-13 starting with 0, sent as its 12-digit UPC-A. */
export function lookupCode(format: CodeFormat, code: string): string {
  return format === 'ean_13' && code.startsWith('0') ? code.slice(1) : code;
}

const asFormat = (format: string): CodeFormat | null => {
  const name = format.trim().toLowerCase() as CodeFormat;
  return CODE_FORMATS.includes(name) ? name : null;
};

/**
 * What a read code asks for, or null when it is not one we act on (unknown format, bad check digit, blank QR).
 * A QR text that is an absolute http(s) URL on `origin` navigates (to path + query + hash; "product" when the path
 * contains /p/); any other text, foreign URLs included, is searched (trimmed, cut to 510). The URL check is
 * src/core/url's `safeHref`, with the page's origin as the only one allowed.
 */
export function intentOf(detected: DetectedCode, origin: string): ScanIntent | null {
  const format = asFormat(detected.format);
  if (!format) return null;
  if (format !== 'qr_code') {
    const code = detected.rawValue.trim();
    if (!isValidProductCode(format, code)) return null;
    return { kind: 'product', code, format, upc: lookupCode(format, code) };
  }
  const text = detected.rawValue.trim();
  if (!text) return null;
  const path = isAbsoluteHttpUrl(text) && origin ? safeHref(text, { base: `${origin}/` }) : null;
  if (path) {
    const pathname = new URL(path, `${origin}/`).pathname;
    return { kind: 'navigate', code: text, format, url: path, linkKind: pathname.includes('/p/') ? 'product' : 'page', label: text };
  }
  return { kind: 'search', code: text, format, term: clampTerm(text).trim() };
}

function isAbsoluteHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function distance(code: DetectedCode, center: { x: number; y: number } | undefined): number {
  const box = code.boundingBox;
  if (!center || !box) return Number.POSITIVE_INFINITY;
  return Math.hypot(box.x + box.width / 2 - center.x, box.y + box.height / 2 - center.y);
}

/**
 * The code a frame is acted on for: of the first 2 codes the decoder gave (at most 2 per frame), those we act on;
 * a product code wins over a QR code, then the one nearest the scan box centre, then the decoder's order.
 */
export function pickCode(
  codes: readonly DetectedCode[],
  origin: string,
  center?: { x: number; y: number },
): ScanIntent | null {
  const candidates = codes
    .slice(0, BARCODE_MAX_CODES_PER_FRAME)
    .map((code, index) => ({ code, index, intent: intentOf(code, origin) }))
    .filter((c): c is typeof c & { intent: ScanIntent } => c.intent !== null);
  candidates.sort(
    (a, b) =>
      Number(a.intent.kind !== 'product') - Number(b.intent.kind !== 'product') ||
      distance(a.code, center) - distance(b.code, center) ||
      a.index - b.index,
  );
  return candidates[0]?.intent ?? null;
}

/**
 * The search a lookup answer runs: source `barcode_search`, the code as term, and `url` the product's page when
 * there is exactly one product and its `seoUrl` is same-origin, else `/search?searchTerm={code}`. Null for no
 * products ('No Products Found').
 */
export function searchForProducts(products: readonly Product[], code: string, origin: string): Extract<ScannerEmitted, { type: 'search' }> | null {
  if (!products.length) return null;
  const only = products.length === 1 ? products[0] : undefined;
  const page = only && origin ? safeHref(only.seoUrl, { base: `${origin}/` }) : null;
  // safeHref without an allow-list answers only same-origin URLs, as a path.
  const url = page ?? searchUrl(code);
  return { type: 'search', term: code, source: 'barcode_search', url };
}

/** The message of a failed lookup: a 404 is no products, a timeout 'Request Timeout', anything else 'Ooops...'. */
export function lookupFailure(error: unknown): ScannerMessageKind {
  if (error instanceof ApiError && error.status === 404) return 'noProducts';
  if (error instanceof ApiError && error.kind === 'timeout') return 'timeout';
  return 'failed';
}

export { canOfferScanner, type CameraSupport } from './scanner.offer';

/** Whether the page's BarcodeDetector can be used: it lists both `ean_13` and `qr_code` (an empty list does not count). */
export function nativeDetectorUsable(supportedFormats: readonly string[] | null | undefined): boolean {
  return !!supportedFormats && supportedFormats.includes('ean_13') && supportedFormats.includes('qr_code');
}
