import { fetchPopularTerms, untilAborted, type ApiSettings } from '../core/api';

/**
 * Popular searches, asked once per page and API base however often `<sg-search>` mounts again (a framework that
 * re-renders its host, a second search box). A caller that goes away (its signal aborts) stops waiting; the shared
 * request goes on for the others. A failed request is forgotten, so the next panel asks again.
 */
const popular = new Map<string, Promise<string[]>>();

export function popularTerms(count: number, api: ApiSettings, signal?: AbortSignal): Promise<string[]> {
  const key = `${api.base ?? ''}\n${count}`;
  let shared = popular.get(key);
  if (!shared) {
    shared = fetchPopularTerms(count, { base: api.base });
    popular.set(key, shared);
    shared.catch(() => popular.delete(key));
  }
  return untilAborted(shared, signal);
}

/** Forgets the cached answers (tests). */
export function resetSearchCacheForTests(): void {
  popular.clear();
}
