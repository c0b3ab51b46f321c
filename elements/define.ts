import r2wc from '@r2wc/react-to-web-component';
import { createElement, startTransition, useEffect, useState, type ComponentType } from 'react';
import { emitEvent } from '../src/components/shared/events';
import { isSafeUrl } from '../src/components/shared/url';
import {
  configScriptWarning,
  configSection,
  configWarning,
  DEFAULT_CONFIG_ID,
  pageConfig,
  warnConfigOnce,
  type ConfigSource,
  type PageConfig,
} from '../src/components/shared/page-config';
import type { SgHost } from '../src/components/shared/host';
import { missingPlatformFeatures } from '../src/components/shared/platform';
import { adoptSheet } from '../src/styles';
// In the CDN build the elements are defined in a task after the one that evaluated React (see the module).
import { afterReact } from './yield-after-react';
// The typed `sg-*` events (global event maps) come with every element's types.
export type { SgEventMap, SgDocumentEventMap } from './events';

/**
 * The one wrapper around @r2wc/react-to-web-component. r2wc mounts the React tree in an open shadow root; this
 * wrapper fixes what r2wc leaves to chance (see toolchain notes):
 * - a tag that is already defined is left alone, so loading the library twice is harmless;
 * - booleans follow HTML (present = true, "false" = false, removed = default);
 * - numbers, enums and JSON are parsed and validated here: an invalid value gives ONE console warning naming the
 *   element and the attribute, then the default, never a dead element;
 * - properties set before the element was defined are applied at upgrade;
 * - removing an attribute restores the default;
 * - `emit()` dispatches `sg-*` events that bubble, are composed, and carry an object `detail`;
 * - the library's one shared stylesheet is adopted into the shadow root;
 * - the first render never blocks the page: the element's tree renders in the background (time-sliced, as a
 *   transition) right after the upgrade, so a page of elements makes no long task; the host's reserved size keeps
 *   the layout still meanwhile. Later updates render at normal priority;
 * - `api-base` and `config-id` on every element, and values from the page configuration under the attributes;
 * - leaving the page unmounts the React root at the next microtask, not inside the removal (a parent element's React
 *   commit may be what removed it), and not at all when the element is back by then (moved in one script);
 * - values are not lost silently: a camelCase name written as a lowercase attribute (`skiptocheckout=""`, what React
 *   and Vue write when they render before the element is defined) is read as the real attribute, with one warning;
 *   one holding "[object Object]" cannot be read and says so; a kebab-case property (`el['featured-categories'] =
 *   [...]`, Vue's `.prop` or jQuery's `.prop()` on the attribute's name) sets the camelCase property; an object given
 *   to a JSON attribute is named as such in its warning (objects go to properties, attributes take JSON text).
 */

export type AttrSpec =
  /** `pattern`: the whole trimmed text must match, else the default with a warning. */
  /** `secret`: its value is never printed in a warning (a licence key). */
  | { type: 'string'; default: string; pattern?: RegExp; attribute?: string; secret?: boolean }
  | { type: 'boolean'; default: boolean; attribute?: string }
  | { type: 'number'; default: number; min?: number; max?: number; attribute?: string }
  | { type: 'enum'; default: string; values: readonly string[]; attribute?: string }
  /** A URL the element navigates to or loads: same-origin, or `https:` on an allowed origin (the library's URL rule). */
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

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONNECTED = Symbol.for('r2wc.connected');
const CONTEXT = Symbol.for('r2wc.context');

/** An object, or a list of them, written as an attribute: what a framework's attribute binding makes of it. */
const OBJECT_TEXT = /^\[object Object\](,\[object Object\])*$/;
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const attributeOf = (prop: string, spec: AttrSpec) => spec.attribute ?? kebab(prop);

const INVALID = Symbol('invalid');

/** Parses an attribute's text; null means "use the default"; INVALID means warn and use the default. */
function parseAttribute(spec: AttrSpec, text: string | null): unknown {
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
      return checkNumber(spec, value);
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

function checkNumber(spec: { min?: number; max?: number }, value: number): number | typeof INVALID {
  if (spec.min !== undefined && value < spec.min) return INVALID;
  if (spec.max !== undefined && value > spec.max) return INVALID;
  return value;
}

/** Checks a value set as a property; null/undefined mean "use the default". */
function checkProperty(spec: AttrSpec, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (spec.type) {
    case 'string':
      return parseAttribute(spec, typeof value === 'string' ? value : String(value));
    case 'boolean':
      return typeof value === 'string' ? parseAttribute(spec, value) : Boolean(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? checkNumber(spec, value) : parseAttribute(spec, String(value));
    case 'enum':
      return typeof value === 'string' && spec.values.includes(value) ? value : INVALID;
    case 'url':
      return typeof value === 'string' ? parseAttribute(spec, value) : INVALID;
    case 'json':
      if (typeof value === 'string') return parseAttribute(spec, value);
      return spec.validate(value) ? value : INVALID;
  }
}

function describe(spec: AttrSpec): string {
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

/** Attributes every element has: where its API lives, and which configuration script it reads. */
const commonAttributes = {
  apiBase: { type: 'string', default: '/api' },
  configId: { type: 'string', default: DEFAULT_CONFIG_ID },
} as const satisfies AttrSpecs;

type Common = typeof commonAttributes;

/** One attribute's value taken from a section of the page configuration. */
export interface ConfigValue {
  section: string;
  prop: string;
  value: unknown;
  /** The key the CMS author wrote, named in a warning (default `prop`): `freeShippingCartValue`. */
  key?: string;
}

export interface ElementOptions<S extends AttrSpecs> {
  tag: `sg-${string}`;
  attributes: S;
  component: ComponentType<PropsOf<S & Common> & { host: SgHost }>;
  /**
   * The page configuration section whose keys are this element's attributes in camelCase (`search`,
   * `giftCardBalance`): a value there applies when the attribute is not set, after the same checks.
   */
  configSection?: string;
  /** Other values the page configuration gives this element's attributes (e.g. the drawer's `payLater`). */
  fromConfig?: (config: PageConfig) => ConfigValue[];
}

export interface SgElementBase extends SgHost {
  /** Re-renders the React tree with the current values (for subclasses whose methods change state). */
  requestRender(): void;
  /** The value in use for a property: set by attribute or property, else from the configuration, else the default. */
  getValue(prop: string): unknown;
}

/** Builds (but does not define) the element class for a React component. */
export function createElementClass<S extends AttrSpecs>(options: ElementOptions<S>) {
  const { tag, component, configSection: sectionName, fromConfig } = options;
  const attributes: S & Common = { ...commonAttributes, ...options.attributes };
  const props = Object.keys(attributes);
  const byAttribute = new Map(props.map((p) => [attributeOf(p, attributes[p]!), p]));
  // The camelCase names as a framework writes them as attributes when it renders before the element is defined
  // (`featuredcategories`, `skiptocheckout`): read as the real attribute, with a warning.
  const byStrayAttribute = new Map(
    props.filter((p) => p.toLowerCase() !== attributeOf(p, attributes[p]!)).map((p) => [p.toLowerCase(), p] as const),
  );
  // The attribute names used as property names (`el['featured-categories'] = [...]`).
  const kebabProperties = new Map(
    props.filter((p) => attributeOf(p, attributes[p]!) !== p).map((p) => [attributeOf(p, attributes[p]!), p] as const),
  );

  // r2wc only observes the attributes and mounts; the values it passes are replaced by ours in render().
  // The mount's own render (at default priority, which React does not time-slice) renders nothing; the component
  // then renders in a transition, which React splits into short slices that yield to the page. (useDeferredValue's
  // initial value does not do it: its background render is entangled with the default-priority mount and runs whole.)
  const Inner = (raw: { container: ShadowRoot } & Record<string, unknown>) => {
    const [ready, setReady] = useState(false);
    useEffect(() => startTransition(() => setReady(true)), []);
    if (!ready) return null;
    const host = raw.container.host as SgHost;
    const values = raw['__sgValues'] as PropsOf<S & Common>;
    return createElement(component, { ...values, host });
  };
  const Base = r2wc(Inner, {
    shadow: 'open',
    props: Object.fromEntries(props.map((p) => [p, 'string'])) as never,
  }) as unknown as { new (): HTMLElement & { container: ShadowRoot } };
  const baseRender = (Base.prototype as unknown as Record<symbol, (this: unknown) => void>)[RENDER]!;

  class SgElement extends Base implements SgElementBase {
    static get observedAttributes() {
      return [...byAttribute.keys(), ...byStrayAttribute.keys()];
    }

    /** Values set by attribute or property; a missing key means the default. */
    #values = new Map<string, unknown>();
    #warned = new Set<string>();

    /**
     * The light-DOM element (a CMS author's fallback input) that had focus when the element upgraded. Writable for a
     * parent element that moves such an input into an already upgraded child (the header's search).
     */
    upgradedFocus: Element | null;

    constructor() {
      super();
      // Attaching the shadow root (in super) stops the light DOM from rendering; the browser moves focus away only
      // at the next style update, so the fallback input that the shopper is typing in is still known here.
      // Inside another element's shadow root (the header's search) the document only sees that host: ask the root.
      const root = this.getRootNode();
      const active = (root instanceof Document || root instanceof ShadowRoot ? root : this.ownerDocument).activeElement;
      this.upgradedFocus = active && active !== this && this.contains(active) ? active : null;
      adoptSheet(this.container);
      for (const [stray, prop] of byStrayAttribute) {
        const value = this.getAttribute(stray);
        if (value !== null) this.#storeStray(stray, prop, value);
      }
      for (const prop of props) {
        const value = this.getAttribute(attributeOf(prop, attributes[prop]!));
        if (value !== null) this.#store(prop, parseAttribute(attributes[prop]!, value), value);
      }
      // Properties set on the element before its definition loaded are own properties that shadow our accessors
      // (under the camelCase name, or the attribute's kebab-case name).
      for (const name of [...kebabProperties.keys(), ...props]) {
        if (Object.hasOwn(this, name)) {
          const value = (this as Record<string, unknown>)[name];
          delete (this as Record<string, unknown>)[name];
          (this as Record<string, unknown>)[name] = value;
        }
      }
      this.#sync();
    }

    /** Whether the React root's unmount waits for the next microtask (the element left the page). */
    #unmountQueued = false;

    connectedCallback() {
      // Back in the page before the queued unmount ran (moved): the root renders on, with its state.
      this.#unmountQueued = false;
      (Base.prototype as unknown as { connectedCallback(): void }).connectedCallback.call(this);
    }

    disconnectedCallback() {
      // r2wc unmounts the React root at once. When a parent element's React tree removes this one (the header's
      // search, cart and drawer), that parent is mid-commit and React refuses the nested synchronous unmount (a
      // console error, and the root stays alive). So the unmount runs at the next microtask, after that commit, and
      // only if the element is still out of the page then (a move in one script is not an unmount).
      (this as unknown as Record<symbol, boolean>)[CONNECTED] = false;
      if (this.#unmountQueued) return;
      this.#unmountQueued = true;
      queueMicrotask(() => {
        if (!this.#unmountQueued || this.isConnected) return;
        this.#unmountQueued = false;
        clearTimeout(this.#mountTimer);
        this.#mountTimer = undefined;
        (Base.prototype as unknown as { disconnectedCallback(): void }).disconnectedCallback.call(this);
      });
    }

    /** r2wc's connectedCallback and property setters render through this. */
    [RENDER]() {
      this.#render();
    }

    /** The first mount, waiting for its own task (see #render). */
    #mountTimer: ReturnType<typeof setTimeout> | undefined;

    /**
     * r2wc's render: the first one (creating the React root) runs in a task of its own, later ones at once. Creating a
     * root costs a few ms (React's event listeners on the shadow root), and the element's script would otherwise pay
     * it inside the task that evaluated React and defined the element: on a phone that one task blocked the page for
     * well over 50 ms. Nothing is lost: the first render was never synchronous (React schedules it).
     */
    #render() {
      const self = this as unknown as Record<symbol, unknown>;
      if (self[CONTEXT]) {
        baseRender.call(this);
        return;
      }
      if (this.#mountTimer !== undefined) return;
      this.#mountTimer = setTimeout(() => {
        this.#mountTimer = undefined;
        if (this.isConnected && self[CONNECTED]) baseRender.call(this);
      }, 0);
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      const stray = byStrayAttribute.get(name);
      if (stray) {
        // The real attribute wins when both are there; removing the stray one restores the default.
        if (this.hasAttribute(attributeOf(stray, attributes[stray]!))) return;
        if (value === null) this.#values.delete(stray);
        else this.#storeStray(name, stray, value);
        this.requestRender();
        return;
      }
      const prop = byAttribute.get(name);
      if (!prop) return;
      this.#store(prop, parseAttribute(attributes[prop]!, value), value);
      this.requestRender();
    }

    /** A camelCase name found as a lowercase attribute: read as the real attribute unless it holds a stringified object. */
    #storeStray(stray: string, prop: string, value: string) {
      const attr = attributeOf(prop, attributes[prop]!);
      const key = `stray:${stray}`;
      const warnOnce = (text: string) => {
        if (this.#warned.has(key)) return;
        this.#warned.add(key);
        console.warn(text);
      };
      if (OBJECT_TEXT.test(value)) {
        warnOnce(`<${tag}>: ${stray}="${value}" cannot be read: set the ${prop} property, or ${attr} to JSON.`);
        return;
      }
      const spec = attributes[prop]!;
      warnOnce(`<${tag}>: read ${stray}="${spec.type === 'string' && spec.secret ? '…' : value}" as ${attr}.`);
      this.#store(prop, parseAttribute(spec, value), value);
    }

    #store(prop: string, parsed: unknown, shown: unknown) {
      if (parsed === INVALID) {
        const spec = attributes[prop]!;
        const attr = attributeOf(prop, spec);
        if (!this.#warned.has(attr)) {
          this.#warned.add(attr);
          const objectAsText = typeof shown === 'string' && OBJECT_TEXT.test(shown) && spec.type === 'json';
          console.warn(
            `<${tag}>: ignoring invalid ${attr}=${JSON.stringify(typeof shown === 'string' ? shown : String(shown))}; ` +
              `expected ${describe(spec)}. Using the default ${spec.type === 'url' && spec.defaultText ? spec.defaultText : JSON.stringify(spec.default)}.` +
              (objectAsText ? ` Objects go to the ${prop} property.` : ''),
          );
        }
        this.#values.delete(prop);
      } else if (parsed === null) {
        this.#values.delete(prop);
      } else {
        this.#values.set(prop, parsed);
      }
    }

    #current(): PropsOf<S & Common> {
      const configured = this.#configured();
      const out: Record<string, unknown> = {};
      for (const prop of props) out[prop] = this.#values.has(prop) ? this.#values.get(prop) : configured.get(prop) ?? attributes[prop]!.default;
      return out as PropsOf<S & Common>;
    }

    /**
     * Values from the page configuration (read once per page): `apiBase` at the top level, this element's section,
     * and what `fromConfig` maps. Each is checked like the attribute; a wrong one warns once and is left out.
     */
    /** The values from the page configuration, worked out once per configuration script (see `#configured`). */
    #fromConfig: { source: ConfigSource; values: Map<string, unknown> } | null = null;

    #configured(): Map<string, unknown> {
      const source = pageConfig(String(this.#values.get('configId') ?? DEFAULT_CONFIG_ID));
      if (this.#fromConfig?.source !== source) this.#fromConfig = { source, values: this.#readConfig(source) };
      return this.#fromConfig.values;
    }

    #readConfig(source: ConfigSource): Map<string, unknown> {
      const out = new Map<string, unknown>();
      // No script under the default id is fine (a page may configure nothing); any other problem is worth a warning.
      if (source.problem && (source.problem !== 'no such script' || this.#values.has('configId'))) {
        // Page-level words (no element named): every element reading this script meets the same problem, and the page
        // sees ONE warning for it.
        warnConfigOnce(configScriptWarning(source));
      }
      const problems = new Map<string, string[]>();
      const take = (section: string, prop: string, value: unknown, key = prop) => {
        if (value === undefined || !(prop in attributes)) return;
        const spec = attributes[prop]!;
        const checked = checkProperty(spec, value);
        if (checked === INVALID || checked === null) {
          problems.set(section, [...(problems.get(section) ?? []), `${key} is not ${describe(spec)}`]);
        } else {
          out.set(prop, checked);
        }
      };
      take('apiBase', 'apiBase', source.config['apiBase']);
      if (sectionName) {
        const section = configSection(source.config, sectionName);
        if (section.problem) problems.set(sectionName, [section.problem]);
        for (const [key, value] of Object.entries(section.values)) if (key !== 'apiBase' && key !== 'configId') take(sectionName, key, value);
      }
      for (const { section, prop, value, key } of fromConfig?.(source.config) ?? []) take(section, prop, value, key);
      for (const [section, list] of problems) warnConfigOnce(configWarning(`<${tag}>`, source.id, section, list), { id: source.id, name: section });
      return out;
    }

    #sync() {
      const r2wcProps = (this as unknown as Record<symbol, Record<string, unknown>>)[PROPS]!;
      r2wcProps['__sgValues'] = this.#current();
    }

    requestRender() {
      this.#sync();
      // r2wc starts with its "connected" flag set, so rendering a detached element would mount a React root that
      // nothing ever unmounts. connectedCallback renders once the element is in a document.
      if (this.isConnected) this.#render();
    }

    emit(name: `sg-${string}`, detail: object = {}, options: { cancelable?: boolean } = {}): boolean {
      return emitEvent(this, name, detail, options);
    }

    /** Used by the accessors below. */
    getValue(prop: string): unknown {
      return this.#values.has(prop) ? this.#values.get(prop) : (this.#current() as Record<string, unknown>)[prop];
    }

    setValue(prop: string, value: unknown) {
      this.#store(prop, checkProperty(attributes[prop]!, value), value);
      this.requestRender();
    }
  }

  for (const prop of props) {
    Object.defineProperty(SgElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: SgElement) {
        return this.getValue(prop);
      },
      set(this: SgElement, value: unknown) {
        this.setValue(prop, value);
      },
    });
  }

  // The attribute's name as a property name sets the real property (Vue's `.prop` and jQuery's `.prop()` use it).
  for (const [name, prop] of kebabProperties) {
    Object.defineProperty(SgElement.prototype, name, {
      configurable: true,
      enumerable: false,
      get(this: SgElement) {
        return this.getValue(prop);
      },
      set(this: SgElement, value: unknown) {
        this.setValue(prop, value);
      },
    });
  }

  return SgElement as unknown as { new (): SgElementBase & PropsOf<S & Common>; observedAttributes: string[] };
}

let warnedPlatform = false;

/**
 * Defines the tag unless something (an earlier copy of the library) already did, or the browser lacks what every
 * element needs (older than the support matrix): then the tag stays undefined and shows the page's own markup inside
 * it, with one console warning per page saying why. In the CDN build the definition comes one task after the
 * element's script has evaluated (yield-after-react.ts), so a script that imports an element and calls its methods
 * waits for `customElements.whenDefined(tag)` first. The tag is looked up when it is defined: of two copies of the
 * library scheduled together, the first one defines it.
 */
export function define(tag: string, constructor: CustomElementConstructor): void {
  afterReact(() => {
    if (customElements.get(tag)) return;
    const missing = missingPlatformFeatures();
    if (missing.length) {
      if (!warnedPlatform) {
        warnedPlatform = true;
        console.warn(`sg-elements: this browser has no ${missing.join(' and no ')}; the elements are left undefined and the page's own markup inside them stays.`);
      }
      return;
    }
    customElements.define(tag, constructor);
  });
}
