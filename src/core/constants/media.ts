// Voice and barcode
export const VOICE_ENCODING = 'WEBM_OPUS';
export const VOICE_SAMPLE_RATE_HZ = 48000;
export const VOICE_LANGUAGE = 'en-US';
export const VOICE_RECORDING_THRESHOLD_MS = 6000;
/** No speech-to-text answer within this long is "not found" (api-contract.md, "Speech-to-text"). */
export const VOICE_TRANSCRIBE_TIMEOUT_MS = 10000;
/** Where recordings go by default, under the element's `api-base`. */
export const SPEECH_TO_TEXT_PATH = '/speech-to-text';
export const BARCODE_BOX = { height: 182, width: 250 } as const;
export const BARCODE_REQUEST_TIMEOUT_MS = 20000;
/** The range of the `scanner-timeout-ms` attribute (api-contract.md). */
export const BARCODE_REQUEST_TIMEOUT_RANGE_MS = { min: 1000, max: 60000 } as const;
export const BARCODE_REINIT_MS = 200;
/** How long a read QR code shows "Found {code}" and the tick before it searches or navigates and the scanner closes. */
export const BARCODE_FOUND_MS = 600;
export const BARCODE_MULTI_SCAN_DELAY_MS = 500;
export const BARCODE_MAX_CODES_PER_FRAME = 2;
export const BARCODE_SOUND_DEFAULT = true;
export const BARCODE_VIBRATION_DEFAULT = true;
