import type { ReadonlySignal } from '@preact/signals-core';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * A page-level signal's value in a component, re-rendering when it changes: React's own useSyncExternalStore over the
 * signal, for components that read one or two signals and need not carry @preact/signals-react (the header's eager
 * code). `subscribe` calls back once at once; useSyncExternalStore only compares snapshots, so that is harmless.
 */
export function useSignalValue<T>(source: ReadonlySignal<T>): T {
  const subscribe = useCallback((onChange: () => void) => source.subscribe(() => onChange()), [source]);
  return useSyncExternalStore(subscribe, () => source.peek());
}
