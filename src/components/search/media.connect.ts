import { FUMBLED_ALERT } from '../../../machines/voice/voice.offer';
import type { ScannerWords } from '../scanner/scanner.connect';
import type { VoiceWords } from '../voice/voice.connect';

/**
 * The "Search by voice" button beside the box (api-contract.md): it opens the voice overlay, a modal dialog. While
 * the overlay's chunk loads after a press, the button says it is busy.
 */
export const connectVoiceButton = (loading: boolean, t: VoiceWords) => mediaButton(t('button'), loading);

/** "Scan a barcode or QR code" beside the box: it opens the scanner dialog (modal, or the flyout with a licence). */
export const connectScanButton = (loading: boolean, t: ScannerWords['t']) => mediaButton(t('button'), loading);

function mediaButton(label: string, loading: boolean) {
  return {
    type: 'button' as const,
    'aria-label': label,
    'aria-haspopup': 'dialog' as const,
    'aria-busy': loading || undefined,
  };
}

/** The alert beside the box when the voice or scanner code failed to load (the overlay never opens). */
export const connectLoadFailedAlert = (t: VoiceWords) => ({
  role: 'alert' as const,
  title: t(FUMBLED_ALERT.title),
  text: t(FUMBLED_ALERT.text),
});
