import { DEFAULT_CONFIG_ID, readConfigScript, type ConfigSource } from '../core/config';

/**
 * The page's configuration scripts, each read and parsed once per page (every element asks here), and the page's
 * configuration warnings, each given once per page however many elements meet the same problem.
 */
const sources = new Map<string, ConfigSource>();
const warned = new Set<string>();

export function pageConfig(id: string = DEFAULT_CONFIG_ID): ConfigSource {
  const key = id.trim() || DEFAULT_CONFIG_ID;
  const cached = sources.get(key);
  if (cached) return cached;
  const source = typeof document === 'undefined' ? { id: key, config: {}, problem: null } : readConfigScript(document, key);
  // A script not there yet (an element upgraded above it) is looked for again next time.
  if (source.problem !== 'no such script') sources.set(key, source);
  return source;
}

/**
 * Logs `message` once per page; with `section`, once per configuration script and section whatever the words: the
 * header and the cart drawer both read `freeShippingBanner`, and the page hears about a bad one once, from whichever
 * element read it first.
 */
export function warnConfigOnce(message: string, section?: { id: string; name: string }): void {
  const key = section ? `section\u0000${section.id}\u0000${section.name}` : message;
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(message);
}

/** Forgets what was read and warned (tests that write new configuration scripts). */
export function resetPageConfigForTests(): void {
  sources.clear();
  warned.clear();
}
