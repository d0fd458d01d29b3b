import { useReducer, useRef } from 'react';
import { LazyMotion, domAnimation, m } from 'motion/react';
import { PlayPauseButton } from '../shared/PlayPauseButton';
import { useTimeout } from '../shared/useInterval';
import { usePlayback } from '../shared/usePlayback';
import { cn } from '../../lib/cn';
import {
  completeWorkflowState,
  initialWorkflowState,
  nextWorkflow,
  stepStatus,
  WORKFLOW_STEP_COUNT,
  WORKFLOW_TICK_MS,
  type StepStatus,
} from '../../lib/animations/automation-workflow';
import { StatusBadge, type BadgeTone } from './parts/StatusBadge';

const nodes = ['Indbakke', 'AI-analyse', 'Forretningsregler', 'ERP-system', 'Kundeportal', 'Rapportering'] as const;
/** SPEC section 9: the workflow diagram carries 12 particles. */
const PARTICLE_COUNT = 12;
const particles = Array.from({ length: PARTICLE_COUNT }, (_, i) => i);

const badges: Record<StepStatus, { tone: BadgeTone; label: string }> = {
  completed: { tone: 'done', label: 'Fuldført' },
  active: { tone: 'active', label: 'Aktiv' },
  waiting: { tone: 'idle', label: 'Inaktiv' },
};

/** The connected systems of an automation, with a live System Status box and data particles flowing between them. */
export default function AutomationDiagram() {
  const rootRef = useRef<HTMLDivElement>(null);
  const playback = usePlayback(rootRef);
  const [live, dispatch] = useReducer(nextWorkflow, initialWorkflowState);
  const state = playback.reducedMotion ? completeWorkflowState : live;
  useTimeout(() => dispatch({ type: 'tick' }), WORKFLOW_TICK_MS, playback.running, live);
  const statuses = nodes.map((_, i) => stepStatus(state, i));
  const completed = statuses.filter((s) => s === 'completed').length;
  const activeNode = nodes[statuses.indexOf('active')] ?? 'Ingen';
  const systemWord = playback.reducedMotion ? 'Gennemført' : playback.running ? 'Kører' : 'På pause';

  return (
    <LazyMotion features={domAnimation}>
      <div ref={rootRef} className="rounded-card border border-line bg-white p-4 shadow-card sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-lg font-bold">Integrerede systemer i én arbejdsgang</p>
          {!playback.reducedMotion && (
            <PlayPauseButton
              paused={playback.paused}
              onToggle={playback.togglePaused}
              subject="diagrammet over systemerne"
            />
          )}
        </div>

        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
          <div>
            <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {nodes.map((node, i) => (
                <li
                  key={node}
                  className={cn(
                    'rounded-xl border p-3 transition-colors duration-500',
                    statuses[i] === 'active' ? 'border-brand-300 bg-brand-50' : 'border-line bg-white',
                  )}
                >
                  <p className="text-sm font-semibold">{node}</p>
                  <StatusBadge className="mt-2" {...badges[statuses[i]!]} />
                </li>
              ))}
            </ol>
            <div className="relative mt-4 h-3 overflow-hidden rounded-full bg-brand-50" aria-hidden="true">
              {particles.map((i) =>
                playback.running ? (
                  <m.span
                    key={i}
                    className="absolute top-0.5 size-2 rounded-full bg-brand-500"
                    initial={{ left: '0%', opacity: 0 }}
                    animate={{ left: ['0%', '100%'], opacity: [0, 1, 1, 0] }}
                    transition={{ duration: 3, delay: (i * 3) / PARTICLE_COUNT, repeat: Infinity, ease: 'linear' }}
                  />
                ) : (
                  <span
                    key={i}
                    className="absolute top-0.5 size-2 rounded-full bg-brand-400"
                    style={{ left: `${(i / PARTICLE_COUNT) * 100 + 2}%` }}
                  />
                ),
              )}
            </div>
          </div>

          <section aria-label="System Status" className="rounded-xl bg-brand-950 p-4 text-white">
            <p className="font-bold">System Status</p>
            <dl className="mt-3 space-y-2 text-sm">
              <div className="flex justify-between gap-2">
                <dt className="text-white/80">Status</dt>
                <dd className="font-semibold">{systemWord}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-white/80">Aktiv node</dt>
                <dd className="font-semibold">{activeNode}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-white/80">Fuldførte noder</dt>
                <dd className="font-semibold tabular-nums">
                  {completed} af {WORKFLOW_STEP_COUNT}
                </dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-white/80">Datapakker i flow</dt>
                <dd className="font-semibold tabular-nums">{PARTICLE_COUNT}</dd>
              </div>
            </dl>
          </section>
        </div>
      </div>
    </LazyMotion>
  );
}
