import axe from 'axe-core';

/** Waits until `predicate` holds (polling each frame), or fails with `message` after `timeoutMs`. */
export async function until(predicate: () => unknown, message = 'condition', timeoutMs = 5000): Promise<void> {
  const start = performance.now();
  while (!predicate()) {
    if (performance.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${message}`);
    await new Promise((r) => requestAnimationFrame(r));
  }
}

export const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));

/** Query inside an element's shadow root. */
export function $<T extends Element = HTMLElement>(host: Element, selector: string): T {
  const found = host.shadowRoot?.querySelector<T>(selector);
  if (!found) throw new Error(`No ${selector} in <${host.localName}>`);
  return found;
}

export function $$<T extends Element = HTMLElement>(host: Element, selector: string): T[] {
  return [...(host.shadowRoot?.querySelectorAll<T>(selector) ?? [])];
}

/** Runs axe-core on an element (it sees into open shadow roots) and fails listing every violation. */
export async function expectNoAxeViolations(context: Element | Document = document): Promise<void> {
  const result = await axe.run(context as Element, { resultTypes: ['violations'] });
  if (result.violations.length) {
    const lines = result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    throw new Error(`axe-core found ${result.violations.length} violation(s):\n${lines.join('\n')}`);
  }
}

/** Sets an input's value the way typing does, firing input events React listens to. */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

/** Waits for an element's React tree to commit its first render into the shadow root. */
export async function rendered<T extends Element>(el: T): Promise<T> {
  await until(() => (el.shadowRoot?.childElementCount ?? 0) > 0, `<${el.localName}> to render`);
  return el;
}
