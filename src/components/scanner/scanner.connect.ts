import type { SnapshotFrom } from 'xstate';
import { SCANNER_MESSAGES, type ScannerEvent, type ScannerText, type scannerMachine } from '../../../machines/scanner';
import type { errorMessages } from '../../core/errors';
import type { Translate } from '../shared/use-messages';
import type { scannerMessages } from './scanner.messages';

type Snapshot = SnapshotFrom<typeof scannerMachine>;

/** The scanner's texts in the element's locale (`useWords`): its own and the error catalogue's (`error.SCAN_*`). */
export interface ScannerWords {
  t: Translate<(typeof scannerMessages)['defaults']>;
  error: Translate<(typeof errorMessages)['defaults']>;
}

/** A line of a scanner message in words: the flow's or the error catalogue's. */
const word = (text: ScannerText, words: ScannerWords) => ('key' in text ? words.t(text.key) : words.error(text.error));

export interface ScannerIds {
  status: string;
  message: string;
}

/** The scanner's phase, from the machine's tags (never its state names). */
export type ScannerPhase = 'closed' | 'starting' | 'scanning' | 'lookingUp' | 'found' | 'message';

/**
 * Snapshot -> the scanner dialog's ARIA, texts (worded by `words`) and handlers (api-contract.md "Accessible names,
 * messages, parts"): a dialog named "Scan a barcode or QR code" (modal, or the flyout with `scanner-licence`)
 * described by its polite status, which names each phase ("Point your camera at a barcode or QR code", "Found {code}",
 * "Looking up {code}…"); a message (denied, fumbled, no products, timeout, failed) in an alert with "Scan again".
 */
export function connectScanner(
  snapshot: Snapshot,
  send: (event: ScannerEvent) => void,
  ids: ScannerIds,
  words: ScannerWords,
) {
  const { t } = words;
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
  const found = read && (phase === 'lookingUp' || phase === 'found') ? t('found', { code: read.code }) : null;
  const status =
    phase === 'scanning'
      ? [t('pointCamera')]
      : phase === 'starting'
        ? [t('starting')]
        : phase === 'lookingUp' && read
          ? [found!, t('lookingUp', { code: read.code })]
          : found
            ? [found]
            : [];
  const keys = phase === 'message' && messageKind ? SCANNER_MESSAGES[messageKind] : null;
  const message = keys ? { title: word(keys.title, words), text: word(keys.text, words) } : null;
  return {
    open,
    phase,
    found,
    status,
    message,
    dialog: {
      'aria-label': t('dialog'),
      'aria-describedby': message ? ids.message : ids.status,
    },
    statusRegion: { id: ids.status, role: 'status' as const, 'aria-live': 'polite' as const },
    // Always in the page while open, so its content is announced when a message fills it.
    messageRegion: { id: ids.message, role: 'alert' as const },
    retry: { type: 'button' as const, children: t('retry'), onClick: () => send({ type: 'RETRY' }) },
    close: { type: 'button' as const, 'aria-label': t('close') },
  };
}

export type ScannerView = ReturnType<typeof connectScanner>;
