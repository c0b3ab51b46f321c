import { loadChunk } from '../core/lazy';
import { BUILT_IN_LOCALES, catalogueLocale, DEFAULT_LOCALE, overrideProblem } from '../core/message-checks';
import { formatMessage, type MessageBundle, type MessageValues, type Translate } from '../core/messages';
import type { MessageId } from '../locales/catalogue';
import { pageConfig, warnConfigOnce } from './config';

/**
 * The messages runtime, a lazy chunk (loaded by `useMessages` only for a page locale other than English or a page
 * configuration with a `messages` section): the built-in translations loaded so far (each locale its own chunk,
 * loaded the first time an element renders in it), and the configuration's `messages` section, checked once per page
 * and bundle (docs/messages.md). No signals: an element that shows no shared state (the gift card) does not load the
 * page store for its texts.
 */

type Texts = Readonly<Record<string, string>>;

/** A translation chunk: its messages by id (src/locales/<locale>.ts). */
export type LocaleCatalogue = Texts;

/** Built-in translations, each its own chunk (no element loads one the page does not ask for). */
const BUILT_IN: Record<string, () => Promise<{ default: LocaleCatalogue }>> = {
  'fr-CA': () => import('../locales/fr-CA'),
};

const loaded = new Map<string, LocaleCatalogue>();
const loading = new Set<string>();
const listeners = new Set<() => void>();

/** Calls `listener` when a translation arrives; returns what unsubscribes. */
export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function ensureLoaded(locale: string): void {
  const load = BUILT_IN[locale];
  if (!load || loaded.has(locale) || loading.has(locale)) return;
  loading.add(locale);
  loadChunk(load).then(
    (module) => {
      loaded.set(locale, module.default);
      listeners.forEach((listener) => listener());
    },
    () => {
      // The texts stay in English (a shopper still reads every control) and the page hears once why.
      loading.delete(locale);
      warnConfigOnce(`sg-elements: the ${locale} texts could not load; English is shown.`);
    },
  );
}

/** The configuration's `messages` section: locale tag -> message id -> text. Anything else is left out, with a warning. */
function pageMessages(configId: string): Readonly<Record<string, Texts>> {
  const source = pageConfig(configId);
  const section = source.config.messages;
  if (section === undefined) return {};
  const where = { id: source.id, name: 'messages' };
  if (!section || typeof section !== 'object' || Array.isArray(section)) {
    warnConfigOnce(`sg-elements: configuration "#${source.id}", section messages: is not an object of locales. The built-in texts are used.`, where);
    return {};
  }
  const locales: Record<string, Texts> = {};
  for (const [tag, texts] of Object.entries(section as Record<string, unknown>)) {
    if (texts && typeof texts === 'object' && !Array.isArray(texts)) locales[tag] = texts as Texts;
  }
  return locales;
}

/**
 * Every bundle's namespace (the first part of an id): a page's text whose id has none of them is a misspelt id,
 * whichever elements are on the page. The type below fails when a bundle is added to the catalogue and not here.
 */
const NAMESPACES = [
  'account',
  'accountError',
  'captcha',
  'cartDrawer',
  'cartError',
  'checkoutId',
  'error',
  'giftCard',
  'header',
  'miniCart',
  'payLater',
  'payment',
  'pickupPerson',
  'quickView',
  'productCarousel',
  'saveForLater',
  'scanner',
  'search',
  'storeLocator',
  'toasts',
  'voice',
] as const;
type Namespace = MessageId extends `${infer N}.${string}` ? N : never;
const everyNamespace: [Exclude<Namespace, (typeof NAMESPACES)[number]>] extends [never] ? true : false = true;
void everyNamespace;

const unknownChecked = new WeakSet<object>();

/** One warning per page for each id of the section whose namespace no bundle has. */
function warnUnknownNamespaces(section: Readonly<Record<string, Texts>>, configId: string): void {
  for (const [locale, texts] of Object.entries(section)) {
    if (unknownChecked.has(texts)) continue;
    unknownChecked.add(texts);
    for (const id of Object.keys(texts)) {
      if (!(NAMESPACES as readonly string[]).includes(id.split('.')[0]!)) {
        warnConfigOnce(`sg-elements: configuration "#${pageConfig(configId).id}", messages, ${locale}: ${id} is not a message of the catalogue. The built-in text is used.`);
      }
    }
  }
}

const checked = new WeakMap<object, Map<string, Texts>>();

/**
 * The page's valid texts for one bundle in one locale: each override is used only when `overrideProblem` finds
 * nothing, and every problem (an id the bundle does not have, a text without the default's arguments) is one warning
 * per page and message.
 */
function overridesFor(bundle: MessageBundle, locale: string, configId: string): Texts {
  const section = pageMessages(configId);
  const texts = section[locale];
  if (!texts) return {};
  let byKey = checked.get(texts);
  if (!byKey) checked.set(texts, (byKey = new Map()));
  const cachedTexts = byKey.get(bundle.namespace);
  if (cachedTexts) return cachedTexts;
  const prefix = `${bundle.namespace}.`;
  const valid: Record<string, string> = {};
  for (const [id, value] of Object.entries(texts)) {
    if (!id.startsWith(prefix)) continue;
    const key = id.slice(prefix.length);
    // Own keys only: "giftCard.toString" or "giftCard.__proto__" is no message either.
    const fallback = Object.hasOwn(bundle.defaults, key) ? bundle.defaults[key] : undefined;
    const problem = fallback === undefined ? `${id} is not a message of the catalogue` : overrideProblem(id, fallback, value);
    if (problem) warnConfigOnce(`sg-elements: configuration "#${pageConfig(configId).id}", messages, ${locale}: ${problem}. The built-in text is used.`);
    else valid[key] = value as string;
  }
  byKey.set(bundle.namespace, valid);
  return valid;
}

/**
 * The texts of `bundle` for the page locale `locale` (the element's or the page's `lang`, null when none): the page's
 * override, else the built-in translation once its chunk is there (asked for here), else the en-US default.
 */
export function messagesFor<M extends Texts>(bundle: MessageBundle<string, M>, locale: string | null, configId = ''): Translate<M> {
  const section = pageMessages(configId);
  warnUnknownNamespaces(section, configId);
  const configured = Object.keys(section);
  const tag = catalogueLocale(locale, [...BUILT_IN_LOCALES, ...configured]);
  if (tag !== DEFAULT_LOCALE) ensureLoaded(tag);
  const overrides = overridesFor(bundle, tag, configId);
  const translation = loaded.get(tag);
  const formatLocale = locale ?? tag;
  const translate = (key: Extract<keyof M, string>, values?: MessageValues) => {
    const text = overrides[key] ?? translation?.[`${bundle.namespace}.${key}`] ?? bundle.defaults[key]!;
    return formatMessage(text, values, formatLocale);
  };
  return Object.assign(translate, { locale: formatLocale });
}

/** Forgets loaded translations (tests). */
export function resetMessagesForTests(): void {
  loaded.clear();
  loading.clear();
}
