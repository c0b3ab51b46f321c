// Bundles the demo page's reference API (msw + the fault-switch panel) into demo/build/reference-api.js.
// The library itself is not bundled here: the demo page loads dist/index.js as a consumer would.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

await build({
  absWorkingDir: root,
  entryPoints: ['demo/reference-api.ts'],
  outfile: 'demo/build/reference-api.js',
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  sourcemap: false,
  legalComments: 'none',
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});

console.log('demo/build/reference-api.js built');
