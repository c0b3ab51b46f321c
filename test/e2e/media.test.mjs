// The scanner's and voice search's test media (test/e2e/media/make-media.mjs) are what they claim to be: every video's
// frame, read back from the .y4m file as Chromium's fake camera reads it, and the same picture as the PNG that
// Firefox's and WebKit's camera stand-in paints (media/stand-in.mjs), decode to its code with the fallback decoder's
// own engine (zxing-wasm, the version barcode-detector depends on, with the .wasm our dist/ serves), the codes agree
// with the reference API's seeded ones, and the WAV is a tone. Then in this run's engine, with no library code: the
// camera shows a generated code (a frame drawn from getUserMedia decodes to it; Chromium's fake camera plays the .y4m,
// the other engines' pages get the stand-in), the microphone records sound that the page's MediaRecorder and
// decodeAudioData handle, and getUserMedia is refused (NotAllowedError) without a grant.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { ENGINE_NAME, engineCannot, TEST_TIMEOUT } from './helpers.mjs';
import { launchWithMedia, useMediaServer } from './media/browser.mjs';
import { decodeImage, decodeLuma } from './media/decode.mjs';
import { CODES, QR_PRODUCT_PATH, QR_TEXT, checkDigit, ean13Modules, ean8Modules, encodePng, makeMedia, readY4mFrame, upcAModules, wavTone } from './media/make-media.mjs';

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

  test('every picture as the camera stand-in\'s PNG (Firefox, WebKit) decodes to its code', async () => {
    for (const [name, picture] of Object.entries(media.pictures)) {
      const png = encodePng(picture);
      assert.equal(png.subarray(0, 8).toString('hex'), '89504e470d0a1a0a', `${name}: a PNG`);
      assert.ok(png.length < 16_000, `${name}: ${png.length} bytes, small enough for an init script`);
      const [{ text }] = await decodeImage(png);
      assert.equal(text.replace(/^0(?=\d{12}$)/, ''), media.values[name], name);
    }
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

describe(`${ENGINE_NAME} gives the tests' pages the generated camera and a microphone`, () => {
  // Chromium: its fake devices play the generated QR video and tone; Firefox and WebKit: the camera stand-in shows the
  // same picture, in front of the engine's own fake microphone.
  const env = useMediaServer({ only: ['qrUrl', 'tone'] });
  let devices;
  before(async () => {
    devices = await launchWithMedia(env, { video: 'qrUrl', audio: 'tone' });
  });
  after(() => devices?.close());

  /** The probe page in a new context, with `permissions` granted on the server's origin. */
  async function probe(permissions) {
    const context = await devices.browser.newContext();
    if (permissions.length) await context.grantPermissions(permissions, { origin: env.server.url });
    const page = await context.newPage();
    for (const script of devices.initScripts) await page.addInitScript(script);
    const response = await page.goto(`${env.server.url}/test-pages/media-probe.html`);
    assert.equal(response?.status(), 200);
    return { page, context };
  }

  test('a granted camera shows the generated picture (Chromium: its fake camera plays the .y4m; Firefox, WebKit: the stand-in\'s canvas stream): a frame decodes to the same-origin URL, the track ends when stopped', { timeout: TEST_TIMEOUT }, async () => {
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
      if (!devices.standIn) assert.match(frame.label, /qrUrl\.y4m$/, 'the camera is the generated file');
      assert.equal(frame.readyState, 'ended');
      assert.deepEqual(await decodeLuma({ ...frame, y: Uint8Array.from(frame.y) }), [{ format: 'QRCode', text: `${env.server.url}${QR_PRODUCT_PATH}` }]);
    } finally {
      await context.close();
    }
  });

  test('a granted microphone records sound that the page\'s MediaRecorder and decodeAudioData handle (as voice search records), the track ends when stopped', { timeout: TEST_TIMEOUT }, async () => {
    const { page, context } = await probe(['microphone']);
    try {
      const heard = await page.evaluate(async () => {
        const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
        const mimeType = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus'].find((type) => MediaRecorder.isTypeSupported(type));
        const recorder = mimeType ? new MediaRecorder(stream, { mimeType }) : new MediaRecorder(stream);
        const chunks = [];
        recorder.addEventListener('dataavailable', (event) => chunks.push(event.data));
        const stopped = new Promise((resolve) => recorder.addEventListener('stop', resolve));
        recorder.start();
        await new Promise((resolve) => setTimeout(resolve, 1500));
        recorder.stop();
        await stopped;
        const [track] = stream.getAudioTracks();
        track.stop();
        const bytes = await new Blob(chunks).arrayBuffer();
        const buffer = await new OfflineAudioContext(1, 1, 48000).decodeAudioData(bytes.slice(0));
        let peak = 0;
        for (const sample of buffer.getChannelData(0)) peak = Math.max(peak, Math.abs(sample));
        return { type: recorder.mimeType, bytes: bytes.byteLength, seconds: buffer.duration, peak, readyState: track.readyState };
      });
      assert.ok(heard.bytes > 1000, `${heard.bytes} bytes of ${heard.type}`);
      assert.ok(heard.seconds > 0.5 && heard.seconds < 3, `${heard.seconds} s decoded from ${heard.type}`);
      assert.ok(heard.peak > 0.05, `peak ${heard.peak}: sound, not silence`);
      assert.equal(heard.readyState, 'ended');
    } finally {
      await context.close();
    }
  });

  test('the microphone plays the generated 440 Hz tone (not in Firefox or WebKit: their fake microphones play their own sound, never a given file)', { timeout: TEST_TIMEOUT }, async (t) => {
    const skipped = engineCannot(t, {
      firefox: 'its fake microphone (media.navigator.streams.fake) plays its own 1 kHz tone, never a given file',
      webkit: 'WebKitGTK\'s mock microphone plays its own hum and beep, never a given file',
    });
    if (skipped) return;
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
        const peak = samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
        // The pitch is the spectrum's loudest bin (sample rate / FFT size wide: about 6 Hz), not a count of zero
        // crossings: on a busy machine the stream has glitches (a CI run counted 560 Hz), which add crossings but
        // leave the tone's bin the loudest.
        const spectrum = new Float32Array(analyser.frequencyBinCount);
        analyser.getFloatFrequencyData(spectrum);
        let loudest = 0;
        for (let i = 1; i < spectrum.length; i += 1) if (spectrum[i] > spectrum[loudest]) loudest = i;
        const [track] = stream.getAudioTracks();
        track.stop();
        await audio.close();
        return { hz: (loudest * audio.sampleRate) / analyser.fftSize, peak, readyState: track.readyState };
      });
      assert.ok(heard.peak > 0.2, `peak ${heard.peak}`);
      assert.ok(Math.abs(heard.hz - 440) < 30, `${heard.hz} Hz`);
      assert.equal(heard.readyState, 'ended');
    } finally {
      await context.close();
    }
  });

  test('without a grant getUserMedia is refused with NotAllowedError (no fake UI grants it), a grant of one device is not a grant of the other', { timeout: TEST_TIMEOUT }, async () => {
    const outcome = (page, constraints) =>
      page.evaluate(
        (wanted) => navigator.mediaDevices.getUserMedia(wanted).then((stream) => (stream.getTracks().forEach((t) => t.stop()), 'granted'), (error) => error.name),
        constraints,
      );
    const none = await probe([]);
    try {
      assert.deepEqual([await outcome(none.page, { video: true }), await outcome(none.page, { audio: true })], ['NotAllowedError', 'NotAllowedError']);
    } finally {
      await none.context.close();
    }
    const camera = await probe(['camera']);
    try {
      assert.deepEqual([await outcome(camera.page, { video: true }), await outcome(camera.page, { audio: true })], ['granted', 'NotAllowedError']);
    } finally {
      await camera.context.close();
    }
  });
});
