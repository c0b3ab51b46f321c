// End-to-end tests of voice search in the store page's header (`search.voice` in its page configuration), on the
// built dist/ under the strict CSP, with each engine's fake microphone and real MediaRecorder: Chromium's plays a
// generated 440 Hz tone (Opus in WebM), Firefox's its 1 kHz tone (Opus in WebM), WebKitGTK's mock microphone its hum
// and beep (AAC in MP4, which WebKit cannot record as Opus: decoded in the page and sent as LINEAR16). What is sent is
// checked against what the page's MediaRecorder supports, not against the engine's name. The microphone is granted
// per context with context.grantPermissions; a context that does not grant it is refused (NotAllowedError: Chromium
// itself, Firefox and WebKit through the tests' stand-in, media/stand-in.mjs). The reference API answers in the demo
// server. Run after `npm run build && npm run build:demo`.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { chromiumLogs, expectNoAxeViolations, faultSwitches, openDemo, setSwitch, TEST_TIMEOUT } from './helpers.mjs';
import { deepFocus, launchWithMedia, mediaTracks, recordMediaStreams, useMediaServer } from './media/browser.mjs';

const env = useMediaServer({ only: ['tone'] });
const TERM = 'running shoes';
const FAILURE = "Sorry, we didn't catch that.";
const STT_PATH = '/api/speech-to-text';

/** The engine's browser with its fake microphone (launchWithMedia). */
let microphone;

/** The store page; `grant`: give it the microphone. Records sg-search events, STT requests and media streams. */
async function openStore({ grant = true } = {}) {
  const handle = await openDemo(
    { server: env.server, browser: microphone.browser },
    { path: '/', tags: ['sg-header', 'sg-search'], initScripts: [...microphone.initScripts, recordMediaStreams] },
  );
  if (grant) await handle.context.grantPermissions(['microphone'], { origin: env.server.url });
  const requests = [];
  handle.page.on('request', (request) => {
    if (new URL(request.url()).pathname === STT_PATH) requests.push({ method: request.method(), body: request.postDataJSON() });
  });
  await handle.page.evaluate(() => {
    window.__searchEvents = [];
    document.addEventListener('sg-search', (event) => window.__searchEvents.push(event.detail));
  });
  const search = handle.page.locator('header sg-search');
  const button = search.getByRole('button', { name: 'Search by voice' });
  await button.waitFor();
  return { ...handle, requests, search, button, dialog: search.getByRole('dialog', { name: 'Voice search' }) };
}

/** Opens the overlay and waits until it is listening. */
async function listen({ button, dialog }) {
  await button.click();
  await dialog.waitFor();
  await dialog.getByRole('status').getByText('Listening…', { exact: true }).waitFor();
}

/**
 * About a second of sound before "Stop listening", as a shopper speaks. WebKitGTK's recorder writes no audio for its
 * first few hundred milliseconds (a recording stopped after 300 ms is an 817-byte MP4 without a sample, which cannot
 * be decoded), and a recording without sound is (rightly) a failure that is never sent.
 */
const speak = (page) => page.waitForTimeout(1000);

/** Stops listening after `speak`. */
async function stopListening({ page, dialog }) {
  await speak(page);
  await dialog.getByRole('button', { name: 'Stop listening' }).click();
}

const searchEvents = (page) => page.evaluate(() => window.__searchEvents);

/**
 * The speech-to-text encoding voice search must use in this page, from what its MediaRecorder says it records:
 * WEBM_OPUS, else OGG_OPUS, else LINEAR16 (the browser's own format decoded in the page).
 */
async function expectedEncoding(page) {
  const supported = await page.evaluate(() => ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus'].map((type) => MediaRecorder.isTypeSupported(type)));
  return supported[0] ? 'WEBM_OPUS' : supported[1] ? 'OGG_OPUS' : 'LINEAR16';
}

describe('voice search on the fake microphone', () => {
  before(async () => {
    microphone = await launchWithMedia(env, { audio: 'tone' });
  });
  after(() => microphone?.close());

  test('speaking: the recording is sent in the best format the browser records (WEBM_OPUS, else OGG_OPUS, else LINEAR16), the term is searched with voice_search, focus returns, the track ends', { timeout: TEST_TIMEOUT }, async () => {
    const store = await openStore();
    const { page, check, close, dialog, button, search, requests } = store;
    try {
      await listen(store);
      assert.deepEqual(await mediaTracks(page), [{ kind: 'audio', readyState: 'live' }]);
      assert.equal((await deepFocus(page)).name, 'Close', 'focus moves into the dialog');
      await expectNoAxeViolations(page, 'with the voice overlay listening');
      // About a second of the tone, then "Stop listening".
      await stopListening(store);
      await dialog.waitFor({ state: 'hidden' });

      await page.waitForFunction(() => window.__searchEvents.length > 0);
      assert.equal((await searchEvents(page)).length, 1);
      const [event] = await searchEvents(page);
      assert.equal(event.term, TERM);
      assert.equal(event.source, 'voice_search');
      const url = new URL(event.url, env.server.url);
      assert.deepEqual([url.origin, url.pathname, url.searchParams.get('searchTerm')], [env.server.url, '/search', TERM]);
      assert.equal(await search.getByRole('combobox', { name: 'Search products' }).inputValue(), TERM, 'the term shows in the box');

      assert.equal(requests.length, 1);
      const [{ method, body }] = requests;
      assert.equal(method, 'POST');
      const encoding = await expectedEncoding(page);
      const audio = Buffer.from(body.audio.content, 'base64');
      assert.equal(audio.toString('base64'), body.audio.content, 'standard base64, no data: prefix');
      if (encoding === 'LINEAR16') {
        // The browser's own recording (WebKit's AAC in MP4) decoded in the page: 16-bit mono PCM at the microphone's
        // own rate (speech-to-text takes 8000 to 48000 Hz), about the second spoken, with sound in it.
        const [{ sampleRate = 48000 }] = await page.evaluate(() => window.__mediaSettings);
        const rate = Math.min(48000, Math.max(8000, sampleRate));
        assert.deepEqual(body.config, { encoding, sampleRateHertz: rate, languageCode: 'en-US' });
        assert.equal(audio.length % 2, 0, 'whole 16-bit samples');
        const seconds = audio.length / 2 / rate;
        assert.ok(seconds > 0.3 && seconds < 3, `${seconds} s of samples at ${rate} Hz`);
        let peak = 0;
        for (let offset = 0; offset < audio.length; offset += 2) peak = Math.max(peak, Math.abs(audio.readInt16LE(offset)));
        assert.ok(peak > 1000, `peak ${peak}: sound, not silence`);
      } else {
        assert.deepEqual(body.config, { encoding, sampleRateHertz: 48000, languageCode: 'en-US' });
        const magic = { WEBM_OPUS: ['1a45dfa3', 'a WebM (EBML) file'], OGG_OPUS: ['4f676753', 'an Ogg file'] }[encoding];
        assert.equal(audio.subarray(0, 4).toString('hex'), magic[0], magic[1]);
        assert.ok(audio.length > 1000, `${audio.length} bytes recorded`);
      }

      assert.deepEqual(await mediaTracks(page), [{ kind: 'audio', readyState: 'ended' }]);
      assert.deepEqual(await deepFocus(page), { tag: 'button', name: 'Search by voice', part: 'voice-button' });
      assert.equal(await button.isVisible(), true);
      await check();
    } finally {
      await close();
    }
  });

  test('Escape while listening closes the overlay: the track ends, focus returns, nothing is sent', { timeout: TEST_TIMEOUT }, async () => {
    const store = await openStore();
    const { page, check, close, dialog, requests } = store;
    try {
      await listen(store);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      assert.deepEqual(await mediaTracks(page), [{ kind: 'audio', readyState: 'ended' }]);
      assert.deepEqual(await deepFocus(page), { tag: 'button', name: 'Search by voice', part: 'voice-button' });
      // Past the 6000 ms recording threshold: still no request.
      await page.waitForTimeout(6500);
      assert.deepEqual(requests, []);
      assert.deepEqual(await searchEvents(page), []);
      await check();
    } finally {
      await close();
    }
  });

  test('a denied microphone: the alert beside the box, asked once, no track, nothing sent', { timeout: TEST_TIMEOUT }, async () => {
    const store = await openStore({ grant: false });
    const { page, check, close, search, button, dialog, requests } = store;
    try {
      await button.click();
      const alert = search.getByRole('alert');
      await alert.getByText('You Have Not Granted Access To Your Microphone.', { exact: true }).waitFor();
      await alert.getByText('Please allow access to the microphone to use voice search.', { exact: true }).waitFor();
      await dialog.waitFor({ state: 'hidden' });
      assert.deepEqual(await page.evaluate(() => window.__mediaAsked), [['audio']]);
      assert.deepEqual(await mediaTracks(page), []);
      assert.deepEqual(requests, []);
      assert.deepEqual(await deepFocus(page), { tag: 'button', name: 'Search by voice', part: 'voice-button' });
      await expectNoAxeViolations(page, 'with the microphone alert');
      await check();
    } finally {
      await close();
    }
  });

  test('the fault panel\'s no-speech switch: "Sorry, we didn\'t catch that." and "Try again" (which listens again); switched off, the term is found', { timeout: TEST_TIMEOUT }, async () => {
    const store = await openStore();
    const { page, check, close, dialog, button, requests } = store;
    try {
      const switches = await faultSwitches(page, /^Speech-to-text/);
      await setSwitch(page, switches, 'No speech (blank transcript)', true);
      await listen(store);
      await stopListening(store);
      await dialog.getByText(FAILURE, { exact: true }).waitFor();
      await dialog.getByText('Please try again.', { exact: true }).waitFor();
      assert.equal(requests.length, 1, 'the recording was sent: the failure is the blank transcript');
      assert.equal((await deepFocus(page)).name, 'Try again', 'focus on Try again');
      assert.deepEqual(await mediaTracks(page), [{ kind: 'audio', readyState: 'ended' }], 'no track left on during the failure');
      await expectNoAxeViolations(page, 'with the voice failure');

      // Try again records again (a new track), and fails again while the switch is on.
      await dialog.getByRole('button', { name: 'Try again' }).click();
      await dialog.getByRole('status').getByText('Listening…', { exact: true }).waitFor();
      await stopListening(store);
      await dialog.getByText(FAILURE, { exact: true }).waitFor();
      assert.equal(requests.length, 2);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
      assert.deepEqual(await deepFocus(page), { tag: 'button', name: 'Search by voice', part: 'voice-button' });

      // The switch off (with the overlay closed: a modal dialog leaves the rest of the page inert), then found.
      await setSwitch(page, switches, 'No speech (blank transcript)', false);
      await listen({ button, dialog });
      await stopListening(store);
      await page.waitForFunction(() => window.__searchEvents.length > 0);
      assert.deepEqual((await searchEvents(page)).map(({ term, source }) => ({ term, source })), [{ term: TERM, source: 'voice_search' }]);
      assert.equal(requests.length, 3);
      assert.deepEqual((await mediaTracks(page)).map((t) => t.readyState), ['ended', 'ended', 'ended']);
      await check();
    } finally {
      await close();
    }
  });

  test('speech-to-text answering 500, then too slowly (past its 10000 ms timeout): the failure each time, no search', { timeout: TEST_TIMEOUT }, async () => {
    const store = await openStore();
    const { page, check, close, dialog, button, requests } = store;
    try {
      const switches = await faultSwitches(page, /^Speech-to-text/);
      await setSwitch(page, switches, 'HTTP status', 500);
      await listen(store);
      await stopListening(store);
      await dialog.getByText(FAILURE, { exact: true }).waitFor();
      assert.equal(requests.length, 1, 'the recording was sent: the failure is the 500');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      await setSwitch(page, switches, 'HTTP status', '');
      await setSwitch(page, switches, 'Latency (ms)', 12000);
      await listen({ button, dialog });
      await stopListening(store);
      const sent = Date.now();
      await dialog.getByRole('status').getByText('Just a moment…', { exact: true }).waitFor();
      await dialog.getByText(FAILURE, { exact: true }).waitFor({ timeout: 20_000 });
      // It waited for the 10000 ms timeout (a working timeout fails it; without one the answer at 12000 ms would be
      // found and searched, which the events below rule out). Under load the request may leave a little after the click.
      const waited = Date.now() - sent;
      assert.ok(waited >= 9000 && waited < 15_000, `failed after ${waited} ms (timeout 10000, answer at 12000)`);
      assert.equal(requests.length, 2);
      assert.deepEqual(await searchEvents(page), []);
      assert.deepEqual((await mediaTracks(page)).map((t) => t.readyState), ['ended', 'ended']);
      await check(chromiumLogs(/Failed to load resource: .*\b500\b.*\/api\/speech-to-text/));
    } finally {
      await close();
    }
  });
});
