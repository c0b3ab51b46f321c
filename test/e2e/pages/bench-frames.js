// Shared by the bench probes (bench-cart.js, bench-header.js, bench-stores.js): the page's Event Timing and long
// frame observers, the interaction of a click, and the frame in which what the click changed is painted.

/**
 * After a click, check each animation frame until what the click opened is shown; then record that frame's time
 * (`rafAt`, `frames`) and, one task later (the frame has been painted), `paintedAt`, and resolve the probe. Gives up
 * after 600 frames.
 * `current`: the probe of this click (gets `rafAt`, `frames`, `paintedAt`; its `resolve()` is called).
 * `isShown()`: whether the result is on screen. `stillCurrent()`: false once another probe replaced this one.
 */
export function whenPainted(current, isShown, stillCurrent) {
  let frames = 0;
  const frame = () => {
    frames += 1;
    if (!stillCurrent()) return;
    if (isShown()) {
      current.rafAt = performance.now();
      current.frames = frames;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        current.paintedAt = performance.now();
        channel.port1.close();
        current.resolve();
      };
      channel.port2.postMessage(null);
      return;
    }
    if (frames < 600) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * Starts a probe's measure on the first click after it was armed: a window `click` listener (capture phase, the first
 * to see a click, also one inside a shadow root) stamps the armed probe (`armed()`, null when none) with `clickAt`
 * (performance.now()) and `clickTimeStamp` (the event's timeStamp, the start of its Event Timing entry), then calls
 * `start(current, stillCurrent)`; `stillCurrent()` is false once another probe was armed.
 */
export function onArmedClick(armed, start) {
  window.addEventListener(
    'click',
    (event) => {
      const current = armed();
      if (!current || current.clickAt !== null) return;
      current.clickAt = performance.now();
      current.clickTimeStamp = event.timeStamp;
      start(current, () => armed() === current);
    },
    { capture: true },
  );
}

/**
 * The page's Event Timing entries (PerformanceObserver 'event', durationThreshold 16 ms) and its 'first-input' entry
 * (reported at any duration), in the order they arrive; the array fills as they do.
 */
export function observeEvents() {
  const events = [];
  const record = (entry) =>
    events.push({
      name: entry.name,
      type: entry.entryType,
      interactionId: entry.interactionId ?? 0,
      startTime: entry.startTime,
      duration: entry.duration,
      processingStart: entry.processingStart,
      processingEnd: entry.processingEnd,
    });
  new PerformanceObserver((list) => list.getEntries().forEach(record)).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => list.getEntries().forEach(record)).observe({ type: 'first-input', buffered: true });
  return events;
}

/**
 * The page's long tasks and long animation frames (50 ms or more; a frame with the scripts Chromium attributes it
 * to), in the order they arrive; the array fills as they do.
 */
export function observeLongFrames() {
  const long = [];
  const observe = (type, map) => {
    if (!PerformanceObserver.supportedEntryTypes.includes(type)) return;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => long.push(map(entry)))).observe({ type, buffered: true });
  };
  observe('longtask', (entry) => ({ type: 'longtask', startTime: entry.startTime, duration: entry.duration }));
  observe('long-animation-frame', (entry) => ({
    type: 'loaf',
    startTime: entry.startTime,
    duration: entry.duration,
    blockingDuration: entry.blockingDuration,
    styleAndLayoutStart: entry.styleAndLayoutStart,
    renderStart: entry.renderStart,
    scripts: entry.scripts.map((s) => ({
      invoker: s.invoker,
      sourceURL: s.sourceURL,
      sourceFunctionName: s.sourceFunctionName,
      startTime: s.startTime,
      duration: s.duration,
      forcedStyleAndLayoutDuration: s.forcedStyleAndLayoutDuration,
    })),
  }));
  return long;
}

/**
 * The interaction of the first click (or pointerup) among `events` (from observeEvents) that started at `since` or
 * later: its duration, the longest of the entries sharing its interactionId (what INP counts; null when none reached
 * 16 ms), its processing part (input delay + handlers: the largest processingEnd - startTime of those entries; issue
 * 27's second figure), the first-input entry's duration when it was the page's first input, and the entries as text.
 */
export function interactionSince(events, since) {
  const mine = events.filter((e) => e.startTime >= since - 1);
  const click = mine.find((e) => e.type === 'event' && (e.name === 'click' || e.name === 'pointerup') && e.interactionId);
  const firstInput = mine.find((e) => e.type === 'first-input') ?? null;
  const interactionId = click?.interactionId ?? firstInput?.interactionId ?? null;
  const interaction = interactionId ? mine.filter((e) => e.type === 'event' && e.interactionId === interactionId) : [];
  return {
    interactionDuration: interaction.length ? Math.max(...interaction.map((e) => e.duration)) : null,
    interactionProcessing: interaction.length ? Math.max(...interaction.map((e) => e.processingEnd - e.startTime)) : null,
    firstInputDuration: firstInput?.duration ?? null,
    entries: interaction.map((e) => `${e.name} ${e.duration} (handlers ${Math.round(e.processingEnd - e.processingStart)})`),
  };
}

/**
 * Waits for `done` (a probe's promise) at most `timeoutMs`, then 250 ms more: Event Timing and long animation frame
 * entries arrive after the frame they belong to. Resolves to true when `done` timed out.
 */
export async function waitForEntries(done, timeoutMs) {
  const timedOut = await Promise.race([done.then(() => false), new Promise((resolve) => setTimeout(() => resolve(true), timeoutMs))]);
  await new Promise((resolve) => setTimeout(resolve, 250));
  return timedOut;
}

/**
 * Resolves once `long` (from observeLongFrames) has had no entry for `quietMs`, or after `maxMs`, to the time waited
 * (ms).
 */
export async function quiet(long, quietMs = 300, maxMs = 5000) {
  const started = performance.now();
  for (;;) {
    const last = Math.max(0, ...long.map((t) => t.startTime + t.duration));
    const now = performance.now();
    if (now - Math.max(last, started - quietMs) >= quietMs || now - started >= maxMs) return now - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
