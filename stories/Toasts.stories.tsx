import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { showToast, Toasts, toastsMessages } from '../src/components/toasts';
import { dismissAllToasts } from '../src/state/toasts';

/**
 * The page's toast stack. Toasts live in one page-level list (`showToast`), so each story starts and ends with an
 * empty list. The stories keep their toasts until closed (`durationMs: 0`); on a page they hide after 7 seconds.
 */

const SUCCESS_TEXT = 'Your gift card was added to the order.';
const ERROR_TEXT = 'We could not reach the store. Please check your connection and try again.';

function ToastsDemo() {
  return (
    <>
      <p>
        <button type="button" onClick={() => showToast({ variant: 'success', message: SUCCESS_TEXT })}>
          Show a success toast
        </button>{' '}
        <button type="button" onClick={() => showToast({ variant: 'error', message: ERROR_TEXT })}>
          Show an error toast
        </button>
      </p>
      <Toasts />
    </>
  );
}

const meta = {
  title: 'Components/Toasts',
  component: ToastsDemo,
  beforeEach: () => {
    dismissAllToasts();
    return () => dismissAllToasts();
  },
} satisfies Meta<typeof ToastsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A success toast: a polite status message. */
export const SuccessToast: Story = {
  play: async ({ canvasElement }) => {
    showToast({ variant: 'success', message: SUCCESS_TEXT, durationMs: 0 });
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(SUCCESS_TEXT)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** An error toast: announced at once (role="alert"). */
export const ErrorToast: Story = {
  play: async ({ canvasElement }) => {
    showToast({ variant: 'error', message: ERROR_TEXT, durationMs: 0 });
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(ERROR_TEXT));
  },
};

/** Both kinds stacked, oldest first; the close button removes one. */
export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    showToast({ variant: 'success', message: SUCCESS_TEXT, durationMs: 0 });
    showToast({ variant: 'error', message: ERROR_TEXT, durationMs: 0 });
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: toastsMessages.defaults.close })).toHaveLength(2));
    await userEvent.click(canvas.getAllByRole('button', { name: toastsMessages.defaults.close })[0]!);
    await waitFor(() => expect(canvas.queryByText(SUCCESS_TEXT)).toBeNull());
    await expect(canvas.getByText(ERROR_TEXT)).toBeVisible();
  },
};
