import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useSyncExternalStoreWithSelector as packageHook } from 'use-sync-external-store/shim/with-selector';
import { useSyncExternalStoreWithSelector as ourHook } from '../../src/components/shared/use-store-selection';

// The CDN builds put our hook where @xstate/react imports the package's (rollup.config.mjs, nativeSyncExternalStore):
// both go through the same cases here, so a difference between them fails.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Hook = typeof ourHook;

/** A store whose snapshot is a new object on each `set`, as an actor's is. */
function createStore<T>(initial: T) {
  let snapshot = { value: initial };
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    set(value: T) {
      snapshot = { value };
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

type Store = ReturnType<typeof createStore<number[]>>;
type Snapshot = ReturnType<Store['getSnapshot']>;

const sameItems = (a: number[], b: number[]) => a.length === b.length && a.every((item, i) => item === b[i]);

for (const [name, hook] of [
  ['use-sync-external-store/shim/with-selector', packageHook as Hook],
  ['src/components/shared/use-store-selection.ts', ourHook],
] as const) {
  describe(`useSyncExternalStoreWithSelector: ${name}`, () => {
    let container: HTMLElement;
    let root: Root;
    /** Each render's selection, in order. */
    let seen: number[][];
    let selectorRuns: number;

    beforeEach(() => {
      container = document.createElement('div');
      document.body.append(container);
      root = createRoot(container);
      seen = [];
      selectorRuns = 0;
    });

    afterEach(() => {
      act(() => root.unmount());
      container.remove();
    });

    /** The even items of the store's list: a new array on every call. */
    const evens = (snapshot: Snapshot) => {
      selectorRuns++;
      return snapshot.value.filter((item) => item % 2 === 0);
    };

    function View(props: { store: Store; selector: (snapshot: Snapshot) => number[]; isEqual?: typeof sameItems; label?: string }) {
      const selection = hook(props.store.subscribe, props.store.getSnapshot, undefined, props.selector, props.isEqual);
      seen.push(selection);
      return <p>{`${props.label ?? ''}${selection.join(',')}`}</p>;
    }

    it('shows the selection, and the new one when the store changes', () => {
      const store = createStore([1, 2, 3, 4]);
      act(() => root.render(<View store={store} selector={evens} />));
      expect(container.textContent).to.equal('2,4');
      act(() => store.set([6, 7, 8]));
      expect(container.textContent).to.equal('6,8');
      act(() => root.render(<p>gone</p>));
      expect(store.listeners.size, 'unsubscribed when unmounted').to.equal(0);
    });

    it('runs the selector once per snapshot, not again when the component renders for another reason', () => {
      const store = createStore([1, 2]);
      act(() => root.render(<View store={store} selector={evens} label="a:" />));
      const runs = selectorRuns;
      act(() => root.render(<View store={store} selector={evens} label="b:" />));
      expect(container.textContent).to.equal('b:2');
      expect(selectorRuns, 'no new selector run for the same snapshot and selector').to.equal(runs);
      expect(seen.at(-1)).to.equal(seen[0]);
    });

    it('keeps the selection before (the same object, no render) when isEqual says the new one equals it', () => {
      const store = createStore([1, 2, 3, 4]);
      act(() => root.render(<View store={store} selector={evens} isEqual={sameItems} />));
      const first = seen.at(-1)!;
      const renders = seen.length;
      act(() => store.set([2, 4, 5]));
      expect(seen.length, 'no render for an equal selection').to.equal(renders);
      act(() => store.set([2, 4, 6]));
      expect(container.textContent).to.equal('2,4,6');
      expect(seen.at(-1)).not.to.equal(first);
    });

    it('without isEqual, an equal but new selection renders again', () => {
      const store = createStore([1, 2]);
      act(() => root.render(<View store={store} selector={evens} />));
      const renders = seen.length;
      act(() => store.set([2, 3]));
      expect(seen.length).to.equal(renders + 1);
      expect(seen.at(-1)).to.deep.equal(seen.at(-2));
      expect(seen.at(-1)).not.to.equal(seen.at(-2));
    });

    it('with a selector made on each render, an equal selection is still the committed object', () => {
      const store = createStore([1, 2, 3, 4]);
      const render = (label: string) =>
        act(() => root.render(<View store={store} selector={(snapshot) => evens(snapshot)} isEqual={sameItems} label={label} />));
      render('a:');
      const first = seen.at(-1)!;
      render('b:');
      render('c:');
      expect(container.textContent).to.equal('c:2,4');
      expect(seen.every((selection) => selection === first), 'every render saw the first selection').to.equal(true);
    });
  });
}
