export { Header, headerDefaults, freeShippingThreshold } from './Header';
export type { HeaderProps, HeaderLoaders } from './Header';
export { resolveHeaderConfig } from './config';
export type { HeaderConfig } from '../../core/header-config.types';
export { headerParts } from './header.anatomy';
export { headerMessages } from './header.messages';
