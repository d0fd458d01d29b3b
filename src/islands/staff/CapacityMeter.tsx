import { cn } from '../../lib/cn';
import { formatPercent } from '../../lib/format';
import { capacity, type CapacityLevel } from '../../lib/staff/capacity';

interface Props {
  currentCalls: number;
  maxCalls: number;
  className?: string;
}

const barColours: Record<CapacityLevel, string> = {
  high: 'bg-danger-600',
  medium: 'bg-warning-400',
  low: 'bg-accent-500',
};

/** Calls in progress against the agent's maximum: figures, percentage and level in text, plus a coloured bar. */
export default function CapacityMeter({ currentCalls, maxCalls, className }: Props) {
  const { percent, level, label } = capacity(currentCalls, maxCalls);
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-semibold text-ink-muted">Kapacitet</span>
        <span className="tabular-nums">
          <span className="font-semibold text-ink">
            {currentCalls}/{maxCalls}
          </span>{' '}
          opkald · {formatPercent(percent)}
        </span>
      </div>
      {/* The bar repeats the figures above for sighted users; the text carries the meaning. */}
      <div
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-surface-muted ring-1 ring-line ring-inset"
        aria-hidden="true"
      >
        <div
          className={cn('h-full rounded-full transition-[width]', barColours[level])}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-1 text-xs text-ink-muted">{label}</p>
    </div>
  );
}
