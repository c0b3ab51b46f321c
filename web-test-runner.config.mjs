// Unit, component and element tests in real Chromium, Firefox and WebKit (SG_ENGINES narrows them; see
// scripts/wtr-engines.mjs for the launchers and the engine-neutral test commands). Vite serves the test files (it pre-bundles React, which is
// CommonJS) with the same vanilla-extract plugin as the library build; msw's worker is served from mocks/public.
import { removeViteLogging, vitePlugin } from '@remcovaes/web-test-runner-vite-plugin';
import { vanillaShadow } from './scripts/vanilla-shadow-plugin.mjs';
import { engineCommands, engineLaunchers } from './scripts/wtr-engines.mjs';

export default {
  // Not 8000: that is the demo's port (`npm start`), and a demo page's service worker would then share the origin.
  // WTR_PORT / VITE_PORT let two checkouts run their tests side by side.
  port: Number(process.env.WTR_PORT ?? 8100),
  files: ['test/{core,machines,state,mocks,components,elements}/**/*.test.{ts,tsx}'],
  concurrency: 1,
  browsers: engineLaunchers(),
  plugins: [
    engineCommands(),
    vitePlugin({
      configFile: false,
      root: process.cwd(),
      publicDir: 'mocks/public',
      logLevel: 'warn',
      server: { port: Number(process.env.VITE_PORT ?? 5173), strictPort: true },
      plugins: [vanillaShadow()],
      define: { 'process.env.NODE_ENV': JSON.stringify('development') },
      optimizeDeps: {
        exclude: ['@web/test-runner-commands'],
        entries: ['test/**/*.test.{ts,tsx}'],
        // Pre-bundled up front: a dependency discovered mid-run makes Vite re-optimize and serve a second React.
        include: [
          'react',
          'react/jsx-runtime',
          'react/jsx-dev-runtime',
          'react-dom',
          'react-dom/client',
          '@r2wc/react-to-web-component',
          'xstate',
          '@xstate/react',
          // @xstate/react's selector hook, which test/components/use-store-selection.test.tsx also imports itself.
          'use-sync-external-store/shim/with-selector',
          '@preact/signals-core',
          '@preact/signals-react',
          '@preact/signals-react/runtime',
          'valibot',
          'msw',
          'msw/browser',
          'axe-core',
          '@open-wc/testing',
          '@cfworker/json-schema',
          // The reference API's ZIP table (CommonJS): imported only on the first geocode, but pre-bundled up front.
          'zipcodes/lib/codes.js',
          // The scanner's fallback decoder (loaded only when a test opens the scanner) and the QR drawing of its tests.
          'barcode-detector/ponyfill',
          'qrcode',
        ],
      },
    }),
  ],
  filterBrowserLogs: removeViteLogging,
  testFramework: { config: { timeout: 15000 } },
  testsFinishTimeout: 5 * 60 * 1000,
  browserStartTimeout: 60000,
};
