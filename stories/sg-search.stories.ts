import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement, useLayoutEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../elements/sg-search';
import { scannerMessages } from '../src/components/scanner/scanner.messages';
import { searchMessages } from '../src/components/search/search.messages';
import { voiceMessages } from '../src/components/voice/voice.messages';
import { RECENT_SEARCHES_KEY, RECENTLY_VIEWED_KEY } from '../src/core/search-history';
import { navigationSpy, stubNavigation, typeInShadow, withStorage } from './story-support';

/**
 * `<sg-search>` as a CMS author writes it: the tag with its attributes and, inside it, a plain search form that works
 * before the library loads (or if it never does). Once defined, the element renders the combobox in its shadow root
 * and takes over the form's text and focus; the light-DOM form is no longer rendered.
 *
 * The element talks to the reference API (msw, see .storybook/preview.tsx). It fires `sg-search` and `sg-navigate`
 * (cancelable, shown in the Actions panel); left uncancelled it navigates with `navigation.assign`, stubbed in these
 * stories so that they never leave Storybook.
 */

/** The en-US texts the shopper reads (docs/messages.md). */
const TEXT = searchMessages.defaults;

type SearchDetail = { term: string; source: string; url: string };
type NavigateDetail = { url: string; kind: string; label: string };

interface MarkupArgs {
  /** The element's attributes, as written in the page's HTML. */
  attributes: Record<string, string>;
  /** Called with the `detail` of each `sg-search` event. */
  onSgSearch?: (detail: SearchDetail) => void;
  /** Called with the `detail` of each `sg-navigate` event. */
  onSgNavigate?: (detail: NavigateDetail) => void;
}

const FALLBACK = '<form action="/search"><input name="searchTerm" aria-label="Search"></form>';

/** The author's markup, for the Docs "show code" panel. */
function markup(attributes: Record<string, string>): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => ` ${name}='${value.replace(/'/g, '&#39;')}'`)
    .join('');
  return `<sg-search${attrs}>\n  ${FALLBACK}\n</sg-search>`;
}

/**
 * Builds the same tree the HTML parser builds from the author's markup (element, attributes, fallback form inside) with
 * DOM calls, attaches it, and removes it again when the story goes away.
 */
function Markup({ attributes, onSgSearch, onSgNavigate }: MarkupArgs) {
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    if (!slot) return;
    const el = document.createElement('sg-search');
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    const form = document.createElement('form');
    form.setAttribute('action', '/search');
    const input = document.createElement('input');
    input.setAttribute('name', 'searchTerm');
    input.setAttribute('aria-label', 'Search');
    form.append(input);
    el.append(form);
    const onSearch = (event: Event) => onSgSearch?.((event as CustomEvent<SearchDetail>).detail);
    const onNavigate = (event: Event) => onSgNavigate?.((event as CustomEvent<NavigateDetail>).detail);
    el.addEventListener('sg-search', onSearch);
    el.addEventListener('sg-navigate', onNavigate);
    slot.append(el);
    return () => {
      el.removeEventListener('sg-search', onSearch);
      el.removeEventListener('sg-navigate', onNavigate);
      el.remove();
    };
  }, [slot, attributes, onSgSearch, onSgNavigate]);
  // Room below the box for the flyout panel.
  return createElement('div', { ref: setSlot, style: { maxWidth: '40rem', minHeight: '36rem', padding: '1rem' } });
}

/** The story's element once its combobox has rendered into the shadow root, and a query scope for that root. */
async function rendered(canvasElement: HTMLElement) {
  let el: HTMLElementTagNameMap['sg-search'] | null = null;
  await waitFor(() => {
    el = canvasElement.querySelector('sg-search');
    expect(el?.shadowRoot?.querySelector('input[role="combobox"]')).toBeTruthy();
  });
  const host = el! as HTMLElementTagNameMap['sg-search'];
  return { el: host, shadow: within(host.shadowRoot as unknown as HTMLElement) };
}

const FEATURED = [
  { label: 'Camping Tents', url: '/c/camping-tents' },
  { label: 'Running Shoes', url: '/c/running-shoes' },
  { label: 'Kayaks', url: '/c/kayaks' },
];

const meta = {
  title: 'Elements/sg-search',
  component: Markup,
  args: { attributes: {}, onSgSearch: fn(), onSgNavigate: fn() },
  argTypes: {
    onSgSearch: { table: { disable: true } },
    onSgNavigate: { table: { disable: true } },
  },
  beforeEach: () => {
    const restoreNavigation = stubNavigation();
    const restoreStorage = withStorage({ [RECENT_SEARCHES_KEY]: null, [RECENTLY_VIEWED_KEY]: null });
    return () => {
      restoreStorage();
      restoreNavigation();
    };
  },
} satisfies Meta<typeof Markup>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `<sg-search>` with only the fallback form inside. Typing and pressing the search button fires `sg-search`
 * (source `regular`), then the element goes to the results page.
 */
export const FallbackForm: Story = {
  parameters: { docs: { source: { code: markup({}) } } },
  play: async ({ canvasElement, args }) => {
    const { el, shadow } = await rendered(canvasElement);
    // The author's form stays in the light DOM but is not rendered any more: the shadow root has no slot.
    await expect(el.querySelector('form')?.getClientRects().length).toBe(0);
    const input = shadow.getByRole<HTMLInputElement>('combobox', { name: TEXT.label });
    typeInShadow(input, 'tents');
    await expect(shadow.getByRole('button', { name: TEXT.clear })).toBeVisible();
    await userEvent.click(shadow.getByRole('button', { name: TEXT.submit }));
    const expected = { term: 'tents', source: 'regular', url: '/search?searchTerm=tents' };
    await waitFor(() => expect(args.onSgSearch).toHaveBeenCalledWith(expected), { timeout: 5000 });
    await waitFor(() => expect(navigationSpy).toHaveBeenCalledWith(expected.url));
  },
};

/**
 * `featured-categories='[{ "label", "url" }]'`: same-origin links shown in the zero-query panel. Choosing one fires
 * `sg-navigate` (kind `featured`), then the element goes to its URL.
 */
export const FeaturedCategories: Story = {
  args: { attributes: { 'featured-categories': JSON.stringify(FEATURED) } },
  parameters: { docs: { source: { code: markup({ 'featured-categories': JSON.stringify(FEATURED) }) } } },
  play: async ({ canvasElement, args }) => {
    const { shadow } = await rendered(canvasElement);
    await userEvent.click(shadow.getByRole('combobox', { name: TEXT.label }));
    const group = await shadow.findByRole('group', { name: TEXT.featuredGroup }, { timeout: 5000 });
    const options = within(group).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(FEATURED.map((link) => link.label));
    await userEvent.click(options[0]!);
    // Same-origin links in events and navigation are paths (the library's URL check keeps them so).
    const url = '/c/camping-tents';
    await waitFor(() => expect(args.onSgNavigate).toHaveBeenCalledWith({ url, kind: 'featured', label: 'Camping Tents' }));
    await waitFor(() => expect(navigationSpy).toHaveBeenCalledWith(url));
  },
};

const PAGE_CONFIG = { search: { placeholder: 'Search gear and apparel', featuredCategories: FEATURED.slice(0, 2) } };

/**
 * The same settings from the page configuration instead of attributes: a CMS writes them once, in
 * `<script type="application/json" id="sg-config">`, for every element on the page (`config-id` names another
 * script, as here). Attributes still win over it.
 */
export const FromPageConfiguration: Story = {
  args: { attributes: { 'config-id': 'story-search-config' } },
  parameters: {
    docs: {
      source: {
        code: `<script type="application/json" id="story-search-config">${JSON.stringify(PAGE_CONFIG)}</script>\n${markup({ 'config-id': 'story-search-config' })}`,
      },
    },
  },
  beforeEach: () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'story-search-config';
    script.textContent = JSON.stringify(PAGE_CONFIG);
    document.head.append(script);
    return () => script.remove();
  },
  play: async ({ canvasElement }) => {
    const { shadow } = await rendered(canvasElement);
    const input = shadow.getByRole<HTMLInputElement>('combobox', { name: TEXT.label });
    await expect(input.placeholder).toBe('Search gear and apparel');
    await userEvent.click(input);
    const group = await shadow.findByRole('group', { name: TEXT.featuredGroup }, { timeout: 5000 });
    await expect(within(group).getAllByRole('option').map((option) => option.textContent)).toEqual(['Camping Tents', 'Running Shoes']);
  },
};

/**
 * `lang="fr-CA"` on the element: the box's name and placeholder, the panel's headings and every announcement from the
 * fr-CA catalogue (loaded as its own chunk); the configured labels stay as the page wrote them.
 */
export const French: Story = {
  args: { attributes: { lang: 'fr-CA', 'featured-categories': JSON.stringify(FEATURED) } },
  play: async ({ canvasElement }) => {
    const { shadow } = await rendered(canvasElement);
    const input = await shadow.findByRole<HTMLInputElement>('combobox', { name: 'Rechercher des produits' }, { timeout: 5000 });
    await expect(input.placeholder).toBe('Que cherchez-vous?');
    await userEvent.click(input);
    await shadow.findByRole('group', { name: 'Catégories en vedette' }, { timeout: 5000 });
  },
};


/**
 * `voice`: the "Search by voice" button beside the box, shown only where the browser can record (a secure context,
 * getUserMedia, MediaRecorder and a microphone); elsewhere the box is unchanged. Pressing it asks for the microphone
 * and opens the voice overlay (its states: Components/Voice search overlay); a found term fires `sg-search` with
 * source `voice_search`.
 */
export const VoiceButton: Story = {
  args: { attributes: { voice: '' } },
  parameters: { docs: { source: { code: markup({ voice: '' }) } } },
  play: async ({ canvasElement }) => {
    const { shadow } = await rendered(canvasElement);
    const canRecord = typeof MediaRecorder === 'function' && typeof navigator.mediaDevices?.getUserMedia === 'function';
    if (canRecord) await shadow.findByRole('button', { name: voiceMessages.defaults.button }, { timeout: 5000 });
  },
};

/**
 * `scanner`: the "Scan a barcode or QR code" button beside the box, shown only where there is a camera API in a secure
 * context (and a camera, when devices are listed). Pressing it asks for the camera and opens the scanner (its states:
 * Components/Barcode scanner): a product code is looked up and searched with source `barcode_search`, a QR code's
 * same-origin URL fires `sg-navigate`, other QR text is searched with source `qrcode_search`. With `scanner-licence`
 * the scanner is the flyout under the box.
 */
export const ScannerButton: Story = {
  args: { attributes: { scanner: '', 'scanner-sound': 'false' } },
  parameters: { docs: { source: { code: markup({ scanner: '', 'scanner-licence': 'YOUR-SDK-KEY' }) } } },
  play: async ({ canvasElement }) => {
    const { shadow } = await rendered(canvasElement);
    const canScan = globalThis.isSecureContext && typeof navigator.mediaDevices?.getUserMedia === 'function';
    if (canScan) await shadow.findByRole('button', { name: scannerMessages.defaults.button }, { timeout: 5000 });
  },
};
