import { memo } from 'react';
import { useAnimation } from '../shared/useAnimation';
import { cn } from '../../lib/cn';
import { softHyphenate } from '../../lib/soft-hyphens';
import { isNodeLit, platformAnimation, tileStatus, type TileStatus } from '../../lib/animations/data-platform';
import { Glyph } from './parts/Glyph';
import { IllustrationFrame } from './parts/IllustrationFrame';
import { StatusBadge, type Badge } from './parts/StatusBadge';

const sources = [
  { id: 'erp', name: 'ERP-system', type: 'Ordrer og økonomi', dataFlow: '1.200 poster/min' },
  { id: 'crm', name: 'CRM', type: 'Kunder og salg', dataFlow: '800 poster/min' },
  { id: 'webshop', name: 'Webshop', type: 'Klik og køb', dataFlow: '3.400 hændelser/min' },
  { id: 'iot', name: 'Sensorer (IoT)', type: 'Maskiner og målere', dataFlow: '12.000 målinger/min' },
  { id: 'filer', name: 'Regneark og filer', type: 'Budgetter og lister', dataFlow: '40 filer/time' },
  { id: 'api', name: 'Eksterne API’er', type: 'Vejr, valuta, markeder', dataFlow: '600 kald/min' },
] as const;

const lanes = [
  {
    title: 'Indsamling',
    nodes: [
      { id: 1, label: 'Dataindhentning' },
      { id: 2, label: 'Validering' },
    ],
  },
  {
    title: 'Behandling',
    nodes: [
      { id: 3, label: 'Rensning' },
      { id: 4, label: 'Berigelse' },
    ],
  },
  {
    title: 'Lagring',
    nodes: [
      { id: 5, label: 'Data lake' },
      { id: 6, label: 'Datavarehus' },
    ],
  },
  {
    title: 'Adgang',
    nodes: [
      { id: 7, label: 'Dashboards' },
      { id: 8, label: 'AI-modeller' },
    ],
  },
] as const;

const tileBadges: Record<TileStatus, Badge> = {
  active: { tone: 'active', label: 'Aktiv' },
  processing: { tone: 'busy', label: 'Behandler' },
  idle: { tone: 'idle', label: 'Venter' },
};

const nodeBadges: Record<'lit' | 'ready', Badge> = {
  lit: { tone: 'done', label: 'Kører' },
  ready: { tone: 'idle', label: 'Klar' },
};

type Source = (typeof sources)[number];

/** One source tile; memoised, so a tick re-renders only the tiles whose status changed. */
const SourceTile = memo(function SourceTile({ source, status }: { source: Source; status: TileStatus }) {
  return (
    <li data-lit={status === 'active' || undefined} className="lit-card rounded-xl border border-line bg-white p-3">
      {/* The badge under the name in every tile, so a name has the tile's width and `ERP-system` never breaks. */}
      <div className="flex flex-col items-start gap-1">
        <p className="font-semibold">{source.name}</p>
        <StatusBadge badges={tileBadges} status={status} />
      </div>
      <p className="text-sm text-ink-muted">{source.type}</p>
      <p className={cn('mt-1 text-xs font-semibold text-brand-800', status !== 'active' && 'invisible')}>
        {source.dataFlow}
      </p>
    </li>
  );
});

const PipelineNode = memo(function PipelineNode({ label, lit }: { label: string; lit: boolean }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line bg-white px-3 py-2">
      <span className="min-w-0 text-sm font-semibold">{softHyphenate(label)}</span>
      <StatusBadge badges={nodeBadges} status={lit ? 'lit' : 'ready'} />
    </li>
  );
});

/** The data platform architecture: sources take turns every 4 s and the pipeline lights stage by stage. */
export default function DataPlatformDiagram() {
  const playback = useAnimation(platformAnimation);
  const { state } = playback;

  return (
    <IllustrationFrame
      playback={playback}
      subject="animationen af dataplatformen"
      title="Sådan flyder data gennem platformen"
    >
      <p className="sr-only">
        Diagrammet viser seks datakilder, der på skift sender data ind i platformen. Data bliver indsamlet og valideret,
        renset og beriget, lagret i en data lake og et datavarehus og til sidst gjort tilgængelige i dashboards og
        AI-modeller.
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_auto_minmax(0,3fr)] lg:items-center">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-wide text-ink-muted uppercase">Datakilder</p>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {sources.map((source, i) => (
              <SourceTile key={source.id} source={source} status={tileStatus(state, i)} />
            ))}
          </ul>
        </div>

        <div className="flex justify-center text-brand-700">
          <Glyph d="M5 12h14m-7-7 7 7-7 7" size={28} className="hidden lg:block" />
          <Glyph d="M12 5v14m7-7-7 7-7-7" size={28} className="lg:hidden" />
        </div>

        <ol className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {lanes.map((lane) => (
            <li key={lane.title} className="rounded-xl bg-surface-muted p-3">
              <p className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{lane.title}</p>
              <ul className="mt-2 space-y-2">
                {lane.nodes.map((node) => (
                  <PipelineNode key={node.id} label={node.label} lit={isNodeLit(state, node.id)} />
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </div>
    </IllustrationFrame>
  );
}
