// Section "cart": sizes of the mini cart's own eager code and of the drawer's lazy code, then in Chromium with 4x
// CPU throttling (--cart-cpu=N) the click on the mini cart -> drawer painted with the 100-line cart
// (WC_OrdId=5002, the reference API's 100-line bench cart):
//   - re-opens: on test/e2e/pages/bench-cart.html, after one unthrottled warm-up open (the drawer's lazy chunk is
//     loaded and the lines rendered once), 7 throttled opens, p50/max;
//   - first open on a fresh page: a new browser context per sample (empty cache, no service worker yet), the page
//     loaded unthrottled until the elements are defined and the cart loaded, then 4x CPU and one real mouse click;
//     on the demo page (/, every element via dist/index.js) and on the bench page; median and every sample.
// The figure is the Event Timing duration of the click's interaction (the longest of its pointerdown / pointerup /
// click entries; entries of 16 ms or more), as INP counts it; beside it a rAF-based time until the frame that shows
// every line. Both come from the probe test/e2e/pages/bench-cart.js (the demo page gets it as an added script).
// Both measures run on the React build, then on the lite build (dist/lite/, Preact's compat layer; --no-cart-lite
// leaves it out), and the summary puts them side by side with the floor: the same first open of a hand-written
// modal <dialog> with 100 rows (test/e2e/pages/bench-dialog-floor.js) on the same pages.
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { addProbe, clickLikeAPerson, grantAnalyticsConsent, newPage, printPageErrors, settle, throttleCpu, withBrowser } from './browser.mjs';
import { DIST, brotli, eagerClosure, elementEntries, isReact, lazyClosure, rel, short, sizes } from './dist.mjs';
import { ascending, kB, median, ms1, percentile, table } from './report.mjs';

export const name = 'cart';
export const title = '<sg-mini-cart> eager code, <sg-cart-drawer> lazy code, click -> drawer with 100 lines (re-open and first open)';

const CART = {
  miniCart: 'sg-mini-cart',
  drawer: 'sg-cart-drawer',
  cartElements: ['sg-mini-cart', 'sg-cart-drawer'],
  miniCartLimitBytes: 5_000,
  drawerLazyLimitBytes: 15_000,
  page: '/test-pages/bench-cart.html',
  probe: '/test-pages/bench-cart.js',
  orderId: '5002',
  lines: 100,
  viewport: { width: 1280, height: 800 },
  cpuThrottling: 4,
  samples: 7,
  firstOpenSamples: 5,
  firstOpenSettleMs: 500,
  inpBudgetMs: 100,
  firstOpenBudgetMs: 100,
  sampleTimeoutMs: 15_000,
};

/** Pages of the first-open measure: the demo page (judged against the goal) and the bench page of the re-opens. */
const FIRST_OPEN_PAGES = [
  { key: 'demo', path: '/demo/elements.html', label: 'demo page /demo/elements.html (every element, dist/index.js)', addProbe: true },
  { key: 'bench', path: CART.page, label: `${CART.page} (the two cart elements only)`, addProbe: false },
];

const entryOf = (tag) => join(DIST, 'elements', `${tag}.js`);
const names = (list) => list.map(short).join(', ') || '-';

function cartSizes() {
  const missing = [CART.miniCart, CART.drawer].filter((tag) => !existsSync(entryOf(tag)));
  if (missing.length) {
    console.log(`FAIL  ${missing.map((tag) => `dist/elements/${tag}.js`).join(', ')} not found`);
    return;
  }

  // "Shared chunk": every file of the mini cart's eager code that the eager code of at least one element OTHER than
  // the two cart elements (sg-search, sg-gift-card-balance, sg-toasts, ...) also loads statically. A page with any of
  // those elements already has these files; what the mini cart adds on top of them is the rest, used only by cart
  // elements (the entry itself included).
  const miniEager = eagerClosure(entryOf(CART.miniCart));
  const others = elementEntries().filter((f) => !CART.cartElements.includes(basename(f, '.js')));
  const usedByOthers = new Set(others.flatMap((f) => eagerClosure(f)));
  const shared = miniEager.filter((f) => usedByOthers.has(f));
  const sharedNoReact = shared.filter((f) => !isReact(f));
  const cartOnly = miniEager.filter((f) => !usedByOthers.has(f));
  const eagerNoReact = miniEager.filter((f) => !isReact(f));

  // The drawer's lazy code: the targets of the dynamic import() calls of the drawer's eager code and what they import
  // statically, minus everything the drawer's eager code already loads.
  const drawerEntry = entryOf(CART.drawer);
  const drawerEager = eagerClosure(drawerEntry);
  const { files: lazy, importers } = lazyClosure(drawerEager, { nested: false });
  const lazyTotal = brotli(lazy);
  const drawerOwn = drawerEager.filter((f) => !usedByOthers.has(f) && !miniEager.includes(f));

  console.log('sizes (brotli bytes)\n');
  table(
    ['', 'brotli', '', 'files'],
    [
      [`eager: elements/${CART.miniCart}.js + static imports`, brotli(miniEager), kB(brotli(miniEager)), names(miniEager.filter((f) => f !== entryOf(CART.miniCart)))],
      ['  total eager beyond the React chunk', brotli(eagerNoReact), kB(brotli(eagerNoReact)), ''],
      ['  of which shared with the other elements (w/o React)', brotli(sharedNoReact), kB(brotli(sharedNoReact)), names(sharedNoReact)],
      ['  of which used ONLY by the cart elements', brotli(cartOnly), kB(brotli(cartOnly)), names(cartOnly)],
      [`eager: elements/${CART.drawer}.js + static imports`, brotli(drawerEager), kB(brotli(drawerEager)), names(drawerEager.filter((f) => f !== drawerEntry))],
      ['  beyond the shared chunks and the mini cart\'s own code', brotli(drawerOwn), kB(brotli(drawerOwn)), names(drawerOwn)],
      ...lazy.map((f) => [`  lazy: ${rel(f)}`, sizes(f).brotli, kB(sizes(f).brotli), '']),
      ['drawer lazy code (loaded on first open)', lazyTotal, kB(lazyTotal), importers.join('; ') || 'no dynamic import() found'],
    ],
    ['l', 'r', 'r', 'l'],
  );
  console.log(
    `\n  "shared chunk" = the files of ${CART.miniCart}'s eager code that the eager code of another element ` +
      `(${others.map((f) => basename(f, '.js')).join(', ')}) also loads statically; ` +
      `"on top of the shared chunk" = the rest: files only cart elements load (the entry included).\n`,
  );
  const miniPass = brotli(cartOnly) < CART.miniCartLimitBytes;
  console.log(
    `${miniPass ? 'PASS' : 'FAIL'}  goal "${CART.miniCart} under ${kB(CART.miniCartLimitBytes)} brotli on top of the shared chunk": ` +
      `${brotli(cartOnly)} bytes (${kB(brotli(cartOnly))}) in ${cartOnly.length} file(s); total eager beyond React ${kB(brotli(eagerNoReact))}`,
  );
  const lazyPass = lazy.length > 0 && lazyTotal < CART.drawerLazyLimitBytes;
  console.log(
    `${lazyPass ? 'PASS' : 'FAIL'}  goal "drawer lazy code under ${kB(CART.drawerLazyLimitBytes)} brotli": ${lazyTotal} bytes (${kB(lazyTotal)}) in ${lazy.length} file(s)`,
  );
}

const cookies = { WC_PERSISTENT: '1', WC_OrdId: CART.orderId };
const miniCartButton = (page) => page.locator(`${CART.miniCart} [part="button"]`);

/** Re-opens after a warm-up on the bench page. Resolves to the Event Timing and rAF p50 (ms). */
async function reopens({ server, browser }) {
  const { page, errors } = await newPage(browser, server, { viewport: CART.viewport, cookies });
  await page.goto(`${server.url}${CART.page}`);
  await page.waitForFunction(() => window.__benchCart?.ready(), null, { timeout: 20_000 });
  const badge = await page.evaluate(() => window.__benchCart.badge());
  const button = miniCartButton(page);

  const open = async () => {
    await button.click();
    await page.waitForFunction((n) => window.__benchCart.isOpen() && window.__benchCart.lines() >= n, CART.lines, { timeout: CART.sampleTimeoutMs });
  };
  const closeDrawer = async () => {
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !window.__benchCart.isOpen(), null, { timeout: 5000 });
    await settle(page); // let the close (and the focus return) settle before the next click
  };

  // Warm-up, unthrottled: the first open loads the drawer body chunk (and focus-trap) and renders the lines once.
  const warmAt = Date.now();
  await open();
  const warmMs = Date.now() - warmAt;
  const lines = await page.evaluate(() => window.__benchCart.lines());
  await closeDrawer();
  console.log(
    `\n${CART.page} with WC_OrdId=${CART.orderId}: badge "${badge}", ${lines} lines; first open (loads the body chunk, unthrottled): ${warmMs} ms wall clock`,
  );

  const restore = await throttleCpu(page, CART.cpuThrottling);
  const results = [];
  for (let i = 0; i < CART.samples; i++) {
    await page.evaluate((n) => window.__benchCart.arm(n), CART.lines);
    await clickLikeAPerson(page, button);
    results.push(await page.evaluate((timeout) => window.__benchCart.result(timeout), CART.sampleTimeoutMs));
    await closeDrawer();
  }
  await restore();
  await page.context().close();

  const ok = results.filter((r) => !r.timedOut && r.paintedAt !== null);
  const inp = ascending(ok.map((r) => r.interactionDuration ?? 0));
  const unreported = ok.filter((r) => r.interactionDuration === null).length;
  const raf = ascending(ok.map((r) => r.paintedAt - r.clickAt));
  const rafStart = ascending(ok.map((r) => r.rafAt - r.clickAt));
  console.log(
    `\nRE-OPEN: click on the mini cart -> drawer painted with all ${CART.lines} lines, ${CART.cpuThrottling}x CPU throttling ` +
      `(CDP Emulation.setCPUThrottlingRate), ${ok.length} of ${results.length} sample(s) after one warm-up open\n`,
  );
  table(
    ['measure', 'p50', 'max', 'samples'],
    [
      ['Event Timing: interaction duration (max of its pointerdown/pointerup/click entries)', ms1(percentile(inp, 50)), ms1(inp.at(-1)), inp.map((v) => Math.round(v)).join(' ')],
      ['rAF: click listener -> frame with all lines in the DOM starts', ms1(percentile(rafStart, 50)), ms1(rafStart.at(-1)), rafStart.map((v) => Math.round(v)).join(' ')],
      ['rAF: click listener -> that frame rendered (rAF + MessageChannel)', ms1(percentile(raf, 50)), ms1(raf.at(-1)), raf.map((v) => Math.round(v)).join(' ')],
    ],
    ['l', 'r', 'r', 'l'],
  );
  if (unreported) console.log(`\n  ${unreported} interaction(s) under the 16 ms Event Timing threshold (no entry): counted as 0 ms`);
  const frames = [...new Set(ok.map((r) => r.frames))].join('/');
  console.log(`  frames from the click to the one showing all lines: ${frames}; Event Timing entries e.g. ${JSON.stringify(ok[0]?.entries ?? [])}`);
  const worst = Math.max(inp.at(-1) ?? Infinity, raf.at(-1) ?? Infinity);
  const pass = ok.length === results.length && ok.length > 0 && worst < CART.inpBudgetMs;
  console.log(
    `\n${pass ? 'PASS' : 'FAIL'}  goal "open the drawer with ${CART.lines} lines under ${CART.inpBudgetMs} ms (${CART.cpuThrottling}x CPU)": ` +
      `Event Timing p50 ${ms1(percentile(inp, 50))} / max ${ms1(inp.at(-1))}, rAF p50 ${ms1(percentile(raf, 50))} / max ${ms1(raf.at(-1))}` +
      `${results.length - ok.length ? `; ${results.length - ok.length} sample(s) timed out` : ''}`,
  );
  printPageErrors(errors);
  return { inp: percentile(inp, 50), raf: percentile(raf, 50), samples: inp };
}

/** One first open: a fresh context, the page loaded unthrottled, then CPU throttling and one real click. */
async function firstOpenSample({ server, browser }, target) {
  const { context, page, errors } = await newPage(browser, server, { viewport: CART.viewport, cookies });
  try {
    await page.goto(`${server.url}${target.path}`);
    // The probe: an Event Timing observer and a click listener that watches for the frame with every line. The bench
    // page loads it itself; the demo page gets it as one more module script of the page's origin (the CSP allows it).
    if (target.addProbe) await addProbe(page, CART.probe);
    await page.waitForFunction(() => window.__benchCart?.ready(), null, { timeout: 30_000 });
    await grantAnalyticsConsent(page, CART.args);
    await settle(page, CART.firstOpenSettleMs);
    const badge = await page.evaluate(() => window.__benchCart.badge());
    await page.evaluate((n) => window.__benchCart.arm(n), CART.lines);
    const restore = await throttleCpu(page, CART.cpuThrottling);
    try {
      await clickLikeAPerson(page, miniCartButton(page));
      const result = await page.evaluate((timeout) => window.__benchCart.result(timeout), CART.sampleTimeoutMs);
      return { ...result, badge, errors };
    } finally {
      await restore();
    }
  } finally {
    await context.close();
  }
}

const FLOOR_PROBE = '/test-pages/bench-dialog-floor.js';

/**
 * The floor (issue 27): one first open of a hand-written modal <dialog> with 100 rows shaped like the drawer's lines
 * (test/e2e/pages/bench-dialog-floor.js), added to the same page in the same state as a first-open sample (elements
 * defined, cart loaded, quiet), then 4x CPU and one real click on its button: showModal() in the click's own task.
 */
async function floorSample({ server, browser }, target, rows) {
  const { context, page, errors } = await newPage(browser, server, { viewport: CART.viewport, cookies });
  try {
    await page.goto(`${server.url}${target.path}`);
    if (target.addProbe) await addProbe(page, CART.probe);
    await addProbe(page, `${FLOOR_PROBE}?rows=${rows}`);
    await page.waitForFunction(() => window.__benchCart?.ready() && window.__benchFloor?.ready(), null, { timeout: 30_000 });
    await grantAnalyticsConsent(page, CART.args);
    await settle(page, CART.firstOpenSettleMs);
    await page.evaluate(() => window.__benchFloor.arm());
    const restore = await throttleCpu(page, CART.cpuThrottling);
    try {
      await clickLikeAPerson(page, page.getByRole('button', { name: 'Open the floor dialog' }));
      const result = await page.evaluate((timeout) => window.__benchFloor.result(timeout), CART.sampleTimeoutMs);
      return { ...result, errors };
    } finally {
      await restore();
    }
  } finally {
    await context.close();
  }
}

/**
 * `samples` runs of `sample()` (a fresh page each), for one page: the failures kept as `{ failed }`, the page errors
 * gathered into `errors`. Resolves to the Event Timing durations and the click -> painted times of the usable runs,
 * their two table rows (labelled `label` and `paintedWhat`), and the failed runs.
 */
async function sampleRuns(samples, sample, errors, label, paintedWhat) {
  const results = [];
  for (let i = 0; i < samples; i++) {
    try {
      results.push(await sample());
    } catch (error) {
      results.push({ failed: error instanceof Error ? error.message.split('\n')[0] : String(error) });
    }
  }
  for (const r of results) errors.push(...(r.errors ?? []));
  const ok = results.filter((r) => !r.failed && !r.timedOut && r.paintedAt !== null);
  const inp = ok.map((r) => r.interactionDuration ?? 0);
  const raf = ok.map((r) => r.paintedAt - r.clickAt);
  const rows = [
    [label, 'Event Timing: interaction duration (max of pointerdown/pointerup/click)', ms1(median(inp)), ms1(Math.max(...inp)), inp.map((v) => Math.round(v)).join(' ') || '-'],
    ['', `rAF: click listener -> ${paintedWhat}`, ms1(median(raf)), ms1(Math.max(...raf)), raf.map((v) => Math.round(v)).join(' ') || '-'],
  ];
  return { ok, inp, rows, failed: results.filter((r) => r.failed || r.timedOut || r.paintedAt === null) };
}

/** The floor's first opens, per page of FIRST_OPEN_PAGES: `{ [key]: { median, samples, label } }`. */
async function floorOpens(env, samples) {
  const out = {};
  const rows = [];
  const errors = [];
  for (const [target, count] of FIRST_OPEN_PAGES.flatMap((t) => [[t, 100], [t, 0]])) {
    const run = await sampleRuns(samples, () => floorSample(env, target, count), errors, `${target.label}, ${count} rows`, `frame with the dialog and its ${count} rows rendered`);
    out[`${target.key}-${count}`] = { median: median(run.inp), samples: run.inp, label: `hand-written <dialog>, ${count} rows on ${target.label}` };
    rows.push(...run.rows);
    for (const r of run.failed.slice(0, 3)) console.log(`  floor on ${target.key}: a sample failed: ${r.failed ?? 'timed out'}`);
  }
  console.log(
    `\nFLOOR: a hand-written modal <dialog> with 100 rows, and an empty one (what showModal() alone costs; ${FLOOR_PROBE}), added to ` +
      `the same pages in the same state, first open at ${CART.cpuThrottling}x CPU; ${samples} sample(s) per page and dialog\n`,
  );
  table(['page', 'measure', 'median', 'max', 'samples (ms, in order)'], rows, ['l', 'l', 'r', 'r', 'l']);
  printPageErrors(errors);
  return out;
}

/** First opens on fresh pages, per page of FIRST_OPEN_PAGES. Resolves to `{ [key]: { median, samples } }`. */
async function firstOpens(env, samples) {
  const out = {};
  console.log(
    `\nFIRST OPEN on a fresh page: a new browser context per sample, the page loaded unthrottled until the elements ` +
      `are defined and the cart (WC_OrdId=${CART.orderId}) is loaded, ${CART.firstOpenSettleMs} ms of quiet, then ` +
      `${CART.cpuThrottling}x CPU and one real mouse click on the mini cart; ${samples} sample(s) per page\n`,
  );
  const rows = [];
  const errors = [];
  for (const target of FIRST_OPEN_PAGES) {
    const run = await sampleRuns(samples, () => firstOpenSample(env, target), errors, target.label, 'frame with all lines rendered');
    out[target.key] = { median: median(run.inp), samples: run.inp, label: target.label };
    rows.push(...run.rows);
    for (const r of run.failed.slice(0, 3)) console.log(`  ${target.key}: a sample failed: ${r.failed ?? `timed out after ${CART.sampleTimeoutMs} ms with ${r.linesShown} line(s) shown`}`);
    if (run.ok[0]) console.log(`  ${target.key}: badge "${run.ok[0].badge}", Event Timing entries e.g. ${JSON.stringify(run.ok[0].entries)}; frames to all lines ${run.ok.map((r) => r.frames).join('/')}`);
  }
  console.log('');
  table(['page', 'measure', 'median', 'max', 'samples (ms, in order)'], rows, ['l', 'l', 'r', 'r', 'l']);
  printPageErrors(errors);
  return out;
}

export async function run({ args }) {
  const flag = (prefix) => [...args].find((a) => a.startsWith(prefix))?.slice(prefix.length);
  // --cart-cpu=N changes the CPU throttling rate (1 = none), e.g. to compare with an unthrottled run.
  CART.cpuThrottling = Math.max(1, Number(flag('--cart-cpu=')) || CART.cpuThrottling);
  CART.args = args;
  // --first-open=N: fresh pages per page kind (0 skips the first-open measure).
  const firstOpenArg = Number(flag('--first-open='));
  const firstOpenSamples = Number.isInteger(firstOpenArg) && firstOpenArg >= 0 ? firstOpenArg : CART.firstOpenSamples;

  cartSizes();
  console.log('');
  await withBrowser('cart', async (env) => {
    const builds = [['React build', env]];
    // The same measures on the lite build (dist/lite/, Preact's compat layer; issue 27), for the side-by-side table.
    if (env.liteServer && !args.has('--no-cart-lite')) builds.push(['lite build', { ...env, server: env.liteServer }]);
    const figures = [];
    for (const [build, buildEnv] of builds) {
      console.log(`\n--- ${build}${buildEnv === env ? ' (dist/)' : ' (dist/lite/)'}`);
      let reopen = null;
      try {
        reopen = await reopens(buildEnv);
      } catch (error) {
        console.log(`  cart re-open bench failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
      }
      const first = firstOpenSamples ? await firstOpens(buildEnv, firstOpenSamples) : {};
      figures.push({ build, reopen, first });
    }
    // The floor needs no build of ours: measured once, on the React build's pages.
    const floor = firstOpenSamples ? await floorOpens(env, firstOpenSamples) : {};

    console.log(`\ndrawer open with ${CART.lines} lines at ${CART.cpuThrottling}x CPU, Event Timing interaction duration:\n`);
    table(
      ['build', '', 'figure', 'samples'],
      figures.flatMap(({ build, reopen, first }) => [
        ...Object.values(first).map((f) => [build, `first open on a fresh page, median: ${f.label}`, ms1(f.median), f.samples.map((v) => Math.round(v)).join(' ')]),
        [build, `re-open after a warm-up, p50: ${CART.page}`, ms1(reopen?.inp), reopen ? reopen.samples.map((v) => Math.round(v)).join(' ') : 'failed'],
      ]).concat(Object.values(floor).map((f) => ['floor', `first open, median: ${f.label}`, ms1(f.median), f.samples.map((v) => Math.round(v)).join(' ')])),
      ['l', 'l', 'r', 'l'],
    );
    if (!firstOpenSamples) return;
    for (const { build, first } of figures) {
      const judged = first.demo;
      const pass = judged && judged.samples.length === firstOpenSamples && judged.median <= CART.firstOpenBudgetMs;
      console.log(
        `${pass ? 'PASS' : 'FAIL'}  goal "drawer first open <= ${CART.firstOpenBudgetMs} ms (median of fresh demo pages, ${CART.cpuThrottling}x CPU)", ${build}: ` +
          `median ${ms1(judged?.median)} of ${judged?.samples.length ?? 0} sample(s)${judged && judged.samples.length < firstOpenSamples ? ` (${firstOpenSamples - judged.samples.length} failed)` : ''}`,
      );
    }
  });
}
