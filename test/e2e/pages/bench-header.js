// Probe of the mega menu bench (scripts/bench/header.mjs), added by the bench as a module script to the store page
// (/, <sg-header>) and to the baseline (bench-nav.html, a hand-written disclosure navigation), so both are measured
// by the same code. It times one click on an L1 button at a time:
//   - Event Timing (PerformanceObserver 'event', durationThreshold 16 ms, and 'first-input', which is reported at any
//     duration): the click's interaction is the entries sharing its interactionId (pointerdown, pointerup, click);
//     its duration, the longest of them, is what INP counts;
//   - a window `click` listener (capture phase, the first to see the click, also of a click inside a shadow root)
//     then looks frame by frame for the button's panel shown with its links; in the frame that has them, a message
//     posted from the rAF callback marks the end of that frame's rendering (after its paint). The time is counted
//     from the click event's timeStamp (the start of the click's Event Timing entry);
//   - the long tasks and long animation frames (50 ms or more, with the scripts the browser attributes them to) from
//     the arming to the end of the measure.
// The L1 button is found through the shadow root of <sg-header> when there is one, else in the document: the button
// with aria-controls whose text is the name asked for; its panel is the element its aria-controls names.
import { interactionSince, observeEvents, observeLongFrames, onArmedClick, quiet, waitForEntries, whenPainted } from './bench-frames.js';
const events = observeEvents();
const longTasks = observeLongFrames();

const root = () => document.querySelector('sg-header')?.shadowRoot ?? document;
const button = (name) => [...root().querySelectorAll('button[aria-controls]')].find((b) => b.textContent.trim() === name) ?? null;
const panelOf = (b) => (b ? root().getElementById(b.getAttribute('aria-controls')) : null);
const panelShown = (b, links) => {
  const panel = panelOf(b);
  return Boolean(b && panel && b.getAttribute('aria-expanded') === 'true' && !panel.hidden && panel.querySelectorAll('a[href]').length >= links);
};

let probe = null;

onArmedClick(
  () => probe,
  (current, stillCurrent) => {
    current.openBeforeClick = panelShown(button(current.name), 1);
    whenPainted(current, () => panelShown(button(current.name), current.links), stillCurrent);
  },
);

window.__benchHeader = {
  /** The L1 button `name` is there and the custom elements named are defined (and the reference API, when asked). */
  ready(name, tags = [], referenceApi = false) {
    return (
      (!referenceApi || document.documentElement.dataset.referenceApi === 'ready') &&
      tags.every((tag) => customElements.get(tag)) &&
      Boolean(button(name))
    );
  },
  /** Whether the panel of `name` shows at least `links` links. */
  shown: (name, links = 1) => panelShown(button(name), links),
  /** The links of the panel of `name` (0 while closed: the header renders a closed panel empty). */
  links: (name) => panelOf(button(name))?.querySelectorAll('a[href]').length ?? 0,
  /** Resolves once no long task or long animation frame has been seen for `quietMs`, or after `maxMs`. */
  quiet: (quietMs = 300, maxMs = 5000) => quiet(longTasks, quietMs, maxMs),
  /** Starts measuring the next click: it ends once the panel of `name` shows `links` links and that frame has painted. */
  arm(name, links) {
    const next = { name, links, armedAt: performance.now(), clickAt: null, clickTimeStamp: null, openBeforeClick: null, rafAt: null, paintedAt: null, frames: 0 };
    next.done = new Promise((resolve) => (next.resolve = resolve));
    probe = next;
  },
  async result(timeoutMs = 10_000) {
    const current = probe;
    if (!current) throw new Error('nothing armed');
    const timedOut = await waitForEntries(current.done, timeoutMs);
    probe = null;
    const { done: _done, resolve: _resolve, ...figures } = current;
    const end = current.paintedAt ?? performance.now();
    return {
      ...figures,
      timedOut,
      linksShown: this.links(current.name),
      // interactionDuration null: no entry of 16 ms or more (the interaction took less); firstInputDuration: the
      // pointerdown's duration when this was the page's first input (reported at any duration).
      ...interactionSince(events, current.armedAt),
      long: longTasks.filter((t) => t.startTime + t.duration >= current.armedAt && t.startTime <= end),
    };
  },
};
