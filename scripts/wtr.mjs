// The browser suite (@web/test-runner, all three engines; arguments go to wtr), with one rule of our own: when the
// only failures are WebKit's browser going away (WebKitGTK 2.50's web process segfaults now and then, at the same
// instruction each time, a null read at 0x16 in libwebkit2gtk: 7 times in about 8 hours of runs on this machine,
// 4 of them during sg-header's test file; wtr then reports the browser disconnected, or exits with nothing reported), the WebKit part runs once more in a fresh browser, and the run says so. A failed
// assertion, a failure in another engine, or a second crash fails the run as before.
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The package's own bin (its exports map does not name the file).
const WTR = fileURLToPath(new URL('../node_modules/@web/test-runner/dist/bin.js', import.meta.url));
const args = process.argv.slice(2);

function run(env) {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, [WTR, ...args], { env: { ...process.env, ...env }, stdio: ['inherit', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Whether every failure reported is WebKit's browser disconnecting (or its session gone with it). */
export function onlyWebKitCrashed(output, webkitAlone = (process.env.SG_ENGINES ?? '').trim().toLowerCase() === 'webkit') {
  const failures = output.split('\n').filter((line) => line.includes('❌'));
  if (failures.length === 0) return false;
  return failures.every(
    (line) =>
      // With several engines wtr names the one that failed; with WebKit alone it names none.
      (/\(failed on WebKit\)\s*$/.test(line) || (webkitAlone && !line.includes('(failed on'))) &&
      (line.includes('Tests were interrupted because the browser disconnected') || line.includes('invalid session id')),
  );
}

/** Each engine's last progress line: "Chromium: |███| 63/63 test files | 1033 passed, 0 failed". */
export function lastProgress(output) {
  const last = {};
  for (const m of output.matchAll(/(Chromium|Firefox|WebKit):\s*\|[^|]*\|\s*(\d+)\/(\d+) test files \| (\d+) passed, (\d+) failed/g)) {
    last[m[1]] = { done: Number(m[2]), total: Number(m[3]), passed: Number(m[4]), failed: Number(m[5]) };
  }
  return last;
}

/**
 * The other way WebKit's crash ends a run: wtr itself exits non-zero in the middle of WebKit's files with nothing
 * reported (a clean-clone run, 2026-11-27: dmesg's segfault at the second the output stopped, WebKit at 48 of 63 files).
 * True when no failure was reported, every other engine finished all its files with none failed, and WebKit had not.
 */
export function webKitDiedSilently(output, code) {
  if (code === 0 || output.split('\n').some((line) => line.includes('❌'))) return false;
  const progress = lastProgress(output);
  const webkit = progress.WebKit;
  if (!webkit || webkit.failed > 0 || webkit.done >= webkit.total) return false;
  return Object.entries(progress).every(([engine, p]) => engine === 'WebKit' || (p.done === p.total && p.failed === 0));
}

async function main() {
  const first = await run({});
  if (first.code === 0) return 0;
  if (!onlyWebKitCrashed(first.output) && !webKitDiedSilently(first.output, first.code)) return first.code;
  console.log("\n# WebKit's browser went away mid-run (no test failed): running the WebKit part once more in a fresh browser.\n");
  const again = await run({ SG_ENGINES: 'webkit' });
  console.log(again.code === 0 ? '\n# WebKit passed on its second run (its first browser crashed).' : '\n# WebKit failed on its second run too.');
  return again.code;
}

// Imported by its test (test/lint/wtr-retry.test.mjs): only a direct run runs the suite.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(await main());
