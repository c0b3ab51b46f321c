// Probe of the cart drawer bench (scripts/bench/cart.mjs): loaded by bench-cart.html, and added to the demo page for the
// first-open measure. Measures one click on the mini cart at a time:
//   - a window `click` listener (capture phase, the first to see the click) stamps performance.now() and then, frame
//     by frame, looks for the drawer's open <dialog> with every line of the cart rendered; in the frame where it
//     finds them, a message posted from the rAF callback marks the end of that frame's rendering (after its paint);
//   - a PerformanceObserver of Event Timing entries (durationThreshold 16 ms) collects the interaction's durations
//     (pointerdown / pointerup / click share an interactionId; the interaction's duration is the longest of them).
// The bench drives the page with real clicks and reads the figures through window.__benchCart.
import { onArmedClick, whenPainted } from './bench-frames.js';
const events = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.interactionId) {
      events.push({ name: entry.name, interactionId: entry.interactionId, startTime: entry.startTime, duration: entry.duration, processingStart: entry.processingStart, processingEnd: entry.processingEnd });
    }
  }
}).observe({ type: 'event', durationThreshold: 16, buffered: true });

const drawerRoot = () => document.querySelector('sg-cart-drawer')?.shadowRoot ?? null;
const miniRoot = () => document.querySelector('sg-mini-cart')?.shadowRoot ?? null;
const openDialog = () => drawerRoot()?.querySelector('dialog[open]') ?? null;
const lineCount = () => openDialog()?.querySelectorAll('[part~="line"]').length ?? 0;

let probe = null;

onArmedClick(
  () => probe,
  (current, stillCurrent) => whenPainted(current, () => lineCount() >= current.lines, stillCurrent),
);

window.__benchCart = {
  /** Both elements are defined and the cart is loaded (the badge shows). */
  ready() {
    return (
      Boolean(customElements.get('sg-mini-cart') && customElements.get('sg-cart-drawer')) &&
      Boolean(miniRoot()?.querySelector('[part~="badge"]'))
    );
  },
  badge: () => miniRoot()?.querySelector('[part~="badge"]')?.textContent?.trim() ?? null,
  isOpen: () => Boolean(openDialog()),
  lines: lineCount,

  /** Starts measuring the next click: it ends once the open drawer shows `lines` lines and that frame has painted. */
  arm(lines) {
    const next = { lines, armedAt: performance.now(), clickAt: null, clickTimeStamp: null, rafAt: null, paintedAt: null, frames: 0 };
    next.done = new Promise((resolve) => (next.resolve = resolve));
    probe = next;
  },

  async result(timeoutMs = 10_000) {
    const current = probe;
    if (!current) throw new Error('nothing armed');
    const timedOut = await Promise.race([current.done.then(() => false), new Promise((resolve) => setTimeout(() => resolve(true), timeoutMs))]);
    // Event Timing entries are delivered after the frame they belong to: wait a little for them.
    await new Promise((resolve) => setTimeout(resolve, 250));
    probe = null;
    const mine = events.filter((e) => e.startTime >= current.armedAt - 1);
    const click = mine.find((e) => e.name === 'click' || e.name === 'pointerup');
    const interaction = click ? mine.filter((e) => e.interactionId === click.interactionId) : [];
    const { done: _done, resolve: _resolve, ...figures } = current;
    return {
      ...figures,
      timedOut,
      linesShown: lineCount(),
      interactionDuration: interaction.length ? Math.max(...interaction.map((e) => e.duration)) : null,
      entries: interaction.map((e) => `${e.name} ${e.duration}`),
    };
  },
};
