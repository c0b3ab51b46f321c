/**
 * Thin React wrappers for the elements (`import { SgSearch } from 'sg-elements/react'`), as Shoelace ships with
 * `@lit/react`: they set camelCase props as PROPERTIES on every render (also before the element's script has defined
 * the tag: the element takes them at its upgrade), map `onSgSearch`-style props to `sg-search` listeners, and pass
 * kebab-case attributes, `className`, `style`, `id`, `slot`, `aria-*`, `data-*` and React's own handlers through. So
 * an object is never written as "[object Object]", `openOnAdd={false}` is not dropped, and a code-split element
 * script that arrives after the first render loses nothing.
 *
 * The wrappers do not load the elements: import the element's script too (`import 'sg-elements/elements/sg-search.js'`),
 * at once or lazily.
 */
import { createElement, forwardRef, useCallback, useLayoutEffect, useRef, type ForwardedRef, type ReactNode } from 'react';
import type { SgEventMap } from './events';
import type { SgAccount as AccountElement } from './sg-account';
import type { SgCartDrawer as CartDrawerElement } from './sg-cart-drawer';
import type { SgGiftCardBalance as GiftCardElement } from './sg-gift-card-balance';
import type { SgHeader as HeaderElement } from './sg-header';
import type { SgMiniCart as MiniCartElement } from './sg-mini-cart';
import type { SgSearch as SearchElement } from './sg-search';
import type { SgStoreLocator as StoreLocatorElement } from './sg-store-locator';
import type { SgToasts as ToastsElement } from './sg-toasts';
import type { Pascal, SgAllProperties } from './props';

/** Props React itself handles on any element (everything else that is camelCase becomes a property). */
const PASS_THROUGH = new Set(['children', 'className', 'style', 'id', 'slot', 'hidden', 'tabIndex', 'title', 'lang', 'dir', 'role', 'key', 'ref']);

/** `onSgSearch` -> `sg-search`, `onSgCartChange` -> `sg-cart-change`; null for other props. */
export function eventNameOf(prop: string): string | null {
  if (!/^onSg[A-Z]/.test(prop)) return null;
  return prop.slice(2).replace(/[A-Z]/g, (c, i: number) => `${i === 0 ? '' : '-'}${c.toLowerCase()}`);
}

type Handler = (event: Event) => void;

type EventProps = {
  [K in keyof SgEventMap as K extends `sg-${infer Rest}` ? `onSg${Pascal<Rest>}` : never]?: (event: SgEventMap[K]) => void;
};

/** A wrapper's props: the element's properties, its `onSg*` events, attributes and React's common props. */
export type SgWrapperProps<Properties> = Partial<Properties> &
  EventProps & {
    children?: ReactNode;
    className?: string;
    style?: Record<string, string | number>;
    id?: string;
    slot?: string;
    hidden?: boolean;
    [attribute: `${string}-${string}`]: unknown;
  };

function assignRef<T>(ref: ForwardedRef<T>, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** A wrapper component for `tag` (exported for elements of a page's own, and for tests). */
export function createWrapper<E extends HTMLElement, Properties = Record<string, unknown>>(tag: string) {
  const Wrapper = forwardRef<E, SgWrapperProps<Properties>>(function SgWrapper(props, forwarded) {
    const element = useRef<E | null>(null);
    const passed: Record<string, unknown> = {};
    const properties: Record<string, unknown> = {};
    const handlers: Record<string, Handler> = {};
    for (const [key, value] of Object.entries(props as Record<string, unknown>)) {
      const event = eventNameOf(key);
      if (event) {
        if (typeof value === 'function') handlers[event] = value as Handler;
      } else if (PASS_THROUGH.has(key) || key.includes('-') || /^on[A-Z]/.test(key)) {
        passed[key] = value;
      } else {
        properties[key] = value;
      }
    }

    // Properties on every render, before the browser paints (a property set before the upgrade is kept by the element);
    // one given before and not now goes back to its default (set to undefined), as @lit/react does.
    const previous = useRef<string[]>([]);
    useLayoutEffect(() => {
      const el = element.current as unknown as Record<string, unknown> | null;
      if (!el) return;
      for (const key of previous.current) if (!(key in properties)) el[key] = undefined;
      for (const [key, value] of Object.entries(properties)) if (el[key] !== value) el[key] = value;
      previous.current = Object.keys(properties);
    });

    // One listener per event for the element's life; it calls the latest handler.
    const latest = useRef(handlers);
    useLayoutEffect(() => {
      latest.current = handlers;
    });
    const names = Object.keys(handlers).sort().join(' ');
    useLayoutEffect(() => {
      const el = element.current;
      if (!el || !names) return;
      const listeners = names.split(' ').map((name) => [name, (event: Event) => latest.current[name]?.(event)] as const);
      for (const [name, listener] of listeners) el.addEventListener(name, listener);
      return () => {
        for (const [name, listener] of listeners) el.removeEventListener(name, listener);
      };
    }, [names]);

    const ref = useCallback(
      (node: E | null) => {
        element.current = node;
        assignRef(forwarded, node);
      },
      [forwarded],
    );
    return createElement(tag, { ...passed, ref });
  });
  Wrapper.displayName = tag
    .split('-')
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
  return Wrapper;
}

type Own<E> = SgAllProperties<E>;

export const SgAccount = createWrapper<AccountElement, Own<AccountElement>>('sg-account');
export const SgHeader = createWrapper<HeaderElement, Own<HeaderElement>>('sg-header');
export const SgSearch = createWrapper<SearchElement, Own<SearchElement>>('sg-search');
export const SgMiniCart = createWrapper<MiniCartElement, Own<MiniCartElement>>('sg-mini-cart');
export const SgCartDrawer = createWrapper<CartDrawerElement, Own<CartDrawerElement>>('sg-cart-drawer');
export const SgGiftCardBalance = createWrapper<GiftCardElement, Own<GiftCardElement>>('sg-gift-card-balance');
export const SgStoreLocator = createWrapper<StoreLocatorElement, Own<StoreLocatorElement>>('sg-store-locator');
export const SgToasts = createWrapper<ToastsElement, Own<ToastsElement>>('sg-toasts');
