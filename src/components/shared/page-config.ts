// The page configuration for layers that may not import src/state or src/core directly (elements/).
export { DEFAULT_CONFIG_ID, configScriptWarning, configSection, configWarning, type ConfigSource, type PageConfig } from '../../core/config';
export { pageConfig, warnConfigOnce } from '../../state/config';
