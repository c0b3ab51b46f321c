/**
 * Tracks timers and window/document listeners created from now on, so a test can prove that a removed element
 * left none behind. Timers that already fired or were cleared, and listeners that were removed, are not leaks.
 */
type Listener = { target: string; type: string; listener: unknown; capture: boolean };

/**
 * Not ours, not leaks: the test runner's command channel (sendKeys etc.) arms a 20 s timer per command that it never
 * clears, and React DOM adds one `selectionchange` listener per document with its first root.
 */
const HARNESS_TIMER = /__web-dev-server__web-socket|test-runner-commands/;
/**
 * A lazy chunk's 120 s timeout (src/core/lazy.ts `loadChunk`): cleared when the import settles, which on a loaded
 * machine may be seconds after the test that asked for it ended. Labelled, so the clean-up waits longer for it.
 */
const CHUNK_TIMER = /src\/core\/lazy\.ts/;
/** The label's suffix of a chunk load's timer. */
export const CHUNK_TIMER_LABEL = 'a chunk load';
// The page's favorites (src/state/favorites.ts) answer `sg-toggle-favorite` from when their module first loads, which
// may be mid-test (the cart drawer's carousel chunk brings them with its hearts): once per page, by design. The same
// for the page's session (src/state/session.ts: `visibilitychange` re-reads the cookies when the tab comes back),
// which the cart's lazy actor chunk (src/state/cart-actor.ts) may be the first to load, when a cart element mounts.
const PAGE_ONCE_LISTENERS = new Set(['document:selectionchange', 'document:sg-toggle-favorite', 'document:visibilitychange']);

export interface LeakTracker {
  /** Timers still pending and listeners still attached that were created while tracking. */
  report(): { timers: string[]; listeners: string[] };
  stop(): void;
}

export function trackLeaks(): LeakTracker {
  const pending = new Map<number, string>();
  const listeners: Listener[] = [];
  const original = {
    setTimeout: window.setTimeout,
    clearTimeout: window.clearTimeout,
    setInterval: window.setInterval,
    clearInterval: window.clearInterval,
    winAdd: window.addEventListener,
    winRemove: window.removeEventListener,
    docAdd: document.addEventListener,
    docRemove: document.removeEventListener,
  };
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
    const id = original.setTimeout.call(
      window,
      (...a: unknown[]) => {
        pending.delete(id);
        if (typeof handler === 'function') (handler as (...x: unknown[]) => void)(...a);
      },
      ms,
      ...(rest as []),
    ) as unknown as number;
    const stack = new Error().stack ?? '';
    if (HARNESS_TIMER.test(stack)) pending.delete(id);
    else pending.set(id, CHUNK_TIMER.test(stack) ? `setTimeout(${ms ?? 0} ms, a chunk load)` : `setTimeout(${ms ?? 0} ms)`);
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) pending.delete(id);
    original.clearTimeout.call(window, id);
  }) as typeof window.clearTimeout;
  window.setInterval = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
    const id = original.setInterval.call(window, handler as () => void, ms, ...(rest as [])) as unknown as number;
    pending.set(id, `setInterval(${ms ?? 0} ms)`);
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => {
    if (id !== undefined) pending.delete(id);
    original.clearInterval.call(window, id);
  }) as typeof window.clearInterval;

  const capture = (options: unknown) => (typeof options === 'boolean' ? options : Boolean((options as { capture?: boolean })?.capture));
  const wrapAdd = (name: string, add: typeof window.addEventListener, self: EventTarget) =>
    function (this: EventTarget, type: string, listener: unknown, options?: unknown) {
      if (this === self && !(options as { once?: boolean })?.once) listeners.push({ target: name, type, listener, capture: capture(options) });
      return add.call(this, type, listener as EventListener, options as AddEventListenerOptions);
    };
  const wrapRemove = (remove: typeof window.removeEventListener, self: EventTarget) =>
    function (this: EventTarget, type: string, listener: unknown, options?: unknown) {
      if (this === self) {
        const i = listeners.findIndex((l) => l.type === type && l.listener === listener && l.capture === capture(options));
        if (i >= 0) listeners.splice(i, 1);
      }
      return remove.call(this, type, listener as EventListener, options as EventListenerOptions);
    };
  window.addEventListener = wrapAdd('window', original.winAdd, window) as typeof window.addEventListener;
  window.removeEventListener = wrapRemove(original.winRemove, window) as typeof window.removeEventListener;
  document.addEventListener = wrapAdd('document', original.docAdd, document) as typeof document.addEventListener;
  document.removeEventListener = wrapRemove(original.docRemove, document) as typeof document.removeEventListener;

  return {
    report: () => ({
      timers: [...pending.values()],
      listeners: listeners.map((l) => `${l.target}:${l.type}`).filter((l) => !PAGE_ONCE_LISTENERS.has(l)),
    }),
    stop() {
      Object.assign(window, {
        setTimeout: original.setTimeout,
        clearTimeout: original.clearTimeout,
        setInterval: original.setInterval,
        clearInterval: original.clearInterval,
      });
      window.addEventListener = original.winAdd;
      window.removeEventListener = original.winRemove;
      document.addEventListener = original.docAdd;
      document.removeEventListener = original.docRemove;
    },
  };
}
