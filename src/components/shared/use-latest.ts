import { useInsertionEffect, useRef } from 'react';

/**
 * A ref that always holds the latest `value`, for callbacks and effects that must read current props without
 * re-subscribing. It is updated after render (before any layout effect or event handler runs), never during it.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useInsertionEffect(() => {
    ref.current = value;
  });
  return ref;
}
