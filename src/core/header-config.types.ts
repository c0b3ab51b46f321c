/**
 * The header's configuration after checking (api-contract.md, "Header"): every URL has passed the URL rule (an
 * `href` is a path for same-origin links, else the allow-listed absolute URL; null = refused or missing), hidden items
 * are gone, lists are cut, every text is plain text. Built by `normalizeHeaderConfig` (header-config.ts).
 */

/** A navigation item: its shown text (`display_name`, else `title`), link and category id. */
export interface NavItem {
  label: string;
  /** Safe link (a path for same-origin), or null: the item shows as text. */
  href: string | null;
  categoryId: string | null;
}

export type NavL3 = NavItem;

export interface NavL2 extends NavItem {
  /** Shown L3s, cut to `maxItems`. */
  l3: NavL3[];
}

export interface NavBrand {
  name: string;
  href: string;
  /** Safe image URL, or null: the name is the link. */
  image: string | null;
  /** `brand_alt_text`, else `brand_name`. */
  alt: string;
}

export interface NavPromo {
  image: string;
  alt: string;
  href: string;
}

export interface NavL1 extends NavItem {
  /**
   * `category`: a panel of L2 columns; `brand`: a grid of brand logos; `link`: a plain link (also when the panel
   * would be empty).
   */
  kind: 'category' | 'brand' | 'link';
  /** Shown L2s, cut to `maxItems` (category panels). */
  l2: NavL2[];
  /** Usable brands, not cut (brand panels). */
  brands: NavBrand[];
  /** The marketing banner when image, alt text and URL are all usable. */
  promo: NavPromo | null;
}

export interface HeaderNav {
  /** The navigation landmark's name; null: the catalogue's (`header.navLabel`, "Main"). */
  label: string | null;
  /** 1-50, default 8. */
  maxItems: number;
  /** Empty when there is no usable navigation (the `slot="nav"` fallback then shows). */
  l1: NavL1[];
}

export interface HeaderLogo {
  src: string;
  alt: string;
  href: string;
  width: number | null;
  height: number | null;
}

export type SubHeaderLink =
  | { kind: 'link'; title: string; href: string }
  /** A `"dropdown"` of type `"giftCard"`: a button opening the gift card balance dialog, named by `title`. */
  | { kind: 'giftCard'; title: string };

export interface TitledLink {
  /** The CMS's title; null: the catalogue's (`header.storeLocatorTitle`, `header.trackOrderTitle`, ...). */
  title: string | null;
  /** Safe link, or null when refused (then the item shows as text). */
  href: string | null;
}

export interface FreeShippingBannerConfig {
  disabled: boolean;
  threshold: { guest: number; registered: number };
  /** With `{amount}` still in them; null: the catalogue's (`header.freeShippingText`). */
  texts: { guest: string | null; registered: string | null };
  links: Array<{ title: string; href: string }>;
}

export interface HeaderConfig {
  /** Null: no usable logo (the `slot="logo"` fallback, else the text "Home", shows). */
  logo: HeaderLogo | null;
  allowedOrigins: string[];
  nav: HeaderNav;
  subHeader: { links: SubHeaderLink[] };
  freeShippingBanner: FreeShippingBannerConfig;
  storeLocator: TitledLink;
  trackOrder: TitledLink;
  customerCare: TitledLink;
  /** Null: no chat button (missing, or a refused URL). A null title: the catalogue's (`header.chatTitle`). */
  chat: { title: string | null; url: string } | null;
  /** Null: no feedback script. */
  feedback: { scriptUrl: string } | null;
  /** The floating help buttons and the panel they open (`floatingHelp`); the defaults show none. */
  floatingHelp: FloatingHelpConfig;
  skipToCheckout: boolean;
  /**
   * The delivery ZIP control ("Deliver to {zip}" / "Set delivery ZIP", the spec's zip code popup) in the sub-header and
   * the hamburger dialog. Default true.
   */
  deliveryZip: boolean;
}

/**
 * `floatingHelp`: `chat` true shows a floating chat button opening the `chat` section's page in the help panel (none
 * without a usable `chat.url`); `feedback` a floating feedback button opening its own survey page there. A null
 * title: the catalogue's (`header.chatTitle`, `header.feedbackTitle`).
 */
export interface FloatingHelpConfig {
  chat: boolean;
  feedback: { title: string | null; url: string } | null;
}

/** The outcome of checking a configuration: the values in use and, per section, every problem found. */
export interface HeaderConfigResult {
  config: HeaderConfig;
  /** Section name -> problems ("l1[2].l2 is not a list", "l1[4].seo_url refused"); no entry = no problem. */
  problems: Map<string, string[]>;
}
