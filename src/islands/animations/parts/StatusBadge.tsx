import { cn } from '../../../lib/cn';
import { Glyph } from './Glyph';
import { OneOf } from './OneOf';

export type BadgeTone = 'idle' | 'busy' | 'active' | 'done';

/** Each tone's icon (Lucide's circle-dashed, loader, zap, circle-check) and colours. */
const tones: Record<BadgeTone, { glyph: string; className: string }> = {
  idle: {
    glyph:
      'M10.1 2.182a10 10 0 0 1 3.8 0M13.9 21.818a10 10 0 0 1-3.8 0M17.609 3.721a10 10 0 0 1 2.69 2.7M2.182 13.9a10 10 0 0 1 0-3.8M20.279 17.609a10 10 0 0 1-2.7 2.69M21.818 10.1a10 10 0 0 1 0 3.8M3.721 6.391a10 10 0 0 1 2.7-2.69M6.391 20.279a10 10 0 0 1-2.69-2.7',
    className: 'border-line bg-surface-muted text-ink-muted',
  },
  busy: {
    glyph: 'M12 2v4m4.2 1.8 2.9-2.9M18 12h4m-5.8 4.2 2.9 2.9M12 18v4m-7.1-2.9 2.9-2.9M2 12h4M4.9 4.9l2.9 2.9',
    className: 'border-brand-200 bg-brand-50 text-brand-800',
  },
  active: {
    glyph:
      'M15.914 4a1.5 1.5 0 0 0-2.474-1.561l-9 9A1.5 1.5 0 0 0 5.5 14h4.002a.5.5 0 0 1 .471.666L8.086 20a1.5 1.5 0 0 0 2.475 1.56l9-9A1.5 1.5 0 0 0 18.5 10h-3.997a.5.5 0 0 1-.472-.667z',
    className: 'border-brand-200 bg-brand-50 text-brand-800',
  },
  done: {
    glyph: 'M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0m14-3-5.5 5.5L8 12',
    className: 'border-accent-200 bg-accent-50 text-accent-800',
  },
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
