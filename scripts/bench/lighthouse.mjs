// Section "lighthouse": Lighthouse 12 on the demo page (mobile default config, or desktop with --desktop), up to 3
// runs (--runs=N, at most 5), the median run by performance score, and that run's main-thread time per file.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath, withBrowser } from './browser.mjs';
import { ROOT } from './dist.mjs';
import { message, ms, num, secs, table } from './report.mjs';

export const name = 'lighthouse';
export const title = 'Lighthouse on the demo page (median of 3 runs)';

const TIMEOUT_MS = 150_000;
const BUDGET_MS = 120_000; // no new run starts after this, so the section stays well under 3 minutes

async function lighthouseRun(url, desktop) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
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
      timer = setTimeout(() => reject(new Error(`Lighthouse took longer than ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
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

/** Where the main-thread time goes in a run: script evaluation per file of the page, as Lighthouse attributes it. */
function perScript(lhr, origin) {
  const bootup = (lhr.audits['bootup-time']?.details?.items ?? [])
    .filter((item) => typeof item.url === 'string' && item.url.startsWith(origin))
    .slice(0, 6)
    .map((item) => [new URL(item.url).pathname, ms(item.total), ms(item.scripting)]);
  if (!bootup.length) return;
  console.log('\nmain-thread time per file in the median run (Lighthouse bootup-time):\n');
  table(['file', 'total', 'scripting'], bootup, ['l', 'r', 'r']);
}

export async function run({ args }) {
  const desktop = args.has('--desktop');
  const runsArg = [...args].find((a) => a.startsWith('--runs='));
  const wanted = Math.min(5, Math.max(1, Number(runsArg?.slice('--runs='.length)) || 3));
  console.log(
    `Lighthouse 12 on the demo page, ${desktop ? 'desktop config (simulated 10 Mbps / 40 ms RTT, no CPU slowdown)' : 'mobile default config (Moto G Power emulation, simulated slow 4G, 4x CPU slowdown)'}; ` +
      `up to ${wanted} runs, median by performance score\n`,
  );
  if (!existsSync(join(ROOT, 'demo', 'build', 'reference-api.js'))) {
    console.log('  note: demo/build/reference-api.js missing (run `npm run build:demo`); the page will log errors.\n');
  }
  await withBrowser(
    'Lighthouse',
    async ({ server }) => {
      const started = Date.now();
      const reports = [];
      for (let i = 0; i < wanted && (i === 0 || Date.now() - started < BUDGET_MS); i++) {
        try {
          reports.push(await lighthouseRun(`${server.url}/`, desktop));
        } catch (error) {
          console.log(`  run ${i + 1}: Lighthouse failed: ${message(error)}`);
        }
      }
      console.log(`\n${reports.length} Lighthouse run(s)\n`);
      if (!reports.length) return;
      const row = (title, f) => [title, num(f.performance), num(f.accessibility), num(f.bestPractices), ms(f.tbt), num(f.cls, 3), secs(f.fcp), secs(f.lcp)];
      const rows = reports.map((lhr, i) => row(`run ${i + 1}`, figures(lhr)));
      const sorted = [...reports].sort((a, b) => (figures(a).performance ?? 0) - (figures(b).performance ?? 0));
      const median = sorted[Math.floor((sorted.length - 1) / 2)];
      rows.push(row(`median (run ${reports.indexOf(median) + 1})`, figures(median)));
      table(
        ['', 'performance', 'accessibility', 'best-practices', 'TBT', 'CLS', 'FCP', 'LCP'],
        rows,
        ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
      );
      perScript(median, server.url);

      const failing = Object.values(median.categories)
        .filter((c) => c.id !== 'performance')
        .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => median.audits[r.id]))
        .filter((a) => a && typeof a.score === 'number' && a.score < 1);
      if (failing.length) console.log(`\naudits below 100 (accessibility / best practices): ${failing.map((a) => a.id).join(', ')}`);
      if (median.runtimeError) console.log(`\nruntime error: ${median.runtimeError.code} ${median.runtimeError.message}`);
      for (const warning of median.runWarnings ?? []) console.log(`warning: ${warning}`);
    },
    { browser: false, referenceApi: false },
  );
}
