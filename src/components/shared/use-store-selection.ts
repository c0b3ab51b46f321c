import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

/**
 * A selection from an external store, stable while equal: what `use-sync-external-store/shim/with-selector` exports as
 * `useSyncExternalStoreWithSelector`, the one hook @xstate/react's `useSelector` is built on. The CDN builds resolve
 * that module to this one (rollup.config.mjs, `nativeSyncExternalStore`): the package's CommonJS copy weighs 0.8 kB
 * brotli in the React chunk, and in the lite build it brought Rollup's CommonJS helpers into the Preact chunk every
 * element loads. Tests, Storybook and the npm build use the package itself; test/components/use-store-selection.test.ts
 * runs both through the same cases.
 *
 * What it guarantees:
 * - `selector` runs once per store snapshot (a snapshot is compared with `Object.is`), not on every render;
 * - when `isEqual` says the new selection equals the one before, the one before is returned (same object), so the
 *   component does not render again; "the one before" is the last selection made, or, right after the selector or
 *   the store changed identity, the value last committed.
 */
export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: (() => Snapshot) | null | undefined,
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const committed = useRef<{ value: Selection } | null>(null);
  const [getSelection, getServerSelection] = useMemo(() => {
    // The last snapshot selected from and its selection.
    const memo: { last: { snapshot: Snapshot; selection: Selection } | null } = { last: null };
    const select = (snapshot: Snapshot): Selection => {
      const { last } = memo;
      if (last && Object.is(last.snapshot, snapshot)) return last.selection;
      const selection = selector(snapshot);
      const before = last ? { value: last.selection } : committed.current;
      memo.last = { snapshot, selection: before && isEqual?.(before.value, selection) ? before.value : selection };
      return memo.last.selection;
    };
    return [() => select(getSnapshot()), getServerSnapshot ? () => select(getServerSnapshot()) : undefined] as const;
  }, [getSnapshot, getServerSnapshot, selector, isEqual]);
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    committed.current = { value };
  }, [value]);
  return value;
}
