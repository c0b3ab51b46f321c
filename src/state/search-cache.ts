import type { ApiSettings } from '../core/api';
import { fetchPopularTerms } from '../core/api/search';

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
  if (!signal) return shared;
  const pending = shared;
  return new Promise<string[]>((resolve, reject) => {
    const abort = () => reject(new DOMException('The request was aborted.', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    pending.then(
      (terms) => {
        signal.removeEventListener('abort', abort);
        resolve(terms);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(error);
      },
    );
  });
}

/** Forgets the cached answers (tests). */
export function resetSearchCacheForTests(): void {
  popular.clear();
}
