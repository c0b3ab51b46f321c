import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { createRoot } from 'react-dom/client';
import { Account, accountDefaults } from '../../src/components/account';
import { closeAccountFlyout, resetAccountForTests } from '../../src/state/account';
import { adoptSheet } from '../../src/styles';
// Loaded by the account after its first paint; imported up front so that its page-level listener (sg-toggle-favorite on
// the document, added once per page) exists before the first test's leak check starts.
import '../../src/state/favorites';
import { allByRole, byRole, until } from '../helpers/dom';

adoptSheet(document);

const props = { ...accountDefaults, captchaSiteKey: '', captchaScriptUrl: '', menuLinks: null };

/** Renders the account alone with its lazy body import replaced. */
function mount(extra: Partial<Parameters<typeof Account>[0]>) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(<Account {...props} {...extra} />);
  return {
    container,
    unmount: () => {
      closeAccountFlyout();
      root.unmount();
      container.remove();
      resetAccountForTests();
    },
  };
}

describe('Account when its flyout code does not load', () => {
  it("the flyout's body fails: the dialog says so, and Try again loads it", async () => {
    let attempts = 0;
    const { AccountFlyoutBody } = await import('../../src/components/account/AccountFlyoutBody');
    const loadBody = () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('ChunkLoadError: body')) : Promise.resolve({ AccountFlyoutBody });
    };
    const { container, unmount } = mount({ loadBody });
    try {
      await until(() => container.querySelector('[part="button"]'), 'the button');
      container.querySelector<HTMLButtonElement>('[part="button"]')!.click();
      await until(() => allByRole(container, 'alert').some((a) => a.textContent?.includes("didn't load")), 'the message');
      byRole(container, 'button', 'Try again').click();
      await until(() => allByRole(container, 'textbox', 'Email').length === 1, 'the body after a retry');
      expect(attempts).to.equal(2);
    } finally {
      unmount();
    }
  });
});
