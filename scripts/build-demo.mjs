// Builds what the demo server needs beside dist/: the reference storefront API as a Node module
// (demo/build/server/reference-api.mjs, from mocks/server.ts; scripts/serve.mjs answers /api/* with it) and the demo
// pages' fault-switch panel (demo/build/fault-panel.js, from demo/fault-panel.ts). The library itself is not bundled
// here: the demo pages load dist/ as a consumer would, and no page runs the reference API in the browser any more
// (the browser tests and Storybook still do, through msw's service worker: mocks/browser.ts). And the example apps
// under examples/ (examples/react/build/), bundled from the package's npm build (run `npm run build` first).
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

rmSync(new URL('../demo/build', import.meta.url), { recursive: true, force: true });
rmSync(new URL('../examples/react/build', import.meta.url), { recursive: true, force: true });

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
  // Node 20: msw and the ZIP table (zipcodes, imported on the first geocode) stay imports from node_modules.
  build({
    ...common,
    entryPoints: ['mocks/server.ts'],
    outfile: 'demo/build/server/reference-api.mjs',
    platform: 'node',
    target: 'node20',
    packages: 'external',
  }),
  // The React 19 example, as an app's bundler would build it: `sg-elements` resolves to this package (its exports:
  // the npm build), React is the app's, the element scripts are code-split chunks.
  build({
    ...common,
    entryPoints: ['examples/react/app.jsx'],
    outdir: 'examples/react/build',
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    platform: 'browser',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
]);

console.log('demo/build/server/reference-api.mjs, demo/build/fault-panel.js and examples/react/build/ built');
