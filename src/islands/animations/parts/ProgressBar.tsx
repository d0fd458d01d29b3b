import { cn } from '../../../lib/cn';

interface Props {
  /** 0-100. */
  value: number;
  /** Height and track colour. */
  className?: string;
  /** Colour and transition duration of the filled part. */
  fillClassName?: string;
  /** Slide to a new value; off where values change so often that each slide would cost more than it shows. */
  smooth?: boolean;
}

/**
 * A bar filled to `value` per cent. The fill is a full-width strip slid in from the left
 * (transform only), so moving it costs no layout and its rounded end keeps its shape.
 */
export function ProgressBar({ value, className, fillClassName, smooth = true }: Props) {
  return (
    <div className={cn('overflow-hidden rounded-full bg-line', className)} aria-hidden="true">
      <div
        className={cn('h-full rounded-full will-change-transform', smooth && 'transition-transform', fillClassName)}
        style={{ transform: `translateX(${value - 100}%)` }}
      />
    </div>
  );
}
