import { useCallback, useRef, useState } from 'react';
import { loadChunk } from './lazy';
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
 * shows as a retry message. `load` is read when the load starts, so tests may swap it by prop.
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
    loadChunk(loader.current).then(
      (module) => settle({ status: 'ready', module }),
      () => settle({ status: 'failed', module: null }),
    );
  }, [loader]);
  return { ...chunk, request };
}
