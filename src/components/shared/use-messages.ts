import { useEffect, useReducer } from 'react';
import { loadChunk } from '../../core/lazy';
import { formatMessage, normalizeLocale, type MessageBundle, type MessageValues } from '../../core/messages';
import { pageConfig } from '../../state/config';

type Texts = Readonly<Record<string, string>>;
type Runtime = typeof import('../../state/messages');

/** A bundle's text function: `t('submit')`, `t('count', { count: 2 })`. */
export type Translate<M extends Texts> = (key: Extract<keyof M, string>, values?: MessageValues) => string;

/** The locale an element speaks: its own `lang`, else the nearest ancestor's, else `<html lang>`; null when none. */
export function localeOf(host: Element | null | undefined): string | null {
  const from = host?.closest('[lang]') ?? (typeof document === 'undefined' ? null : document.documentElement);
  return normalizeLocale(from?.getAttribute('lang'));
}

/**
 * Whether texts need more than the en-US defaults: a locale of another language, or a page configuration with a
 * `messages` section. Only then is the messages runtime (src/state/messages.ts: translations, the page's texts and
 * their checks) loaded, so an English page without overrides spends nothing on it.
 */
const needsRuntime = (locale: string | null, configId: string) =>
  (locale !== null && !locale.toLowerCase().startsWith('en')) || pageConfig(configId).config.messages !== undefined;

let runtime: Runtime | null = null;
let runtimeLoad: Promise<Runtime> | null = null;
const waiting = new Set<() => void>();

function loadRuntime(): void {
  runtimeLoad ??= loadChunk(() => import('../../state/messages')).then(
    (module) => {
      runtime = module;
      module.subscribeMessages(() => waiting.forEach((update) => update()));
      waiting.forEach((update) => update());
      return module;
    },
    (error: unknown) => {
      // English stays (every control still reads), the page hears why once, and a later render tries again.
      runtimeLoad = null;
      console.warn('sg-elements: the page\'s texts could not load; the built-in English texts are shown.', error);
      throw error;
    },
  );
  runtimeLoad.catch(() => undefined);
}

// A French page (or one that words its own texts) starts the runtime while React loads, so the first render
// usually has it.
if (typeof document !== 'undefined' && needsRuntime(localeOf(null), '')) loadRuntime();

/** Any bundle's texts for one element (`useWords`). */
export type Words = <M extends Texts>(bundle: MessageBundle<string, M>) => Translate<M>;

/**
 * A bundle's texts for this element: its locale (`localeOf`) and, when it needs them, the page's texts from
 * configuration `configId` and the built-in translation (both from the lazy runtime; until it is there, the en-US
 * defaults). Renders again when they arrive, and when `lang` changes on the element or on `<html>`.
 */
export function useMessages<M extends Texts>(bundle: MessageBundle<string, M>, host: Element | null | undefined, configId = ''): Translate<M> {
  return useWords(host, configId)(bundle);
}

/** As `useMessages`, for texts of several bundles or of bundles known only at render (a toast's `MessageRef`). */
export function useWords(host: Element | null | undefined, configId = ''): Words {
  const [, update] = useReducer((n: number) => n + 1, 0);
  const locale = localeOf(host);
  const needed = needsRuntime(locale, configId);
  useEffect(() => {
    waiting.add(update);
    const observer = new MutationObserver(update);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    if (host) observer.observe(host, { attributes: true, attributeFilter: ['lang'] });
    return () => {
      waiting.delete(update);
      observer.disconnect();
    };
  }, [host]);
  useEffect(() => {
    if (needed) loadRuntime();
  }, [needed]);
  const loaded = needed ? runtime : null;
  return (bundle) =>
    loaded ? loaded.messagesFor(bundle, locale, configId) : (key, values) => formatMessage(bundle.defaults[key]!, values, locale ?? 'en-US');
}
