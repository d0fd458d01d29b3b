import { useEffect, useRef } from 'react';

/** Calls `callback` every `ms` while `running`; stopping clears the timer at once. */
export function useInterval(callback: () => void, ms: number, running: boolean): void {
  const saved = useRef(callback);
  useEffect(() => {
    saved.current = callback;
  }, [callback]);
  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => saved.current(), ms);
    return () => window.clearInterval(id);
  }, [ms, running]);
}

/** Calls `callback` once after `ms` while `running`; a change of `key` or a stop cancels it. */
export function useTimeout(callback: () => void, ms: number | null, running: boolean, key?: unknown): void {
  const saved = useRef(callback);
  useEffect(() => {
    saved.current = callback;
  }, [callback]);
  useEffect(() => {
    if (!running || ms === null) return;
    const id = window.setTimeout(() => saved.current(), ms);
    return () => window.clearTimeout(id);
  }, [ms, running, key]);
}
