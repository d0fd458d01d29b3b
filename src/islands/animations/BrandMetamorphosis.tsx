import { useRef, useState } from 'react';
import { LazyMotion, domAnimation, m } from 'motion/react';
import { cn } from '../../lib/cn';
import {
  BRAND_COMPLETE_LABEL,
  BRAND_TICK_MS,
  brandMetricsAt,
  brandParticles,
  brandStageLabel,
  brandStages,
  isBrandComplete,
  nextBrandStage,
} from '../../lib/animations/brand-metamorphosis';
import { PlayPauseButton } from '../shared/PlayPauseButton';
import { usePlayback } from '../shared/usePlayback';
import { useInterval } from '../shared/useInterval';

const particles = brandParticles();
const lastStage = brandStages.length;

/** How the brand mark looks at each stage: from a loose sketch to a finished, confident shape. */
const markShape = [
  { borderRadius: '50%', rotate: 0, scale: 0.7 },
  { borderRadius: '35%', rotate: 45, scale: 0.85 },
  { borderRadius: '20%', rotate: 90, scale: 1 },
  { borderRadius: '28%', rotate: 135, scale: 1.1 },
];

/** The branding page's metamorphosis: a brand moves through three stages to complete. */
export default function BrandMetamorphosis() {
  const ref = useRef<HTMLDivElement>(null);
  const { running, paused, reducedMotion, togglePaused } = usePlayback(ref);
  const [stage, setStage] = useState(0);
  useInterval(() => setStage(nextBrandStage), BRAND_TICK_MS, running);

  const shownStage = reducedMotion ? lastStage : stage;
  const metrics = brandMetricsAt(shownStage);
  const complete = isBrandComplete(shownStage);
  const rows = [
    { label: 'Genkendelse', value: metrics.recognition },
    { label: 'Genkaldelse', value: metrics.recall },
    { label: 'Præference', value: metrics.preference },
  ];

  return (
    <div ref={ref} className="grid overflow-hidden rounded-card border border-line bg-white shadow-card lg:grid-cols-2">
      <LazyMotion features={domAnimation}>
        <div
          aria-hidden="true"
          className="relative min-h-72 overflow-hidden bg-gradient-to-br from-rose-700 to-violet-900"
        >
          {/* Plain CSS pulses: thirty compositor-only animations cost no script time. */}
          {particles.map((particle) => (
            <span
              key={particle.id}
              className={cn('absolute rounded-full bg-white/50', running && 'animate-pulse')}
              style={{
                left: `${particle.x}%`,
                top: `${particle.y}%`,
                width: particle.size,
                height: particle.size,
                animationDelay: `${particle.delayS}s`,
              }}
            />
          ))}
          <div className="absolute inset-0 grid place-items-center">
            <m.div
              className="grid size-32 place-items-center bg-white text-3xl font-bold text-violet-800 shadow-xl"
              initial={false}
              animate={markShape[shownStage]}
              transition={{ duration: reducedMotion ? 0 : 0.8 }}
            >
              <span className="inline-block" style={{ rotate: `-${markShape[shownStage]?.rotate ?? 0}deg` }}>
                {complete ? '★' : shownStage + 1}
              </span>
            </m.div>
          </div>
        </div>
      </LazyMotion>

      <div className="p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-ink-muted">
            Fase:{' '}
            <span className="text-lg font-bold text-ink" data-brand-stage lang={complete ? 'en' : undefined}>
              {brandStageLabel(shownStage)}
            </span>
          </p>
          {!reducedMotion && <PlayPauseButton paused={paused} onToggle={togglePaused} subject="brand-forvandlingen" />}
        </div>
        <p className="mt-1 text-sm text-ink-muted">
          {complete
            ? 'Forvandlingen er fuldført – brandet står klar i alle kanaler.'
            : brandStages[shownStage]?.description}
        </p>

        <p className="mt-5 flex justify-between text-sm font-medium">
          <span>Transformation</span>
          <span data-brand-transformation>{metrics.transformation}%</span>
        </p>
        <div className="mt-2 h-2 overflow-hidden rounded-full bg-line" aria-hidden="true">
          <div
            className="h-full rounded-full bg-violet-600 transition-[width] duration-700"
            style={{ width: `${metrics.transformation}%` }}
          />
        </div>

        <ol className="mt-5 flex flex-wrap gap-2 text-xs font-medium" aria-label="Faser">
          {[...brandStages.map((s) => s.title), BRAND_COMPLETE_LABEL].map((title, index) => (
            <li
              key={title}
              aria-current={index === shownStage ? 'step' : undefined}
              lang={index === lastStage ? 'en' : undefined}
              className={cn(
                'rounded-full border px-3 py-1',
                index === shownStage ? 'border-violet-700 bg-violet-50 text-violet-900' : 'border-line text-ink-muted',
              )}
            >
              {index < shownStage && <span aria-hidden="true">✓ </span>}
              {title}
            </li>
          ))}
        </ol>

        <dl className="mt-5 grid grid-cols-3 gap-3">
          {rows.map((row) => (
            <div key={row.label} className="flex flex-col-reverse rounded-xl bg-surface-muted p-3 text-center">
              <dt className="text-xs text-ink-muted">{row.label}</dt>
              <dd className="text-2xl font-bold text-violet-800">{row.value}%</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
