/**
 * React 19 JSX types for the elements (issue 13): with this file in a project (`/// <reference types="sg-elements/jsx" />`
 * or `import type {} from 'sg-elements/jsx'`), `<sg-search min-chars="2" featuredCategories={[...]}
 * onsg-search={(e) => e.detail.term} />` type-checks. Each tag takes the HTML attributes React knows, its attributes
 * by their kebab-case names (text, as HTML has them), its properties by their camelCase names with their types (React
 * 19 sets a property when the element has it, so objects go there), and `onsg-*` handlers for every `sg-*` event,
 * typed by the event's detail. Types only: nothing here runs.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { SgDocumentEventMap } from './events';
import type { Kebab, SgAllProperties } from './props';
import type { SgAccount } from './sg-account';
import type { SgCartDrawer } from './sg-cart-drawer';
import type { SgGiftCardBalance } from './sg-gift-card-balance';
import type { SgHeader } from './sg-header';
import type { SgMiniCart } from './sg-mini-cart';
import type { SgSearch } from './sg-search';
import type { SgStoreLocator } from './sg-store-locator';
import type { SgToasts } from './sg-toasts';

export type { SgAllProperties } from './props';

/** The properties whose names differ from their attributes' (`minChars`, `featuredCategories`), with their types. */
export type SgProperties<E> = {
  [K in keyof SgAllProperties<E> as K extends string ? (Kebab<K> extends K ? never : K) : never]?: SgAllProperties<E>[K];
};

/** The attributes (`min-chars`, `sticky`) taking text; a one-word name is its property too and also takes its value. */
export type SgAttributes<E> = {
  [K in keyof SgAllProperties<E> as K extends string ? Kebab<K> : never]?: (K extends string ? (Kebab<K> extends K ? SgAllProperties<E>[K] : never) : never) | string | number | boolean;
};

/** `onsg-search`, `onsg-cart-change`, ...: React 19 listens for the event of a custom element's `on`-prop. */
export type SgEventHandlers = {
  [K in keyof SgDocumentEventMap as `on${K}`]?: (event: SgDocumentEventMap[K]) => void;
};

export type SgJsx<E extends HTMLElement> = DetailedHTMLProps<HTMLAttributes<E>, E> & SgProperties<E> & SgAttributes<E> & SgEventHandlers;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'sg-account': SgJsx<SgAccount>;
      'sg-cart-drawer': SgJsx<SgCartDrawer>;
      'sg-gift-card-balance': SgJsx<SgGiftCardBalance>;
      'sg-header': SgJsx<SgHeader>;
      'sg-mini-cart': SgJsx<SgMiniCart>;
      'sg-search': SgJsx<SgSearch>;
      'sg-store-locator': SgJsx<SgStoreLocator>;
      'sg-toasts': SgJsx<SgToasts>;
    }
  }
}
