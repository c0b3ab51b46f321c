/**
 * The one stylesheet of the library. Every `.css.ts` module registers its compiled CSS here (see
 * scripts/vanilla-shadow-plugin.mjs); every element's shadow root adopts the same CSSStyleSheet object, so a lazy
 * chunk that adds CSS later updates every element at once. `replaceSync` works under a strict CSP.
 */
const parts = new Map<string, string>();
let sheet: CSSStyleSheet | undefined;

function text(): string {
  return [...parts.values()].join('\n');
}

let pending = false;

/**
 * Adds a module's CSS. The shared sheet is re-parsed once per batch (a microtask, before anything renders), not once
 * per module: a page evaluating twenty style modules after the first element upgraded parses the CSS once more, not
 * twenty times.
 */
export function registerCss(key: string, css: string): void {
  if (parts.has(key)) return;
  parts.set(key, css);
  if (!sheet || pending) return;
  pending = true;
  queueMicrotask(() => {
    pending = false;
    sheet?.replaceSync(text());
  });
}

/** The shared stylesheet, created on first use. */
export function getSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(text());
  }
  return sheet;
}

/** Adds the shared sheet to a shadow root (or a document) once. */
export function adoptSheet(root: ShadowRoot | Document): void {
  const shared = getSheet();
  if (!root.adoptedStyleSheets.includes(shared)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
}

/** The CSS text collected so far (for tests and the docs). */
export function getCssText(): string {
  return text();
}
