import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { Animation } from '../../lib/animations/animation';
import { createPlayer } from '../../lib/animations/player';

/** True while the visitor asks for reduced motion (follows changes live). */
function usePrefersReducedMotion(): boolean {
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
function useOnScreen(ref: RefObject<Element | null>): boolean {
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
function useTabVisible(): boolean {
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
  /** The illustration's root element: what must be on screen for it to move. */
  ref: RefObject<HTMLDivElement | null>;
  /** Timers may run: on screen, tab visible, no reduced motion, not paused by the visitor. */
  running: boolean;
  /** The visitor pressed pause. */
  paused: boolean;
  /** It has played at least once; until then the still frame stands. */
  started: boolean;
  togglePaused: () => void;
  setPaused: (paused: boolean) => void;
}

export interface AnimationView<S, E> extends Playback {
  state: S;
  /** A visitor's event (choose a step, reset); the schedule goes on from the new state. */
  dispatch: (event: E) => void;
}

/**
 * The one way an illustration moves (WCAG 2.2.2, docs/product.md#rules-for-every-illustration): its
 * animation plays only while it is on screen, the tab is visible, reduced motion is off and the visitor has not paused
 * it. Under reduced motion it keeps its still frame, `animation.initial`.
 */
export function useAnimation<S, E>(animation: Animation<S, E>): AnimationView<S, E> {
  const ref = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const onScreen = useOnScreen(ref);
  const tabVisible = useTabVisible();
  const [paused, setPaused] = useState(false);
  const togglePaused = useCallback(() => setPaused((p) => !p), []);
  const running = onScreen && tabVisible && !reducedMotion && !paused;
  const [started, setStarted] = useState(false);
  if (running && !started) setStarted(true);

  const [state, setState] = useState(animation.initial);
  // Each step renders at once, in the timer's own task, effects included: one task per step
  // instead of three (timer, React's scheduled render, its scheduled effects).
  const [player] = useState(() => createPlayer(animation, (next) => flushSync(() => setState(next))));
  // A layout effect, so the clock starts in the same task that puts data-running on the frame.
  useLayoutEffect(() => {
    if (!running) return;
    player.play();
    return () => player.pause();
  }, [player, running]);

  return { ref, state, dispatch: player.dispatch, running, paused, started, togglePaused, setPaused };
}
