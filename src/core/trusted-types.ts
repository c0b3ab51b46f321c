/**
 * Trusted Types: the library's one policy, `sg-elements`, which makes script URLs only (the feedback survey script
 * and the captcha script, both already accepted by the URL rule of their caller). A page that sends
 * `require-trusted-types-for 'script'` lists it: `trusted-types sg-elements` (docs/page-setup.md, "Content Security Policy").
 * Without Trusted Types (a browser without them, or a page that does not require them) the URL stays a string.
 */

interface TrustedScriptUrlLike {
  toString(): string;
}
interface Policy {
  createScriptURL(input: string): TrustedScriptUrlLike;
}
interface PolicyFactory {
  createPolicy(name: string, rules: { createScriptURL(input: string): string }): Policy;
}

export const TRUSTED_TYPES_POLICY = 'sg-elements';

let policy: Policy | null | undefined;

/** Only http(s) script URLs, returned as given; the callers have applied the URL rule (same origin or their allow-list). */
function checkScriptUrl(input: string): string {
  const url = new URL(input, globalThis.location?.href);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new TypeError(`sg-elements: refused script URL ${input}`);
  return input;
}

function getPolicy(): Policy | null {
  if (policy !== undefined) return policy;
  const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
  try {
    policy = factory?.createPolicy(TRUSTED_TYPES_POLICY, { createScriptURL: checkScriptUrl }) ?? null;
  } catch {
    // The page's CSP does not list the policy (or another copy of the library made it first): strings are used, and a
    // page that requires Trusted Types refuses them (the caller reports that as a failed load).
    policy = null;
  }
  return policy;
}

/**
 * Sets a script element's `src` through the policy. Throws a TypeError for a URL that is not http(s), and when the
 * page requires Trusted Types and the URL cannot be made trusted: the caller treats that as a script that did not load.
 */
export function setScriptSrc(script: HTMLScriptElement, url: string): void {
  const checked = checkScriptUrl(url);
  const trusted = getPolicy()?.createScriptURL(checked) ?? checked;
  // The DOM's typings know only strings; a TrustedScriptURL is what Trusted Types expects here.
  script.src = trusted as string;
}
