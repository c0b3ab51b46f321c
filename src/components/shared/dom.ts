/** The element that really has focus, looking through open shadow roots (document.activeElement stops at hosts). */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Moves focus back to an element if it is still in the page; returns whether it did. */
export function restoreFocus(target: Element | null): boolean {
  if (target instanceof HTMLElement && target.isConnected) {
    target.focus({ preventScroll: true });
    return true;
  }
  return false;
}
