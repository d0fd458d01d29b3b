import { cn } from '../../lib/cn';

interface Props {
  /** The agent's name, so each switch has its own accessible name. */
  name: string;
  checked: boolean;
  /** A save is under way: the switch shows the state asked for and waits for the server. */
  busy?: boolean;
  describedBy?: string;
  onToggle: () => void;
}

/** An on/off switch for taking calls; the state is in aria-checked and in the knob's position. */
export default function AvailabilitySwitch({ name, checked, busy = false, describedBy, onToggle }: Props) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={`${name} tilgængelig for opkald`}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      // aria-disabled rather than disabled: focus stays on the switch while it saves.
      aria-disabled={busy || undefined}
      onClick={busy ? undefined : onToggle}
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
