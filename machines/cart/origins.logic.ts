/**
 * The configuration's `allowedOrigins` as origins: its bare http(s) ones. Which of them a script may come from is
 * `safeUrl`'s allow-list rule (https; http on a loopback host only for a page on one: src/core/url.ts). The header
 * checks and warns about the list; here the others are just left out. Its own module: the drawer's body (the policy
 * link) and the express chunk both read it, and neither should carry the other's code.
 */
export function listedOrigins(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (typeof entry !== 'string' || !/^https?:\/\/[^/\s?#@\\]+\/?$/.test(entry.trim())) return [];
    try {
      return [new URL(entry.trim()).origin];
    } catch {
      return [];
    }
  });
}
