// The end-to-end tests (test/e2e/, node --test) once per engine: Chromium, Firefox, WebKit, or those SG_ENGINES names
// (the files that open no browser with the first engine only).
// Each run gets SG_E2E_ENGINE (test/e2e/engines/index.mjs picks the browser from it); extra arguments go to
// node --test (e.g. `node scripts/e2e.mjs test/e2e/cart.test.mjs`, `--test-name-pattern=drawer`). Prints the counts
// per engine at the end; fails when any engine failed.
// The builds: the whole suite (no files, no SG_ENGINES) runs on the React build in every engine, then once more on the
// lite build (dist/lite/, Preact's compat layer; issue 27) in Chromium, without the files that test the npm build
// only (LITE_SKIPS). SG_E2E_BUILD=lite runs the lite build alone (in SG_ENGINES' engines); a narrowed run without it,
// the React build alone.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { selectedEngines } from './browsers.mjs';

const args = process.argv.slice(2);
const files = args.filter((arg) => !arg.startsWith('-'));
const options = args.filter((arg) => arg.startsWith('-'));

/**
 * Files that open no browser (the package's tarball, bundles, published types and manifest): the same in every
 * engine, so they run with the first engine only.
 */
const ENGINE_FREE = new Set(['test/e2e/package.test.mjs']);
/**
 * Files that test the npm build (the tarball, the example apps built from it), never the CDN build: not run on the lite
 * build, which is a CDN build only.
 */
const LITE_SKIPS = new Set(['test/e2e/package.test.mjs', 'test/e2e/examples.test.mjs']);
/**
 * The lite build's engine in a whole-suite run: Chromium only. The lite build differs from the React build in its
 * renderer (plain JavaScript, the same in every engine); what differs between engines is covered by the React build's
 * run in all three. SG_E2E_BUILD=lite SG_ENGINES=firefox (or webkit) runs it elsewhere.
 */
const LITE_ENGINES = ['chromium'];
const ALL = readdirSync('test/e2e')
  .filter((name) => name.endsWith('.test.mjs'))
  .map((name) => `test/e2e/${name}`);

function run(engine, first, build = 'react') {
  const targets = (files.length ? files : ALL.filter((file) => first || !ENGINE_FREE.has(file))).filter(
    (file) => build === 'react' || !LITE_SKIPS.has(file),
  );
  return new Promise((resolve) => {
    const started = Date.now();
    // --test-force-exit: a file's process ends once its tests and hooks are done, even if a browser's leftovers (a
    // MiniBrowser still connected to the server) would keep it alive (test/e2e/helpers.mjs, closeWithin).
    const child = spawn(process.execPath, ['--test', '--test-concurrency=1', '--test-force-exit', ...options, ...targets], {
      env: { ...process.env, SG_E2E_ENGINE: engine, SG_E2E_BUILD: build },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const counts = {};
    const failed = [];
    let tail = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      const text = tail + chunk;
      const lines = text.split('\n');
      tail = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^# (tests|pass|fail|cancelled|skipped|todo) (\d+)$/.exec(line);
        if (match) counts[match[1]] = Number(match[2]);
        // TAP's failing tests (a file's and its tests', nested), named again in the summary: CI keeps the log's tail.
        // A `# TODO` test is reported `not ok` without failing the run: not named.
        const notOk = /^(\s*)not ok \d+ - (.*)$/.exec(line);
        if (notOk && !/ # TODO\b/.test(notOk[2])) failed.push(`${notOk[1]}${notOk[2]}`);
      }
    });
    child.on('exit', (code) => resolve({ engine, build, code, counts, failed, seconds: Math.round((Date.now() - started) / 1000) }));
  });
}

const narrowed = files.length > 0 || Boolean(process.env.SG_ENGINES);
const asked = process.env.SG_E2E_BUILD;
if (asked && asked !== 'react' && asked !== 'lite') {
  console.error(`SG_E2E_BUILD must be react or lite, not "${asked}"`);
  process.exit(2);
}
/** [engine, build] pairs, in order. */
const runs = asked
  ? selectedEngines().map((engine) => [engine, asked])
  : [...selectedEngines().map((engine) => [engine, 'react']), ...(narrowed ? [] : LITE_ENGINES.map((engine) => [engine, 'lite']))];
const results = [];
for (const [index, [engine, build]] of runs.entries()) {
  console.log(`\n# e2e in ${engine}${build === 'lite' ? ' on the lite build (dist/lite/)' : ''}`);
  results.push(await run(engine, index === 0, build));
}
console.log('\n# e2e summary');
for (const { engine, build, code, counts, failed, seconds } of results) {
  const label = build === 'lite' ? `${engine} lite` : engine;
  console.log(
    `# ${label.padEnd(8)} ${code === 0 ? 'passed' : 'FAILED'}: ${counts.pass ?? 0} passed, ${counts.fail ?? 0} failed, ` +
      `${counts.skipped ?? 0} skipped, ${counts.cancelled ?? 0} cancelled of ${counts.tests ?? 0} (${seconds} s)`,
  );
  for (const name of failed) console.log(`#   not ok: ${name}`);
}
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
