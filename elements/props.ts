/**
 * The one description of an element's properties that the framework types are written from (issue 13): React's JSX
 * types (`jsx.ts`), the React wrappers' props (`react.ts`) and Vue's `GlobalComponents` (`vue.ts`) all map these, so
 * an attribute added to an element shows up in every one of them. Types only: nothing here runs, and nothing here
 * names a framework.
 */
import type { SgHost } from '../src/components/shared/host';
import type { SgElementBase } from './define';

/** `featuredCategories` -> `featured-categories` (an attribute's name from its property's). */
export type Kebab<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Kebab<Tail>}`
  : S;

/** `sg-cart-change` -> `SgCartChange` (an event's name in a handler prop: `onSgCartChange`). */
export type Pascal<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Capitalize<Head>}${Pascal<Tail>}` : Capitalize<S>;

/** An element's own properties (its attributes in camelCase, and the like of `config`), without methods. */
export type SgAllProperties<E> = {
  [K in keyof E as K extends keyof SgHost | keyof SgElementBase | keyof HTMLElement ? never : E[K] extends (...args: never[]) => unknown ? never : K]: E[K];
};
