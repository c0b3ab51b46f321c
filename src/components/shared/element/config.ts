import {
  configScriptWarning,
  configSection,
  DEFAULT_CONFIG_ID,
  sectionWarning,
  type PageConfig,
} from '../../../core/config';
import { pageConfig, warnConfigOnce } from '../../../state/config';
import { decodeValue, describe, INVALID, type AttrSpecs } from './codec';

export { DEFAULT_CONFIG_ID, type PageConfig };

/**
 * The configuration resolver, for every element and the header: a value set on the element (attribute or property)
 * wins; else the page's configuration script that `config-id` names (api-contract.md, "Where the configuration
 * lives"); else the default. A script is read once per page (src/state/config.ts) and checked once per reader; every
 * problem is one console warning per page (a section's problems once per script and section, whichever element met
 * them first), never an exception.
 */

/** What reading a configuration object gives: its value, and each section's problems (an empty list is none). */
export interface ConfigRead<T> {
  value: T;
  problems: ReadonlyMap<string, readonly string[]>;
}

export interface ConfigResolver<T> {
  /**
   * The value from the page's configuration script `configId`. A missing script is no problem (a page may configure
   * nothing) unless `named`: the element's `config-id` names it, or the reader is nothing without it (the header).
   */
  fromPage(configId: string, named: boolean): T;
  /**
   * The value from a configuration found elsewhere (the header's `config` property), its problems named as `where`
   * ("the config property") and warned once per page each.
   */
  check(config: PageConfig, where: string): T;
}

/**
 * A resolver for one reader: `who` is named in its warnings (`<sg-search>`, `sg-header`), `read` checks a whole
 * configuration object; each object is read once.
 */
export function configResolver<T>(who: string, read: (config: PageConfig) => ConfigRead<T>): ConfigResolver<T> {
  const checked = new WeakMap<object, T>();
  const check = (config: PageConfig, where: string, scriptId?: string): T => {
    if (checked.has(config)) return checked.get(config)!;
    const { value, problems } = read(config);
    for (const [section, list] of problems) {
      // A script's section: once per script and section, whichever element read it first.
      if (list.length === 0) continue;
      warnConfigOnce(sectionWarning(who, where, section, list), scriptId ? { id: scriptId, name: section } : undefined);
    }
    checked.set(config, value);
    return value;
  };
  return {
    fromPage(configId, named) {
      const source = pageConfig(configId || DEFAULT_CONFIG_ID);
      // Page-level words (no element named): every element reading this script meets the same problem, and the page
      // sees ONE warning for it.
      if (source.problem && (named || source.problem !== 'no such script')) {
        warnConfigOnce(configScriptWarning(source));
      }
      return check(source.config, `configuration "#${source.id}"`, source.id);
    },
    check,
  };
}

/** One attribute's value taken from a section of the page configuration. */
export interface ConfigValue {
  section: string;
  prop: string;
  value: unknown;
  /** The key the CMS author wrote, named in a warning (default `prop`): `freeShippingCartValue`. */
  key?: string;
}

/**
 * An element's reader: `apiBase` at the top level, the element's section (`search`, `giftCardBalance`: its keys are
 * the element's attributes in camelCase) and what `fromConfig` maps (the drawer's `payLater`). Each value is checked
 * like the attribute (codec.ts); a wrong one is left out, and named among its section's problems.
 */
export function elementConfigReader(
  specs: AttrSpecs,
  sectionName?: string,
  fromConfig?: (config: PageConfig) => ConfigValue[],
): (config: PageConfig) => ConfigRead<ReadonlyMap<string, unknown>> {
  return (config) => {
    const values = new Map<string, unknown>();
    const problems = new Map<string, string[]>();
    const take = (section: string, prop: string, value: unknown, key = prop) => {
      if (value === undefined || !(prop in specs)) return;
      const spec = specs[prop]!;
      const decoded = decodeValue(spec, value);
      if (decoded === INVALID || decoded === null) {
        problems.set(section, [...(problems.get(section) ?? []), `${key} is not ${describe(spec)}`]);
      } else {
        values.set(prop, decoded);
      }
    };
    take('apiBase', 'apiBase', config['apiBase']);
    if (sectionName) {
      const section = configSection(config, sectionName);
      if (section.problem) problems.set(sectionName, [section.problem]);
      for (const [key, value] of Object.entries(section.values)) {
        if (key !== 'apiBase' && key !== 'configId') take(sectionName, key, value);
      }
    }
    for (const { section, prop, value, key } of fromConfig?.(config) ?? []) take(section, prop, value, key);
    return { value: values, problems };
  };
}

/** The values in use: each property's own value (attribute or property), else the configuration's, else its default. */
export function resolveValues(
  specs: AttrSpecs,
  own: ReadonlyMap<string, unknown>,
  configured: ReadonlyMap<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const prop of Object.keys(specs)) {
    out[prop] = own.has(prop) ? own.get(prop) : configured.get(prop) ?? specs[prop]!.default;
  }
  return out;
}
