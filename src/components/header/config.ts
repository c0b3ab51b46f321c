import { configScriptWarning } from '../../core/config';
import { headerSectionWarnings, normalizeHeaderConfig } from '../../core/header-config';
import type { HeaderConfig } from '../../core/header-config.types';
import { pageConfig, warnConfigOnce } from '../../state/config';

/**
 * The header's configuration in use: the `config` property when set, else the page's configuration script
 * (`config-id`), checked once per source object (api-contract.md, "Where the configuration lives"). Problems give one
 * warning per section, once per page; nothing here throws.
 */
const checked = new WeakMap<object, HeaderConfig>();

const EMPTY = Object.freeze({});

export function resolveHeaderConfig(configId: string, override: unknown): HeaderConfig {
  if (override !== null && override !== undefined) {
    if (typeof override !== 'object' || Array.isArray(override)) {
      warnConfigOnce('sg-header: the config property is not an object. Every section uses its defaults.');
      return check(EMPTY, 'config property');
    }
    return check(override, 'config property');
  }
  const source = pageConfig(configId);
  if (source.problem) {
    // The element wrapper's words (elements/define.ts), so the page sees it once. Unlike the other elements, the
    // header warns about a missing default script too: it is nothing without its configuration.
    warnConfigOnce(configScriptWarning(source));
  }
  return check(source.config, `#${source.id}`);
}

function check(raw: object, label: string): HeaderConfig {
  const cached = checked.get(raw);
  if (cached) return cached;
  const result = normalizeHeaderConfig(raw as Record<string, unknown>);
  for (const { section, message } of headerSectionWarnings('sg-header', label.replace(/^#/, ''), result)) {
    // A page's script: once per script and section, shared with the other elements that read the section.
    if (label.startsWith('#')) warnConfigOnce(message, { id: label.slice(1), name: section });
    else warnConfigOnce(message.replace(`configuration "#${label}"`, `the ${label}`));
  }
  checked.set(raw, result.config);
  return result.config;
}
