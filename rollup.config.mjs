// Two builds of one source, one entry per element plus index.js each:
// - dist/ (the CDN build, what a CMS page's <script> tag loads): self-contained. React, xstate, signals and the
//   page-level store go to shared chunks with content hashes, so a page loading several element scripts loads them
//   once and a CDN can cache them forever (see manualChunks); chunk URLs are relative, so it works from any path.
//   Production React, minified.
// - dist/lite/ (the opt-in lite CDN build, issue 27): the CDN build with `react` and `react-dom` resolved to Preact's
//   compat layer (preact/compat) at build time. Same source, same elements, same files and names; its `react` chunk
//   is Preact (about 9.5 kB brotli instead of React's 59). For pages that cannot afford React; see liteAlias().
// - dist/npm/ (the package's `import 'sg-elements/elements/sg-search.js'` for bundlers): the runtime libraries
//   (package.json "dependencies": xstate, ...; "peerDependencies": react, react-dom) stay imports, so an app's bundler de-duplicates them
//   with its own (one React on the page); not minified (the app's bundler does that).
// CSS is compiled into constructable stylesheets in both (scripts/vanilla-shadow-plugin.mjs): a page needs no CSS link.
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import esbuild from 'rollup-plugin-esbuild';
import { vanillaShadow } from './scripts/vanilla-shadow-plugin.mjs';

process.env.NODE_ENV = 'production';

const elements = readdirSync('elements').filter((f) => /^sg-[a-z-]+\.ts$/.test(f));

const input = {
  index: 'elements/index.ts',
  ...Object.fromEntries(elements.map((f) => [`elements/${f.replace(/\.ts$/, '')}`, `elements/${f}`])),
};

/**
 * React and xstate get named chunks of their own (loaded once, cached across releases of our code). Everything else is
 * left to Rollup's automatic chunking, which puts each module in exactly one chunk, shared by the entries that use
 * it: the page-level store's modules (signals, the cart actor, toasts, ...) exist once per page, whichever element
 * scripts the page loads, and each element loads only the state it reads (sg-toasts neither the cart nor xstate).
 * A manual chunk would pull its modules' dependencies in with it and make every element load them.
 */
function manualChunks(id) {
  const path = id.replaceAll('\\', '/');
  // React, or in the lite build Preact (its compat layer, hooks and core), in the chunk every element shares.
  if (/\/node_modules\/(react|react-dom|scheduler|preact)\//.test(path)) return 'react';
  // xstate's core only: @xstate/react goes with the elements that render a machine (search, gift card).
  if (/\/node_modules\/xstate\//.test(path)) return 'xstate';
  // The constants most elements read (API, storage keys, cart, money, time, navigation): one small chunk instead of
  // one tiny chunk per topic. The rest (stores, search, voice and scanner, gift card) go with the code using them.
  if (/\/src\/core\/constants\/(api|storage|cart|money|time|navigation|addresses)\.ts$/.test(path)) return 'constants';
  // The chunk loader and useLatest (two small modules) go with them: the element layer (the define chunk) imports the
  // loader, so every element loads both; one file instead of two is 60 to 125 B less per element (brotli, measured
  // 2026-12-07). Apart from the constants, the mini cart's loader alone would split them.
  if (/\/src\/(core\/lazy|components\/shared\/use-latest)\.ts$/.test(path)) return 'constants';
  // The script loader (reCAPTCHA's, the wallets') with the Trusted Types policy it loads through: one file, where
  // apart the loader would be a chunk of its own beside Captcha's (+196 B on the account's and gift card's eager code).
  if (/\/src\/core\/(trusted-types|load-script)\.ts$/.test(path)) return 'trusted-types';
  return undefined;
}

/**
 * use-sync-external-store (imported by @preact/signals-react's runtime and by @xstate/react) is React's hook for React
 * 17 and older, in CommonJS: on React 18 and 19, and on Preact's compat layer, its `shim` hands out the library's own
 * `useSyncExternalStore`, and its `shim/with-selector` builds the selector hook on it. The CDN builds bundle React 19
 * or Preact, so `shim` is that hook, and `shim/with-selector` is our ES module of the same hook
 * (src/components/shared/use-store-selection.ts). Saved: the package's CommonJS (0.8 kB brotli in the React chunk,
 * 0.6 kB in the Preact chunk, measured 2026-12-07) and, in the lite build, Rollup's CommonJS helpers, which it alone
 * brought into the Preact chunk every element loads. The npm build leaves the package to the app's bundler (for an
 * app on any React).
 */
function nativeSyncExternalStore() {
  const SHIM = '\0sg-use-sync-external-store';
  const SELECTOR = fileURLToPath(new URL('./src/components/shared/use-store-selection.ts', import.meta.url));
  return {
    name: 'sg-native-use-sync-external-store',
    resolveId(source) {
      if (/^use-sync-external-store\/shim(\/index(\.js)?)?$/.test(source)) return SHIM;
      if (/^use-sync-external-store\/shim\/with-selector(\.js)?$/.test(source)) return SELECTOR;
      return null;
    },
    load(id) {
      return id === SHIM ? "export { useSyncExternalStore } from 'react';" : null;
    },
  };
}

/** Readable names for the automatic chunks (Rollup names them after one of their modules). */
function chunkName({ name, moduleIds }) {
  const has = (pattern) => moduleIds.some((id) => pattern.test(id.replaceAll('\\', '/')));
  // The page store's reactive core: the signals every element's state is made of, one copy per page.
  if (has(/\/node_modules\/@preact\/signals-core\//)) return 'store';
  if (has(/\/node_modules\/@preact\/signals-react\//)) return 'signals-react';
  // @xstate/react, with what only the machine-rendering components share (useOnChange): not named after the latter.
  if (has(/\/node_modules\/@xstate\/react\//)) return 'xstate-react';
  // The page's cart: its actor and machine, shared by <sg-mini-cart> and <sg-cart-drawer>.
  if (has(/\/src\/state\/cart\.ts$/)) return 'cart';
  if (has(/\/src\/core\/api\/client\.ts$/)) return 'api';
  // Checkout start's machine and API calls, loaded on the first Checkout click.
  if (has(/\/machines\/cart\/checkout\.machine\.ts$/)) return 'checkout-flow';
  // The page cart's actor and machine, loaded on the first event sent to the cart (src/state/cart.ts).
  if (has(/\/src\/state\/cart-actor\.ts$/)) return 'cart-actor';
  // A built-in translation (src/locales/<tag>/): one chunk per locale, named after it.
  const locale = moduleIds.map((id) => /\/src\/locales\/([^/]+)\/index\.ts$/.exec(id.replaceAll('\\', '/'))?.[1]).find(Boolean);
  if (locale) return `locale-${locale}`;
  return name.replace(/\.(module|esm|logic|machine)$/, '');
}

/**
 * CDN build: src/components/shared/element/yield-after-react.ts becomes a scheduler that runs each element's
 * `customElements.define` in a task of its own (setTimeout 0, the yield the page's load was measured with). An element
 * script then evaluates React and its modules in one task and defines and upgrades its elements in a later one (on the
 * store page, unthrottled: 13-16 ms of CPU, then under 8 ms; `npm run bench -- lighthouse --trace-only`, 2026-11-27)
 * instead of one task for both. No top-level await: two imports racing for a graph that holds one make WebKit hand the
 * second importer a module it has not evaluated yet (see the module). The npm build keeps the source module, which
 * defines at once (an app's bundler and scheduler decide).
 */
function yieldAfterReact() {
  return {
    name: 'sg-yield-after-react',
    load(id) {
      if (!id.replaceAll('\\', '/').endsWith('/src/components/shared/element/yield-after-react.ts')) return null;
      return 'export function afterReact(run) {\n  setTimeout(run, 0);\n}\n';
    },
  };
}

const onwarn = (warning, warn) => {
  // React's "use client" directives are irrelevant in a browser bundle.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
};

/**
 * `import url from 'pkg/file.wasm?url'` (Vite's spelling, so tests and Storybook need nothing more): the file is
 * emitted into `assets/` of the build and the import is its URL relative to the importing chunk
 * (`new URL('../assets/x-[hash].wasm', import.meta.url)`: Rollup's own ESM code for a file URL), so it is served from
 * our own dist/ wherever that lives. That expression, with a string literal and `import.meta.url`, is what Vite and
 * webpack 5 recognise: they copy the file from the npm build into the app's output and rewrite the URL
 * (test/e2e/package.test.mjs builds an app with each). esbuild does not: its users copy the file and name it in
 * `scanner-decoder-url`. Used by the scanner's fallback decoder (its zxing .wasm).
 */
function wasmUrl() {
  const PREFIX = '\0wasm-url:';
  return {
    name: 'wasm-url',
    async resolveId(source, importer) {
      if (!source.endsWith('.wasm?url')) return null;
      const resolved = await this.resolve(source.slice(0, -'?url'.length), importer, { skipSelf: true });
      return resolved ? PREFIX + resolved.id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length);
      const ref = this.emitFile({ type: 'asset', name: file.split(/[\\/]/).pop(), source: readFileSync(file) });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}

/** The CDN builds' plugins (a fresh set per build: plugins keep per-build state). */
const cdnPlugins = () => [
  yieldAfterReact(),
  nativeSyncExternalStore(),
  vanillaShadow({ identOption: 'short' }),
  wasmUrl(),
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  esbuild({ target: 'es2022', jsx: 'automatic', minify: false, tsconfig: 'tsconfig.json' }),
  terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } }),
];

const cdn = {
  input,
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: (chunk) => `chunks/${chunkName(chunk)}-[hash].js`,
    manualChunks,
    generatedCode: 'es2015',
  },
  preserveEntrySignatures: 'exports-only',
  plugins: cdnPlugins(),
  onwarn,
};

/**
 * The lite build's one difference: every import of React resolves to Preact's compat layer (the source stays React).
 * `preact/compat` implements React's API (hooks, useSyncExternalStore, createPortal, forwardRef, memo) on Preact;
 * `preact/compat/client` has createRoot (what @r2wc/react-to-web-component mounts with); the automatic JSX runtime
 * (`react/jsx-runtime`, what esbuild emits) maps to compat's. use-sync-external-store's shim is compat's own hook
 * (nativeSyncExternalStore). @preact/signals-react's `useSignals` is built on useSyncExternalStore and runs unchanged.
 */
const LITE_ALIASES = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

function liteAlias() {
  return {
    name: 'sg-lite-alias',
    resolveId(source, importer) {
      const target = LITE_ALIASES[source];
      return target ? this.resolve(target, importer, { skipSelf: true }) : null;
    },
  };
}

const lite = {
  ...cdn,
  output: { ...cdn.output, dir: 'dist/lite' },
  plugins: [liteAlias(), ...cdnPlugins()],
};

/**
 * The package's runtime dependencies and peer dependencies (React: the app's own) and their subpaths (`react-dom/client`,
 * `@preact/signals-react/runtime`).
 */
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const dependencies = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
const isDependency = (id) => dependencies.some((name) => id === name || id.startsWith(`${name}/`));

const npm = {
  // Plus the React wrappers (sg-elements/react): only for bundlers, where the app's React is the one they use.
  input: { ...input, react: 'elements/react.ts' },
  // A dependency's `.wasm?url` (zxing-wasm's, for the fallback decoder) is no import for an app's bundler: wasmUrl()
  // copies the file into dist/npm/assets like the CDN build does.
  external: (id) => isDependency(id) && !/\.wasm(\?url)?$/.test(id),
  // The runtime libraries are side-effect free (their package.json says so): no bare `import 'xstate'` lines for an
  // app's bundler to warn about.
  treeshake: { moduleSideEffects: (_id, external) => !external },
  output: {
    dir: 'dist/npm',
    format: 'es',
    hoistTransitiveImports: false,
    entryFileNames: '[name].js',
    // A stable name (`sg-elements/assets/zxing_reader.wasm` in the package's exports) for an app that copies the file
    // itself; the app's bundler names its copy (Vite and webpack add their own hash).
    assetFileNames: 'assets/[name][extname]',
    chunkFileNames: (chunk) => `chunks/${chunkName(chunk)}-[hash].js`,
    generatedCode: 'es2015',
  },
  preserveEntrySignatures: 'exports-only',
  plugins: [
    vanillaShadow({ identOption: 'short' }),
    wasmUrl(),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    esbuild({ target: 'es2022', jsx: 'automatic', minify: false, tsconfig: 'tsconfig.json' }),
  ],
  onwarn,
};

export default [cdn, lite, npm];
