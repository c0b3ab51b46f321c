// scripts/wtr.mjs's rule for WebKitGTK's crash: which outputs of a three-engine run get the WebKit part run again.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lastProgress, onlyWebKitCrashed, webKitDiedSilently } from '../../scripts/wtr.mjs';

const bar = '██████████████████████████████';
const line = (engine, done, total, passed, failed, skipped = '') =>
  `\u001b[2K\u001b[1A${engine}: |${bar}| ${done}/${total} test files | ${passed} passed, ${failed} failed${skipped}`;

test('reads the last progress line of each engine', () => {
  const output = [line('Chromium', 10, 63, 100, 0), line('Chromium', 63, 63, 1033, 0), line('WebKit', 48, 63, 828, 0, ', 1 skipped')].join('\n');
  assert.deepEqual(lastProgress(output), {
    Chromium: { done: 63, total: 63, passed: 1033, failed: 0 },
    WebKit: { done: 48, total: 63, passed: 828, failed: 0 },
  });
});

test('wtr exiting mid-WebKit with nothing reported, the others done and green: WebKit runs again', () => {
  const output = [line('Chromium', 63, 63, 1033, 0), line('Firefox', 63, 63, 1032, 0, ', 1 skipped'), line('WebKit', 48, 63, 828, 0, ', 1 skipped'), 'Running tests...'].join('\n');
  assert.equal(webKitDiedSilently(output, 1), true);
  assert.equal(webKitDiedSilently(output, 0), false, 'a green run needs nothing');
});

test('any reported failure, another engine unfinished or failing, or WebKit finished: no second run', () => {
  const done = [line('Chromium', 63, 63, 1033, 0), line('Firefox', 63, 63, 1032, 0)];
  assert.equal(webKitDiedSilently([...done, line('WebKit', 48, 63, 828, 0), ' ❌ a test > failed'].join('\n'), 1), false);
  assert.equal(webKitDiedSilently([line('Chromium', 63, 63, 1030, 3), done[1], line('WebKit', 48, 63, 828, 0)].join('\n'), 1), false);
  assert.equal(webKitDiedSilently([line('Chromium', 60, 63, 1000, 0), done[1], line('WebKit', 48, 63, 828, 0)].join('\n'), 1), false);
  assert.equal(webKitDiedSilently([...done, line('WebKit', 63, 63, 1015, 0)].join('\n'), 1), false);
  assert.equal(webKitDiedSilently([...done, line('WebKit', 40, 63, 700, 1)].join('\n'), 1), false);
});

test('the reported crash: only WebKit lines saying the browser disconnected', () => {
  assert.equal(onlyWebKitCrashed(' ❌ Tests were interrupted because the browser disconnected.  (failed on WebKit)'), true);
  assert.equal(onlyWebKitCrashed(' ❌ Tests were interrupted because the browser disconnected.  (failed on Firefox)'), false);
  assert.equal(onlyWebKitCrashed(' ❌ a test > expected 1 to equal 2  (failed on WebKit)'), false);
});

test('the whole suite in WebKit goes in batches that cover every file once, in order', async () => {
  const { batches, suiteFiles } = await import('../../scripts/wtr.mjs');
  const files = suiteFiles();
  assert.ok(files.length > 50, `the suite's files (${files.length})`);
  assert.ok(files.every((f) => /^test\/(core|machines|state|mocks|components|elements)\/.+\.test\.tsx?$/.test(f)));
  const groups = batches(files, 7);
  assert.deepEqual(groups.flat(), files);
  assert.ok(groups.every((g) => g.length > 0 && g.length <= 7));
});

test("a run's failures are named again with their file and first lines, terminal codes stripped", async () => {
  const { failureReport, stripTerminal } = await import('../../scripts/wtr.mjs');
  const output = [
    '\u001b[2K\u001b[1A\u001b[2K\u001b[Gtest/core/a.test.ts:',
    '',
    ' ❌ tmp > fails on purpose (failed on Firefox)',
    '      AssertionError: expected 1 to equal 2',
    '',
    '      at n.<anonymous> (test/core/a.test.ts:5:17)',
    '\u001b[2K\u001b[Gtest/elements/b.test.ts:',
    ' ❌ b > times out',
    line('Chromium', 2, 2, 1, 1),
  ].join('\n');
  assert.deepEqual(failureReport(output), [
    'test/core/a.test.ts: ❌ tmp > fails on purpose (failed on Firefox)\n    AssertionError: expected 1 to equal 2\n    at n.<anonymous> (test/core/a.test.ts:5:17)',
    `test/elements/b.test.ts: ❌ b > times out\n    ${stripTerminal(line('Chromium', 2, 2, 1, 1))}`,
  ]);
  assert.deepEqual(failureReport(line('Chromium', 2, 2, 2, 0)), [], 'a green run reports nothing');
});

test("a page's session going away under the runner: those files again in that engine; a test's own failure: none", async () => {
  const { sessionTroubleFiles } = await import('../../scripts/wtr.mjs');
  const seen = [
    'test/core/client.test.ts:',
    ' ❌ Protocol error (Emulation.setTouchEmulationEnabled): Session closed. Most likely the page has been closed.  (failed on Chromium)',
    '    TargetCloseError: Protocol error (Emulation.setTouchEmulationEnabled): Session closed.',
    ' ❌ Error: Session 6v6-uaj2D1IRbei-xz4ae is already stopped  (failed on Chromium)',
  ];
  assert.deepEqual(sessionTroubleFiles(seen.join('\n')), new Map([['chromium', new Set(['test/core/client.test.ts'])]]));
  assert.deepEqual(sessionTroubleFiles(['test/a.test.ts:', ' ❌ Session closed'].join('\n'), 'firefox'), new Map([['firefox', new Set(['test/a.test.ts'])]]));
  assert.equal(sessionTroubleFiles(['test/a.test.ts:', ' ❌ Session closed'].join('\n')), null, 'no engine named');
  assert.equal(sessionTroubleFiles([...seen, 'test/b.test.ts:', ' ❌ b > works (failed on Firefox)', '   AssertionError'].join('\n')), null);
  assert.equal(sessionTroubleFiles(' ❌ Tests were interrupted because the browser disconnected.  (failed on WebKit)'), null);
  assert.equal(sessionTroubleFiles(''), null);
});

test('a session-trouble rerun needs every engine through all its files, names only its own files, and never takes a test title', async () => {
  const { allFilesRan, sessionTroubleFiles, withoutFiles } = await import('../../scripts/wtr.mjs');
  assert.equal(allFilesRan([line('Chromium', 109, 109, 1467, 0), line('Firefox', 109, 109, 1466, 0)].join('\n')), true);
  assert.equal(allFilesRan([line('Chromium', 60, 109, 800, 0), line('Firefox', 109, 109, 1466, 0)].join('\n')), false, 'Chromium stopped early');
  assert.equal(allFilesRan('no progress at all'), false);
  assert.deepEqual(withoutFiles(['--files', 'test/a.test.ts', 'test/b/*.ts', '--watch']), ['--watch']);
  assert.equal(sessionTroubleFiles(['test/a.test.ts:', ' ❌ suite > stops when the session is already stopped (failed on Chromium)'].join('\n')), null);
});

test("a whole-suite run's failed tests in Chromium or Firefox: their files, per engine, at most 3, every failure named", async () => {
  const { failedTestFiles } = await import('../../scripts/wtr.mjs');
  // The clean-clone run of 2026-12-07 (80ea606): two tests of one file failed in Firefox.
  const seen = [
    '\u001b[2K\u001b[1A\u001b[2K\u001b[Gtest/elements/sg-header.test.ts:',
    ' ❌ <sg-header> buttons and events > sticks after 125 px of scrolling (failed on Firefox)',
    '      AssertionError: expected false to equal true',
    ' ❌ <sg-header> texts from the message catalogue > speaks fr-CA (failed on Firefox)',
    '      Error: Timed out waiting for the French skip link',
    line('Chromium', 110, 110, 1486, 0),
    line('Firefox', 110, 110, 1483, 2, ', 1 skipped'),
  ];
  assert.deepEqual(failedTestFiles(seen.join('\n')), new Map([['firefox', new Set(['test/elements/sg-header.test.ts'])]]));
  const two = [...seen, 'test/core/a.test.ts:', ' ❌ a > b (failed on Chromium)', 'test/core/c.test.ts:', ' ❌ c > d (failed on Firefox)'];
  assert.deepEqual(
    failedTestFiles(two.join('\n')),
    new Map([
      ['firefox', new Set(['test/elements/sg-header.test.ts', 'test/core/c.test.ts'])],
      ['chromium', new Set(['test/core/a.test.ts'])],
    ]),
  );
  assert.equal(failedTestFiles([...two, 'test/core/e.test.ts:', ' ❌ e > f (failed on Firefox)'].join('\n')), null, 'four files: a breakage, no rerun');
  assert.equal(failedTestFiles(' ❌ a failure under no file (failed on Firefox)'), null);
  // wtr names no engine when a test failed in every engine of the run.
  assert.equal(failedTestFiles(['test/core/a.test.ts:', ' ❌ a > b'].join('\n')), null, 'no engine named, none known');
  assert.deepEqual(
    failedTestFiles(['test/core/a.test.ts:', ' ❌ a > b'].join('\n'), ['chromium', 'firefox']),
    new Map([
      ['chromium', new Set(['test/core/a.test.ts'])],
      ['firefox', new Set(['test/core/a.test.ts'])],
    ]),
  );
  assert.deepEqual(failedTestFiles(['test/core/a.test.ts:', ' ❌ a > b (failed on Chromium, WebKit)'].join('\n')), new Map([['chromium', new Set(['test/core/a.test.ts'])], ['webkit', new Set(['test/core/a.test.ts'])]]));
  assert.equal(failedTestFiles(line('Firefox', 110, 110, 1485, 0)), null, 'nothing failed');
});
