import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import AvailabilitySwitch from './AvailabilitySwitch';
import type { SwitchSave } from '../../stores/staff';
import CapacityMeter from './CapacityMeter';

/** One agent as a card shows it; figures are null where nobody read them. */
export interface AgentCardData {
  id: string;
  name: string;
  avatar: string;
  specialties: readonly string[];
  isAvailable: boolean;
  maxCalls: number;
  currentCalls: number | null;
  totalCallsToday: number | null;
}

interface Props {
  agent: AgentCardData;
  onToggle: () => void;
  save?: SwitchSave;
  /** Why the figures are missing: `ikke forbundet`, or that live figures are not connected now. */
  figuresMissing?: string;
}

/** One voice agent: who it is, what it handles, whether it takes calls and how busy it is. */
export default function AgentCard({ agent, onToggle, save, figuresMissing }: Props) {
  const specialtiesId = `agent-${agent.id}-specialties`;
  const saveId = `agent-${agent.id}-save`;
  const saving = save?.saving === true;
  const checked = saving ? save.wanted : agent.isAvailable;
  return (
    <article
      aria-labelledby={`agent-${agent.id}-name`}
      className="flex h-full flex-col rounded-card border border-line bg-white p-6 text-ink shadow-card"
    >
      <div className="flex items-center gap-4">
        {/* The name right beside it says who this is; the drawing adds nothing for a screen reader. */}
        <img src={agent.avatar} alt="" width={64} height={64} className="size-16 shrink-0 rounded-full" />
        <div className="min-w-0">
          <h3 id={`agent-${agent.id}-name`} className="text-xl font-bold tracking-tight">
            {agent.name}
          </h3>
          <p className="mt-1 inline-flex items-center gap-2 text-sm font-medium">
            <span
              className={cn('size-2.5 rounded-full', agent.isAvailable ? 'bg-accent-500' : 'bg-ink-muted/50')}
              aria-hidden="true"
            />
            {agent.isAvailable ? 'Tilgængelig' : 'Ikke tilgængelig'}
          </p>
        </div>
      </div>

      <p id={specialtiesId} className="mt-5 text-sm font-semibold text-ink-muted">
        Specialer
      </p>
      <ul aria-labelledby={specialtiesId} className="mt-2 flex flex-wrap gap-2">
        {agent.specialties.map((specialty) => (
          <li key={specialty} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
            {specialty}
          </li>
        ))}
      </ul>

      {agent.currentCalls !== null && agent.totalCallsToday !== null ? (
        <>
          <CapacityMeter currentCalls={agent.currentCalls} maxCalls={agent.maxCalls} className="mt-6" />
          <p className="mt-4 text-sm text-ink-muted">
            Opkald i dag:{' '}
            <span className="font-semibold text-ink tabular-nums">{formatNumber(agent.totalCallsToday)}</span>
          </p>
        </>
      ) : (
        <p className="mt-6 text-sm text-ink-muted">
          <span className="font-semibold">Kapacitet:</span> {formatNumber(agent.maxCalls)} samtidige opkald ·{' '}
          <span className="font-semibold text-ink">{figuresMissing ?? 'ikke forbundet'}</span>
        </p>
      )}

      <div className="mt-auto pt-5">
        <div className="border-t border-line pt-4">
          <AvailabilitySwitch
            name={agent.name}
            checked={checked}
            busy={saving}
            describedBy={save ? saveId : undefined}
            onToggle={onToggle}
          />
          {save && (
            <p
              id={saveId}
              role={save.error ? 'alert' : 'status'}
              className={cn('mt-2 text-sm', save.error ? 'font-medium text-danger-700' : 'text-ink-muted')}
            >
              {save.error ?? (saving ? 'Gemmer …' : 'Gemt')}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
