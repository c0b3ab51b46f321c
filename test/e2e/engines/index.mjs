// Which engine the e2e tests drive (SG_E2E_ENGINE: chromium, firefox or webkit; scripts/e2e.mjs runs the whole folder
// once per engine), and its browser: Playwright's own for Chromium, facade.mjs over a backend for Firefox and WebKit.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ENGINES, findChromium, findFirefox, findWebKit } from '../../../scripts/browsers.mjs';
import { Browser } from './facade.mjs';
import { firefoxBackend } from './firefox.mjs';
import { createHarness } from './harness.mjs';
import { webkitBackend } from './webkit.mjs';

export const ENGINE = (process.env.SG_E2E_ENGINE ?? 'chromium').toLowerCase();
if (!ENGINES.includes(ENGINE)) throw new Error(`SG_E2E_ENGINE: unknown engine ${ENGINE} (use ${ENGINES.join(', ')})`);

/** The engine's name as the tests' titles and messages write it. */
export const ENGINE_NAME = { chromium: 'Chromium', firefox: 'Firefox', webkit: 'WebKit' }[ENGINE];

/** The server hooks the engine needs (none for Chromium, which Playwright drives whole). */
export const harness = ENGINE === 'chromium' ? null : createHarness();

/** Launches the engine's browser for pages of `serverUrl` (the test's demo server, started with `harness.hooks`). */
export async function launchBrowser({ serverUrl, args = [] } = {}) {
  if (ENGINE === 'chromium') {
    const executablePath = findChromium();
    if (!executablePath) throw new Error('No Chromium found: run `node scripts/browsers.mjs` or set CHROME_PATH');
    return chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, ...args], headless: true });
  }
  if (ENGINE === 'firefox') {
    const executablePath = findFirefox();
    if (!executablePath) throw new Error('No Firefox found: run `node scripts/browsers.mjs` or set FIREFOX_PATH');
    return new Browser(await firefoxBackend(executablePath), { harness, serverUrl });
  }
  const paths = findWebKit();
  if (!paths) throw new Error('No WebKitWebDriver and MiniBrowser found: run `node scripts/browsers.mjs`');
  return new Browser(webkitBackend(paths), { harness, serverUrl });
}
