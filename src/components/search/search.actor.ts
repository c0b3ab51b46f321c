import { createActor, fromPromise } from 'xstate';
import { searchMachine, type SearchInput } from '../../../machines/search';
import { popularTerms } from '../../state/search-cache';

/**
 * The search box's actor (the machine, and xstate with it): a lazy chunk the box loads after its first paint
 * (Search.tsx, `useLazyActor`), so the element's eager code holds neither. Popular searches come from the page's
 * cache: asked once per page, however often the element mounts again.
 */
export function createSearchActor(input: SearchInput) {
  const machine = searchMachine.provide({
    actors: {
      fetchPopular: fromPromise<string[], { count: number; api: { base?: string } }>(({ input, signal }) =>
        popularTerms(input.count, input.api, signal),
      ),
    },
  });
  return createActor(machine, { input });
}
