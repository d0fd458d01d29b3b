import { memo } from 'react';
import { useAnimation } from '../shared/useAnimation';
import {
  phaseCounts,
  phaseStatus,
  roadmapAnimation,
  ROADMAP_COUNTS_PER_PHASE,
  type PhaseStatus,
} from '../../lib/animations/strategy-roadmap';
import { IllustrationFrame } from './parts/IllustrationFrame';
import { StatusBadge, type Badge } from './parts/StatusBadge';

const phases = [
  {
    id: 'analyse',
    title: 'Analyse og kortlægning',
    duration: '2-4 uger',
    text: 'Vi kortlægger jeres mål, data og systemer.',
  },
  {
    id: 'strategi',
    title: 'Strategi og køreplan',
    duration: '4-6 uger',
    text: 'Prioriterede indsatser med ejere og mål.',
  },
  {
    id: 'implementering',
    title: 'Implementering',
    duration: '3-12 måneder',
    text: 'Løsningerne bygges og tages i brug trin for trin.',
  },
  {
    id: 'optimering',
    title: 'Opfølgning og optimering',
    duration: 'Løbende',
    text: 'Vi måler effekten og justerer kursen.',
  },
] as const;

const badges: Record<PhaseStatus, Badge> = {
  completed: { tone: 'done', label: 'Gennemført' },
  active: { tone: 'active', label: 'I gang' },
  planned: { tone: 'idle', label: 'Planlagt' },
};

const PhaseCard = memo(function PhaseCard({ index, status }: { index: number; status: PhaseStatus }) {
  const phase = phases[index]!;
  return (
    <li data-lit={status === 'active' || undefined} className="lit-card rounded-xl border border-line bg-white p-4">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-semibold text-ink-muted">Fase {index + 1}</span>
        <StatusBadge badges={badges} status={status} />
      </div>
      <p className="mt-2 font-semibold">{phase.title}</p>
      <p className="mt-1 text-sm font-semibold text-brand-800">{phase.duration}</p>
      <p className="mt-2 text-sm text-ink-muted">{phase.text}</p>
    </li>
  );
});

/**
 * The four-phase data strategy roadmap; the phase advances every 4 s. Within a phase the counter
 * and bar run as CSS loops (illustration.css), keyed on the phase so each phase starts them over.
 */
export default function StrategyRoadmap() {
  const playback = useAnimation(roadmapAnimation);
  const { state } = playback;
  const phaseStart = state.phase * ROADMAP_COUNTS_PER_PHASE;

  return (
    <IllustrationFrame playback={playback} subject="animationen af køreplanen" title="Køreplan for jeres datastrategi">
      <div className="mt-4" aria-hidden="true">
        <div className="flex justify-between text-sm">
          <span className="text-ink-muted">Samlet fremdrift</span>
          <span className="font-semibold tabular-nums">
            <span className="inline-block h-5 overflow-hidden text-right align-bottom leading-5">
              <span key={state.phase} className="roadmap-counts block">
                {phaseCounts(state).map((count) => (
                  <span key={count} className="block">
                    {count}
                  </span>
                ))}
              </span>
            </span>{' '}
            %
          </span>
        </div>
        <div className="mt-1 h-2.5 overflow-hidden rounded-full bg-line">
          <div className="h-full" style={{ transform: `translateX(${phaseStart - 100}%)` }}>
            <div key={state.phase} className="roadmap-sweep h-full rounded-full bg-brand-600" />
          </div>
        </div>
      </div>

      <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {phases.map((phase, i) => (
          <PhaseCard key={phase.id} index={i} status={phaseStatus(state, i)} />
        ))}
      </ol>
    </IllustrationFrame>
  );
}
