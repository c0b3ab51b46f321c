// In-page half of the e2e page driver for Firefox and WebKit (facade.mjs): finds elements the way the tests ask for
// them (CSS, role and accessible name, text, label; through open shadow roots, as Playwright does in Chromium) and
// answers the questions the driver asks before acting (visible, enabled, stable, hit by a pointer at a point). Bundled
// with dom-accessibility-api (roles and accessible names per the W3C's accname and html-aam) into one script that the
// driver evaluates in each document once (window.__sgE2E).
import { computeAccessibleName, getRole } from 'dom-accessibility-api';

const normalize = (text) => String(text ?? '').replace(/[\u200b\u00ad]/g, '').replace(/\s+/g, ' ').trim();

/** A string or `{ regex: source, flags }` from the driver, as a test on normalized text. */
function matcher(spec, exact = false) {
  if (spec && typeof spec === 'object' && 'regex' in spec) {
    const regex = new RegExp(spec.regex, spec.flags);
    return (text) => {
      regex.lastIndex = 0;
      return regex.test(normalize(text));
    };
  }
  const want = normalize(spec);
  if (exact) return (text) => normalize(text) === want;
  const lower = want.toLowerCase();
  return (text) => normalize(text).toLowerCase().includes(lower);
}

/** The parent in the flat tree a shopper sees: the host for a shadow root's top-level element. */
function parentOf(node) {
  if (node.parentElement) return node.parentElement;
  const parent = node.parentNode;
  return parent instanceof ShadowRoot ? parent.host : null;
}

function containsComposed(ancestor, node) {
  for (let n = node; n; n = parentOf(n)) if (n === ancestor) return true;
  return false;
}

/** Every element under `root` (not `root` itself), shadow trees included, each shadow tree before the light children. */
function descendants(root) {
  const out = [];
  const visit = (parent) => {
    for (let child = parent.firstElementChild; child; child = child.nextElementSibling) {
      out.push(child);
      if (child.shadowRoot) visit(child.shadowRoot);
      visit(child);
    }
  };
  if (root.shadowRoot) visit(root.shadowRoot);
  visit(root);
  return out;
}

const SKIP_TEXT = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'HEAD', 'TEMPLATE']);

/** The text a shopper sees in an element: light DOM text, and for a shadow host its shadow tree with slots filled. */
function elementText(element) {
  let text = '';
  const walk = (node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      text += node.data;
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE && node.nodeType !== Node.DOCUMENT_FRAGMENT_NODE) return;
    if (node.nodeType === Node.ELEMENT_NODE) {
      if (SKIP_TEXT.has(node.tagName)) return;
      if (node.tagName === 'SLOT') {
        const assigned = node.assignedNodes();
        for (const child of assigned.length ? assigned : node.childNodes) walk(child);
        return;
      }
      if (node.tagName === 'INPUT' && ['button', 'submit', 'reset'].includes(node.type)) text += node.value;
      if (node.shadowRoot) {
        for (const child of node.shadowRoot.childNodes) walk(child);
        return;
      }
    }
    for (const child of node.childNodes) walk(child);
  };
  walk(element);
  return text;
}

/** The parent in the rendered (flat) tree: the slot a light-DOM child is assigned to, else parentOf. */
const flatParent = (node) => node.assignedSlot ?? parentOf(node);

/**
 * Hidden from assistive technology: aria-hidden or display: none on the way up the rendered tree, a light-DOM child
 * of a shadow host that no slot shows, or not visible itself.
 */
function hiddenForAria(element) {
  const own = getComputedStyle(element);
  if (own.visibility === 'hidden' || own.visibility === 'collapse') return true;
  for (let n = element; n; n = flatParent(n)) {
    if (n.getAttribute('aria-hidden') === 'true') return true;
    if (getComputedStyle(n).display === 'none') return true;
    if (n.tagName === 'DIALOG' && !n.open) return true;
    if (n.parentElement?.shadowRoot && !n.assignedSlot) return true;
  }
  return false;
}

/** Visible as Playwright means it: a non-empty box and not visibility: hidden (display: contents looks at children). */
function isVisible(element) {
  const style = getComputedStyle(element);
  if (style.display === 'contents') {
    for (let child = element.firstElementChild; child; child = child.nextElementSibling) if (isVisible(child)) return true;
    return false;
  }
  if (style.visibility !== 'visible') return false;
  const rect = element.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0;
}

const NATIVE_DISABLABLE = new Set(['BUTTON', 'INPUT', 'SELECT', 'TEXTAREA', 'OPTION', 'OPTGROUP', 'FIELDSET']);

/** Disabled natively (itself, a disabled fieldset around it) or by aria-disabled on it or an ancestor. */
function isDisabled(element) {
  if (NATIVE_DISABLABLE.has(element.tagName) && element.matches(':disabled')) return true;
  for (let n = element; n; n = parentOf(n)) if (n.getAttribute('aria-disabled') === 'true') return true;
  return false;
}

function isEditable(element) {
  if (isDisabled(element)) return false;
  if (element.isContentEditable) return true;
  if (element.tagName === 'TEXTAREA') return !element.readOnly;
  if (element.tagName === 'INPUT') return !element.readOnly && !['button', 'submit', 'reset', 'checkbox', 'radio', 'file', 'image', 'hidden'].includes(element.type);
  return element.tagName === 'SELECT';
}

function ariaChecked(element) {
  if (element.tagName === 'INPUT' && ['checkbox', 'radio'].includes(element.type)) return element.indeterminate ? 'mixed' : element.checked;
  const value = element.getAttribute('aria-checked');
  return value === 'true' ? true : value === 'mixed' ? 'mixed' : false;
}

function headingLevel(element) {
  const aria = Number(element.getAttribute('aria-level'));
  if (aria > 0) return aria;
  const match = /^H([1-6])$/.exec(element.tagName);
  return match ? Number(match[1]) : undefined;
}

/** Elements labelled by text (`<label>`, aria-labelledby, aria-label), with the texts. */
function labelTexts(element) {
  const texts = [];
  const label = element.getAttribute('aria-label');
  if (label) texts.push(label);
  const ids = element.getAttribute('aria-labelledby');
  if (ids) {
    const root = element.getRootNode();
    for (const id of ids.split(/\s+/)) {
      const target = root.getElementById?.(id) ?? null;
      if (target) texts.push(elementText(target));
    }
  }
  for (const labelElement of element.labels ?? []) texts.push(elementText(labelElement));
  return texts;
}

/** The smallest elements whose text matches (no child element matches too). */
function byText(candidates, test) {
  const matching = new Set(candidates.filter((el) => !SKIP_TEXT.has(el.tagName) && test(elementText(el))));
  return candidates.filter((el) => matching.has(el) && !descendants(el).some((child) => matching.has(child)));
}

/** Splits a selector list and each selector into compounds and combinators (' ', '>', '+', '~'). */
function parseCss(selector) {
  const lists = [];
  let parts = [];
  let current = '';
  let depth = 0;
  let quote = null;
  const push = () => {
    if (current.trim()) parts.push({ compound: current.trim() });
    current = '';
  };
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (quote) {
      current += c;
      if (c === '\\') current += selector[++i] ?? '';
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'") {
      quote = c;
      current += c;
    } else if (c === '[' || c === '(') {
      depth++;
      current += c;
    } else if (c === ']' || c === ')') {
      depth--;
      current += c;
    } else if (depth === 0 && c === ',') {
      push();
      lists.push(parts);
      parts = [];
    } else if (depth === 0 && /[\s>+~]/.test(c)) {
      push();
      if (/[>+~]/.test(c)) parts.push({ combinator: c });
      else if (parts.length && !('combinator' in parts.at(-1))) parts.push({ combinator: ' ' });
    } else current += c;
  }
  push();
  lists.push(parts);
  // Collapse ' ' next to an explicit combinator.
  return lists.map((list) => {
    const out = [];
    for (const part of list) {
      if ('combinator' in part && out.length && 'combinator' in out.at(-1)) {
        if (part.combinator !== ' ') out[out.length - 1] = part;
      } else out.push(part);
    }
    return out;
  });
}

/** Whether `element` matches compounds[0..index] with their combinators, ancestors bounded by `scope`. */
function matchesChain(element, chain, index, scope) {
  if (!element.matches(chain[index].compound)) return false;
  if (index === 0) return true;
  const combinator = chain[index - 1].combinator;
  const previous = index - 2;
  if (combinator === '>') {
    const parent = parentOf(element);
    return Boolean(parent && parent !== scope && (!scope || containsComposed(scope, parent)) && matchesChain(parent, chain, previous, scope));
  }
  if (combinator === '+') {
    const sibling = element.previousElementSibling;
    return Boolean(sibling && matchesChain(sibling, chain, previous, scope));
  }
  if (combinator === '~') {
    for (let sibling = element.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
      if (matchesChain(sibling, chain, previous, scope)) return true;
    }
    return false;
  }
  for (let ancestor = parentOf(element); ancestor && ancestor !== scope; ancestor = parentOf(ancestor)) {
    if (matchesChain(ancestor, chain, previous, scope)) return true;
  }
  return false;
}

function byCss(candidates, selector, scope) {
  const chains = parseCss(selector);
  return candidates.filter((el) => chains.some((chain) => matchesChain(el, chain, chain.length - 1, scope)));
}

function byRole(candidates, role, options) {
  const name = options.name === undefined ? null : matcher(options.name, options.exact);
  return candidates.filter((el) => {
    if (getRole(el) !== role) return false;
    if (!options.includeHidden && hiddenForAria(el)) return false;
    if (options.level !== undefined && headingLevel(el) !== options.level) return false;
    if (options.checked !== undefined && ariaChecked(el) !== options.checked) return false;
    if (options.expanded !== undefined && (el.getAttribute('aria-expanded') === 'true') !== options.expanded) return false;
    if (options.pressed !== undefined && (el.getAttribute('aria-pressed') === 'true') !== options.pressed) return false;
    if (options.selected !== undefined && (el.getAttribute('aria-selected') === 'true') !== options.selected) return false;
    if (options.disabled !== undefined && isDisabled(el) !== options.disabled) return false;
    if (name && !name(computeAccessibleName(el))) return false;
    return true;
  });
}

/** Resolves a locator's steps from the document: the matching elements, in tree order. */
function resolve(steps, root = document.documentElement) {
  let current = [root];
  let first = true;
  for (const step of steps) {
    if (step.kind === 'nth') {
      const index = step.index < 0 ? current.length + step.index : step.index;
      current = current[index] ? [current[index]] : [];
      continue;
    }
    if (step.kind === 'and') {
      const other = new Set(resolve(step.other, root));
      current = current.filter((el) => other.has(el));
      continue;
    }
    if (step.kind === 'filter') {
      current = current.filter((el) => {
        if (step.hasText !== undefined && !matcher(step.hasText)(elementText(el))) return false;
        if (step.hasNotText !== undefined && matcher(step.hasNotText)(elementText(el))) return false;
        if (step.has && !resolve(step.has, el).length) return false;
        if (step.hasNot && resolve(step.hasNot, el).length) return false;
        if (step.visible !== undefined && isVisible(el) !== step.visible) return false;
        return true;
      });
      continue;
    }
    const next = new Set();
    for (const scope of current) {
      // As in Playwright, a role, text or label step may match its scope element itself
      // (`status.getByText('Saved')` on a `<p role="status">Saved</p>`); CSS matches below the scope only, except
      // from the document (`page.locator('html')`).
      const withScope = first || step.kind !== 'css';
      const candidates = withScope ? [scope, ...descendants(scope)] : descendants(scope);
      let found;
      if (step.kind === 'css') found = byCss(candidates, step.selector, first && scope === document.documentElement ? null : scope);
      else if (step.kind === 'role') found = byRole(candidates, step.role, step.options);
      else if (step.kind === 'text') found = byText(candidates, matcher(step.text, step.exact));
      else if (step.kind === 'label') {
        const test = matcher(step.text, step.exact);
        found = candidates.filter((el) => labelTexts(el).some(test));
      } else throw new Error(`unknown locator step ${step.kind}`);
      for (const el of found) next.add(el);
    }
    current = [...next];
    first = false;
  }
  return current;
}

/** The innermost element at a viewport point, looking into open shadow roots. */
function deepElementFromPoint(x, y) {
  let element = document.elementFromPoint(x, y);
  while (element?.shadowRoot) {
    const inner = element.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === element) break;
    element = inner;
  }
  return element;
}

/** What a pointer at the element's center would hit, after scrolling it into view (`block`: 'nearest', 'center', ...). */
function pointFor(element, block) {
  const box = () => element.getClientRects()[0] ?? element.getBoundingClientRect();
  let rect = box();
  const inView = rect.top >= 0 && rect.left >= 0 && rect.bottom <= window.innerHeight && rect.right <= window.innerWidth;
  if (!inView || block !== 'nearest') {
    element.scrollIntoView({ block, inline: block, behavior: 'instant' });
    rect = box();
  }
  const x = Math.round(Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1));
  const y = Math.round(Math.min(Math.max(rect.top + rect.height / 2, 0), window.innerHeight - 1));
  const hit = deepElementFromPoint(x, y);
  const ok = Boolean(hit && (containsComposed(element, hit) || (element.tagName === 'INPUT' && [...(element.labels ?? [])].some((l) => containsComposed(l, hit)))));
  return { x, y, ok, hit: hit ? describe(hit) : 'nothing' };
}

function describe(element) {
  const id = element.id ? `#${element.id}` : '';
  const part = element.getAttribute?.('part') ? `[part="${element.getAttribute('part')}"]` : '';
  return `<${element.tagName.toLowerCase()}${id}${part}>`;
}

function deepActiveElement() {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

window.__sgE2E = {
  resolve,
  elementText,
  normalize,
  isVisible,
  isDisabled,
  isEditable,
  ariaChecked,
  hiddenForAria,
  pointFor,
  describe,
  deepActiveElement,
  containsComposed,
  computeAccessibleName,
  getRole,
};
