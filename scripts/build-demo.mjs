// Builds what the demo server needs beside dist/: the reference storefront API as a Node module
// (demo/build/server/reference-api.mjs, from mocks/server.ts; scripts/serve.mjs answers /api/* with it) and the demo
// pages' fault-switch panel (demo/build/fault-panel.js, from demo/fault-panel.ts). The library itself is not bundled
// here: the demo pages load dist/ as a consumer would, and no page runs the reference API in the browser any more
// (the browser tests and Storybook still do, through msw's service worker: mocks/browser.ts).
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

rmSync(new URL('../demo/build', import.meta.url), { recursive: true, force: true });

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
]);

console.log('demo/build/server/reference-api.mjs and demo/build/fault-panel.js built');
