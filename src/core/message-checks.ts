import { runMessage } from './messages';

/**
 * What the messages runtime (src/state/messages.ts, a lazy chunk) checks and chooses: a page's text against its
 * default, and the catalogue locale for a page locale. Apart from src/core/messages.ts, which every element with texts
 * loads, so an English page without overrides never loads these.
 */

/** The argument names a message uses (plural ones included), or null when its braces do not match. */
export function messageArguments(text: string): Set<string> | null {
  const used = new Set<string>();
  try {
    runMessage(text, {}, 'en-US', used);
    return used;
  } catch {
    return null;
  }
}

/**
 * Why a page's text for a message cannot replace its default (or null when it can): it must be text, parse, and use
 * exactly the default's arguments (a count dropped from "{count} items" would leave the shopper a sentence without it;
 * an argument the default lacks would print nothing).
 */
export function overrideProblem(id: string, defaultText: string, value: unknown): string | null {
  if (typeof value !== 'string') return `${id} is not text`;
  const args = messageArguments(value);
  if (!args) return `${id} has unmatched braces`;
  const expected = messageArguments(defaultText) ?? new Set<string>();
  const same = args.size === expected.size && [...args].every((name) => expected.has(name));
  if (same) return null;
  const list = (names: Set<string>) => (names.size ? [...names].map((n) => `{${n}}`).join(', ') : 'no arguments');
  return `${id} must use ${list(expected)}, not ${list(args)}`;
}

/** The locales the library ships (en-US built in, the others lazy: src/locales). */
export const BUILT_IN_LOCALES = ['en-US', 'fr-CA'] as const;
export type BuiltInLocale = (typeof BUILT_IN_LOCALES)[number];
export const DEFAULT_LOCALE: BuiltInLocale = 'en-US';

/**
 * The catalogue locale for a page locale, among `available` (built-in ones and those the page configuration
 * brings): the same tag, else the first with the same language (`fr` or `fr-FR` -> `fr-CA`), else en-US.
 */
export function catalogueLocale(locale: string | null, available: readonly string[]): string {
  if (!locale) return DEFAULT_LOCALE;
  if (available.includes(locale)) return locale;
  const language = locale.split('-')[0]!.toLowerCase();
  return available.find((tag) => tag.split('-')[0]!.toLowerCase() === language) ?? DEFAULT_LOCALE;
}
