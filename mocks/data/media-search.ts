/**
 * Seeded answers of the reference API's voice and barcode calls (api-contract.md "Voice search and barcode/QR
 * scanning"): the transcript every recording with sound gets, and barcodes with several, one and no products.
 * Every code has a valid check digit, so a person can print or show them (demo) and the scanner reads them.
 */

/** What speech-to-text hears in any recording that is not pure silence. */
export const SEEDED_TRANSCRIPT = 'running shoes';
export const SEEDED_TRANSCRIPT_CONFIDENCE = 0.92;

/** The code as it is sent to productsByUpc -> ids of its products (mocks/data/products.ts). */
export const SEEDED_BARCODES: Readonly<Record<string, readonly string[]>> = {
  // UPC-A with several products (tennis balls); read from an EAN-13 scan as 0036000291452.
  '036000291452': ['1019', '1020'],
  // EAN-13 with several products (running shoes of three brands).
  '5901234123457': ['1001', '1002', '1003'],
  // EAN-13 with one product: the scanner goes to its page.
  '4006381333931': ['1009'],
  // UPC-A with one product.
  '012345678905': ['1030'],
  // EAN-8 known to the catalogue but without products: 'No Products Found'.
  '96385074': [],
};

/** Named codes for tests and the demo page. */
export const BARCODES = {
  severalUpcA: '036000291452',
  severalUpcAAsEan13: '0036000291452',
  severalEan13: '5901234123457',
  oneEan13: '4006381333931',
  oneUpcA: '012345678905',
  noneEan8: '96385074',
  /** A valid EAN-13 the catalogue does not know: answered 404. */
  unknownEan13: '9780201379624',
} as const;
