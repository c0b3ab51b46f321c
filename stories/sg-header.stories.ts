import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement, useLayoutEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../elements/sg-header';
import { headerMessages } from '../src/components/header';
import { formatMessage } from '../src/core/messages';
import { resetPageConfigForTests } from '../src/state/config';
import { resetProfileForTests } from '../src/state/profile';
import { stubNavigation, untilMedia, VIEWPORTS, withCookies } from './story-support';

/**
 * `<sg-header>` as a CMS author writes it (api-contract.md, "Header"): the reservation rule, the page configuration in
 * a `<script type="application/json">`, the tag with plain fallback children (logo link, `slot="nav"` navigation, a
 * GET search form, a cart link), and the page's `<main>`. Each story writes its own configuration script id, so no
 * story reads another's configuration.
 *
 * The header talks to the reference API (msw, see .storybook/preview.tsx). Its links and buttons fire cancelable
 * events (`sg-navigate`, `sg-store-open`, `sg-account-open`, `sg-chat-open`); these stories cancel them, so that a
 * click never takes the preview away, and log them in the Actions panel. The nested search leaves the page through
 * `navigation.assign`, stubbed here.
 *
 * The header is a different layout below 1024 px (hamburger dialog) and from it (navigation row): every story sets the
 * viewport global (1280 x 800, or 390 x 844 for the hamburger stories), which sizes the preview in the Storybook UI.
 */

/** The header's own texts (en-US), as the stories find its controls by them. */
const TEXT = headerMessages.defaults;
const shopAll = (name: string) => formatMessage(TEXT.shopAll, { name });

const DESKTOP = 'screen and (min-width: 1024px)';
const MOBILE = 'screen and (max-width: 1023.98px)';

/** The host's height before the upgrade, as the README asks authors to paste it. */
const RESERVATION = `<style>
  sg-header:not(:defined) { display: block; min-height: calc(var(--sg-header-height, 72px) + var(--sg-header-subheader-height, 40px)); }
  @media (min-width: 1024px) { sg-header:not(:defined) { min-height: calc(var(--sg-header-height, 72px) + var(--sg-header-nav-height, 48px) + var(--sg-header-subheader-height, 40px)); } }
</style>`;

/** The author's fallback children: they work before the upgrade (or without JavaScript) and are taken over on it. */
const FALLBACK = `  <a slot="logo" href="/"><img src="/mock-images/1009.svg" alt="Summit Sports" width="40" height="40"></a>
  <nav slot="nav" aria-label="Main"><a href="/c/men">Men</a> <a href="/c/camping-hiking">Camp &amp; Hike</a></nav>
  <form action="/search" role="search"><input name="searchTerm" aria-label="Search products"> <button>Search</button></form>
  <a href="/shop/cart">Cart</a>`;

interface MarkupArgs {
  /** The configuration script's id (the `config-id` attribute); null: no attribute, the default `sg-config`. */
  configId: string | null;
  /** The configuration: an object written as JSON, a string written as it is (broken JSON), or null for no script. */
  config: object | string | null;
  /** A page tall enough to scroll the header out of view. */
  tallPage?: boolean;
  onSgNavigate?: (detail: unknown) => void;
  onSgStoreOpen?: (detail: unknown) => void;
  onSgAccountOpen?: (detail: unknown) => void;
  onSgChatOpen?: (detail: unknown) => void;
  onSgHelpOpen?: (detail: unknown) => void;
  onSgMenuToggle?: (detail: unknown) => void;
  onSgStickyChange?: (detail: unknown) => void;
}

type PageArgs = Pick<MarkupArgs, 'configId' | 'config' | 'tallPage'>;

/** The page's markup as the author writes it (also the Docs "show code" text). */
function markup({ configId, config, tallPage }: PageArgs): string {
  const json = typeof config === 'string' ? config : JSON.stringify(config, null, 2)?.replace(/</g, '\\u003c');
  const script = config === null ? '' : `<script type="application/json" id="${configId ?? 'sg-config'}">${json}</script>\n`;
  const attrs = configId === null ? '' : ` config-id="${configId}"`;
  const main = tallPage
    ? '<main id="main" style="min-height: 3000px; padding: 1rem"><h1>Summit Sports</h1><p>Scroll down: past 125 px the bar sticks to the top.</p></main>'
    : '<main id="main" style="padding: 1rem"><h1>Summit Sports</h1><p>The page\'s content.</p></main>';
  return `${RESERVATION}\n${script}<sg-header${attrs}>\n${FALLBACK}\n</sg-header>\n${main}`;
}

/** The header's events, the arg that logs each, and whether the story cancels it (so the preview stays put). */
const EVENTS = [
  ['sg-navigate', 'onSgNavigate', true],
  ['sg-store-open', 'onSgStoreOpen', true],
  ['sg-account-open', 'onSgAccountOpen', true],
  ['sg-chat-open', 'onSgChatOpen', true],
  // Not cancelled: the help panel opens in the story.
  ['sg-help-open', 'onSgHelpOpen', false],
  ['sg-menu-toggle', 'onSgMenuToggle', false],
  ['sg-sticky-change', 'onSgStickyChange', false],
] as const;

/**
 * Parses the author's markup with the HTML parser (DOMParser) and attaches it: the header upgrades when it joins the
 * page, after its configuration script. Removed again, with the page's cache of configuration scripts, when the story
 * goes away or its args change (so an edited configuration in Controls is read afresh).
 */
function Markup(args: MarkupArgs) {
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const { configId, config, tallPage } = args;
  const handlers = EVENTS.map(([, key]) => args[key]);
  useLayoutEffect(() => {
    if (!slot) return;
    const parsed = new DOMParser().parseFromString(markup({ configId, config, tallPage }), 'text/html');
    const nodes = [...parsed.head.childNodes, ...parsed.body.childNodes].map((node) => document.adoptNode(node));
    slot.append(...nodes);
    const header = slot.querySelector('sg-header')!;
    const offs = EVENTS.map(([name, , cancel], i) => {
      const listener = (event: Event) => {
        if (cancel) event.preventDefault();
        handlers[i]?.((event as CustomEvent).detail);
      };
      header.addEventListener(name, listener);
      return () => header.removeEventListener(name, listener);
    });
    return () => {
      offs.forEach((off) => off());
      nodes.forEach((node) => node.parentNode?.removeChild(node));
      resetPageConfigForTests();
    };
    // The handlers are the meta's fn() spies: the same functions for the story's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slot, configId, config, tallPage]);
  return createElement('div', { ref: setSlot });
}

/** A configured L2 or L3. */
const item = (display_name: string, seo_url: string, extra: Record<string, unknown> = {}) => ({
  title: display_name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  display_name,
  seo_url,
  ...extra,
});

/**
 * A full configuration: 8 L1s (one hidden, so 7 show); Camp & Hike has 10 L2s (one hidden: 9 left, cut to the default
 * `maxItems` 8) and a Tents list of 10 L3s (one hidden, cut to 8); a brand L1 with logos and names; promo banners; a
 * plain link L1; sub-header links with the gift card balance check; the banner with a link; chat; skip-to-checkout.
 * Images come from the reference API (`/mock-images/<product id>.svg`).
 */
const CONFIG = {
  logo: { src: '/mock-images/1022.svg', alt: 'Summit Sports', href: '/', width: 40, height: 40 },
  nav: {
    l1: [
      {
        ...item('Camp & Hike', '/c/camping-hiking', { category_id: '12001' }),
        marketing_banner_image: '/mock-images/1013.svg',
        marketing_banner_alt_text: 'Up to 40% off tents',
        marketing_banner_url: '/c/tents?sale=1',
        l2: [
          item('Tents', '/c/tents', {
            category_id: '12010',
            l3: [
              item('Backpacking Tents', '/c/backpacking-tents', { category_id: '12011' }),
              item('Family Tents', '/c/family-tents', { category_id: '12012' }),
              item('Cabin Tents', '/c/cabin-tents'),
              item('Instant Tents', '/c/instant-tents'),
              item('Old Tents', '/c/old-tents', { display_status: 'HIDE' }),
              item('Canopies & Shelters', '/c/canopies'),
              item('Tent Footprints', '/c/tent-footprints'),
              item('Stakes & Poles', '/c/tent-stakes'),
              item('Tent Accessories', '/c/tent-accessories'),
              item('Ultralight Tents', '/c/ultralight-tents'),
            ],
          }),
          item('Sleeping Bags', '/c/sleeping-bags', {
            l3: [item('Cold Weather', '/c/cold-weather-sleeping-bags'), item('Kids', '/c/kids-sleeping-bags'), item('Sleeping Pads', '/c/sleeping-pads')],
          }),
          item('Backpacks', '/c/backpacks', { l3: [item('Day Packs', '/c/day-packs'), item('Hiking Packs', '/c/hiking-packs')] }),
          item('Camp Kitchen', '/c/camp-kitchen', { l3: [item('Stoves', '/c/camp-stoves'), item('Cookware', '/c/cookware'), item('Coolers', '/c/coolers')] }),
          item('Old Stock', '/c/old-stock', { display_status: 'hide' }),
          item('Portable Power Stations & Solar Panels for Camping', '/c/portable-power'),
          item('Lighting', '/c/camp-lighting'),
          item('Hydration', '/c/hydration'),
          item('Camp Furniture', '/c/camp-furniture'),
          item('Knives & Tools', '/c/knives-tools'),
        ],
      },
      {
        ...item('Men', '/c/men', { category_id: '10001' }),
        marketing_banner_image: '/mock-images/1033.svg',
        marketing_banner_alt_text: 'New rain jackets',
        marketing_banner_url: '/c/mens-jackets',
        l2: [
          item('Clothing', '/c/mens-clothing', {
            l3: [item('Jackets', '/c/mens-jackets'), item('Shirts', '/c/mens-shirts'), item('Pants', '/c/mens-pants'), item('Shorts', '/c/mens-shorts')],
          }),
          item('Shoes', '/c/mens-shoes', { l3: [item('Running', '/c/mens-running-shoes'), item('Hiking', '/c/mens-hiking-boots'), item('Sandals', '/c/mens-sandals')] }),
          item('Accessories', '/c/mens-accessories', { l3: [item('Hats', '/c/mens-hats'), item('Socks', '/c/mens-socks')] }),
        ],
      },
      {
        ...item('Women', '/c/women', { category_id: '10002' }),
        l2: [
          item('Clothing', '/c/womens-clothing', { l3: [item('Jackets', '/c/womens-jackets'), item('Leggings', '/c/womens-leggings'), item('Tops', '/c/womens-tops')] }),
          item('Shoes', '/c/womens-shoes', { l3: [item('Running', '/c/womens-running-shoes'), item('Hiking', '/c/womens-hiking-boots')] }),
        ],
      },
      { ...item('Kids', '/c/kids'), l2: [item('Boys', '/c/boys'), item('Girls', '/c/girls'), item('Toddlers', '/c/toddlers')] },
      {
        ...item('Fitness', '/c/fitness'),
        l2: [
          item('Yoga', '/c/yoga', { l3: [item('Yoga Mats', '/c/yoga-mats'), item('Yoga Blocks', '/c/yoga-blocks')] }),
          item('Strength Training', '/c/strength-training'),
          item('Cardio', '/c/cardio'),
        ],
      },
      { ...item('Team Sports', '/c/team-sports'), display_status: 'hide', l2: [item('Soccer', '/c/soccer')] },
      {
        ...item('Brands', '/brands'),
        variation: 'brand',
        brands: [
          { brand_name: 'YETI', brand_link: '/b/yeti', brand_alt_text: 'YETI logo', brand_image_desktop: '/mock-images/1031.svg' },
          { brand_name: 'Hydro Flask', brand_link: '/b/hydro-flask', brand_image_desktop: '/mock-images/1030.svg' },
          { brand_name: 'The North Face', brand_link: '/b/the-north-face', brand_image_desktop: '/mock-images/1033.svg' },
          { brand_name: 'Columbia', brand_link: '/b/columbia', brand_image_desktop: '/mock-images/1034.svg' },
          { brand_name: 'Patagonia', brand_link: '/b/patagonia', brand_image_desktop: '/mock-images/1035.svg' },
          { brand_name: 'Coleman', brand_link: '/b/coleman', brand_image_desktop: '/mock-images/1012.svg' },
          { brand_name: 'Nike', brand_link: '/b/nike' },
          { brand_name: 'adidas', brand_link: '/b/adidas' },
        ],
      },
      { ...item('Deals', '/c/deals'), variation: 'link' },
    ],
  },
  subHeader: {
    links: [
      { title: 'Weekly Ad', url: '/weekly-ad' },
      { title: 'Summit Rewards', url: '/rewards' },
      { title: 'Gift Card Balance', variation: 'dropdown', type: 'giftCard' },
    ],
  },
  freeShippingBanner: {
    freeShippingCartValue: { guest: 49.99, registered: 24.99 },
    texts: { guest: 'Free shipping on orders over {amount}', registered: 'Members ship free over {amount}' },
    links: [{ title: 'Details', url: '/shipping-policy' }],
  },
  storeLocator: { title: 'Find a Store', url: '/stores' },
  trackOrder: { title: 'Track Order', url: '/track-order' },
  customerCare: { title: 'Customer Care', url: '/customer-service' },
  chat: { title: 'Chat with us', url: '/chat/start' },
  skipToCheckout: true,
  search: { placeholder: 'Search gear and apparel' },
};

/** A story's page: its own configuration script id and configuration, and the same markup in the Docs source. */
const page = (args: PageArgs) => ({ args, parameters: { docs: { source: { code: markup(args) } } } });

/**
 * The story's header once it has settled (its bar rendered and its nested search upgraded, which it loads after its
 * first paint), with a query scope for its shadow root.
 */
async function rendered(canvasElement: HTMLElement) {
  await waitFor(
    () => {
      const shadow = canvasElement.querySelector('sg-header')?.shadowRoot;
      expect(shadow?.querySelector('[part="bar"]')).toBeTruthy();
      expect(shadow?.querySelector('sg-search')?.shadowRoot?.querySelector('input[role="combobox"]')).toBeTruthy();
    },
    { timeout: 5000 },
  );
  const host = canvasElement.querySelector('sg-header')!;
  return { host, shadow: within(host.shadowRoot as unknown as HTMLElement) };
}

/** Opens a mega menu panel the way a shopper does: a click on its L1 button (default the first). */
async function openPanel(canvasElement: HTMLElement, name?: string) {
  await untilMedia(DESKTOP);
  const { host, shadow } = await rendered(canvasElement);
  const nav = within(shadow.getByRole('navigation', { name: TEXT.navLabel }));
  const button = name === undefined ? nav.getAllByRole('button')[0]! : nav.getByRole('button', { name });
  await userEvent.click(button);
  await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
  const panel = host.shadowRoot!.getElementById(button.getAttribute('aria-controls')!)!;
  await waitFor(() => expect(panel.hidden).toBe(false));
  return { host, shadow, button, panel: within(panel) };
}

/** Opens the hamburger dialog and drills `levels` levels down: Shop, Camp & Hike, Tents. */
async function openMenu(canvasElement: HTMLElement, levels = 0) {
  await untilMedia(MOBILE);
  const { host, shadow } = await rendered(canvasElement);
  await userEvent.click(shadow.getByRole('button', { name: TEXT.menu }));
  const dialog = within(await shadow.findByRole('dialog', { name: TEXT.menu }, { timeout: 5000 }));
  for (const name of [TEXT.shop, 'Camp & Hike', 'Tents'].slice(0, levels)) {
    await userEvent.click(dialog.getByRole('button', { name }));
    // Focus moves to the new level's heading (inside the shadow root: the document sees the host).
    await waitFor(() => expect(host.shadowRoot!.activeElement).toBe(dialog.getByRole('heading', { name })));
  }
  return { host, shadow, dialog };
}

const meta = {
  title: 'Elements/sg-header',
  component: Markup,
  args: {
    configId: 'story-header',
    config: CONFIG,
    onSgNavigate: fn(),
    onSgStoreOpen: fn(),
    onSgAccountOpen: fn(),
    onSgChatOpen: fn(),
    onSgHelpOpen: fn(),
    onSgMenuToggle: fn(),
    onSgStickyChange: fn(),
  },
  argTypes: Object.fromEntries(EVENTS.map(([, key]) => [key, { table: { disable: true } }])),
  parameters: { layout: 'fullscreen' },
  globals: { viewport: VIEWPORTS.desktop },
  beforeEach: () => stubNavigation(),
} satisfies Meta<typeof Markup>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The full configuration from 1024 px, nothing open: the bar (logo, search, Find a Store, Sign in, mini cart), the
 * navigation row (7 L1s: the hidden one is skipped; Deals is a plain link) and the sub-header (store, Weekly Ad,
 * Summit Rewards, the Gift Card Balance button, the free-shipping banner with its link, Track Order, Customer Care,
 * chat).
 */
export const Closed: Story = {
  ...page({ configId: 'story-header-closed', config: CONFIG }),
  play: async ({ canvasElement }) => {
    await untilMedia(DESKTOP);
    const { shadow } = await rendered(canvasElement);
    const nav = within(shadow.getByRole('navigation', { name: TEXT.navLabel }));
    await expect(nav.getAllByRole('button').map((b) => b.textContent)).toEqual(['Camp & Hike', 'Men', 'Women', 'Kids', 'Fitness', 'Brands']);
    await expect(nav.getByRole('link', { name: 'Deals' })).toBeVisible();
    await expect(nav.queryByText('Team Sports')).toBeNull();
    await expect(shadow.getByRole('link', { name: 'Summit Sports' })).toBeVisible();
    await expect(shadow.getByRole('button', { name: 'Gift Card Balance' })).toBeVisible();
    await expect(shadow.getByRole('button', { name: 'Chat with us' })).toBeVisible();
    await expect(shadow.getByText(/^Free shipping on orders over \$49\.99/)).toBeVisible();
  },
};

/**
 * Four long sub-header links at 1280 px: the store button and the banner keep their room, the links that do not fit
 * whole go, in order, under "More" (issue 21.15); the play opens it.
 */
export const SubHeaderMore: Story = {
  name: 'Sub-header links under More',
  ...page({
    configId: 'story-header-more',
    config: {
      ...CONFIG,
      subHeader: {
        links: [
          { title: 'Weekly Ad and Holiday Catalog Specials', url: '/weekly-ad' },
          { title: 'Gift Card Balance', variation: 'dropdown', type: 'giftCard' },
          { title: 'Team Sales & Fundraising', url: '/team-sales' },
          { title: 'Summit Rewards Credit Card', url: '/credit-card' },
        ],
      },
    },
  }),
  play: async ({ canvasElement }) => {
    await untilMedia(DESKTOP);
    const { host, shadow } = await rendered(canvasElement);
    const more = shadow.getByRole('button', { name: TEXT.more });
    await userEvent.click(more);
    await waitFor(() => expect(more).toHaveAttribute('aria-expanded', 'true'));
    const list = within(host.shadowRoot!.getElementById(more.getAttribute('aria-controls')!)!);
    await expect(list.getByRole('link', { name: 'Summit Rewards Credit Card' })).toBeVisible();
  },
};

/**
 * The first L1 clicked: its panel of L2 columns. Hidden L2s and L3s are removed, then each list is cut to 8 (the
 * 9th L2, "Knives & Tools", and the 9th Tents link do not show); "Shop All Camp & Hike" and the promo image end it.
 */
export const CategoryPanelOpen: Story = {
  ...page({ configId: 'story-header-category', config: CONFIG }),
  play: async ({ canvasElement, args }) => {
    const { panel } = await openPanel(canvasElement);
    await waitFor(() => expect(args.onSgMenuToggle).toHaveBeenCalledWith({ open: true, menu: 'mega', label: 'Camp & Hike' }));
    const titles = panel.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(titles).toHaveLength(8);
    await expect(titles).not.toContain('Old Stock');
    await expect(titles).not.toContain('Knives & Tools');
    await expect(panel.queryByRole('link', { name: 'Old Tents' })).toBeNull();
    await expect(panel.queryByRole('link', { name: 'Ultralight Tents' })).toBeNull();
    await expect(panel.getByRole('link', { name: shopAll('Camp & Hike') })).toBeVisible();
    await expect(panel.getByRole('img', { name: 'Up to 40% off tents' })).toBeVisible();
  },
};

/** The brand L1 clicked: a grid of logos (alt text, default the brand's name) and names where there is no image. */
export const BrandPanelOpen: Story = {
  ...page({ configId: 'story-header-brands', config: CONFIG }),
  play: async ({ canvasElement }) => {
    const { panel } = await openPanel(canvasElement, 'Brands');
    await expect(panel.getByRole('img', { name: 'YETI logo' })).toBeVisible();
    await expect(panel.getByRole('img', { name: 'Hydro Flask' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Nike' })).toBeVisible();
    await expect(panel.getByRole('link', { name: shopAll('Brands') })).toBeVisible();
  },
};

/** 390 px wide, nothing open: the hamburger instead of the navigation row; the sub-header keeps the store and banner. */
export const Mobile390Closed: Story = {
  name: '390 px closed',
  ...page({ configId: 'story-header-mobile', config: CONFIG }),
  globals: { viewport: VIEWPORTS.mobile },
  play: async ({ canvasElement }) => {
    await untilMedia(MOBILE);
    const { shadow } = await rendered(canvasElement);
    await expect(shadow.getByRole('button', { name: TEXT.menu })).toBeVisible();
    await expect(shadow.queryByRole('navigation')).toBeNull();
    await expect(shadow.getByRole('button', { name: 'Find a Store' })).toBeVisible();
  },
};

/** The hamburger dialog "Menu" (390 px), level 0: welcome, Sign in and Create account, store, Shop, the sub-header links. */
export const HamburgerLevel0: Story = {
  name: 'Hamburger level 0',
  ...page({ configId: 'story-header-menu-0', config: CONFIG }),
  globals: { viewport: VIEWPORTS.mobile },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openMenu(canvasElement);
    await waitFor(() => expect(args.onSgMenuToggle).toHaveBeenCalledWith({ open: true, menu: 'hamburger', label: TEXT.menu }));
    await expect(dialog.getByText(TEXT.welcome)).toBeVisible();
    await expect(dialog.getByRole('button', { name: TEXT.signIn })).toBeVisible();
    await expect(dialog.getByRole('link', { name: TEXT.createAccount })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Gift Card Balance' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Level 1 ("Shop"): the L1s; those with L2s or brands drill, Deals is a link. */
export const HamburgerLevel1: Story = {
  name: 'Hamburger level 1',
  ...page({ configId: 'story-header-menu-1', config: CONFIG }),
  globals: { viewport: VIEWPORTS.mobile },
  play: async ({ canvasElement }) => {
    const { dialog } = await openMenu(canvasElement, 1);
    await expect(dialog.getByRole('button', { name: TEXT.back })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Deals' })).toBeVisible();
  },
};

/** Level 2 (Camp & Hike): Shop All, then its L2s (cut to 8); those with L3s drill. */
export const HamburgerLevel2: Story = {
  name: 'Hamburger level 2',
  ...page({ configId: 'story-header-menu-2', config: CONFIG }),
  globals: { viewport: VIEWPORTS.mobile },
  play: async ({ canvasElement }) => {
    const { dialog } = await openMenu(canvasElement, 2);
    await expect(dialog.getByRole('link', { name: shopAll('Camp & Hike') })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Tents' })).toBeVisible();
    await expect(dialog.queryByText('Knives & Tools')).toBeNull();
  },
};

/** Level 3 (Tents): Shop All Tents and its L3 links (hidden one removed, cut to 8). */
export const HamburgerLevel3: Story = {
  name: 'Hamburger level 3',
  ...page({ configId: 'story-header-menu-3', config: CONFIG }),
  globals: { viewport: VIEWPORTS.mobile },
  play: async ({ canvasElement }) => {
    const { dialog } = await openMenu(canvasElement, 3);
    await expect(dialog.getByRole('link', { name: shopAll('Tents') })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Backpacking Tents' })).toBeVisible();
    await expect(dialog.queryByText('Old Tents')).toBeNull();
    await expect(dialog.queryByText('Ultralight Tents')).toBeNull();
  },
};

/** The floating help buttons (`floatingHelp`): the chat and a survey, both the story's static help page. */
const HELP_CONFIG = {
  ...CONFIG,
  chat: { title: 'Chat with us', url: '/help-page.html?chat' },
  floatingHelp: { chat: true, feedback: { url: '/help-page.html?survey' } },
};

/** The floating help buttons' group, once their lazy chunk has rendered it, as a query scope. */
async function floatingHelp(host: Element) {
  let group: HTMLElement | null = null;
  await waitFor(() => expect((group = host.shadowRoot!.querySelector<HTMLElement>('[part="floating-help"]'))).toBeTruthy(), { timeout: 10000 });
  return within(group!);
}

/**
 * The floating chat and feedback buttons in the bottom right corner, the chat's open: the help panel, a non-modal
 * dialog named by its heading, with the chat's page framed, "Open in a new window" and Close (`sg-help-open` logged).
 */
export const FloatingHelpOpen: Story = {
  ...page({ configId: 'story-header-help', config: HELP_CONFIG }),
  play: async ({ canvasElement, args }) => {
    await untilMedia(DESKTOP);
    const { host, shadow } = await rendered(canvasElement);
    const buttons = await floatingHelp(host);
    await expect(buttons.getByRole('button', { name: TEXT.feedbackTitle })).toBeVisible();
    await userEvent.click(buttons.getByRole('button', { name: 'Chat with us' }));
    await waitFor(() => expect(args.onSgHelpOpen).toHaveBeenCalledWith({ panel: 'chat', url: '/help-page.html?chat' }));
    const dialog = within(await shadow.findByRole('dialog', { name: 'Chat with us' }, { timeout: 5000 }));
    await expect(dialog.getByRole('button', { name: TEXT.helpOpenWindow })).toBeVisible();
    await expect(dialog.getByRole('button', { name: formatMessage(TEXT.helpClose, { title: 'Chat with us' }) })).toBeVisible();
  },
};

/** 390 px: the feedback survey's panel takes the whole viewport; Close returns focus to its button. */
export const FloatingHelpPhone: Story = {
  ...page({ configId: 'story-header-help-phone', config: HELP_CONFIG }),
  globals: { viewport: VIEWPORTS.mobile },
  play: async ({ canvasElement }) => {
    await untilMedia(MOBILE);
    const { host, shadow } = await rendered(canvasElement);
    const buttons = await floatingHelp(host);
    const feedback = buttons.getByRole('button', { name: TEXT.feedbackTitle });
    await userEvent.click(feedback);
    const panel = await shadow.findByRole('dialog', { name: TEXT.feedbackTitle }, { timeout: 5000 });
    await expect(Math.round(panel.getBoundingClientRect().width)).toBe(window.innerWidth);
    await userEvent.click(within(panel).getByRole('button', { name: formatMessage(TEXT.helpClose, { title: TEXT.feedbackTitle }) }));
    await waitFor(() => expect(host.shadowRoot!.activeElement).toBe(feedback));
  },
};

const SIGNED_IN = { USERTYPE: 'R', WC_USERID: '1234567', USERACTIVITY: '1' };
const GUEST = { USERTYPE: null, WC_USERID: null, USERACTIVITY: null };

/**
 * A guest (no session cookies): "Sign in", and the guest threshold in the banner ($49.99). The story has no
 * `<sg-account>`, so "Sign in" opens the flyout the header hosts (issue 21.7).
 */
export const Guest: Story = {
  ...page({ configId: 'story-header-guest', config: CONFIG }),
  beforeEach: () => withCookies(GUEST),
  play: async ({ canvasElement, args }) => {
    await untilMedia(DESKTOP);
    const { shadow } = await rendered(canvasElement);
    await expect(shadow.getByText(/^Free shipping on orders over \$49\.99/)).toBeVisible();
    await userEvent.click(shadow.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(args.onSgAccountOpen).toHaveBeenCalledWith({ screen: 'sign-in', url: '/shop/LogonForm', visitorType: 'guest' }), { timeout: 10000 });
    const dialog = within(await shadow.findByRole('dialog', { name: 'Sign in' }, { timeout: 10000 }));
    await expect(await dialog.findByRole('textbox', { name: 'Email' }, { timeout: 10000 })).toBeVisible();
  },
};

/**
 * Signed in (cookies `USERTYPE=R`, `WC_USERID=1234567`, `USERACTIVITY=1`, set before the story renders and removed
 * after it): "My account" (then "Hi, Jordan"), opening the hosted account menu, and the registered text and threshold in
 * the banner ($24.99).
 */
export const SignedIn: Story = {
  ...page({ configId: 'story-header-signed-in', config: CONFIG }),
  beforeEach: () => withCookies(SIGNED_IN),
  play: async ({ canvasElement, args }) => {
    await untilMedia(DESKTOP);
    const { shadow } = await rendered(canvasElement);
    // "My account", then "Hi, Jordan" once the hosted account knows the first name.
    await userEvent.click(shadow.getByRole('button', { name: /^(My account|Hi, Jordan)$/ }));
    await waitFor(() => expect(args.onSgAccountOpen).toHaveBeenCalledWith({ screen: 'menu', url: '/myaccount', visitorType: 'registered' }), { timeout: 10000 });
    await shadow.findByRole('dialog', { name: 'My account' }, { timeout: 10000 });
    await expect(shadow.getByText(/^Members ship free over \$24\.99/)).toBeVisible();
  },
};

/** Signed in, 390 px, menu open: the first name from `GET /api/profile/account/info/` ("Hi, Jordan") and My account. */
export const SignedInMenu: Story = {
  ...page({ configId: 'story-header-signed-in-menu', config: CONFIG }),
  globals: { viewport: VIEWPORTS.mobile },
  beforeEach: () => {
    const restoreCookies = withCookies(SIGNED_IN);
    resetProfileForTests();
    return () => {
      restoreCookies();
      resetProfileForTests();
    };
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openMenu(canvasElement);
    await expect(await dialog.findByText(formatMessage(TEXT.hi, { firstName: 'Jordan' }), {}, { timeout: 5000 })).toBeVisible();
    await expect(dialog.getByRole('button', { name: TEXT.myAccount })).toBeVisible();
    await expect(dialog.queryByRole('link', { name: TEXT.createAccount })).toBeNull();
  },
};

/** A tall page scrolled 400 px down: past 125 px the bar and navigation row stick to the top (`stuck` attribute). */
export const Stuck: Story = {
  ...page({ configId: 'story-header-stuck', config: CONFIG, tallPage: true }),
  beforeEach: () => () => window.scrollTo(0, 0),
  play: async ({ canvasElement, args }) => {
    await untilMedia(DESKTOP);
    const { host, shadow } = await rendered(canvasElement);
    window.scrollTo(0, 400);
    await waitFor(() => expect(host).toHaveAttribute('stuck'), { timeout: 5000 });
    await expect(args.onSgStickyChange).toHaveBeenCalledWith({ stuck: true });
    await expect(shadow.getByRole('link', { name: 'Summit Sports' }).getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  },
};

/**
 * The configuration script is not valid JSON: one console warning, every section at its default. The author's
 * fallback logo and navigation show in their slots; search, store, account and cart are there as always.
 */
export const InvalidConfig: Story = {
  ...page({ configId: 'story-header-invalid', config: '{ "logo": { "src": "/mock-images/1022.svg", "alt": "Summit Sports" }, "nav": ' }),
  play: async ({ canvasElement }) => {
    await untilMedia(DESKTOP);
    await expectFallback(canvasElement);
  },
};

/** No configuration script on the page at all (no `config-id` either): the same defaults and fallback, no warning. */
export const Fallback: Story = {
  ...page({ configId: null, config: null }),
  play: async ({ canvasElement }) => {
    await untilMedia(DESKTOP);
    await expectFallback(canvasElement);
  },
};

/** The author's `slot="logo"` link and `slot="nav"` navigation are shown (rendered through their slots). */
async function expectFallback(canvasElement: HTMLElement) {
  const { host, shadow } = await rendered(canvasElement);
  const light = within(host as HTMLElement);
  const shown = (el: Element) => el.getClientRects().length > 0;
  await waitFor(() => expect(shown(light.getByRole('link', { name: 'Summit Sports' }))).toBe(true));
  await expect(shown(light.getByRole('link', { name: 'Men' }))).toBe(true);
  await expect(shadow.queryByRole('button', { name: 'Camp & Hike' })).toBeNull();
  await expect(host.shadowRoot!.querySelector('sg-search')).not.toBeNull();
  await expect(host.shadowRoot!.querySelector('sg-mini-cart')).not.toBeNull();
  await expect(shadow.getByRole('button', { name: TEXT.signIn })).toBeVisible();
}
