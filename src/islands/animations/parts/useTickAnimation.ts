import { useEffect, useRef } from 'react';

/**
 * Replays `from` → the element's own style over `ms` on the returned ref's element each time `tick`
 * changes after hydration (never for the server's still frame; under reduced motion `running`
 * never turns true, so nothing moves). One Web Animation on transform or opacity for a whole state
 * change, however many items moved, run by the compositor.
 *
 * It is one endless animation that holds its end for the rest of `periodMs`, rewound on every tick
 * and paused with the illustration: a finishing animation would cost the main thread several
 * frames (and a repaint, as the element leaves its compositor layer) every tick; this one never
 * finishes. `periodMs` should be at least the longest wait between ticks, so it never replays alone.
 */
export function useTickAnimation<T extends HTMLElement>(
  tick: unknown,
  running: boolean,
  from: Keyframe,
  ms: number,
  periodMs: number,
) {
  const ref = useRef<T>(null);
  const animation = useRef<Animation | null>(null);
  const last = useRef(tick);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (tick !== last.current) {
      last.current = tick;
      if (!animation.current) {
        const settled = { ...Object.fromEntries(Object.keys(from).map((key) => [key, key === 'opacity' ? 1 : 'none'])) };
        animation.current = element.animate(
          [{ ...from, offset: 0, easing: 'ease-out' }, { ...settled, offset: ms / periodMs }, settled],
          { duration: periodMs, iterations: Infinity },
        );
      } else animation.current.currentTime = 0;
    }
    if (running) animation.current?.play();
    else animation.current?.pause();
  }, [tick, running, from, ms, periodMs]);
  useEffect(() => () => animation.current?.cancel(), []);
  return ref;
}
