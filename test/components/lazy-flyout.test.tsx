import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { useState, type RefObject } from 'react';
import { createRoot } from 'react-dom/client';
import { ChunkFallback } from '../../src/components/shared/chunk-fallback';
import { FlyoutDialog } from '../../src/components/shared/flyout-dialog';
import { useLazyFlyout } from '../../src/components/shared/use-lazy-flyout';
import { adoptSheet } from '../../src/styles';
import { allByRole, byRole, until } from '../helpers/dom';

adoptSheet(document);

// Focus is compared as booleans with a message (a failed comparison of DOM nodes carries React's internals).

/** The lazy body of the test flyout: one field, the flyout's first focus. */
function Body({ fieldRef }: { fieldRef: RefObject<HTMLElement | null> }) {
  return (
    <input
      aria-label="Field"
      ref={(element) => {
        fieldRef.current = element;
      }}
    />
  );
}
type BodyModule = { Body: typeof Body };

/** A flow's flyout as the account and store ones are written: its open state, an opener, the lazy body. */
function TestFlyout({ load }: { load: () => Promise<BodyModule> }) {
  const [open, setOpen] = useState(false);
  const flyout = useLazyFlyout({ open, load, onRequestClose: () => setOpen(false) });
  const Loaded = flyout.body.module?.Body;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} {...flyout.intent}>
        Open
      </button>
      <FlyoutDialog
        flyout={flyout}
        side="right"
        className=""
        heading="Test flyout"
        closeLabel="Close"
        fallback={<ChunkFallback open={open} status={flyout.body.status} failedText="The flyout did not load." retryText="Try again" onRetry={flyout.body.request} />}
      >
        {Loaded ? <Loaded fieldRef={flyout.initialRef} /> : null}
      </FlyoutDialog>
    </>
  );
}

function mount(load: () => Promise<BodyModule>) {
  const container = document.body.appendChild(document.createElement('div'));
  // The library's base rules apply under a themed root, as in an element's shadow root (`[hidden]` wins over a class).
  container.setAttribute('data-sg-theme', '');
  const root = createRoot(container);
  root.render(<TestFlyout load={load} />);
  return {
    container,
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
}

describe('useLazyFlyout with FlyoutDialog', () => {
  it('loads the body when the flyout opens, focuses the heading until it is there and shown, then its first field; the close button closes it', async () => {
    let loads = 0;
    let arrive: (module: BodyModule) => void = () => undefined;
    const { container, unmount } = mount(() => {
      loads += 1;
      return new Promise<BodyModule>((resolve) => (arrive = resolve));
    });
    try {
      await until(() => allByRole(container, 'button', 'Open').length === 1, 'the opener');
      expect(loads).to.equal(0);
      const opener = byRole(container, 'button', 'Open');
      opener.click();
      await until(() => container.querySelector('dialog')?.open, 'the dialog');
      const dialog = container.querySelector('dialog')!;
      const heading = byRole(container, 'heading', 'Test flyout');
      expect(dialog.getAttribute('aria-labelledby')).to.equal(heading.id);
      await until(() => loads === 1, 'the body requested');
      expect(document.activeElement === heading, 'the heading has focus while the body loads').to.equal(true);
      arrive({ Body });
      await until(() => allByRole(container, 'textbox', 'Field').length === 1, 'the body');
      await until(() => document.activeElement === byRole(container, 'textbox', 'Field'), 'focus on the first field');
      byRole(container, 'button', 'Close').click();
      await until(() => !dialog.open, 'closed');
      opener.click();
      await until(() => dialog.open, 'open again');
      // The body stays loaded: reopening neither loads it again nor waits for it. The shell first: in the task of the
      // click the body is not shown (showModal() then lays out the frame alone) and the heading has focus; after the
      // frame's paint the body shows and its first field takes focus.
      expect(loads).to.equal(1);
      const field = container.querySelector<HTMLInputElement>('input[aria-label="Field"]')!;
      expect(field.getClientRects().length, 'the body not shown in the opening task').to.equal(0);
      expect(document.activeElement === heading, 'the heading has focus in the opening task').to.equal(true);
      await until(() => field.getClientRects().length > 0, 'the body shown after the paint');
      await until(() => document.activeElement === field && byRole(container, 'textbox', 'Field') === field, 'focus on the first field');
    } finally {
      unmount();
    }
  });

  it('a body whose chunk comes with the opening click is mounted after the frame has been painted alone', async () => {
    const { container, unmount } = mount(() => Promise.resolve({ Body }));
    try {
      await until(() => allByRole(container, 'button', 'Open').length === 1, 'the opener');
      byRole(container, 'button', 'Open').click();
      await until(() => container.querySelector('dialog')?.open, 'the dialog');
      // The frame is open and its heading has focus; the body is not built yet, though its chunk is there.
      expect(container.querySelector('input[aria-label="Field"]'), 'no body in the opening frame').to.equal(null);
      expect(document.activeElement === byRole(container, 'heading', 'Test flyout'), 'the heading has focus').to.equal(true);
      await until(() => document.activeElement === byRole(container, 'textbox', 'Field'), 'the body, then focus on its field');
    } finally {
      unmount();
    }
  });

  it("loads the body on the shopper's intent (focus on the opener) while the flyout stays closed", async () => {
    let loads = 0;
    const { container, unmount } = mount(() => {
      loads += 1;
      return Promise.resolve({ Body });
    });
    try {
      await until(() => allByRole(container, 'button', 'Open').length === 1, 'the opener');
      byRole(container, 'button', 'Open').focus();
      await until(() => loads === 1, 'the body requested on focus');
      expect(container.querySelector('dialog')!.open).to.equal(false);
    } finally {
      unmount();
    }
  });

  it('shows the failed message as an alert when the body does not load, and Try again loads it', async () => {
    let loads = 0;
    const { container, unmount } = mount(() => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error('ChunkLoadError: body')) : Promise.resolve({ Body });
    });
    try {
      await until(() => allByRole(container, 'button', 'Open').length === 1, 'the opener');
      byRole(container, 'button', 'Open').click();
      await until(() => allByRole(container, 'alert').some((a) => a.textContent?.includes('The flyout did not load.')), 'the message');
      expect(allByRole(container, 'textbox', 'Field').length).to.equal(0);
      byRole(container, 'button', 'Try again').click();
      await until(() => allByRole(container, 'textbox', 'Field').length === 1, 'the body after a retry');
      expect(allByRole(container, 'alert').length).to.equal(0);
      expect(loads).to.equal(2);
    } finally {
      unmount();
    }
  });
});
