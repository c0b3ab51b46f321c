// Library build: one entry per element plus dist/index.js; React, xstate, signals and the page-level store go to
// shared chunks so that a page loading several element scripts loads them once. Production React; CSS is compiled
// into the one constructable stylesheet (scripts/vanilla-shadow-plugin.mjs), so a page needs no CSS link.
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { readdirSync } from 'node:fs';
import esbuild from 'rollup-plugin-esbuild';
import { vanillaShadow } from './scripts/vanilla-shadow-plugin.mjs';

process.env.NODE_ENV = 'production';

const elements = readdirSync('elements').filter((f) => /^sg-[a-z-]+\.ts$/.test(f));

const input = {
  index: 'elements/index.ts',
  ...Object.fromEntries(elements.map((f) => [`elements/${f.replace(/\.ts$/, '')}`, `elements/${f}`])),
};

/** Shared chunk names: stable, readable, one per concern. */
function manualChunks(id) {
  const path = id.replaceAll('\\', '/');
  if (/\/node_modules\/(react|react-dom|scheduler|use-sync-external-store)\//.test(path)) return 'react';
  if (/\/node_modules\/(xstate|@xstate)\//.test(path)) return 'xstate';
  // The cart store (one cart actor for the page) is left to automatic chunking: a manual chunk would pull its
  // dependencies (API client, valibot) in with it and make every element load the cart.
  if (/\/src\/state\/cart\.ts$/.test(path)) return undefined;
  if (/\/node_modules\/@preact\/signals/.test(path) || /\/src\/state\//.test(path)) return 'store';
  return undefined;
}

export default {
  input,
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    manualChunks,
    generatedCode: 'es2015',
  },
  preserveEntrySignatures: 'exports-only',
  plugins: [
    vanillaShadow({ identOption: 'short' }),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    esbuild({ target: 'es2022', jsx: 'automatic', minify: false, tsconfig: 'tsconfig.json' }),
    terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } }),
  ],
  onwarn(warning, warn) {
    // React's "use client" directives are irrelevant in a browser bundle.
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    warn(warning);
  },
};
