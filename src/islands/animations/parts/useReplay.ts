import { useEffect, useRef } from 'react';

/**
 * Plays `frames` (ending at the element's own style) once on `ref`'s element, now, as one Web
 * Animation on transform or opacity that the compositor runs. It is one endless animation that
 * holds its end for the rest of `periodMs`, rewound (and given new frames) on every call and paused
 * with the illustration: a finishing animation would cost the main thread several frames, and a
 * repaint as the element leaves its compositor layer, every time; this one never finishes.
 * `periodMs` must be at least the longest wait between two calls, so it never replays alone.
 * Pausing completes a fade or slide still under way: a paused illustration never holds text
 * half see-through.
 */
export function useReplay<T extends HTMLElement>(running: boolean, periodMs: number) {
  const ref = useRef<T>(null);
  const animation = useRef<Animation>(null);
  /** Where the current replay's motion ends, in ms of the period. */
  const end = useRef(0);
  useEffect(() => {
    const current = animation.current;
    if (!current) return;
    if (running) return current.play();
    if (Number(current.currentTime) < end.current) current.currentTime = end.current;
    current.pause();
  }, [running]);
  useEffect(() => () => animation.current?.cancel(), []);
  /** Drops the animation: the element shows its own style. */
  const cancel = () => {
    animation.current?.cancel();
    animation.current = null;
  };
  /** Replays `frames` over `ms` of the period; while not running, just drops any animation. */
  const replay = (frames: [Keyframe, Keyframe], ms: number) => {
    const element = ref.current;
    if (!element || !running) return cancel();
    const keyframes = [{ ...frames[0], easing: 'ease-out' }, { ...frames[1], offset: ms / periodMs }, frames[1]];
    end.current = ms;
    const current = animation.current;
    if (!current) {
      animation.current = element.animate(keyframes, { duration: periodMs, iterations: Infinity });
      return;
    }
    (current.effect as KeyframeEffect).setKeyframes(keyframes);
    current.currentTime = 0;
    current.play();
  };
  return { ref, replay, cancel };
}
