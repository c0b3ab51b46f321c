import type { FocusEvent, KeyboardEvent, PointerEvent } from 'react';
import type { NavEvent, PanelKind } from '../../../machines/header';
import type { NavL1 } from '../../core/header-config.types';

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

/**
 * The sub-header's my-store button: the configured title until the page's store is known, then the store's name with
 * its status and today's hours ("My store: Houston Galleria · Open · 9:00 AM - 9:00 PM"; the prefix from 1024 px),
 * named as the store locator's button is ("My store: Houston Galleria, Open, 9:00 AM - 9:00 PM").
 */
export function myStoreButtonProps(words: { visible: string; name: string; store: string; status: string; hours: string } | null, title: string) {
  if (!words) return { 'aria-label': undefined, parts: null, title };
  // "My store:": the visible words before the store's name.
  const prefix = words.visible.slice(0, words.visible.length - words.store.length).trimEnd();
  return { 'aria-label': words.name, parts: { prefix, store: words.store, details: `${words.status} · ${words.hours}` } };
}
