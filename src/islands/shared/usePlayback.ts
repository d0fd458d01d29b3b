import { useCallback, useEffect, useState, type RefObject } from 'react';

/** True while the visitor asks for reduced motion (follows changes live). */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/** True while the element is at least partly on screen. */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setOnScreen(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}

/** True while the browser tab is visible. */
export function useTabVisible(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

export interface Playback {
  /** Timers may run: on screen, tab visible, no reduced motion, not paused by the visitor. */
  running: boolean;
  /** The visitor pressed pause. */
  paused: boolean;
  /** Reduced motion is asked for: show a still, complete state and start no timers. */
  reducedMotion: boolean;
  togglePaused: () => void;
  setPaused: (paused: boolean) => void;
}

/**
 * The one rule every illustration follows (WCAG 2.2.2 and DESIGN "Animations"): it moves only
 * while it is on screen, the tab is visible, reduced motion is off and the visitor has not paused it.
 */
export function usePlayback(ref: RefObject<Element | null>, initiallyPaused = false): Playback {
  const reducedMotion = usePrefersReducedMotion();
  const onScreen = useOnScreen(ref);
  const tabVisible = useTabVisible();
  const [paused, setPaused] = useState(initiallyPaused);
  const togglePaused = useCallback(() => setPaused((p) => !p), []);
  return {
    running: onScreen && tabVisible && !reducedMotion && !paused,
    paused,
    reducedMotion,
    togglePaused,
    setPaused,
  };
}
