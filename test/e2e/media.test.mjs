// The scanner's and voice search's test media (test/e2e/media/make-media.mjs) are what they claim to be: every video's
// frame, read back from the .y4m file as the fake camera reads it, decodes to its code with the fallback decoder's
// own engine (zxing-wasm, the version barcode-detector depends on, with the .wasm our dist/ serves), the codes agree
// with the reference API's seeded ones, and the WAV is a tone. Then in Chromium, with no library code: the fake camera
// plays a generated video (a frame drawn from getUserMedia decodes to its code) and the fake microphone the tone,
// with a granted permission, and getUserMedia is refused (NotAllowedError) without one.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/browsers.mjs';
import { startServer } from '../../scripts/serve.mjs';
import { TEST_TIMEOUT } from './helpers.mjs';
import { decodeLuma } from './media/decode.mjs';
import { CODES, QR_PRODUCT_PATH, QR_TEXT, checkDigit, ean13Modules, ean8Modules, fakeMediaArgs, makeMedia, readY4mFrame, upcAModules, wavTone } from './media/make-media.mjs';

const decode = decodeLuma;

/** The seeded codes of mocks/data/media-search.ts (TypeScript, so read as text): `BARCODES` name -> digits. */
async function seededBarcodes() {
  const source = await readFile(new URL('../../mocks/data/media-search.ts', import.meta.url), 'utf8');
  const block = /export const BARCODES = \{([\s\S]*?)\} as const;/.exec(source)?.[1];
  assert.ok(block, 'BARCODES in mocks/data/media-search.ts');
  return Object.fromEntries([...block.matchAll(/(\w+): '(\d+)'/g)].map(([, name, digits]) => [name, digits]));
}

describe('scanner and voice test media', () => {
  const origin = 'http://localhost:4321';
  let media;
  before(async () => {
    media = await makeMedia({ origin, fps: 10, seconds: 1 });
  });
  after(() => media?.cleanup());

  test('the 1D encodings: known module patterns, lengths and check digits', () => {
    // The EAN-13 of the GS1 example 5901234123457, written out by hand: first digit 5 gives the parity LGGLLG to
    // 9 0 1 2 3 4 (L9 G0 G1 L2 L3 G4), then R code for 1 2 3 4 5 7.
    assert.equal(
      ean13Modules('5901234123457'),
      '101' + '0001011' + '0100111' + '0110011' + '0010011' + '0111101' + '0011101' + '01010' + '1100110' + '1101100' + '1000010' + '1011100' + '1001110' + '1000100' + '101',
    );
    assert.equal(upcAModules('036000291452'), ean13Modules('0036000291452'));
    assert.equal(ean8Modules('96385074').length, 67);
    assert.equal(checkDigit('400638133393'), '1');
    assert.throws(() => ean13Modules('5901234123458'), /check digit/);
    assert.throws(() => upcAModules('03600029145'), /12-digit/);
  });

  test('the codes are the reference API\'s seeded ones', async () => {
    const seeded = await seededBarcodes();
    assert.equal(CODES.ean13, seeded.severalEan13);
    assert.equal(CODES.ean13One, seeded.oneEan13);
    assert.equal(CODES.upcA, seeded.severalUpcA);
    assert.equal(CODES.upcAOne, seeded.oneUpcA);
    assert.equal(CODES.ean8None, seeded.noneEan8);
    assert.equal(CODES.ean13Unknown, seeded.unknownEan13);
    const products = await readFile(new URL('../../mocks/data/products.ts', import.meta.url), 'utf8');
    assert.match(products, /item\('1009', 'Wilson Evolution Indoor Basketball'/, 'the QR URL names product 1009 by its seoUrl');
    assert.equal(QR_PRODUCT_PATH, '/p/wilson-evolution-indoor-basketball-1009');
  });

  test('every video frame, read back from its .y4m file, decodes to its code', async () => {
    const expected = {
      ean13: ['EAN13', CODES.ean13],
      ean13One: ['EAN13', CODES.ean13One],
      // A UPC-A symbol is the EAN-13 of a leading 0: zxing names it so when both formats are asked for.
      upcA: ['EAN13', `0${CODES.upcA}`],
      upcAOne: ['EAN13', `0${CODES.upcAOne}`],
      ean8None: ['EAN8', CODES.ean8None],
      ean13Unknown: ['EAN13', CODES.ean13Unknown],
      qrText: ['QRCode', QR_TEXT],
      qrUrl: ['QRCode', `${origin}${QR_PRODUCT_PATH}`],
    };
    assert.deepEqual(Object.keys(media.files).filter((name) => name !== 'tone').sort(), Object.keys(expected).sort());
    for (const [name, [format, text]] of Object.entries(expected)) {
      const bytes = await readFile(media.files[name]);
      const frame = readY4mFrame(bytes);
      assert.deepEqual([frame.width, frame.height], [640, 480], name);
      // Header, then 10 frames of "FRAME\n" + Y + U + V.
      const header = bytes.subarray(0, bytes.indexOf(0x0a) + 1).toString('latin1');
      assert.equal(header, 'YUV4MPEG2 W640 H480 F10:1 Ip A1:1 C420jpeg\n', name);
      assert.equal(bytes.length, header.length + 10 * (6 + 640 * 480 * 1.5), name);
      assert.deepEqual(await decode(frame), [{ format, text }], name);
    }
  });

  test('a picture without a code decodes to nothing (the decode check can fail)', async () => {
    const frame = readY4mFrame(await readFile(media.files.ean13));
    const spoiled = { ...frame, y: frame.y.map((value, i) => (i % frame.width < frame.width / 2 ? 235 : value)) };
    assert.deepEqual(await decode(spoiled), []);
  });

  test('the WAV is 2 s of 16-bit mono PCM at 48000 Hz with sound in it', async () => {
    const wav = await readFile(media.files.tone);
    assert.deepEqual(wav, wavTone());
    assert.equal(wav.toString('latin1', 0, 4), 'RIFF');
    assert.equal(wav.toString('latin1', 8, 16), 'WAVEfmt ');
    assert.deepEqual([wav.readUInt16LE(20), wav.readUInt16LE(22), wav.readUInt32LE(24), wav.readUInt16LE(34)], [1, 1, 48000, 16]);
    assert.equal(wav.readUInt32LE(40), 2 * 48000 * 2);
    let peak = 0;
    for (let offset = 44; offset < wav.length; offset += 2) peak = Math.max(peak, Math.abs(wav.readInt16LE(offset)));
    assert.ok(peak > 16000, `peak ${peak}`);
  });
});

describe('Chromium plays the generated media on its fake devices', () => {
  let server;
  let browser;
  let media;
  before(async () => {
    const executablePath = findChromium();
    assert.ok(executablePath, 'No Chromium found: run `node scripts/browsers.mjs` or set CHROME_PATH');
    server = await startServer({ port: 0, quiet: true, api: false });
    media = await makeMedia({ origin: server.url, only: ['qrUrl', 'tone'] });
    browser = await chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS, ...fakeMediaArgs({ video: media.files.qrUrl, audio: media.files.tone })] });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    await media?.cleanup();
  });

  /** The probe page in a new context, with `permissions` granted on the server's origin. */
  async function probe(permissions) {
    const context = await browser.newContext();
    if (permissions.length) await context.grantPermissions(permissions, { origin: server.url });
    const page = await context.newPage();
    const response = await page.goto(`${server.url}/test-pages/media-probe.html`);
    assert.equal(response?.status(), 200);
    return { page, context };
  }

  test('a granted camera gives the video: a frame decodes to the same-origin URL, the track ends when stopped', { timeout: TEST_TIMEOUT }, async () => {
    const { page, context } = await probe(['camera']);
    try {
      const frame = await page.evaluate(async () => {
        const stream = await navigator.mediaDevices.getUserMedia({ video: true });
        const video = document.createElement('video');
        video.muted = true;
        video.srcObject = stream;
        await video.play();
        await new Promise((resolve) => video.requestVideoFrameCallback(resolve));
        const canvas = document.createElement('canvas');
        canvas.width = video.videoWidth;
        canvas.height = video.videoHeight;
        const context2d = canvas.getContext('2d', { willReadFrequently: true });
        context2d.drawImage(video, 0, 0);
        const { data } = context2d.getImageData(0, 0, canvas.width, canvas.height);
        const [track] = stream.getVideoTracks();
        const label = track.label;
        track.stop();
        return { width: canvas.width, height: canvas.height, y: Array.from({ length: data.length / 4 }, (_, i) => data[i * 4]), label, readyState: track.readyState };
      });
      assert.deepEqual([frame.width, frame.height], [640, 480]);
      assert.match(frame.label, /qrUrl\.y4m$/, 'the camera is the generated file');
      assert.equal(frame.readyState, 'ended');
      assert.deepEqual(await decode({ ...frame, y: Uint8Array.from(frame.y) }), [{ format: 'QRCode', text: `${server.url}${QR_PRODUCT_PATH}` }]);
    } finally {
      await context.close();
    }
  });

  test('a granted microphone records the 440 Hz tone', { timeout: TEST_TIMEOUT }, async () => {
    const { page, context } = await probe(['microphone']);
    try {
      // A click: the page may then start an AudioContext (autoplay policy).
      await page.getByRole('heading', { name: 'Media probe' }).click();
      const heard = await page.evaluate(async () => {
        const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
        const audio = new AudioContext();
        await audio.resume();
        const analyser = audio.createAnalyser();
        analyser.fftSize = 8192;
        audio.createMediaStreamSource(stream).connect(analyser);
        await new Promise((resolve) => setTimeout(resolve, 500));
        const samples = new Float32Array(analyser.fftSize);
        analyser.getFloatTimeDomainData(samples);
        let crossings = 0;
        let peak = 0;
        for (let i = 1; i < samples.length; i += 1) {
          if ((samples[i - 1] < 0) !== (samples[i] < 0)) crossings += 1;
          peak = Math.max(peak, Math.abs(samples[i]));
        }
        const [track] = stream.getAudioTracks();
        track.stop();
        await audio.close();
        return { hz: (crossings / 2) * (audio.sampleRate / samples.length), peak, readyState: track.readyState };
      });
      assert.ok(heard.peak > 0.2, `peak ${heard.peak}`);
      assert.ok(Math.abs(heard.hz - 440) < 30, `${heard.hz} Hz`);
      assert.equal(heard.readyState, 'ended');
    } finally {
      await context.close();
    }
  });

  test('without a grant getUserMedia is refused with NotAllowedError (no fake UI grants it)', { timeout: TEST_TIMEOUT }, async () => {
    const { page, context } = await probe([]);
    try {
      const names = await page.evaluate(async () => {
        const outcome = (constraints) => navigator.mediaDevices.getUserMedia(constraints).then((stream) => (stream.getTracks().forEach((t) => t.stop()), 'granted'), (error) => error.name);
        return [await outcome({ video: true }), await outcome({ audio: true })];
      });
      assert.deepEqual(names, ['NotAllowedError', 'NotAllowedError']);
    } finally {
      await context.close();
    }
  });
});
