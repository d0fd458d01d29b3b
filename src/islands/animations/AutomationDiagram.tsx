import { memo, useState, type CSSProperties } from 'react';
import { useAnimation } from '../shared/useAnimation';
import {
  stepStatus,
  workflowAnimation,
  WORKFLOW_STEP_COUNT,
  type StepStatus,
} from '../../lib/animations/automation-workflow';
import { fillIn } from './parts/fill-in';
import type { WordsOf } from '../../schemas/illustrations';
import { IllustrationFrame, type Controls } from './parts/IllustrationFrame';
import { StatusBadge, type Badge } from './parts/StatusBadge';
import { useLoop } from './parts/useLoop';

type Words = WordsOf<'automation-diagram'>;
/** The workflow diagram carries 12 particles (docs/product.md#automation-diagram). */
const PARTICLE_COUNT = 12;
const FLOW_S = 3;
const particles = Array.from({ length: PARTICLE_COUNT }, (_, i) => i);

const badgesOf = (words: Words['badges']): Record<StepStatus, Badge> => ({
  completed: { tone: 'done', label: words.completed },
  active: { tone: 'active', label: words.active },
  waiting: { tone: 'idle', label: words.waiting },
});

type Way = 'right' | 'left' | 'down';

/**
 * The systems snake through the grid in workflow order (`.system-snake` in
 * src/styles/illustrations.css), so each one is joined to the next by a short line across the gap:
 * on phones two columns (right, down, left, down, right), from `sm` three (right, right, down, left, left).
 */
const narrowWays: Way[] = ['right', 'down', 'left', 'down', 'right'];
const wideWays: Way[] = ['right', 'right', 'down', 'left', 'left'];

const wayBox: Record<Way, string> = {
  right: 'left-full top-1/2 h-4 w-8 -translate-y-1/2',
  left: 'right-full top-1/2 h-4 w-8 -translate-y-1/2 -scale-x-100',
  down: 'top-full left-1/2 h-8 w-4 -translate-x-1/2',
};
/** The line with its arrowhead, drawn across (right, mirrored for left) or down. */
const wayPath = { across: ['0 0 32 16', 'M1 8h28m-5-4 5 4-5 4'], down: ['0 0 16 32', 'M8 1v28m-4-5 4 5 4-5'] };

/** How the line into a system looks: highlighted while data flows into it, solid once done. */
const linkTone: Record<StepStatus, string> = {
  active: 'stroke-brand-600 [stroke-width:3]',
  completed: 'stroke-brand-300',
  waiting: 'stroke-ink-muted/40 [stroke-dasharray:3_3]',
};

const Link = memo(function Link({ way, status, className }: { way: Way; status: StepStatus; className: string }) {
  const [box, path] = wayPath[way === 'down' ? 'down' : 'across'];
  return (
    <svg
      viewBox={box}
      className={`absolute fill-none stroke-2 ${wayBox[way]} ${linkTone[status]} ${className}`}
      data-link={status}
    >
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
});

/** A system, and the line from it to the next one, coloured by the next one's status. */
const SystemNode = memo(function SystemNode({
  index,
  name,
  badges,
  status,
  nextStatus,
}: {
  index: number;
  name: string;
  badges: Record<StepStatus, Badge>;
  status: StepStatus;
  nextStatus?: StepStatus;
}) {
  return (
    <li
      data-lit={status === 'active' || undefined}
      className="lit-card rounded-xl border border-line bg-white p-2.5 sm:p-3"
    >
      {/*
       * A tile's text is about 90 px wide at 320 px: a name set at 13 px there fits `Rapportering` and
       * `Kundeportal`; a longer compound (`Forretningsregler`) breaks at the joint the build marked with a soft
       * hyphen (Illustration.astro), and any other long word wraps rather than run out of its tile.
       */}
      <p className="text-[13px] font-semibold [overflow-wrap:anywhere] sm:text-sm">{name}</p>
      <StatusBadge className="mt-2" badges={badges} status={status} />
      {nextStatus && (
        <span aria-hidden="true">
          <Link way={narrowWays[index]!} status={nextStatus} className="sm:hidden" />
          <Link way={wideWays[index]!} status={nextStatus} className="max-sm:hidden" />
        </span>
      )}
    </li>
  );
});

/** Across the track, fading in and out at its ends; the wrapper is as wide as the track. */
const flow: Keyframe[] = [
  { transform: 'translateX(0)', opacity: 0 },
  { opacity: 1, offset: 0.15 },
  { opacity: 1, offset: 0.85 },
  { transform: 'translateX(100%)', opacity: 0 },
];
const flowTiming = (i: number): KeyframeAnimationOptions => ({
  duration: FLOW_S * 1000,
  delay: (-i * FLOW_S * 1000) / PARTICLE_COUNT,
});

/**
 * Data packets crossing between the systems, evenly spread by negative delays; a loop on the
 * compositor (useLoop), so it costs no render. Before it first plays, and under reduced motion,
 * `--at` holds them still in a row.
 */
const PacketFlow = memo(function PacketFlow({ running }: { running: boolean }) {
  const track = useLoop<HTMLDivElement>(running, flow, flowTiming);
  return (
    <div ref={track} className="relative mt-5 h-3 overflow-hidden rounded-full bg-brand-50 sm:mt-6" aria-hidden="true">
      {particles.map((i) => (
        <span
          key={i}
          className="flow-particle absolute inset-0"
          style={{ '--at': `${((i + 0.5) / PARTICLE_COUNT) * 100}%` } as CSSProperties}
        >
          <span className="absolute top-0.5 left-0 size-2 -translate-x-full rounded-full bg-brand-500" />
        </span>
      ))}
    </div>
  );
});

/** The connected systems of an automation, with a live System Status box and data packets flowing between them. */
export default function AutomationDiagram({ words, controls }: { words: Words; controls: Controls }) {
  const playback = useAnimation(workflowAnimation);
  const [badges] = useState(() => badgesOf(words.badges));
  const nodes = words.systems;
  const statuses = nodes.map((_, i) => stepStatus(playback.state, i));
  const completed = statuses.filter((s) => s === 'completed').length;
  const activeNode = nodes[statuses.indexOf('active')] ?? words.none;
  const systemWord =
    words.statuses[
      playback.running ? 'running' : playback.paused ? 'paused' : completed === WORKFLOW_STEP_COUNT ? 'done' : 'ready'
    ];

  return (
    <IllustrationFrame playback={playback} controls={controls} subject={words.subject} title={words.title}>
      <div className="mt-5 grid gap-5 sm:mt-6 sm:gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <div>
          <ol className="system-snake grid grid-cols-2 gap-8 sm:grid-cols-3">
            {nodes.map((node, i) => (
              <SystemNode
                key={node}
                index={i}
                name={node}
                badges={badges}
                status={statuses[i]!}
                nextStatus={statuses[i + 1]}
              />
            ))}
          </ol>
          <PacketFlow running={playback.running} />
        </div>

        <section aria-label={words.statusTitle} className="rounded-xl bg-brand-950 p-3 text-white sm:p-4">
          <p className="font-bold">{words.statusTitle}</p>
          <dl className="mt-2 space-y-1.5 text-sm sm:mt-3 sm:space-y-2">
            <div className="flex justify-between gap-2">
              <dt className="text-white/80">{words.statusLabel}</dt>
              <dd className="font-semibold">{systemWord}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-white/80">{words.activeLabel}</dt>
              <dd className="font-semibold">{activeNode}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-white/80">{words.completedLabel}</dt>
              <dd className="font-semibold tabular-nums">
                {fillIn(words.count, { antal: completed, alle: WORKFLOW_STEP_COUNT })}
              </dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-white/80">{words.packetsLabel}</dt>
              <dd className="font-semibold tabular-nums">{PARTICLE_COUNT}</dd>
            </div>
          </dl>
        </section>
      </div>
    </IllustrationFrame>
  );
}
