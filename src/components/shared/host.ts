/**
 * What a component may ask of the custom element that hosts it (implemented by the element factory, elements/define.ts,
 * with src/components/shared/element/lifecycle.ts).
 */
export interface SgHost extends HTMLElement {
  /**
   * Dispatches an `sg-*` CustomEvent that bubbles, is composed, and carries an object `detail`.
   * Returns false when the event was cancelable and a listener called preventDefault().
   */
  emit(name: `sg-${string}`, detail?: object, options?: { cancelable?: boolean }): boolean;
  /** Sets one of the element's own properties, exactly as `element[prop] = value` would (e.g. `open` to false). */
  setValue(prop: string, value: unknown): void;
  /** The light-DOM element (e.g. a fallback input) that had focus when the element upgraded, if any. */
  readonly upgradedFocus: Element | null;
}

/** Props every element component receives besides its own attributes. */
export interface HostProps {
  host: SgHost;
}
