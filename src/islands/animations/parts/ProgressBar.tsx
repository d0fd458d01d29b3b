import { cn } from '../../../lib/cn';
import { useChange } from './useChange';
import { useReplay } from './useReplay';

interface Props {
  /** 0-100. */
  value: number;
  /** Height and track colour. */
  className?: string;
  /** Colour of the filled part. */
  fillClassName?: string;
  /**
   * Slide to a new value over `slideMs` while the illustration runs (`periodMs`: the longest wait
   * between two values, see useReplay); without it the fill moves at once.
   */
  slide?: { running: boolean; slideMs: number; periodMs: number };
}

/**
 * A bar filled to `value` per cent. The fill is a full-width strip slid in from the left
 * (transform only), so moving it costs no layout and its rounded end keeps its shape. No
 * will-change: the slide runs on the compositor without it, and a layer kept for every row cost
 * the same or more main-thread time (npm run perf, three runs each on the four pages with bars).
 */
export function ProgressBar({ value, className, fillClassName, slide }: Props) {
  const { ref, replay } = useReplay<HTMLDivElement>(slide?.running ?? false, slide?.periodMs ?? 1);
  useChange(value, (previous) => {
    if (slide)
      replay(
        [{ transform: `translateX(${previous - 100}%)` }, { transform: `translateX(${value - 100}%)` }],
        slide.slideMs,
      );
  });
  return (
    <div className={cn('overflow-hidden rounded-full bg-line', className)} aria-hidden="true">
      <div
        ref={ref}
        className={cn('h-full rounded-full', fillClassName)}
        style={{ transform: `translateX(${value - 100}%)` }}
      />
    </div>
  );
}
