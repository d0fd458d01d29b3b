import type { ReactNode } from 'react';
import { Activity, PhoneCall, PhoneIncoming, Users } from 'lucide-react';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import type { AgentSummary } from '../../lib/staff/agent-summary';

interface Props {
  summary: AgentSummary;
  className?: string;
}

interface Tile {
  label: string;
  value: ReactNode;
  detail: string;
  icon: ReactNode;
}

/** The four figures at the top of the dashboard, as a description list. */
export default function StatTiles({ summary, className }: Props) {
  const tiles: Tile[] = [
    {
      label: 'Tilgængelige agenter',
      value: formatNumber(summary.availableAgents),
      detail: `af ${formatNumber(summary.totalAgents)} agenter`,
      icon: <Users className="size-5" />,
    },
    {
      label: 'Aktive opkald',
      value: formatNumber(summary.activeCalls),
      detail: 'lige nu',
      icon: <PhoneCall className="size-5" />,
    },
    {
      label: 'Opkald i dag',
      value: formatNumber(summary.callsToday),
      detail: 'alle agenter',
      icon: <PhoneIncoming className="size-5" />,
    },
    {
      label: 'Systemstatus',
      value: (
        <span className="inline-flex items-center gap-2">
          <span className="size-2.5 rounded-full bg-accent-500" aria-hidden="true" />
          Online
        </span>
      ),
      detail: 'alle systemer kører',
      icon: <Activity className="size-5" />,
    },
  ];

  return (
    <dl className={cn('grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4', className)}>
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-card border border-line bg-white p-4 shadow-card sm:p-5">
          <dt className="flex items-start justify-between gap-3 text-sm font-semibold text-ink-muted">
            {tile.label}
            <span
              className="hidden size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 sm:grid"
              aria-hidden="true"
            >
              {tile.icon}
            </span>
          </dt>
          <dd className="mt-2 text-2xl font-bold tracking-tight tabular-nums sm:text-3xl">{tile.value}</dd>
          <dd className="mt-1 text-sm text-ink-muted">{tile.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
