import type { MessageBundle } from '../../src/core/messages';

/**
 * The fr-CA walk (issue 23): what a shopper sees and hears in an element's shadow trees, and the English left in it.
 * "Seen or heard" is every shown text node and every accessible-name attribute (`aria-label`, `placeholder`, `title`,
 * `alt`) in the element's shadow root and the shadow roots nested in it. "English" is a text that holds an en-US
 * message of the catalogue (its words between arguments, two words or more), is a one-word en-US message, or holds an
 * English word no French sentence has.
 */

export interface Seen {
  text: string;
  /** Where: the element holding the text node or the attribute. */
  el: Element;
  /** `text` for a text node, else the attribute's name. */
  kind: string;
}

const NAME_ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt', 'aria-valuetext'];

/** Whether an element is rendered and not hidden from everyone (`hidden`, `display: none`, `visibility: hidden`). */
function isRendered(el: Element): boolean {
  if (!el.isConnected) return false;
  if (el.closest('[hidden]') && !(el instanceof HTMLDialogElement)) return false;
  const style = getComputedStyle(el);
  if (style.display === 'none' || style.visibility === 'hidden') return false;
  // A closed <dialog> is not shown; an element inside one neither.
  const dialog = el.closest('dialog');
  if (dialog && !dialog.open) return false;
  return el.getClientRects().length > 0 || style.display === 'contents';
}

/** Every shadow root in `root`'s tree, `root`'s own first. */
function shadowRoots(host: Element): ShadowRoot[] {
  const roots: ShadowRoot[] = [];
  const visit = (node: ParentNode) => {
    for (const el of node.querySelectorAll('*')) {
      if (el.shadowRoot) {
        roots.push(el.shadowRoot);
        visit(el.shadowRoot);
      }
    }
  };
  if (host.shadowRoot) {
    roots.push(host.shadowRoot);
    visit(host.shadowRoot);
  }
  return roots;
}

/**
 * The texts a shopper sees or hears in `host`'s shadow trees (text nodes of rendered elements, names). `apiText` is a
 * selector of the parts that show the API's or the page's own text (product and store names, search terms): what is
 * inside them is not ours to translate, so it is left out.
 */
export function seenTexts(host: Element, apiText?: string): Seen[] {
  const seen: Seen[] = [];
  for (const root of shadowRoots(host)) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('style, script, template') || !isRendered(parent)) continue;
      if (apiText && parent.closest(apiText)) continue;
      seen.push({ text, el: parent, kind: 'text' });
    }
    for (const el of root.querySelectorAll(NAME_ATTRIBUTES.map((a) => `[${a}]`).join(', '))) {
      if (!isRendered(el) || (apiText && el.closest(apiText))) continue;
      for (const attribute of NAME_ATTRIBUTES) {
        const text = el.getAttribute(attribute)?.trim();
        if (text) seen.push({ text, el, kind: attribute });
      }
    }
  }
  return seen;
}

/** English words no French text has (checked as whole words, any case). */
const ENGLISH_WORDS =
  /\b(the|your|you|and|with|of|to|for|this|that|from|was|were|has|have|is|are|will|please|sign in|try again|close|search|cart|store|items?|check|remove|open|find|account|loading|balance|enter|shop)\b/i;

/** The catalogue's en-US texts as the walk matches them: whole one-word texts, and the runs of 2+ words between arguments. */
export function englishMarkers(bundles: readonly MessageBundle[], sameInFrench: ReadonlySet<string>) {
  const words = new Set<string>();
  const runs = new Set<string>();
  for (const bundle of bundles) {
    for (const [key, text] of Object.entries(bundle.defaults)) {
      if (sameInFrench.has(`${bundle.namespace}.${key}`)) continue;
      for (const run of text.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|#/)) {
        const clean = run.replace(/\s+/g, ' ').trim();
        if (!clean) continue;
        if (/\s/.test(clean)) runs.add(clean);
        else if (clean === text.trim()) words.add(clean);
      }
    }
  }
  return { words, runs };
}

/** The seen texts that are English (see the top of this file), each with why. */
export function englishLeft(seen: readonly Seen[], markers: ReturnType<typeof englishMarkers>, allowed: readonly string[] = []) {
  const left: Array<Seen & { why: string }> = [];
  for (const s of seen) {
    if (allowed.includes(s.text)) continue;
    const run = [...markers.runs].find((r) => s.text.includes(r));
    if (run) left.push({ ...s, why: `holds the en-US message text "${run}"` });
    else if (markers.words.has(s.text)) left.push({ ...s, why: 'is a one-word en-US message' });
    else if (ENGLISH_WORDS.test(s.text)) left.push({ ...s, why: `has the English word "${ENGLISH_WORDS.exec(s.text)![0]}"` });
  }
  return left;
}

/**
 * The seen texts (text nodes only) whose box overflows: past the viewport's left or right edge, or cut by their own
 * box (`scrollWidth` over `clientWidth` on an element that clips). Visually hidden texts (1 px clips) are left out.
 */
export function overflowing(seen: readonly Seen[], viewportWidth: number): Array<Seen & { why: string }> {
  const found: Array<Seen & { why: string }> = [];
  for (const s of seen) {
    if (s.kind !== 'text') continue;
    const box = s.el.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    const style = getComputedStyle(s.el);
    if (box.left < -0.5 || box.right > viewportWidth + 0.5) {
      found.push({ ...s, why: `spans ${Math.round(box.left)}..${Math.round(box.right)} px of a ${viewportWidth} px viewport` });
    } else if (style.overflowX !== 'visible' && s.el.scrollWidth > s.el.clientWidth + 1) {
      found.push({ ...s, why: `is cut: ${s.el.scrollWidth} px of text in a ${s.el.clientWidth} px box` });
    }
  }
  return found;
}

/** A line per finding, for an assertion message. */
export const listFindings = (found: ReadonlyArray<Seen & { why: string }>) =>
  found.map((f) => `<${f.el.localName}${f.el.getAttribute('part') ? ` part="${f.el.getAttribute('part')}"` : ''}> ${f.kind} "${f.text}" ${f.why}`).join('\n');
