import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { createRoot } from 'react-dom/client';
import { StoreLocator, storeLocatorDefaults } from '../../src/components/store-locator';
import '../../src/state/sdd';
import { closeStoreFlyout, resetStoresForTests } from '../../src/state/stores';
import { adoptSheet } from '../../src/styles';
import { allByRole, byRole, until } from '../helpers/dom';

adoptSheet(document);

/** Renders the locator alone with its lazy imports replaced. */
function mount(props: Partial<Parameters<typeof StoreLocator>[0]>) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(<StoreLocator {...storeLocatorDefaults} {...props} />);
  return {
    container,
    unmount: () => {
      closeStoreFlyout();
      root.unmount();
      container.remove();
      resetStoresForTests();
    },
  };
}

/**
 * Same-day delivery code that loads and does nothing (the body's tests leave the page's SDD alone). Not a promise that
 * never settles: the load goes through loadChunk, whose 120 s timeout would still be pending after the test.
 */
const idleSdd = () => Promise.resolve({ configureSdd() {}, startSdd() {} } as unknown as typeof import('../../src/state/sdd'));

describe('StoreLocator when its code does not load', () => {
  it("the flyout's body fails: the dialog says so, and Try again loads it", async () => {
    let attempts = 0;
    const { StoreFlyoutBody } = await import('../../src/components/store-locator/StoreFlyoutBody');
    const loadBody = () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('ChunkLoadError: body')) : Promise.resolve({ StoreFlyoutBody });
    };
    const { container, unmount } = mount({ loadBody, loadSdd: idleSdd });
    try {
      await until(() => allByRole(container, 'button', 'Find a store').length === 1, 'the button');
      byRole(container, 'button', 'Find a store').click();
      await until(() => allByRole(container, 'alert').some((a) => a.textContent?.includes("didn't load")), 'the message');
      byRole(container, 'button', 'Try again').click();
      await until(() => allByRole(container, 'textbox', 'ZIP code').length === 1, 'the body after a retry');
      expect(attempts).to.equal(2);
    } finally {
      unmount();
    }
  });

  it('the same-day delivery code fails: one warning, the button still works', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    const { container, unmount } = mount({ loadSdd: () => Promise.reject(new Error('ChunkLoadError: sdd')) });
    try {
      await until(() => warnings.length === 1, 'the warning');
      expect(warnings[0]).to.contain('same-day delivery code did not load');
      expect(allByRole(container, 'button', 'Find a store').length).to.equal(1);
    } finally {
      console.warn = warn;
      unmount();
    }
  });
});
