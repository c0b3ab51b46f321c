import * as v from 'valibot';
import { BARCODE_REQUEST_TIMEOUT_MS, SPEECH_TO_TEXT_PATH, VOICE_LANGUAGE, VOICE_TRANSCRIBE_TIMEOUT_MS } from '../constants';
import { request } from './client';
import { ProductsResponse, type Product } from './search';

/**
 * The two calls behind voice search and barcode scanning (spec section 7, api-contract.md "Voice search and
 * barcode/QR scanning"): speech-to-text and the product lookup by UPC.
 */

/** What was really recorded, as speech-to-text names it. */
export type SpeechEncoding = 'WEBM_OPUS' | 'OGG_OPUS' | 'LINEAR16';

/** One finished recording, ready to send: the whole file (or 16-bit PCM for LINEAR16) and its real format. */
export interface SpeechRecording {
  encoding: SpeechEncoding;
  sampleRateHertz: number;
  audio: Uint8Array;
}

export interface SpeechRequestBody {
  config: { encoding: SpeechEncoding; sampleRateHertz: number; languageCode: string };
  audio: { content: string };
}

export interface MediaSearchCallOptions {
  /** The element's `api-base`. */
  base?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface SpeechCallOptions extends MediaSearchCallOptions {
  /** The element's `speech-to-text-url` (already checked); `{base}/speech-to-text` when absent. */
  url?: string;
  /** The language to recognise (a BCP 47 tag: the element's locale); en-US when absent. */
  languageCode?: string;
}

/** Standard base64 (no `data:` prefix) of bytes, in slices so a long recording never overflows the call stack. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const SLICE = 0x8000;
  for (let i = 0; i < bytes.length; i += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(i, i + SLICE));
  }
  return btoa(binary);
}

/**
 * The POST body of speech-to-text; `languageCode` is the element's locale (api-contract.md's "always en-US" held while
 * the elements spoke English only; a fr-CA page is heard in French), en-US when it has none.
 */
export function speechRequestBody(recording: SpeechRecording, languageCode: string = VOICE_LANGUAGE): SpeechRequestBody {
  return {
    config: { encoding: recording.encoding, sampleRateHertz: recording.sampleRateHertz, languageCode },
    audio: { content: toBase64(recording.audio) },
  };
}

const Alternative = v.looseObject({ transcript: v.optional(v.nullable(v.string())) });
const SpeechResponse = v.looseObject({
  results: v.optional(v.nullable(v.array(v.looseObject({ alternatives: v.optional(v.nullable(v.array(Alternative))) })))),
});

/**
 * Sends a recording to speech-to-text. Resolves with `results[0].alternatives[0].transcript`, trimmed, or null when
 * there is none or it is blank (no speech: `{}`, `{ "results": [] }`). Non-2xx, malformed JSON, a network error and
 * no answer within 10000 ms reject with an ApiError (an abort by the flow with an AbortError).
 */
export function transcribeSpeech(recording: SpeechRecording, options: SpeechCallOptions = {}): Promise<string | null> {
  return request({
    base: options.base,
    path: SPEECH_TO_TEXT_PATH,
    url: options.url,
    method: 'POST',
    body: speechRequestBody(recording, options.languageCode),
    signal: options.signal,
    timeoutMs: options.timeoutMs ?? VOICE_TRANSCRIBE_TIMEOUT_MS,
    schema: SpeechResponse,
  }).then((r) => r.results?.[0]?.alternatives?.[0]?.transcript?.trim() || null);
}

/**
 * Products of a barcode: `GET {base}/search/v2/productsByUpc?upc={code}`. Malformed items are dropped and a missing
 * list reads as empty; a 404 rejects with an ApiError of status 404 (the scanner shows 'No Products Found').
 */
export function fetchProductsByUpc(upc: string, options: MediaSearchCallOptions = {}): Promise<Product[]> {
  return request({
    base: options.base,
    path: '/search/v2/productsByUpc',
    query: { upc },
    signal: options.signal,
    timeoutMs: options.timeoutMs ?? BARCODE_REQUEST_TIMEOUT_MS,
    schema: ProductsResponse,
  }).then((r) => r.products);
}
