import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { faults } from '../mocks/faults';
import { Search, searchDefaults, searchMessages } from '../src/components/search';
import { DESKTOP_BREAKPOINT_PX } from '../src/core/constants';
import { formatMessage } from '../src/core/messages';
import { RECENT_SEARCHES_KEY, RECENTLY_VIEWED_KEY } from '../src/core/search-history';
import { navigationSpy, stubNavigation, withStorage } from './story-support';

/**
 * The React component on its own (light DOM), against the reference API (msw, see .storybook/preview.tsx), one story
 * per state of the search machine: inactive; active.query zero | debouncing/fetching (loading) | showing (suggestions,
 * no results) | failed; submitting; plus the mobile layout and the lazy panel chunk failing to load.
 *
 * Every story starts with no recent searches and no recently viewed products (the previous values come back
 * afterwards), and with `navigation.assign` stubbed so a submit never leaves Storybook.
 */

/** The en-US texts the shopper reads (docs/messages.md). */
const TEXT = searchMessages.defaults;

const MOBILE_QUERY = `(max-width: ${DESKTOP_BREAKPOINT_PX - 0.02}px)`;

const FEATURED = [
  { label: 'Camping Tents', url: '/c/camping-tents' },
  { label: 'Running Shoes', url: '/c/running-shoes' },
  { label: 'Kayaks', url: '/c/kayaks' },
];

const combobox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: TEXT.label });
const matches = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('[part~="match"]')];
const groupNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('group')
    .map((group) => group.ownerDocument.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent);

/** Waits until the zero-query panel has finished loading its groups (popular searches come from the API). */
async function zeroQueryShown(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('group', { name: TEXT.popularGroup }, { timeout: 5000 });
  await waitFor(() => expect(canvasElement.querySelector('[part="skeleton"]')).toBeNull());
}

const meta = {
  title: 'Components/Search',
  component: Search,
  args: {
    ...searchDefaults,
    // The element's default is the spec's 200 ms. In Storybook the reference API shares the page with the dev
    // tools, so the stories allow more: a slow answer must not turn a story into the timeout fallback (a timeout
    // ends in the same `failed` state as the Error story).
    typeaheadTimeoutMs: 2000,
  },
  argTypes: {
    featuredCategories: { control: 'object' },
    recommendations: { control: 'object' },
    host: { table: { disable: true } },
    loadPanel: { table: { disable: true } },
  },
  beforeEach: () => {
    const restoreNavigation = stubNavigation();
    const restoreStorage = withStorage({ [RECENT_SEARCHES_KEY]: null, [RECENTLY_VIEWED_KEY]: null });
    return () => {
      restoreStorage();
      restoreNavigation();
    };
  },
  decorators: [
    // Room below the box for the flyout panel (it is positioned absolutely, like under a site header).
    (Story) => (
      <div style={{ maxWidth: '40rem', minHeight: '36rem', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Search>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `inactive`: the closed search box, as it renders on page load. */
export const Inactive: Story = {
  play: async ({ canvasElement }) => {
    const input = combobox(canvasElement);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).not.toHaveAttribute('aria-controls');
    await expect(within(canvasElement).queryByRole('listbox')).toBeNull();
  },
};

/**
 * `active.query.zero`: focus opens the zero-query panel: recent searches (seeded `tents|golf balls`), popular
 * searches from the API and the configured featured categories.
 */
export const ZeroQuery: Story = {
  args: { featuredCategories: FEATURED },
  beforeEach: () => withStorage({ [RECENT_SEARCHES_KEY]: 'tents|golf balls' }),
  play: async ({ canvasElement }) => {
    const input = combobox(canvasElement);
    await userEvent.click(input);
    await zeroQueryShown(canvasElement);
    await expect(groupNames(canvasElement)).toEqual([
      TEXT.recentGroup,
      TEXT.popularGroup,
      TEXT.featuredGroup,
    ]);
    const recent = within(within(canvasElement).getByRole('group', { name: TEXT.recentGroup }));
    await expect(recent.getAllByRole('option').map((option) => option.textContent)).toEqual(['tents×', 'golf balls×']);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveFocus();
  },
};

/**
 * A recent search removed with Shift+Delete on its highlighted option (issue 21.10): it leaves the list and storage,
 * and the live region says "Removed “golf balls” from recent searches."
 */
export const RecentSearchRemoved: Story = {
  name: 'Recent search removed',
  beforeEach: () => withStorage({ [RECENT_SEARCHES_KEY]: 'tents|golf balls' }),
  play: async ({ canvasElement }) => {
    const input = combobox(canvasElement);
    await userEvent.click(input);
    await zeroQueryShown(canvasElement);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Shift>}{Delete}{/Shift}');
    await waitFor(() => expect(within(canvasElement).getByText(formatMessage(TEXT.recentRemoved, { term: 'golf balls' }))).toBeInTheDocument());
    const recent = within(within(canvasElement).getByRole('group', { name: TEXT.recentGroup }));
    await expect(recent.getAllByRole('option').map((option) => option.textContent)).toEqual(['tents×']);
  },
};

/**
 * `active.query.debouncing` -> `fetching`: the suggestions call answers after 5 s (fault switch `latencyMs`), so the
 * loading placeholders stay. The timeout is raised above that latency, or the call would be dropped at 2 s.
 */
export const Loading: Story = {
  args: { typeaheadTimeoutMs: 30000 },
  beforeEach: () => {
    faults.set('productSuggestions', { latencyMs: 5000 });
    return () => faults.clear('productSuggestions');
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(combobox(canvasElement), 'tent');
    await waitFor(() => expect(canvasElement.querySelector('[part="skeleton"]')).not.toBeNull());
    await expect(matches(canvasElement)).toHaveLength(0);
  },
};

/** `active.query.showing`: suggested terms, categories and products, the typed part marked in each. */
export const Suggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(combobox(canvasElement), 'bask');
    await waitFor(() => expect(matches(canvasElement).length).toBeGreaterThan(0), { timeout: 5000 });
    await expect(matches(canvasElement).every((match) => match.textContent?.toLowerCase() === 'bask')).toBe(true);
    await expect(groupNames(canvasElement)).toEqual([
      TEXT.termGroup,
      TEXT.categoryGroup,
      TEXT.productGroup,
    ]);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/suggestions? available\.$/));
  },
};

/** `active.query.showing` with an empty answer: the "no results" message, announced politely. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(combobox(canvasElement), 'zzzz');
    const message = formatMessage(TEXT.noResults, { term: 'zzzz' });
    await waitFor(() => expect(canvasElement.querySelector('[part="message"]')).toHaveTextContent(message), { timeout: 5000 });
    await expect(canvas.getByRole('status')).toHaveTextContent(formatMessage(TEXT.noResultsLive, { term: 'zzzz' }));
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/**
 * `active.query.failed`: the suggestions call answers HTTP 500, so the zero-query panel shows instead (recent and
 * popular searches still work). The browser logs the failed request in the console; the component does not.
 */
export const SuggestionsError: Story = {
  name: 'Error',
  beforeEach: () => {
    faults.set('productSuggestions', { status: 500 });
    return () => faults.clear('productSuggestions');
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(combobox(canvasElement), 'bask');
    // While the call runs the panel shows placeholders, not the zero-query groups: seeing those means it failed.
    await zeroQueryShown(canvasElement);
    await expect(matches(canvasElement)).toHaveLength(0);
    await expect(canvasElement.querySelector('[part="message"]')).toBeNull();
    await expect(combobox(canvasElement)).toHaveValue('bask');
  },
};

/**
 * `submitting`: Enter checks the site-search redirects, then leaves for the results page (`navigation.assign`,
 * stubbed here). "gift cards" has a redirect, so it goes to /gift-cards instead of /search.
 */
export const Submitting: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(combobox(canvasElement), 'gift cards{Enter}');
    // A same-origin redirect goes on as a path (the library's URL check keeps same-origin URLs as paths).
    const url = '/gift-cards';
    await waitFor(() => expect(navigationSpy).toHaveBeenCalledWith(url), { timeout: 5000 });
    await expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBe('gift cards');
  },
};

/**
 * Below 1024 px the panel takes the whole screen and gets a Cancel button. The component decides this with
 * `matchMedia('(max-width: 1023.98px)')` on the preview frame, so the story sets Storybook's viewport (toolbar:
 * "Large mobile", 414 px). Opened on its own (iframe.html) in a wide window it cannot be mobile, and its play
 * function says so instead of passing.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    if (!matchMedia(MOBILE_QUERY).matches) {
      throw new Error(`The Mobile story needs a preview narrower than ${DESKTOP_BREAKPOINT_PX} px (Storybook's viewport toolbar).`);
    }
    const canvas = within(canvasElement);
    await userEvent.click(combobox(canvasElement));
    const cancel = await canvas.findByRole('button', { name: TEXT.cancel });
    await expect(cancel).toBeVisible();
    await zeroQueryShown(canvasElement);
    await expect(canvasElement.querySelector('[part="overlay"]')).toBeNull();
  },
};

/**
 * The panel's lazy chunk fails to load (offline, a deploy removed it): the box still works for plain searches and
 * the panel says so, with a retry.
 */
export const ChunkLoadFailure: Story = {
  args: { loadPanel: () => Promise.reject(new Error('offline')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(combobox(canvasElement));
    await waitFor(() => expect(canvasElement.querySelector('[part="message"]')).toHaveTextContent(TEXT.loadFailed));
    await expect(canvas.getByRole('button', { name: TEXT.retry })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXT.loadFailed);
  },
};
