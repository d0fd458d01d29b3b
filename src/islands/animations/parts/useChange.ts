import { useEffect, useRef } from 'react';

/**
 * Calls `onChange` with the previous value after each render in which `value` has changed since
 * the last one: never for the first render (the server's still frame). How the illustrations start
 * a replay (useReplay) when their state moves on.
 */
export function useChange<T>(value: T, onChange: (previous: T) => void) {
  const last = useRef(value);
  useEffect(() => {
    if (Object.is(value, last.current)) return;
    const previous = last.current;
    last.current = value;
    onChange(previous);
  }, [value]);
}
