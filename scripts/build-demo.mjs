// Builds what the demo server needs beside dist/: the reference storefront API as a Node module
// (demo/build/server/reference-api.mjs, from mocks/server.ts; scripts/serve.mjs answers /api/* with it) and the demo
// pages' fault-switch panel (demo/build/fault-panel.js, from demo/fault-panel.ts), the codes page's script
// (demo/build/codes.js, from demo/codes.ts). The library itself is not bundled
// here: the demo pages load dist/ as a consumer would, and no page runs the reference API in the browser any more
// (the browser tests and Storybook still do, through msw's service worker: mocks/browser.ts). And the example apps
// under examples/ (examples/<name>/build/), bundled from the package's npm build (run `npm run build` first).
import { build } from 'esbuild';
import { copyFile, readFile } from 'node:fs/promises';
import { rmSync } from 'node:fs';
import { compileTemplate } from 'vue/compiler-sfc';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

rmSync(new URL('../demo/build', import.meta.url), { recursive: true, force: true });
rmSync(new URL('../examples/react/build', import.meta.url), { recursive: true, force: true });
rmSync(new URL('../examples/vue/build', import.meta.url), { recursive: true, force: true });
rmSync(new URL('../examples/jquery/build', import.meta.url), { recursive: true, force: true });

/** Vue templates (`*.template.html`) compiled to render functions by Vue's compiler, with the elements as custom elements. */
const vueTemplates = {
  name: 'vue-template',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.template\.html$/ }, async ({ path }) => {
      const { code, errors } = compileTemplate({
        source: await readFile(path, 'utf8'),
        filename: path,
        id: path,
        compilerOptions: { isCustomElement: (tag) => tag.startsWith('sg-') },
      });
      if (errors.length) return { errors: errors.map((error) => ({ text: String(error) })) };
      return { contents: code, loader: 'js' };
    });
  },
};

/**
 * An example app, as an app's bundler would build it: `sg-elements` resolves to this package (its exports: the npm
 * build). `scanner`: the app offers the barcode scanner, so its build gets the fallback decoder's .wasm the way the
 * docs (docs/page-setup.md) tell an esbuild user (esbuild copies no `new URL(..., import.meta.url)` asset): copied from
 * `sg-elements/assets/zxing_reader.wasm` into the build, and named by the page configuration's
 * `search.scannerDecoderUrl` (examples/<name>/index.html).
 */
const example = async (name, entry, { scanner = false, ...options } = {}) => {
  await exampleBuild(name, entry, options);
  if (scanner) await copyFile(fileURLToPath(import.meta.resolve('sg-elements/assets/zxing_reader.wasm')), `${root}examples/${name}/build/zxing_reader.wasm`);
};

const exampleBuild = (name, entry, options) =>
  build({
    ...common,
    entryPoints: [entry],
    outdir: `examples/${name}/build`,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    platform: 'browser',
    minify: true,
    define: { 'process.env.NODE_ENV': JSON.stringify('production'), __VUE_OPTIONS_API__: 'true', __VUE_PROD_DEVTOOLS__: 'false', __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false' },
    ...options,
  });

const common = {
  absWorkingDir: root,
  bundle: true,
  format: 'esm',
  target: 'es2022',
  sourcemap: false,
  legalComments: 'none',
  logLevel: 'warning',
};

await Promise.all([
  build({
    ...common,
    entryPoints: ['demo/fault-panel.ts'],
    outfile: 'demo/build/fault-panel.js',
    platform: 'browser',
    minify: true,
  }),
  // The codes page's script: the seeded barcodes and QR codes drawn as SVG (the QR matrix from the qrcode package).
  build({
    ...common,
    entryPoints: ['demo/codes.ts'],
    outfile: 'demo/build/codes.js',
    platform: 'browser',
    minify: true,
  }),
  // Node 20: msw and the ZIP table (zipcodes, imported on the first geocode) stay imports from node_modules.
  build({
    ...common,
    entryPoints: ['mocks/server.ts'],
    outfile: 'demo/build/server/reference-api.mjs',
    platform: 'node',
    target: 'node20',
    packages: 'external',
  }),
  // The examples: the element scripts are code-split chunks, React or Vue is the app's own (the jQuery page's React
  // comes from the npm build's import of it, once).
  example('react', 'examples/react/app.jsx', { jsx: 'automatic', scanner: true }),
  example('vue', 'examples/vue/app.js', { plugins: [vueTemplates], scanner: true }),
  example('jquery', 'examples/jquery/app.js'),
]);

console.log('demo/build/server/reference-api.mjs, demo/build/fault-panel.js, demo/build/codes.js, examples/react/build/ and examples/vue/build/ (each with zxing_reader.wasm), examples/jquery/build/ built');
