import { loadChunk } from '../core/lazy';
import { pageConfig } from './config';

/**
 * The eager side of analytics (docs/analytics.md), all an element carries for it: where the elements report what the
 * `sg-*` events do not say (a cart line's outcome, a flyout shown, a voice search's outcome), and the switch that loads
 * the runtime (src/state/analytics.ts) when the page's configuration has an `analytics` section. Without one, a
 * report goes nowhere and nothing is kept.
 */

/** A fact an element reports: its type and its fields (the runtime turns it into an event, or drops it). */
export interface Fact {
  readonly type: 'cart' | 'voice' | 'scan' | 'view' | 'error';
  readonly [field: string]: unknown;
}

let sink: ((fact: Fact) => void) | null = null;
/** Facts reported while the runtime loads, given to it when it arrives; null before the start and after. */
let early: Fact[] | null = null;
let started = false;
/** The last consent the page gave by event before the runtime arrived (`sg-analytics-consent`); undefined when none. */
let consent: boolean | undefined;

const onConsent = (event: Event) => {
  consent = (event as CustomEvent<{ granted?: unknown } | null>).detail?.granted === true;
};

/** Reports a fact to the analytics runtime, if the page has one. */
export function report(fact: Fact): void {
  if (sink) sink(fact);
  else early?.push(fact);
}

/**
 * Loads the runtime once, when the page's configuration script (`sg-config`) has an `analytics` section: called by
 * every element when it mounts. Consent given by event while it loads is kept for it.
 */
export function startAnalytics(): void {
  if (started || pageConfig().config.analytics === undefined) return;
  started = true;
  early = [];
  // Kept for the runtime; once it runs, it listens itself (this listener's later values go unread).
  document.addEventListener('sg-analytics-consent', onConsent);
  loadChunk(() => import('./analytics')).then(
    (runtime) => {
      sink = runtime.startRuntime(consent);
      early?.forEach(sink);
      early = null;
    },
    (error: unknown) => {
      early = null;
      console.warn('sg-elements: analytics did not load.', error);
    },
  );
}

/** Tests: forget the runtime, so the next `startAnalytics` reads the configuration again. */
export function resetAnalyticsBusForTests(): void {
  document.removeEventListener('sg-analytics-consent', onConsent);
  sink = null;
  early = null;
  started = false;
  consent = undefined;
}
