import { memo, useState } from 'react';
import { fillIn } from './parts/fill-in';
import type { WordsOf } from '../../schemas/illustrations';
import { useAnimation } from '../shared/useAnimation';
import {
  phaseCounts,
  phaseStatus,
  roadmapAnimation,
  ROADMAP_COUNTS_PER_PHASE,
  type PhaseStatus,
} from '../../lib/animations/strategy-roadmap';
import { IllustrationFrame, type Controls } from './parts/IllustrationFrame';
import { StatusBadge, type Badge } from './parts/StatusBadge';

type Words = WordsOf<'strategy-roadmap'>;

const badgesOf = (words: Words['badges']): Record<PhaseStatus, Badge> => ({
  completed: { tone: 'done', label: words.completed },
  active: { tone: 'active', label: words.active },
  planned: { tone: 'idle', label: words.planned },
});

const PhaseCard = memo(function PhaseCard({
  index,
  status,
  words,
  badges,
}: {
  index: number;
  status: PhaseStatus;
  words: Words;
  badges: Record<PhaseStatus, Badge>;
}) {
  const phase = words.phases[index]!;
  return (
    <li data-lit={status === 'active' || undefined} className="lit-card rounded-xl border border-line bg-white p-4">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-semibold text-ink-muted">{fillIn(words.phase, { nr: index + 1 })}</span>
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
export default function StrategyRoadmap({ words, controls }: { words: Words; controls: Controls }) {
  const playback = useAnimation(roadmapAnimation);
  const { state } = playback;
  const [badges] = useState(() => badgesOf(words.badges));
  const phaseStart = state.phase * ROADMAP_COUNTS_PER_PHASE;

  return (
    <IllustrationFrame playback={playback} controls={controls} subject={words.subject} title={words.title}>
      <div className="mt-4" aria-hidden="true">
        <div className="flex justify-between text-sm">
          <span className="text-ink-muted">{words.progress}</span>
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
        {words.phases.map((phase, i) => (
          <PhaseCard key={phase.title} index={i} status={phaseStatus(state, i)} words={words} badges={badges} />
        ))}
      </ol>
    </IllustrationFrame>
  );
}
