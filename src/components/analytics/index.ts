/**
 * Analytics' public entry (docs/analytics.md): the event and context types of `sg-analytics`, and the consent call.
 * The runtime is src/state/analytics.ts (lazy); what elements carry is src/state/analytics-bus.ts.
 */
export type {
  AnalyticsContext,
  AnalyticsDetail,
  AnalyticsEventName,
  AnalyticsEvents,
  AnalyticsItem,
  PageType,
  PageTypeRule,
} from '../../core/analytics';

/**
 * Grants or revokes analytics consent: what a page's consent manager calls, the same as dispatching
 * `sg-analytics-consent` with `{ granted }` on the document. Events before consent are dropped, not kept.
 */
export function setAnalyticsConsent(granted: boolean): void {
  document.dispatchEvent(new CustomEvent('sg-analytics-consent', { detail: { granted } }));
}
