import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement, useLayoutEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../elements/sg-header';
import { headerMessages } from '../src/components/header';
import { storeLocatorMessages } from '../src/components/store-locator';
import { formatMessage } from '../src/core/messages';
import { STORE_IDS, STORES } from '../mocks/data/stores';
import { faults, type CallName, type Fault } from '../mocks/faults';
import { SDD_INFO_KEY } from '../src/core/constants';
import { resetPageConfigForTests } from '../src/state/config';
import { resetSddForTests } from '../src/state/sdd';
import { stubNavigation, typeInShadow, untilMedia, VIEWPORTS, withStorage } from './story-support';

/**
 * `<sg-header>`'s delivery ZIP control (the spec's zip code popup) as a shopper meets it: "Set delivery ZIP" (or
 * "Deliver to {zip}" once the page's same-day delivery info has one) beside the store button from 1024 px, a popup
 * under it with the form, and below 1024 px the same entry in the hamburger dialog with the form in place. The header
 * is the CMS author's markup with a configuration script (the control is on by default; `"deliveryZip": false` turns
 * it off) and talks to the reference API (msw, .storybook/preview.tsx). Same-day delivery depends on the clock: every
 * story runs at Wednesday 2026-11-18, 15:59 in Dallas and Houston, one minute before the 16:00 cutoff, and starts
 * with the stored info its `page` parameter gives (none by default). The clock, the storage, the page's delivery state
 * and the API's fault switches are put back when the story goes away.
 */

const TEXT = headerMessages.defaults;
const LOCATOR = storeLocatorMessages.defaults;
const DESKTOP = 'screen and (min-width: 1024px)';
const MOBILE = 'screen and (max-width: 1023.98px)';
const BEFORE_CUTOFF = Date.UTC(2026, 10, 18, 21, 59, 0);

const CONFIG = {
  logo: { src: '/mock-images/1009.svg', alt: 'Summit Sports', href: '/', width: 40, height: 40 },
  nav: {
    l1: [{ title: 'camp', display_name: 'Camp & Hike', seo_url: '/c/camping-hiking', l2: [{ title: 'tents', display_name: 'Tents', seo_url: '/c/tents' }] }],
  },
  subHeader: { links: [{ title: 'Weekly Ad', url: '/weekly-ad' }] },
};

/** A stored delivery info as the page's SDD state writes it, for a returning shopper. */
function storedInfo(zip: string, storeId: string, priority: number): string {
  const store = STORES.find((s) => s.properties.gx_id === storeId)!;
  return JSON.stringify({
    sddZipCode: zip,
    sddStoreId: storeId,
    sddStore: { ...structuredClone(store), EDDLabel: 'SDD' },
    priority,
    timestamp: BEFORE_CUTOFF,
    latitude: null,
    longitude: null,
    sddCity: '',
    sddState: '',
  });
}

interface PageState {
  /** `sg_sdd_info` before the story (null: none). */
  stored?: string | null;
  faults?: Partial<Record<CallName, Fault>>;
}

/** `beforeEach`: the clock, the stored info, fresh delivery state and the fault switches; the teardown puts them back. */
function setUpPage(state: PageState): () => void {
  const realNow = Date.now;
  Date.now = () => BEFORE_CUTOFF;
  resetSddForTests();
  faults.clear();
  const restoreStorage = withStorage({ [SDD_INFO_KEY]: state.stored ?? null });
  for (const [call, fault] of Object.entries(state.faults ?? {})) faults.set(call as CallName, fault);
  const restoreNavigation = stubNavigation();
  return () => {
    Date.now = realNow;
    faults.clear();
    resetSddForTests();
    restoreStorage();
    restoreNavigation();
  };
}

/** The author's page: the configuration script, the header with its fallback children, the main content. */
function Markup({ configId, config }: { configId: string; config: object }) {
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    if (!slot) return;
    const markup = `<script type="application/json" id="${configId}">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>
<sg-header config-id="${configId}">
  <a slot="logo" href="/">Summit Sports</a>
  <form action="/search" role="search"><input name="searchTerm" aria-label="Search products"> <button>Search</button></form>
  <a href="/shop/cart">Cart</a>
</sg-header>
<main id="main" style="padding: 1rem"><h1>Summit Sports</h1><p>The page's content.</p></main>`;
    const parsed = new DOMParser().parseFromString(markup, 'text/html');
    const nodes = [...parsed.head.childNodes, ...parsed.body.childNodes].map((node) => document.adoptNode(node));
    slot.append(...nodes);
    // A press on a link would leave the preview: the story stays put.
    const stay = (event: Event) => event.preventDefault();
    const header = slot.querySelector('sg-header')!;
    for (const name of ['sg-navigate', 'sg-store-open', 'sg-account-open']) header.addEventListener(name, stay);
    return () => {
      for (const name of ['sg-navigate', 'sg-store-open', 'sg-account-open']) header.removeEventListener(name, stay);
      nodes.forEach((node) => node.parentNode?.removeChild(node));
      resetPageConfigForTests();
    };
  }, [slot, configId, config]);
  return createElement('div', { ref: setSlot });
}

/** The story's header once its runtime is in (its nested search upgraded), with a query scope for its shadow root. */
async function rendered(canvasElement: HTMLElement) {
  const search = () => canvasElement.querySelector('sg-header')?.shadowRoot?.querySelector('sg-search[exportparts]');
  await waitFor(() => expect(search()).toBeTruthy(), { timeout: 8000 });
  const host = canvasElement.querySelector('sg-header')!;
  return { host, shadow: within(host.shadowRoot as unknown as HTMLElement) };
}

/** Opens the popup from the sub-header's entry named `entry`; returns its scope once the field has focus. */
async function openPopup(canvasElement: HTMLElement, entry: string) {
  await untilMedia(DESKTOP);
  const { host, shadow } = await rendered(canvasElement);
  await userEvent.click(shadow.getByRole('button', { name: entry }));
  const dialog = within(await shadow.findByRole('dialog', { name: LOCATOR.deliveryHeading }, { timeout: 10000 }));
  const field = dialog.getByRole('textbox', { name: LOCATOR.deliveryLabel });
  await waitFor(() => expect(host.shadowRoot!.activeElement).toBe(field));
  return { host, shadow, dialog, field };
}

/** Types a ZIP in the form's field (inside the shadow root) and presses Update. */
async function submitZip(scope: ReturnType<typeof within>, zip: string) {
  const field = scope.getByRole('textbox', { name: LOCATOR.deliveryLabel }) as HTMLInputElement;
  field.value = '';
  typeInShadow(field, zip);
  await userEvent.click(scope.getByRole('button', { name: TEXT.deliveryZipUpdate }));
}

const sentence = (store: string) => formatMessage(LOCATOR.deliveryToday, { store });

const meta = {
  title: 'Elements/sg-header/Delivery ZIP',
  component: Markup,
  args: { configId: 'story-zip', config: CONFIG },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: VIEWPORTS.desktop },
  beforeEach: ({ parameters }) => setUpPage((parameters.page ?? {}) as PageState),
} satisfies Meta<typeof Markup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new shopper: "Set delivery ZIP" beside the store button; the popup opens under it with the field focused. */
export const SetDeliveryZip: Story = {
  name: 'Set delivery ZIP: the popup',
  args: { configId: 'story-zip-open' },
  play: async ({ canvasElement }) => {
    const { dialog, field } = await openPopup(canvasElement, TEXT.setDeliveryZip);
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('autocomplete', 'postal-code');
    await expect(dialog.getByRole('button', { name: LOCATOR.close })).toBeVisible();
  },
};

/** A ZIP that is not five digits: refused on the field before any request, the field described by the message. */
export const InvalidZip: Story = {
  name: 'Invalid ZIP',
  args: { configId: 'story-zip-invalid' },
  play: async ({ canvasElement }) => {
    const { dialog, field } = await openPopup(canvasElement, TEXT.setDeliveryZip);
    await submitZip(dialog, '7705');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(dialog.getByText(LOCATOR.zipInvalid)).toBeVisible();
  },
};

/** 75201 with priority MANUAL: "Get it today from Dallas Uptown" is announced and the entry says "Deliver to 75201". */
export const Updated: Story = {
  name: 'Update to 75201',
  args: { configId: 'story-zip-updated' },
  play: async ({ canvasElement }) => {
    const { dialog, shadow } = await openPopup(canvasElement, TEXT.setDeliveryZip);
    await submitZip(dialog, '75201');
    await expect(await dialog.findByText(sentence('Dallas Uptown'), {}, { timeout: 8000 })).toBeVisible();
    await waitFor(() => expect(shadow.getAllByText(formatMessage(TEXT.deliverTo, { zip: '75201' })).length).toBeGreaterThan(0));
    await expect(JSON.parse(localStorage.getItem(SDD_INFO_KEY) ?? '{}')).toMatchObject({ sddZipCode: '75201', priority: 5 });
  },
};

/** A returning shopper whose ZIP came from their address (SHIPPING_ZIP_CODE): "Deliver to 77056", Houston's sentence. */
export const ReturningShopper: Story = {
  name: 'Deliver to 77056 (stored)',
  args: { configId: 'story-zip-stored' },
  parameters: { page: { stored: storedInfo('77056', STORE_IDS.galleria, 4) } },
  play: async ({ canvasElement }) => {
    const { dialog, field } = await openPopup(canvasElement, formatMessage(TEXT.deliverTo, { zip: '77056' }));
    await expect(field).toHaveValue('77056');
    await expect(dialog.getByText(sentence('Houston Galleria'))).toBeVisible();
  },
};

/** The stores call fails (503): the alert says so, and the stored ZIP and the entry stay as they were. */
export const CheckFailed: Story = {
  name: 'Check failed',
  args: { configId: 'story-zip-failed' },
  parameters: { page: { stored: storedInfo('77056', STORE_IDS.galleria, 5), faults: { nearByStore: { status: 503 } } } },
  play: async ({ canvasElement }) => {
    const { dialog, shadow } = await openPopup(canvasElement, formatMessage(TEXT.deliverTo, { zip: '77056' }));
    await submitZip(dialog, '75201');
    // The alert is in the form from the start (a live region), empty until something fails.
    const failed = formatMessage(LOCATOR.deliveryFailed, { zip: '75201' });
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(failed), { timeout: 8000 });
    await expect(shadow.getAllByText(formatMessage(TEXT.deliverTo, { zip: '77056' })).length).toBeGreaterThan(0);
  },
};

/** 390 px: the hamburger dialog's entry after the store item, a disclosure with the same form in place. */
export const Hamburger: Story = {
  name: 'Hamburger: the form in place',
  args: { configId: 'story-zip-menu' },
  globals: { viewport: VIEWPORTS.mobile },
  play: async ({ canvasElement }) => {
    await untilMedia(MOBILE);
    const { shadow } = await rendered(canvasElement);
    await userEvent.click(shadow.getByRole('button', { name: TEXT.menu }));
    const menu = within(await shadow.findByRole('dialog', { name: TEXT.menu }, { timeout: 10000 }));
    const entry = menu.getByRole('button', { name: TEXT.setDeliveryZip });
    await userEvent.click(entry);
    await waitFor(() => expect(entry).toHaveAttribute('aria-expanded', 'true'));
    await expect(await menu.findByRole('textbox', { name: LOCATOR.deliveryLabel }, { timeout: 10000 })).toBeVisible();
  },
};

/** `"deliveryZip": false` in the configuration: no entry in the sub-header (nor in the hamburger dialog). */
export const TurnedOff: Story = {
  name: 'Turned off',
  args: { configId: 'story-zip-off', config: { ...CONFIG, deliveryZip: false } },
  play: async ({ canvasElement }) => {
    await untilMedia(DESKTOP);
    const { shadow } = await rendered(canvasElement);
    await expect(shadow.queryByRole('button', { name: TEXT.setDeliveryZip })).toBeNull();
  },
};
