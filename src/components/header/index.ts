export { Header, headerDefaults, freeShippingThreshold } from './Header';
export type { HeaderProps, HeaderLoaders } from './Header';
export { resolveHeaderConfig } from './config';
export type { HeaderConfig } from '../../core/header-config.types';
export { headerParts, HEADER_TEXT } from './header.anatomy';
