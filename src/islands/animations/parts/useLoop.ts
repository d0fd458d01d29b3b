import { useEffect, useRef } from 'react';

/**
 * Plays an endless Web Animation on each child of the returned ref's element while `running`, and
 * pauses it otherwise; under reduced motion `running` never turns true, so nothing moves. Not a CSS
 * animation: React listens for `animationiteration` at its root, and Chrome runs every endless CSS
 * animation beneath such a listener on the main thread, frame by frame. Web Animations fire no
 * events and stay on the compositor. Until the first run the children keep their CSS still frame.
 */
export function useLoop<T extends HTMLElement>(
  running: boolean,
  keyframes: Keyframe[],
  timing: (index: number) => KeyframeAnimationOptions,
) {
  const ref = useRef<T>(null);
  const animations = useRef<Animation[]>([]);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    if (running && animations.current.length === 0) {
      animations.current = [...container.children].map((child, i) =>
        child.animate(keyframes, { iterations: Infinity, ...timing(i) }),
      );
    }
    for (const animation of animations.current) {
      if (running) animation.play();
      else animation.pause();
    }
  }, [running, keyframes, timing]);
  // Removing an element does not end its animations: left running on a detached element, they
  // would tick on the main thread every frame for good.
  useEffect(() => () => animations.current.forEach((animation) => animation.cancel()), []);
  return ref;
}
