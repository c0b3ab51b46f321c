import { startTransition, useCallback, useRef, useState } from 'react';
import { loadChunk } from '../../core/lazy';
import { useLatest } from './use-latest';

export type ChunkStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface LazyChunk<M> {
  status: ChunkStatus;
  /** The loaded module once `status` is `ready`. */
  module: M | null;
  /** Starts the load on first intent; after a failure, tries again (the "Try again" button). No-op while loading or loaded. */
  request: () => void;
}

/**
 * A lazy chunk (`import()`) loaded on first intent, with the spec's 120 s timeout and a failed state the component
 * shows as a retry message. `load` is read when the load starts, so tests may swap it by prop. The import starts
 * after the asking event's task, and the loaded chunk's first render is a transition (time-sliced).
 */
export function useLazyChunk<M>(load: () => Promise<M>): LazyChunk<M> {
  const loader = useLatest(load);
  const [chunk, setChunk] = useState<{ status: ChunkStatus; module: M | null }>({ status: 'idle', module: null });
  const status = useRef<ChunkStatus>('idle');
  const request = useCallback(() => {
    if (status.current === 'loading' || status.current === 'ready') return;
    const settle = (next: { status: ChunkStatus; module: M | null }) => {
      status.current = next.status;
      setChunk(next);
    };
    settle({ status: 'loading', module: null });
    // The import starts after the current task (the click or focus that asked for it paints first), and what the
    // chunk renders renders in a transition, in slices: a big panel (a 100-line cart) never makes a long task.
    setTimeout(() => {
      loadChunk(loader.current).then(
        (module) => startTransition(() => settle({ status: 'ready', module })),
        () => settle({ status: 'failed', module: null }),
      );
    }, 0);
  }, [loader]);
  return { ...chunk, request };
}
