import axe from 'axe-core';

/**
 * Waits until `predicate` holds (polling each frame), or fails with `message` after `timeoutMs`. A predicate that throws
 * (`byRole` finding no element yet: a flyout's body shows one paint after its frame) has not held yet; the timeout's
 * message ends with its last error.
 */
export async function until(predicate: () => unknown, message = 'condition', timeoutMs = 5000): Promise<void> {
  const start = performance.now();
  for (;;) {
    let failure: unknown = null;
    try {
      if (predicate()) return;
    } catch (error) {
      failure = error;
    }
    if (performance.now() - start > timeoutMs) {
      const why = failure === null ? '' : `: ${failure instanceof Error ? failure.message : String(failure)}`;
      throw new Error(`Timed out waiting for ${message}${why}`);
    }
    await new Promise((r) => requestAnimationFrame(r));
  }
}

export const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));

/**
 * Resolves once an open modal dialog's focus trap is in place: it is a lazy chunk loaded after the dialog's first
 * paint (src/components/shared/use-modal-dialog.ts). Until then Tab follows each engine's own order: from the last
 * control WebKit goes to a scrollable dialog itself, Chromium and Firefox to the page's body.
 */
export async function trapReady(): Promise<void> {
  await import('focus-trap');
  await frame();
  await frame();
}

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

/**
 * Waits for `<sg-header>`'s whole first render: the bar comes first, the navigation row and the sub-header in the next
 * task (src/components/header/Header.tsx).
 */
export async function headerRendered<T extends Element>(el: T): Promise<T> {
  await until(() => el.shadowRoot?.querySelector('[part="sub-header"]'), '<sg-header> to render whole');
  return el;
}

const ROLE_SELECTORS: Record<string, string> = {
  button: 'button, [role="button"]',
  link: 'a[href], [role="link"]',
  dialog: 'dialog, [role="dialog"]',
  navigation: 'nav, [role="navigation"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  textbox: 'input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="tel"], [role="textbox"]',
  combobox: '[role="combobox"]',
  img: 'img[alt]:not([alt=""]), [role="img"]',
  alert: '[role="alert"]',
  status: '[role="status"], output',
  region: 'section[aria-label], section[aria-labelledby], [role="region"]',
  form: 'form[aria-label], form[aria-labelledby], [role="form"]',
};

/** Every element in `root` and the open shadow roots inside it, in tree order. */
function deepElements(root: Element | Document | ShadowRoot, out: Element[] = []): Element[] {
  for (const el of root.querySelectorAll('*')) {
    out.push(el);
    if (el.shadowRoot) deepElements(el.shadowRoot, out);
  }
  return out;
}

/** The accessible name as axe-core computes it (it follows the accname spec, shadow roots included). */
export function accessibleName(el: Element): string {
  const ax = axe as unknown as {
    setup(node?: Element | Document): void;
    teardown(): void;
    utils: { getNodeFromTree(node: Element): unknown };
    commons: { text: { accessibleTextVirtual(vNode: unknown): string } };
  };
  ax.setup(document);
  try {
    return ax.commons.text.accessibleTextVirtual(ax.utils.getNodeFromTree(el)).trim();
  } finally {
    ax.teardown();
  }
}

/** Whether the element takes part in the page (rendered, not inside a closed dialog or `hidden`). */
function isShown(el: Element): boolean {
  return (el as HTMLElement).checkVisibility?.({ visibilityProperty: true } as CheckVisibilityOptions) ?? true;
}

/**
 * Finds the shown elements with `role` whose accessible name matches, looking through shadow roots, as a screen
 * reader user would: `byRole(header, 'button', 'Camp & Hike')`.
 */
export function allByRole<T extends HTMLElement = HTMLElement>(root: Element | Document, role: string, name?: string | RegExp): T[] {
  const selector = ROLE_SELECTORS[role] ?? `[role="${role}"]`;
  // The shadow tree, and the light DOM too: slotted children are rendered (unslotted ones fail the shown check).
  const scope = root instanceof Element && root.shadowRoot ? [...deepElements(root.shadowRoot), ...deepElements(root)] : deepElements(root);
  return scope.filter((el): el is T => {
    if (!el.matches(selector) || !isShown(el)) return false;
    if (name === undefined) return true;
    const text = accessibleName(el);
    return typeof name === 'string' ? text === name : name.test(text);
  });
}

export function byRole<T extends HTMLElement = HTMLElement>(root: Element | Document, role: string, name?: string | RegExp): T {
  const found = allByRole<T>(root, role, name);
  if (found.length !== 1) throw new Error(`Expected one ${role} named ${String(name)}, found ${found.length}`);
  return found[0]!;
}

/** The element that really has focus, through shadow roots. */
export function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
