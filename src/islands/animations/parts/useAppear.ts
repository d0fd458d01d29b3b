import { useCallback, useEffect, useRef } from 'react';

/**
 * A ref callback that plays `keyframes` on each element that appears after hydration: never on
 * what the server rendered, never under reduced motion. Web Animations on transform and opacity,
 * so the compositor runs them. Pass module-level keyframes: a new array every render would make a
 * new callback and replay the animation.
 */
export function useAppear(keyframes: Keyframe[], duration: number) {
  const hydrated = useRef(false);
  useEffect(() => {
    hydrated.current = true;
  }, []);
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element || !hydrated.current) return;
      if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
      element.animate(keyframes, { duration, easing: 'ease-out' });
    },
    [keyframes, duration],
  );
}
