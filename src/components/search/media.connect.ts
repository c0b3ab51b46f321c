import { SCANNER_BUTTON_LABEL } from '../../../machines/scanner/scanner.offer';
import { FUMBLED_ALERT, VOICE_BUTTON_LABEL } from '../../../machines/voice/voice.offer';

/**
 * The "Search by voice" button beside the box (api-contract.md): it opens the voice overlay, a modal dialog. While
 * the overlay's chunk loads after a press, the button says it is busy.
 */
export const connectVoiceButton = (loading: boolean) => mediaButton(VOICE_BUTTON_LABEL, loading);

/** "Scan a barcode or QR code" beside the box: it opens the scanner dialog (modal, or the flyout with a licence). */
export const connectScanButton = (loading: boolean) => mediaButton(SCANNER_BUTTON_LABEL, loading);

function mediaButton(label: string, loading: boolean) {
  return {
    type: 'button' as const,
    'aria-label': label,
    'aria-haspopup': 'dialog' as const,
    'aria-busy': loading || undefined,
  };
}

/** The alert beside the box when the voice or scanner code failed to load (the overlay never opens). */
export const voiceLoadFailedAlert = { role: 'alert' as const, ...FUMBLED_ALERT };
