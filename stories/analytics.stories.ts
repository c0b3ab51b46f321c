import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement, useLayoutEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../elements/sg-search';
import { setAnalyticsConsent, type AnalyticsDetail } from '../elements/index';
import { searchMessages } from '../src/components/search/search.messages';
import { RECENT_SEARCHES_KEY } from '../src/core/search-history';
import { resetAnalyticsBusForTests } from '../src/state/analytics-bus';
import { stopAnalyticsForTests } from '../src/state/analytics';
import { resetPageConfigForTests } from '../src/state/config';
import { stubNavigation, typeInShadow, withStorage } from './story-support';

/**
 * Analytics (docs/analytics.md) as a page sees it: the page's configuration script has an `analytics` section, so the
 * first element that mounts loads the runtime; once consent is given, each shopper action is one `sg-analytics` event
 * on the document (and a push to each configured layer). The log below is a page listener, the way a retailer's own
 * adapter reads the events. Searches are stubbed so the story never leaves Storybook.
 */

interface LogArgs {
  /** The configuration's `analytics.consent`: what holds until the consent switch says otherwise. */
  consent: 'granted' | 'denied';
}

function AnalyticsLog({ consent }: LogArgs) {
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const [events, setEvents] = useState<AnalyticsDetail[]>([]);
  const [granted, setGranted] = useState(consent === 'granted');
  useLayoutEffect(() => {
    if (!slot) return;
    // The page's configuration, written before the element: as a CMS page has it.
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'sg-config';
    script.textContent = JSON.stringify({ analytics: { consent } });
    document.head.append(script);
    resetPageConfigForTests();
    const onEvent = (event: Event) => setEvents((list) => [(event as CustomEvent<AnalyticsDetail>).detail, ...list]);
    document.addEventListener('sg-analytics', onEvent);
    const el = document.createElement('sg-search');
    slot.append(el);
    return () => {
      el.remove();
      document.removeEventListener('sg-analytics', onEvent);
      stopAnalyticsForTests();
      resetAnalyticsBusForTests();
      script.remove();
      resetPageConfigForTests();
    };
  }, [slot, consent]);
  return createElement(
    'div',
    { style: { display: 'grid', gap: '1rem', maxWidth: '40rem', minHeight: '32rem', padding: '1rem' } },
    createElement('div', { ref: setSlot }),
    createElement(
      'label',
      null,
      createElement('input', {
        type: 'checkbox',
        checked: granted,
        onChange: (event: { currentTarget: HTMLInputElement }) => {
          setGranted(event.currentTarget.checked);
          setAnalyticsConsent(event.currentTarget.checked);
        },
      }),
      ' Analytics consent granted',
    ),
    createElement(
      'ol',
      { 'aria-label': 'sg-analytics events, newest first' },
      ...events.map((event, i) => createElement('li', { key: events.length - i }, `${event.name} ${JSON.stringify(event.data)}`)),
    ),
  );
}

const meta = {
  title: 'Page/Analytics',
  component: AnalyticsLog,
  // A new log (and a new switch) for each consent chosen in the controls.
  render: (args) => createElement(AnalyticsLog, { ...args, key: args.consent }),
  args: { consent: 'granted' },
  argTypes: { consent: { control: 'inline-radio', options: ['granted', 'denied'] } },
  beforeEach: () => {
    const restoreNavigation = stubNavigation();
    const restoreStorage = withStorage({ [RECENT_SEARCHES_KEY]: null });
    return () => {
      restoreStorage();
      restoreNavigation();
    };
  },
} satisfies Meta<typeof AnalyticsLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Consent granted by the configuration: the search panel seen, then a search, each one event in the log. */
export const ConsentGranted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    let host: Element | null = null;
    await waitFor(() => {
      host = canvasElement.querySelector('sg-search');
      expect(host?.shadowRoot?.querySelector('input[role="combobox"]')).toBeTruthy();
    });
    const shadow = within(host!.shadowRoot as unknown as HTMLElement);
    const input = shadow.getByRole<HTMLInputElement>('combobox', { name: searchMessages.defaults.label });
    await userEvent.click(input);
    typeInShadow(input, 'tents');
    await userEvent.click(shadow.getByRole('button', { name: searchMessages.defaults.submit }));
    const log = canvas.getByRole('list', { name: 'sg-analytics events, newest first' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')[0]).toHaveTextContent('search {"term":"tents","source":"regular","position":null}'), { timeout: 5000 });
    await expect(within(log).getAllByRole('listitem').at(-1)).toHaveTextContent('component_view {"component":"search panel"}');
  },
};

/** Consent denied by the configuration: nothing is logged (dropped, not kept) until the switch grants it. */
export const ConsentDenied: Story = { args: { consent: 'denied' } };
