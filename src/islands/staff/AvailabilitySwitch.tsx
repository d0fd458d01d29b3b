import { cn } from '../../lib/cn';

interface Props {
  /** The agent's name, so each switch has its own accessible name. */
  name: string;
  checked: boolean;
  onToggle: () => void;
}

/** An on/off switch for taking calls; the state is in aria-checked and in the knob's position. */
export default function AvailabilitySwitch({ name, checked, onToggle }: Props) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={`${name} tilgængelig for opkald`}
      onClick={onToggle}
      className="flex w-full items-center justify-between gap-3 rounded-lg text-left font-semibold"
    >
      <span>Tilgængelig for opkald</span>
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors',
          checked ? 'border-accent-700 bg-accent-600' : 'border-ink-muted bg-surface-muted',
        )}
      >
        <span
          className={cn(
            'size-5 rounded-full shadow-sm transition-transform',
            checked ? 'translate-x-[1.3rem] bg-white' : 'translate-x-0.5 bg-ink-muted',
          )}
        />
      </span>
    </button>
  );
}
