import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { createElement, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { createElementClass, define } from '../../elements/define';
import { createWrapper, eventNameOf, SgSearch } from '../../elements/react';
import '../../elements/sg-search';
import { $, rendered, until } from '../helpers/dom';

// Renders commit synchronously (flushSync), as a React app's first render would before the test looks.
const act = (work: () => void) => flushSync(work);

// An element whose script arrives after the React app's first render (a code-split import).
const LateProbe = createElementClass({
  tag: 'sg-late-probe',
  attributes: {
    featuredLinks: { type: 'json', default: [] as string[], validate: (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string') },
    openOnAdd: { type: 'boolean', default: true },
    label: { type: 'string', default: 'none' },
  },
  component: ({ host, ...props }) =>
    createElement('button', { type: 'button', onClick: () => host.emit('sg-search', { term: props.label, source: 'regular', url: '/s' }) }, JSON.stringify(props)),
});
type LateEl = InstanceType<typeof LateProbe>;
const LateWrapper = createWrapper<LateEl, { featuredLinks: string[]; openOnAdd: boolean; label: string }>('sg-late-probe');

let root: Root;
let container: HTMLElement;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('sg-elements/react wrappers', () => {
  it('names events: onSgSearch -> sg-search, onSgCartChange -> sg-cart-change; other props are not events', () => {
    expect(eventNameOf('onSgSearch')).to.equal('sg-search');
    expect(eventNameOf('onSgCartChange')).to.equal('sg-cart-change');
    expect(eventNameOf('onClick')).to.equal(null);
    expect(eventNameOf('onsg-search')).to.equal(null);
  });

  it('an element defined after the first render gets its object and false properties, and no stray attributes', async () => {
    act(() => root.render(createElement(LateWrapper, { featuredLinks: ['/a', '/b'], openOnAdd: false, label: 'tents', 'data-x': '1', className: 'hero' })));
    const el = container.querySelector('sg-late-probe') as LateEl;
    expect(customElements.get('sg-late-probe')).to.equal(undefined);
    define('sg-late-probe', LateProbe);
    await rendered(el);
    await until(() => el.shadowRoot?.querySelector('button'), 'rendered');
    await until(() => JSON.parse($(el, 'button').textContent!).label === 'tents', 'props');
    expect(JSON.parse($(el, 'button').textContent!)).to.include({ openOnAdd: false, label: 'tents' });
    expect(el.featuredLinks).to.deep.equal(['/a', '/b']);
    expect(el.getAttributeNames().sort()).to.deep.equal(['class', 'data-x']);
  });

  it('sets properties on later renders, calls the latest handler, and removes its listener on unmount', async () => {
    const calls: string[] = [];
    let setLabel: (label: string | null) => void = () => {};
    function App() {
      const [label, set] = useState<string | null>('first');
      setLabel = set;
      const onSgSearch = (event: CustomEvent<{ term: string }>) => calls.push(`${label}:${event.detail.term}`);
      return createElement(LateWrapper, label === null ? { onSgSearch } : { label, onSgSearch });
    }
    act(() => root.render(createElement(App)));
    const el = container.querySelector('sg-late-probe') as LateEl;
    await until(() => el.shadowRoot?.querySelector('button'), 'rendered');
    $(el, 'button').click();
    act(() => setLabel('second'));
    expect(el.label).to.equal('second');
    await until(() => JSON.parse($(el, 'button').textContent!).label === 'second', 'second render');
    $(el, 'button').click();
    expect(calls).to.deep.equal(['first:first', 'second:second']);
    // A property no longer given goes back to its default.
    act(() => setLabel(null));
    expect(el.label).to.equal('none');
    act(() => root.render(createElement('p')));
    el.dispatchEvent(new CustomEvent('sg-search', { detail: { term: 'late' } }));
    expect(calls).to.have.length(2);
  });

  it('<SgSearch> passes an object property to the real element and hears its sg-search', async () => {
    const terms: string[] = [];
    act(() =>
      root.render(
        createElement(SgSearch, {
          minChars: 3,
          featuredCategories: [{ label: 'Camping', url: '/c/camping' }],
          onSgSearch: (event) => {
            event.preventDefault();
            terms.push(event.detail.term);
          },
        }),
      ),
    );
    const el = container.querySelector('sg-search')!;
    expect(el.minChars).to.equal(3);
    expect(el.featuredCategories).to.deep.equal([{ label: 'Camping', url: '/c/camping' }]);
    el.dispatchEvent(new CustomEvent('sg-search', { detail: { term: 'tents', source: 'regular', url: '/search?searchTerm=tents' }, cancelable: true }));
    expect(terms).to.deep.equal(['tents']);
  });
});
