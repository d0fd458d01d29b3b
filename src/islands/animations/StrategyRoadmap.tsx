import { useReducer, useRef } from 'react';
import { LazyMotion, domAnimation, m } from 'motion/react';
import { PlayPauseButton } from '../shared/PlayPauseButton';
import { useInterval } from '../shared/useInterval';
import { usePlayback } from '../shared/usePlayback';
import { cn } from '../../lib/cn';
import {
  completeRoadmapState,
  initialRoadmapState,
  nextRoadmap,
  phaseStatus,
  ROADMAP_PROGRESS_MS,
  type PhaseStatus,
} from '../../lib/animations/strategy-roadmap';
import { StatusBadge, type BadgeTone } from './parts/StatusBadge';

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

const badges: Record<PhaseStatus, { tone: BadgeTone; label: string }> = {
  completed: { tone: 'done', label: 'Gennemført' },
  active: { tone: 'active', label: 'I gang' },
  planned: { tone: 'idle', label: 'Planlagt' },
};

/** The four-phase data strategy roadmap; the phase advances every 4 s with a 0-99 progress counter. */
export default function StrategyRoadmap() {
  const rootRef = useRef<HTMLDivElement>(null);
  const playback = usePlayback(rootRef);
  const [live, dispatch] = useReducer(nextRoadmap, initialRoadmapState);
  const state = playback.reducedMotion ? completeRoadmapState : live;
  useInterval(() => dispatch({ type: 'tick' }), ROADMAP_PROGRESS_MS, playback.running);

  return (
    <LazyMotion features={domAnimation}>
      <div ref={rootRef} className="rounded-card border border-line bg-white p-4 shadow-card sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-lg font-bold">Køreplan for jeres datastrategi</p>
          {!playback.reducedMotion && (
            <PlayPauseButton
              paused={playback.paused}
              onToggle={playback.togglePaused}
              subject="animationen af køreplanen"
            />
          )}
        </div>

        <div className="mt-4">
          <div className="flex justify-between text-sm">
            <span className="text-ink-muted">Samlet fremdrift</span>
            <span className="font-semibold tabular-nums" aria-hidden="true">
              {state.progress} %
            </span>
          </div>
          <div className="mt-1 h-2.5 overflow-hidden rounded-full bg-line" aria-hidden="true">
            <m.div
              className="h-full rounded-full bg-brand-600"
              initial={false}
              animate={{ width: `${state.progress}%` }}
              transition={{ duration: playback.reducedMotion ? 0 : 0.15, ease: 'linear' }}
            />
          </div>
        </div>

        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {phases.map((phase, i) => {
            const status = phaseStatus(state, i);
            return (
              <li
                key={phase.id}
                className={cn(
                  'rounded-xl border p-4 transition-colors duration-500',
                  status === 'active' ? 'border-brand-300 bg-brand-50' : 'border-line bg-white',
                )}
              >
                <div className="flex items-center justify-between gap-2">
                  <span className="text-sm font-semibold text-ink-muted">Fase {i + 1}</span>
                  <StatusBadge {...badges[status]} />
                </div>
                <p className="mt-2 font-semibold">{phase.title}</p>
                <p className="mt-1 text-sm font-semibold text-brand-800">{phase.duration}</p>
                <p className="mt-2 text-sm text-ink-muted">{phase.text}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </LazyMotion>
  );
}
