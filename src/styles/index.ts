import './theme.css';
import './base.css';
export { adoptSheet, getSheets, getCssText, registerCss } from './registry';
export { tokens, vars, defaults } from './theme.css';
export * as base from './base.css';
