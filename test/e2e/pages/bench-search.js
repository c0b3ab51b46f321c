// Probe of the sg-search bench page (scripts/bench/search.mjs). Loaded before the element so that:
//   - every call to the suggestions endpoint goes through a counting fetch wrapper (msw answers in its service
//     worker, so the page's fetch is the one place that sees each call with its keyword and outcome);
//   - a window keydown listener (capture phase, the first to run) stamps each key with performance.now().
// The bench drives the page with real key presses and reads the figures through window.__benchSearch.
const SUGGEST_PATH = '/search/v2/productSuggestions';

/** Every suggestions call since the last reset: keyword, start/end (performance.now()), outcome. */
const requests = [];
/** Every keydown since the last reset: key and performance.now() in the first listener to see it. */
const keydowns = [];
/** The measurement in progress (one typed prefix), or null. */
let probe = null;

const host = () => document.querySelector('sg-search');
const root = () => host()?.shadowRoot ?? null;
const texts = (selector) => [...(root()?.querySelectorAll(selector) ?? [])].map((node) => node.textContent.trim());

const nativeFetch = window.fetch.bind(window);
window.fetch = function benchFetch(input, init) {
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(raw, location.href);
  if (!url.pathname.endsWith(SUGGEST_PATH)) return nativeFetch(input, init);
  const entry = { keyword: url.searchParams.get('keyword') ?? '', start: performance.now(), end: null, bodyAt: null, outcome: 'pending' };
  requests.push(entry);
  const pending = nativeFetch(input, init);
  pending.then(
    (response) => {
      entry.end = performance.now();
      entry.outcome = String(response.status);
      // When the caller has the body (the element reads it as text before parsing and validating it).
      const text = response.text.bind(response);
      response.text = () =>
        text().then((body) => {
          entry.bodyAt = performance.now();
          return body;
        });
      if (probe && entry.start >= probe.armedAt) probe.answered.push(entry.keyword);
      if (probe && entry.keyword.toLowerCase() === probe.prefix && probe.keydownAt !== null && entry.start >= probe.keydownAt) {
        probe.request = entry;
        // What the box shows at the moment the answer for this prefix arrives (before it is rendered).
        probe.groupsAtResponse = texts('[part~="group-label"]');
        probe.optionsAtResponse = texts('[role="option"]');
      }
    },
    (error) => {
      entry.end = performance.now();
      entry.outcome = error?.name === 'AbortError' ? 'aborted' : 'network-error';
    },
  );
  return pending;
};

// The input event of the prefix's last key (composed, so it reaches window from the shadow root).
window.addEventListener(
  'input',
  () => {
    if (probe && probe.keydownAt !== null && probe.inputAt === null) probe.inputAt = performance.now();
  },
  { capture: true },
);

window.addEventListener(
  'keydown',
  (event) => {
    const t = performance.now();
    keydowns.push({ key: event.key, t });
    if (probe && probe.keydownAt === null && ++probe.keys === probe.prefix.length) {
      probe.keydownAt = t;
      probe.eventTimeStamp = event.timeStamp;
    }
  },
  { capture: true },
);

const SUGGESTION_GROUPS = ['Suggestions', 'Categories', 'Products'];

/**
 * On each change of the shadow tree: notes suggestion groups shown before the prefix's own answer arrived (left
 * over from an earlier term), and ends the measurement once the suggestions for the prefix are on screen: its answer
 * arrived and a marked match equals the prefix.
 */
function check() {
  if (!probe || probe.matchAt !== null) return;
  const matches = texts('[part~="match"]').map((text) => text.toLowerCase());
  if (!probe.request) {
    // Only before any answer for the word being typed: what shows then is left over from the previous term.
    if (probe.answered.length) return;
    if (probe.staleAt === null && texts('[part~="group-label"]').some((label) => SUGGESTION_GROUPS.includes(label))) {
      probe.staleAt = performance.now();
      probe.staleKeys = probe.keys;
      probe.staleOptions = texts('[role="option"]').slice(0, 3);
      probe.staleLive = texts('[part~="live"]')[0] ?? null;
    }
    if (probe.staleMatchAt === null && matches.includes(probe.prefix)) probe.staleMatchAt = performance.now();
    return;
  }
  if (probe.keydownAt === null || !matches.includes(probe.prefix)) return;
  const current = probe;
  current.matchAt = performance.now();
  current.observer.disconnect();
  current.optionCount = texts('[role="option"]').length;
  // Double rAF: the first callback runs before the frame that shows the mutation is painted, the second one frame
  // later, after that paint.
  requestAnimationFrame(() => {
    current.rafAt = performance.now();
    // A message posted from the rAF callback is handled once that frame's rendering (style, layout, paint) is done:
    // the earliest mark after the paint.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      current.afterPaintAt = performance.now();
      channel.port1.close();
    };
    channel.port2.postMessage(null);
    requestAnimationFrame(() => {
      current.paintedAt = performance.now();
      current.resolve();
    });
  });
}

window.__benchSearch = {
  /** Whether the element has upgraded (its shadow root holds the combobox). */
  ready() {
    return (
      Boolean(root()?.querySelector('input[role="combobox"]'))
    );
  },

  /** What the box shows now. */
  state() {
    const input = root()?.querySelector('input[role="combobox"]');
    return {
      value: input?.value ?? null,
      expanded: input?.getAttribute('aria-expanded') ?? null,
      panel: Boolean(root()?.querySelector('[part~="panel"]:not([data-skeleton])')),
      groups: texts('[part~="group-label"]'),
      options: texts('[role="option"]').length,
      matches: texts('[part~="match"]').length,
    };
  },

  /** Empty box showing the zero-query panel (popular searches, no marked matches). */
  zeroQuery() {
    const s = this.state();
    return s.value === '' && s.panel && s.matches === 0 && s.groups.includes('Popular searches');
  },

  reset() {
    requests.length = 0;
    keydowns.length = 0;
  },

  requests() {
    return requests.map((r) => ({ ...r }));
  },

  keydowns() {
    return keydowns.map((k) => ({ ...k }));
  },

  /** Starts measuring `prefix`: call it on an empty box, before the prefix's first key goes down. */
  arm(prefix) {
    const shadow = root();
    if (!shadow) throw new Error('sg-search has no shadow root');
    probe?.observer.disconnect();
    const next = {
      prefix: prefix.toLowerCase(),
      keys: 0,
      answered: [],
      armedAt: performance.now(),
      keydownAt: null,
      eventTimeStamp: null,
      request: null,
      groupsAtResponse: null,
      optionsAtResponse: null,
      inputAt: null,
      matchAt: null,
      rafAt: null,
      afterPaintAt: null,
      paintedAt: null,
      optionCount: 0,
      staleAt: null,
      staleKeys: null,
      staleOptions: null,
      staleLive: null,
      staleMatchAt: null,
    };
    next.done = new Promise((resolve) => (next.resolve = resolve));
    next.observer = new MutationObserver(check);
    next.observer.observe(shadow, { subtree: true, childList: true, characterData: true });
    probe = next;
  },

  /** The figures of the armed measurement once the suggestions have painted, or with `timedOut` after `timeoutMs`. */
  async result(timeoutMs = 3000) {
    const current = probe;
    if (!current) throw new Error('nothing armed');
    const timedOut = await Promise.race([
      current.done.then(() => false),
      new Promise((resolve) => setTimeout(() => resolve(true), timeoutMs)),
    ]);
    current.observer.disconnect();
    if (probe === current) probe = null;
    const { observer: _observer, done: _done, resolve: _resolve, ...figures } = current;
    return {
      ...figures,
      timedOut,
      requestsForPrefix: requests.filter((r) => r.keyword.toLowerCase() === current.prefix && r.start >= (current.keydownAt ?? 0)),
      stateAtEnd: this.state(),
    };
  },
};
