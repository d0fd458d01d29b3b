import { CircleCheck, CircleDashed, Loader, Zap } from 'lucide-react';
import { cn } from '../../../lib/cn';

export type BadgeTone = 'idle' | 'busy' | 'active' | 'done';

const tones = {
  idle: { icon: CircleDashed, className: 'border-line bg-surface-muted text-ink-muted' },
  busy: { icon: Loader, className: 'border-sky-200 bg-sky-50 text-sky-800' },
  active: { icon: Zap, className: 'border-brand-200 bg-brand-50 text-brand-800' },
  done: { icon: CircleCheck, className: 'border-accent-200 bg-accent-50 text-accent-800' },
} as const;

/** A status word with its icon, so the state never depends on colour alone. */
export function StatusBadge({ tone, label, className }: { tone: BadgeTone; label: string; className?: string }) {
  const { icon: Icon, className: toneClass } = tones[tone];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        toneClass,
        className,
      )}
    >
      <Icon aria-hidden="true" size={12} strokeWidth={2.5} />
      {label}
    </span>
  );
}
