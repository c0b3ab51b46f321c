import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaShadow } from '../scripts/vanilla-shadow-plugin.mjs';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  // msw-storybook-addon 3 is used through its CSF 3 loader (`msw-storybook-addon/csf3`) in preview.tsx. It is not
  // listed here: registering it would also add its own preview hook, which starts a second worker with defaults.
  addons: ['@storybook/addon-a11y'],
  // mockServiceWorker.js (the reference API's worker) is served from the root of Storybook; the payment providers'
  // stand-ins (test/stand-ins, the tests' own files, not copies) under stand-ins/ for the express checkout stories.
  // Neither is part of the library: dist/ is rollup's build of the elements, which never import them.
  staticDirs: ['../mocks/public', { from: '../test/stand-ins', to: '/stand-ins' }],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // `.css.ts` files compile into the library's one constructable stylesheet (src/styles/registry.ts).
    viteConfig.plugins = [vanillaShadow(), ...(viteConfig.plugins ?? [])];
    // The reference API's ZIP table (CommonJS, ~5 MB): imported only on the first geocode, but pre-bundled up front so
    // that discovering it then does not make Vite re-optimize and reload the page.
    const optimizeDeps = viteConfig.optimizeDeps ?? {};
    viteConfig.optimizeDeps = { ...optimizeDeps, include: [...(optimizeDeps.include ?? []), 'zipcodes/lib/codes.js'] };
    return viteConfig;
  },
};

export default config;
