import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CART_IDS } from '../mocks/data/carts';
import { faults } from '../mocks/faults';
import { cartDrawerMessages } from '../src/components/cart/drawer';
import { formatMessage } from '../src/core/messages';
import { SAVED_ITEMS_USER } from '../mocks/data/saved-items';
import { resetSavedItems, seedSavedItem } from '../mocks/handlers/save-for-later';
import { resetSavedForLaterForTests } from '../src/state/save-for-later';
import { RECENTLY_VIEWED_KEY, recordProductView } from '../src/core/search-history';
import { setCarouselDelayForTests } from '../src/components/cart/ProductCarousel';
import { removeCookie, setCookie } from '../src/core/storage';
import { refreshSession } from '../src/state/session';
import { drawerStorySetUp, Markup, markup, openFromMiniCart, rendered, withCart } from './cart-drawer-support';
import { withCookies, withPageConfig } from './story-support';

/** The en-US texts the shopper reads (docs/messages.md). */
const TEXT = cartDrawerMessages.defaults;
/** "Your cart (N items)". */
const headingOf = (count: number) => formatMessage(TEXT.headingCount, { count });

/**
 * `<sg-cart-drawer>` as a CMS author writes it, next to the header's `<sg-mini-cart>` (stories/cart-drawer-support.ts
 * builds the markup). Both talk to the reference API (msw, see .storybook/preview.tsx) and show the page's one cart,
 * chosen by the retailer's cookies `WC_PERSISTENT` and `WC_OrdId`. Each story sets them in a loader and clears them, the
 * page's cart and the reference API's carts when it goes away. Checkout leaves the page through `navigation.assign`,
 * stubbed here. The express checkout buttons have their own stories: sg-cart-drawer-express.stories.ts.
 */

const meta = {
  title: 'Elements/sg-cart-drawer',
  component: Markup,
  args: { attributes: {} },
  parameters: { layout: 'fullscreen' },
  beforeEach: drawerStorySetUp,
} satisfies Meta<typeof Markup>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Order 5001: running shoes (ship to home, also store pickup and same day), two basketballs with a $5-each promotion,
 * and a tent shipped to the store (3 in stock: its + stops at "Max 3"). Free shipping is earned; the estimated tax
 * arrives from the tax call. Pay-later messaging is configured with the `pay-later` attribute.
 */
export const Lines: Story = {
  loaders: [withCart(CART_IDS.normal)],
  args: {
    attributes: {
      'pay-later': JSON.stringify({
        threshold: 35,
        installments: 4,
        providers: [
          { name: 'Klarna', enabled: true, max: 1000 },
          { name: 'Afterpay', enabled: true, max: 200 },
        ],
      }),
    },
  },
  parameters: { docs: { source: { code: markup({ 'pay-later': '{"threshold":35,"installments":4,"providers":[...]}' }) } } },
  play: async ({ canvasElement }) => {
    const { shadow } = await openFromMiniCart(canvasElement);
    await waitFor(() => expect(shadow.getByRole('heading', { level: 2 })).toHaveTextContent(headingOf(4)), { timeout: 5000 });
    await waitFor(() => expect(shadow.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3), { timeout: 5000 });
    await expect(shadow.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '49.99');
    await waitFor(() => expect(shadow.getByText(/interest-free payments of .* with Klarna/)).toBeTruthy(), { timeout: 5000 });
  },
};

/**
 * The pay-later explainer: an installment range (`{ "min": 2, "max": 4 }`) offers its most payments on the line;
 * "Learn more" opens a dialog over the drawer with each provider's schedule, the first payment today, adding up to the
 * order total. Escape closes it alone.
 */
export const PayLaterExplainer: Story = {
  loaders: [withCart(CART_IDS.normal)],
  args: {
    attributes: {
      'pay-later': JSON.stringify({
        threshold: 35,
        installments: { min: 2, max: 4 },
        providers: [
          { name: 'Klarna', enabled: true, max: 1000 },
          { name: 'Sezzle', enabled: true, max: 2500 },
        ],
      }),
    },
  },
  parameters: { docs: { source: { code: markup({ 'pay-later': '{"threshold":35,"installments":{"min":2,"max":4},"providers":[...]}' }) } } },
  play: async ({ canvasElement }) => {
    const { shadow } = await openFromMiniCart(canvasElement);
    const more = await waitFor(() => shadow.getByRole('button', { name: 'Learn more about paying over time' }), { timeout: 8000 });
    await userEvent.click(more);
    const dialog = await waitFor(() => shadow.getByRole('dialog', { name: 'Pay over time' }), { timeout: 8000 });
    await waitFor(() => expect(within(dialog).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Klarna: 4 payments', 'Sezzle: 4 payments']));
    await expect(within(dialog).getAllByText('Today')).toHaveLength(2);
  },
};

/** The shopper is signed in but has no order: "Your cart is empty" and Continue shopping, which closes the drawer. */
export const Empty: Story = {
  loaders: [withCart()],
  play: async ({ canvasElement }) => {
    const { shadow } = await openFromMiniCart(canvasElement);
    await waitFor(() => expect(shadow.getByText(TEXT.empty)).toBeTruthy(), { timeout: 5000 });
  },
};

/** The cart call takes a minute (fault switch `cart`, latency 60000 ms): the drawer shows a skeleton of its final size. */
export const Loading: Story = {
  loaders: [withCart(CART_IDS.normal)],
  beforeEach: () => {
    faults.set('cart', { latencyMs: 60000 });
    return () => faults.clear('cart');
  },
  play: async ({ canvasElement }) => {
    const { drawer } = await openFromMiniCart(canvasElement);
    await waitFor(() => expect(drawer.shadowRoot!.querySelector('[part="skeleton"]')).toBeTruthy(), { timeout: 5000 });
  },
};

/** The cart call answers HTTP 500 (not retried): the message and Try again. */
export const CartError: Story = {
  name: 'Error',
  loaders: [withCart(CART_IDS.normal)],
  beforeEach: () => {
    faults.set('cart', { status: 500 });
    return () => faults.clear('cart');
  },
  play: async ({ canvasElement }) => {
    const { shadow } = await openFromMiniCart(canvasElement);
    await waitFor(() => expect(shadow.getByRole('button', { name: TEXT.retry })).toBeTruthy(), { timeout: 5000 });
  },
};

/**
 * The cart answer lists the gift card total's telephone error (spec section 8): the notice over the lines says it, and
 * its number is a call link to the page configuration's `customerCarePhone`. The demo's fault panel sets any cart key
 * this way.
 */
export const CartNotice: Story = {
  loaders: [withCart(CART_IDS.normal)],
  beforeEach: () => {
    faults.set('cart', { errorKey: '_TOTAL_GC_AMOUNT_EXCEDED_MAX_LIMIT_TEL' });
    const removeConfig = withPageConfig({ customerCarePhone: '1-877-555-0142' });
    return () => {
      faults.clear('cart');
      removeConfig();
    };
  },
  play: async ({ canvasElement }) => {
    const { shadow } = await openFromMiniCart(canvasElement);
    const call = await shadow.findByRole('link', { name: '1-877-555-0142' }, { timeout: 5000 });
    await expect(call.getAttribute('href')).toBe('tel:+18775550142');
  },
};

/**
 * Order 5009 carries a PayPal payment instruction (an express checkout begun and left): "Paying with PayPal" and
 * Remove, which deletes it and reloads the cart. Below the lines, "We accept" and the payment icons.
 */
export const PaymentInstruction: Story = {
  loaders: [withCart(CART_IDS.paymentInstruction)],
  play: async ({ canvasElement }) => {
    const { shadow } = await openFromMiniCart(canvasElement);
    await shadow.findByText('Paying with PayPal', {}, { timeout: 5000 });
    await shadow.findByRole('img', { name: 'Visa' });
    (await shadow.findByRole('button', { name: 'Remove PayPal as your payment' })).click();
    await waitFor(() => expect(shadow.queryByText('Paying with PayPal')).toBeNull(), { timeout: 5000 });
  },
};

/**
 * Order 5003: the cleats are out of stock online. Checkout runs the inventory check, which reports them unavailable:
 * no checkout, the cart reloads, the line is marked "Out of stock" and the message shows in an alert.
 */
export const OutOfStockAtCheckout: Story = {
  loaders: [withCart(CART_IDS.outOfStock)],
  play: async ({ canvasElement }) => {
    const { shadow } = await openFromMiniCart(canvasElement);
    const checkout = await shadow.findByRole('button', { name: TEXT.checkout }, { timeout: 5000 });
    checkout.click();
    await waitFor(() => expect(shadow.getByText(TEXT.outOfStock)).toBeTruthy(), { timeout: 5000 });
    const { drawer } = await rendered(canvasElement);
    await waitFor(() => expect(drawer.shadowRoot!.querySelector('[part="alert"]')?.textContent).toBeTruthy(), { timeout: 5000 });
  },
};

/** Order 5005: 150 items (two lines of 75). The mini cart's badge shows 99+; the drawer's heading the real count. */
export const NinetyNinePlus: Story = {
  loaders: [withCart(CART_IDS.overNinetyNine)],
  play: async ({ canvasElement }) => {
    const { mini, shadow } = await openFromMiniCart(canvasElement);
    await waitFor(() => expect(mini.shadowRoot!.querySelector('[part="badge"]')).toHaveTextContent('99+'), { timeout: 5000 });
    await waitFor(() => expect(shadow.getByRole('heading', { level: 2 })).toHaveTextContent(headingOf(150)), { timeout: 5000 });
  },
};

/**
 * Order 5020 (issue 26): an e-gift card line promises its e-mail by the clock ("Delivered by email within 2 hours"
 * from 8:00 AM to 7:00 PM Central time), the shoes' store pickup follows the configuration's `businessHours` (open
 * all day here: "Ready within 3 hours"), and under the `sla2` flag the tent counts its estimate in days ("Arrives in
 * 3-5 days").
 */
export const DeliveryPromises: Story = {
  loaders: [withCart(CART_IDS.promises)],
  beforeEach: () => {
    const removeConfig = withPageConfig({
      businessHours: { businessStartHours: 0, businessEndHours: 24, slaBusinessHours: 3, slaPreBusinessHours: 1, slaPostBusinessHours: 1 },
    });
    const restoreCookies = withCookies({ cncFeatures: 'sla2' });
    return () => {
      restoreCookies();
      removeConfig();
    };
  },
  play: async ({ canvasElement }) => {
    const { shadow } = await openFromMiniCart(canvasElement);
    await shadow.findByText(/Delivered by email/, {}, { timeout: 5000 });
    await shadow.findByText(/Ready within 3 hours$/);
    await shadow.findByText(/^Ship to home · Arrives in \d-\d days$/);
  },
};

/**
 * A customer service rep (the `csr` flag of `cncFeatures`): under the lines, the cart's checkout id (read digit by
 * digit by a screen reader) with Copy, and a field that loads another cart by its id. Here it loads order 5009.
 */
export const CustomerServiceCheckoutId: Story = {
  loaders: [withCart(CART_IDS.normal)],
  beforeEach: () => withCookies({ cncFeatures: 'csr' }),
  play: async ({ canvasElement }) => {
    const { shadow } = await openFromMiniCart(canvasElement);
    const field = await shadow.findByRole('textbox', { name: 'Enter a checkout ID' }, { timeout: 5000 });
    await userEvent.type(field, '5009');
    (await shadow.findByRole('button', { name: 'Load cart' })).click();
    await waitFor(() => expect(shadow.getByRole('heading', { level: 2 })).toHaveTextContent(headingOf(2)), { timeout: 5000 });
  },
};

/**
 * Alternate pickup (the configuration's `alternatePickup`, or `altPickup` in `cncFeatures`): the tent is shipped to the
 * store, so the shopper may name someone else to collect it. Here Jane Doe is named; the form checks each field first.
 */
export const AlternatePickup: Story = {
  loaders: [withCart(CART_IDS.normal)],
  beforeEach: () => withCookies({ cncFeatures: 'altPickup' }),
  play: async ({ canvasElement }) => {
    const { shadow } = await openFromMiniCart(canvasElement);
    (await shadow.findByRole('button', { name: 'Add a pickup person' }, { timeout: 5000 })).click();
    await userEvent.type(await shadow.findByRole('textbox', { name: 'First name' }), 'Jane');
    await userEvent.type(shadow.getByRole('textbox', { name: 'Last name' }), 'Doe');
    await userEvent.type(shadow.getByRole('textbox', { name: 'Email' }), 'jane@example.com');
    await userEvent.type(shadow.getByRole('textbox', { name: 'Mobile phone' }), '7135550123');
    shadow.getByRole('button', { name: 'Save pickup person' }).click();
    await shadow.findByText('Jane Doe will pick up the store items in this order.', {}, { timeout: 5000 });
  },
};

/**
 * The carousels' stories: what the shopper viewed (as product pages record it, with the SKU viewed), and the spec's
 * lazy-load delay set to 0 (a page opened 10 s ago). Cleared when the story goes away.
 */
function carouselStorySetUp(): () => void {
  setCarouselDelayForTests(0);
  for (const [id, name, price] of [
    ['1001', "Nike Air Zoom Pegasus 40 Men's Running Shoes", 129.99],
    ['1009', 'Wilson Evolution Indoor Basketball', 79.99],
    ['1012', 'Coleman Sundome 4-Person Tent', 89.99],
    ['1027', 'Manduka PRO Yoga Mat 6mm', 129.99],
  ] as const) {
    recordProductView({ id, name, url: `/p/${id}`, imageUrl: `/mock-images/${id}.svg`, price, skuId: `sku-${id}-1` });
  }
  return () => {
    setCarouselDelayForTests(null);
    localStorage.removeItem(RECENTLY_VIEWED_KEY);
  };
}

/**
 * An empty cart with "Recently viewed" below the message: an APG carousel (Previous / Next, slides "N of M"), each
 * product with its heart and Add to cart.
 */
export const EmptyWithRecentlyViewed: Story = {
  loaders: [withCart()],
  beforeEach: carouselStorySetUp,
  play: async ({ canvasElement }) => {
    const { shadow } = await openFromMiniCart(canvasElement);
    await waitFor(() => expect(shadow.getByRole('region', { name: 'Recently viewed' })).toBeTruthy(), { timeout: 5000 });
    const region = within(shadow.getByRole('region', { name: 'Recently viewed' }));
    await expect(region.getByRole('group', { name: '1 of 4' })).toBeTruthy();
    await userEvent.click(region.getByRole('button', { name: 'Next products' }));
    await waitFor(() => expect(region.getByRole('status')).toHaveTextContent(/^Showing/));
  },
};

/**
 * A registered shopper (Jordan Rivera, `WC_USERID=1234567`) with lines: "Recently viewed" and "Recently purchased"
 * (GET /profile/recentlypurchased, six products) below them.
 */
export const SignedInWithRecentlyPurchased: Story = {
  loaders: [withCart(CART_IDS.normal)],
  beforeEach: () => {
    const clear = carouselStorySetUp();
    setCookie('WC_USERID', '1234567');
    setCookie('USERTYPE', 'R');
    setCookie('USERACTIVITY', '1');
    refreshSession();
    return () => {
      clear();
      for (const name of ['WC_USERID', 'USERTYPE', 'USERACTIVITY']) removeCookie(name);
      refreshSession();
    };
  },
  play: async ({ canvasElement }) => {
    const { shadow } = await openFromMiniCart(canvasElement);
    await waitFor(() => expect(shadow.getByRole('region', { name: 'Recently purchased' })).toBeTruthy(), { timeout: 5000 });
    const region = within(shadow.getByRole('region', { name: 'Recently purchased' }));
    await waitFor(() => expect(region.getByRole('group', { name: '1 of 6' })).toBeTruthy(), { timeout: 5000 });
  },
};

/**
 * A registered shopper (the reference API's Jordan, user 1234567: cookies `USERTYPE=R`, `USERACTIVITY`, `WC_USERID`)
 * with a second saved item; when the story goes away, a guest again and the seeded lists back.
 */
function signedInWithSavedItems(): () => void {
  setCookie('USERTYPE', 'R');
  setCookie('USERACTIVITY', '1');
  setCookie('WC_USERID', SAVED_ITEMS_USER);
  refreshSession();
  seedSavedItem(SAVED_ITEMS_USER, '1017');
  return () => {
    resetSavedForLaterForTests();
    resetSavedItems();
    for (const name of ['USERTYPE', 'USERACTIVITY', 'WC_USERID']) removeCookie(name);
    refreshSession();
  };
}

const TENT = 'Coleman Sundome 4-Person Tent';

/**
 * A registered shopper's "save for later": each line has "Save for later", and "Saved for later (2)" under the lines
 * lists the water bottle and the tennis racket with "Move to cart" and "Remove". Saving the tent moves it into the list
 * (announced; focus on the list's heading); "Move to cart" brings an item back.
 */
export const SavedForLater: Story = {
  loaders: [withCart(CART_IDS.normal)],
  beforeEach: signedInWithSavedItems,
  play: async ({ canvasElement }) => {
    const { shadow } = await openFromMiniCart(canvasElement);
    await shadow.findByRole('heading', { name: 'Saved for later (2)' }, { timeout: 8000 });
    await userEvent.click(await shadow.findByRole('button', { name: `Save for later, ${TENT}` }));
    await shadow.findByRole('heading', { name: 'Saved for later (3)' }, { timeout: 5000 });
    await waitFor(() => expect(shadow.getByRole('heading', { level: 2 })).toHaveTextContent(headingOf(3)), { timeout: 5000 });
  },
};

/**
 * Saving fails (fault switch `saveForLater`, HTTP 500): the line stays in the cart and the message under it says so;
 * it is announced in the drawer's live region.
 */
export const SavedForLaterFailure: Story = {
  loaders: [withCart(CART_IDS.normal)],
  beforeEach: () => {
    const signOut = signedInWithSavedItems();
    faults.set('saveForLater', { status: 500 });
    return () => {
      faults.clear('saveForLater');
      signOut();
    };
  },
  play: async ({ canvasElement }) => {
    const { drawer, shadow } = await openFromMiniCart(canvasElement);
    await shadow.findByRole('heading', { name: 'Saved for later (2)' }, { timeout: 8000 });
    await userEvent.click(await shadow.findByRole('button', { name: `Save for later, ${TENT}` }));
    await waitFor(
      () => expect(drawer.shadowRoot!.querySelector('[part="save-error"]')).toHaveTextContent(`${TENT} could not be saved for later. It is still in your cart.`),
      { timeout: 5000 },
    );
    await expect(shadow.getByRole('heading', { name: 'Saved for later (2)' })).toBeTruthy();
  },
};
