// The support matrix is enforced (docs/page-setup.md, "Supported browsers"): ESLint's own API lints snippets as if they were files
// of the repository, with the repository's config and package.json's "browserslist". A platform API newer than the
// matrix fails in shipped code (src/, elements/, machines/), guarded or not, unless its guard is named on the line;
// tests, mocks, stories, scripts and the demo may use anything. Run by `npm run lint`, after ESLint itself.
import assert from 'node:assert/strict';
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = realpathSync(fileURLToPath(new URL('../..', import.meta.url)));
const eslint = new ESLint({ cwd: ROOT });

/** The rule ids and messages ESLint reports for `code` as the file at `path`. */
async function lint(path, code) {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

// requestIdleCallback: not in Safari (16.4 is the matrix's oldest), nor in any later Safari the data knows.
const IDLE = 'export const idle = (f: () => void) => requestIdleCallback(f);\n';

describe('eslint-plugin-compat on the shipped code', () => {
  for (const path of ['src/components/header/probe.ts', 'src/core/probe.ts', 'elements/probe.ts', 'machines/header/probe.ts', 'src/components/search/Probe.tsx']) {
    test(`an API outside the matrix fails in ${path}`, async () => {
      const messages = await lint(path, IDLE);
      assert.equal(messages.length, 1, messages.join('\n'));
      assert.match(messages[0], /^compat\/compat: requestIdleCallback is not supported in Safari 16\.4, iOS Safari 16\.4$/);
    });
  }

  test('inside an if that guards something else it still fails (the plugin would excuse any if by itself)', async () => {
    const messages = await lint('src/components/header/probe.ts', 'export function later(open: boolean, f: () => void) {\n  if (open) requestIdleCallback(f);\n}\n');
    assert.deepEqual(messages, ['compat/compat: requestIdleCallback is not supported in Safari 16.4, iOS Safari 16.4']);
  });

  test('a real guard passes when the line names it, and only then', async () => {
    const guarded = [
      'export function later(f: () => void) {',
      "  if (typeof requestIdleCallback !== 'function') return setTimeout(f, 1);",
      '  // eslint-disable-next-line compat/compat -- guarded by the typeof check above',
      '  return requestIdleCallback(f);',
      '}',
      '',
    ].join('\n');
    assert.deepEqual(await lint('src/components/header/probe.ts', guarded), []);
    assert.equal((await lint('src/components/header/probe.ts', guarded.replace(/ *\/\/ eslint-disable.*\n/, ''))).length, 1);
  });

  test('what every browser of the matrix has passes (structuredClone, Object.hasOwn, BroadcastChannel)', async () => {
    const code = "export const copy = (o: object) => (Object.hasOwn(o, 'a') ? structuredClone(o) : new BroadcastChannel('x'));\n";
    assert.deepEqual(await lint('src/state/probe.ts', code), []);
  });

  test('APIs beyond the matrix that the plugin does not know fail too (Array copying methods, URL.canParse)', async () => {
    const messages = await lint('src/core/probe.ts', "export const f = (xs: number[]) => (URL.canParse('/a') ? xs.toSorted() : xs);\n");
    assert.equal(messages.length, 2, messages.join('\n'));
    assert.ok(messages.every((m) => m.startsWith('no-restricted-properties: ')), messages.join('\n'));
  });
});

describe('code that does not ship', () => {
  for (const path of ['test/elements/probe.test.ts', 'mocks/probe.ts', 'stories/Probe.stories.tsx', 'demo/probe.ts', 'src/components/header/probe.css.ts']) {
    test(`${path} is not checked against the matrix`, async () => {
      assert.deepEqual(await lint(path, IDLE), []);
    });
  }
});
