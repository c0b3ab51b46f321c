// The example apps under examples/ (issue 13 part 2), built by `npm run build:demo` from the package's npm build and
// served by scripts/serve.mjs (strict CSP, Trusted Types) with the reference API. Each test opens its own browser
// context and ends by asserting no console error, uncaught error or CSP violation.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openPage, TEST_TIMEOUT, useBrowser } from './helpers.mjs';

const env = useBrowser();

describe('React 19 example (examples/react)', () => {
  test('the elements upgrade with the app\'s React, objects and false arrive as properties, sg-search reaches the app and it routes', { timeout: TEST_TIMEOUT }, async () => {
    const { page, check, close } = await openPage(env.browser);
    try {
      // Count React renderers the way React DevTools sees them: every copy of React DOM on the page injects one.
      await page.addInitScript(() => {
        window.__renderers = 0;
        window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
          supportsFiber: true,
          renderers: new Map(),
          inject(renderer) {
            window.__renderers += 1;
            this.renderers.set(window.__renderers, renderer);
            return window.__renderers;
          },
          onScheduleFiberRoot() {},
          onCommitFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
          checkDCE() {},
        };
      });
      const requested = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(`${env.server.url}/examples/react/index.html`);
      await page.waitForFunction(() => ['sg-header', 'sg-search', 'sg-mini-cart'].every((tag) => customElements.get(tag)));
      const search = page.locator('main sg-search');
      const box = search.getByRole('combobox');
      await box.waitFor();

      // The object and the false given as props are properties on the elements, not "[object Object]" attributes.
      const state = await page.evaluate(() => {
        const el = document.querySelector('main sg-search');
        const cart = document.querySelector('main sg-mini-cart');
        return {
          featured: el.featuredCategories,
          minChars: el.minChars,
          openOnAdd: cart.openOnAdd,
          attributes: [...el.getAttributeNames(), ...cart.getAttributeNames()],
          sticky: document.querySelector('sg-header').sticky,
        };
      });
      assert.deepEqual(state.featured, [
        { label: 'Camping', url: '/c/camping' },
        { label: 'Running', url: '/c/running' },
      ]);
      assert.equal(state.minChars, 2);
      assert.equal(state.openOnAdd, false);
      assert.equal(state.sticky, false);
      assert.deepEqual(state.attributes, []);

      // A search: the app cancels the navigation and routes in its own state.
      await box.click();
      await box.fill('tents');
      await box.press('Enter');
      await page.getByRole('status').getByText('Route: /search?searchTerm=tents').waitFor();
      assert.deepEqual(await page.getByRole('list', { name: 'Searches' }).getByRole('listitem').allTextContents(), ['tents']);
      assert.equal(new URL(page.url()).pathname, '/examples/react/index.html');

      // One React: one renderer, and none of the CDN build's React chunk.
      assert.equal(await page.evaluate(() => window.__renderers), 1);
      assert.deepEqual(requested.filter((path) => path.startsWith('/dist/')), []);
      await check();
    } finally {
      await close();
    }
  });
});
