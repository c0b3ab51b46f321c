/** The element that really has focus, looking through open shadow roots (document.activeElement stops at hosts). */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * Moves focus back to an element if it is still in the page and can take it; returns whether focus is there now (an
 * element the layout hides, such as the hamburger button at desktop width, cannot: the caller's fallback goes next).
 */
export function restoreFocus(target: Element | null): boolean {
  if (!(target instanceof HTMLElement) || !target.isConnected) return false;
  target.focus({ preventScroll: true });
  return deepActiveElement(target.ownerDocument) === target;
}
