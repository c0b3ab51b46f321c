// Section "scanner": voice search's and the barcode scanner's cost (issue 12). Not a timed test: it prints figures.
//   - sizes (brotli, from dist/): <sg-search>'s eager closure beside its figure before voice and the scanner (both
//     must stay lazy), the voice chunk and the scanner chunk (goal 15 kB each, with what each adds on first load),
//     the fallback decoder's JS and its .wasm listed apart, and a check that none of them is in any entry's eager
//     closure (nor the .wasm named by eager code);
//   - timings in Chromium, on test/e2e/pages/scanner.html (`<sg-search scanner>`, the demo's CSP) with the fake camera
//     playing a generated EAN-13 video (test/e2e/media/make-media.mjs) and the fallback decoder (this Chromium has no
//     usable BarcodeDetector): tap on "Scan a barcode or QR code" -> first read, and read -> productsByUpc request
//     start, medians of --scanner-runs=N (default 5) cold runs, each in a fresh context (chunks and .wasm fetched and
//     compiled again). "Read" is the scanner's navigator.vibrate(200) call (its beep/vibration moment).
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromiumPath, CHROMIUM_ARGS, loadAverage, withBrowser } from './browser.mjs';
import { DIST, brotli, contains, dynamicImports, eagerClosure, entries, isReact, lazyClosure, rel, short, sizes } from './dist.mjs';
import { kB, median, ms, samplesText, table } from './report.mjs';

export const name = 'scanner';
export const title = 'voice and scanner chunks, the fallback decoder (JS, .wasm), tap -> first read and read -> lookup on the fake camera';

/**
 * `<sg-search>`'s eager closure on main before the scanner (commit 6ea3c82, voice search already in; brotli quality 11,
 * text mode; 33211 without the React chunk): the scanner must add no more than its button.
 */
const SEARCH_EAGER_BEFORE = { bytes: 92_060, withoutReact: 33_211, at: 'main 6ea3c82, voice in, before the scanner' };
const CHUNK_GOAL_BYTES = 15_000;
const PAGE = '/test-pages/scanner.html';
const SCAN_BUTTON = 'Scan a barcode or QR code';

/** Every file under a dist/ directory whose name ends with `suffix`. */
function filesUnder(dir, suffix) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

/** The fallback decoder's code: barcode-detector over zxing-wasm (their strings survive minification). */
const isDecoder = (file) => contains(file, 'zxing_reader') || contains(file, 'Barcode detection service unavailable');

function scannerSizes() {
  const entry = join(DIST, 'elements', 'sg-search.js');
  if (!existsSync(entry)) {
    console.log('FAIL  dist/elements/sg-search.js not found');
    return;
  }
  const eager = eagerClosure(entry);
  const eagerAll = brotli(eager);
  const eagerNoReact = brotli(eager.filter((f) => !isReact(f)));
  const { groups } = lazyClosure(eager);
  const groupOf = (test) => groups.find((g) => test(g.target));
  const voice = groupOf((f) => contains(f, 'id:"voice"'));
  const scanner = groupOf((f) => contains(f, 'id:"scanner"'));
  const decoder = groups.find((g) => g.files.some(isDecoder));
  const wasm = filesUnder(DIST, '.wasm');

  console.log('sizes (brotli bytes, quality 11)\n');
  // What a feature's chunk costs when it is the first to load (its static imports not in the eager code, then what
  // those import dynamically, the decoder apart), whichever of the two loads first.
  const eagerSet = new Set(eager);
  const firstLoad = (group) => {
    const alone = eagerClosure(group.target).filter((f) => !eagerSet.has(f));
    const seen = new Set([...eagerSet, ...alone]);
    const later = [];
    for (const spec of alone.flatMap((f) => dynamicImports(f).map((s) => [f, s]))) {
      const target = join(dirname(spec[0]), spec[1]);
      if (!existsSync(target) || isDecoder(target)) continue;
      for (const f of eagerClosure(target)) {
        if (seen.has(f)) continue;
        seen.add(f);
        later.push(f);
      }
    }
    return { alone, later };
  };
  const describe = (label, group) => {
    if (!group) return [[label, 'not found', '', '']];
    const own = sizes(group.target).brotli;
    const { alone, later } = firstLoad(group);
    return [
      [`${label}: ${rel(group.target)}`, own, kB(own), group.edge],
      [`  + its static imports (loaded first)`, brotli(alone), kB(brotli(alone)), alone.filter((f) => f !== group.target).map(short).join(', ') || '-'],
      ...(later.length ? [[`  + what those import dynamically`, brotli([...alone, ...later]), kB(brotli([...alone, ...later])), later.map(short).join(', ')]] : []),
    ];
  };
  const rows = [
    ['sg-search eager closure (entry + static imports)', eagerAll, kB(eagerAll), `${eager.length} files`],
    ['  without the React chunk', eagerNoReact, kB(eagerNoReact), ''],
    [`  before (${SEARCH_EAGER_BEFORE.at})`, SEARCH_EAGER_BEFORE.bytes, kB(SEARCH_EAGER_BEFORE.bytes), `change ${eagerAll - SEARCH_EAGER_BEFORE.bytes >= 0 ? '+' : ''}${eagerAll - SEARCH_EAGER_BEFORE.bytes} bytes`],
    ...describe('voice chunk', voice),
    ...describe('scanner chunk', scanner),
    ...(decoder
      ? decoder.files.map((f) => [`decoder JS: ${rel(f)}`, sizes(f).brotli, kB(sizes(f).brotli), decoder.edge])
      : [['decoder JS', 'not found', '', 'no lazy chunk with barcode-detector / zxing-wasm code']]),
    ...(wasm.length
      ? wasm.map((f) => [`decoder .wasm: ${rel(f)}`, sizes(f).brotli, kB(sizes(f).brotli), `raw ${kB(sizes(f).raw)}, gzip ${kB(sizes(f).gzip)}`])
      : [['decoder .wasm', 'not found', '', 'no .wasm in dist/']]),
  ];
  table(['', 'brotli', '', ''], rows, ['l', 'r', 'r', 'l']);
  console.log('');

  const verdict = (pass, goal, detail) => console.log(`${pass ? 'PASS' : 'FAIL'}  ${goal}: ${detail}`);
  // The button itself (and the check whether there is a camera) is eager by design; the goal "both features lazy" is
  // the absence check below.
  const delta = eagerAll - SEARCH_EAGER_BEFORE.bytes;
  console.log(`NOTE  sg-search eager closure: ${eagerAll} bytes now, ${SEARCH_EAGER_BEFORE.bytes} before (${SEARCH_EAGER_BEFORE.at}): ${delta >= 0 ? '+' : ''}${delta} bytes (the scan button and its offer check)`);
  for (const [label, group] of [['voice', voice], ['scanner', scanner]]) {
    if (!group) {
      verdict(false, `goal "${label} chunk <= ${kB(CHUNK_GOAL_BYTES)} brotli"`, 'chunk not found');
      continue;
    }
    const own = sizes(group.target).brotli;
    const { alone, later } = firstLoad(group);
    verdict(
      own <= CHUNK_GOAL_BYTES,
      `goal "${label} chunk <= ${kB(CHUNK_GOAL_BYTES)} brotli"`,
      `${own} bytes (${kB(own)}); loaded first, with its static imports ${brotli(alone)} bytes, and what they import ${brotli([...alone, ...later])} bytes`,
    );
  }

  // Nothing of voice, the scanner or the decoder in any entry's eager closure, and no eager code naming the .wasm.
  // (Helpers a chunk adds for sg-search, like the modal helper, may be eager for another element: not checked.)
  const wasmNames = wasm.map((f) => f.split(/[\\/]/).pop());
  const isFeature = (file) => contains(file, 'id:"voice"') || contains(file, 'id:"scanner"') || isDecoder(file);
  const offenders = [];
  for (const e of entries()) {
    for (const file of eagerClosure(e)) {
      if (isFeature(file)) offenders.push(`${rel(e)} eagerly loads ${short(file)}`);
      for (const wasmName of wasmNames) if (contains(file, wasmName)) offenders.push(`${rel(e)}'s eager ${short(file)} names ${wasmName}`);
    }
  }
  const complete = Boolean(voice && scanner && decoder && wasm.length);
  verdict(
    offenders.length === 0 && complete,
    'goal "voice, scanner, decoder JS and .wasm absent from every eager closure"',
    offenders.length ? [...new Set(offenders)].join('; ') : `${entries().length} entries checked${complete ? '' : ' (but not all four were found)'}`,
  );
}

/** In-page probe (addInitScript): the tap, the read (navigator.vibrate) and the productsByUpc request start. */
function scanProbe() {
  const probe = { tapAt: null, readAt: null, foundAt: null, lookupAt: null };
  window.__scanProbe = probe;
  document.addEventListener('click', (event) => {
    if (probe.tapAt === null) probe.tapAt = event.timeStamp;
  }, { capture: true });
  const vibrate = navigator.vibrate?.bind(navigator);
  navigator.vibrate = (pattern) => {
    if (probe.readAt === null) probe.readAt = performance.now();
    return vibrate ? vibrate(pattern) : true;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (probe.lookupAt === null && entry.name.includes('/search/v2/productsByUpc')) probe.lookupAt = entry.startTime;
  }).observe({ type: 'resource', buffered: true });
  // The visible "Found {code}" (when the status paints it), looked for once a frame through the open shadow roots.
  const status = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.getAttribute('part') === 'scanner-status') return el;
      const inner = el.shadowRoot && status(el.shadowRoot);
      if (inner) return inner;
    }
    return null;
  };
  const look = () => {
    if (probe.foundAt !== null) return;
    if (probe.tapAt !== null && /Found/.test(status(document)?.textContent ?? '')) probe.foundAt = performance.now();
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

async function scannerTimings(args) {
  const runsArg = [...args].find((a) => a.startsWith('--scanner-runs='));
  const runs = Math.max(1, Math.min(20, Number(runsArg?.split('=')[1]) || 5));
  await withBrowser(
    'scanner',
    async ({ server }) => {
      const { chromium } = await import('playwright-core');
      const { fakeMediaArgs, makeMedia, CODES } = await import('../../test/e2e/media/make-media.mjs');
      const media = await makeMedia({ origin: server.url, only: ['ean13'] });
      const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: [...CHROMIUM_ARGS, ...fakeMediaArgs({ video: media.files.ean13 })] });
      const samples = [];
      const problems = [];
      try {
        for (let run = 0; run < runs; run += 1) {
          // A fresh context per run: nothing cached, and its camera track ends when it closes (the fake camera sends
          // no frames to a new capture while another page holds a live one).
          const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
          try {
            await context.grantPermissions(['camera'], { origin: server.url });
            const page = await context.newPage();
            page.on('pageerror', (error) => problems.push(error.message));
            page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
            await page.addInitScript(scanProbe);
            await page.goto(`${server.url}${PAGE}`);
            await page.waitForSelector('html[data-scanner-page="ready"]', { state: 'attached', timeout: 20_000 });
            const button = page.getByRole('button', { name: SCAN_BUTTON });
            await button.waitFor({ timeout: 20_000 });
            await page.waitForTimeout(200);
            await button.click();
            await page.waitForFunction(() => window.__scanProbe.lookupAt !== null, null, { timeout: 30_000 });
            const probe = await page.evaluate(() => window.__scanProbe);
            const read = probe.readAt ?? probe.foundAt;
            samples.push({ tapToRead: read - probe.tapAt, readToLookup: probe.lookupAt - read, tapToFound: probe.foundAt === null ? null : probe.foundAt - probe.tapAt, viaVibrate: probe.readAt !== null });
            const lookup = await page.evaluate(() => performance.getEntriesByType('resource').find((e) => e.name.includes('productsByUpc'))?.name ?? '');
            if (!lookup.endsWith(`upc=${CODES.ean13}`)) problems.push(`lookup ${lookup} is not of ${CODES.ean13}`);
          } catch (error) {
            problems.push(`run ${run + 1}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
          } finally {
            await context.close();
          }
        }
      } finally {
        await browser.close();
        await media.cleanup();
      }
      console.log(`\nfake camera: ${media.values?.ean13 ?? 'EAN-13'} at 640x480, 10 fps; fallback decoder; ${runs} cold run(s), load average now ${loadAverage()}\n`);
      const col = (key) => samples.map((s) => s[key]).filter((v) => v !== null);
      table(
        ['measure', 'median', 'samples (ms)'],
        [
          ['tap -> first read (vibrate call)', ms(median(col('tapToRead'))), samplesText(col('tapToRead'))],
          ['tap -> "Found {code}" painted', ms(median(col('tapToFound'))), samplesText(col('tapToFound'))],
          ['read -> productsByUpc request start', ms(median(col('readToLookup'))), samplesText(col('readToLookup'))],
        ],
        ['l', 'r', 'l'],
      );
      if (samples.some((s) => !s.viaVibrate)) console.log('\n  note: no navigator.vibrate call in some runs: "read" there is the painted "Found {code}"');
      if (problems.length) console.log(`\n  problems: ${[...new Set(problems)].slice(0, 5).join(' | ')}`);
    },
    { browser: false },
  );
}

export async function run({ args }) {
  scannerSizes();
  console.log('');
  await scannerTimings(args);
}
