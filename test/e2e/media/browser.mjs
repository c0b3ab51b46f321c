// Set-up of the e2e tests that use a camera or a microphone: one demo server and one set of generated media per test
// file, and the browser of this run's engine (SG_E2E_ENGINE) with a camera showing one generated code.
// - Chromium: one browser per video, its fake camera playing that file and its fake microphone the generated tone
//   (given at launch), with real permissions: a context grants them; without a grant getUserMedia is refused.
//   Chromium's fake camera sends no frames to a new capture while another page still holds a live camera track: every
//   test closes its context (which ends its tracks) before the next one opens the camera.
// - Firefox and WebKit cannot play a file as their camera: one browser for the file, and each page gets the camera
//   stand-in (stand-in.mjs) showing the video's picture, in front of the engine's own fake microphone, with the
//   context's grants (context.grantPermissions through the test server, see engines/harness.mjs).
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/browsers.mjs';
import { startServer } from '../../../scripts/serve.mjs';
import { ENGINE, harness, launchBrowser } from '../engines/index.mjs';
import { closeWithin } from '../helpers.mjs';
import { encodePng, fakeMediaArgs, makeMedia } from './make-media.mjs';
import { mediaStandInScript } from './stand-in.mjs';

/**
 * Starts the demo server and makes the media (the same-origin QR names the server's origin) before the file's tests;
 * stops and removes them after. Returns `{ server, media, browsers }`, filled once `before` has run.
 */
export function useMediaServer(options = {}) {
  const env = { server: null, media: null, browsers: new Set(), engineBrowser: null };
  before(async () => {
    env.server = await startServer({ port: 0, quiet: true, hooks: harness?.hooks });
    env.media = await makeMedia({ origin: env.server.url, ...options });
  });
  after(async () => {
    for (const browser of env.browsers) await closeWithin('a browser with media', () => browser.close());
    await closeWithin('the browser', async () => (await env.engineBrowser)?.close());
    await closeWithin('the server', () => env.server?.close());
    await env.media?.cleanup();
  });
  return env;
}

/**
 * The engine's browser with a camera showing `video` and a microphone (names of env.media.files, or none). Resolves
 * to `{ browser, initScripts, standIn, close() }`: pass `initScripts` first among a page's init scripts (openDemo's),
 * before any script that wraps getUserMedia; `standIn` says the camera is the stand-in, not the engine's device. Chromium: a browser of its own whose fake devices play the files; Firefox and
 * WebKit: the file's one browser, and the stand-in in `initScripts` (their microphone is their own: `audio` only
 * says the test records).
 */
export async function launchWithMedia(env, { video, audio } = {}) {
  const file = (name) => {
    if (!name) return undefined;
    assert.ok(env.media.files[name], `no generated media named ${name}`);
    return env.media.files[name];
  };
  if (ENGINE !== 'chromium') {
    file(audio);
    env.engineBrowser ??= launchBrowser({ serverUrl: env.server.url });
    const png = file(video) ? encodePng(env.media.pictures[video]) : null;
    return { browser: await env.engineBrowser, initScripts: [mediaStandInScript({ png })], standIn: true, close: async () => {} };
  }
  const executablePath = findChromium();
  assert.ok(executablePath, 'No Chromium found: run `node scripts/browsers.mjs` or set CHROME_PATH');
  const browser = await chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS, ...fakeMediaArgs({ video: file(video), audio: file(audio) })] });
  env.browsers.add(browser);
  return {
    browser,
    initScripts: [],
    standIn: false,
    close: async () => {
      env.browsers.delete(browser);
      await browser.close();
    },
  };
}

/**
 * Page script (addInitScript) that keeps every stream getUserMedia hands out in `window.__mediaStreams` and counts
 * the calls in `window.__mediaAsked`, so a test can check that each track ended and that a denial is not re-asked.
 * Each track's settings as handed out go to `window.__mediaSettings` (an ended track may report none).
 */
export function recordMediaStreams() {
  window.__mediaStreams = [];
  window.__mediaAsked = [];
  window.__mediaSettings = [];
  // On the prototype, as the stand-in (stand-in.mjs) does: WebKit may collect navigator.mediaDevices's wrapper, and a
  // property set on it with it.
  const devices = globalThis.MediaDevices?.prototype;
  if (!devices?.getUserMedia) return;
  const original = devices.getUserMedia;
  devices.getUserMedia = async function getUserMedia(constraints) {
    window.__mediaAsked.push(Object.keys(constraints ?? {}).filter((kind) => constraints[kind]));
    const stream = await original.call(this, constraints);
    window.__mediaStreams.push(stream);
    window.__mediaSettings.push(...stream.getTracks().map((track) => ({ kind: track.kind, ...track.getSettings() })));
    return stream;
  };
}

/** The tracks handed out so far: kind and readyState of each. */
export function mediaTracks(page) {
  return page.evaluate(() => window.__mediaStreams.flatMap((stream) => stream.getTracks().map((track) => ({ kind: track.kind, readyState: track.readyState }))));
}

/** The deepest focused element (through open shadow roots): its tag, accessible name (aria-label or text) and part. */
export function deepFocus(page) {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return {
      tag: active?.tagName.toLowerCase() ?? '',
      name: active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '',
      part: active?.getAttribute('part') ?? '',
    };
  });
}
