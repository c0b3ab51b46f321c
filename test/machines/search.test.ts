import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { searchMachine, addRecent, highlight, isQueryable, parseRecent, serializeRecent, clampTerm, suggestionOptions, DEFAULT_CAPS, visibleOptions } from '../../machines/search';
import type { SearchEmitted, SearchInput, Suggestions, ViewedProduct } from '../../machines/search';
import { ApiError } from '../../src/core/api';
import { RECENT_SEARCHES_KEY, RECENTLY_VIEWED_KEY } from '../../src/core/search-history';

const empty: Suggestions = { suggestions: [], categories: [], products: [] };
const results = (q: string): Suggestions => ({
  suggestions: [{ term: `${q} shoes` }, { term: `${q} balls` }],
  categories: [{ name: `${q} gear`, seoUrl: '/c/gear' }],
  products: [{ id: '1', name: `${q} pro`, seoUrl: '/p/pro-1', imageUrl: null, manufacturer: null, parentSkuId: null, defaultSkuPrice: { salePrice: 10 } }],
});

interface Fakes {
  suggest?: (query: string, signal: AbortSignal) => Promise<Suggestions>;
  popular?: () => Promise<string[]>;
  redirect?: (term: string) => Promise<string | null>;
  refresh?: () => Promise<ViewedProduct[]>;
}

function start(fakes: Fakes = {}, input: SearchInput = {}) {
  const clock = new SimulatedClock();
  const queries: string[] = [];
  const aborted: string[] = [];
  const machine = searchMachine.provide({
    actors: {
      fetchSuggestions: fromPromise<Suggestions, { query: string; api: object }>(({ input: i, signal }) => {
        queries.push(i.query);
        signal.addEventListener('abort', () => aborted.push(i.query));
        return (fakes.suggest ?? (async (q) => results(q)))(i.query, signal);
      }),
      fetchPopular: fromPromise<string[], { count: number; api: object }>(() => (fakes.popular ?? (async () => ['tents', 'yoga mat']))()),
      refreshViewed: fromPromise<ViewedProduct[], { api: object }>(() => (fakes.refresh ?? (async () => []))()),
      checkRedirect: fromPromise<string | null, { term: string; api: object }>(({ input: i }) => (fakes.redirect ?? (async () => null))(i.term)),
    },
  });
  const actor = createActor(machine, { clock, input });
  const emitted: SearchEmitted[] = [];
  actor.on('*', (e) => emitted.push(e as SearchEmitted));
  actor.start();
  const type = (value: string) => actor.send({ type: 'INPUT.CHANGE', value });
  return { actor, clock, queries, aborted, emitted, type };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('search rules', () => {
  it('queries only terms of acceptable characters with at least 2 counted characters', () => {
    expect(isQueryable('a')).to.equal(false);
    expect(isQueryable(' a ')).to.equal(false);
    expect(isQueryable('a-')).to.equal(false);
    expect(isQueryable('a&/.')).to.equal(false);
    expect(isQueryable('ab')).to.equal(true);
    expect(isQueryable('T-shirt 2/pk & co.')).to.equal(true);
    expect(isQueryable('éte')).to.equal(true);
    expect(isQueryable('<script>')).to.equal(false);
    expect(isQueryable('shoes!')).to.equal(false);
    expect(isQueryable('abc', 4)).to.equal(false);
  });

  it('cuts a term to 510 characters, even a 10,000-character paste, without splitting a surrogate pair', () => {
    expect(clampTerm('x'.repeat(10000))).to.have.length(510);
    expect(clampTerm(`${'x'.repeat(509)}😀`)).to.have.length(509);
  });

  it('keeps recent searches unique case-insensitively, newest first, max 5, safe with pipes', () => {
    let list: string[] = [];
    for (const t of ['tents', 'Shoes', 'a|b', 'golf', 'bikes', 'TENTS', 'kayak']) list = addRecent(list, t, 5);
    expect(list).to.deep.equal(['kayak', 'TENTS', 'bikes', 'golf', 'a|b']);
    const stored = serializeRecent(list);
    expect(stored.split('|')).to.have.length(5);
    expect(parseRecent(stored)).to.deep.equal(list);
    expect(parseRecent('a||b|A|%ZZ|c')).to.deep.equal(['a', 'b', '%ZZ', 'c']);
  });

  it('highlights the typed part by splitting text', () => {
    expect(highlight('Running Shoes run', 'run')).to.deep.equal([
      { text: 'Run', match: true },
      { text: 'ning Shoes ', match: false },
      { text: 'run', match: true },
    ]);
    expect(highlight('<b>x</b>', 'b')).to.deep.equal([
      { text: '<', match: false },
      { text: 'b', match: true },
      { text: '>x</', match: false },
      { text: 'b', match: true },
      { text: '>', match: false },
    ]);
  });
});

describe('searchMachine', () => {
  beforeEach(() => localStorage.clear());

  it('inactive -> active on focus, with the zero-query panel and popular terms loaded once', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).to.equal('inactive');
    actor.send({ type: 'INPUT.FOCUS' });
    expect(actor.getSnapshot().hasTag('open')).to.equal(true);
    expect(actor.getSnapshot().hasTag('zero')).to.equal(true);
    await waitFor(actor, (s) => s.context.popular !== null);
    expect(actor.getSnapshot().context.popular).to.deep.equal(['tents', 'yoga mat']);
    actor.send({ type: 'PANEL.CLOSE' });
    expect(actor.getSnapshot().value).to.equal('inactive');
  });

  it('one character never fetches; two characters fetch once after the 100 ms debounce', async () => {
    const { actor, clock, queries, type } = start();
    actor.send({ type: 'INPUT.FOCUS' });
    type('b');
    clock.increment(1000);
    expect(queries).to.deep.equal([]);
    type('ba');
    clock.increment(99);
    expect(queries).to.deep.equal([]);
    clock.increment(1);
    expect(queries).to.deep.equal(['ba']);
    await waitFor(actor, (s) => s.matches({ active: { query: 'showing' } }));
    expect(actor.getSnapshot().context.results?.query).to.equal('ba');
  });

  it('typing "basketball" at 50 ms per character sends one request', () => {
    const { clock, queries, type, actor } = start();
    actor.send({ type: 'INPUT.FOCUS' });
    let term = '';
    for (const ch of 'basketball') {
      term += ch;
      type(term);
      clock.increment(50);
    }
    clock.increment(100);
    expect(queries).to.deep.equal(['basketball']);
  });

  it('uses the mobile debounce below the breakpoint', () => {
    const { clock, queries, type, actor } = start({}, { debounceMs: { desktop: 100, mobile: 300 }, mobile: true });
    actor.send({ type: 'INPUT.FOCUS' });
    type('ten');
    clock.increment(299);
    expect(queries).to.deep.equal([]);
    clock.increment(1);
    expect(queries).to.deep.equal(['ten']);
  });

  it('a newer keystroke aborts the older request and its late answer is never shown', async () => {
    const pending = new Map<string, (s: Suggestions) => void>();
    const { actor, clock, aborted, type } = start({ suggest: (q) => new Promise((r) => pending.set(q, r)) });
    actor.send({ type: 'INPUT.FOCUS' });
    type('ten');
    clock.increment(100);
    type('tenn');
    expect(aborted).to.deep.equal(['ten']);
    clock.increment(100);
    pending.get('ten')!(results('ten'));
    pending.get('tenn')!(results('tenn'));
    await waitFor(actor, (s) => s.matches({ active: { query: 'showing' } }));
    expect(actor.getSnapshot().context.results?.query).to.equal('tenn');
    expect(actor.getSnapshot().context.results?.suggestions.suggestions[0]!.term).to.equal('tenn shoes');
  });

  it('never shows an earlier word’s suggestions for a new word', async () => {
    let finish!: (s: Suggestions) => void;
    const { actor, clock, type } = start({ suggest: (q) => (q === 'yog' ? Promise.resolve(results('yog')) : new Promise((r) => (finish = r))) });
    actor.send({ type: 'INPUT.FOCUS' });
    type('yog');
    clock.increment(100);
    await waitFor(actor, (s) => s.matches({ active: { query: 'showing' } }));
    type('yoga');
    expect(visibleOptions(actor.getSnapshot().context).length).to.be.greaterThan(0);
    actor.send({ type: 'INPUT.CLEAR' });
    expect(actor.getSnapshot().context.results).to.equal(null);
    type('te');
    clock.increment(100);
    expect(visibleOptions(actor.getSnapshot().context)).to.deep.equal([]);
    finish(results('te'));
    await waitFor(actor, (s) => s.matches({ active: { query: 'showing' } }));
    expect(visibleOptions(actor.getSnapshot().context)[0]!.label).to.equal('te shoes');
  });

  it('typing does not restart the popular or recently viewed regions (one request each)', async () => {
    let popular = 0;
    let refreshes = 0;
    const { actor, clock, type } = start({
      popular: () => (popular++, new Promise(() => {})),
      refresh: () => (refreshes++, Promise.resolve([])),
    });
    actor.send({ type: 'INPUT.FOCUS' });
    for (const t of ['g', 'gi', 'gif', 'gift', 'gift ', 'gift c']) {
      type(t);
      clock.increment(20);
    }
    actor.send({ type: 'INPUT.CLEAR' });
    expect([popular, refreshes]).to.deep.equal([1, 1]);
  });

  it('applies settings changed after start (CONFIG.CHANGE)', () => {
    const { actor, clock, queries, type } = start();
    actor.send({ type: 'INPUT.FOCUS' });
    actor.send({ type: 'CONFIG.CHANGE', config: { minChars: 5, featured: [{ label: 'Camping', url: '/c/camping' }] } });
    type('tent');
    clock.increment(500);
    expect(queries).to.deep.equal([]);
    expect(actor.getSnapshot().context.featured).to.deep.equal([{ label: 'Camping', url: '/c/camping' }]);
    type('tents');
    clock.increment(100);
    expect(queries).to.deep.equal(['tents']);
  });

  it('never sends terms failing the character rules', () => {
    const { clock, queries, type, actor } = start();
    actor.send({ type: 'INPUT.FOCUS' });
    type('<script>alert(1)</script>');
    clock.increment(500);
    type('a  ');
    clock.increment(500);
    expect(queries).to.deep.equal([]);
    expect(actor.getSnapshot().hasTag('zero')).to.equal(true);
  });

  it('a failed suggestion call falls back to the zero-query panel; other groups are unaffected', async () => {
    const { actor, clock, type } = start({ suggest: () => Promise.reject(new ApiError('timeout', '_ERR_TIMEOUT', 408)) });
    actor.send({ type: 'INPUT.FOCUS' });
    await waitFor(actor, (s) => s.context.popular !== null);
    type('tents');
    clock.increment(100);
    await waitFor(actor, (s) => s.hasTag('suggestionsFailed'));
    expect(actor.getSnapshot().hasTag('zero')).to.equal(true);
    expect(actor.getSnapshot().context.popular).to.deep.equal(['tents', 'yoga mat']);
  });

  it('a failed popular call hides only that group, and is retried on the next open', async () => {
    let calls = 0;
    const { actor } = start({ popular: () => (calls++ === 0 ? Promise.reject(new Error('503')) : Promise.resolve(['golf'])) });
    actor.send({ type: 'INPUT.FOCUS' });
    await waitFor(actor, (s) => s.hasTag('popularFailed'));
    expect(actor.getSnapshot().hasTag('zero')).to.equal(true);
    actor.send({ type: 'PANEL.CLOSE' });
    actor.send({ type: 'INPUT.FOCUS' });
    await waitFor(actor, (s) => s.context.popular !== null);
    expect(actor.getSnapshot().context.popular).to.deep.equal(['golf']);
  });

  it('submits with the right source and records the term in recent searches', async () => {
    const { actor, clock, type, emitted } = start();
    actor.send({ type: 'INPUT.FOCUS' });
    type('Tent stakes');
    actor.send({ type: 'INPUT.SUBMIT' });
    await waitFor(actor, (s) => s.matches('inactive'));
    expect(emitted.at(-1)).to.deep.equal({ type: 'submit', term: 'Tent stakes', source: 'regular', url: '/search?searchTerm=Tent%20stakes', position: null });
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).to.equal('Tent stakes');

    // A type-ahead term chosen with the keyboard.
    actor.send({ type: 'INPUT.FOCUS' });
    type('golf');
    clock.increment(100);
    await waitFor(actor, (s) => s.matches({ active: { query: 'showing' } }));
    actor.send({ type: 'LIST.NEXT' });
    expect(actor.getSnapshot().context.highlighted).to.equal('term-0');
    actor.send({ type: 'INPUT.SUBMIT' });
    await waitFor(actor, (s) => s.matches('inactive'));
    // Its place in the list shown: the first option.
    expect(emitted.at(-1)).to.deep.include({ term: 'golf shoes', source: 'type_ahead', position: 1 });

    // A recent search and a popular search from the zero-query panel.
    actor.send({ type: 'INPUT.FOCUS' });
    actor.send({ type: 'INPUT.CLEAR' });
    await waitFor(actor, (s) => s.context.popular !== null);
    actor.send({ type: 'OPTION.SELECT', id: 'recent-1' });
    await waitFor(actor, (s) => s.matches('inactive'));
    expect(emitted.at(-1)).to.deep.include({ term: 'Tent stakes', source: 'recent_search' });
    actor.send({ type: 'INPUT.FOCUS' });
    actor.send({ type: 'INPUT.CLEAR' });
    actor.send({ type: 'OPTION.SELECT', id: 'popular-1' });
    await waitFor(actor, (s) => s.matches('inactive'));
    expect(emitted.at(-1)).to.deep.include({ term: 'yoga mat', source: 'popular_search' });
    expect(parseRecent(localStorage.getItem(RECENT_SEARCHES_KEY))).to.deep.equal(['yoga mat', 'Tent stakes', 'golf shoes']);
  });

  it('submitting a term whose suggestions were empty is a null search', async () => {
    const { actor, clock, type, emitted } = start({ suggest: async () => empty });
    actor.send({ type: 'INPUT.FOCUS' });
    type('zzzz');
    clock.increment(100);
    await waitFor(actor, (s) => s.matches({ active: { query: 'showing' } }));
    actor.send({ type: 'INPUT.SUBMIT' });
    await waitFor(actor, (s) => s.matches('inactive'));
    expect(emitted.at(-1)).to.deep.include({ term: 'zzzz', source: 'null_search' });
  });

  it('follows a same-origin redirect as redirect_search and refuses unsafe ones', async () => {
    const redirects: Record<string, string> = { 'gift cards': '/gift-cards', evil: 'javascript:alert(1)', off: '//evil.example/x' };
    const { actor, type, emitted } = start({ redirect: async (t) => redirects[t] ?? null });
    for (const term of ['gift cards', 'evil', 'off']) {
      actor.send({ type: 'INPUT.FOCUS' });
      type(term);
      actor.send({ type: 'INPUT.SUBMIT' });
      await waitFor(actor, (s) => s.matches('inactive'));
    }
    expect(emitted.map((e) => [e.type === 'submit' && e.source, e.type === 'submit' && e.url])).to.deep.equal([
      ['redirect_search', '/gift-cards'],
      ['regular', '/search?searchTerm=evil'],
      ['regular', '/search?searchTerm=off'],
    ]);
  });

  it('a failed redirect check still searches', async () => {
    const { actor, type, emitted } = start({ redirect: () => Promise.reject(new ApiError('http', 'X', 500)) });
    actor.send({ type: 'INPUT.FOCUS' });
    type('tents');
    actor.send({ type: 'INPUT.SUBMIT' });
    await waitFor(actor, (s) => s.matches('inactive'));
    expect(emitted.at(-1)).to.deep.include({ source: 'regular', url: '/search?searchTerm=tents' });
  });

  it('selecting a product or category navigates to its safe URL; an unsafe one does nothing', async () => {
    const hostile: Suggestions = { ...results('x'), categories: [{ name: 'bad', seoUrl: 'javascript:alert(1)' }] };
    const { actor, clock, type, emitted } = start({ suggest: async () => hostile });
    actor.send({ type: 'INPUT.FOCUS' });
    type('xy');
    clock.increment(100);
    await waitFor(actor, (s) => s.matches({ active: { query: 'showing' } }));
    actor.send({ type: 'OPTION.SELECT', id: 'category-0' });
    expect(actor.getSnapshot().hasTag('open')).to.equal(true);
    expect(emitted).to.deep.equal([]);
    actor.send({ type: 'OPTION.SELECT', id: 'product-0' });
    // The third option shown (after the term and the category).
    const shown = visibleOptions(actor.getSnapshot().context).map((o) => o.id);
    expect(shown.indexOf('product-0')).to.equal(2);
    expect(emitted).to.deep.equal([{ type: 'navigate', url: '/p/pro-1', kind: 'product', label: 'x pro', position: 3 }]);
  });

  it('moves the highlight with wrapping, first and last; a keystroke clears it', async () => {
    const { actor, clock, type } = start();
    actor.send({ type: 'INPUT.FOCUS' });
    type('run');
    clock.increment(100);
    await waitFor(actor, (s) => s.matches({ active: { query: 'showing' } }));
    const h = () => actor.getSnapshot().context.highlighted;
    actor.send({ type: 'LIST.PREV' });
    expect(h()).to.equal('product-0');
    actor.send({ type: 'LIST.NEXT' });
    expect(h()).to.equal('term-0');
    actor.send({ type: 'LIST.LAST' });
    expect(h()).to.equal('product-0');
    actor.send({ type: 'LIST.FIRST' });
    expect(h()).to.equal('term-0');
    type('runn');
    expect(h()).to.equal(null);
  });

  it('clearing a closed box empties it without opening it', () => {
    const { actor, type } = start();
    type('tents');
    actor.send({ type: 'PANEL.CLOSE' });
    actor.send({ type: 'INPUT.CLEAR' });
    expect(actor.getSnapshot().value).to.equal('inactive');
    expect(actor.getSnapshot().context.term).to.equal('');
  });

  it('removes one recent search or clears them all, in storage too', () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, 'a|b|c');
    const { actor } = start();
    actor.send({ type: 'INPUT.FOCUS' });
    expect(actor.getSnapshot().context.recent).to.deep.equal(['a', 'b', 'c']);
    actor.send({ type: 'RECENT.REMOVE', term: 'B' });
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).to.equal('a|c');
    actor.send({ type: 'RECENT.CLEAR' });
    expect(actor.getSnapshot().context.recent).to.deep.equal([]);
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).to.equal(null);
  });

  it('shows recently viewed products only once refreshed; a failed refresh hides the group', async () => {
    const fresh: ViewedProduct = { id: '9', timestamp: 1, product: { name: 'New', url: '/p/new-9', imageUrl: null, price: 7, priceAt: Date.now() } };
    let finish!: (v: ViewedProduct[]) => void;
    const { actor } = start({ refresh: () => new Promise((r) => (finish = r)) });
    actor.send({ type: 'INPUT.FOCUS' });
    expect(actor.getSnapshot().hasTag('viewedLoading')).to.equal(true);
    expect(actor.getSnapshot().context.viewed).to.deep.equal([]);
    finish([fresh]);
    await waitFor(actor, (s) => s.matches({ active: { viewed: 'ready' } }));
    expect(actor.getSnapshot().context.viewed.map((v) => [v.id, v.product?.price])).to.deep.equal([['9', 7]]);
    const failing = start({ refresh: () => Promise.reject(new Error('503')) });
    failing.actor.send({ type: 'INPUT.FOCUS' });
    await waitFor(failing.actor, (s) => s.hasTag('viewedFailed'));
    expect(failing.actor.getSnapshot().context.viewed).to.deep.equal([]);
  });

  it('reads stored recently viewed entries item by item, dropping invalid ones', async () => {
    const { readRecentlyViewed } = await import('../../src/core/search-history');
    const ok = { id: '9', timestamp: 1, product: { name: 'Old', url: '/p/old-9', imageUrl: null, price: 5, priceAt: 0 } };
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([ok, { id: 'bad' }, 'junk', { id: '', timestamp: 2 }]));
    expect(readRecentlyViewed()).to.deep.equal([ok]);
    localStorage.setItem(RECENTLY_VIEWED_KEY, '{corrupt');
    expect(readRecentlyViewed()).to.deep.equal([]);
  });

  it('SEARCH.RUN runs a search from another flow (voice, barcode) with its source', async () => {
    const { actor, emitted } = start();
    actor.send({ type: 'SEARCH.RUN', term: ' trail shoes ', source: 'voice_search' });
    await waitFor(actor, (s) => s.matches('inactive'));
    await flush();
    expect(emitted.at(-1)).to.deep.include({ term: 'trail shoes', source: 'voice_search' });
  });

  it('a SEARCH.RUN with its own url (a barcode) goes there without the redirect check; a foreign url is not used (the redirect check runs, the source is kept)', async () => {
    let checks = 0;
    const { actor, emitted } = start({
      redirect: async () => {
        checks += 1;
        return '/gift-cards';
      },
    });
    actor.send({ type: 'SEARCH.RUN', term: '4006381333931', source: 'barcode_search', url: '/p/item-1009' });
    await waitFor(actor, (s) => s.matches('inactive'));
    await flush();
    expect(emitted.at(-1)).to.deep.equal({ type: 'submit', term: '4006381333931', source: 'barcode_search', url: '/p/item-1009', position: null });
    expect(checks).to.equal(0);
    actor.send({ type: 'SEARCH.RUN', term: '4006381333931', source: 'barcode_search', url: 'https://elsewhere.test/p/1' });
    await waitFor(actor, (s) => s.matches('inactive'));
    await flush();
    expect(checks).to.equal(1);
    expect(emitted.at(-1)).to.deep.include({ source: 'barcode_search', url: '/gift-cards' });
  });

  it('a redirected voice or QR search keeps its source (only the url changes); any other becomes redirect_search', async () => {
    const { actor, emitted } = start({ redirect: async (t) => (t === 'gift cards' ? '/gift-cards' : null) });
    for (const source of ['voice_search', 'qrcode_search', 'popular_search'] as const) {
      actor.send({ type: 'SEARCH.RUN', term: 'gift cards', source });
      await waitFor(actor, (s) => s.matches('inactive'));
      await flush();
    }
    expect(emitted.map((e) => e.type === 'submit' && [e.source, e.url])).to.deep.equal([
      ['voice_search', '/gift-cards'],
      ['qrcode_search', '/gift-cards'],
      ['redirect_search', '/gift-cards'],
    ]);
  });
});

describe('search rules: links that fail the URL rule (issue 8, defect 7)', () => {
  const product = (id: string, seoUrl: string) => ({
    id,
    name: `Product ${id}`,
    seoUrl,
    imageUrl: null,
    manufacturer: null,
    parentSkuId: null,
    defaultSkuPrice: null,
  });
  const BAD = ['javascript:alert(1)', 'data:text/html,x', '//evil.example/p', 'https://evil.example/p'];

  it('are dropped before the groups are capped, so valid ones fill the slots', () => {
    const options = suggestionOptions(
      {
        suggestions: [{ term: 'tent' }],
        categories: [...BAD.map((url, i) => ({ name: `Bad ${i}`, seoUrl: url })), ...['a', 'b', 'c'].map((c) => ({ name: c, seoUrl: `/c/${c}` }))],
        products: [...BAD.map((url, i) => product(`bad-${i}`, url)), ...['1', '2', '3', '4'].map((id) => product(id, `/p/${id}`))],
      },
      DEFAULT_CAPS,
    );
    expect(options.filter((o) => o.kind === 'category').map((o) => o.label)).to.deep.equal(['a', 'b', 'c']);
    expect(options.filter((o) => o.kind === 'product').map((o) => o.value)).to.deep.equal(['/p/1', '/p/2', '/p/3', '/p/4']);
  });
});

