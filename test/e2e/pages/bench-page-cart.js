// Probe of the measured page's drawer figure (scripts/bench/page.mjs, issue 13 part 5), added by the bench as a
// module script to the store page (/, <sg-header>). It times one click on the header's cart button at a time:
//   - a window `click` listener (capture phase, the first to see the click, also one inside a shadow root) then
//     looks frame by frame for the header's cart drawer open with every line of the cart rendered; in the frame that
//     has them, a message posted from the rAF callback marks the end of that frame's rendering (after its paint).
//     The time counts from the click event's timeStamp (the input, the start of its Event Timing entry);
//   - Event Timing (the click's interaction: the longest of its pointerdown / pointerup / click entries, as INP
//     counts it) and the long animation frames from the arming to the end of the measure.
// The header renders its mini cart and cart drawer inside its own shadow root; each of them has its own.
import { interactionSince, observeEvents, observeLongFrames, onArmedClick, quiet, waitForEntries, whenPainted } from './bench-frames.js';

const events = observeEvents();
const longTasks = observeLongFrames();

const headerRoot = () => document.querySelector('sg-header')?.shadowRoot ?? null;
const miniRoot = () => headerRoot()?.querySelector('sg-mini-cart')?.shadowRoot ?? null;
const drawerRoot = () => headerRoot()?.querySelector('sg-cart-drawer')?.shadowRoot ?? null;
const openDialog = () => drawerRoot()?.querySelector('dialog[open]') ?? null;
const lineCount = () => openDialog()?.querySelectorAll('[part~="line"]').length ?? 0;

let probe = null;

onArmedClick(
  () => probe,
  (current, stillCurrent) => {
    // Marks for a Chrome trace of the sample (found by name in its blink.user_timing events).
    performance.mark('sg-bench:click');
    whenPainted(current, () => lineCount() >= current.lines, stillCurrent);
    // And the frame with the first line (the drawer's body has arrived and started to render its lines).
    whenPainted(current.first, () => lineCount() >= 1, stillCurrent);
  },
);

window.__benchPageCart = {
  /** The header, its mini cart and drawer are defined, the reference API answers and the cart's badge shows. */
  ready() {
    return (
      document.documentElement.dataset.referenceApi === 'ready' &&
      ['sg-header', 'sg-mini-cart', 'sg-cart-drawer'].every((tag) => customElements.get(tag)) &&
      Boolean(miniRoot()?.querySelector('[part~="badge"]')?.textContent?.trim())
    );
  },
  badge: () => miniRoot()?.querySelector('[part~="badge"]')?.textContent?.trim() ?? null,
  lines: lineCount,
  /** Resolves once no long task or long animation frame has been seen for `quietMs`, or after `maxMs`. */
  quiet: (quietMs = 300, maxMs = 5000) => quiet(longTasks, quietMs, maxMs),
  /** Starts measuring the next click: it ends once the open drawer shows `lines` lines and that frame has painted. */
  arm(lines) {
    const next = { lines, armedAt: performance.now(), clickAt: null, clickTimeStamp: null, rafAt: null, paintedAt: null, frames: 0 };
    next.first = { rafAt: null, paintedAt: null, frames: 0, resolve: () => {} };
    next.done = new Promise((resolve) => {
      next.resolve = () => {
        performance.mark('sg-bench:painted');
        resolve();
      };
    });
    probe = next;
  },
  async result(timeoutMs = 10_000) {
    const current = probe;
    if (!current) throw new Error('nothing armed');
    const timedOut = await waitForEntries(current.done, timeoutMs);
    probe = null;
    const { done: _done, resolve: _resolve, first, ...figures } = current;
    const end = current.paintedAt ?? performance.now();
    return {
      ...figures,
      firstLinePaintedAt: first.paintedAt,
      timedOut,
      linesShown: lineCount(),
      // What the page fetched from the click on (the drawer's lazy chunk, API calls), with when (ms from the click).
      fetched: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= current.armedAt)
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime - (current.clickTimeStamp ?? 0), end: entry.responseEnd - (current.clickTimeStamp ?? 0), bytes: entry.encodedBodySize })),
      ...interactionSince(events, current.armedAt),
      long: longTasks.filter((t) => t.startTime + t.duration >= current.armedAt && t.startTime <= end),
    };
  },
};
