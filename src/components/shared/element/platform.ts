/**
 * What no element can work without, and which a browser able to load our modules may still lack: the browsers older
 * than the support matrix (package.json "browserslist"; docs/page-setup.md, "Supported browsers"). Everything else the elements
 * use either exists throughout the matrix or is feature-detected where it is used.
 *
 * Checked before an element is defined (`define()`, lifecycle.ts). Defining one where these are missing would attach
 * its shadow root, which hides the page's own markup inside the tag, and then fail; left undefined, the tag keeps that
 * markup (the CMS author's search form and links), which works as it does without script.
 */
export function missingPlatformFeatures(doc: Document = document): string[] {
  const missing: string[] = [];
  // The one shared stylesheet adopted by every shadow root (src/styles/registry.ts): under `style-src 'self'` nothing
  // else styles a shadow root. Safari has both from 16.4, Firefox from 101.
  if (!('replaceSync' in CSSStyleSheet.prototype) || !('adoptedStyleSheets' in ShadowRoot.prototype)) {
    missing.push('constructable stylesheets');
  }
  // Every flyout is a modal <dialog>, and useModalDialog asks `matches(':modal')`: a SyntaxError where the selector is
  // unknown (Firefox before 103, Chrome before 105, any browser without <dialog>).
  try {
    doc.createElement('dialog').matches(':modal');
  } catch {
    missing.push('modal dialogs (:modal)');
  }
  return missing;
}
