// The one browser and server start-up of the bench sections: the static server of scripts/serve.mjs on a free port
// (strict CSP, the demo and test pages) and Debian's Chromium driven by playwright-core with the flags of
// scripts/browsers.mjs, plus the page helpers the timed sections share (fresh context with error capture, CPU
// throttling through CDP, letting a page settle).
import { availableParallelism, loadavg } from 'node:os';
import { CHROMIUM_ARGS, findChromium } from '../browsers.mjs';
import { startServer } from '../serve.mjs';
import { ensureReferenceApi } from './dist.mjs';
import { message } from './report.mjs';

export { CHROMIUM_ARGS };

/** The Chromium binary, or an Error saying how to get one. */
export function chromiumPath() {
  const path = findChromium();
  if (!path) throw new Error('no Chromium found (set CHROME_PATH or run `node scripts/browsers.mjs`)');
  return path;
}

export const loadAverage = () => loadavg().map((v) => v.toFixed(2)).join(' ');

/**
 * Runs `run({ server, browser, liteServer })` with the static server started (`server.url`; `liteServer` serves the
 * lite build, dist/lite/, at the same paths) and, unless `browser: false`,
 * headless Chromium launched; closes both afterwards. With `referenceApi` (default) the reference API's server module
 * (the demo server answers /api/* with it) is built first when missing. Prints the machine's load before and the time taken after; a failure is printed,
 * not thrown (the bench prints figures and carries on with the next section).
 */
export async function withBrowser(label, run, { browser: wantBrowser = true, referenceApi = true } = {}) {
  if (referenceApi && !ensureReferenceApi()) {
    console.log(`FAIL  no reference API: the ${label} timings need demo/build/server/reference-api.mjs (npm run build:demo)`);
    return;
  }
  const started = Date.now();
  console.log(`machine: ${availableParallelism()} CPU(s), load average ${loadAverage()} (timings below are noisy on a busy machine)`);
  let server;
  let liteServer;
  let browser;
  try {
    server = await startServer({ port: 0, quiet: true });
    // The same pages on the lite build (dist/lite/ at /dist/; issue 27), for the sections that measure both.
    liteServer = await startServer({ port: 0, quiet: true, build: 'lite' });
    if (wantBrowser) {
      const { chromium } = await import('playwright-core');
      browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
    }
    await run({ server, browser, liteServer });
  } catch (error) {
    console.log(`  ${label} bench failed: ${message(error, true)}`);
  } finally {
    await browser?.close().catch(() => {});
    await server?.close();
    await liteServer?.close();
    console.log(`\n(${label} timings in ${((Date.now() - started) / 1000).toFixed(1)} s; load average then ${loadAverage()})`);
  }
}

/**
 * A page in a fresh browser context (no cache, no service worker, no cookies but `cookies`, a name -> value map
 * set for the server's origin). `errors` collects uncaught errors and console errors.
 */
export async function newPage(browser, server, { viewport = { width: 1280, height: 800 }, cookies = {} } = {}) {
  const context = await browser.newContext({ viewport });
  const list = Object.entries(cookies).map(([name, value]) => ({ name, value, url: server.url }));
  if (list.length) await context.addCookies(list);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  return { context, page, errors };
}

/**
 * Loads a bench probe module into the page. Not `page.addScriptTag`: the demo pages require Trusted Types, which
 * refuse a plain string for a script's `src`; a dynamic `import()` of a same-origin module is allowed by
 * `script-src 'self'`.
 */
export async function addProbe(page, url) {
  await page.evaluate((href) => import(href).then(() => undefined), url);
}

/** Prints the distinct page errors collected, if any. */
export function printPageErrors(errors) {
  if (errors.length) console.log(`\npage errors: ${[...new Set(errors)].slice(0, 5).join(' | ')}`);
}

/**
 * Slows the page's CPU down `rate` times (CDP Emulation.setCPUThrottlingRate; 1 = none). Resolves to a function
 * that sets the rate back to 1.
 */
export async function throttleCpu(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => {});
    await cdp.detach().catch(() => {});
  };
}

/**
 * A click as a person's mouse makes it, for every click a section times: the pointer moves onto the control's centre,
 * rests `dwellMs`, presses and releases (CDP input events, nothing added to the page). Not `locator.click()`: Playwright
 * checks its hit target from listeners it adds to the page for that click, which run inside the click's own event
 * dispatch (`elementsFromPoint` and more), so Event Timing counted its work as ours. Measured on a plain button at 4x
 * CPU (2026-12-07, the processing part of the click's interaction, two runs of 8 and 12 fresh pages): medians 29.2
 * and 45.2 ms with `locator.click()` (5-78 ms), 14.0 and 13.9 ms with this (4-26 ms).
 */
export async function clickLikeAPerson(page, locator, { dwellMs = 30 } = {}) {
  await locator.waitFor({ state: 'visible' });
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`clickLikeAPerson: ${locator} has no box to click`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(dwellMs);
  await page.mouse.down();
  await page.mouse.up();
}

/**
 * `--analytics-consent` (header and cart sections): the store page's configuration has analytics with consent
 * denied; this grants it (the `sg-analytics-consent` event a consent manager dispatches) once the page is ready, so the
 * interaction measured also tracks, queues and delivers its analytics events. Without the flag nothing reaches a
 * layer, as on a page whose shopper has not consented.
 */
export async function grantAnalyticsConsent(page, args) {
  if (!args?.has('--analytics-consent')) return;
  await page.evaluate(() => document.dispatchEvent(new CustomEvent('sg-analytics-consent', { detail: { granted: true } })));
}

/** Waits two frames and then `ms` milliseconds in the page (lets rendering and focus moves settle). */
export function settle(page, ms = 100) {
  return page.evaluate((wait) => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, wait)))), ms);
}
