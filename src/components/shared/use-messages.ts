import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { loadChunk } from '../../core/lazy';
import { formatMessage, normalizeLocale, type MessageBundle, type MessageValues, type Translate } from '../../core/messages';
import { pageConfig } from '../../state/config';

type Texts = Readonly<Record<string, string>>;
type Runtime = typeof import('../../state/messages');

export type { Translate };

/**
 * The element that gives `host` its `lang`: itself or the nearest ancestor with one, across shadow roots (an element
 * the header renders in its own shadow tree speaks the header's), else `<html>`.
 */
function langSource(host: Element | null | undefined): Element | null {
  for (let node: Element | null | undefined = host; node; ) {
    const found = node.closest('[lang]');
    if (found) return found;
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return typeof document === 'undefined' ? null : document.documentElement;
}

/** The `lang` an element is under, as written (see `langSource`). */
const langOf = (host: Element | null | undefined) => langSource(host)?.getAttribute('lang') ?? null;

/** The locale an element speaks: its own `lang`, else the nearest ancestor's, else `<html lang>`; null when none. */
export function localeOf(host: Element | null | undefined): string | null {
  return normalizeLocale(langOf(host));
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
/** Counts what changes texts without a `lang` change: the runtime arriving, a translation arriving. */
let version = 0;
const changed = () => {
  version++;
  waiting.forEach((update) => update());
};

function loadRuntime(): void {
  runtimeLoad ??= loadChunk(() => import('../../state/messages')).then(
    (module) => {
      runtime = module;
      module.subscribeMessages(changed);
      changed();
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
export type Words = (<M extends Texts>(bundle: MessageBundle<string, M>) => Translate<M>) & {
  /**
   * Equal between two renders when every text would be the same (the locale, what has loaded, the configuration);
   * useWords sets it, a test's stand-in may not.
   */
  readonly key?: string;
};

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
  // The element's `lang` and what has loaded, as an external store: React compares it again once subscribed, so a
  // `lang` changed between the render and the subscription is not missed.
  const subscribe = useCallback(
    (update: () => void) => {
      waiting.add(update);
      const observer = new MutationObserver(update);
      // A lang set, changed or removed on any ancestor: the document's light tree, and each shadow tree the element
      // sits in (a lang the header gets later reaches the mini cart in its shadow tree).
      const options = { attributes: true, attributeFilter: ['lang'], subtree: true };
      observer.observe(document.documentElement, options);
      for (let root = host?.getRootNode(); root instanceof ShadowRoot; root = root.host.getRootNode()) observer.observe(root, options);
      return () => {
        waiting.delete(update);
        observer.disconnect();
      };
    },
    [host],
  );
  const seen = useSyncExternalStore(subscribe, () => `${version} ${langOf(host) ?? ''}`);
  const locale = localeOf(host);
  const needed = needsRuntime(locale, configId);
  useEffect(() => {
    if (needed) loadRuntime();
  }, [needed]);
  const loaded = needed ? runtime : null;
  const own = locale ?? 'en-US';
  const words = <M extends Texts>(bundle: MessageBundle<string, M>): Translate<M> =>
    loaded
      ? loaded.messagesFor(bundle, locale, configId)
      : Object.assign((key: Extract<keyof M, string>, values?: MessageValues) => formatMessage(bundle.defaults[key]!, values, own), {
          locale: own,
        });
  return Object.assign(words, { key: `${seen} ${locale ?? ''} ${configId} ${loaded ? 1 : 0}` });
}
