import { cn } from '../../../lib/cn';
import { Glyph } from './Glyph';
import { OneOf } from './OneOf';

export type BadgeTone = 'idle' | 'busy' | 'active' | 'done';

/** A ring, the shape every tone's icon is drawn on. */
const ring = 'M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0';

/**
 * Each tone's icon and colours: one family on a ring (Lucide's circle, loader-circle, circle-dot,
 * circle-check): empty while waiting, partly drawn while busy, a dot when active, a check when done.
 */
const tones: Record<BadgeTone, { glyph: string; className: string }> = {
  idle: { glyph: ring, className: 'border-line bg-surface-muted text-ink-muted' },
  busy: { glyph: 'M21 12a9 9 0 1 1-6.219-8.56', className: 'border-brand-200 bg-brand-50 text-brand-800' },
  active: {
    glyph: `${ring}m8.5 0a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0`,
    className: 'border-brand-200 bg-brand-50 text-brand-800',
  },
  done: { glyph: `${ring}m14-3-5.5 5.5L8 12`, className: 'border-accent-200 bg-accent-50 text-accent-800' },
};

export interface Badge {
  tone: BadgeTone;
  label: string;
}

/**
 * A status word with its icon, so the state never depends on colour alone. It holds every status
 * it can show (OneOf), so it is as wide as its longest word and a change of status is a change of
 * colours and visibility only: no layout.
 */
export function StatusBadge<Status extends string>({
  badges,
  status,
  className,
}: {
  badges: Record<Status, Badge>;
  status: Status;
  className?: string;
}) {
  return (
    <OneOf
      className={cn(
        'rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[badges[status].tone].className,
        className,
      )}
      optionClassName="inline-flex items-center justify-center gap-1"
      shown={status}
      options={(Object.keys(badges) as Status[]).map((option) => [
        option,
        <>
          <Glyph d={tones[badges[option].tone].glyph} size={12} strokeWidth={2.5} />
          {badges[option].label}
        </>,
      ])}
    />
  );
}
