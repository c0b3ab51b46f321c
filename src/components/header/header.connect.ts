import type { FocusEvent, KeyboardEvent, PointerEvent } from 'react';
import type { NavEvent, PanelKind } from '../../../machines/header';
import { DEFAULT_CURRENCY } from '../../core/constants';
import { formatCurrency } from '../../core/format';
import { formatFreeShippingText } from '../../core/header-config';
import type { HeaderConfig, HeaderNav, NavL1 } from '../../core/header-config.types';
import type { Translate } from '../shared/use-messages';
import type { MyStoreButtonWords } from '../store-locator/store-locator.connect';
import type { headerMessages } from './header.messages';

/** The mega menu's state as the UI reads it (from the nav machine's snapshot). */
export interface MegaMenuState {
  /** The open panel's L1 index, or null. */
  openIndex: number | null;
}

export interface MegaMenuIds {
  panel: (index: number) => string;
}

const panelKind = (item: NavL1): PanelKind | null => (item.kind === 'link' ? null : item.kind);

/** Only a mouse hovers: touch and pen "hover" is the start of a tap, which the click handles. */
const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';

/**
 * A popup's root (the navigation, "More"): while `open`, Escape inside closes it and focus goes back to its opener
 * (`opener`: a selector inside the root); focus moving out of the root closes it.
 */
function dismissProps(open: boolean, close: () => void, opener: string) {
  return {
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      if (event.key !== 'Escape' || !open) return;
      event.preventDefault();
      event.stopPropagation();
      close();
      event.currentTarget.querySelector<HTMLElement>(opener)?.focus();
    },
    onBlur(event: FocusEvent<HTMLElement>) {
      const next = event.relatedTarget as Node | null;
      if (open && next && !event.currentTarget.contains(next)) close();
    },
  };
}

/**
 * W3C APG disclosure navigation: an L1 with a panel is a button (`aria-expanded`, `aria-controls` to its panel, which
 * follows it in tab order); Enter and Space toggle (the button's click); Escape closes and returns focus to the
 * button; focus leaving the navigation closes; one panel at a time. No `role="menu"`, no `aria-haspopup`.
 * Pointer: hovering opens after the machine's delay and leaving closes after its delay.
 */
export function connectMegaMenu(
  state: MegaMenuState,
  send: (event: NavEvent) => void,
  ids: MegaMenuIds,
) {
  const { openIndex } = state;
  return {
    openIndex,
    rootProps: {
      ...dismissProps(openIndex !== null, () => send({ type: 'MENU.CLOSE' }), `[aria-controls="${ids.panel(openIndex ?? 0)}"]`),
      onPointerLeave(event: PointerEvent) {
        if (isMouse(event)) send({ type: 'MENU.LEAVE' });
      },
    },
    /** Props of an L1 that opens a panel (a button); null for a plain link or text. */
    getButtonProps(item: NavL1, index: number) {
      const kind = panelKind(item);
      if (!kind) return null;
      const expanded = openIndex === index;
      return {
        type: 'button' as const,
        'aria-expanded': expanded,
        'aria-controls': ids.panel(index),
        onClick: () => send({ type: 'MENU.TOGGLE', index, kind }),
        onPointerEnter: (event: PointerEvent) => {
          if (isMouse(event)) send({ type: 'MENU.HOVER', index, kind });
        },
      };
    },
    /** Props of an L1 link: hovering it closes a hover-opened panel after the delay. */
    getLinkProps() {
      return {
        onPointerEnter: (event: PointerEvent) => {
          if (isMouse(event)) send({ type: 'MENU.LEAVE' });
        },
      };
    },
    getPanelProps(item: NavL1, index: number) {
      const kind = panelKind(item);
      return {
        id: ids.panel(index),
        hidden: openIndex !== index,
        onPointerEnter: (event: PointerEvent) => {
          if (isMouse(event) && kind) send({ type: 'MENU.HOVER', index, kind });
        },
      };
    },
  };
}

export type MegaMenuView = ReturnType<typeof connectMegaMenu>;

/** Whether a link's path is the page's own; hashes are ignored. */
export function isCurrentPage(href: string | null, location: { href: string } | undefined = globalThis.location): boolean {
  if (!href || !location) return false;
  try {
    const url = new URL(href, location.href);
    const here = new URL(location.href);
    return url.origin === here.origin && url.pathname === here.pathname && url.search === here.search;
  } catch {
    return false;
  }
}

/** `aria-current="page"` on a link to the page the shopper is on. */
export function currentPageProps(href: string | null): { 'aria-current'?: 'page' } {
  return isCurrentPage(href) ? { 'aria-current': 'page' } : {};
}

/** A disclosure button's state (APG disclosure): expanded or not, and the region it shows. */
export function disclosureProps(expanded: boolean, controls: string) {
  return { 'aria-expanded': expanded, 'aria-controls': controls };
}

/**
 * W3C APG disclosure over the page (the sub-header's "More"): the button (the root's first) toggles the list; Escape
 * inside closes it and focus goes back to the button; focus leaving the disclosure closes it.
 */
export function connectDisclosure(open: boolean, setOpen: (open: boolean) => void, id: string) {
  return {
    rootProps: dismissProps(open, () => setOpen(false), 'button'),
    buttonProps: { type: 'button' as const, ...disclosureProps(open, id), onClick: () => setOpen(!open) },
    listProps: { id, hidden: !open },
  };
}

/** The header's texts in its locale (`useMessages(headerMessages, host, configId)`). */
export type HeaderWords = Translate<(typeof headerMessages)['defaults']>;

/** A configured link with its text as the header shows it. */
export interface ShownLink {
  title: string;
  href: string | null;
}

/** The configuration with every text the header shows from it: the CMS's own, else the catalogue's. */
export interface ShownConfig extends Omit<HeaderConfig, 'nav' | 'storeLocator' | 'trackOrder' | 'customerCare' | 'chat'> {
  nav: HeaderNav & { label: string };
  storeLocator: ShownLink;
  trackOrder: ShownLink;
  customerCare: ShownLink;
  chat: { title: string; url: string } | null;
}

/**
 * The configuration's texts in words: where the CMS gave a text it is shown as given; where it left it out, the
 * catalogue's text (`header.navLabel`, `header.storeLocatorTitle`, ...) in the element's locale, as the page's
 * `messages` section may reword it.
 */
export function showConfig(config: HeaderConfig, t: HeaderWords): ShownConfig {
  const { nav, storeLocator, trackOrder, customerCare, chat } = config;
  return {
    ...config,
    nav: { ...nav, label: nav.label ?? t('navLabel') },
    storeLocator: { href: storeLocator.href, title: storeLocator.title ?? t('storeLocatorTitle') },
    trackOrder: { href: trackOrder.href, title: trackOrder.title ?? t('trackOrderTitle') },
    customerCare: { href: customerCare.href, title: customerCare.title ?? t('customerCareTitle') },
    chat: chat && { url: chat.url, title: chat.title ?? t('chatTitle') },
  };
}

/**
 * The name of a control that shows the new-offers badge beside its text (the bar's account button, the hamburger's
 * "View rewards"): the whole sentence ("View rewards, 3 new rewards and offers"), the badge's digits being for the
 * eye (`aria-hidden`). Without a badge the control's own text names it.
 */
export function badgeNameProps(label: string, badge: { text: string } | null | undefined) {
  return { 'aria-label': badge ? `${label}${badge.text}` : undefined };
}

/** A page the floating help buttons open in the help panel, with its button's text (machines/header/help.types.ts). */
export interface ShownHelpPage {
  panel: 'chat' | 'feedback';
  title: string;
  url: string;
}

/**
 * The floating help buttons' pages (`floatingHelp`): the chat's (its `chat` section's URL and title, when `chat` is
 * true and the chat has a usable URL), then the feedback survey's. Empty: no floating buttons, no chunk loaded.
 */
export function floatingHelpPages(config: ShownConfig, t: HeaderWords): ShownHelpPage[] {
  const { chat, floatingHelp } = config;
  const pages: ShownHelpPage[] = [];
  if (floatingHelp.chat && chat) pages.push({ panel: 'chat', title: chat.title, url: chat.url });
  const feedback = floatingHelp.feedback;
  if (feedback) pages.push({ panel: 'feedback', title: feedback.title ?? t('feedbackTitle'), url: feedback.url });
  return pages;
}

/**
 * The free-shipping sentence for this visitor, or null when the banner is off: the CMS's text with `{amount}` filled,
 * else the catalogue's (`header.freeShippingText`). The amount is the threshold in USD as the element's `locale`
 * writes it (`formatCurrency`: "$49.99" in English, "49,99 $ US" in French).
 */
export function freeShippingSentence(
  config: HeaderConfig,
  registered: boolean,
  threshold: number,
  t: HeaderWords,
  locale: string | null = null,
): string | null {
  const banner = config.freeShippingBanner;
  if (banner.disabled) return null;
  const text = registered ? banner.texts.registered : banner.texts.guest;
  if (text !== null) return formatFreeShippingText(text, threshold, locale);
  return t('freeShippingText', { amount: formatCurrency(threshold, DEFAULT_CURRENCY, locale) });
}

/**
 * The sub-header's my-store button: the configured title until the page's store is known, then the store's name with
 * its status and today's hours ("My store: Houston Galleria · Open · 9:00 AM - 9:00 PM"; the prefix from 1024 px),
 * named as the store locator's button is ("My store: Houston Galleria, Open, 9:00 AM - 9:00 PM").
 */
export function myStoreButtonProps(words: MyStoreButtonWords | null, title: string) {
  if (!words) return { 'aria-label': undefined, parts: null, title };
  return { 'aria-label': words.name, parts: { prefix: words.prefix, store: words.store, details: `${words.status} · ${words.hours}` } };
}
