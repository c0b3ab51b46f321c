/**
 * Part names of `<sg-search scanner>` (a part of `<sg-search>`, exposed as `::part(...)`): the button beside the box
 * and the scanner dialog (a lazy chunk). The texts are in scanner.messages.ts and the error catalogue (the header's
 * runtime reads this list: no texts here).
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
