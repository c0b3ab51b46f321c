import type { ApiSettings, SpeechEncoding, SpeechRecording } from '../../src/core/api';

/** Why getUserMedia (or the recorder) failed, by DOMException name. */
export type MediaErrorKind = 'denied' | 'noDevice' | 'busy' | 'aborted' | 'unknown';

/** The alert beside the search box after the overlay closed on a microphone fault (api-contract.md). */
export type VoiceAlert = 'denied' | 'fumbled';

/**
 * The voice messages the machine and its rules decide on (the view words them: `voiceMessages`, docs/messages.md):
 * the alerts' titles and texts.
 */
export type VoiceMessageKey = 'deniedTitle' | 'deniedText' | 'fumbledTitle' | 'fumbledText';

/** An alert's title and text, as keys of `voiceMessages`. */
export interface VoiceAlertText {
  title: VoiceMessageKey;
  text: VoiceMessageKey;
}

/** Why no term came back; all show the same "Sorry, we didn't catch that." with "Try again". */
export type VoiceFailureReason = 'noSpeech' | 'timeout' | 'error' | 'recording';

/** The MediaRecorder type to ask for and what speech-to-text is told (LINEAR16: decoded in the browser). */
export type RecordingFormat =
  | { mimeType: string; encoding: Exclude<SpeechEncoding, 'LINEAR16'>; sampleRateHertz: number; decode: false }
  | { mimeType: null; encoding: 'LINEAR16'; sampleRateHertz: null; decode: true };

export interface VoiceApi extends ApiSettings {
  /** The element's checked `speech-to-text-url`; `{base}/speech-to-text` when absent. */
  speechToTextUrl?: string;
  /** The language to recognise: the element's locale (`languageCode`; en-US when absent). */
  languageCode?: string;
}

export interface VoiceContext {
  /** The term found by the last transcription. */
  term: string | null;
  failure: VoiceFailureReason | null;
  alert: VoiceAlert | null;
  thresholdMs: number;
  transcribeTimeoutMs: number;
  api: VoiceApi;
}

export interface VoiceInput {
  api?: VoiceApi;
  /** Tests and stories only: the spec's 6000 ms and 10000 ms are the defaults. */
  thresholdMs?: number;
  transcribeTimeoutMs?: number;
}

/**
 * Events in. `MICROPHONE.*` and `RECORDING.DONE`/`RECORDING.ERROR` come from the `record` actor (sendBack);
 * the rest from the overlay.
 */
export type VoiceEvent =
  | { type: 'VOICE.START' }
  | { type: 'RECORDING.STOP' }
  | { type: 'RETRY' }
  | { type: 'CLOSE' }
  | { type: 'ALERT.CLEAR' }
  | { type: 'API.CHANGE'; api: VoiceApi }
  | { type: 'MICROPHONE.READY' }
  | { type: 'MICROPHONE.ERROR'; error: unknown }
  | { type: 'RECORDING.DONE'; recording: SpeechRecording }
  | { type: 'RECORDING.ERROR'; error: unknown };

/** What the machine sends to its `record` actor: finish the recording and send it back (RECORDING.DONE). */
export type RecorderCommand = { type: 'RECORDER.FINISH' };

export type VoiceEmitted = { type: 'found'; term: string; source: 'voice_search' };

export type TranscribeInput = { recording: SpeechRecording; api: VoiceApi; timeoutMs: number };

/** The `record` actor's input: nothing yet (it negotiates the format itself with `chooseRecordingFormat`). */
export type RecordInput = Record<string, never>;
