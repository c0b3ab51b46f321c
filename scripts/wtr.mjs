// The browser suite (@web/test-runner, all three engines; arguments go to wtr), with one rule of our own: when the
// only failures are WebKit's browser going away (WebKitGTK 2.50's web process segfaults now and then, at the same
// instruction each time, a null read at 0x16 in libwebkit2gtk: 5 times in about 6 hours of runs on this machine,
// 3 of them during sg-header's test file), the WebKit part runs once more in a fresh browser, and the run says so. A failed
// assertion, a failure in another engine, or a second crash fails the run as before.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

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

const first = await run({});
if (first.code === 0) process.exit(0);
if (!onlyWebKitCrashed(first.output)) process.exit(first.code);
console.log('\n# WebKit\'s browser went away mid-run (no test failed): running the WebKit part once more in a fresh browser.\n');
const again = await run({ SG_ENGINES: 'webkit' });
console.log(again.code === 0 ? '\n# WebKit passed on its second run (its first browser crashed).' : '\n# WebKit failed on its second run too.');
process.exit(again.code);
