/** Types of demo/symbols.mjs (plain JavaScript, shared with the e2e tests' media generator in Node). */
export type LinearKind = 'ean13' | 'upcA' | 'ean8';
export const QUIET_ZONES: Record<LinearKind, [number, number]>;
export function checkDigit(body: string): string;
export function ean13Modules(code: string): string;
export function upcAModules(code: string): string;
export function ean8Modules(code: string): string;
export function linearModules(kind: LinearKind, code: string): string;
export function barRuns(modules: string): [number, number][];
export function qrMatrix(text: string): boolean[][];
