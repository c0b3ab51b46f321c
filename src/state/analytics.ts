import {
  DEFAULT_PAGE_TYPE_RULES,
  PAGE_TYPES,
  PRIORITY_NAMES,
  adobeState,
  pageTypeOf,
  toAdobe,
  toGa4,
  type AnalyticsContext,
  type AnalyticsDetail,
  type AnalyticsEventName,
  type AnalyticsEvents,
  type AnalyticsItem,
  type AuthenticationMethod,
  type PageType,
  type PageTypeRule,
  type SearchSource,
} from '../core/analytics';
import type { Cart, CartLine } from '../core/api/cart';
import { configSection, sectionWarning } from '../core/config';
import { COOKIES } from '../core/constants';
import { emitEvent } from '../core/events';
import { getCookie, session as sessionStore } from '../core/storage';
import type { Fact } from './analytics-bus';
import { pageConfig, warnConfigOnce } from './config';
import { session } from './session';
import { openFlyout } from './ui';

/**
 * The analytics runtime (docs/analytics.md), a lazy chunk loaded by `startAnalytics` (analytics-bus.ts) only on a page
 * whose configuration has an `analytics` section. It keeps the page context, turns the elements' `sg-*` events and
 * reported facts into analytics events, and, once the page has given consent, delivers each one after the frame of
 * the interaction that caused it: the `sg-analytics` DOM event on the document, then each configured data layer.
 */

export type Layer = 'ga4' | 'adobe';

export interface AnalyticsSettings {
  layers: Layer[];
  consent: boolean;
  page: Partial<Pick<AnalyticsContext, 'pageName' | 'pageTitle' | 'pageHierarchy' | 'pageEnv' | 'l1' | 'l2' | 'l3' | 'l4'>> & { pageType?: PageType };
  rules: PageTypeRule[];
}

/** This tab's sign-in method (sessionStorage), so the next pages of the visit still know it (not `remembered`). */
export const SIGN_IN_METHOD_KEY = 'sgAnalyticsSignIn';

const LAYERS: readonly string[] = ['ga4', 'adobe'];
const text = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The `analytics` section, checked: each wrong value gives one warning (once per page) and its default. */
export function readSettings(config: Readonly<Record<string, unknown>>, id: string): AnalyticsSettings {
  const { values, problem } = configSection(config, 'analytics');
  const problems = problem ? [problem] : [];
  const settings: AnalyticsSettings = { layers: [], consent: false, page: {}, rules: [] };
  const { layers, consent, page, pageTypeRules, ...others } = values;
  for (const key of Object.keys(others)) problems.push(`${key} is not an analytics setting`);
  if (layers !== undefined) {
    if (Array.isArray(layers) && layers.every((layer) => LAYERS.includes(layer as string))) settings.layers = [...new Set(layers as Layer[])];
    else problems.push(`layers must be a list of ${LAYERS.map((l) => `"${l}"`).join(', ')}`);
  }
  if (consent !== undefined) {
    if (consent === 'granted' || consent === 'denied') settings.consent = consent === 'granted';
    else problems.push('consent must be "granted" or "denied"');
  }
  if (page !== undefined) {
    if (page && typeof page === 'object' && !Array.isArray(page)) {
      const given = page as Record<string, unknown>;
      for (const [key, value] of Object.entries(given)) {
        if (key === 'pageType') {
          if ((PAGE_TYPES as readonly unknown[]).includes(value)) settings.page.pageType = value as PageType;
          else problems.push(`page.pageType "${String(value)}" is not a page type`);
        } else if (key === 'pageHierarchy') {
          if (Array.isArray(value) && value.every(text)) settings.page.pageHierarchy = value as string[];
          else problems.push('page.pageHierarchy must be a list of names');
        } else if (['pageName', 'pageTitle', 'pageEnv', 'l1', 'l2', 'l3', 'l4'].includes(key)) {
          if (text(value)) (settings.page as Record<string, unknown>)[key] = value;
          else problems.push(`page.${key} must be text`);
        } else {
          problems.push(`page.${key} is not a page field`);
        }
      }
    } else {
      problems.push('page must be an object');
    }
  }
  if (pageTypeRules !== undefined) {
    const valid = (rule: unknown): rule is PageTypeRule => {
      if (!rule || typeof rule !== 'object') return false;
      const { contains, path, type } = rule as Record<string, unknown>;
      return (PAGE_TYPES as readonly unknown[]).includes(type) && (text(contains) || (typeof path === 'string' && path.startsWith('/')));
    };
    if (Array.isArray(pageTypeRules) && pageTypeRules.every(valid)) settings.rules = pageTypeRules;
    else problems.push('pageTypeRules must be a list of { "contains": text or "path": "/...", "type": a page type }');
  }
  if (problems.length) warnConfigOnce(sectionWarning('sg-elements', `configuration "#${id}"`, 'analytics', problems), { id, name: 'analytics' });
  return settings;
}

/** The visitor's part of the context, from the session cookies and this tab's sign-in method. */
function visitor(): Pick<AnalyticsContext, 'visitorStatus' | 'visitorId' | 'registrationStatus' | 'authenticationMethod'> {
  const current = session.peek();
  const signedIn = current.visitorType === 'registered';
  const known = signedIn || (current.userId !== null && current.hasPersistentLogin);
  const stored = sessionStore.get(SIGN_IN_METHOD_KEY);
  const method: AuthenticationMethod | null = !signedIn ? null : stored === 'password' || stored === 'one-time-code' ? stored : 'remembered';
  return {
    visitorStatus: signedIn ? 'authenticated' : known ? 'registered' : 'guest',
    visitorId: known ? current.userId : null,
    registrationStatus: known ? 'registered' : 'unregistered',
    authenticationMethod: method,
  };
}

/** The page's context as the settings and the URL give it; the visitor and the store from the cookies. */
export function buildContext(settings: AnalyticsSettings, url: URL, title: string): AnalyticsContext {
  const { page } = settings;
  const hierarchy = page.pageHierarchy ?? [];
  return {
    pageName: page.pageName ?? (url.pathname === '/' ? 'home' : url.pathname.replace(/^\/|\/$/g, '')),
    pageType: page.pageType ?? pageTypeOf(url, [...settings.rules, ...DEFAULT_PAGE_TYPE_RULES]),
    pageTitle: page.pageTitle ?? title,
    pageHierarchy: hierarchy,
    pageEnv: page.pageEnv ?? null,
    l1: page.l1 ?? hierarchy[0] ?? null,
    l2: page.l2 ?? hierarchy[1] ?? null,
    l3: page.l3 ?? hierarchy[2] ?? null,
    l4: page.l4 ?? hierarchy[3] ?? null,
    ...visitor(),
    storeSelected: getCookie(COOKIES.storeLocationId),
    componentsViewed: [],
  };
}

const itemOf = (line: CartLine, currency: string, quantity = line.quantity): AnalyticsItem => ({
  productId: line.parentSkuId || line.productId,
  sku: line.skuId,
  name: line.name || null,
  quantity,
  unitPrice: line.unitPrice,
  currency,
});

const cartData = (cart: Cart) => ({
  value: cart.totals.orderTotal,
  currency: cart.totals.currency,
  items: cart.lines.map((line) => itemOf(line, cart.totals.currency)),
});

/** The `componentsViewed` name of each page flyout. */
const FLYOUT_COMPONENTS = { search: 'search panel', cart: 'cart drawer', account: 'account flyout', store: 'store flyout' } as const;

/**
 * An error key as reported: a key is upper-case letters, digits and underscores (`_ERR_TIMEOUT`, `GEO_FAILED`, the
 * spec's section 8); anything else a server sent in its place (text, an address) is reported as the default key. The
 * catalogues themselves are not loaded here (they live in the elements' chunks).
 */
export const errorKeyOf = (key: unknown): string => (typeof key === 'string' && /^[A-Z0-9_]{1,64}$/.test(key) ? key : '_ERR_DEFAULT_KEY');

const NO_CART = { value: 0, currency: 'USD', items: [] };

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

interface Runtime {
  settings: AnalyticsSettings;
  context: AnalyticsContext;
  consent: boolean;
  queue: AnalyticsDetail[];
  lastCart: Cart | null;
  stop: () => void;
}

let runtime: Runtime | null = null;

/**
 * Starts the runtime for the page: reads the configuration (`sg-config`), builds the context, listens. `consent` is
 * what the page said by event while the chunk loaded (it wins over the configuration's default). Returns the sink
 * for the elements' facts.
 */
export function startRuntime(consent?: boolean): (fact: Fact) => void {
  runtime?.stop();
  const source = pageConfig();
  const settings = readSettings(source.config, source.id);
  const listeners: Array<[string, EventListener, EventTarget]> = [];
  const on = (target: EventTarget, name: string, listener: EventListener) => {
    target.addEventListener(name, listener, true);
    listeners.push([name, listener, target]);
  };
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const state: Runtime = {
    settings,
    context: buildContext(settings, new URL(location.href), document.title),
    consent: consent ?? settings.consent,
    queue: [],
    lastCart: null,
    stop: () => {
      for (const [name, listener, target] of listeners) target.removeEventListener(name, listener, true);
      stopSession();
      stopFlyouts();
      observer.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      if (runtime === state) runtime = null;
    },
  };
  runtime = state;
  if (state.consent) pushState(state);

  const flush = () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    frame = 0;
    const queued = state.queue.splice(0);
    if (!state.consent) return;
    for (const detail of queued) deliver(state, detail);
  };
  /** Queues an event for after the interaction's frame (before consent: dropped, not kept). */
  const track = <N extends AnalyticsEventName>(name: N, data: AnalyticsEvents[N]) => {
    if (!state.consent) return;
    state.queue.push({ name, context: structuredClone(state.context), data } as AnalyticsDetail);
    if (frame === 0) frame = requestAnimationFrame(() => (timer = setTimeout(flush, 0)));
  };
  const viewed = (component: string) => {
    if (state.context.componentsViewed.includes(component)) return;
    state.context.componentsViewed = [...state.context.componentsViewed, component];
    track('component_view', { component });
  };

  const watching = new Map<Element, string>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        // A box of no area (a banner squeezed to 0 px by the sub-header's fit) counts as intersecting: not seen.
        if (!entry.isIntersecting || entry.intersectionRect.width === 0 || entry.intersectionRect.height === 0) continue;
        observer.unobserve(entry.target);
        viewed(watching.get(entry.target) ?? '');
        watching.delete(entry.target);
      }
    },
    { threshold: 0.5 },
  );
  const watch = (element: Element, component: string) => {
    if (state.context.componentsViewed.includes(component)) return;
    watching.set(element, component);
    observer.observe(element);
  };

  const stopSession = session.subscribe(() => {
    Object.assign(state.context, visitor());
  });
  // The flyouts shown (the menus are told apart by their `sg-menu-toggle` events).
  const stopFlyouts = openFlyout.subscribe((flyout) => {
    if (!flyout || flyout === 'menu') return;
    // The cart viewed: the drawer opened (a mini cart with no drawer on the page links to the cart page instead).
    if (flyout === 'cart') {
      const cart = state.lastCart;
      track('cart_view', { orderId: cart?.orderId ?? null, itemCount: cart?.count ?? 0, ...(cart ? cartData(cart) : NO_CART) });
    }
    viewed(FLYOUT_COMPONENTS[flyout]);
  });

  const detailOf = (event: Event) => ((event as CustomEvent<Record<string, unknown> | null>).detail ?? {}) as Record<string, unknown>;
  on(document, 'sg-search', (event) => {
    const d = detailOf(event);
    track('search', { term: str(d.term), source: str(d.source) as SearchSource, position: num(d.position) });
  });
  on(document, 'sg-navigate', (event) => {
    const d = detailOf(event);
    if (d.source === 'qrcode_search') track('search', { term: str(d.label), source: 'qrcode_search', position: null });
    else if (Array.isArray(d.hierarchy)) track('navigation', { path: d.hierarchy.map(String), categoryId: typeof d.categoryId === 'string' ? d.categoryId : null });
    else track('suggestion_select', { kind: str(d.kind), label: str(d.label), position: num(d.position) });
  });
  on(document, 'sg-checkout-start', (event) => {
    const d = detailOf(event);
    const cart = state.lastCart;
    track('checkout_start', { orderId: str(d.orderId), ...(cart ? cartData(cart) : NO_CART) });
  });
  on(document, 'sg-store-change', (event) => {
    const d = detailOf(event);
    state.context.storeSelected = str(d.storeId) || state.context.storeSelected;
    track('store_select', { storeId: str(d.storeId), storeName: str(d.name) });
  });
  on(document, 'sg-sdd-change', (event) => {
    const d = detailOf(event);
    const label = d.label === 'SDD' || d.label === 'NDD' ? d.label : null;
    track('delivery_zip_change', { zip: str(d.zip), storeId: str(d.storeId), label, priority: PRIORITY_NAMES[num(d.priority) ?? 0] ?? 'UNKNOWN' });
  });
  on(document, 'sg-sign-in', (event) => {
    const method = str(detailOf(event).method);
    // The context's method: a one-time code is one; a password, a new account or a reset password are a password.
    sessionStore.set(SIGN_IN_METHOD_KEY, method === 'one-time-code' ? 'one-time-code' : 'password');
    Object.assign(state.context, visitor());
    track(method === 'create-account' ? 'sign_up' : 'login', { method });
  });
  on(document, 'sg-sign-out', () => {
    sessionStore.remove(SIGN_IN_METHOD_KEY);
  });
  on(document, 'sg-gift-card-balance', (event) => {
    track('gift_card_balance', { outcome: str(detailOf(event).outcome) });
  });
  on(document, 'sg-menu-toggle', (event) => {
    const d = detailOf(event);
    if (d.open === true) viewed(d.menu === 'hamburger' ? 'hamburger menu' : `mega menu: ${str(d.label)}`);
  });
  // Anything still queued when the page goes away (a link followed, a search run) is delivered first.
  on(window, 'pagehide', flush);
  on(document, 'visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  on(document, 'sg-analytics-consent', (event) => {
    const granted = (event as CustomEvent<{ granted?: unknown } | null>).detail?.granted === true;
    if (granted === state.consent) return;
    state.consent = granted;
    if (granted) pushState(state);
    else state.queue.length = 0;
  });

  return (fact) => {
    if (runtime !== state) return;
    if (fact.type === 'cart') {
      const emitted = fact.emitted as { type: string; cart?: Cart; orderItemId?: string; quantity?: number; skuId?: string; productId?: string; unitPrice?: number | null; currency?: string };
      if (emitted.type === 'added') {
        track('add_to_cart', {
          item: { productId: str(emitted.productId), sku: str(emitted.skuId), name: null, quantity: emitted.quantity ?? 1, unitPrice: emitted.unitPrice ?? null, currency: emitted.currency || 'USD' },
        });
      } else if (emitted.type === 'lineConfirmed') {
        const line = state.lastCart?.lines.find((l) => l.orderItemId === emitted.orderItemId);
        const to = emitted.quantity ?? 0;
        if (line && state.lastCart) {
          const currency = state.lastCart.totals.currency;
          if (to === 0) track('remove_from_cart', { item: itemOf(line, currency) });
          else track('quantity_change', { item: itemOf(line, currency, to), from: line.quantity, to });
        }
      }
      if (emitted.cart) state.lastCart = emitted.cart;
    } else if (fact.type === 'view') {
      // An element to watch: viewed once half of it is in the viewport (a banner), else viewed now (a flyout's body).
      if (fact.element instanceof Element) watch(fact.element, str(fact.component));
      else viewed(str(fact.component));
    } else if (fact.type === 'voice' || fact.type === 'scan') {
      track(fact.type === 'voice' ? 'voice_search' : 'barcode_scan', { outcome: str(fact.outcome) });
    } else if (fact.type === 'error') {
      track('error_shown', { errorKey: errorKeyOf(fact.error), component: str(fact.component) });
    }
  };
}

/** Gives each layer the context (the Adobe layer keeps it as its state). */
function pushState(state: Runtime): void {
  if (state.settings.layers.includes('adobe')) adobeLayer().push(adobeState(state.context));
}

const adobeLayer = () => ((window as unknown as { adobeDataLayer?: unknown[] }).adobeDataLayer ??= []);
const dataLayer = () => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);

function deliver(state: Runtime, detail: AnalyticsDetail): void {
  emitEvent(document, 'sg-analytics', detail);
  for (const layer of state.settings.layers) {
    try {
      if (layer === 'ga4') dataLayer().push(toGa4(detail));
      else adobeLayer().push(toAdobe(detail));
    } catch (error) {
      // A page's layer that throws (a tag manager's bug) costs that layer its event, never the others or the page.
      console.warn(`sg-elements: the ${layer} data layer refused the "${detail.name}" event.`, error);
    }
  }
}

/** The context now (tests, and the demo's analytics log). */
export function analyticsContext(): AnalyticsContext | null {
  return runtime ? structuredClone(runtime.context) : null;
}

/** Tests: stop listening. */
export function stopAnalyticsForTests(): void {
  runtime?.stop();
}
