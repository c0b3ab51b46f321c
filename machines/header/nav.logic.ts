import type { NavContext } from './nav.types';

/** Pure rules of the hamburger's drill-down levels (spec section 4: "levels 0 main, 1 L1, 2 L2, 3 L3"). */

export type DrawerPosition = Pick<NavContext, 'level' | 'path'>;

const isIndex = (index: unknown): index is number => Number.isInteger(index) && (index as number) >= 0;

/**
 * One level down: level 0 -> 1 needs no index (the "Shop" entry opens the L1 list, `path` stays []); levels 1 and 2
 * go into the item at `index` of the list shown, which is added to `path`. Null when the step is not allowed: at
 * level 3, or above level 0 without a whole, non-negative index.
 */
export function enterLevel(from: DrawerPosition, index?: number): DrawerPosition | null {
  switch (from.level) {
    case 0:
      return { level: 1, path: [] };
    case 1:
      return isIndex(index) ? { level: 2, path: [index] } : null;
    case 2:
      return isIndex(index) ? { level: 3, path: [...from.path.slice(0, 1), index] } : null;
    default:
      return null;
  }
}

/** One level up: 3 -> 2 and 2 -> 1 drop the last index of `path`; 1 -> 0 keeps []. Null at level 0. */
export function backLevel(from: DrawerPosition): DrawerPosition | null {
  switch (from.level) {
    case 3:
      return { level: 2, path: from.path.slice(0, 1) };
    case 2:
      return { level: 1, path: [] };
    case 1:
      return { level: 0, path: [] };
    default:
      return null;
  }
}
