import { http, HttpResponse } from 'msw';
import { SEEDED_BARCODES, SEEDED_TRANSCRIPT, SEEDED_TRANSCRIPT_CONFIDENCE } from '../data/media-search';
import { findProducts } from '../data/products';
import { faults, withFaults } from '../faults';
import { appendLog, perWorld } from '../scope';
import { errorBody, readBody } from './respond';

/**
 * Voice search and barcode lookup of the reference API (api-contract.md "Voice search and barcode/QR scanning"):
 * `POST /speech-to-text` and `GET /search/v2/productsByUpc`. Every request is logged (before its fault switch
 * applies) so that tests can check the bodies sent, or that none was sent.
 *
 * Speech-to-text answers the seeded transcript for any valid recording, no speech (`{}`) for a recording of
 * pure silence (every byte 0), and a blank transcript for any valid recording while the `noSpeech` switch is on. productsByUpc answers the seeded codes; a well-formed code it does not know is a 404.
 */

export type MediaSearchCallName = 'speechToText' | 'productsByUpc';

export interface MediaSearchCall {
  call: MediaSearchCallName;
  method: string;
  url: string;
  /** POST only: the JSON body (null when it was not a JSON object). */
  body?: unknown;
}

const logOf = perWorld<MediaSearchCall[]>(() => []);

/** The requests received since the last reset, oldest first (of one call, when named). */
export function mediaSearchCalls(call?: MediaSearchCallName): MediaSearchCall[] {
  return logOf.get().filter((entry) => !call || entry.call === call).map((entry) => ({ ...entry }));
}

export function resetMediaSearchCalls(): void {
  logOf.set([]);
}

const ENCODINGS = new Set(['WEBM_OPUS', 'OGG_OPUS', 'LINEAR16']);
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The decoded audio when the body has the contract's shape, else a reason for the 400. */
function readSpeech(body: Record<string, unknown> | null): { audio: Uint8Array } | { error: string } {
  const config = body?.config as Record<string, unknown> | undefined;
  const audio = body?.audio as Record<string, unknown> | undefined;
  if (!config || typeof config !== 'object' || !audio || typeof audio !== 'object') return { error: 'config and audio are required' };
  if (typeof config.encoding !== 'string' || !ENCODINGS.has(config.encoding)) return { error: 'Unsupported encoding' };
  const rate = config.sampleRateHertz;
  if (typeof rate !== 'number' || !Number.isInteger(rate) || rate < 8000 || rate > 48000) return { error: 'Invalid sampleRateHertz' };
  if (config.languageCode !== 'en-US') return { error: 'Unsupported languageCode' };
  const content = audio.content;
  if (typeof content !== 'string' || !content || content.length % 4 !== 0 || !BASE64.test(content)) {
    return { error: 'audio.content must be base64' };
  }
  return { audio: Uint8Array.from(atob(content), (c) => c.charCodeAt(0)) };
}

export const mediaSearchHandlers = [
  http.post('*/speech-to-text', async ({ request }) => {
    const body = await readBody(request.clone());
    appendLog(logOf.get(), { call: 'speechToText', method: 'POST', url: request.url, body });
    return withFaults('speechToText', () => {
      const speech = readSpeech(body);
      if ('error' in speech) return errorBody('_ERR_INVALID_AUDIO', 400, speech.error);
      if (speech.audio.every((byte) => byte === 0)) return HttpResponse.json({});
      // The "no speech" switch: a valid recording heard as nothing (a blank transcript, not `{}`).
      if (faults.get('speechToText').noSpeech) return HttpResponse.json({ results: [{ alternatives: [{ transcript: '', confidence: 0 }] }] });
      return HttpResponse.json({
        results: [{ alternatives: [{ transcript: SEEDED_TRANSCRIPT, confidence: SEEDED_TRANSCRIPT_CONFIDENCE }] }],
      });
    })();
  }),
  http.get('*/search/v2/productsByUpc', async ({ request }) => {
    appendLog(logOf.get(), { call: 'productsByUpc', method: 'GET', url: request.url });
    return withFaults('productsByUpc', () => {
      const upc = new URL(request.url).searchParams.get('upc')?.trim() ?? '';
      if (!/^(\d{8}|\d{12}|\d{13})$/.test(upc)) return errorBody('_ERR_INVALID_UPC', 400, 'upc must be 8, 12 or 13 digits');
      const ids = Object.hasOwn(SEEDED_BARCODES, upc) ? SEEDED_BARCODES[upc] : undefined;
      if (!ids) return errorBody('_ERR_PRODUCT_NOT_FOUND', 404, 'No products for this code');
      return HttpResponse.json({ products: findProducts(ids) });
    })();
  }),
];
