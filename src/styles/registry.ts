/**
 * The library's stylesheets. Every `.css.ts` module registers its compiled CSS here (see
 * scripts/vanilla-shadow-plugin.mjs), and every element's shadow root adopts the same CSSStyleSheet objects, so one
 * parse serves every element. The CSS registered before the first element upgrades is one sheet; the CSS of each
 * batch of lazy chunks that arrives later (a microtask's worth of style modules) is one more sheet, appended to every
 * root that adopted the first, in registration order (the cascade is the same as one sheet of the joined text).
 * Nothing is parsed twice: re-parsing the whole text for every lazy chunk cost the store page about 35 ms of main
 * thread per load (145 ms at 4x CPU slowdown, measured 2026-11-25). `replaceSync` works under a strict CSP.
 */
const parts = new Map<string, string>();
/** The CSS registered since the last sheet was made. */
let unsheeted: string[] = [];
const sheets: CSSStyleSheet[] = [];
/** Roots (and documents) that adopted the sheets; weakly held, so a removed element's root can go. */
const roots = new Set<WeakRef<ShadowRoot | Document>>();
let pending = false;

function sheetOf(css: string[]): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css.join('\n'));
  return sheet;
}

/** Makes one sheet of the CSS registered since the last one (the first sheet even if empty) and appends it to every adopting root. */
function flush(): void {
  pending = false;
  if (!unsheeted.length && sheets.length) return;
  const sheet = sheetOf(unsheeted);
  unsheeted = [];
  sheets.push(sheet);
  for (const ref of roots) {
    const root = ref.deref();
    if (!root) roots.delete(ref);
    else root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
}

/** Adds a module's CSS; once sheets exist, it goes into a new sheet at the end of the current microtask. */
export function registerCss(key: string, css: string): void {
  if (parts.has(key)) return;
  parts.set(key, css);
  unsheeted.push(css);
  if (!sheets.length || pending) return;
  pending = true;
  queueMicrotask(flush);
}

/** The sheets in cascade order, the first made on first use. */
export function getSheets(): readonly CSSStyleSheet[] {
  if (!sheets.length) flush();
  return sheets;
}

/** Whether a root has adopted the sheets before (so an engine may hold style data built for them). */
let adoptedBefore = false;

/** Whether a shadow root that adopted the sheets is in the page now. */
function adoptedInPage(): boolean {
  for (const ref of roots) {
    const root = ref.deref();
    if (root instanceof ShadowRoot && root.host.isConnected) return true;
  }
  return false;
}

/**
 * WebKit (seen in WebKitGTK 2.50; Safari runs the same style code) shares one style resolver among the shadow roots
 * that adopted the same sheets and keeps it after the last of them left the page, but re-evaluates its media queries
 * only for roots in the page.
 * So when the viewport changed while none of our roots was in the page (a single-page app's route change, then a
 * turned tablet), the next element reused the old size's results: the header kept the phone layout at 1280 px until
 * the next resize. An edit of a sheet makes WebKit drop the resolvers built on it; this one adds a rule that matches
 * nothing and removes it, so the sheet ends as it was (same rule objects, nothing parsed again). Other engines only
 * mark the roots that adopted it, none of them in the page, for a style update.
 */
function dropStaleStyleData(sheets: readonly CSSStyleSheet[]): void {
  for (const sheet of sheets) {
    const end = sheet.cssRules.length;
    sheet.insertRule('@media not all {}', end);
    sheet.deleteRule(end);
  }
}

/** Adds the library's sheets to a shadow root (or a document) once, and the later ones as they come. */
export function adoptSheet(root: ShadowRoot | Document): void {
  const ours = getSheets();
  const missing = ours.filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (!missing.length) return;
  if (missing.length === ours.length) {
    if (adoptedBefore && !adoptedInPage()) dropStaleStyleData(ours);
    adoptedBefore = true;
    // Elements come and go (a header re-rendering its nested elements): every 64th root, drop the refs of collected ones.
    if (roots.add(new WeakRef(root)).size % 64 === 0) for (const ref of roots) if (!ref.deref()) roots.delete(ref);
  }
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}

/** The CSS text collected so far (for tests and the docs). */
export function getCssText(): string {
  return [...parts.values()].join('\n');
}
