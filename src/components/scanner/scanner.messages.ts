import type { ScannerMessageKey } from '../../../machines/scanner';
import { defineMessages } from '../../core/messages';

/**
 * Every text of the barcode/QR scanner that is its own, en-US (docs/messages.md: translations in src/locales, page
 * overrides in the configuration's `messages` section): the button beside the box, the dialog, its statuses, and the
 * messages the spec does not word (the rules' keys: `ScannerMessageKey`). Spec section 8's texts (no products, request
 * timeout, camera denied) are the error catalogue's `error.SCAN_*`.
 */
export const scannerMessages = defineMessages('scanner', {
  button: 'Scan a barcode or QR code',
  dialog: 'Scan a barcode or QR code',
  starting: 'Starting the camera…',
  pointCamera: 'Point your camera at a barcode or QR code',
  found: 'Found {code}',
  lookingUp: 'Looking up {code}…',
  retry: 'Scan again',
  close: 'Close',
  fumbledTitle: 'Oops, Sorry we fumbled',
  fumbledText: 'Something Went Wrong!!',
  failedTitle: 'Ooops, sorry we fumbled!',
  failedText: 'Something went wrong. Please try after sometime.',
} satisfies Record<ScannerMessageKey, string> & Record<string, string>);
