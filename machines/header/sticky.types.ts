/** The header's sticky state (spec sections 4 and 9: "sticky after scroll beyond 125px, unsticks below 26px"). */

export interface StickyContext {
  /** The header is stuck (mirrors the `stuck` tag). */
  stuck: boolean;
  /** The element's `sticky` setting; while false the header is never stuck. */
  enabled: boolean;
  /** The last scroll position checked against the thresholds; null before the first SCROLL. */
  lastY: number | null;
  /** The latest scroll position seen during a throttle window, checked when the window ends; null when none. */
  pendingY: number | null;
}

export interface StickyInput {
  /** Defaults to true. */
  enabled?: boolean;
}

export type StickyEvent =
  /** One per scroll event (and one at mount, so a page loaded scrolled down sticks at once): `window.scrollY`. */
  | { type: 'SCROLL'; y: number }
  /** The element's `sticky` setting changed. Enabling checks the last known position at once. */
  | { type: 'STICKY.SET'; enabled: boolean };

export type StickyEmitted = { type: 'sticky.change'; stuck: boolean };
