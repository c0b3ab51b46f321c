// The published package (issue 13 part 1): what `npm pack` puts in the tarball, and that an app's bundler gets ONE
// React from the npm build (dist/npm/, runtime libraries kept as imports) while the CDN build (dist/, `sg-elements/cdn/*`)
// carries its own. Run after `npm run build` (as `npm test` does). No browser: esbuild bundles a small app as a
// React 19 app's bundler would, with the package and React installed side by side in a temp node_modules.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { parseAst } from 'rollup/parseAst';

const ROOT = realpathSync(fileURLToPath(new URL('../..', import.meta.url)));

describe('npm pack', () => {
  test('the tarball holds both builds, the types, the manifest and the schema, and nothing of the demo, mocks, stories or tests', () => {
    const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const files = JSON.parse(out)[0].files.map((f) => f.path);
    for (const required of [
      'package.json',
      'dist/npm/react.js',
      'dist/types/elements/react.d.ts',
      'dist/types/elements/jsx.d.ts',
      'dist/types/elements/vue.d.ts',
      'README.md',
      'dist/index.js',
      'dist/elements/sg-header.js',
      'dist/npm/index.js',
      'dist/npm/elements/sg-header.js',
      'dist/npm/elements/sg-search.js',
      'dist/types/elements/index.d.ts',
      'dist/types/elements/sg-header.d.ts',
      'dist/custom-elements.json',
      'dist/sg-config.schema.json',
    ]) {
      assert.ok(files.includes(required), `${required} is in the tarball`);
    }
    const stray = files.filter((f) => /^(mocks|demo|stories|test|scripts|src|machines|elements|node_modules|storybook-static|examples)\//.test(f) || /\.map$/.test(f));
    assert.deepEqual(stray, [], 'files that must not be published');
    // The CDN build's React chunk is there for <script> pages; the npm build has no React of its own.
    assert.ok(files.some((f) => /^dist\/chunks\/react-[\w-]+\.js$/.test(f)));
    assert.ok(!files.some((f) => /^dist\/npm\/chunks\/react-/.test(f)));
  });
});

describe('an app bundling the package', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sg-elements-app-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const modules = join(dir, 'node_modules');
  mkdirSync(modules);
  // The app's own React and the package, installed side by side (as npm would, with one React at the top level).
  symlinkSync(ROOT, join(modules, 'sg-elements'), 'dir');
  for (const name of ['react', 'react-dom', 'scheduler']) symlinkSync(join(ROOT, 'node_modules', name), join(modules, name), 'dir');

  async function bundle(specifier) {
    const entry = join(dir, `app-${specifier.replace(/\W+/g, '-')}.js`);
    writeFileSync(
      entry,
      [
        "import { createElement } from 'react';",
        "import { createRoot } from 'react-dom/client';",
        `import '${specifier}';`,
        "createRoot(document.getElementById('app')).render(createElement('sg-search', { 'min-chars': '2' }));",
      ].join('\n'),
    );
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'browser',
      absWorkingDir: dir,
      // The package's own dependencies resolve from its install (here: the repository's node_modules).
      nodePaths: [join(ROOT, 'node_modules')],
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    return Object.keys(result.metafile.inputs).map((input) => realpathSync(join(dir, input)));
  }

  const reactDomCopies = (inputs) => inputs.filter((p) => /react-dom-client\.production\.js$/.test(p) || /\/dist\/(npm\/)?chunks\/react-[\w-]+\.js$/.test(p));

  test('the npm build (sg-elements/elements/sg-search.js) shares the app\'s React: one React DOM in the bundle', async () => {
    const inputs = await bundle('sg-elements/elements/sg-search.js');
    assert.ok(inputs.some((p) => p.startsWith(join(ROOT, 'dist', 'npm'))), 'the npm build is what the app got');
    assert.deepEqual(reactDomCopies(inputs), [join(ROOT, 'node_modules', 'react-dom', 'cjs', 'react-dom-client.production.js')]);
    assert.equal(inputs.filter((p) => /\/react\/cjs\/react\.production\.js$/.test(p)).length, 1, 'one React');
  });

  test('the React wrappers (sg-elements/react) bring no element code and no React of their own', async () => {
    const inputs = await bundle('sg-elements/react');
    assert.ok(inputs.includes(join(ROOT, 'dist', 'npm', 'react.js')));
    assert.deepEqual(inputs.filter((p) => p.startsWith(join(ROOT, 'dist')) && p !== join(ROOT, 'dist', 'npm', 'react.js')), []);
    assert.equal(reactDomCopies(inputs).length, 1);
  });

  test('the CDN build (sg-elements/cdn/elements/sg-search.js) carries its own React: two in the same app', async () => {
    const inputs = await bundle('sg-elements/cdn/elements/sg-search.js');
    const copies = reactDomCopies(inputs);
    assert.equal(copies.length, 2, copies.join(', '));
    assert.ok(copies.some((p) => /\/dist\/chunks\/react-[\w-]+\.js$/.test(p)));
  });
});

describe('the published types', () => {
  test('a strict TypeScript project with skipLibCheck: false type-checks an app using the elements, their events and React JSX', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sg-elements-types-'));
    try {
      mkdirSync(join(dir, 'node_modules'));
      symlinkSync(ROOT, join(dir, 'node_modules', 'sg-elements'), 'dir');
      for (const name of ['react', 'react-dom']) symlinkSync(join(ROOT, 'node_modules', name), join(dir, 'node_modules', name), 'dir');
      mkdirSync(join(dir, 'node_modules', '@types'));
      symlinkSync(join(ROOT, 'node_modules', '@types', 'react'), join(dir, 'node_modules', '@types', 'react'), 'dir');
      const compilerOptions = { strict: true, skipLibCheck: false, noEmit: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', jsx: 'react-jsx', lib: ['ES2023', 'DOM', 'DOM.Iterable'], types: [] };
      writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['app.tsx'] }));
      writeFileSync(
        join(dir, 'app.tsx'),
        [
          "import type {} from 'sg-elements/jsx';",
          "import { showToast, type SgSearchDetail } from 'sg-elements';",
          "import 'sg-elements/elements/sg-search.js';",
          'export const App = () => <sg-search min-chars="2" featuredCategories={[{ label: "Camping", url: "/c/camping" }]} onsg-search={(e) => showToast({ variant: "success", message: e.detail.term })} />;',
          "const search = document.querySelector('sg-search')!;",
          'search.minChars = 3;',
          "search.addEventListener('sg-search', (e) => { const detail: SgSearchDetail = e.detail; return detail.source; });",
          '// @ts-expect-error the detail has no count',
          "search.addEventListener('sg-search', (e) => e.detail.count);",
        ].join('\n'),
      );
      let output = '';
      try {
        execFileSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      } catch (error) {
        output = `${error.stdout ?? ''}${error.stderr ?? ''}`;
      }
      assert.equal(output, '', 'tsc errors');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the published Vue types', () => {
  test('a Vue 3 project checked by vue-tsc with strictTemplates and skipLibCheck: false knows every tag through sg-elements/vue', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sg-elements-vue-'));
    try {
      mkdirSync(join(dir, 'node_modules', '@types'), { recursive: true });
      symlinkSync(ROOT, join(dir, 'node_modules', 'sg-elements'), 'dir');
      // Vue and the peer dependencies the elements' types mention (the element classes are React components).
      for (const name of ['vue', 'react', 'react-dom']) symlinkSync(join(ROOT, 'node_modules', name), join(dir, 'node_modules', name), 'dir');
      symlinkSync(join(ROOT, 'node_modules', '@types', 'react'), join(dir, 'node_modules', '@types', 'react'), 'dir');
      const compilerOptions = { strict: true, skipLibCheck: false, noEmit: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', jsx: 'preserve', lib: ['ES2023', 'DOM', 'DOM.Iterable'], types: ['sg-elements/vue'] };
      writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, include: ['*.vue'], vueCompilerOptions: { strictTemplates: true } }));
      writeFileSync(
        join(dir, 'App.vue'),
        [
          '<script setup lang="ts">',
          "import { ref } from 'vue';",
          "import type { SgSearchDetail } from 'sg-elements';",
          "const terms = ref<string[]>([]);",
          "const onSearch = (event: CustomEvent<SgSearchDetail>) => { event.preventDefault(); terms.value.push(event.detail.term); };",
          '</script>',
          '<template>',
          '  <sg-header :sticky.prop="false" @sg-navigate="(e) => e.detail.url"></sg-header>',
          '  <sg-search min-chars="2" :featuredCategories.prop="[{ label: \'Camping\', url: \'/c/camping\' }]" @sg-search="onSearch"></sg-search>',
          '  <sg-mini-cart :skipToCheckout.prop="true" @sg-cart-open="(e) => e.detail.count"></sg-mini-cart>',
          '  <sg-cart-drawer :openOnAdd.prop="false"></sg-cart-drawer>',
          '  <!-- @vue-expect-error the detail has no count -->',
          '  <sg-search @sg-search="(e) => e.detail.count"></sg-search>',
          '  <!-- @vue-expect-error minChars is a number -->',
          '  <sg-search :minChars="true"></sg-search>',
          '</template>',
        ].join('\n'),
      );
      let output = '';
      try {
        execFileSync(process.execPath, [join(ROOT, 'node_modules', 'vue-tsc', 'bin', 'vue-tsc.js'), '-p', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      } catch (error) {
        output = `${error.stdout ?? ''}${error.stderr ?? ''}`;
      }
      assert.equal(output, '', 'vue-tsc errors');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('custom-elements.json', () => {
  test('points at the published files and lists each attribute\'s property and each event\'s detail type', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'dist', 'custom-elements.json'), 'utf8'));
    const elements = manifest.modules.flatMap((mod) => (mod.declarations ?? []).filter((d) => d.customElement).map((d) => ({ mod, d })));
    assert.ok(elements.length >= 7);
    for (const { mod, d } of elements) {
      assert.match(mod.path, /^dist\/npm\/elements\/sg-[a-z-]+\.js$/);
      assert.ok(existsSync(join(ROOT, mod.path)), `${mod.path} exists`);
      for (const attribute of d.attributes ?? []) {
        const field = (d.members ?? []).find((m) => m.name === attribute.fieldName);
        assert.ok(field && field.attribute === attribute.name, `${d.tagName} ${attribute.name} has its property`);
      }
      for (const event of d.events ?? []) assert.match(event.type?.text ?? '', /^CustomEvent<Sg\w+Detail>$/, `${d.tagName} ${event.name}`);
    }
    const search = elements.find(({ d }) => d.tagName === 'sg-search').d;
    assert.deepEqual(search.members.find((m) => m.name === 'featuredCategories'), {
      kind: 'field',
      name: 'featuredCategories',
      attribute: 'featured-categories',
      type: { text: 'object[]' },
      summary: 'The featured-categories attribute as a property (the parsed value).',
    });
  });
});

/**
 * The `await`s of a module's top level (`await x`, `for await`), found in its syntax tree: functions are not entered
 * (an await there is their own); blocks, loops, conditions and expressions of the top level are.
 */
function topLevelAwaits(code) {
  const found = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (/^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression)$/.test(node.type)) return;
    if (node.type === 'AwaitExpression' || (node.type === 'ForOfStatement' && node.await)) found.push(code.slice(node.start, Math.min(node.end, node.start + 80)));
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(parseAst(code));
  return found;
}

describe('the built modules', () => {
  test('the scanner of top-level awaits finds them where they are, and only there', () => {
    assert.deepEqual(topLevelAwaits('await new Promise((r) => setTimeout(r, 0)); export {};'), ['await new Promise((r) => setTimeout(r, 0))']);
    assert.equal(topLevelAwaits('if (a) { for await (const x of y) f(x); }').length, 1);
    assert.equal(topLevelAwaits('const v = a ? await b : 0;').length, 1);
    assert.deepEqual(topLevelAwaits('async function f() { await x; } const g = async () => { for await (const y of z); }; class C { async m() { await 1; } }'), []);
  });

  // A top-level await in a chunk that two imports reach in the same tick lets WebKit hand the second importer the
  // module before it has evaluated (WebKit bug 242740; test/e2e/load-order.test.mjs shows what that breaks). The CDN
  // build yields to the page by scheduling its definitions instead (elements/yield-after-react.ts).
  test('no entry or chunk of either build has a top-level await', () => {
    const files = (function list(dir) {
      return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === 'types' ? [] : list(path);
        return entry.name.endsWith('.js') ? [path] : [];
      });
    })(join(ROOT, 'dist'));
    assert.ok(files.some((f) => /\/dist\/chunks\/define-[\w-]+\.js$/.test(f)) && files.some((f) => /\/dist\/npm\/elements\/sg-header\.js$/.test(f)), 'both builds are in dist/');
    const awaiting = files.flatMap((file) => topLevelAwaits(readFileSync(file, 'utf8')).map((text) => `${file.slice(ROOT.length + 1)}: ${text}`));
    assert.deepEqual(awaiting, []);
  });
});
