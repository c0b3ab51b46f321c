/**
 * The page configuration: CMS content for the elements, in one `<script type="application/json" id="sg-config">`
 * (an element's `config-id` attribute names another id). This module reads and checks the script's outer shape; each
 * element checks the values of its own sections against the same rules as its attributes (the configuration resolver,
 * src/components/shared/element/config.ts), so a wrong value anywhere falls back to that value's default with one
 * console warning, and never breaks an element.
 */

export const DEFAULT_CONFIG_ID = 'sg-config';

/** The configuration's top-level sections, as the CMS wrote them (each section is checked where it is used). */
export type PageConfig = Readonly<Record<string, unknown>>;

export interface ConfigSource {
  /** The script's id. */
  id: string;
  /** The parsed configuration; empty when the script is missing or broken. */
  config: PageConfig;
  /** Why the whole configuration is unusable (missing script, invalid JSON, not an object), or null. */
  problem: string | null;
}

/** Reads the JSON script with this id from the document. Never throws. */
export function readConfigScript(doc: Document, id: string): ConfigSource {
  const script = doc.getElementById(id);
  if (!script) return { id, config: {}, problem: 'no such script' };
  if (!(script instanceof HTMLScriptElement) || script.type.trim().toLowerCase() !== 'application/json') {
    return { id, config: {}, problem: 'not a <script type="application/json">' };
  }
  return parseConfig(id, script.textContent ?? '');
}

/** Parses a configuration's JSON text: an object of sections, or empty with the problem. */
export function parseConfig(id: string, text: string): ConfigSource {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { id, config: {}, problem: 'invalid JSON' };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { id, config: {}, problem: 'not a JSON object' };
  return { id, config: value as PageConfig, problem: null };
}

/** A section that holds an element's settings: an object, or nothing (a section of another type is a problem). */
export function configSection(config: PageConfig, name: string): { values: Record<string, unknown>; problem: string | null } {
  const section = config[name];
  if (section === undefined) return { values: {}, problem: null };
  if (!section || typeof section !== 'object' || Array.isArray(section)) return { values: {}, problem: 'is not an object' };
  return { values: section as Record<string, unknown>, problem: null };
}

/**
 * The one console warning for a configuration script that cannot be used (missing, not JSON, not an object): page-level
 * words, no element named, so every element meeting it on the page shows the same text once (warnConfigOnce).
 */
export function configScriptWarning(source: { id: string; problem: string | null }): string {
  return `sg-elements: configuration "#${source.id}": ${source.problem}. Every section uses its defaults.`;
}

/**
 * The one console warning for a section's problems (api-contract.md, "Where the configuration lives"); `where` is
 * `configuration "#<id>"` for a page script, "the config property" for the header's property.
 */
export function sectionWarning(who: string, where: string, section: string, problems: readonly string[]): string {
  return `${who}: ${where}, section ${section}: ${problems.join('; ')}. Defaults are used there.`;
}
