import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement, Fragment, useLayoutEffect, useState, type MouseEvent } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../elements/sg-gift-card-balance';
import { faults } from '../mocks/faults';

/**
 * `<sg-gift-card-balance>` as a CMS author writes it: a tag with attributes, in the page's light DOM, talking to the
 * reference API (msw, see .storybook/preview.tsx). The element renders into its own shadow root and adopts the
 * library's stylesheet itself.
 */

type Attributes = Record<string, string | boolean>;

interface MarkupArgs {
  /** The element's attributes, as written in the page's HTML (`true` = present without a value). */
  attributes: Attributes;
  /** Whether to add an "open" button that calls `el.show()` (dialog variant). */
  opener?: string;
}

/**
 * Creates the element with `document.createElement` + `setAttribute`, exactly as a parser would from the author's
 * markup (no React property mapping), and removes it again when the story goes away.
 */
function Markup({ attributes, opener }: MarkupArgs) {
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    if (!slot) return;
    const el = document.createElement('sg-gift-card-balance');
    for (const [name, value] of Object.entries(attributes)) {
      if (value === true) el.setAttribute(name, '');
      else if (value !== false) el.setAttribute(name, value);
    }
    slot.append(el);
    return () => el.remove();
  }, [slot, attributes]);
  return createElement(
    Fragment,
    null,
    opener
      ? createElement(
          'button',
          {
            type: 'button',
            onClick: (event: MouseEvent<HTMLButtonElement>) =>
              event.currentTarget.nextElementSibling?.querySelector('sg-gift-card-balance')?.show(),
          },
          opener,
        )
      : null,
    createElement('div', { ref: setSlot }),
  );
}

/** The element of the story, once its React tree has rendered into the shadow root. */
async function renderedElement(canvasElement: HTMLElement) {
  let el: Element | null = null;
  await waitFor(() => {
    el = canvasElement.querySelector('sg-gift-card-balance');
    expect(el?.shadowRoot?.querySelector('[part="root"], [part="dialog"]')).toBeTruthy();
  });
  return el! as HTMLElementTagNameMap['sg-gift-card-balance'];
}

/** Types the card into the element's shadow DOM, ticks the test captcha and submits. */
async function checkCard(el: Element, card: { number: string; pin: string }) {
  const shadow = within(el.shadowRoot as unknown as HTMLElement);
  await userEvent.type(await shadow.findByLabelText('Gift card number'), card.number);
  await userEvent.type(shadow.getByLabelText('PIN'), card.pin);
  await userEvent.click(shadow.getByRole('checkbox', { name: "I'm not a robot" }));
  await userEvent.click(shadow.getByRole('button', { name: 'Check balance' }));
  return shadow;
}

const SEEDED = { number: '6006491234567890', pin: '1234' } as const;

const meta = {
  title: 'Elements/sg-gift-card-balance',
  component: Markup,
  args: { attributes: { 'captcha-provider': 'test' } },
} satisfies Meta<typeof Markup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `<sg-gift-card-balance captcha-provider="test">`: the seeded card 6006 4912 3456 7890 / PIN 1234 has $50.00. */
export const Inline: Story = {
  play: async ({ canvasElement }) => {
    const el = await renderedElement(canvasElement);
    const shadow = await checkCard(el, SEEDED);
    await waitFor(() =>
      expect(shadow.getByRole('status')).toHaveTextContent('The gift card ending in 7890 has a balance of $50.00.'),
    );
  },
};

/** `variant="dialog"`: a modal dialog opened by `el.show()`; Escape or Close returns focus to the button. */
export const Dialog: Story = {
  args: {
    attributes: { 'captcha-provider': 'test', variant: 'dialog' },
    opener: 'Check a gift card balance',
  },
  play: async ({ canvasElement }) => {
    const el = await renderedElement(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Check a gift card balance' }));
    await waitFor(() => expect(el.open).toBe(true));
    const dialog = el.shadowRoot!.querySelector('dialog');
    await waitFor(() => expect(dialog).toHaveAttribute('open'));
  },
};

/** The reference API answers HTTP 503: the shopper gets a plain message, nothing technical. */
export const FaultServerError: Story = {
  beforeEach: () => {
    faults.set('giftCardBalance', { status: 503 });
    return () => faults.clear('giftCardBalance');
  },
  args: { attributes: { 'captcha-provider': 'test', 'error-display-ms': '600000' } },
  play: async ({ canvasElement }) => {
    const el = await renderedElement(canvasElement);
    const shadow = await checkCard(el, SEEDED);
    await waitFor(() =>
      expect(shadow.getByRole('alert')).toHaveTextContent("We couldn't check this gift card right now. Please try again later."),
    );
  },
};

/**
 * `lang="fr-CA"` on the element: every text from the fr-CA catalogue (loaded as its own chunk), the field errors
 * included; the captcha's checkbox is not on the catalogue yet.
 */
export const French: Story = {
  args: { attributes: { 'captcha-provider': 'test', lang: 'fr-CA' } },
  play: async ({ canvasElement }) => {
    const el = await renderedElement(canvasElement);
    const shadow = within(el.shadowRoot as unknown as HTMLElement);
    await waitFor(() => expect(shadow.getByRole('heading')).toHaveTextContent('Vérifier le solde de votre carte-cadeau'));
    await userEvent.click(shadow.getByRole('button', { name: 'Vérifier le solde' }));
    await waitFor(() => expect(shadow.getByText('Entrez le numéro de la carte-cadeau.')).toBeVisible());
  },
};

/** The public theme: `--sg-color-brand` (and friends) set on the element, as a CMS page's CSS would. */
export const CustomTheme: Story = {
  args: {
    attributes: {
      'captcha-provider': 'test',
      heading: 'Gift card balance',
      style: '--sg-color-brand: #7a1f5c; --sg-radius-s: 0; --sg-font-family: Georgia, serif',
    },
  },
};
