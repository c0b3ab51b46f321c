import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CART_IDS } from '../mocks/data/carts';
import { faults } from '../mocks/faults';
import { cartDrawerMessages } from '../src/components/cart/drawer';
import { paymentMessages } from '../src/components/cart/payment.messages';
import { cartErrorMessages } from '../src/core/cart-error-messages';
import { STORAGE_KEYS } from '../src/core/constants';
import { formatMessage } from '../src/core/messages';
import { drawerStorySetUp, Markup, markup, openFromMiniCart, withCart } from './cart-drawer-support';
import { navigationSpy, withPageConfig } from './story-support';

/**
 * The drawer's express checkout buttons (docs/elements/sg-cart-drawer.md, "Express checkout"), configured as a CMS
 * author does: the `payments` section of the page configuration (`<script type="application/json" id="sg-config">`),
 * written by each story and removed when it goes away. The providers' scripts cannot be reached from here: each
 * wallet's `scriptUrl` is its stand-in (test/stand-ins/, served by Storybook under stand-ins/, on the page's own
 * origin), a small script with the provider's documented browser interface. What the shopper does in the provider's
 * window or sheet is the stand-in's `next` (approve, cancel, error), set by the story. Paying ends in checkout:
 * `sg-checkout-start`, then `navigation.assign` (stubbed). The cart is order 5001 of the reference API.
 */

/** The en-US texts the shopper reads (docs/messages.md). */
const PAY = paymentMessages.defaults;
const FAILURE = cartErrorMessages.defaults;
/** "Your cart (4 items)": order 5001. */
const HEADING = formatMessage(cartDrawerMessages.defaults.headingCount, { count: 4 });

/** Our own Apple Pay button's name; the other buttons are the providers' (here their stand-ins') own. */
const BUTTONS = {
  paypal: 'PayPal Checkout',
  applePay: formatMessage(PAY.payWith, { wallet: PAY.applePay }),
  googlePay: 'Buy with Google Pay',
  klarna: 'Klarna Express Checkout',
} as const;

type Wallet = keyof typeof BUTTONS;

/** Each wallet's settings as docs/elements/sg-cart-drawer.md describes them, with its stand-in as the script. */
const WALLET_SETTINGS: Record<Wallet, Record<string, unknown>> = {
  paypal: { enabled: true, scriptUrl: 'stand-ins/paypal-sdk.js' },
  applePay: { enabled: true, scriptUrl: 'stand-ins/apple-pay.js', merchantName: 'Summit Sports' },
  googlePay: {
    enabled: true,
    scriptUrl: 'stand-ins/google-pay.js',
    environment: 'TEST',
    merchantId: 'STORYBOOK-MERCHANT',
    merchantName: 'Summit Sports',
    // Google's documented example gateway, for the TEST environment.
    gateway: 'example',
    gatewayMerchantId: 'exampleGatewayMerchantId',
  },
  klarna: {
    enabled: true,
    scriptUrl: 'stand-ins/klarna-express.js',
    merchantId: 'STORYBOOK-MERCHANT',
    environment: 'playground',
  },
};

/** The page configuration with express checkout and the given wallets on. */
const configWith = (wallets: Wallet[]) => ({
  payments: {
    expressCheckout: true,
    wallets: Object.fromEntries(wallets.map((wallet) => [wallet, WALLET_SETTINGS[wallet]])),
  },
});

/** What the shopper does in each provider's window or sheet (the stand-ins' `next`); approve unless said. */
interface Answers {
  paypal?: 'approve' | 'cancel' | 'error';
  applePay?: 'approve' | 'cancel';
  googlePay?: 'approve' | 'cancel' | 'error';
}

/** The stand-ins' controls (read each time they are used: a story replaces them). */
interface StandIns {
  __payPalStandIn?: { next: string; eligible: boolean; orders: string[] };
  __applePayStandIn?: { next: string; canPay: boolean; sessions: unknown[] };
  __googlePayStandIn?: { next: string; ready: boolean; requests: unknown[] };
  __klarnaStandIn?: { next: string; script: unknown; buttons: unknown[] };
}
const standIns = window as unknown as StandIns;

function answer(answers: Answers): void {
  standIns.__payPalStandIn = { next: answers.paypal ?? 'approve', eligible: true, orders: [] };
  standIns.__applePayStandIn = { next: answers.applePay ?? 'approve', canPay: true, sessions: [] };
  standIns.__googlePayStandIn = { next: answers.googlePay ?? 'approve', ready: true, requests: [] };
  // Klarna's stand-in notes its script's attributes once, when it loads: they are kept.
  standIns.__klarnaStandIn = { next: 'approve', script: standIns.__klarnaStandIn?.script ?? null, buttons: [] };
}

/**
 * Safari has its own `ApplePaySession`, which the drawer prefers (it loads no script then), as a real page would; it
 * shows the button only where Apple Pay is set up. For the story's time it is set aside so that the stand-in, loaded
 * once per page like any provider's script, is what the drawer sees everywhere. A browser's own function prints as
 * native code; the stand-in's is a class.
 */
const builtIn = (value: unknown) =>
  typeof value === 'function' && /\[native code\]\s*\}\s*$/.test(Function.prototype.toString.call(value));
let applePayStandIn: unknown;
function withApplePayStandIn(): () => void {
  const own = Object.getOwnPropertyDescriptor(window, 'ApplePaySession');
  if (!own || !builtIn(own.value)) return () => {};
  Object.defineProperty(window, 'ApplePaySession', { ...own, value: applePayStandIn });
  return () => {
    if (window.ApplePaySession && !builtIn(window.ApplePaySession)) applePayStandIn = window.ApplePaySession;
    Object.defineProperty(window, 'ApplePaySession', own);
  };
}

/** `klarnaTender` (sessionStorage) as it was before the story. */
function keepKlarnaTender(): () => void {
  const before = sessionStorage.getItem(STORAGE_KEYS.klarnaTender);
  return () => {
    if (before === null) sessionStorage.removeItem(STORAGE_KEYS.klarnaTender);
    else sessionStorage.setItem(STORAGE_KEYS.klarnaTender, before);
  };
}

/**
 * A story with the given wallets: its page configuration, the stand-ins' answers, the reference API's answer to the
 * wallet calls (`refuse`: an error key for the fault switch `wallets`), and the docs' source (the configuration script
 * and the markup).
 */
function expressStory(
  wallets: Wallet[],
  options: { answers?: Answers; refuse?: string } = {},
): Pick<Story, 'beforeEach' | 'parameters'> {
  const config = configWith(wallets);
  const script = `<script type="application/json" id="sg-config">\n${JSON.stringify(config, null, 2)}\n</script>`;
  return {
    beforeEach: () => {
      answer(options.answers ?? {});
      if (options.refuse) faults.set('wallets', { errorKey: options.refuse });
      const removeConfig = withPageConfig(config);
      return () => {
        removeConfig();
        faults.clear('wallets');
        answer({});
      };
    },
    parameters: { docs: { source: { code: `${script}\n${markup({})}` } } },
  };
}

/** The drawer opened from the mini cart, once its "Express checkout" section shows (with its first button). */
async function openExpress(canvasElement: HTMLElement) {
  const parts = await openFromMiniCart(canvasElement);
  const section = await parts.shadow.findByRole('region', { name: PAY.express }, { timeout: 10000 });
  return { ...parts, express: within(section) };
}

type Scope = Awaited<ReturnType<typeof openExpress>>['express'];

/** The list item of a wallet: its button, and under it what went wrong. */
async function walletItem(express: Scope, wallet: Wallet) {
  const name = BUTTONS[wallet];
  await express.findByRole('button', { name }, { timeout: 10000 });
  const item = express.getAllByRole('listitem').find((li) => within(li).queryByRole('button', { name }));
  await expect(item).toBeTruthy();
  return item!;
}

/** Pays with a wallet and expects checkout: `sg-checkout-start` with the order and its URL, then that URL. */
async function payAndCheckOut(drawer: Element, express: Scope, wallet: Wallet) {
  const starts: unknown[] = [];
  drawer.addEventListener('sg-checkout-start', (event) => starts.push((event as CustomEvent).detail));
  await userEvent.click(await express.findByRole('button', { name: BUTTONS[wallet] }, { timeout: 10000 }));
  await waitFor(() => expect(navigationSpy).toHaveBeenCalledTimes(1), { timeout: 10000 });
  const [url] = navigationSpy.mock.calls[0]!;
  await expect(url).toMatch(new RegExp(`^/checkout\\?orderId=${CART_IDS.normal}(&|$)`));
  await expect(starts).toEqual([{ orderId: CART_IDS.normal, url }]);
}

const meta = {
  title: 'Elements/sg-cart-drawer: express checkout',
  component: Markup,
  args: { attributes: {} },
  loaders: [withCart(CART_IDS.normal)],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    const cleanUps = [drawerStorySetUp(), withApplePayStandIn(), keepKlarnaTender()];
    return () => cleanUps.reverse().forEach((cleanUp) => cleanUp());
  },
} satisfies Meta<typeof Markup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PayPal (JavaScript SDK v5): createPayment, PayPal's approval, executePayment, then checkout. */
export const PayPal: Story = {
  name: 'PayPal',
  ...expressStory(['paypal']),
  play: async ({ canvasElement }) => {
    const { drawer, express } = await openExpress(canvasElement);
    await payAndCheckOut(drawer, express, 'paypal');
    // PayPal's window had the order our server created.
    await expect(standIns.__payPalStandIn?.orders).toHaveLength(1);
  },
};

/**
 * Apple Pay (Apple Pay JS, `ApplePaySession` version 3): our own button; the sheet validates the merchant through the
 * reference API's Apple Pay session call, the token goes to the order, then checkout.
 */
export const ApplePay: Story = {
  ...expressStory(['applePay']),
  play: async ({ canvasElement }) => {
    const { drawer, express } = await openExpress(canvasElement);
    await payAndCheckOut(drawer, express, 'applePay');
    // One sheet.
    await expect(standIns.__applePayStandIn?.sessions).toHaveLength(1);
  },
};

/** Google Pay (API version 2): `isReadyToPay`, then Google's button; the sheet's token goes to the order; checkout. */
export const GooglePay: Story = {
  ...expressStory(['googlePay']),
  play: async ({ canvasElement }) => {
    const { drawer, express } = await openExpress(canvasElement);
    await payAndCheckOut(drawer, express, 'googlePay');
  },
};

/**
 * Klarna (express button library v1): Klarna's own window signs the shopper in; the drawer keeps `klarnaTender`
 * (sessionStorage: the order and the tender, none of the shopper's data), then checkout.
 */
export const Klarna: Story = {
  ...expressStory(['klarna']),
  play: async ({ canvasElement }) => {
    const { drawer, express } = await openExpress(canvasElement);
    await payAndCheckOut(drawer, express, 'klarna');
    const tender = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.klarnaTender) ?? 'null');
    await expect(tender).toMatchObject({ orderId: CART_IDS.normal, tender: 'KLARNA' });
  },
};

/** All four wallets on: one button each under "Express checkout", in the configuration's order. */
export const AllWallets: Story = {
  name: 'All four wallets',
  ...expressStory(['paypal', 'applePay', 'googlePay', 'klarna']),
  play: async ({ canvasElement }) => {
    const { express } = await openExpress(canvasElement);
    for (const wallet of ['paypal', 'applePay', 'googlePay', 'klarna'] as const) await walletItem(express, wallet);
    const items = express.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    for (const [index, name] of Object.values(BUTTONS).entries()) {
      await expect(within(items[index]!).getByRole('button', { name })).toBeVisible();
    }
  },
};

/**
 * PayPal's window fails: under its button, the catalogue's "couldn't connect to your wallet" (never PayPal's own
 * text); no checkout, and the other wallet is there as before.
 */
export const WalletFails: Story = {
  name: 'A wallet fails',
  ...expressStory(['paypal', 'googlePay'], { answers: { paypal: 'error' } }),
  play: async ({ canvasElement }) => {
    const { express } = await openExpress(canvasElement);
    const item = await walletItem(express, 'paypal');
    await walletItem(express, 'googlePay');
    await userEvent.click(within(item).getByRole('button', { name: BUTTONS.paypal }));
    const alert = await within(item).findByRole('alert', {}, { timeout: 10000 });
    await expect(alert).toHaveTextContent(FAILURE._ERR_PAY_WALLET_CONNECTION);
    await expect(navigationSpy).not.toHaveBeenCalled();
    await expect(express.getByRole('button', { name: BUTTONS.googlePay })).toBeVisible();
  },
};

/**
 * Google's sheet approves but the reference API refuses the payment (fault switch `wallets`, error key
 * `_ERR_GATEWAY_INVALID_RESPONSE`): the catalogue's message for that key under the button; no checkout.
 */
export const PaymentRefused: Story = {
  name: 'The payment is refused',
  ...expressStory(['googlePay'], { refuse: '_ERR_GATEWAY_INVALID_RESPONSE' }),
  play: async ({ canvasElement }) => {
    const { express } = await openExpress(canvasElement);
    const item = await walletItem(express, 'googlePay');
    await userEvent.click(within(item).getByRole('button', { name: BUTTONS.googlePay }));
    const alert = await within(item).findByRole('alert', {}, { timeout: 10000 });
    await expect(alert).toHaveTextContent(FAILURE._ERR_GATEWAY_INVALID_RESPONSE);
    await expect(navigationSpy).not.toHaveBeenCalled();
  },
};

/**
 * The shopper closes PayPal's window: the cart stays as it was, nothing is said, no checkout; a second press opens
 * PayPal's window again.
 */
export const Cancel: Story = {
  name: 'The shopper cancels',
  ...expressStory(['paypal'], { answers: { paypal: 'cancel' } }),
  play: async ({ canvasElement }) => {
    const { shadow, express } = await openExpress(canvasElement);
    const item = await walletItem(express, 'paypal');
    await expect(shadow.getByRole('heading', { level: 2 })).toHaveTextContent(HEADING);
    // Each press: PayPal's window opens (our server made the order), then the shopper closes it.
    for (const windows of [1, 2]) {
      await userEvent.click(within(item).getByRole('button', { name: BUTTONS.paypal }));
      await waitFor(() => {
        expect(standIns.__payPalStandIn?.orders).toHaveLength(windows);
        expect(item).not.toHaveAttribute('aria-busy');
      }, { timeout: 10000 });
    }
    await expect(within(item).queryByRole('alert')).toBeNull();
    await expect(navigationSpy).not.toHaveBeenCalled();
    await expect(shadow.getByRole('heading', { level: 2 })).toHaveTextContent(HEADING);
  },
};
