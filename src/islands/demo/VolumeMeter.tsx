import { meterBars } from '../../lib/demo/call-display';
import { cn } from '../../lib/cn';

/** Ten bars for the agent's volume; decorative, since the status text says who is talking. */
export function VolumeMeter({ volume }: { volume: number }) {
  return (
    <div aria-hidden="true" className="flex h-10 items-end justify-center gap-1.5">
      {meterBars(volume).map((lit, index) => (
        <span
          key={index}
          data-lit={lit}
          style={{ height: `${30 + index * 7}%` }}
          className={cn('w-2 rounded-full transition-colors duration-100', lit ? 'bg-accent-300' : 'bg-white/20')}
        />
      ))}
    </div>
  );
}
