// Probe of the store locator bench (scripts/bench/stores.mjs), loaded first by bench-stores.html so that its
// observers and its fetch wrapper are in place before the element's code runs. It times one click at a time:
//   - Event Timing (see bench-frames.js): the click's interaction, pointerdown / pointerup / click sharing an
//     interactionId; its duration, the longest of them, is what INP counts;
//   - a window `click` listener (capture phase, the first to see a click, also one inside the shadow root) stamps the
//     click and then looks frame by frame for what the click should show (see SHOWN); in the frame that has it, a
//     message posted from the rAF callback marks the end of that frame's rendering (after its paint). Times are
//     counted from the click event's timeStamp (the start of the click's Event Timing entry). A search has a second
//     watcher: the frame in which every store of the answer is in the list (the first 12 come at once, the rest in
//     slices of 40 in transitions);
//   - the long tasks and long animation frames (50 ms or more, with the scripts Chromium attributes them to) from the
//     arming to the end of the measure;
//   - the search's two calls (geocode, store search) through a fetch wrapper: when each started and answered (the
//     demo server's Node process answers, as a retailer's API would, off the page's main thread). The wrapper hands the element the
//     response itself, so that the element's reading of the body is attributed to the element's code.
// The bench drives the page with real clicks and reads the figures through window.__benchStores.
import { interactionSince, observeEvents, observeLongFrames, onArmedClick, quiet, waitForEntries, whenPainted } from './bench-frames.js';
const events = observeEvents();
const longTasks = observeLongFrames();

/** The search's calls by path: `GET /address/geocode` and `GET /stores` (not `/stores/{id}`). */
const CALLS = { '/address/geocode': 'geocode', '/stores': 'stores' };
const calls = [];
const nativeFetch = window.fetch.bind(window);
window.fetch = function benchFetch(input, init) {
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const path = new URL(raw, location.href).pathname;
  const call = Object.entries(CALLS).find(([suffix]) => path.endsWith(suffix))?.[1];
  if (!call) return nativeFetch(input, init);
  const entry = { call, start: performance.now(), end: null, status: 'pending' };
  calls.push(entry);
  const pending = nativeFetch(input, init);
  pending.then(
    (response) => {
      entry.end = performance.now();
      entry.status = String(response.status);
    },
    (error) => {
      entry.end = performance.now();
      entry.status = error?.name === 'AbortError' ? 'aborted' : 'network-error';
    },
  );
  return pending;
};

const root = () => document.querySelector('sg-store-locator')?.shadowRoot ?? null;
const isOpen = () => Boolean(root()?.querySelector('dialog[part~="dialog"][open]'));
const cards = () => [...(root()?.querySelectorAll('[part~="store"]') ?? [])];
/** The number of stores the live status announces ("262 stores near 80202"), 0 before results. */
const listed = () => Number(/^(\d+) stores? near /.exec(root()?.querySelector('[part~="live"]')?.textContent?.trim() ?? '')?.[1] ?? 0);
/** The list shows a window of the answer (20 stores; "Show more stores" adds 20): the search is done when it is shown. */
const WINDOW = 20;
const allListed = () => listed() > 0 && cards().length >= Math.min(listed(), WINDOW);

/** What each kind of click should show, given the armed probe. */
const SHOWN = {
  search: () => isOpen() && cards().length > 0,
  choose: (p) => Boolean(cards()[p.card]?.querySelector('[part~="current-store"]')),
  more: (p) => cards().length >= p.cards,
  close: () => !isOpen(),
  reopen: (p) => isOpen() && cards().length >= p.cards,
};

let probe = null;

const newWatch = () => {
  const watch = { rafAt: null, paintedAt: null, frames: 0 };
  watch.done = new Promise((resolve) => (watch.resolve = resolve));
  return watch;
};
const figuresOf = ({ done: _done, resolve: _resolve, ...figures }) => figures;

onArmedClick(
  () => probe,
  (current, stillCurrent) => {
    current.shownBeforeClick = SHOWN[current.kind](current);
    whenPainted(current, () => SHOWN[current.kind](current), stillCurrent);
    if (current.all) whenPainted(current.all, allListed, stillCurrent);
  },
);

window.__benchStores = {
  /** The element is defined with its button, and every resource named has loaded. */
  ready(resources = []) {
    const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
    return (
      Boolean(customElements.get('sg-store-locator') && root()?.querySelector('[part~="button"]')) &&
      resources.every((part) => loaded.some((name) => name.includes(part)))
    );
  },
  isOpen,
  cards: () => cards().length,
  listed,
  /** Resolves once no long task or long animation frame has been seen for `quietMs`, or after `maxMs`. */
  quiet: (quietMs = 300, maxMs = 5000) => quiet(longTasks, quietMs, maxMs),
  /** The long tasks and long animation frames that ended after `time` (a performance.now() time). */
  longSince: (time) => longTasks.filter((t) => t.startTime + t.duration > time),
  /**
   * Asks the reference API for the search's two answers once (geocode `zip`, then the stores there), so that the
   * measured search does not pay its one-time costs (the ZIP table it imports on the first geocode). Resolves to
   * the HTTP statuses.
   */
  async warmApi(zip, base = '/api') {
    const geocode = await fetch(`${base}/address/geocode?zip=${zip}`);
    const at = await geocode.json();
    const stores = await fetch(`${base}/stores?lat=${at.latitude}&lon=${at.longitude}&rad=250&flyout=true`);
    await stores.text();
    return [geocode.status, stores.status];
  },
  /**
   * Starts measuring the next click of `kind` (a key of SHOWN): `card`, the index of the card whose "Make this my
   * store" is pressed; `cards`, the cards a reopened flyout must show. A search also watches for every store listed.
   */
  arm(kind, { card = 0, cards: count = 1 } = {}) {
    const next = { kind, card, cards: count, armedAt: performance.now(), clickAt: null, clickTimeStamp: null, shownBeforeClick: null, ...newWatch() };
    if (kind === 'search') next.all = newWatch();
    probe = next;
  },
  async result(timeoutMs = 10_000) {
    const current = probe;
    if (!current) throw new Error('nothing armed');
    const done = current.all ? Promise.all([current.done, current.all.done]) : current.done;
    const timedOut = await waitForEntries(done, timeoutMs);
    probe = null;
    const end = Math.max(current.paintedAt ?? performance.now(), current.all?.paintedAt ?? 0);
    return {
      ...figuresOf(current),
      all: current.all ? figuresOf(current.all) : null,
      timedOut,
      cardsShown: cards().length,
      listed: listed(),
      calls: calls.filter((c) => c.start >= current.armedAt),
      ...interactionSince(events, current.armedAt),
      long: longTasks.filter((t) => t.startTime + t.duration >= current.armedAt && t.startTime <= end),
    };
  },
};
