import { Mic, MicOff } from 'lucide-react';
import { cn } from '../../lib/cn';

interface Props {
  /** Its words, `Slå mikrofon fra`; `aria-pressed` says whether it is on. */
  label: string;
  muted: boolean;
  onToggle: () => void;
}

/** Mutes the visitor's microphone; `aria-pressed` tells whether it is muted. */
export function MuteToggle({ label, muted, onToggle }: Props) {
  const Icon = muted ? MicOff : Mic;
  return (
    <button
      type="button"
      aria-pressed={muted}
      onClick={onToggle}
      className={cn(
        'inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors duration-150',
        muted ? 'border-white bg-white text-brand-950' : 'border-white/40 text-white hover:bg-white/10',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
