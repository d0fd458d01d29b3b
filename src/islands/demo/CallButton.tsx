import { Phone, PhoneOff } from 'lucide-react';
import { cn } from '../../lib/cn';

interface Props {
  action: 'start' | 'end';
  disabled: boolean;
  /** No call can be made in this build: the button is off and grey, never the green of a call about to start. */
  unavailable?: boolean;
  onPress: () => void;
  /** Ties the privacy notice to the button, so it is read with it. */
  describedBy?: string;
  /** Its words before and during a call: `Start opkald`, `Afslut opkald`. */
  labels: { start: string; end: string };
}

/** The phone's big round button: its visible text, and so its name, says whether it starts or ends the call. */
export function CallButton({ action, disabled, unavailable = false, onPress, describedBy, labels }: Props) {
  const starting = action === 'start';
  const Icon = starting ? Phone : PhoneOff;
  return (
    <button
      type="button"
      onClick={onPress}
      disabled={disabled || unavailable}
      aria-describedby={describedBy}
      className="group flex flex-col items-center gap-3 rounded-2xl p-2 font-semibold text-white disabled:cursor-not-allowed"
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-20 items-center justify-center rounded-full shadow-lg ring-4 transition-colors duration-150',
          unavailable
            ? 'bg-white/15 ring-white/15'
            : starting
              ? 'bg-accent-500 ring-accent-300/40 group-hover:bg-accent-400 group-disabled:bg-accent-500/50'
              : 'bg-danger-600 ring-danger-300/40 group-hover:bg-danger-500',
        )}
      >
        <Icon className="size-9" strokeWidth={2.2} />
      </span>
      <span className={cn(unavailable && 'text-white/75')}>{starting ? labels.start : labels.end}</span>
    </button>
  );
}
