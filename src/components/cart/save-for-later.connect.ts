import type { SavedError, SaveForLaterEmitted } from '../../../machines/cart/save-for-later.types';
import type { CartLine } from '../../core/api';
import { formatCurrency } from '../../core/format';
import { safeUrl } from '../../core/url';
import type { SavedView } from '../../state/save-for-later';
import type { Translate } from '../shared/use-messages';
import type { saveForLaterMessages } from './save-for-later.messages';

/**
 * "Save for later" in the drawer's body, as functions of the page's saved list (`SavedView`), the words and the actions
 * given (no DOM, no React state): a line's "Save for later" button and its failure, the saved list (items, their
 * safe links and images, prices, "Move to cart" and "Remove", each named with the item as the line's Remove is), and
 * what is announced when the machine says how a change went.
 */

export type SaveForLaterWords = Translate<(typeof saveForLaterMessages)['defaults']>;

/** A failure in words: what failed (with the item's name), then why. */
export function wordSavedError(error: SavedError, t: SaveForLaterWords): string {
  return error.keys.map((key) => t(key, { name: error.name })).join(' ');
}

/** A DOM id fragment from any id the API sent. */
const idPart = (value: string) => value.replace(/[^\w-]/g, '_');

/**
 * A cart line's "Save for later": only for a registered shopper and never for a free gift (its quantity is the
 * promotion's); `aria-disabled` while the line's own change or any change of the list is on its way. A failed save
 * shows its message under the line (the button is described by it).
 */
export function connectSaveLine(
  line: Pick<CartLine, 'orderItemId' | 'name' | 'isFreeGift'>,
  ctx: { registered: boolean; saved: SavedView; lineBusy: boolean; idBase: string },
  save: (orderItemId: string, name: string) => void,
  t: SaveForLaterWords,
) {
  if (!ctx.registered || line.isFreeGift) return null;
  const { orderItemId: id, name } = line;
  const disabled = ctx.saved.busy || ctx.lineBusy;
  const failed = ctx.saved.error?.action === 'save' && ctx.saved.error.id === id ? ctx.saved.error : null;
  const errorId = `${ctx.idBase}-${idPart(id)}-save-error`;
  return {
    text: t('save'),
    props: {
      'aria-label': t('saveNamed', { name }),
      'aria-disabled': disabled || undefined,
      'aria-describedby': failed ? errorId : undefined,
      onClick: () => {
        if (!disabled) save(id, name);
      },
    },
    error: failed ? { id: errorId, text: wordSavedError(failed, t) } : null,
  };
}

export type SaveLineView = NonNullable<ReturnType<typeof connectSaveLine>>;

export interface SavedActions {
  move(itemId: string): void;
  remove(itemId: string): void;
  retry(): void;
}

/**
 * The saved list: nothing until the list is known (or loading, or its load failed), the heading "Saved for later (N)"
 * (focusable, where focus goes when the focused item leaves), each item's texts and buttons (`aria-disabled` while a
 * change is on its way; the item being changed is `aria-busy`), a failed move or removal under its item, a failed load
 * with Try again.
 */
export function connectSavedList(view: SavedView, idBase: string, actions: SavedActions, t: SaveForLaterWords) {
  const { items, error, pending, busy } = view;
  const headingId = `${idBase}-saved`;
  const loadFailed = view.status === 'error' && error?.action === 'load' ? error : null;
  return {
    visible: items.length > 0 || view.status === 'loading' || loadFailed !== null,
    headingId,
    heading: t('heading', { count: items.length }),
    loading: view.status === 'loading' && items.length === 0 ? t('loading') : null,
    loadError: loadFailed
      ? { text: wordSavedError(loadFailed, t), retry: { text: t('retry'), onClick: () => actions.retry() } }
      : null,
    items: items.map((item) => {
      const base = `${idBase}-saved-${idPart(item.itemId)}`;
      const failed = error && error.action !== 'load' && error.action !== 'save' && error.id === item.itemId ? error : null;
      const errorId = `${base}-error`;
      const describedBy = failed ? errorId : undefined;
      const { name } = item;
      return {
        key: item.itemId,
        name,
        nameId: `${base}-name`,
        href: safeUrl(item.url),
        image: safeUrl(item.imageUrl),
        price: formatCurrency(item.price, item.currency, t.locale),
        quantity: item.quantity > 1 ? t('quantity', { quantity: item.quantity }) : null,
        item: { 'aria-busy': pending?.id === item.itemId || undefined, 'aria-labelledby': `${base}-name` },
        error: failed ? { id: errorId, text: wordSavedError(failed, t) } : null,
        move: {
          text: t('move'),
          props: {
            'aria-label': t('moveNamed', { name }),
            'aria-disabled': busy || undefined,
            'aria-describedby': describedBy,
            onClick: () => {
              if (!busy) actions.move(item.itemId);
            },
          },
        },
        remove: {
          text: t('remove'),
          props: {
            'aria-label': t('removeNamed', { name }),
            'aria-disabled': busy || undefined,
            'aria-describedby': describedBy,
            onClick: () => {
              if (!busy) actions.remove(item.itemId);
            },
          },
        },
      };
    }),
  };
}

export type SavedListView = ReturnType<typeof connectSavedList>;

/** What the drawer's polite live region says when the machine tells how a change went (nothing for a load or clear). */
export function savedAnnouncement(event: SaveForLaterEmitted, t: SaveForLaterWords): string | null {
  switch (event.type) {
    case 'saved':
      return t('saved', { name: event.name });
    case 'moved':
      return t('moved', { name: event.name });
    case 'removed':
      return t('removed', { name: event.name });
    case 'failed':
      return wordSavedError(event.error, t);
    default:
      return null;
  }
}

/**
 * Where focus goes once a change has removed what had it: after a save, the saved list's heading (the item is now
 * there); after a move or a removal, the saved list's heading while it has items, else the drawer's heading.
 */
export function focusAfter(event: SaveForLaterEmitted): 'saved' | 'drawer' | null {
  if (event.type === 'saved') return 'saved';
  if (event.type === 'moved' || event.type === 'removed') return event.items.length > 0 ? 'saved' : 'drawer';
  return null;
}
