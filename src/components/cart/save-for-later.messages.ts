import type { SaveForLaterMessageKey } from '../../../machines/cart/save-for-later.types';
import { defineMessages } from '../../core/messages';

/**
 * Every text of the cart drawer's "save for later" (docs/messages.md): the line's button, the saved list, its buttons
 * (each named with the item, as the line's Remove is), the polite announcements and the failures the machine decides
 * (`SaveForLaterMessageKey`: what failed, then why).
 */
export const saveForLaterMessages = defineMessages('saveForLater', {
  heading: 'Saved for later ({count})',
  save: 'Save for later',
  saveNamed: 'Save for later, {name}',
  move: 'Move to cart',
  moveNamed: 'Move to cart, {name}',
  remove: 'Remove',
  removeNamed: 'Remove {name} from saved items',
  /** A saved item of more than one. */
  quantity: 'Qty {quantity}',
  loading: 'Loading your saved items…',
  retry: 'Try again',
  /** Polite announcements. */
  saved: '{name} saved for later',
  moved: '{name} moved to your cart',
  removed: '{name} removed from your saved items',
  loadFailed: 'Your saved items could not be loaded.',
  saveFailed: '{name} could not be saved for later. It is still in your cart.',
  moveFailed: '{name} could not be moved to your cart. It is still in your saved items.',
  removeFailed: '{name} could not be removed from your saved items.',
  reasonTimeout: 'The store took too long to answer. Please try again.',
  reasonNetwork: 'Check your connection and try again.',
  reasonSignedOut: 'Please sign in again.',
  reasonLimit: 'Your cart already holds the most of this item allowed.',
  reasonGone: 'It is no longer there. Refresh the page to see your latest items.',
  reasonMalformed: 'Something went wrong. Please try again.',
  reasonServer: 'Something went wrong. Please try again.',
} satisfies Record<SaveForLaterMessageKey, string> & Record<string, string>);
