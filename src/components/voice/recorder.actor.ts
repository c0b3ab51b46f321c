import { fromCallback } from 'xstate';
import { chooseRecordingFormat, encodingOfRecorded, toLinear16, type RecordInput, type RecorderCommand, type VoiceEvent } from '../../../machines/voice';
import type { SpeechRecording } from '../../core/api';
import { VOICE_SAMPLE_RATE_HZ } from '../../core/constants';

/**
 * The real `record` actor of the voice machine (api-contract.md "Speech-to-text"): `getUserMedia({ audio: true })`,
 * a MediaRecorder of the negotiated format (WEBM_OPUS, else OGG_OPUS, else the browser's own, decoded here and sent
 * as LINEAR16 at its real rate), and on `RECORDER.FINISH` the whole file sent back as `RECORDING.DONE`.
 *
 * Every track is stopped as soon as the recording is finished and, whatever happened, in the actor's cleanup: the
 * machine stops this actor on Close, Escape, a found term, a failure and when the element leaves the page. A stream
 * granted after the actor was stopped (the shopper closed while the permission prompt was up) is stopped at once.
 */

/** What the recorder uses from the page; tests replace parts of it. */
export interface RecorderEnvironment {
  getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  /** Whether the page is a secure context, which the voice button needs (MediaSearch; default `isSecureContext`). */
  secureContext?: boolean;
  MediaRecorder: typeof MediaRecorder;
  /** Decodes a recording the browser made in its own format (Safari's AAC) to channels and a sample rate. */
  decode?: (bytes: ArrayBuffer, sampleRate: number) => Promise<{ channels: Float32Array[]; sampleRate: number }>;
}

type SendBack = (event: VoiceEvent) => void;

/** Speech-to-text takes 8000 to 48000 Hz: a decoded recording is resampled into that range. */
const clampRate = (rate: number | undefined) => Math.min(48000, Math.max(8000, Math.round(rate || VOICE_SAMPLE_RATE_HZ)));

async function decodeInBrowser(bytes: ArrayBuffer, sampleRate: number): Promise<{ channels: Float32Array[]; sampleRate: number }> {
  // An OfflineAudioContext decodes at the rate it is made with (the microphone's), with no audio output to start.
  const context = new OfflineAudioContext(1, 1, sampleRate);
  const buffer = await context.decodeAudioData(bytes);
  const channels = Array.from({ length: buffer.numberOfChannels }, (_, i) => buffer.getChannelData(i));
  return { channels, sampleRate: buffer.sampleRate };
}

function browserEnvironment(): RecorderEnvironment {
  return {
    getUserMedia: (constraints) => navigator.mediaDevices.getUserMedia(constraints),
    MediaRecorder: globalThis.MediaRecorder,
    decode: decodeInBrowser,
  };
}

/** The finished recording as speech-to-text takes it: the file itself for opus, else 16-bit mono PCM. */
export async function toSpeechRecording(
  blob: Blob,
  recordedType: string,
  inputRate: number | undefined,
  decode: NonNullable<RecorderEnvironment['decode']>,
): Promise<SpeechRecording> {
  const bytes = await blob.arrayBuffer();
  // Nothing recorded: an empty recording, which the machine never sends.
  if (bytes.byteLength === 0) return { encoding: 'WEBM_OPUS', sampleRateHertz: VOICE_SAMPLE_RATE_HZ, audio: new Uint8Array(0) };
  const encoding = encodingOfRecorded(recordedType);
  if (encoding) return { encoding, sampleRateHertz: VOICE_SAMPLE_RATE_HZ, audio: new Uint8Array(bytes) };
  const decoded = await decode(bytes, clampRate(inputRate));
  return { encoding: 'LINEAR16', sampleRateHertz: decoded.sampleRate, audio: toLinear16(decoded.channels) };
}

/** Builds the `record` actor over the page's media APIs (or `environment`, in tests and stories). */
export function createRecordActor(environment?: () => Partial<RecorderEnvironment>) {
  return fromCallback<RecorderCommand, RecordInput>(({ sendBack, receive }) => {
    const send = sendBack as SendBack;
    const env = { ...browserEnvironment(), ...environment?.() };
    let stopped = false;
    let stream: MediaStream | null = null;
    let recorder: MediaRecorder | null = null;
    const chunks: Blob[] = [];

    const stopTracks = () => {
      for (const track of stream?.getTracks() ?? []) track.stop();
    };

    const finish = () => {
      const active = recorder;
      if (!active || stopped) return;
      const type = active.mimeType || chunks[0]?.type || '';
      const inputRate = stream?.getAudioTracks()[0]?.getSettings().sampleRate;
      stopTracks();
      toSpeechRecording(new Blob(chunks, { type }), type, inputRate, env.decode ?? decodeInBrowser).then(
        (recording) => {
          if (!stopped) send({ type: 'RECORDING.DONE', recording });
        },
        (error: unknown) => {
          if (!stopped) send({ type: 'RECORDING.ERROR', error });
        },
      );
    };

    let asking: Promise<MediaStream>;
    try {
      asking = env.getUserMedia({ audio: true });
    } catch (error) {
      asking = Promise.reject(error);
    }
    asking.then(
      (granted) => {
        stream = granted;
        if (stopped) {
          stopTracks();
          return;
        }
        try {
          const Recorder = env.MediaRecorder;
          const format = chooseRecordingFormat((type) => Recorder.isTypeSupported(type));
          recorder = format.mimeType ? new Recorder(granted, { mimeType: format.mimeType }) : new Recorder(granted);
          recorder.addEventListener('dataavailable', (event) => {
            if (event.data.size > 0) chunks.push(event.data);
          });
          recorder.addEventListener('stop', finish);
          recorder.addEventListener('error', (event) => {
            stopTracks();
            if (!stopped) send({ type: 'RECORDING.ERROR', error: (event as Event & { error?: unknown }).error ?? event });
          });
          recorder.start();
          send({ type: 'MICROPHONE.READY' });
        } catch (error) {
          stopTracks();
          send({ type: 'RECORDING.ERROR', error });
        }
      },
      (error: unknown) => {
        if (!stopped) send({ type: 'MICROPHONE.ERROR', error });
      },
    );

    receive((command) => {
      if (command.type !== 'RECORDER.FINISH' || !recorder) return;
      // stop() fires a last `dataavailable`, then `stop` (finish above).
      if (recorder.state !== 'inactive') recorder.stop();
      else finish();
    });

    return () => {
      stopped = true;
      try {
        if (recorder && recorder.state !== 'inactive') recorder.stop();
      } catch {
        // A recorder the browser already ended: nothing to stop.
      }
      stopTracks();
    };
  });
}
