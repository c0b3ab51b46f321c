import type { SnapshotFrom } from 'xstate';
import { foundStatus, lookingUpStatus, SCANNER_MESSAGES, SCANNER_TEXTS, type ScannerEvent, type scannerMachine } from '../../../machines/scanner';

import { STARTING_STATUS } from './scanner.anatomy';

type Snapshot = SnapshotFrom<typeof scannerMachine>;

export interface ScannerIds {
  status: string;
  message: string;
}

/** The scanner's phase, from the machine's tags (never its state names). */
export type ScannerPhase = 'closed' | 'starting' | 'scanning' | 'lookingUp' | 'found' | 'message';


/**
 * Snapshot -> the scanner dialog's ARIA, texts and handlers (api-contract.md "Accessible names, messages, parts"): a dialog named
 * "Scan a barcode or QR code" (modal, or the flyout with `scanner-licence`) described by its polite status, which names
 * each phase ("Point your camera at a barcode or QR code", "Found {code}", "Looking up {code}…"); a message (denied,
 * fumbled, no products, timeout, failed) in an alert with "Scan again".
 */
export function connectScanner(snapshot: Snapshot, send: (event: ScannerEvent) => void, ids: ScannerIds) {
  const open = snapshot.hasTag('open');
  const { read, message: messageKind } = snapshot.context;
  const phase: ScannerPhase = !open
    ? 'closed'
    : snapshot.hasTag('message')
      ? 'message'
      : snapshot.hasTag('done')
        ? 'found'
        : snapshot.hasTag('scanning')
          ? 'scanning'
          : read?.kind === 'product'
            ? 'lookingUp'
            : 'starting';
  // "Found {code}" stays shown (the visible equivalent of the beep and vibration) while the code is looked up.
  const found = read && (phase === 'lookingUp' || phase === 'found') ? foundStatus(read.code) : null;
  const status =
    phase === 'scanning'
      ? [SCANNER_TEXTS.pointCamera]
      : phase === 'starting'
        ? [STARTING_STATUS]
        : phase === 'lookingUp' && read
          ? [found!, lookingUpStatus(read.code)]
          : found
            ? [found]
            : [];
  const message = phase === 'message' && messageKind ? SCANNER_MESSAGES[messageKind] : null;
  return {
    open,
    phase,
    found,
    status,
    message,
    dialog: {
      'aria-label': SCANNER_TEXTS.dialog,
      'aria-describedby': message ? ids.message : ids.status,
    },
    statusRegion: { id: ids.status, role: 'status' as const, 'aria-live': 'polite' as const },
    // Always in the page while open, so its content is announced when a message fills it.
    messageRegion: { id: ids.message, role: 'alert' as const },
    retry: { type: 'button' as const, children: SCANNER_TEXTS.retry, onClick: () => send({ type: 'RETRY' }) },
    close: { type: 'button' as const, 'aria-label': SCANNER_TEXTS.close },
  };
}

export type ScannerView = ReturnType<typeof connectScanner>;
