import '../helpers/setup';
import { expect } from '@open-wc/testing';
import {
  BARCODES,
  mediaSearchCalls,
  resetMediaSearchCalls,
  SEEDED_BARCODES,
  SEEDED_TRANSCRIPT,
  type ProductListItem,
} from '../../mocks/browser';
import { hasValidCheckDigit, isValidProductCode } from '../../machines/scanner';
import { call, faults, post, withReferenceApi, type ErrorBody } from '../helpers/api';

withReferenceApi();
beforeEach(() => resetMediaSearchCalls());

const STT = '/api/speech-to-text';
const body = (content = btoa('\u0001\u0002\u0003\u0004'), config: Record<string, unknown> = {}) => ({
  config: { encoding: 'WEBM_OPUS', sampleRateHertz: 48000, languageCode: 'en-US', ...config },
  audio: { content },
});

interface SpeechAnswer {
  results?: { alternatives: { transcript: string; confidence: number }[] }[];
}

describe('reference API: speech-to-text', () => {
  it('answers the seeded transcript for a recording with sound, in every encoding', async () => {
    for (const [encoding, sampleRateHertz] of [['WEBM_OPUS', 48000], ['OGG_OPUS', 48000], ['LINEAR16', 44100]] as const) {
      const { status, body: answer } = await post<SpeechAnswer>(STT, body(undefined, { encoding, sampleRateHertz }));
      expect(status, encoding).to.equal(200);
      expect(answer).to.deep.equal({ results: [{ alternatives: [{ transcript: SEEDED_TRANSCRIPT, confidence: 0.92 }] }] });
    }
    expect(SEEDED_TRANSCRIPT).to.equal('running shoes');
  });

  it('answers no speech ({}) for pure silence', async () => {
    const { status, body: answer } = await post<SpeechAnswer>(STT, body(btoa('\u0000'.repeat(64))));
    expect(status).to.equal(200);
    expect(answer).to.deep.equal({});
  });

  it('answers 400 for a body that is not the contract\'s', async () => {
    const bad: unknown[] = [
      {},
      { config: body().config },
      { audio: body().audio },
      body(undefined, { encoding: 'MP3' }),
      body(undefined, { sampleRateHertz: '48000' }),
      body(undefined, { sampleRateHertz: 96000 }),
      body(undefined, { languageCode: 'fr-FR' }),
      body(''),
      body('data:audio/webm;base64,AAAA'),
      body('not base64!'),
    ];
    for (const request of bad) {
      const { status, body: answer } = await post<ErrorBody>(STT, request);
      expect(status, JSON.stringify(request)).to.equal(400);
      expect(answer.errors[0]?.errorKey).to.equal('_ERR_INVALID_AUDIO');
    }
  });

  it('logs each request with its body, before faults apply', async () => {
    faults.set('speechToText', { status: 500 });
    const { status } = await post(STT, body());
    expect(status).to.equal(500);
    const calls = mediaSearchCalls('speechToText');
    expect(calls).to.have.length(1);
    expect(calls[0]?.body).to.deep.equal(body());
    expect(mediaSearchCalls('productsByUpc')).to.deep.equal([]);
  });

  it('applies its fault switches: status, malformed, network error', async () => {
    faults.set('speechToText', { malformed: true });
    const malformed = await fetch(STT, { method: 'POST', body: JSON.stringify(body()) });
    expect(malformed.status).to.equal(200);
    let parsed = true;
    await malformed.json().catch(() => (parsed = false));
    expect(parsed).to.equal(false);
    faults.set('speechToText', { networkError: true });
    let failed = false;
    await fetch(STT, { method: 'POST', body: JSON.stringify(body()) }).catch(() => (failed = true));
    expect(failed).to.equal(true);
  });

  it('the no-speech switch answers a blank transcript for a recording with sound; a body that is not the contract\'s is still a 400', async () => {
    faults.set('speechToText', { noSpeech: true });
    const { status, body: answer } = await post<SpeechAnswer>(STT, body());
    expect(status).to.equal(200);
    expect(answer).to.deep.equal({ results: [{ alternatives: [{ transcript: '', confidence: 0 }] }] });
    expect((await post(STT, body(undefined, { languageCode: 'fr-FR' }))).status).to.equal(400);
    // Off again: the seeded transcript.
    faults.clear('speechToText');
    expect((await post<SpeechAnswer>(STT, body())).body.results?.[0]?.alternatives[0]?.transcript).to.equal(SEEDED_TRANSCRIPT);
  });

  it('the slow switch delays the answer, with no speech as well', async () => {
    faults.set('speechToText', { latencyMs: 300, noSpeech: true });
    const started = performance.now();
    const { status, body: answer } = await post<SpeechAnswer>(STT, body());
    expect(performance.now() - started).to.be.at.least(290);
    expect(status).to.equal(200);
    expect(answer.results?.[0]?.alternatives[0]?.transcript).to.equal('');
    faults.set('speechToText', { latencyMs: 300, status: 500 });
    const again = performance.now();
    expect((await post(STT, body())).status).to.equal(500);
    expect(performance.now() - again).to.be.at.least(290);
  });
});

const upc = (code: string) => call<{ products: ProductListItem[] }>(`/api/search/v2/productsByUpc?upc=${encodeURIComponent(code)}`);

describe('reference API: productsByUpc', () => {
  it('answers several, one and no products for the seeded codes', async () => {
    const several = await upc(BARCODES.severalUpcA);
    expect(several.status).to.equal(200);
    expect(several.body.products.map((p) => p.id)).to.deep.equal(['1019', '1020']);
    expect((await upc(BARCODES.severalEan13)).body.products.map((p) => p.id)).to.deep.equal(['1001', '1002', '1003']);
    const one = await upc(BARCODES.oneEan13);
    expect(one.body.products.map((p) => p.id)).to.deep.equal(['1009']);
    expect(one.body.products[0]?.seoUrl).to.match(/^\/p\/.+-1009$/);
    expect((await upc(BARCODES.oneUpcA)).body.products).to.have.length(1);
    expect(await upc(BARCODES.noneEan8)).to.deep.equal({ status: 200, body: { products: [] } });
  });

  it('answers 404 for a code it does not know, the 13-digit form of a UPC-A included', async () => {
    for (const code of [BARCODES.unknownEan13, BARCODES.severalUpcAAsEan13]) {
      const answer = await call<ErrorBody>(`/api/search/v2/productsByUpc?upc=${code}`);
      expect(answer.status, code).to.equal(404);
      expect(answer.body.errors[0]?.errorKey).to.equal('_ERR_PRODUCT_NOT_FOUND');
    }
  });

  it('answers 400 without a code of 8, 12 or 13 digits', async () => {
    for (const query of ['', '?upc=', '?upc=abc', '?upc=1234567', '?upc=12345678901234']) {
      const answer = await call<ErrorBody>(`/api/search/v2/productsByUpc${query}`);
      expect(answer.status, query).to.equal(400);
      expect(answer.body.errors[0]?.errorKey).to.equal('_ERR_INVALID_UPC');
    }
  });

  it('seeds only codes with valid check digits; the 0-led EAN-13 reads as the seeded UPC-A', () => {
    for (const code of [...Object.keys(SEEDED_BARCODES), ...Object.values(BARCODES)]) expect(hasValidCheckDigit(code), code).to.equal(true);
    expect(isValidProductCode('ean_13', BARCODES.severalUpcAAsEan13)).to.equal(true);
    expect(BARCODES.severalUpcAAsEan13.slice(1)).to.equal(BARCODES.severalUpcA);
    expect(SEEDED_BARCODES[BARCODES.unknownEan13]).to.equal(undefined);
  });

  it('logs requests and applies its fault switches', async () => {
    faults.set('productsByUpc', { status: 503 });
    expect((await upc(BARCODES.oneEan13)).status).to.equal(503);
    expect(mediaSearchCalls('productsByUpc').map((c) => new URL(c.url).searchParams.get('upc'))).to.deep.equal([BARCODES.oneEan13]);
    faults.set('productsByUpc', { networkError: true });
    let failed = false;
    await upc(BARCODES.oneEan13).catch(() => (failed = true));
    expect(failed).to.equal(true);
  });

  it('the slow switch delays the seeded answer', async () => {
    faults.set('productsByUpc', { latencyMs: 300 });
    const started = performance.now();
    const answer = await upc(BARCODES.oneEan13);
    expect(performance.now() - started).to.be.at.least(290);
    expect(answer.body.products.map((p) => p.id)).to.deep.equal(['1009']);
  });
});
