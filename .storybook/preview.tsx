import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { handlers } from '../mocks/handlers';
import { adoptSheet } from '../src/styles';

// React component stories render in the light DOM: give the document the library's one stylesheet.
// Custom elements adopt the same sheet into their own shadow roots.
adoptSheet(document);

const preview: Preview = {
  // Starts the reference API's service worker once (relative URL, so a Storybook deployed under a sub-path works),
  // then applies each story's `parameters.msw.handlers`.
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({
        onUnhandledRequest: 'bypass',
        quiet: true,
        serviceWorker: { url: './mockServiceWorker.js' },
      });
      return worker;
    }),
  ],
  // The theme's custom properties apply to `:host, [data-sg-theme]`.
  decorators: [
    (Story) => (
      <div data-sg-theme="">
        <Story />
      </div>
    ),
  ],
  parameters: {
    msw: { handlers },
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
