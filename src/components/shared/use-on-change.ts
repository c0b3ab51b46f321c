import { useEffect, useRef } from 'react';

/**
 * Calls `onChange(value)` after a render in which `value` differs (Object.is) from the one before it, never for the
 * first render's value: a machine started with its props as input hears later changes of them (an attribute or a
 * property set after the upgrade) as one `*.CHANGE` event each. Pass a memoized value for an object.
 */
export function useOnChange<T>(value: T, onChange: (value: T) => void): void {
  const previous = useRef(value);
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    onChange(value);
    // Only a new value calls: `onChange` is the one of the render that brought it (a new arrow every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
}
