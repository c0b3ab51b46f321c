/**
 * Vue 3 types for the elements (issue 13): with this file in a project (`import type {} from 'sg-elements/vue'` in
 * one module, or `"types": ["sg-elements/vue"]` in tsconfig), Vue's template type-checking (vue-tsc, the Vue
 * language tools; `strictTemplates` too) knows every `<sg-*>` tag through `GlobalComponents`: its properties with
 * their types, Vue's and HTML's own attributes (`class`, `style`, `id`, `aria-*`, `key`, `ref`), and an
 * `@sg-search`-style handler for every `sg-*` event, typed by the event's detail. Written from the same element
 * types as the React JSX types (`props.ts`), so the two cannot drift. Types only: nothing here runs, and the app's
 * compiler still needs `isCustomElement: (tag) => tag.startsWith('sg-')` to render the tags as custom elements.
 */
import type { AllowedComponentProps, ComponentCustomProps, HTMLAttributes, VNodeProps } from 'vue';
import type { SgDocumentEventMap } from './events';
import type { Pascal, SgAllProperties } from './props';
import type { SgAccount } from './sg-account';
import type { SgCartDrawer } from './sg-cart-drawer';
import type { SgGiftCardBalance } from './sg-gift-card-balance';
import type { SgHeader } from './sg-header';
import type { SgMiniCart } from './sg-mini-cart';
import type { SgSearch } from './sg-search';
import type { SgStoreLocator } from './sg-store-locator';
import type { SgToasts } from './sg-toasts';

/**
 * What a template may give a property: its value (`:min-chars="2"`, `:featuredCategories.prop="list"`), or the text
 * a static attribute gives (`min-chars="2"`, JSON text for a list), which the element reads as it reads the
 * attribute. Vue's type-check camelizes `min-chars` to `minChars`, so one name takes both; a number's text must be a
 * number.
 */
export type SgVueValue<T> = T | ([T] extends [number] ? `${number}` : [T] extends [string] ? never : string);

/** An element's properties as a template binds them (camelCase; Vue's checker camelizes the kebab-case names). */
export type SgVueProperties<E> = {
  [K in keyof SgAllProperties<E>]?: SgVueValue<SgAllProperties<E>[K]>;
};

/** `@sg-search` / `v-on:sg-search` (checked as `onSgSearch`), `@sg-cart-change`, ...: typed by the event's detail. */
export type SgVueEventHandlers = {
  [K in keyof SgDocumentEventMap as `on${Pascal<K>}`]?: (event: SgDocumentEventMap[K]) => void;
};

/** Everything a template may write on the tag. */
export type SgVueProps<E> = HTMLAttributes & AllowedComponentProps & VNodeProps & ComponentCustomProps & SgVueProperties<E> & SgVueEventHandlers;

/**
 * The type Vue's checker reads for a tag: a constructor of the element (so a template ref is the element) whose
 * instance declares `$props`, where the checker looks for what the tag accepts.
 */
export type SgVueElement<E extends HTMLElement> = new () => E & {
  /** @deprecated For Vue's template type-checking only: the element has no such property. */
  $props: SgVueProps<E>;
};

declare module 'vue' {
  interface GlobalComponents {
    'sg-account': SgVueElement<SgAccount>;
    'sg-cart-drawer': SgVueElement<SgCartDrawer>;
    'sg-gift-card-balance': SgVueElement<SgGiftCardBalance>;
    'sg-header': SgVueElement<SgHeader>;
    'sg-mini-cart': SgVueElement<SgMiniCart>;
    'sg-search': SgVueElement<SgSearch>;
    'sg-store-locator': SgVueElement<SgStoreLocator>;
    'sg-toasts': SgVueElement<SgToasts>;
  }
}
