import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { giftCards, INVALID_GIFT_CARD } from '../mocks/data/gift-cards';
import { GiftCardBalance, giftCardDefaults, giftCardMessages } from '../src/components/gift-card-balance';

/** The en-US texts the shopper reads (docs/messages.md). */
const TEXT = giftCardMessages.defaults;
import type { GiftCardBalanceProps } from '../src/components/gift-card-balance';
import { messageFor } from '../src/core/errors';

/**
 * The React component on its own, one story per state of the gift card machine
 * (idle, checking, success, failure.incorrect | inactive | unexpected). `checkBalance` replaces the API call with a
 * fake promise, so these stories need no network; the element stories exercise the reference API.
 */

type CheckBalance = NonNullable<GiftCardBalanceProps['checkBalance']>;

const SEEDED = { number: '6006491234567890', pin: '1234' } as const;
const INACTIVE = giftCards.find((card) => card.kind === 'inactive')!;
const GC_ERROR = giftCards.find((card) => card.kind === 'gc-error')!;
const GC_ERROR_TEXT = GC_ERROR.kind === 'gc-error' ? GC_ERROR.gcError : '';

/** Answers like the API would, after a short pause so the busy state is visible for a moment. */
const answerWith =
  (answer: Awaited<ReturnType<CheckBalance>>, delayMs = 300): CheckBalance =>
  (_card, signal) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => resolve(answer), delayMs);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });

/** Never answers; rejects only when the machine aborts the call (unmount, story change). */
const neverAnswers: CheckBalance = (_card, signal) =>
  new Promise((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason));
  });

/** Types a card the way a shopper does, ticks the test captcha and presses "Check balance". */
async function checkCard(canvasElement: HTMLElement, card: { number: string; pin: string }) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(TEXT.numberLabel), card.number);
  await userEvent.type(canvas.getByLabelText(TEXT.pinLabel), card.pin);
  await userEvent.click(canvas.getByRole('checkbox', { name: "I'm not a robot" }));
  await userEvent.click(canvas.getByRole('button', { name: TEXT.submit }));
  return canvas;
}

const meta = {
  title: 'Components/GiftCardBalance',
  component: GiftCardBalance,
  args: {
    ...giftCardDefaults,
    captchaProvider: 'test',
    // Failure messages stay until the next submit, so the failure stories keep showing their state.
    errorDisplayMs: 600000,
    checkBalance: answerWith({ balance: 50 }),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['inline', 'dialog'] },
    requestFormat: { control: 'inline-radio', options: ['gcb', 'card'] },
    captchaProvider: { control: 'inline-radio', options: ['test', 'recaptcha'] },
    currency: { control: 'select', options: ['USD', 'CAD', 'EUR', 'CNY'] },
    host: { table: { disable: true } },
    checkBalance: { table: { disable: true } },
    onRequestClose: { table: { disable: true } },
  },
} satisfies Meta<typeof GiftCardBalance>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `idle`: the empty form. */
export const Idle: Story = {};

/** `idle` with field errors: submitting the empty form flags every field and moves focus to the first one. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: TEXT.submit }));
    await expect(await canvas.findByText(TEXT.numberRequired)).toBeVisible();
    await expect(canvas.getByText(TEXT.pinRequired)).toBeVisible();
    await expect(canvas.getByText(TEXT.captchaRequired)).toBeVisible();
    const number = canvas.getByLabelText(TEXT.numberLabel);
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(number).toHaveFocus());
  },
};

/** `checking`: the call never answers, so the form stays busy. */
export const Checking: Story = {
  args: { checkBalance: neverAnswers },
  play: async ({ canvasElement }) => {
    const canvas = await checkCard(canvasElement, SEEDED);
    const submit = await canvas.findByRole('button', { name: TEXT.checking });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXT.checking);
  },
};

/** `success`: the balance as currency, the card masked to its last 4 digits. */
export const Success: Story = {
  args: { checkBalance: answerWith({ balance: 50 }) },
  play: async ({ canvasElement }) => {
    const canvas = await checkCard(canvasElement, SEEDED);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('The gift card ending in 7890 has a balance of $50.00.'),
    );
    await expect(canvas.getByText('$50.00')).toBeVisible();
    await expect(canvas.getByText('Card •••• 7890')).toBeVisible();
    await expect(canvas.getByRole('button', { name: TEXT.reset })).toBeVisible();
  },
};

/** `failure.incorrect`: the API does not know this number / PIN pair. */
export const Incorrect: Story = {
  args: { checkBalance: answerWith({ excMsgKey: '_RTS_INVALID_NUMBER_OR_PIN' }) },
  play: async ({ canvasElement }) => {
    const canvas = await checkCard(canvasElement, INVALID_GIFT_CARD);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(messageFor('_RTS_INVALID_NUMBER_OR_PIN')));
  },
};

/** `failure.inactive`: the card exists but has not been activated. */
export const Inactive: Story = {
  args: { checkBalance: answerWith({ excMsgKey: '_RTS_GC_INACTIVE' }) },
  play: async ({ canvasElement }) => {
    const canvas = await checkCard(canvasElement, INACTIVE);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(messageFor('_RTS_GC_INACTIVE')));
  },
};

/** `failure.unexpected`: the API answers with a `gcError` text, shown as plain text. */
export const Unexpected: Story = {
  args: { checkBalance: answerWith({ gcError: GC_ERROR_TEXT }) },
  play: async ({ canvasElement }) => {
    const canvas = await checkCard(canvasElement, GC_ERROR);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(GC_ERROR_TEXT));
  },
};

/**
 * The dialog variant, open. Escape, the close button or a click on the backdrop ask to close (`onRequestClose`);
 * the story then sets `open` to false, and the button below opens it again.
 */
export const DialogOpen: Story = {
  args: { variant: 'dialog', open: true, onRequestClose: fn() },
  render: function Render(args) {
    const [, updateArgs] = useArgs<GiftCardBalanceProps>();
    return (
      <>
        <button type="button" onClick={() => updateArgs({ open: true })}>
          Check a gift card balance
        </button>
        <GiftCardBalance
          {...args}
          onRequestClose={() => {
            args.onRequestClose?.();
            updateArgs({ open: false });
          }}
        />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: TEXT.heading });
    await expect(dialog).toHaveAttribute('open');
    await expect(within(dialog).getByLabelText(TEXT.numberLabel)).toBeVisible();
  },
};
