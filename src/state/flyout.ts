import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { clearOpenFlyout, openFlyout, setOpenFlyout, type Flyout as FlyoutName } from './ui';

/**
 * One page-level flyout and the elements that can show it (the cart drawer, the store flyout, the account flyout):
 * which are mounted and which comes first in document order, which one shows the flyout, and one flyout at a time
 * (opening this one makes it the page's open flyout in ui.ts; another one opening closes it).
 */
export interface FlyoutRegistry<D> {
  /** The mounted owners (elements, or other objects in component tests), in the order they registered. */
  readonly owners: ReadonlySignal<readonly object[]>;
  /** How many owners are mounted (a header's button or the mini cart opens one instead of linking to a page). */
  readonly count: ReadonlySignal<number>;
  /** The first owner in document order (elements first; other owners after them, in the order they registered). */
  readonly first: ReadonlySignal<object | null>;
  /**
   * The open flyout: the owner showing it and what it was opened with; null while closed. A `page` flyout's owner is
   * null: the first owner shows it.
   */
  readonly opened: ReadonlySignal<{ owner: object | null; detail: D } | null>;
  /** Adds an owner; returns what removes it (which closes the flyout when that owner showed it). */
  register(owner: object): () => void;
  /** Opens `owner`'s flyout, else the first owner's; false (nothing opens) when no owner is mounted and none is given. */
  open(owner?: object, detail?: D): boolean;
  close(): void;
}

export interface FlyoutOptions {
  /**
   * One flyout for the whole page, shown by the first owner in document order (the cart drawer: the page's drawer is
   * open or not, whichever `<sg-cart-drawer>` shows it): it opens with no owner mounted yet, and stays open when owners
   * come and go.
   */
  page?: boolean;
  /** Called each time the open flyout closes (closed by its owner, by another flyout opening, or its owner leaving). */
  onClose?: () => void;
}

/** Document order for elements; other owners after them, in the order they registered. */
function byDocumentOrder(a: object, b: object): number {
  if (a instanceof Node && b instanceof Node) return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  return a instanceof Node ? -1 : b instanceof Node ? 1 : 0;
}

export function createFlyout<D = undefined>(name: FlyoutName, { page, onClose }: FlyoutOptions = {}): FlyoutRegistry<D> {
  const owners = signal<readonly object[]>([]);
  const firstOf = (list: readonly object[]) => [...list].sort(byDocumentOrder)[0] ?? null;
  const first = computed(() => firstOf(owners.value));
  const opened = signal<{ owner: object | null; detail: D } | null>(null);
  const hide = () => {
    if (!opened.peek()) return;
    opened.value = null;
    onClose?.();
  };
  const close = () => {
    hide();
    clearOpenFlyout(name);
  };
  // Another flyout (search, cart, menu, account, store) opening closes this one.
  openFlyout.subscribe((open) => {
    if (open && open !== name) hide();
  });
  return {
    owners,
    count: computed(() => owners.value.length),
    first,
    opened,
    register(owner) {
      owners.value = [...owners.peek(), owner];
      return () => {
        owners.value = owners.peek().filter((o) => o !== owner);
        if (opened.peek()?.owner === owner) close();
      };
    },
    open(owner, detail) {
      // Sorted now, not from `first`'s cache: an element moved in the page stays registered, so only the order at the
      // time of the press says which one comes first.
      const target = page ? null : (owner ?? firstOf(owners.peek()));
      if (!page && !target) return false;
      setOpenFlyout(name);
      opened.value = { owner: target, detail: detail as D };
      return true;
    },
    close,
  };
}
