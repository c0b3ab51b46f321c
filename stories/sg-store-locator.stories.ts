import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement, useLayoutEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../elements/sg-store-locator';
import { storeLocatorMessages } from '../src/components/store-locator';
import { STORE_IDS, storeSearchZip250 } from '../mocks/data/stores';
import { faults, type CallName, type Fault } from '../mocks/faults';
import { resetStoreCalls, storeCalls } from '../mocks/handlers/stores';
import { SDD_INFO_KEY } from '../src/core/constants';
import { resetSddForTests } from '../src/state/sdd';
import { closeStoreFlyout, resetStoresForTests } from '../src/state/stores';
import { typeInShadow, withCookies, withStorage } from './story-support';

/**
 * `<sg-store-locator>` as a CMS author writes it: the tag alone (`button`, `sdd-cutoff`, `sdd-ttl-minutes` and
 * `api-base` are optional). It talks to the reference API (msw, see .storybook/preview.tsx). What it shows comes from
 * the page: the cookie `WC_StLocId` (the shopper's store, loaded with `GET /stores/{id}`; without it "Find a store"),
 * `IS_STS_ENABLED` (ship to store), the load-time delivery ZIPs `defaultAddressZipcode`, `geoLocatedZipCode` and
 * `akLocatedZipCode`, `WC_OrdId` (the order the delivery ZIP is stamped on), and the stored delivery info
 * (localStorage `sg_sdd_info`). Store hours and same-day delivery depend on the clock, so every story runs at a fixed
 * `Date.now()`: Wednesday 2026-11-18, 15:59 in Houston (one minute before the 16:00 cutoff) unless it says otherwise.
 * Each story starts with none of those cookies and no stored info (plus the cookies it names), and puts back the
 * clock, the cookies, the storage, the page's store and delivery state and the API's fault switches when it goes away.
 */

/** The locator's en-US texts (the stories name them by message). */
const TEXT = storeLocatorMessages.defaults;

/** Wednesday 2026-11-18 in Houston (UTC-6): 15:59, 16:00:00 (the cutoff) and 21:30 (after closing). */
const HOUSTON_1559 = Date.UTC(2026, 10, 18, 21, 59, 0);
const HOUSTON_1600 = Date.UTC(2026, 10, 18, 22, 0, 0);
const HOUSTON_2130 = Date.UTC(2026, 10, 19, 3, 30, 0);

/** The cookies the locator and its delivery rules read; each story starts without them. */
const PAGE_COOKIES = [
  'WC_StLocId',
  'WC_StZip_Selected',
  'IS_STS_ENABLED',
  'WC_OrdId',
  'geoLocatedZipCode',
  'akLocatedZipCode',
  'defaultAddressZipcode',
] as const;

/** The page a story runs on (`parameters.page`). */
interface PageState {
  /** The fixed `Date.now()`; default HOUSTON_1559. */
  now?: number;
  /** Cookies the retailer's site has set. */
  cookies?: Partial<Record<(typeof PAGE_COOKIES)[number], string>>;
  /** Fault switches of the reference API. */
  faults?: Partial<Record<CallName, Fault>>;
}

interface MarkupArgs {
  /** The element's attributes, as written in the page's HTML. */
  attributes: Record<string, string>;
}

const markup = (attributes: Record<string, string>) =>
  `<sg-store-locator${Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('')}></sg-store-locator>`;

/** Builds the author's markup with DOM calls (as the HTML parser would) and removes it when the story goes away. */
function Markup({ attributes }: MarkupArgs) {
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    if (!slot) return;
    const el = document.createElement('sg-store-locator');
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    slot.append(el);
    return () => el.remove();
  }, [slot, attributes]);
  return createElement('div', { ref: setSlot, style: { padding: '1rem' } });
}

/** A story's page state and the author's markup in the Docs source. */
const page = (state: PageState = {}) => ({ parameters: { page: state, docs: { source: { code: markup({}) } } } });

/**
 * The page's state for the story: a fixed clock, only the story's cookies, no stored delivery info, fresh store and
 * delivery state, the story's fault switches. The returned teardown puts everything back.
 */
function setUpPage(state: PageState): () => void {
  faults.clear();
  resetStoreCalls();
  resetStoresForTests();
  resetSddForTests();
  const realNow = Date.now;
  const now = state.now ?? HOUSTON_1559;
  Date.now = () => now;
  const restoreCookies = withCookies({ ...Object.fromEntries(PAGE_COOKIES.map((name) => [name, null])), ...state.cookies });
  const restoreStorage = withStorage({ [SDD_INFO_KEY]: null });
  for (const [call, fault] of Object.entries(state.faults ?? {})) faults.set(call as CallName, fault);
  return () => {
    Date.now = realNow;
    faults.clear();
    // Closes through the page state (resetStoresForTests alone leaves the page's open-flyout mark on "store").
    closeStoreFlyout();
    resetStoresForTests();
    resetSddForTests();
    restoreStorage();
    restoreCookies();
  };
}

/** `beforeEach`: the browser answers "Use my location" with a denial (PERMISSION_DENIED), as after "Block". */
function denyGeolocation(): () => void {
  const denied = { code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };
  const fake: Pick<Geolocation, 'getCurrentPosition'> = {
    getCurrentPosition: (_found, failed) => {
      setTimeout(() => failed?.(denied as GeolocationPositionError), 10);
    },
  };
  Object.defineProperty(navigator, 'geolocation', { value: fake, configurable: true });
  // The own property shadows Navigator.prototype's getter; deleting it brings the real one back.
  return () => void Reflect.deleteProperty(navigator, 'geolocation');
}

/** The story's locator once its button is rendered, with a query scope for its shadow root. */
async function rendered(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('sg-store-locator')?.shadowRoot?.querySelector('[part="button"]')).toBeTruthy(), {
    timeout: 5000,
  });
  const host = canvasElement.querySelector('sg-store-locator')!;
  return { host, shadow: within(host.shadowRoot as unknown as HTMLElement) };
}

// A failing query scoped to the shadow root cannot print its container (testing-library's prettyDOM throws for a
// ShadowRoot): inside `findBy*` that throw happens in a timer and the play function hangs; inside the global `waitFor`
// the play function fails, with that message. So queries on the shadow root use `waitFor`, after a plain check where a
// useful message matters; queries scoped to the dialog (an element) may use `findBy*`.

/** `play` of the button stories: the my-store button's accessible name once the store has loaded (and its store name part). */
const expectButton =
  (name: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const { host, shadow } = await rendered(canvasElement);
    await waitFor(() => expect(host.shadowRoot!.querySelector('[part="button"]')?.getAttribute('aria-label') ?? TEXT.findStore).toBe(name), {
      timeout: 5000,
    });
    await expect(shadow.getByRole('button', { name })).toBeVisible();
    const storeName = /^My store: ([^,]+),/.exec(name)?.[1];
    if (storeName) await expect(host.shadowRoot!.querySelector('[part="store-name"]')).toHaveTextContent(storeName);
  };

/** Opens the flyout the way a shopper does (its button) and waits for its body: the ZIP field has focus then. */
async function openFlyout(canvasElement: HTMLElement) {
  const { host, shadow } = await rendered(canvasElement);
  await userEvent.click(shadow.getByRole('button', { name: (name) => name === TEXT.findStore || name.startsWith(`${TEXT.myStorePrefix} `) }));
  await waitFor(() => expect(shadow.getByRole('dialog', { name: TEXT.findStore })).toBeVisible(), { timeout: 5000 });
  const dialog = within(shadow.getByRole('dialog', { name: TEXT.findStore }));
  const zip = await dialog.findByRole('textbox', { name: TEXT.zipLabel }, { timeout: 8000 });
  await waitFor(() => expect(host.shadowRoot!.activeElement).toBe(zip));
  return { host, dialog };
}

type Scope = Awaited<ReturnType<typeof openFlyout>>['dialog'];

/** Types a ZIP into a field of the flyout and presses the field's button. */
async function submit(dialog: Scope, field: string, zip: string, button: string) {
  typeInShadow(dialog.getByRole('textbox', { name: field }), zip);
  await userEvent.click(dialog.getByRole('button', { name: button }));
}

const searchZip = (dialog: Scope, zip: string) => submit(dialog, TEXT.zipLabel, zip, TEXT.search);
const checkDeliveryZip = (dialog: Scope, zip: string) => submit(dialog, TEXT.deliveryLabel, zip, TEXT.deliveryButton);

/** One of the flyout's polite statuses (the search's, the delivery ZIP's) says `text`. */
async function expectStatus(dialog: Scope, text: string) {
  await waitFor(() => expect(dialog.getAllByRole('status').map((status) => status.textContent)).toContain(text), { timeout: 8000 });
}

const expectNoList = async (dialog: Scope) => expect(dialog.queryByRole('list', { name: TEXT.resultsLabel })).toBeNull();

/** The failure stories: an alert says `text`, and there is no list of stores. */
async function expectAlert(dialog: Scope, text: string) {
  await expect(await dialog.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(text);
  await expectNoList(dialog);
}

/**
 * `play`: opens the flyout, sends `zip` through one of its forms (`searchZip`, `checkDeliveryZip`), waits until a
 * status says `status`, then checks `more`.
 */
const afterZip =
  (submitZip: typeof searchZip, zip: string, status: string, more?: (dialog: Scope, host: Element) => Promise<void>) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const { host, dialog } = await openFlyout(canvasElement);
    await submitZip(dialog, zip);
    await expectStatus(dialog, status);
    await more?.(dialog, host);
  };

const meta = {
  title: 'Elements/sg-store-locator',
  component: Markup,
  args: { attributes: {} },
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ parameters }) => setUpPage((parameters.page ?? {}) as PageState),
} satisfies Meta<typeof Markup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No `WC_StLocId` cookie: "Find a store", and no store request. */
export const NoStore: Story = {
  name: 'No store',
  ...page(),
  play: async (context) => {
    await expectButton(TEXT.findStore)(context);
    await expect(storeCalls('store')).toHaveLength(0);
  },
};

/** `WC_StLocId=1024` at 15:59 in Houston: the store's name, Open and today's hours, in store time. */
export const Open: Story = {
  ...page({ cookies: { WC_StLocId: STORE_IDS.galleria } }),
  play: expectButton('My store: Houston Galleria, Open, 9:00 AM - 9:00 PM'),
};

/** The same store at 21:30 in Houston (still Wednesday there): Closed, today's hours still shown. */
export const Closed: Story = {
  ...page({ now: HOUSTON_2130, cookies: { WC_StLocId: STORE_IDS.galleria } }),
  play: expectButton('My store: Houston Galleria, Closed, 9:00 AM - 9:00 PM'),
};

/** A store that is not open yet (Plano Legacy West, opening 2026-12-05): its own status instead of Open or Closed. */
export const ComingSoon: Story = {
  name: 'Coming soon',
  ...page({ cookies: { WC_StLocId: STORE_IDS.comingSoon } }),
  play: expectButton('My store: Plano Legacy West, Coming soon, Opening Dec 5'),
};

/** The flyout just opened: a modal dialog from the left, focus in the ZIP field, nothing searched yet. */
export const FlyoutEmpty: Story = {
  name: 'Flyout: empty',
  ...page(),
  play: async ({ canvasElement }) => {
    const { host, dialog } = await openFlyout(canvasElement);
    await expect(host.shadowRoot!.querySelector('dialog')!.matches(':modal')).toBe(true);
    await expect(dialog.getByRole('button', { name: TEXT.locate })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: TEXT.deliveryLabel })).toHaveValue('');
    await expect(dialog.getAllByRole('status').map((status) => status.textContent)).toEqual(['', '']);
    await expectNoList(dialog);
  },
};

/** The store search takes a minute (fault switch `stores`, latency 60000 ms): "Searching for stores…" stays. */
export const FlyoutLoading: Story = {
  name: 'Flyout: loading',
  ...page({ faults: { stores: { latencyMs: 60000 } } }),
  play: afterZip(searchZip, '77056', TEXT.searching, expectNoList),
};

/**
 * A search for 77056: the stores within 250 miles, nearest first (Memorial City, then Houston Galleria), each with
 * distance, status and today's hours, services and "Make this my store"; the count is announced.
 */
export const FlyoutResults: Story = {
  name: 'Flyout: results',
  ...page(),
  play: afterZip(searchZip, '77056', '12 stores near 77056', async (dialog) => {
    const list = within(dialog.getByRole('list', { name: TEXT.resultsLabel }));
    await expect(list.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent).slice(0, 2)).toEqual([
      'Memorial City',
      'Houston Galleria',
    ]);
    const galleria = dialog.getByRole('button', { name: 'Make this my store: Houston Galleria' });
    await expect(galleria.closest('li')).toHaveTextContent('0.7 mi · Open · 9:00 AM - 9:00 PM');
    await expect(galleria.closest('li')).toHaveTextContent(TEXT.storePickup);
  }),
};

/** A search for 80202 (Denver): 264 stores; the first 20 are listed, "Show more stores" adds 20 at a time. */
export const Flyout250: Story = {
  name: 'Flyout: 250+ results',
  ...page(),
  play: afterZip(searchZip, storeSearchZip250, `264 stores near ${storeSearchZip250}`, async (dialog, host) => {
    await expect(dialog.getByRole('list', { name: TEXT.resultsLabel })).toBeVisible();
    // A window of 20, and "Show more stores" with how many are shown.
    expect(host.shadowRoot!.querySelectorAll('[part="store"]')).toHaveLength(20);
    await expect(dialog.getByRole('button', { name: TEXT.showMore, description: 'Showing 20 of 264 stores' })).toBeVisible();
  }),
};

/** A search for 99701 (Fairbanks, Alaska): no store within 250 miles, said in the status; no list. */
export const FlyoutNoStores: Story = {
  name: 'Flyout: no stores',
  ...page(),
  play: afterZip(searchZip, '99701', 'No stores found within 250 miles of 99701', expectNoList),
};

/** The store search answers HTTP 503 (fault switch `stores`): a message in an alert, no list. */
export const FlyoutError: Story = {
  name: 'Flyout: error',
  ...page({ faults: { stores: { status: 503 } } }),
  play: async ({ canvasElement }) => {
    const { dialog } = await openFlyout(canvasElement);
    await searchZip(dialog, '77056');
    await expectAlert(dialog, TEXT.storesFailed);
  },
};

/** "Use my location" and the browser refuses (a stand-in Geolocation API that denies): a message about location access. */
export const FlyoutLocationDenied: Story = {
  name: 'Flyout: location denied',
  ...page(),
  beforeEach: denyGeolocation,
  play: async ({ canvasElement }) => {
    const { dialog } = await openFlyout(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: TEXT.locate }));
    await expectAlert(dialog, TEXT.locationDenied);
  },
};

/** Delivery ZIP 77056 at 15:59 in Houston, before the 16:00 cutoff: same-day delivery from the Galleria, saved. */
export const DeliverySdd: Story = {
  name: 'Delivery: same day',
  ...page(),
  play: afterZip(checkDeliveryZip, '77056', 'Get it today from Houston Galleria', async () => {
    await expect(JSON.parse(localStorage.getItem(SDD_INFO_KEY) ?? '{}')).toMatchObject({ sddZipCode: '77056', sddStoreId: STORE_IDS.galleria });
  }),
};

/** The same ZIP at 16:00:00 in Houston (the cutoff counts as after): next-day delivery. */
export const DeliveryNdd: Story = {
  name: 'Delivery: next day',
  ...page({ now: HOUSTON_1600 }),
  play: afterZip(checkDeliveryZip, '77056', 'Get it tomorrow from Houston Galleria'),
};

/**
 * Delivery ZIP 77520 (Baytown): the one store within 20 miles delivers but is temporarily closed, so no store can
 * deliver today or tomorrow.
 */
export const DeliveryUnavailable: Story = {
  name: 'Delivery: unavailable',
  ...page(),
  play: afterZip(checkDeliveryZip, '77520', 'Same-day delivery is not available for 77520'),
};
