/** The library's DOM events: `sg-*` names, bubbling, composed (they leave shadow roots), with an object `detail`. */
export type SgEventName = `sg-${string}`;

/**
 * Dispatches an `sg-*` event on `target`. Returns false when the event was cancelable and a listener called
 * preventDefault() (the caller then skips its default action).
 */
export function emitEvent(
  target: EventTarget,
  name: SgEventName,
  detail: object = {},
  options: { cancelable?: boolean } = {},
): boolean {
  return target.dispatchEvent(
    new CustomEvent(name, { bubbles: true, composed: true, cancelable: options.cancelable ?? false, detail }),
  );
}
