import { isSafeUrl } from '../../../core/url';

/**
 * The attribute codec: how an element's attribute text, or a value set as a property or found in the page
 * configuration, becomes the value its component renders with. Pure functions: no element, no console. A value is
 * either usable, absent (`null`: the default applies), or INVALID (the caller warns once and the default applies).
 * - string: as written; with `pattern`, the trimmed text must match it whole;
 * - boolean: as in HTML, present is true, except the text "false"; a property takes any value's truthiness;
 * - number: finite, within `min`..`max`; empty text is invalid;
 * - enum: one of `values`;
 * - url: same-origin, or `https:` on an origin in `allow` (the library's URL rule, src/core/url.ts); empty is absent;
 * - json: JSON text (or, as a property, the value itself) that `validate` accepts.
 */

export type AttrSpec =
  /** `pattern`: the whole trimmed text must match, else the default with a warning. */
  /** `secret`: its value is never printed in a warning (a licence key). */
  | { type: 'string'; default: string; pattern?: RegExp; attribute?: string; secret?: boolean }
  | { type: 'boolean'; default: boolean; attribute?: string }
  | { type: 'number'; default: number; min?: number; max?: number; attribute?: string }
  | { type: 'enum'; default: string; values: readonly string[]; attribute?: string }
  /** A URL the element navigates to or loads: same-origin, or `https:` on an allowed origin (the URL rule). */
  /** `defaultText`: what a warning calls the default when its value says little (an empty default). */
  | { type: 'url'; default: string; allow?: readonly string[]; attribute?: string; defaultText?: string }
  | { type: 'json'; default: unknown; validate: (value: unknown) => boolean; attribute?: string };

export type AttrSpecs = Record<string, AttrSpec>;

type ValueOf<S extends AttrSpec> = S extends { type: 'string' | 'url' }
  ? string
  : S extends { type: 'boolean' }
    ? boolean
    : S extends { type: 'number' }
      ? number
      : S extends { type: 'enum' }
        ? S['default']
        : S extends { type: 'json'; default: infer T }
          ? T
          : unknown;

export type PropsOf<S extends AttrSpecs> = { -readonly [K in keyof S]: ValueOf<S[K]> };

/** What decoding gives for a value that breaks its spec: the caller warns (once) and uses the default. */
export const INVALID: unique symbol = Symbol('invalid');

/** An object, or a list of them, written as an attribute: what a framework's attribute binding makes of it. */
export const OBJECT_TEXT = /^\[object Object\](,\[object Object\])*$/;

/** `featuredCategories` -> `featured-categories`. */
export const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The attribute a property is written as: `attribute` when the spec names one, else its kebab-case name. */
export const attributeOf = (prop: string, spec: AttrSpec) => spec.attribute ?? kebab(prop);

/** Decodes an attribute's text (null: the attribute is absent). */
export function decodeAttribute(spec: AttrSpec, text: string | null): unknown {
  if (text === null) return null;
  switch (spec.type) {
    case 'string':
      if (!spec.pattern) return text;
      return spec.pattern.test(text.trim()) ? text.trim() : INVALID;
    case 'boolean':
      return text.trim().toLowerCase() !== 'false';
    case 'number': {
      const value = Number(text.trim());
      if (text.trim() === '' || !Number.isFinite(value)) return INVALID;
      return inRange(spec, value);
    }
    case 'enum':
      return spec.values.includes(text.trim()) ? text.trim() : INVALID;
    case 'url':
      if (text.trim() === '') return null;
      return isSafeUrl(text, { allow: spec.allow }) ? text.trim() : INVALID;
    case 'json': {
      try {
        const value: unknown = JSON.parse(text);
        return spec.validate(value) ? value : INVALID;
      } catch {
        return INVALID;
      }
    }
  }
}

function inRange(spec: { min?: number; max?: number }, value: number): number | typeof INVALID {
  if (spec.min !== undefined && value < spec.min) return INVALID;
  if (spec.max !== undefined && value > spec.max) return INVALID;
  return value;
}

/** Decodes a value set as a property or found in the page configuration (null or undefined: the default). */
export function decodeValue(spec: AttrSpec, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (spec.type) {
    case 'string':
      return decodeAttribute(spec, typeof value === 'string' ? value : String(value));
    case 'boolean':
      return typeof value === 'string' ? decodeAttribute(spec, value) : Boolean(value);
    case 'number':
      if (typeof value === 'number' && Number.isFinite(value)) return inRange(spec, value);
      return decodeAttribute(spec, String(value));
    case 'enum':
      return typeof value === 'string' && spec.values.includes(value) ? value : INVALID;
    case 'url':
      return typeof value === 'string' ? decodeAttribute(spec, value) : INVALID;
    case 'json':
      if (typeof value === 'string') return decodeAttribute(spec, value);
      return spec.validate(value) ? value : INVALID;
  }
}

/** What a spec accepts, in a warning's words: "a number from 1 to 50", `one of "a", "b"`. */
export function describe(spec: AttrSpec): string {
  switch (spec.type) {
    case 'number':
      return `a number${spec.min !== undefined ? ` from ${spec.min}` : ''}${spec.max !== undefined ? ` to ${spec.max}` : ''}`;
    case 'enum':
      return `one of ${spec.values.map((v) => `"${v}"`).join(', ')}`;
    case 'json':
      return 'valid JSON of the documented shape';
    case 'url':
      return `a same-origin URL or path${spec.allow?.length ? ` (or https: on ${spec.allow.join(', ')})` : ''}`;
    case 'string':
      return spec.pattern ? `text matching ${spec.pattern.source}` : 'a string';
    default:
      return `a ${spec.type}`;
  }
}

/** The one warning for an invalid attribute or property value (`shown`: what was written or set). */
export function invalidWarning(tag: string, prop: string, spec: AttrSpec, shown: unknown): string {
  const attr = attributeOf(prop, spec);
  const objectAsText = typeof shown === 'string' && OBJECT_TEXT.test(shown) && spec.type === 'json';
  const usedDefault = spec.type === 'url' && spec.defaultText ? spec.defaultText : JSON.stringify(spec.default);
  return (
    `<${tag}>: ignoring invalid ${attr}=${JSON.stringify(typeof shown === 'string' ? shown : String(shown))}; ` +
    `expected ${describe(spec)}. Using the default ${usedDefault}.` +
    (objectAsText ? ` Objects go to the ${prop} property.` : '')
  );
}

/**
 * The warning for a camelCase name found as a lowercase attribute (`skiptocheckout=""`, what React and Vue write when
 * they render before the element is defined): read as the real attribute, or, holding "[object Object]", not at all.
 */
export function strayWarning(tag: string, stray: string, prop: string, spec: AttrSpec, value: string): string {
  const attr = attributeOf(prop, spec);
  if (OBJECT_TEXT.test(value)) {
    return `<${tag}>: ${stray}="${value}" cannot be read: set the ${prop} property, or ${attr} to JSON.`;
  }
  return `<${tag}>: read ${stray}="${spec.type === 'string' && spec.secret ? '…' : value}" as ${attr}.`;
}

/**
 * The names an element answers to: its attributes, the camelCase names as stray lowercase attributes, and the
 * attribute names as properties.
 */
export function namesOf(specs: AttrSpecs) {
  const props = Object.keys(specs);
  const attr = (p: string) => attributeOf(p, specs[p]!);
  return {
    props,
    /** attribute -> property. */
    byAttribute: new Map(props.map((p) => [attr(p), p] as const)),
    /** `featuredcategories` -> `featuredCategories` (when that differs from the attribute). */
    byStrayAttribute: new Map(
      props.filter((p) => p.toLowerCase() !== attr(p)).map((p) => [p.toLowerCase(), p] as const),
    ),
    /** `featured-categories` -> `featuredCategories` (the attribute's name used as a property name). */
    byKebabProperty: new Map(props.filter((p) => attr(p) !== p).map((p) => [attr(p), p] as const)),
  };
}
