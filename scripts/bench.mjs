// Size and page-quality figures for the built library (run `npm run build && npm run build:demo` first):
//   (a) raw / gzip / brotli bytes of every file of dist/ that a page can load;
//   (b) the eager code of each entry: the entry plus every chunk reachable through static imports (dynamic import()
//       excluded), in brotli bytes, with and without the React chunk, checked against the size goal;
//   (c) Lighthouse on the demo page (mobile default config, or desktop with --desktop).
// Prints figures; it is not a test and exits 0 unless dist/ is missing. Lighthouse failures are printed, not fatal.
//   node scripts/bench.mjs [--desktop] [--no-lighthouse]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { startServer } from './serve.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const DIST = join(ROOT, 'dist');
const args = new Set(process.argv.slice(2));
const GOAL = { element: 'sg-gift-card-balance', limitBytes: 30_000, label: '30 kB brotli' };
const LIGHTHOUSE_TIMEOUT_MS = 150_000;

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const rel = (file) => relative(DIST, file).replaceAll('\\', '/');

function table(headers, rows, align) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells.map((c, i) => (align[i] === 'r' ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join('  ').trimEnd();
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

// ---------------------------------------------------------------------------------------------------------------
// (a) File sizes

const sizeCache = new Map();
function sizes(file) {
  let s = sizeCache.get(file);
  if (!s) {
    const data = readFileSync(file);
    s = {
      raw: data.length,
      gzip: gzipSync(data, { level: 9 }).length,
      brotli: brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }).length,
    };
    sizeCache.set(file, s);
  }
  return s;
}

const jsIn = (dir) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.js'))
        .sort()
        .map((f) => join(dir, f))
    : [];

if (!existsSync(join(DIST, 'index.js'))) {
  console.error('dist/index.js not found: run `npm run build` first.');
  process.exit(1);
}

const entries = [join(DIST, 'index.js'), ...jsIn(join(DIST, 'elements'))];
const files = [...entries, ...jsIn(join(DIST, 'chunks'))];

console.log('sg-elements bench\n');
console.log('(a) dist files (bytes; gzip level 9, brotli quality 11)\n');
{
  const rows = files.map((f) => {
    const s = sizes(f);
    return [rel(f), s.raw, s.gzip, s.brotli];
  });
  const total = files.reduce((t, f) => {
    const s = sizes(f);
    return { raw: t.raw + s.raw, gzip: t.gzip + s.gzip, brotli: t.brotli + s.brotli };
  }, { raw: 0, gzip: 0, brotli: 0 });
  rows.push(['total', total.raw, total.gzip, total.brotli]);
  table(['file', 'raw', 'gzip', 'brotli'], rows, ['l', 'r', 'r', 'r']);
}

// ---------------------------------------------------------------------------------------------------------------
// (b) Eager code per entry

/** Relative specifiers of the static imports and re-exports of a minified ES module (not dynamic import()). */
function staticImports(source) {
  const found = new Set();
  // `import"./x.js"`, `import{a}from"./x.js"`, `export{a}from"./x.js"`, `export*from"./x.js"`; `import("./x.js")`
  // never matches because a quote must follow `import` directly.
  const pattern = /(?:\bfrom|\bimport)\s*(["'])(\.{1,2}\/[^"']+)\1/g;
  for (const match of source.matchAll(pattern)) found.add(match[2]);
  return [...found];
}

/** The entry and every file reachable from it through static imports. */
function eagerClosure(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of staticImports(readFileSync(file, 'utf8'))) {
      const target = resolve(dirname(file), spec);
      if (existsSync(target)) visit(target);
      else console.warn(`  warning: ${rel(file)} imports missing ${spec}`);
    }
  };
  visit(entry);
  return [...seen];
}

const isReact = (file) => /(^|\/)chunks\/react-[^/]+\.js$/.test(rel(file));

console.log('\n(b) eager code per entry: the entry + chunks reachable by static import (brotli bytes, summed per file)\n');
let goalResult = null;
{
  const rows = [];
  for (const entry of entries) {
    const closure = eagerClosure(entry);
    const brotli = closure.reduce((sum, f) => sum + sizes(f).brotli, 0);
    const withoutReact = closure.filter((f) => !isReact(f)).reduce((sum, f) => sum + sizes(f).brotli, 0);
    const chunks = closure.filter((f) => f !== entry).map((f) => rel(f).replace(/\.js$/, ''));
    rows.push([rel(entry), brotli, kB(brotli), withoutReact, kB(withoutReact), chunks.join(', ') || '-']);
    if (rel(entry) === `elements/${GOAL.element}.js`) goalResult = withoutReact;
  }
  table(['entry', 'eager', '', 'eager w/o react', '', 'statically imported files'], rows, ['l', 'r', 'r', 'r', 'r', 'l']);
  console.log('');
  if (goalResult === null) {
    console.log(`FAIL  goal "${GOAL.element} eager code beyond the React chunk < ${GOAL.label}": dist/elements/${GOAL.element}.js not found`);
  } else {
    const pass = goalResult < GOAL.limitBytes;
    console.log(
      `${pass ? 'PASS' : 'FAIL'}  goal "${GOAL.element} eager code beyond the React chunk < ${GOAL.label}": ` +
        `${goalResult} bytes (${kB(goalResult)}, ${(goalResult / 1024).toFixed(1)} KiB)`,
    );
  }
}

// ---------------------------------------------------------------------------------------------------------------
// (c) Lighthouse

async function lighthouseRun(url, desktop) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const chromePath = findChromium();
  if (!chromePath) throw new Error('no Chromium found (set CHROME_PATH or run `node scripts/chromium.mjs`)');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  let timer;
  try {
    const config = desktop ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
    const run = lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] },
      config,
    );
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Lighthouse took longer than ${LIGHTHOUSE_TIMEOUT_MS / 1000} s`)), LIGHTHOUSE_TIMEOUT_MS);
    });
    const result = await Promise.race([run, timeout]);
    if (!result?.lhr) throw new Error('Lighthouse returned no report');
    return result.lhr;
  } finally {
    clearTimeout(timer);
    try {
      chrome.kill();
    } catch {
      /* already gone */
    }
  }
}

/** The figures of one report. */
function figures(lhr) {
  const score = (id) => {
    const s = lhr.categories[id]?.score;
    return typeof s === 'number' ? Math.round(s * 100) : null;
  };
  const value = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
  };
}

const ms = (v) => (v === null ? 'n/a' : `${Math.round(v)} ms`);
const secs = (v) => (v === null ? 'n/a' : `${(v / 1000).toFixed(1)} s`);
const num = (v, digits = 0) => (v === null ? 'n/a' : v.toFixed(digits));

if (args.has('--no-lighthouse')) {
  console.log('\n(c) Lighthouse: skipped (--no-lighthouse)');
} else {
  const desktop = args.has('--desktop');
  const runsArg = [...args].find((a) => a.startsWith('--runs='));
  const wanted = Math.min(5, Math.max(1, Number(runsArg?.slice('--runs='.length)) || 3));
  const budgetMs = 120_000; // no new run starts after this, so the bench stays well under 3 minutes
  console.log(
    `\n(c) Lighthouse 12 on the demo page, ${desktop ? 'desktop config (simulated 10 Mbps / 40 ms RTT, no CPU slowdown)' : 'mobile default config (Moto G Power emulation, simulated slow 4G, 4x CPU slowdown)'}; ` +
      `up to ${wanted} runs, median by performance score\n`,
  );
  if (!existsSync(join(ROOT, 'demo', 'build', 'reference-api.js'))) {
    console.log('  note: demo/build/reference-api.js missing (run `npm run build:demo`); the page will log errors.\n');
  }
  const started = Date.now();
  let server;
  const reports = [];
  try {
    server = await startServer({ port: 0, quiet: true });
    for (let i = 0; i < wanted && (i === 0 || Date.now() - started < budgetMs); i++) {
      try {
        reports.push(await lighthouseRun(`${server.url}/`, desktop));
      } catch (error) {
        console.log(`  run ${i + 1}: Lighthouse failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (reports.length) {
      const rows = reports.map((lhr, i) => {
        const f = figures(lhr);
        return [`run ${i + 1}`, num(f.performance), num(f.accessibility), num(f.bestPractices), ms(f.tbt), num(f.cls, 3), secs(f.fcp), secs(f.lcp)];
      });
      const sorted = [...reports].sort((a, b) => (figures(a).performance ?? 0) - (figures(b).performance ?? 0));
      const median = sorted[Math.floor((sorted.length - 1) / 2)];
      const m = figures(median);
      rows.push(['median', num(m.performance), num(m.accessibility), num(m.bestPractices), ms(m.tbt), num(m.cls, 3), secs(m.fcp), secs(m.lcp)]);
      table(['', 'performance', 'accessibility', 'best-practices', 'TBT', 'CLS', 'FCP', 'LCP'], rows, ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r']);

      // Where the main-thread time goes in the median run: script evaluation per file, as Lighthouse attributes it.
      const bootup = (median.audits['bootup-time']?.details?.items ?? [])
        .filter((item) => typeof item.url === 'string' && item.url.startsWith(server.url))
        .slice(0, 6)
        .map((item) => [new URL(item.url).pathname, ms(item.total), ms(item.scripting)]);
      if (bootup.length) {
        console.log('\nmain-thread time per file in the median run (Lighthouse bootup-time):\n');
        table(['file', 'total', 'scripting'], bootup, ['l', 'r', 'r']);
      }
      const failing = Object.values(median.categories)
        .filter((c) => c.id !== 'performance')
        .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => median.audits[r.id]))
        .filter((a) => a && typeof a.score === 'number' && a.score < 1);
      if (failing.length) console.log(`\naudits below 100 (accessibility / best practices): ${failing.map((a) => a.id).join(', ')}`);
      if (median.runtimeError) console.log(`\nruntime error: ${median.runtimeError.code} ${median.runtimeError.message}`);
      for (const warning of median.runWarnings ?? []) console.log(`warning: ${warning}`);
    }
    console.log(`\n(${reports.length} Lighthouse run(s) in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    console.log(`  Lighthouse failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await server?.close();
  }
}

// Lighthouse may leave handles (sockets, timers) behind; the figures are printed, so leave now.
process.exit(0);
