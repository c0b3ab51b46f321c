import { ApiError, type SavedItem } from '../../src/core/api';
import type { SavedAction, SavedError, SavedFailureReason, SaveForLaterMessageKey } from './save-for-later.types';

/** Pure rules of "save for later" (spec sections 2 and 6; the API: docs/api.md "Save for later"). */

/**
 * Why a call failed: the client's timeout and network failures, a sign-in that no longer holds (401, 403), the cart's
 * quantity limit on a move (`_ERR_MAX_QUANTITY`), a line or item that is no longer there (404 or `_ERR_*NOT_FOUND`), an
 * answer that could not be read (not JSON, missing its list or cart); anything else is the server's failure.
 */
export function failureReason(error: unknown): SavedFailureReason {
  if (!(error instanceof ApiError)) return 'server';
  if (error.kind === 'timeout') return 'timeout';
  if (error.kind === 'network') return 'network';
  if (error.kind === 'parse' || error.kind === 'schema') return 'malformed';
  if (error.status === 401 || error.status === 403) return 'signedOut';
  if (error.key === '_ERR_MAX_QUANTITY') return 'limit';
  if (error.status === 404 || /NOT_FOUND$/.test(error.key)) return 'gone';
  return 'server';
}

const REASON_KEYS = {
  timeout: 'reasonTimeout',
  network: 'reasonNetwork',
  signedOut: 'reasonSignedOut',
  limit: 'reasonLimit',
  gone: 'reasonGone',
  malformed: 'reasonMalformed',
  server: 'reasonServer',
} as const satisfies Record<SavedFailureReason, SaveForLaterMessageKey>;

/** The failure of `action` on the line or item `id` named `name` (the load has neither). */
export function savedError(action: SavedAction, id: string | null, name: string, error: unknown): SavedError {
  const reason = failureReason(error);
  return { action, id, name, reason, keys: [`${action}Failed`, REASON_KEYS[reason]] };
}

/** The saved item of this id, if the list has it. */
export function findSaved(items: readonly SavedItem[], itemId: string): SavedItem | undefined {
  return items.find((item) => item.itemId === itemId);
}

/** How many items the list holds (its lines; each may have a quantity above 1): the "Saved for later (N)" count. */
export function savedCount(items: readonly SavedItem[]): number {
  return items.length;
}
