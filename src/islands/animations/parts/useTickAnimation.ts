import { useChange } from './useChange';
import { useReplay } from './useReplay';

/**
 * Fades or slides `ref`'s element in from `from` over `ms` each time `tick` changes after
 * hydration (never for the server's still frame; under reduced motion `running` never turns true):
 * one shared animation for a whole state change, however many items it moved (see useReplay).
 */
export function useTickAnimation<T extends HTMLElement>(
  tick: unknown,
  running: boolean,
  from: Keyframe,
  ms: number,
  periodMs: number,
) {
  const { ref, replay } = useReplay<T>(running, periodMs);
  useChange(tick, () => {
    const to = Object.fromEntries(Object.keys(from).map((key) => [key, key === 'opacity' ? 1 : 'none']));
    replay([from, to], ms);
  });
  return ref;
}
