import { useReducer, useRef } from 'react';
import { LazyMotion, domAnimation, m } from 'motion/react';
import { ArrowDown, ArrowRight } from 'lucide-react';
import { PlayPauseButton } from '../shared/PlayPauseButton';
import { useInterval, useTimeout } from '../shared/useInterval';
import { usePlayback } from '../shared/usePlayback';
import { cn } from '../../lib/cn';
import {
  completePlatformState,
  initialPlatformState,
  isNodeLit,
  nextPlatform,
  PLATFORM_STAGE_COUNT,
  PLATFORM_STAGE_MS,
  PLATFORM_TICK_MS,
  tileStatus,
  type TileStatus,
} from '../../lib/animations/data-platform';
import { StatusBadge, type BadgeTone } from './parts/StatusBadge';

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

const tileBadges: Record<TileStatus, { tone: BadgeTone; label: string }> = {
  active: { tone: 'active', label: 'Aktiv' },
  processing: { tone: 'busy', label: 'Behandler' },
  idle: { tone: 'idle', label: 'Venter' },
};

/** The data platform architecture: sources take turns every 4 s and the pipeline lights stage by stage. */
export default function DataPlatformDiagram() {
  const rootRef = useRef<HTMLDivElement>(null);
  const playback = usePlayback(rootRef);
  const [live, dispatch] = useReducer(nextPlatform, initialPlatformState);
  const state = playback.reducedMotion ? completePlatformState : live;
  useInterval(() => dispatch({ type: 'tick' }), PLATFORM_TICK_MS, playback.running);
  // Re-armed after every change, so the four stages follow each tick 0.5 s apart.
  useTimeout(
    () => dispatch({ type: 'stage' }),
    live.stage < PLATFORM_STAGE_COUNT ? PLATFORM_STAGE_MS : null,
    playback.running,
    live,
  );

  return (
    <LazyMotion features={domAnimation}>
      <div ref={rootRef} className="rounded-card border border-line bg-white p-4 shadow-card sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-lg font-bold">Sådan flyder data gennem platformen</p>
          {!playback.reducedMotion && (
            <PlayPauseButton
              paused={playback.paused}
              onToggle={playback.togglePaused}
              subject="animationen af dataplatformen"
            />
          )}
        </div>
        <p className="sr-only">
          Diagrammet viser seks datakilder, der på skift sender data ind i platformen. Data bliver indsamlet og
          valideret, renset og beriget, lagret i en data lake og et datavarehus og til sidst gjort tilgængelige i
          dashboards og AI-modeller.
        </p>

        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_auto_minmax(0,3fr)] lg:items-center">
          <div>
            <p className="mb-3 text-sm font-semibold tracking-wide text-ink-muted uppercase">Datakilder</p>
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {sources.map((source, i) => {
                const status = tileStatus(state, i);
                return (
                  <li
                    key={source.id}
                    className={cn(
                      'rounded-xl border p-3 transition-colors duration-500',
                      status === 'active' ? 'border-brand-300 bg-brand-50' : 'border-line bg-white',
                    )}
                  >
                    <div className="flex items-start justify-between gap-2">
                      <p className="font-semibold">{source.name}</p>
                      <StatusBadge {...tileBadges[status]} />
                    </div>
                    <p className="text-sm text-ink-muted">{source.type}</p>
                    <p className={cn('mt-1 text-xs font-semibold text-brand-800', status !== 'active' && 'invisible')}>
                      {source.dataFlow}
                    </p>
                  </li>
                );
              })}
            </ul>
          </div>

          <div className="flex justify-center text-brand-700" aria-hidden="true">
            <ArrowRight className="hidden lg:block" size={28} />
            <ArrowDown className="lg:hidden" size={28} />
          </div>

          <ol className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
            {lanes.map((lane) => (
              <li key={lane.title} className="rounded-xl bg-surface-muted p-3">
                <p className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{lane.title}</p>
                <ul className="mt-2 space-y-2">
                  {lane.nodes.map((node) => {
                    const lit = isNodeLit(state, node.id);
                    return (
                      <li key={node.id}>
                        <m.div
                          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line bg-white px-3 py-2"
                          initial={false}
                          animate={{ scale: lit && !playback.reducedMotion ? [1, 1.04, 1] : 1 }}
                          transition={{ duration: 0.4 }}
                        >
                          <span className="text-sm font-semibold">{node.label}</span>
                          <StatusBadge tone={lit ? 'done' : 'idle'} label={lit ? 'Kører' : 'Klar'} />
                        </m.div>
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </LazyMotion>
  );
}
