import { cn } from '../../../lib/cn';
import { Glyph, type GlyphName } from './Glyph';

export type BadgeTone = 'idle' | 'busy' | 'active' | 'done';

const tones: Record<BadgeTone, { glyph: GlyphName; className: string }> = {
  idle: { glyph: 'circleDashed', className: 'border-line bg-surface-muted text-ink-muted' },
  busy: { glyph: 'loader', className: 'border-brand-200 bg-brand-50 text-brand-800' },
  active: { glyph: 'zap', className: 'border-brand-200 bg-brand-50 text-brand-800' },
  done: { glyph: 'circleCheck', className: 'border-accent-200 bg-accent-50 text-accent-800' },
};

/** A status word with its icon, so the state never depends on colour alone. */
export function StatusBadge({ tone, label, className }: { tone: BadgeTone; label: string; className?: string }) {
  const { glyph, className: toneClass } = tones[tone];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        toneClass,
        className,
      )}
    >
      <Glyph name={glyph} size={12} strokeWidth={2.5} />
      {label}
    </span>
  );
}
