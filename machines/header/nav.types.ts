/**
 * The header's menus (spec sections 4 and 9): the desktop mega menu (one disclosure panel at a time, opened by
 * pointer hover after a delay or by click/Enter/Space) and the hamburger dialog with its drill-down levels 0-3.
 */

/** Which kind of panel an L1 opens (spec: "desktop hover flyout toggles hide, category, brand"). */
export type PanelKind = 'category' | 'brand';

export interface NavContext {
  /** The open mega-menu L1: its index in the shown L1 list and panel kind; null when hidden or still pending. */
  panel: { index: number; kind: PanelKind } | null;
  /** The L1 the pointer is resting on while the hover delay runs (to open it, or to switch an open panel to it). */
  pending: { index: number; kind: PanelKind } | null;
  /** The hamburger's level: 0 main, 1 the L1 list ("Shop"), 2 one L1's L2s, 3 one L2's L3s. */
  level: 0 | 1 | 2 | 3;
  /** The stored hierarchy: the indices drilled from, [] at levels 0 and 1, [l1] at level 2, [l1, l2] at level 3. */
  path: number[];
}

export type NavEvent =
  /** Pointer enters an L1 button (or its panel): opens after `hoverOpen` (150 ms); moving to another L1 switches. */
  | { type: 'MENU.HOVER'; index: number; kind: PanelKind }
  /** Pointer leaves the L1 buttons and panel: closes after `hoverClose` (300 ms) unless it comes back. */
  | { type: 'MENU.LEAVE' }
  /** Click, Enter or Space on an L1 button: toggles; a click on the L1 whose panel hover just opened keeps it open. */
  | { type: 'MENU.TOGGLE'; index: number; kind: PanelKind }
  /** Escape, focus leaving the nav, a click outside, another flyout taking over. */
  | { type: 'MENU.CLOSE' }
  /** The hamburger dialog. */
  | { type: 'DRAWER.OPEN' }
  | { type: 'DRAWER.CLOSE' }
  /**
   * Drill one level down: from level 0 ("Shop", no index) to the L1 list; from levels 1 and 2 into the item at
   * `index` of the current list. Ignored at level 3 or without an index above level 0.
   */
  | { type: 'LEVEL.ENTER'; index?: number }
  /** One level up. */
  | { type: 'LEVEL.BACK' };

/** Carried out of the machine (`actor.on`), e.g. for `sg-menu-toggle`. */
export type NavEmitted =
  | { type: 'mega.toggle'; open: boolean; index: number | null }
  | { type: 'drawer.toggle'; open: boolean };
