import { SEARCH_TERM_MAX_LENGTH, VOICE_SAMPLE_RATE_HZ } from '../../src/core/constants';
import { safeUrl } from '../../src/core/url';
import { FUMBLED_ALERT } from './voice.offer';
import { clampTerm } from '../search/search.logic';
import type { MediaErrorKind, RecordingFormat, VoiceAlert, VoiceAlertText } from './voice.types';

/** Pure rules of voice search (spec sections 4, 7, 9; api-contract.md "Voice search and barcode/QR scanning"). */

// What the search box's media chunk needs before the voice chunk loads lives in voice.offer.ts.
export { canOfferVoice, FUMBLED_ALERT, type MediaSupport } from './voice.offer';

/**
 * The alert beside the search box, shared with the scanner's load failure (api-contract.md): its title and text as
 * keys of `voiceMessages` (the view words them in the element's locale).
 */
export const MEDIA_ALERTS: Record<VoiceAlert, VoiceAlertText> = {
  denied: { title: 'deniedTitle', text: 'deniedText' },
  fumbled: FUMBLED_ALERT,
};

/**
 * A getUserMedia / MediaRecorder failure by its DOMException name: NotAllowedError and SecurityError are a denial
 * (by the shopper, the browser's settings or a permissions policy); NotFoundError (and OverconstrainedError) mean no
 * usable device; NotReadableError a device busy or broken; AbortError a device that failed to start. Anything else,
 * including a missing API (TypeError), is unknown.
 */
export function classifyMediaError(error: unknown): MediaErrorKind {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'noDevice';
    case 'NotReadableError':
    case 'TrackStartError':
      return 'busy';
    case 'AbortError':
      return 'aborted';
    default:
      return 'unknown';
  }
}

/** Which alert a microphone fault shows: a denial its own, every other fault "Oops, Sorry we fumbled". */
export function alertFor(kind: MediaErrorKind): VoiceAlert {
  return kind === 'denied' ? 'denied' : 'fumbled';
}

export const WEBM_OPUS = 'audio/webm;codecs=opus';
export const OGG_OPUS = 'audio/ogg;codecs=opus';

/**
 * The recording format to ask MediaRecorder for: WEBM_OPUS at 48000 Hz where supported, else OGG_OPUS, else the
 * browser's own format (Safari: AAC in MP4), decoded in the browser and sent as LINEAR16 at its real rate.
 * `isTypeSupported` is `MediaRecorder.isTypeSupported`; one that throws counts as "no".
 */
export function chooseRecordingFormat(isTypeSupported: (mimeType: string) => boolean): RecordingFormat {
  const supports = (type: string) => {
    try {
      return isTypeSupported(type) === true;
    } catch {
      return false;
    }
  };
  if (supports(WEBM_OPUS)) return { mimeType: WEBM_OPUS, encoding: 'WEBM_OPUS', sampleRateHertz: VOICE_SAMPLE_RATE_HZ, decode: false };
  if (supports(OGG_OPUS)) return { mimeType: OGG_OPUS, encoding: 'OGG_OPUS', sampleRateHertz: VOICE_SAMPLE_RATE_HZ, decode: false };
  return { mimeType: null, encoding: 'LINEAR16', sampleRateHertz: null, decode: true };
}

/**
 * What a recorder really produced (its `mimeType` after recording, or the Blob's type), as speech-to-text names it:
 * webm or ogg with opus (or with no codec named) -> that encoding; anything else -> null (decode to LINEAR16).
 */
export function encodingOfRecorded(mimeType: string): 'WEBM_OPUS' | 'OGG_OPUS' | null {
  const [container = '', ...params] = mimeType.toLowerCase().split(';').map((part) => part.trim());
  const codecs = params.find((p) => p.startsWith('codecs='))?.slice('codecs='.length).replace(/"/g, '');
  const opus = codecs === undefined || codecs.split(',').every((c) => c.trim() === 'opus');
  if (!opus) return null;
  if (container === 'audio/webm') return 'WEBM_OPUS';
  if (container === 'audio/ogg') return 'OGG_OPUS';
  return null;
}

/**
 * LINEAR16 for speech-to-text: the channels mixed down to mono and written as 16-bit little-endian signed PCM
 * (samples clipped to -1..1). `channels` are the decoded AudioBuffer's channel data.
 */
export function toLinear16(channels: readonly Float32Array[]): Uint8Array {
  const length = channels.reduce((min, channel) => Math.min(min, channel.length), channels[0]?.length ?? 0);
  const out = new DataView(new ArrayBuffer(length * 2));
  for (let i = 0; i < length; i += 1) {
    let sum = 0;
    for (const channel of channels) sum += channel[i] ?? 0;
    const sample = Math.max(-1, Math.min(1, channels.length ? sum / channels.length : 0));
    out.setInt16(i * 2, sample < 0 ? Math.round(sample * 0x8000) : Math.round(sample * 0x7fff), true);
  }
  return new Uint8Array(out.buffer);
}

/** The search term of a transcript: trimmed, inner whitespace kept, cut to 510 characters; blank is none. */
export function termOfTranscript(transcript: string | null | undefined): string | null {
  const term = clampTerm((transcript ?? '').trim(), SEARCH_TERM_MAX_LENGTH).trim();
  return term || null;
}

/**
 * The `speech-to-text-url` to use: a same-origin path or an https: URL as given; anything else (or nothing) the
 * default `{apiBase}/speech-to-text`, with `warn` set when a value was refused (the element logs one warning).
 */
export function resolveSpeechToTextUrl(
  value: string | null | undefined,
  defaultUrl: string,
  pageUrl: string,
): { url: string; warn: boolean } {
  const raw = value?.trim();
  if (!raw) return { url: defaultUrl, warn: false };
  let origin: string;
  try {
    origin = new URL(raw, pageUrl).origin;
  } catch {
    return { url: defaultUrl, warn: true };
  }
  // safeUrl takes the page's own origin, and another origin when it is on its allow-list: the URL's own, when https
  // (its allow-list rule would also take a loopback http origin on a loopback page; the attribute stays https-only).
  const url = safeUrl(raw, { base: pageUrl, allow: origin.startsWith('https:') ? [origin] : [] });
  return url ? { url, warn: false } : { url: defaultUrl, warn: true };
}
