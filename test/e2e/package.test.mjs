// The published package (issue 13 part 1): what `npm pack` puts in the tarball, and that an app's bundler gets ONE
// React from the npm build (dist/npm/, runtime libraries kept as imports) while the CDN build (dist/, `sg-elements/cdn/*`)
// carries its own. Run after `npm run build` (as `npm test` does). No browser: esbuild bundles a small app as a
// React 19 app's bundler would, with the package and React installed side by side in a temp node_modules. And the
// scanner's decoder (.wasm) in the bundlers apps use (issue 21 item 11): Vite (build and dev server) and webpack 5 copy
// it and point the decoder at their copy; esbuild copies nothing, and the documented option (docs/page-setup.md; the file from
// `sg-elements/assets/zxing_reader.wasm`, named by `search.scannerDecoderUrl`) is checked here and scanned with in
// test/e2e/examples.test.mjs.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Validator } from '@cfworker/json-schema';
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
      // The scanner's decoder, under the name the package exports (`sg-elements/assets/zxing_reader.wasm`).
      'dist/npm/assets/zxing_reader.wasm',
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

/** Every file under `dir` (relative paths with `/`), optionally only those whose name ends with `suffix`. */
function filesIn(dir, suffix = '') {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => relative(dir, join(entry.parentPath ?? entry.path, entry.name)).split(sep).join('/'))
    .sort();
}

/** Every node of a module's syntax tree. */
function* nodesOf(code) {
  const stack = [parseAst(code)];
  while (stack.length) {
    const node = stack.pop();
    if (Array.isArray(node)) stack.push(...node);
    else if (node && typeof node.type === 'string') {
      yield node;
      for (const value of Object.values(node)) if (value && typeof value === 'object') stack.push(value);
    }
  }
}

const isImportMetaUrl = (node) => node?.type === 'MemberExpression' && node.object.type === 'MetaProperty' && node.property.name === 'url';
const text = (node) => (node?.type === 'Literal' && typeof node.value === 'string' ? node.value : node?.type === 'TemplateLiteral' && !node.expressions.length ? node.quasis[0].value.cooked : null);

/**
 * The addresses a module names with `new URL('<x>.wasm', import.meta.url)`: as Rollup writes it, and as Vite rewrites
 * it (`new URL('/base/assets/x.wasm', '' + import.meta.url)`).
 */
function wasmUrlsOf(code) {
  const found = [];
  for (const node of nodesOf(code)) {
    if (node.type !== 'NewExpression' || node.callee.name !== 'URL' || node.arguments.length !== 2) continue;
    const [spec, base] = node.arguments;
    const meta = isImportMetaUrl(base) || (base.type === 'BinaryExpression' && base.operator === '+' && text(base.left) === '' && isImportMetaUrl(base.right));
    if (meta && text(spec)?.endsWith('.wasm')) found.push(text(spec));
  }
  return found;
}

/** The modules a module imports (static, dynamic with a literal, re-exports). */
function importsOf(code) {
  const found = [];
  for (const node of nodesOf(code)) {
    if (/^(ImportDeclaration|ExportNamedDeclaration|ExportAllDeclaration|ImportExpression)$/.test(node.type) && text(node.source) !== null) found.push(text(node.source));
  }
  return found;
}

/** Each `new URL('<x>.wasm', import.meta.url)` of the JS under `dir`: the file it is in and the address it names. */
const wasmReferences = (dir) => filesIn(dir, '.js').flatMap((file) => wasmUrlsOf(readFileSync(join(dir, file), 'utf8')).map((spec) => ({ file, spec })));

describe('the scanner\'s decoder (.wasm) in an app\'s bundler', () => {
  // The app's pages are served from https://shop.example/shop/ (the bundlers' public path): an output file `x` is at
  // `${SHOP}x`.
  const SHOP = 'https://shop.example/shop/';
  const dir = mkdtempSync(join(tmpdir(), 'sg-elements-wasm-'));
  const out = (name) => join(dir, `out-${name}`);
  /** The npm build's .wasm (the decoder's), its bytes. */
  let packageWasm;
  after(() => rmSync(dir, { recursive: true, force: true }));
  before(() => {
    // The package as npm installs it: a folder of its own in the app's node_modules (a link would be source to Vite,
    // which pre-bundles installed packages only), its dependencies and React beside it.
    const installed = join(dir, 'node_modules', 'sg-elements');
    mkdirSync(join(installed, 'dist'), { recursive: true });
    copyFileSync(join(ROOT, 'package.json'), join(installed, 'package.json'));
    cpSync(join(ROOT, 'dist', 'npm'), join(installed, 'dist', 'npm'), { recursive: true });
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    for (const name of [...Object.keys(pkg.dependencies), 'react', 'react-dom']) {
      mkdirSync(dirname(join(dir, 'node_modules', name)), { recursive: true });
      symlinkSync(join(ROOT, 'node_modules', name), join(dir, 'node_modules', name), 'dir');
    }
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'shop', private: true, type: 'module' }));
    writeFileSync(join(dir, 'main.js'), "import 'sg-elements/elements/sg-search.js';\n");
    writeFileSync(join(dir, 'index.html'), '<!doctype html>\n<sg-search scanner></sg-search>\n<script type="module" src="./main.js"></script>\n');

    const wasm = filesIn(join(installed, 'dist', 'npm'), '.wasm');
    assert.equal(wasm.length, 1, `the npm build's one .wasm: ${wasm.join(', ')}`);
    packageWasm = readFileSync(join(installed, 'dist', 'npm', wasm[0]));
  });

  /** The files of an output that are the package's .wasm (byte for byte). */
  const wasmCopies = (dir) => filesIn(dir, '.wasm').filter((file) => readFileSync(join(dir, file)).equals(packageWasm));

  test('Vite (production build): the .wasm is in the app\'s output and the decoder\'s chunk names that copy', async () => {
    const { build: viteBuild } = await import('vite');
    await viteBuild({ root: dir, configFile: false, logLevel: 'silent', base: '/shop/', build: { outDir: out('vite'), emptyOutDir: true, minify: false } });
    const copies = wasmCopies(out('vite'));
    assert.equal(copies.length, 1, `one copy of the .wasm in ${filesIn(out('vite')).join(', ')}`);
    const references = wasmReferences(out('vite'));
    assert.equal(references.length, 1);
    for (const { file, spec } of references) assert.equal(new URL(spec, SHOP + file).href, SHOP + copies[0], `${file}: ${spec}`);
  });

  test('Vite (dev server, the package pre-bundled): the decoder\'s URL answers the package\'s .wasm', { timeout: 60_000 }, async () => {
    const { createServer } = await import('vite');
    const server = await createServer({ root: dir, configFile: false, logLevel: 'silent', cacheDir: join(dir, '.vite'), server: { port: 0, host: '127.0.0.1' } });
    try {
      await server.listen();
      const origin = server.resolvedUrls.local[0];
      // The app's modules as the dev server hands them out, from main.js through every static and dynamic import.
      const seen = new Set();
      const queue = ['/main.js'];
      const references = [];
      while (queue.length) {
        const path = queue.shift();
        if (seen.has(path)) continue;
        seen.add(path);
        const response = await fetch(new URL(path, origin));
        assert.equal(response.status, 200, path);
        const code = await response.text();
        for (const spec of wasmUrlsOf(code)) references.push({ path, spec });
        for (const specifier of importsOf(code)) {
          const url = new URL(specifier, new URL(path, origin));
          if (url.origin === new URL(origin).origin) queue.push(url.pathname + url.search);
        }
      }
      assert.ok([...seen].some((path) => path.includes('/.vite/deps/')), 'the package was pre-bundled');
      assert.equal(references.length, 1, 'one reference to the .wasm');
      const wasm = await fetch(new URL(references[0].spec, new URL(references[0].path, origin)));
      assert.equal(wasm.status, 200, references[0].spec);
      assert.equal(wasm.headers.get('content-type'), 'application/wasm');
      assert.ok(Buffer.from(await wasm.arrayBuffer()).equals(packageWasm), 'the package\'s .wasm');
    } finally {
      await server.close();
    }
  });

  test('webpack 5 (production): the .wasm is an asset of the app\'s output and the decoder\'s module is its public path', { timeout: 120_000 }, async () => {
    const { default: webpack } = await import('webpack');
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './main.js',
      output: { path: out('webpack'), publicPath: '/shop/', clean: true },
      // Readable output: the asset's module and the public path are checked in the code.
      optimization: { minimize: false },
      devtool: false,
      performance: { hints: false },
      infrastructureLogging: { level: 'none' },
    });
    const stats = await new Promise((resolve, reject) => compiler.run((error, result) => compiler.close(() => (error ? reject(error) : resolve(result)))));
    assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
    const copies = wasmCopies(out('webpack'));
    assert.equal(copies.length, 1, `one copy of the .wasm in ${filesIn(out('webpack')).join(', ')}`);
    const code = filesIn(out('webpack'), '.js').map((file) => readFileSync(join(out('webpack'), file), 'utf8')).join('\n');
    // The asset module is the public path plus the copy's name, and the runtime's public path is the app's.
    assert.ok(code.includes(`module.exports = __webpack_require__.p + "${copies[0]}";`), 'the asset module names the copy');
    assert.ok(code.includes('__webpack_require__.p = "/shop/";'));
    assert.deepEqual(wasmReferences(out('webpack')), [], 'no package-relative URL left');
  });

  test('esbuild copies no .wasm (the decoder\'s URL names nothing in the output); with the documented option the file copied from sg-elements/assets/zxing_reader.wasm is the decoder\'s and search.scannerDecoderUrl names it', async () => {
    await build({
      entryPoints: [join(dir, 'main.js')],
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      outdir: out('esbuild'),
      absWorkingDir: dir,
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    // The npm build's decoder chunk names its .wasm relative to itself...
    const own = wasmReferences(join(dir, 'node_modules', 'sg-elements', 'dist', 'npm'));
    assert.equal(own.length, 1);
    assert.equal(new URL(own[0].spec, `file:///npm/${own[0].file}`).pathname, '/npm/assets/zxing_reader.wasm', 'a stable name, the one the package exports');
    // ...which esbuild keeps as it is, relative to the app's chunk, and copies nothing.
    assert.deepEqual(wasmCopies(out('esbuild')), []);
    const references = wasmReferences(out('esbuild'));
    assert.equal(references.length, 1);
    const named = new URL(references[0].spec, SHOP + references[0].file).href;
    assert.ok(!named.startsWith(SHOP) || !existsSync(join(out('esbuild'), named.slice(SHOP.length))), `${named} is no file of the output`);

    // The documented option: the build copies the package's export into its output...
    const exported = createRequire(join(dir, 'package.json')).resolve('sg-elements/assets/zxing_reader.wasm');
    copyFileSync(exported, join(out('esbuild'), 'zxing_reader.wasm'));
    assert.deepEqual(wasmCopies(out('esbuild')), ['zxing_reader.wasm'], 'the exported file is the .wasm the decoder was built for');
    // ...and the page configuration names it (the documented snippet passes the configuration's schema; an address
    // the element would refuse does not).
    const schema = JSON.parse(readFileSync(join(ROOT, 'dist', 'sg-config.schema.json'), 'utf8'));
    const validator = new Validator(schema, '2020-12', false);
    assert.deepEqual(validator.validate({ search: { scanner: true, scannerDecoderUrl: '/shop/zxing_reader.wasm' } }).errors, []);
    for (const refused of ['javascript:alert(1)', 'data:application/wasm;base64,AGFzbQ==', '//cdn.example/zxing_reader.wasm']) {
      assert.equal(validator.validate({ search: { scannerDecoderUrl: refused } }).valid, false, refused);
    }
  });
});
