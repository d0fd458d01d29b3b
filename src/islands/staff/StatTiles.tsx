import type { ReactNode } from 'react';
import { Activity, PhoneCall, PhoneIncoming, Users } from 'lucide-react';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import type { AgentSummary } from '../../lib/staff/agent-summary';

/** The system-status tile: `online` only when the staff API answered the last reading (docs/product.md#staff-panel). */
export type SystemStatus = 'online' | 'offline';

interface Props {
  summary: AgentSummary;
  status: SystemStatus;
  className?: string;
}

interface Tile {
  label: string;
  value: ReactNode;
  detail: string;
  icon: ReactNode;
}

const statusLooks: Record<SystemStatus, { text: string; detail: string; dot: string }> = {
  online: { text: 'Online', detail: 'personale-API’et svarer', dot: 'bg-accent-500' },
  offline: { text: 'Ingen forbindelse', detail: 'personale-API’et svarer ikke', dot: 'bg-danger-600' },
};

/** A sum's detail line: which agents it leaves out. */
function figureDetail(base: string, summary: AgentSummary): string {
  if (summary.leftOut.length > 0) return `${base}, uden ${summary.leftOut.join(' og ')} (ikke forbundet)`;
  return base;
}

/** The four figures at the top of the dashboard, as a description list. */
export default function StatTiles({ summary, status, className }: Props) {
  const look = statusLooks[status];
  const figure = (value: number | null) =>
    value === null ? <span className="text-lg">ikke forbundet</span> : formatNumber(value);
  const tiles: Tile[] = [
    {
      label: 'Tilgængelige agenter',
      value: formatNumber(summary.availableAgents),
      detail: `af ${formatNumber(summary.totalAgents)} agenter`,
      icon: <Users className="size-5" />,
    },
    {
      label: 'Aktive opkald',
      value: figure(summary.activeCalls),
      detail: figureDetail('lige nu', summary),
      icon: <PhoneCall className="size-5" />,
    },
    {
      label: 'Opkald i dag',
      value: figure(summary.callsToday),
      detail: figureDetail('alle agenter', summary),
      icon: <PhoneIncoming className="size-5" />,
    },
    {
      label: 'Systemstatus',
      value: (
        // A word, not a figure: a size that fits a half-width tile on a phone.
        <span className="flex items-center gap-2 text-lg sm:text-2xl">
          <span className={cn('size-2.5 shrink-0 rounded-full', look.dot)} aria-hidden="true" />
          <span className="min-w-0">{look.text}</span>
        </span>
      ),
      detail: look.detail,
      icon: <Activity className="size-5" />,
    },
  ];

  return (
    <dl className={cn('grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4', className)}>
      {tiles.map((tile) => (
        <div key={tile.label} className="min-w-0 rounded-card border border-line bg-white p-4 shadow-card sm:p-5">
          <dt className="flex items-start justify-between gap-3 text-sm font-semibold text-ink-muted">
            {tile.label}
            <span
              className="hidden size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 sm:grid"
              aria-hidden="true"
            >
              {tile.icon}
            </span>
          </dt>
          <dd className="mt-2 text-2xl font-bold tracking-tight break-words tabular-nums sm:text-3xl">{tile.value}</dd>
          <dd className="mt-1 text-sm text-ink-muted">{tile.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
