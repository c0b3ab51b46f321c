// Set-up of the e2e tests that use a camera or a microphone: one demo server and one set of generated media per test
// file, and one Chromium per video (its fake camera plays one file, given at launch), each launched with real
// permissions (a context grants them; without a grant getUserMedia is refused).
//
// Chromium's fake camera sends no frames to a new capture while another page still holds a live camera track: every
// test closes its context (which ends its tracks) before the next one opens the camera.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/browsers.mjs';
import { startServer } from '../../../scripts/serve.mjs';
import { fakeMediaArgs, makeMedia } from './make-media.mjs';

/**
 * Starts the demo server and makes the media (the same-origin QR names the server's origin) before the file's tests;
 * stops and removes them after. Returns `{ server, media, browsers }`, filled once `before` has run.
 */
export function useMediaServer(options = {}) {
  const env = { server: null, media: null, browsers: new Set() };
  before(async () => {
    env.server = await startServer({ port: 0, quiet: true });
    env.media = await makeMedia({ origin: env.server.url, ...options });
  });
  after(async () => {
    for (const browser of env.browsers) await browser.close();
    await env.server?.close();
    await env.media?.cleanup();
  });
  return env;
}

/** A Chromium whose fake camera plays `video` and fake microphone `audio` (names of env.media.files, or none). */
export async function launchWithMedia(env, { video, audio } = {}) {
  const executablePath = findChromium();
  assert.ok(executablePath, 'No Chromium found: run `node scripts/browsers.mjs` or set CHROME_PATH');
  const file = (name) => {
    if (!name) return undefined;
    assert.ok(env.media.files[name], `no generated media named ${name}`);
    return env.media.files[name];
  };
  const browser = await chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS, ...fakeMediaArgs({ video: file(video), audio: file(audio) })] });
  env.browsers.add(browser);
  return {
    browser,
    close: async () => {
      env.browsers.delete(browser);
      await browser.close();
    },
  };
}

/**
 * Page script (addInitScript) that keeps every stream getUserMedia hands out in `window.__mediaStreams` and counts
 * the calls in `window.__mediaAsked`, so a test can check that each track ended and that a denial is not re-asked.
 */
export function recordMediaStreams() {
  window.__mediaStreams = [];
  window.__mediaAsked = [];
  const devices = navigator.mediaDevices;
  if (!devices) return;
  const original = devices.getUserMedia.bind(devices);
  devices.getUserMedia = async (constraints) => {
    window.__mediaAsked.push(Object.keys(constraints ?? {}).filter((kind) => constraints[kind]));
    const stream = await original(constraints);
    window.__mediaStreams.push(stream);
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
