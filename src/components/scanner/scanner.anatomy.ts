/**
 * Part names of `<sg-search scanner>` (a part of `<sg-search>`, exposed as `::part(...)`): the button beside the box
 * and the scanner dialog (a lazy chunk). The texts are the contract's, in machines/scanner; the one of its own here.
 */
export const scannerParts = [
  'scan-button',
  'scanner-dialog',
  'scanner-video',
  'scanner-box',
  'scanner-status',
  'scanner-message',
  'scanner-retry',
  'scanner-close',
] as const;
export type ScannerPart = (typeof scannerParts)[number];

/** While the decoder loads and the camera starts (the contract names no text for it; the status still says so). */
export const STARTING_STATUS = 'Starting the camera\u2026';
