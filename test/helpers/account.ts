import { resetAccounts, resetProfileStore } from '../../mocks/browser';
import { removeCookie } from '../../src/core/storage';
import { resetAccountForTests } from '../../src/state/account';
import { resetFavoritesForTests } from '../../src/state/favorites';
import { resetProfileForTests } from '../../src/state/profile';
import { resetRewardsForTests } from '../../src/state/rewards';
import { refreshSession } from '../../src/state/session';

/**
 * What the account element tests share: the shopper's cookies, a request recorder, and the page put back as it was
 * before a test (the reference API's accounts and profiles, the page-level account state, the storage it keeps).
 */

/** The cookies the reference API sets for a shopper (server-set in production). */
export const ACCOUNT_COOKIES = ['WC_USERID', 'USERTYPE', 'USERACTIVITY', 'WC_PERSISTENT'];

export interface RecordedRequest {
  method: string;
  path: string;
  body: string;
}

/** Records every fetch the page makes (method, path, text body) into `list`; returns what puts the real fetch back. */
export function recordRequests(list: RecordedRequest[]): () => void {
  const realFetch = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    list.push({ method: init?.method ?? 'GET', path: url.pathname, body: typeof init?.body === 'string' ? init.body : '' });
    return realFetch(input, init);
  };
  return () => {
    window.fetch = realFetch;
  };
}

/** Before a test: the reference API's seeded accounts and profiles. */
export function resetAccountApi(): void {
  resetAccounts();
  resetProfileStore();
}

/**
 * After a test: toasts dismissed, the shopper's cookies (and `extraCookies`) removed and the session re-read, the
 * page's account, rewards, favorites and profile state reset, the rewards cache and guest favorites removed.
 */
export async function resetAccountPage(extraCookies: readonly string[] = []): Promise<void> {
  (await import('../../src/state/toasts')).dismissAllToasts();
  for (const name of [...ACCOUNT_COOKIES, ...extraCookies]) removeCookie(name);
  refreshSession();
  resetAccountForTests();
  resetRewardsForTests();
  resetFavoritesForTests();
  resetProfileForTests();
  localStorage.removeItem('sg_rewards_cache');
  localStorage.removeItem('sg_guest_favorites');
}
