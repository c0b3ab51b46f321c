// A consumer's code, type-checked by `npm run typecheck` (never run): the element types a React 19 app and a plain
// TypeScript page get (issue 13). Each `@ts-expect-error` line must be an error, so a type that stopped checking
// anything fails the typecheck too.
import type {} from '../../elements/jsx';
import type { SgSearchSource } from '../../elements';

export function App({ onTerm }: { onTerm: (term: string) => void }) {
  return (
    <>
      <sg-header api-base="/api" sticky="false" onsg-navigate={(event) => onTerm(event.detail.url)} />
      <sg-search
        min-chars="2"
        featuredCategories={[{ label: 'Camping', url: '/c/camping' }]}
        onsg-search={(event) => {
          event.preventDefault();
          onTerm(event.detail.term);
        }}
      />
      <sg-mini-cart skipToCheckout={false} onsg-cart-open={(event) => onTerm(String(event.detail.count))} />
      {/* @ts-expect-error minChars is a number property */}
      <sg-search minChars="2" />
      {/* @ts-expect-error the search event's detail has no count */}
      <sg-search onsg-search={(event) => onTerm(String(event.detail.count))} />
      {/* @ts-expect-error no such element */}
      <sg-nope />
    </>
  );
}

const search = document.querySelector('sg-search')!;
search.minChars = 3;
search.addEventListener('sg-search', (event) => {
  const source: SgSearchSource = event.detail.source;
  return source;
});
document.addEventListener('sg-sdd-change', (event) => event.detail.priority satisfies 1 | 2 | 3 | 4 | 5);
// @ts-expect-error sg-cart-add's detail has no total
document.addEventListener('sg-cart-add', (event) => event.detail.total);
// @ts-expect-error minChars is a number
search.minChars = '3';
