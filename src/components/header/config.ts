import { normalizeHeaderConfig } from '../../core/header-config';
import type { HeaderConfig } from '../../core/header-config.types';
import { warnConfigOnce } from '../../state/config';
import { configResolver } from '../shared/element/config';

/**
 * The header's configuration in use: the `config` property when set, else the page's configuration script
 * (`config-id`), checked once per source object by the elements' configuration resolver (api-contract.md, "Where the
 * configuration lives"). Problems give one warning per section, once per page; nothing here throws. Unlike the other
 * elements, the header warns about a missing default script too: it is nothing without its configuration.
 */
const headerConfig = configResolver('sg-header', (raw) => {
  const { config, problems } = normalizeHeaderConfig(raw);
  return { value: config, problems };
});

const EMPTY = Object.freeze({});

export function resolveHeaderConfig(configId: string, override: unknown): HeaderConfig {
  // Named: a missing script is worth a warning even under the default id.
  if (override === null || override === undefined) return headerConfig.fromPage(configId, true);
  if (typeof override !== 'object' || Array.isArray(override)) {
    warnConfigOnce('sg-header: the config property is not an object. Every section uses its defaults.');
    return headerConfig.check(EMPTY, 'the config property');
  }
  return headerConfig.check(override as Record<string, unknown>, 'the config property');
}
