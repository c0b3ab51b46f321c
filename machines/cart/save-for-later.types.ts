import type { ApiSettings, Cart, SavedItem, SavedListAndCart } from '../../src/core/api';

/** What the shopper asked for: the list's load, or a change of one line or item. */
export type SavedAction = 'load' | 'save' | 'move' | 'remove';

/** Why a call failed, as the view words it (`saveForLaterMessages`: `<action>Failed` then the reason's sentence). */
export type SavedFailureReason = 'timeout' | 'network' | 'signedOut' | 'limit' | 'gone' | 'malformed' | 'server';

/** The flow's message keys (the view words them: `saveForLaterMessages`, docs/messages.md). */
export type SaveForLaterMessageKey = `${SavedAction}Failed` | `reason${Capitalize<SavedFailureReason>}`;

/** A failure as the machine decides it: what failed, of which line or item (its name for the message), and why. */
export interface SavedError {
  action: SavedAction;
  /** The cart line (save) or saved item (move, remove); null for the load. */
  id: string | null;
  name: string;
  reason: SavedFailureReason;
  /** The message's keys, in order: what failed, then why. */
  keys: readonly SaveForLaterMessageKey[];
}

/** The change on its way: its kind and the line or item it is about. */
export interface SavedPending {
  action: Exclude<SavedAction, 'load'>;
  id: string;
  name: string;
}

export interface SaveForLaterContext {
  items: SavedItem[];
  /** Whether the list is known (loaded once since the last LIST.CLEAR). */
  loaded: boolean;
  pending: SavedPending | null;
  error: SavedError | null;
  api: ApiSettings;
}

export interface SaveForLaterInput {
  api?: ApiSettings;
}

export type SaveForLaterEvent =
  /** The drawer opened for a registered shopper: load the list unless it is known (or loading). */
  | { type: 'LIST.LOAD' }
  /** Signed out, or another shopper signed in: forget the list (a call on its way is aborted). */
  | { type: 'LIST.CLEAR' }
  /** A cart line into the list. */
  | { type: 'LINE.SAVE'; orderId: string; orderItemId: string; name: string }
  /** A saved item back to the cart (`orderId`: the page's order, or 000000 for a new one). */
  | { type: 'ITEM.MOVE'; itemId: string; orderId: string }
  | { type: 'ITEM.REMOVE'; itemId: string }
  | { type: 'API.CHANGE'; api: ApiSettings };

/** What the machine tells the page: each change with its cart (save, move), and each failure. */
export type SaveForLaterEmitted =
  | { type: 'loaded'; items: SavedItem[] }
  | { type: 'saved'; orderItemId: string; name: string; items: SavedItem[]; cart: Cart }
  | { type: 'moved'; itemId: string; name: string; items: SavedItem[]; cart: Cart }
  | { type: 'removed'; itemId: string; name: string; items: SavedItem[] }
  | { type: 'cleared' }
  | { type: 'failed'; error: SavedError };

export interface LoadSavedInput {
  api: ApiSettings;
}
export interface SaveLineInput {
  api: ApiSettings;
  orderId: string;
  orderItemId: string;
}
export interface MoveItemInput {
  api: ApiSettings;
  itemId: string;
  orderId: string;
}
export interface RemoveItemInput {
  api: ApiSettings;
  itemId: string;
}
export type { SavedItem, SavedListAndCart };
