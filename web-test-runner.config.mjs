// Unit, component and element tests in real Chromium. Vite serves the test files (it pre-bundles React, which is
// CommonJS) with the same vanilla-extract plugin as the library build; msw's worker is served from mocks/public.
import { removeViteLogging, vitePlugin } from '@remcovaes/web-test-runner-vite-plugin';
import { chromeLauncher } from '@web/test-runner-chrome';
import { CHROMIUM_ARGS, ensureChromium } from './scripts/chromium.mjs';
import { vanillaShadow } from './scripts/vanilla-shadow-plugin.mjs';

const executablePath = ensureChromium();

export default {
  files: ['test/{core,machines,state,components,elements}/**/*.test.{ts,tsx}'],
  concurrency: 1,
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath,
        headless: true,
        args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
      },
    }),
  ],
  plugins: [
    vitePlugin({
      configFile: false,
      root: process.cwd(),
      publicDir: 'mocks/public',
      logLevel: 'warn',
      plugins: [vanillaShadow()],
      define: { 'process.env.NODE_ENV': JSON.stringify('development') },
      optimizeDeps: {
        exclude: ['@web/test-runner-commands'],
        entries: ['test/**/*.test.{ts,tsx}'],
      },
    }),
  ],
  filterBrowserLogs: removeViteLogging,
  testFramework: { config: { timeout: 15000 } },
  testsFinishTimeout: 5 * 60 * 1000,
  browserStartTimeout: 60000,
};
