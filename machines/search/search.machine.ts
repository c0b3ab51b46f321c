import { assign, emit, fromPromise, setup } from 'xstate';
import {
  fetchPopularTerms,
  fetchProductsByIds,
  fetchSiteSearchRedirect,
  fetchSuggestions,
  isAbortError,
  type Suggestions,
} from '../../src/core/api';
import type { SearchSource } from '../../src/core/constants';
import { readRecentlyViewed, readRecentSearches, writeRecentlyViewed, writeRecentSearches } from '../../src/core/search-history';
import { safeHref, safeUrl } from '../../src/core/url';
import {
  addRecent,
  clampTerm,
  hasNoResults,
  initialSearchContext,
  isQueryable,
  moveHighlight,
  removeRecent,
  searchUrl,
  staleViewed,
  withFreshDetails,
  toQuery,
  visibleOptions,
} from './search.logic';
import type { SearchContext, SearchEmitted, SearchEvent, SearchInput, SearchOption, ViewedProduct } from './search.types';

/**
 * Search (spec sections 3-5, 7, 9):
 *   inactive -> active on focus; active is parallel:
 *     query:   zero (zero-query panel) | debouncing -> fetching -> showing | failed
 *     popular: loading -> ready | failed        (once per page; a failure retries on the next open)
 *     viewed:  loading -> ready | failed        (prices older than 15 minutes refreshed)
 *   submitting (redirect check) -> inactive, emitting `submit` with the URL to go to; a SEARCH.RUN with its own
 *   `url` (a barcode) emits it at once, without the redirect check.
 * A newer keystroke re-enters `debouncing`, which stops (aborts) the older request: a stale response is never shown.
 * Each zero-query group fails on its own; suggestions failing fall back to the zero-query panel.
 */
type Api = SearchContext['api'];

/** How long a submit waits for the site-search redirect answer before going to the results page anyway. */
export const REDIRECT_CHECK_TIMEOUT_MS = 3000;

/** The option an event refers to, among those shown. */
function optionFor(context: SearchContext, event: SearchEvent): SearchOption | undefined {
  const id = event.type === 'OPTION.SELECT' ? event.id : event.type === 'INPUT.SUBMIT' ? context.highlighted : null;
  return id ? visibleOptions(context).find((o) => o.id === id) : undefined;
}

const SOURCE_OF: Partial<Record<SearchOption['kind'], SearchSource>> = {
  recent: 'recent_search',
  popular: 'popular_search',
  term: 'type_ahead',
};

/**
 * Sources a site-search redirect does not rename (api-contract.md, Events): for voice and QR text the redirect check
 * runs as for typed text, but only `url` changes; a barcode brings its own `url` (no check); every other search that is
 * redirected becomes `redirect_search`.
 */
const KEPT_ON_REDIRECT: ReadonlySet<SearchSource> = new Set<SearchSource>(['voice_search', 'qrcode_search', 'barcode_search']);

/** What a submit or a selection asks for: a term search with its source, or a link to follow. */
function intentOf(context: SearchContext, event: SearchEvent):
  | { kind: 'search'; term: string; source: SearchSource; position: number | null }
  | { kind: 'link'; option: SearchOption; position: number }
  | null {
  if (event.type === 'SEARCH.RUN') return toQuery(event.term) ? { kind: 'search', term: toQuery(event.term), source: event.source, position: null } : null;
  const option = optionFor(context, event);
  if (option) {
    const source = SOURCE_OF[option.kind];
    // Its place in the list shown, from 1 (analytics: which suggestion the shopper took).
    const position = visibleOptions(context).findIndex((o) => o.id === option.id) + 1;
    return source ? { kind: 'search', term: option.value, source, position } : { kind: 'link', option, position };
  }
  if (event.type !== 'INPUT.SUBMIT' || !toQuery(context.term)) return null;
  return { kind: 'search', term: toQuery(context.term), source: hasNoResults(context) ? 'null_search' : 'regular', position: null };
}

const machineSetup = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    input: {} as SearchInput,
    emitted: {} as SearchEmitted,
  },
  actors: {
    fetchSuggestions: fromPromise<Suggestions, { query: string; api: Api }>(({ input, signal }) =>
      fetchSuggestions(input.query, { signal, base: input.api.base, timeoutMs: input.api.typeaheadTimeoutMs }),
    ),
    fetchPopular: fromPromise<string[], { count: number; api: Api }>(({ input, signal }) =>
      fetchPopularTerms(input.count, { signal, base: input.api.base }),
    ),
    refreshViewed: fromPromise<ViewedProduct[], { api: Api }>(async ({ input, signal }) => {
      // Read fresh from storage (a product page in another tab may have added one); shown only once refreshed.
      const viewed = readRecentlyViewed();
      const now = Date.now();
      const stale = staleViewed(viewed, now);
      if (!stale.length) return viewed;
      // A product the API no longer knows is dropped rather than shown with an old price.
      const next = withFreshDetails(viewed, stale, await fetchProductsByIds(stale, { signal, base: input.api.base }), now);
      writeRecentlyViewed(next);
      return next;
    }),
    checkRedirect: fromPromise<string | null, { term: string; api: Api }>(({ input, signal }) =>
      fetchSiteSearchRedirect(input.term, { signal, base: input.api.base, timeoutMs: REDIRECT_CHECK_TIMEOUT_MS }),
    ),
  },
  delays: {
    typeahead: ({ context }) => (context.mobile ? context.debounceMs.mobile : context.debounceMs.desktop),
  },
  guards: {
    isQueryable: ({ context }) => isQueryable(context.term, context.minChars),
    hasPopular: ({ context }) => context.popular !== null,
    isSearchIntent: ({ context, event }) => intentOf(context, event)?.kind === 'search',
    /** A SEARCH.RUN that says where it goes (a barcode's product page): no redirect check. */
    hasOwnUrl: ({ event }) => event.type === 'SEARCH.RUN' && !!toQuery(event.term) && safeHref(event.url) !== null,
    isLinkIntent: ({ context, event }) => {
      const intent = intentOf(context, event);
      return intent?.kind === 'link' && safeUrl(intent.option.value) !== null;
    },
    termChanged: ({ context, event }) =>
      event.type === 'INPUT.CHANGE' && clampTerm(event.value) !== context.term,
  },
  actions: {
    assignTerm: assign({
      term: ({ event, context }) => (event.type === 'INPUT.CHANGE' ? clampTerm(event.value) : context.term),
      highlighted: null,
      removed: null,
    }),
    clearTerm: assign({ term: '', highlighted: null, removed: null }),
    startSubmit: assign(({ context, event }) => {
      const intent = intentOf(context, event) as { term: string; source: SearchSource; position: number | null };
      const recent = addRecent(context.recent, intent.term, context.caps.recent);
      writeRecentSearches(recent);
      return { pending: { term: intent.term, source: intent.source, position: intent.position }, recent, term: intent.term, highlighted: null, removed: null };
    }),
    emitNavigate: emit(({ context, event }) => {
      const { option, position } = intentOf(context, event) as { option: SearchOption; position: number };
      return { type: 'navigate' as const, url: safeHref(option.value)!, kind: option.kind, label: option.label, position };
    }),
    clearPending: assign({ pending: null }),

    emitSubmit: emit(({ context, event }) => {
      const pending = context.pending!;
      // The redirect check's answer, or the url a SEARCH.RUN brought (a barcode's page: its source is kept).
      const { output = (event as { url?: unknown }).url } = event as { output?: unknown };
      const redirect = typeof output === 'string' ? safeHref(output) : null;
      return redirect
        ? {
            type: 'submit' as const,
            term: pending.term,
            source: KEPT_ON_REDIRECT.has(pending.source) ? pending.source : ('redirect_search' as const),
            url: redirect,
            position: pending.position,
          }
        : { type: 'submit' as const, term: pending.term, source: pending.source, url: searchUrl(pending.term), position: pending.position };
    }),
    loadHistory: assign({
      recent: ({ context }) => readRecentSearches(context.caps.recent),
    }),
    highlight: assign({
      highlighted: ({ context, event }) => {
        const options = visibleOptions(context);
        switch (event.type) {
          case 'LIST.NEXT':
            return moveHighlight(options, context.highlighted, 'next');
          case 'LIST.PREV':
            return moveHighlight(options, context.highlighted, 'prev');
          case 'LIST.FIRST':
            return moveHighlight(options, context.highlighted, 'first');
          case 'LIST.LAST':
            return moveHighlight(options, context.highlighted, 'last');
          case 'OPTION.HIGHLIGHT':
            return options.some((o) => o.id === event.id) ? event.id : context.highlighted;
          default:
            return null;
        }
      },
    }),
    removeRecent: assign({
      recent: ({ context, event }) => {
        if (event.type !== 'RECENT.REMOVE') return context.recent;
        const next = removeRecent(context.recent, event.term);
        writeRecentSearches(next);
        return next;
      },
      highlighted: null,
      removed: ({ context, event }) => (event.type === 'RECENT.REMOVE' ? event.term : context.removed),
    }),
    clearRecent: assign({
      recent: () => {
        writeRecentSearches([]);
        return [];
      },
      highlighted: null,
    }),
  },
});

const submitTransitions = [
  { guard: 'hasOwnUrl', target: '#search.inactive', actions: ['startSubmit', 'emitSubmit', 'clearPending'] },
  { guard: 'isSearchIntent', target: '#search.submitting', actions: 'startSubmit' },
  { guard: 'isLinkIntent', target: '#search.inactive', actions: 'emitNavigate' },
] as const;

export const searchMachine = machineSetup.createMachine({
  id: 'search',
  context: ({ input }) => initialSearchContext(input),
  initial: 'inactive',
  on: {
    'VIEWPORT.CHANGE': { actions: assign({ mobile: ({ event }) => event.mobile }) },
    // The element's attributes changed after it rendered.
    'CONFIG.CHANGE': {
      actions: assign(({ context, event }) => ({
        minChars: event.config.minChars ?? context.minChars,
        debounceMs: { ...context.debounceMs, ...event.config.debounceMs },
        featured: event.config.featured ?? context.featured,
        recommendations: event.config.recommendations ?? context.recommendations,
        api: event.config.api ?? context.api,
      })),
    },
    'SEARCH.RUN': submitTransitions,
  },
  states: {
    inactive: {
      on: {
        'INPUT.FOCUS': 'active',
        'INPUT.CHANGE': { target: 'active', actions: 'assignTerm' },
        // Escape on a closed box clears it (APG combobox).
        'INPUT.CLEAR': { actions: 'clearTerm' },
        'LIST.NEXT': 'active',
        'INPUT.SUBMIT': submitTransitions,
      },
    },
    active: {
      type: 'parallel',
      tags: ['open'],
      entry: 'loadHistory',
      on: {
        'PANEL.CLOSE': { target: 'inactive', actions: assign({ highlighted: null, removed: null }) },
        'INPUT.SUBMIT': submitTransitions,
        'OPTION.SELECT': submitTransitions,
        'LIST.NEXT': { actions: 'highlight' },
        'LIST.PREV': { actions: 'highlight' },
        'LIST.FIRST': { actions: 'highlight' },
        'LIST.LAST': { actions: 'highlight' },
        'OPTION.HIGHLIGHT': { actions: 'highlight' },
        'LIST.CLEAR_HIGHLIGHT': { actions: assign({ highlighted: null }) },
        'RECENT.REMOVE': { actions: 'removeRecent' },
        'RECENT.CLEAR': { actions: 'clearRecent' },
      },
      states: {
        query: {
          initial: 'routing',
          on: {
            // Targeting the child (no reenter) restarts the debounce and stops an older request, without restarting
            // the sibling regions (popular, viewed) on every keystroke.
            'INPUT.CHANGE': { guard: 'termChanged', target: '.routing', actions: 'assignTerm' },
            'INPUT.CLEAR': { target: '.routing', actions: 'clearTerm' },
          },
          states: {
            routing: {
              always: [{ guard: 'isQueryable', target: 'debouncing' }, { target: 'zero' }],
            },
            // Back to the zero-query panel: earlier suggestions are dropped, never shown for a new word.
            zero: { tags: ['zero'], entry: assign({ results: null }) },
            debouncing: {
              tags: ['suggesting'],
              after: { typeahead: 'fetching' },
            },
            fetching: {
              tags: ['suggesting', 'busy'],
              invoke: {
                src: 'fetchSuggestions',
                input: ({ context }) => ({ query: toQuery(context.term), api: context.api }),
                onDone: {
                  target: 'showing',
                  actions: assign({
                    results: ({ context, event }) => ({ query: toQuery(context.term), suggestions: event.output }),
                    highlighted: null,
                  }),
                },
                onError: [{ guard: ({ event }) => isAbortError(event.error), target: 'zero' }, { target: 'failed' }],
              },
            },
            showing: { tags: ['suggesting'] },
            // Suggestions failed: the zero-query panel shows instead (recent searches still work offline).
            failed: { tags: ['zero', 'suggestionsFailed'] },
          },
        },
        popular: {
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'hasPopular', target: 'ready' }, { target: 'loading' }] },
            loading: {
              tags: ['popularLoading'],
              invoke: {
                src: 'fetchPopular',
                input: ({ context }) => ({ count: context.caps.popular, api: context.api }),
                onDone: { target: 'ready', actions: assign({ popular: ({ event }) => event.output }) },
                onError: 'failed',
              },
            },
            ready: {},
            failed: { tags: ['popularFailed'] },
          },
        },
        viewed: {
          initial: 'loading',
          states: {
            loading: {
              tags: ['viewedLoading'],
              invoke: {
                src: 'refreshViewed',
                input: ({ context }) => ({ api: context.api }),
                onDone: { target: 'ready', actions: assign({ viewed: ({ event }) => event.output }) },
                onError: { target: 'failed', actions: assign({ viewed: [] }) },
              },
            },
            ready: {},
            failed: { tags: ['viewedFailed'] },
          },
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'checkRedirect',
        input: ({ context }) => ({ term: context.pending!.term, api: context.api }),
        onDone: { target: 'inactive', actions: ['emitSubmit', 'clearPending'] },
        // No redirect answer (timeout, 5xx): the term goes to the results page as usual.
        onError: { target: 'inactive', actions: ['emitSubmit', 'clearPending'] },
      },
    },
  },
});
