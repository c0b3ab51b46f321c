// Bundles the demo page's reference API (msw + the fault-switch panel) into demo/build/reference-api.js. Code splitting
// (ESM): what the page does not need at start gets its own chunk under demo/build/chunks/, fetched on first use (the
// US ZIP table, ~5 MB, on the first geocode). The library itself is not bundled here: the demo page loads
// dist/index.js as a consumer would.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

// Chunk names carry a hash: clear the folder so that chunks of earlier builds do not pile up.
rmSync(new URL('../demo/build', import.meta.url), { recursive: true, force: true });

await build({
  absWorkingDir: root,
  entryPoints: ['demo/reference-api.ts'],
  outdir: 'demo/build',
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
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

console.log('demo/build/reference-api.js built (chunks in demo/build/chunks/)');
