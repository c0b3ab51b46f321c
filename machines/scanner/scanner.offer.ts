/**
 * The part of the scanner's rules that `<sg-search scanner>` needs before the scanner chunk loads: whether to offer the
 * button (its name is `scannerMessages`' `button`). Kept apart from scanner.logic.ts (which pulls in the API client and
 * the search rules) so that the search box's media chunk holds only this, as voice.offer.ts does for voice.
 */

/** What the page offers for scanning; read by the element from the browser. */
export interface CameraSupport {
  secureContext: boolean;
  getUserMedia: boolean;
  /** The kinds of `enumerateDevices()`; null when they could not be read (then a camera is assumed). */
  deviceKinds: readonly string[] | null;
}

/** Whether "Scan a barcode or QR code" shows: a camera API in a secure context and, when listed, a `videoinput`. */
export function canOfferScanner(support: CameraSupport): boolean {
  return support.secureContext && support.getUserMedia && (support.deviceKinds === null || support.deviceKinds.includes('videoinput'));
}
