import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { delay, http, HttpResponse } from 'msw';
import { BARCODES, mediaSearchCalls, resetMediaSearchCalls, worker } from '../../mocks/browser';
import { ApiError, fetchProductsByUpc, isAbortError, speechRequestBody, toBase64, transcribeSpeech, type SpeechRecording } from '../../src/core/api';
import { faults, withReferenceApi } from '../helpers/api';
import { failure } from '../helpers/failure';

withReferenceApi();
beforeEach(() => resetMediaSearchCalls());
afterEach(() => worker.resetHandlers());

const recording: SpeechRecording = { encoding: 'WEBM_OPUS', sampleRateHertz: 48000, audio: new Uint8Array([26, 69, 223, 163, 0, 255]) };

describe('speech-to-text call', () => {
  it('encodes the whole recording as plain base64', () => {
    expect(toBase64(new Uint8Array([]))).to.equal('');
    expect(toBase64(new Uint8Array([0, 1, 2, 253, 254, 255]))).to.equal('AAEC/f7/');
    const big = new Uint8Array(300_000).map((_, i) => (i * 7) % 256);
    const decoded = Uint8Array.from(atob(toBase64(big)), (c) => c.charCodeAt(0));
    expect(decoded).to.deep.equal(big);
  });

  it('posts the contract body to {api-base}/speech-to-text and answers the trimmed transcript', async () => {
    expect(await transcribeSpeech(recording)).to.equal('running shoes');
    const [sent] = mediaSearchCalls('speechToText');
    expect(new URL(sent!.url).pathname).to.equal('/api/speech-to-text');
    expect(sent!.body).to.deep.equal({
      config: { encoding: 'WEBM_OPUS', sampleRateHertz: 48000, languageCode: 'en-US' },
      audio: { content: 'GkXfowD/' },
    });
    expect(speechRequestBody({ encoding: 'LINEAR16', sampleRateHertz: 44100, audio: new Uint8Array([1]) })).to.deep.equal({
      config: { encoding: 'LINEAR16', sampleRateHertz: 44100, languageCode: 'en-US' },
      audio: { content: 'AQ==' },
    });
  });

  it('posts to speech-to-text-url when given, else under the api base', async () => {
    let seen = '';
    worker.use(
      http.post('*/voice/stt', ({ request }) => {
        seen = request.url;
        return HttpResponse.json({ results: [{ alternatives: [{ transcript: '  tents \n' }] }] });
      }),
    );
    expect(await transcribeSpeech(recording, { url: '/voice/stt', base: '/ignored' })).to.equal('tents');
    expect(new URL(seen).pathname).to.equal('/voice/stt');
    expect(await transcribeSpeech(recording, { base: '/api/' })).to.equal('running shoes');
  });

  it('answers null for no speech: {}, no results, no alternatives, a blank transcript', async () => {
    const answers = [{}, { results: [] }, { results: [{}] }, { results: [{ alternatives: [] }] }, { results: [{ alternatives: [{ transcript: '  ' }] }] }, { results: [{ alternatives: [{}] }] }];
    for (const answer of answers) {
      worker.use(http.post('*/api/speech-to-text', () => HttpResponse.json(answer)));
      expect(await transcribeSpeech(recording), JSON.stringify(answer)).to.equal(null);
    }
    expect(await transcribeSpeech({ ...recording, audio: new Uint8Array(32) }), 'silence in the reference API').to.equal(null);
  });

  it('rejects with an ApiError for 5xx, malformed JSON, a wrong shape, a network error and a timeout', async () => {
    faults.set('speechToText', { status: 500 });
    const e500 = (await failure(transcribeSpeech(recording))) as ApiError;
    expect([e500.kind, e500.status]).to.deep.equal(['http', 500]);
    faults.set('speechToText', { malformed: true });
    expect(((await failure(transcribeSpeech(recording))) as ApiError).kind).to.equal('parse');
    faults.set('speechToText', { networkError: true });
    expect(((await failure(transcribeSpeech(recording))) as ApiError).kind).to.equal('network');
    faults.clear();
    worker.use(http.post('*/api/speech-to-text', () => HttpResponse.json({ results: 'no' })));
    expect(((await failure(transcribeSpeech(recording))) as ApiError).kind).to.equal('schema');
    faults.set('speechToText', { latencyMs: 300 });
    worker.resetHandlers();
    const slow = (await failure(transcribeSpeech(recording, { timeoutMs: 50 }))) as ApiError;
    expect(slow.kind).to.equal('timeout');
    await delay(300);
  });

  it('rejects with an AbortError when the flow aborts', async () => {
    faults.set('speechToText', { latencyMs: 300 });
    const controller = new AbortController();
    const pending = failure(transcribeSpeech(recording, { signal: controller.signal }));
    setTimeout(() => controller.abort(), 20);
    expect(isAbortError(await pending)).to.equal(true);
    await delay(300);
  });
});

describe('productsByUpc call', () => {
  it('asks {api-base}/search/v2/productsByUpc?upc= and answers the products', async () => {
    const products = await fetchProductsByUpc(BARCODES.severalUpcA);
    expect(products.map((p) => p.id)).to.deep.equal(['1019', '1020']);
    const url = new URL(mediaSearchCalls('productsByUpc')[0]!.url);
    expect(url.pathname).to.equal('/api/search/v2/productsByUpc');
    expect(url.searchParams.get('upc')).to.equal(BARCODES.severalUpcA);
    expect(await fetchProductsByUpc(BARCODES.noneEan8)).to.deep.equal([]);
  });

  it('reads a missing list as empty and drops malformed items', async () => {
    worker.use(http.get('*/api/search/v2/productsByUpc', () => HttpResponse.json({})));
    expect(await fetchProductsByUpc('96385074')).to.deep.equal([]);
    worker.use(
      http.get('*/api/search/v2/productsByUpc', () =>
        HttpResponse.json({ products: [{ id: 1, name: 'Ball', seoUrl: '/p/ball-1' }, { id: '2', name: '' }, 'x'] }),
      ),
    );
    expect((await fetchProductsByUpc('96385074')).map((p) => p.id)).to.deep.equal(['1']);
  });

  it('rejects a 404 with status 404, a 5xx, and a timeout', async () => {
    const notFound = (await failure(fetchProductsByUpc(BARCODES.unknownEan13))) as ApiError;
    expect([notFound.kind, notFound.status]).to.deep.equal(['http', 404]);
    faults.set('productsByUpc', { status: 502 });
    expect(((await failure(fetchProductsByUpc(BARCODES.oneEan13))) as ApiError).status).to.equal(502);
    faults.set('productsByUpc', { latencyMs: 300 });
    expect(((await failure(fetchProductsByUpc(BARCODES.oneEan13, { timeoutMs: 50 }))) as ApiError).kind).to.equal('timeout');
    await delay(300);
  });
});
