import type { ComponentType } from 'react';
import type { SgHost } from '../src/components/shared/host';
import {
  attributeOf,
  decodeAttribute,
  decodeValue,
  INVALID,
  invalidWarning,
  namesOf,
  strayWarning,
  OBJECT_TEXT,
  type AttrSpecs,
  type PropsOf,
} from '../src/components/shared/element/codec';
import {
  configResolver,
  DEFAULT_CONFIG_ID,
  elementConfigReader,
  resolveValues,
  type ConfigValue,
  type PageConfig,
} from '../src/components/shared/element/config';
import { lifecycleClass, renderElement } from '../src/components/shared/element/lifecycle';
// The typed `sg-*` events (global event maps) come with every element's types.
export type { SgEventMap, SgDocumentEventMap } from './events';
export type { AttrSpec, AttrSpecs, PropsOf } from '../src/components/shared/element/codec';
export type { ConfigValue } from '../src/components/shared/element/config';
export { define } from '../src/components/shared/element/lifecycle';

/**
 * The element factory: an element's values from its attributes, its properties and the page configuration, put
 * together from the element support (src/components/shared/element/): the attribute codec (codec.ts), the
 * configuration resolver (config.ts) and the lifecycle (lifecycle.ts: shadow root, React root through r2wc, mount,
 * render, unmount, define). What it guarantees (see toolchain notes):
 * - booleans follow HTML (present = true, "false" = false, removed = default);
 * - numbers, enums, URLs and JSON are parsed and validated: an invalid value gives ONE console warning naming the
 *   element and the attribute, then the default, never a dead element;
 * - properties set before the element was defined are applied at upgrade;
 * - removing an attribute restores the default;
 * - `api-base` and `config-id` on every element, and values from the page configuration under the attributes;
 * - values are not lost silently: a camelCase name written as a lowercase attribute (`skiptocheckout=""`, what React
 *   and Vue write when they render before the element is defined) is read as the real attribute, with one warning;
 *   one holding "[object Object]" cannot be read and says so; a kebab-case property (`el['featured-categories'] =
 *   [...]`, Vue's `.prop` or jQuery's `.prop()` on the attribute's name) sets the camelCase property; an object given
 *   to a JSON attribute is named as such in its warning (objects go to properties, attributes take JSON text).
 */

/** Attributes every element has: where its API lives, and which configuration script it reads. */
const commonAttributes = {
  apiBase: { type: 'string', default: '/api' },
  configId: { type: 'string', default: DEFAULT_CONFIG_ID },
} as const satisfies AttrSpecs;

type Common = typeof commonAttributes;

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
  const { tag, component } = options;
  const attributes: S & Common = { ...commonAttributes, ...options.attributes };
  const { props, byAttribute, byStrayAttribute, byKebabProperty } = namesOf(attributes);
  const reader = elementConfigReader(attributes, options.configSection, options.fromConfig);
  const configured = configResolver(`<${tag}>`, reader);

  class SgElement extends lifecycleClass(component) implements SgElementBase {
    static get observedAttributes() {
      return [...byAttribute.keys(), ...byStrayAttribute.keys()];
    }

    /** Values set by attribute or property; a missing key means the configuration's value or the default. */
    #values = new Map<string, unknown>();
    #warned = new Set<string>();

    constructor() {
      super();
      for (const [stray, prop] of byStrayAttribute) {
        const value = this.getAttribute(stray);
        if (value !== null) this.#storeStray(stray, prop, value);
      }
      for (const prop of props) {
        const value = this.getAttribute(attributeOf(prop, attributes[prop]!));
        if (value !== null) this.#store(prop, decodeAttribute(attributes[prop]!, value), value);
      }
      // Properties set on the element before its definition loaded are own properties that shadow our accessors
      // (under the camelCase name, or the attribute's kebab-case name).
      for (const name of [...byKebabProperty.keys(), ...props]) {
        if (Object.hasOwn(this, name)) {
          const value = (this as Record<string, unknown>)[name];
          delete (this as Record<string, unknown>)[name];
          (this as Record<string, unknown>)[name] = value;
        }
      }
      this.requestRender();
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
      this.#store(prop, decodeAttribute(attributes[prop]!, value), value);
      this.requestRender();
    }

    #warnOnce(key: string, text: string) {
      if (this.#warned.has(key)) return;
      this.#warned.add(key);
      console.warn(text);
    }

    /** A camelCase name found as a lowercase attribute: read as the real attribute, unless it holds "[object Object]". */
    #storeStray(stray: string, prop: string, value: string) {
      const spec = attributes[prop]!;
      this.#warnOnce(`stray:${stray}`, strayWarning(tag, stray, prop, spec, value));
      if (!OBJECT_TEXT.test(value)) this.#store(prop, decodeAttribute(spec, value), value);
    }

    #store(prop: string, decoded: unknown, shown: unknown) {
      if (decoded === INVALID) {
        const spec = attributes[prop]!;
        this.#warnOnce(attributeOf(prop, spec), invalidWarning(tag, prop, spec, shown));
        this.#values.delete(prop);
      } else if (decoded === null) {
        this.#values.delete(prop);
      } else {
        this.#values.set(prop, decoded);
      }
    }

    #current(): PropsOf<S & Common> {
      const configId = this.#values.get('configId');
      const fromPage = configured.fromPage(String(configId ?? ''), this.#values.has('configId'));
      return resolveValues(attributes, this.#values, fromPage) as PropsOf<S & Common>;
    }

    requestRender() {
      renderElement(this, this.#current());
    }

    /** Used by the accessors below. */
    getValue(prop: string): unknown {
      return this.#values.has(prop) ? this.#values.get(prop) : (this.#current() as Record<string, unknown>)[prop];
    }

    setValue(prop: string, value: unknown) {
      this.#store(prop, decodeValue(attributes[prop]!, value), value);
      this.requestRender();
    }
  }

  // Each property, and the attribute's name as a property name (Vue's `.prop` and jQuery's `.prop()` use it), not
  // enumerable.
  const accessors = [
    ...props.map((prop) => [prop, prop, true] as const),
    ...[...byKebabProperty].map(([name, prop]) => [name, prop, false] as const),
  ];
  for (const [name, prop, enumerable] of accessors) {
    Object.defineProperty(SgElement.prototype, name, {
      configurable: true,
      enumerable,
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
