/**
 * Checks the header's sections of the page configuration (api-contract.md, "Header: the CMS configuration"): every
 * section is read on its own; a section of the wrong shape gives its defaults, a list item that fails is dropped, an
 * unsafe URL counts as missing, and each of these is a problem named by its path inside the section. Pure: no DOM but
 * `URL`, and it never throws, whatever the input.
 *
 * Decisions the contract leaves open (docs/elements/sg-header.md, "Configuration"):
 * - a top-level section that is present but not an object (null too) is a problem, as for the other elements;
 * - inside a section, a key of the wrong type is a problem and counts as missing; an empty or blank string counts as
 *   missing without a problem (CMSs write "" for an empty field);
 * - an unknown L1 `variation` is a problem and the item is a category; an unknown sub-header `variation` is a problem
 *   and the link is a plain link; enum values are matched exactly, `display_status` "hide" in any letter case;
 * - items that fail are dropped together with hidden ones, before L2 and L3 lists are cut to `maxItems`;
 * - problem paths use the item's index in the CMS's list (hidden items count).
 */
import type {
  FreeShippingBannerConfig,
  HeaderConfig,
  HeaderConfigResult,
  HeaderLogo,
  HeaderNav,
  NavBrand,
  NavL1,
  NavL2,
  NavL3,
  NavPromo,
  SubHeaderLink,
  TitledLink,
} from './header-config.types';
import type { PageConfig } from './config';
import {
  DEFAULT_CURRENCY,
  FREE_SHIPPING_THRESHOLD_GUEST,
  FREE_SHIPPING_THRESHOLD_REGISTERED,
  MENU_MAX_ITEMS_DEFAULT,
} from './constants';
import { formatCurrency } from './format';
import { mayAllowOrigin, safeHref } from './url';

const NAV_MAX_ITEMS_LIMIT = 50;

/** The sections this module checks (their problems are reported in the order they are read). */
type HeaderSection =
  | 'allowedOrigins'
  | 'logo'
  | 'nav'
  | 'subHeader'
  | 'freeShippingBanner'
  | 'storeLocator'
  | 'trackOrder'
  | 'customerCare'
  | 'chat'
  | 'feedback'
  | 'floatingHelp'
  | 'skipToCheckout'
  | 'deliveryZip';

/**
 * The values in use when the configuration says nothing (a fresh object each call). A text the configuration leaves
 * out is null: the header shows the message catalogue's text instead (`header.navLabel`, `header.storeLocatorTitle`,
 * `header.freeShippingText`, ...: src/components/header/header.messages.ts), in the element's locale and as the
 * page's `messages` section words it.
 */
export function headerConfigDefaults(): HeaderConfig {
  return {
    logo: null,
    allowedOrigins: [],
    nav: { label: null, maxItems: MENU_MAX_ITEMS_DEFAULT, l1: [] },
    subHeader: { links: [] },
    freeShippingBanner: {
      disabled: false,
      threshold: { guest: FREE_SHIPPING_THRESHOLD_GUEST, registered: FREE_SHIPPING_THRESHOLD_REGISTERED },
      texts: { guest: null, registered: null },
      links: [],
    },
    storeLocator: { title: null, href: '/stores' },
    trackOrder: { title: null, href: '/myaccount/orders' },
    customerCare: { title: null, href: '/customer-service' },
    chat: null,
    feedback: null,
    floatingHelp: { chat: false, feedback: null },
    skipToCheckout: false,
    deliveryZip: true,
  };
}

type Obj = Record<string, unknown>;
type Report = (problem: string) => void;

const isObject = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An own key's value only: nothing inherited (a polluted prototype) is ever read as configuration. */
const own = (obj: Obj, key: string): unknown => (Object.hasOwn(obj, key) ? obj[key] : undefined);

/** `l1[2]` + `seo_url` -> `l1[2].seo_url`; at a section's top level the key alone. */
const at = (path: string, key: string) => (path ? `${path}.${key}` : key);
const hasNo = (path: string, key: string) => (path ? `${path} has no ${key}` : `has no ${key}`);

const isBlank = (value: unknown) => typeof value === 'string' && value.trim() === '';
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Reads the pieces of one section with the URL rule's options and the section's problem list. */
class Reader {
  constructor(
    readonly report: Report,
    private readonly allow: readonly string[],
    private readonly base: string | undefined,
  ) {}

  /** A trimmed, non-empty text; null when missing or blank; a value of another type is a problem. */
  text(obj: Obj, key: string, path: string): string | null {
    const value = own(obj, key);
    if (value === undefined) return null;
    if (typeof value !== 'string') {
      this.report(`${at(path, key)} is not a string`);
      return null;
    }
    return value.trim() || null;
  }

  /** A URL under the URL rule, as `safeHref` gives it; null when missing, blank, of another type or refused. */
  url(obj: Obj, key: string, path: string, required = false): string | null {
    const value = own(obj, key);
    if (value === undefined || isBlank(value)) {
      if (required) this.report(hasNo(path, key));
      return null;
    }
    if (typeof value !== 'string') {
      this.report(`${at(path, key)} is not a string`);
      return null;
    }
    const href = safeHref(value, { allow: this.allow, base: this.base });
    if (href === null) this.report(`${at(path, key)} refused`);
    return href;
  }

  /** A list; null (and a problem) when the key holds something else; `[]` when missing. */
  list(obj: Obj, key: string, path: string): unknown[] | null {
    const value = own(obj, key);
    if (value === undefined) return [];
    if (Array.isArray(value)) return value;
    this.report(`${at(path, key)} is not a list`);
    return null;
  }

  boolean(obj: Obj, key: string, path: string, fallback: boolean): boolean {
    const value = own(obj, key);
    if (value === undefined) return fallback;
    if (typeof value === 'boolean') return value;
    this.report(`${at(path, key)} is not a boolean`);
    return fallback;
  }
}

/**
 * An `allowedOrigins` entry as an origin: a bare origin (scheme, host, optional port; at most a `/` after it; spaces
 * around trimmed) that the allow-list rule (`mayAllowOrigin`, src/core/url.ts) takes for a page at `page` (the page's
 * URL by default); null for anything else.
 */
export function allowListOrigin(value: unknown, page: string | undefined = globalThis.location?.href): string | null {
  if (typeof value !== 'string') return null;
  const raw = value.trim();
  // eslint-disable-next-line no-control-regex
  if (!raw || /[\u0000-\u001F\u007F-\u009F\s\\]/.test(raw) || raw.endsWith('?') || raw.endsWith('#')) return null;
  try {
    const url = new URL(raw);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    return bare && mayAllowOrigin(url, page) ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The `allowedOrigins` entries as origins (`allowListOrigin`), each refused entry a problem. `base`: the page's URL.
 */
function readAllowedOrigins(value: unknown, report: Report, base: string | undefined): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    report('is not a list');
    return [];
  }
  const origins: string[] = [];
  value.forEach((entry, i) => {
    const origin = allowListOrigin(entry, base);
    if (origin === null) report(`[${i}] is not an https origin`);
    else if (!origins.includes(origin)) origins.push(origin);
  });
  return origins;
}

function readLogo(section: Obj, r: Reader): HeaderLogo | null {
  const src = r.url(section, 'src', '', true);
  const rawAlt = own(section, 'alt');
  const alt = r.text(section, 'alt', '');
  // The logo link's name is its alt text: a logo without one is left out (the slot's fallback shows).
  if (alt === null && (rawAlt === undefined || isBlank(rawAlt))) r.report(hasNo('', 'alt'));
  const href = r.url(section, 'href', '') ?? '/';
  const size = (key: string): number | null => {
    const value = own(section, key);
    if (value === undefined) return null;
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) return value;
    r.report(`${key} is not a positive number`);
    return null;
  };
  const width = size('width');
  const height = size('height');
  return src !== null && alt !== null ? { src, alt, href, width, height } : null;
}

// --- Navigation ---------------------------------------------------------------------------------------------------

const L1_VARIATIONS = ['category', 'brand', 'link'] as const;

const isHidden = (item: Obj) => {
  const status = own(item, 'display_status');
  return typeof status === 'string' && status.trim().toLowerCase() === 'hide';
};

/** The shared part of L1, L2 and L3: null when the item is hidden or dropped (dropping is a problem, hiding not). */
function readNavItem(value: unknown, path: string, r: Reader): { item: Obj; base: NavL3 } | null {
  if (!isObject(value)) {
    r.report(`${path} is not an object`);
    return null;
  }
  if (isHidden(value)) return null;
  const label = r.text(value, 'display_name', path) ?? r.text(value, 'title', path);
  if (label === null) {
    r.report(hasNo(path, 'title'));
    return null;
  }
  const href = r.url(value, 'seo_url', path);
  let categoryId: string | null = null;
  const id = own(value, 'category_id');
  if (typeof id === 'string') categoryId = id.trim() || null;
  else if (typeof id === 'number' && Number.isFinite(id)) categoryId = String(id);
  else if (id !== undefined) r.report(`${at(path, 'category_id')} is not a string or number`);
  return { item: value, base: { label, href, categoryId } };
}

/** Reads a list of L2s or L3s: hidden and failing items removed, then cut to `max`. */
function readNavList<T>(
  owner: Obj,
  key: string,
  path: string,
  max: number,
  r: Reader,
  read: (value: unknown, path: string) => T | null,
): T[] {
  const list = r.list(owner, key, path) ?? [];
  const out: T[] = [];
  list.forEach((value, i) => {
    const item = read(value, `${at(path, key)}[${i}]`);
    if (item !== null) out.push(item);
  });
  return out.slice(0, max);
}

function readBrand(value: unknown, path: string, r: Reader): NavBrand | null {
  if (!isObject(value)) {
    r.report(`${path} is not an object`);
    return null;
  }
  const name = r.text(value, 'brand_name', path);
  if (name === null) r.report(hasNo(path, 'brand_name'));
  const href = r.url(value, 'brand_link', path, true);
  const image = r.url(value, 'brand_image_desktop', path);
  const alt = r.text(value, 'brand_alt_text', path) ?? name;
  return name !== null && href !== null && alt !== null ? { name, href, image, alt } : null;
}

const PROMO_KEYS = ['marketing_banner_image', 'marketing_banner_alt_text', 'marketing_banner_url'] as const;

/** The marketing banner when image, alt text and URL are all usable; a banner given only in part is a problem. */
function readPromo(item: Obj, path: string, r: Reader): NavPromo | null {
  const image = r.url(item, 'marketing_banner_image', path);
  const alt = r.text(item, 'marketing_banner_alt_text', path);
  const href = r.url(item, 'marketing_banner_url', path);
  if (image !== null && alt !== null && href !== null) return { image, alt, href };
  const given = PROMO_KEYS.filter((key) => own(item, key) !== undefined && !isBlank(own(item, key)));
  if (given.length > 0) {
    for (const key of PROMO_KEYS) if (!given.includes(key)) r.report(hasNo(path, key));
  }
  return null;
}

function readL1(value: unknown, path: string, max: number, r: Reader): NavL1 | null {
  const read = readNavItem(value, path, r);
  if (!read) return null;
  const { item, base } = read;
  let kind: NavL1['kind'] = 'category';
  const variation = own(item, 'variation');
  if (variation !== undefined) {
    if (typeof variation === 'string' && (L1_VARIATIONS as readonly string[]).includes(variation)) {
      kind = variation as NavL1['kind'];
    } else {
      r.report(`${at(path, 'variation')} ${describeValue(variation)} is unknown`);
    }
  }
  const l1: NavL1 = { ...base, kind, l2: [], brands: [], promo: null };
  if (kind === 'category') {
    l1.l2 = readNavList(item, 'l2', path, max, r, (v, p): NavL2 | null => {
      const l2 = readNavItem(v, p, r);
      return l2 && { ...l2.base, l3: readNavList(l2.item, 'l3', p, max, r, (v3, p3) => readNavItem(v3, p3, r)?.base ?? null) };
    });
  } else if (kind === 'brand') {
    const brands = r.list(item, 'brands', path) ?? [];
    brands.forEach((brand, i) => {
      const checked = readBrand(brand, `${at(path, 'brands')}[${i}]`, r);
      if (checked) l1.brands.push(checked);
    });
  }
  if (l1.l2.length === 0 && l1.brands.length === 0) l1.kind = 'link';
  if (l1.kind !== 'link') l1.promo = readPromo(item, path, r);
  return l1;
}

function describeValue(value: unknown): string {
  if (typeof value !== 'string') return `(${Array.isArray(value) ? 'list' : value === null ? 'null' : typeof value})`;
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
}

function readNav(section: Obj, r: Reader): HeaderNav {
  const nav: HeaderNav = { label: r.text(section, 'label', ''), maxItems: MENU_MAX_ITEMS_DEFAULT, l1: [] };
  const max = own(section, 'maxItems');
  if (max !== undefined) {
    if (typeof max === 'number' && Number.isInteger(max) && max >= 1 && max <= NAV_MAX_ITEMS_LIMIT) nav.maxItems = max;
    else r.report(`maxItems is not an integer from 1 to ${NAV_MAX_ITEMS_LIMIT}`);
  }
  if (own(section, 'l1') === undefined) {
    r.report(hasNo('', 'l1'));
    return nav;
  }
  const list = r.list(section, 'l1', '') ?? [];
  list.forEach((value, i) => {
    const l1 = readL1(value, `l1[${i}]`, nav.maxItems, r);
    if (l1) nav.l1.push(l1);
  });
  return nav;
}

// --- Sub-header, banner, simple links -----------------------------------------------------------------------------

function readSubHeader(section: Obj, r: Reader): { links: SubHeaderLink[] } {
  const links: SubHeaderLink[] = [];
  if (own(section, 'links') === undefined) {
    r.report(hasNo('', 'links'));
    return { links };
  }
  (r.list(section, 'links', '') ?? []).forEach((value, i) => {
    const path = `links[${i}]`;
    if (!isObject(value)) return r.report(`${path} is not an object`);
    const title = r.text(value, 'title', path);
    if (title === null) return r.report(hasNo(path, 'title'));
    const variation = own(value, 'variation');
    if (variation === 'dropdown') {
      if (own(value, 'type') === 'giftCard') links.push({ kind: 'giftCard', title });
      else r.report(`${path} is a dropdown other than type "giftCard"`);
      return;
    }
    if (variation !== undefined && variation !== 'link') r.report(`${at(path, 'variation')} ${describeValue(variation)} is unknown`);
    const href = r.url(value, 'url', path, true);
    if (href !== null) links.push({ kind: 'link', title, href });
  });
  return { links };
}

function readFreeShipping(section: Obj, r: Reader): FreeShippingBannerConfig {
  const banner = headerConfigDefaults().freeShippingBanner;
  banner.disabled = r.boolean(section, 'disableBanner', '', false);
  const value = own(section, 'freeShippingCartValue');
  if (isAmount(value)) {
    banner.threshold = { guest: value, registered: value };
  } else if (isObject(value)) {
    for (const who of ['guest', 'registered'] as const) {
      const amount = own(value, who);
      if (isAmount(amount)) banner.threshold[who] = amount;
      else if (amount !== undefined) r.report(`freeShippingCartValue.${who} is not a number >= 0`);
    }
  } else if (value !== undefined) {
    r.report('freeShippingCartValue is not a number >= 0 or { guest, registered }');
  }
  const texts = own(section, 'texts');
  if (isObject(texts)) {
    for (const who of ['guest', 'registered'] as const) banner.texts[who] = r.text(texts, who, 'texts') ?? banner.texts[who];
  } else if (texts !== undefined) {
    r.report('texts is not an object');
  }
  (r.list(section, 'links', '') ?? []).forEach((link, i) => {
    const path = `links[${i}]`;
    if (!isObject(link)) return r.report(`${path} is not an object`);
    const title = r.text(link, 'title', path);
    if (title === null) r.report(hasNo(path, 'title'));
    const href = r.url(link, 'url', path, true);
    if (title !== null && href !== null) banner.links.push({ title, href });
  });
  return banner;
}

/** `storeLocator`, `trackOrder`, `customerCare`: a missing URL is the default; a refused one makes the item text. */
function readTitledLink(section: Obj, fallback: TitledLink, r: Reader): TitledLink {
  const title = r.text(section, 'title', '') ?? fallback.title;
  const given = own(section, 'url');
  if (given === undefined || isBlank(given)) return { title, href: fallback.href };
  return { title, href: r.url(section, 'url', '') };
}

// --- Entry points -------------------------------------------------------------------------------------------------

/**
 * Checks the header's sections of a page configuration. Other sections (`search`, `giftCardBalance`, `payLater`,
 * `apiBase`, unknown keys) are left to the elements that read them. A value that is not an object gives every default
 * and no problem: the outer shape is the loader's to report (`parseConfig`).
 */
export function normalizeHeaderConfig(config: PageConfig, options: { base?: string } = {}): HeaderConfigResult {
  const out = headerConfigDefaults();
  const problems = new Map<string, string[]>();
  if (!isObject(config)) return { config: out, problems };
  const reporter = (section: string): Report => (problem) => {
    const list = problems.get(section);
    if (list) list.push(problem);
    else problems.set(section, [problem]);
  };
  const base = typeof options?.base === 'string' ? options.base : undefined;

  out.allowedOrigins = readAllowedOrigins(own(config, 'allowedOrigins'), reporter('allowedOrigins'), base);

  /** Runs `read` on the section when it is an object; a section of another type is one problem. */
  const section = (name: HeaderSection, read: (values: Obj, r: Reader) => void) => {
    const value = own(config, name);
    if (value === undefined) return;
    const report = reporter(name);
    if (!isObject(value)) return report('is not an object');
    try {
      read(value, new Reader(report, out.allowedOrigins, base));
    } catch {
      // Nothing above throws on JSON input; a hostile object (a throwing getter, a proxy) gets the section's defaults.
      report('could not be read');
    }
  };

  section('logo', (values, r) => (out.logo = readLogo(values, r)));
  section('nav', (values, r) => (out.nav = readNav(values, r)));
  section('subHeader', (values, r) => (out.subHeader = readSubHeader(values, r)));
  section('freeShippingBanner', (values, r) => (out.freeShippingBanner = readFreeShipping(values, r)));
  for (const name of ['storeLocator', 'trackOrder', 'customerCare'] as const) {
    section(name, (values, r) => (out[name] = readTitledLink(values, out[name], r)));
  }
  section('chat', (values, r) => {
    const title = r.text(values, 'title', '');
    const url = r.url(values, 'url', '', true);
    out.chat = url === null ? null : { title, url };
  });
  section('feedback', (values, r) => {
    const scriptUrl = r.url(values, 'scriptUrl', '', true);
    out.feedback = scriptUrl === null ? null : { scriptUrl };
  });
  section('floatingHelp', (values, r) => {
    const chat = r.boolean(values, 'chat', '', false);
    let feedback: HeaderConfig['floatingHelp']['feedback'] = null;
    const given = own(values, 'feedback');
    if (isObject(given)) {
      const url = r.url(given, 'url', 'feedback', true);
      feedback = url === null ? null : { title: r.text(given, 'title', 'feedback'), url };
    } else if (given !== undefined) {
      r.report('feedback is not an object');
    }
    out.floatingHelp = { chat, feedback };
  });
  // The switches (skipToCheckout off and deliveryZip on by default): a value that is not a boolean keeps the default.
  for (const name of ['skipToCheckout', 'deliveryZip'] as const) {
    const value = own(config, name);
    if (typeof value === 'boolean') out[name] = value;
    else if (value !== undefined) reporter(name)('is not a boolean');
  }

  return { config: out, problems };
}

/**
 * The banner text with `{amount}` (every occurrence) replaced by the threshold in USD, two decimals, as `locale` (the
 * element's) writes it: en-US when none or English ("$49.99"), another language its own way ("49,99 $ US").
 */
export function formatFreeShippingText(template: string, amount: number, locale?: string | null): string {
  const money = formatCurrency(amount, DEFAULT_CURRENCY, locale);
  return String(template).replaceAll('{amount}', () => money);
}
