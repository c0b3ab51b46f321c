/**
 * The message catalogue's format (docs/messages.md): every text a shopper sees or hears is a message with an id
 * (`giftCard.submit`), an en-US default written next to the flow that shows it (`defineMessages`), and optional
 * translations (src/locales) and page overrides (the configuration's `messages` section). A message is plain text
 * with ICU-style arguments:
 * - `{name}`: a value, as given (numbers through `Intl.NumberFormat` of the locale);
 * - `{count, plural, =0 {none} one {# item} other {# items}}`: a branch chosen by an exact `=N` match, else by
 *   `Intl.PluralRules` of the locale, else `other`; `#` in a branch is the number.
 * The result is always text (never HTML): callers put it in text nodes and attributes.
 */

/** A flow's messages: its id prefix and its en-US defaults, keyed by the rest of the id. */
export interface MessageBundle<N extends string = string, M extends Readonly<Record<string, string>> = Readonly<Record<string, string>>> {
  readonly namespace: N;
  readonly defaults: M;
}

/** The ids of a bundle's messages (`giftCard.submit`, ...). */
export type MessageIdOf<B> = B extends MessageBundle<infer N, infer M> ? `${N}.${Extract<keyof M, string>}` : never;

/** A flow's messages as one record: the flow writes its en-US texts once, here. */
export function defineMessages<const N extends string, const M extends Readonly<Record<string, string>>>(
  namespace: N,
  defaults: M,
): MessageBundle<N, M> {
  return { namespace, defaults };
}

/** The values a message's arguments take. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * A bundle's texts in one locale: `t('submit')`, `t('count', { count: 2 })`. `t.locale` is the locale they are written
 * in, for the amounts and dates a view writes beside them (`formatCurrency(value, currency, t.locale)`).
 */
export interface Translate<M extends Readonly<Record<string, string>>> {
  (key: Extract<keyof M, string>, values?: MessageValues): string;
  /** Set by `useMessages`/`messagesFor`; absent in a hand-made translator (a unit test's), which writes en-US. */
  readonly locale?: string;
}

/**
 * A message chosen now and worded later, in the locale of the element that shows it (a toast raised by the account
 * flow and shown by `<sg-toasts>`): its bundle, its key and its values.
 */
export interface MessageRef {
  readonly bundle: MessageBundle;
  readonly key: string;
  readonly values?: MessageValues;
}

/** A `MessageRef` whose key is checked against its bundle. */
export function messageRef<M extends Readonly<Record<string, string>>>(
  bundle: MessageBundle<string, M>,
  key: Extract<keyof M, string>,
  values?: MessageValues,
): MessageRef {
  return { bundle, key, values };
}

/**
 * One number format and one plural rule set per locale for the page: building an Intl object costs far more than using
 * one (a 100-line cart drawer words a few numbers per line on each change; issue 27).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralSets = new Map<string, Intl.PluralRules>();
function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
}
/**
 * Languages whose every regional locale writes 0-999 as plain ASCII digits (checked against Intl for all 235 regional
 * tags of them in Node's ICU 78; the test compares with the browser's Intl). A tag with a script, a variant or an
 * extension (`-u-nu-arab`) is not matched and goes through Intl.
 */
const PLAIN_DIGITS = /^(?:en|fr|es|de|it|pt|nl)(?:-(?:[a-z]{2}|\d{3}))?$/i;

/**
 * A number in the locale. A whole number from 0 to 999 in one of the languages above is its digits, without Intl: the
 * page's first `Intl.NumberFormat` loads ICU's number data, 25-40 ms of main thread in Chromium here (2026-12-07), which
 * the mini cart paid on every page load for its count (100-160 ms at 4x CPU, the longest task of the load). -0 is left
 * to Intl ("-0").
 */
function formatNumber(value: number, locale: string): string {
  if (Number.isInteger(value) && value < 1000 && (value > 0 || Object.is(value, 0)) && PLAIN_DIGITS.test(locale)) return String(value);
  return numberFormat(locale).format(value);
}

function pluralRules(locale: string): Intl.PluralRules {
  let rules = pluralSets.get(locale);
  if (!rules) pluralSets.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
}

/** An argument's head after its `{`: the name, and `, plural,` when it is a plural choice. */
const HEAD = /\s*([A-Za-z_]\w*)\s*(,\s*plural\s*,)?/y;
/** A plural branch's selector and its `{`, or the plural's closing `}`. */
const SELECTOR = /\s*(?:(=\d+|zero|one|two|few|many|other)\s*\{|\})/y;

/**
 * Formats `text` in one pass (no parse tree kept): literal characters are copied, `{name}` is the value, a plural
 * formats each branch and keeps the chosen one. Throws on unmatched braces or a plural without `other`. `used`
 * collects the argument names met (the override check).
 */
export function runMessage(text: string, values: MessageValues, locale: string, used?: Set<string>): string {
  let at = 0;
  const number = (value: number) => formatNumber(value, locale);
  const sticky = (pattern: RegExp) => {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (match) at = pattern.lastIndex;
    return match;
  };
  // Reads up to the `}` closing this level (a branch) or the end (the message); `count` is the plural's number for `#`.
  const read = (count: number | null): string => {
    let out = '';
    while (at < text.length) {
      const ch = text[at++]!;
      if (ch === '}') {
        if (count === null) throw new SyntaxError('unmatched }');
        return out;
      }
      if (ch === '#' && count !== null) out += number(count);
      else if (ch !== '{') out += ch;
      else {
        const head = sticky(HEAD);
        if (!head) throw new SyntaxError('argument name');
        const name = head[1]!;
        used?.add(name);
        if (head[2]) {
          const n = Number(values[name] ?? 0);
          const branches: Record<string, string> = {};
          let selector: RegExpExecArray | null;
          while ((selector = sticky(SELECTOR)) && selector[1]) branches[selector[1]] = read(n);
          // Ended by the plural's own `}` (a match without a selector), with an `other` branch.
          if (!selector || branches.other === undefined) throw new SyntaxError('plural');
          out += branches[`=${n}`] ?? branches[pluralRules(locale).select(n)] ?? branches.other;
        } else {
          if (text[at++] !== '}') throw new SyntaxError('argument end');
          const value = values[name];
          out += typeof value === 'number' ? number(value) : (value ?? '');
        }
      }
    }
    if (count !== null) throw new SyntaxError('unmatched {');
    return out;
  };
  return read(null);
}

/** A message with its values, as text in `locale`. A missing value reads as nothing; a broken message as itself. */
export function formatMessage(text: string, values: MessageValues = {}, locale = 'en-US'): string {
  try {
    return runMessage(text, values, locale);
  } catch {
    return text;
  }
}

/**
 * A `lang` value as a locale tag (`fr-ca` -> `fr-CA`), or null when it is not one. An empty value (no `lang` anywhere)
 * is null too, so the caller uses the default.
 */
export function normalizeLocale(lang: string | null | undefined): string | null {
  const value = lang?.trim();
  if (!value) return null;
  try {
    return Intl.getCanonicalLocales(value)[0] ?? null;
  } catch {
    return null;
  }
}
