import { memo } from 'react';
import { cn } from '../../lib/cn';
import {
  BRAND_COMPLETE_LABEL,
  BRAND_TICK_MS,
  brandAnimation,
  brandMetricsAt,
  brandParticles,
  brandStageLabel,
  brandStages,
  isBrandComplete,
} from '../../lib/animations/brand-metamorphosis';
import { useAnimation } from '../shared/useAnimation';
import { IllustrationFrame } from './parts/IllustrationFrame';
import { ProgressBar } from './parts/ProgressBar';
import { useLoop } from './parts/useLoop';
import { useChange } from './parts/useChange';
import { useReplay } from './parts/useReplay';
import { formatPercent } from '../../lib/format';

const particles = brandParticles();
const lastStage = brandStages.length;

/**
 * How the brand mark looks at each stage: from a loose sketch to a finished, confident shape.
 * The turn and size are one transform; the new stage's rounding fades in on a layer of its own.
 */
const markTurn = [
  { rotate: 0, scale: 0.7 },
  { rotate: 45, scale: 0.85 },
  { rotate: 90, scale: 1 },
  { rotate: 135, scale: 1.1 },
];
const markRounding = ['rounded-[50%]', 'rounded-[35%]', 'rounded-[20%]', 'rounded-[28%]'];

const twinkle: Keyframe[] = [{ opacity: 1 }, { opacity: 0.4 }, { opacity: 1 }];
const twinkleTiming = (i: number): KeyframeAnimationOptions => ({
  duration: 2000,
  delay: -particles[i]!.delayS * 1000,
  easing: 'ease-in-out',
});

/** Thirty dots twinkling on the compositor (useLoop). */
const Particles = memo(function Particles({ running }: { running: boolean }) {
  const field = useLoop<HTMLDivElement>(running, twinkle, twinkleTiming);
  return (
    <div ref={field}>
      {particles.map((particle) => (
        <span
          key={particle.id}
          className="absolute rounded-full bg-white/50"
          style={{ left: `${particle.x}%`, top: `${particle.y}%`, width: particle.size, height: particle.size }}
        />
      ))}
    </div>
  );
});

/** The mark turns, grows and changes shape each stage: three replays that never finish (useReplay). */
function BrandMark({ stage, running }: { stage: number; running: boolean }) {
  const { rotate, scale } = markTurn[stage]!;
  const turn = useReplay<HTMLDivElement>(running, BRAND_TICK_MS);
  const label = useReplay<HTMLSpanElement>(running, BRAND_TICK_MS);
  const shape = useReplay<HTMLDivElement>(running, BRAND_TICK_MS);
  useChange(stage, (previous) => {
    const was = markTurn[previous]!;
    turn.replay(
      [
        { transform: `rotate(${was.rotate}deg) scale(${was.scale})` },
        { transform: `rotate(${rotate}deg) scale(${scale})` },
      ],
      800,
    );
    label.replay([{ transform: `rotate(${-was.rotate}deg)` }, { transform: `rotate(${-rotate}deg)` }], 800);
    shape.replay([{ opacity: 0.4 }, { opacity: 1 }], 800);
  });
  return (
    <div
      ref={turn.ref}
      className="relative grid size-32 place-items-center"
      style={{ transform: `rotate(${rotate}deg) scale(${scale})` }}
    >
      <div ref={shape.ref} className="absolute inset-0">
        {markRounding.map((rounding, i) => (
          <span
            key={rounding}
            className={cn('absolute inset-0 bg-white shadow-xl', rounding, i !== stage && 'hidden')}
          />
        ))}
      </div>
      {/* Turned back as the mark turns, so the label stays upright. */}
      <span
        ref={label.ref}
        className="relative text-3xl font-bold text-brand-800"
        style={{ transform: `rotate(${-rotate}deg)` }}
      >
        {isBrandComplete(stage) ? '★' : stage + 1}
      </span>
    </div>
  );
}

/** The branding page's metamorphosis: a brand moves through three stages to complete. */
export default function BrandMetamorphosis() {
  const playback = useAnimation(brandAnimation);
  const stage = playback.state;
  const metrics = brandMetricsAt(stage);
  const complete = isBrandComplete(stage);
  const rows = [
    // Soft hyphens: at 320 px a tile is narrower than either word.
    { label: 'Gen\u00adkendelse', value: metrics.recognition },
    { label: 'Gen\u00adkaldelse', value: metrics.recall },
    { label: 'Præference', value: metrics.preference },
  ];

  return (
    <IllustrationFrame
      playback={playback}
      subject="brand-forvandlingen"
      title={
        <p className="text-sm text-ink-muted">
          Fase:{' '}
          <span className="text-lg font-bold text-ink" data-brand-stage lang={complete ? 'en' : undefined}>
            {brandStageLabel(stage)}
          </span>
        </p>
      }
      aside={
        <div
          aria-hidden="true"
          className="relative min-h-72 overflow-hidden bg-gradient-to-br from-brand-700 to-brand-950"
        >
          <Particles running={playback.running} />
          <div className="absolute inset-0 grid place-items-center">
            <BrandMark stage={stage} running={playback.running} />
          </div>
        </div>
      }
    >
      <p className="mt-1 text-sm text-ink-muted">
        {complete ? 'Forvandlingen er fuldført – brandet står klar i alle kanaler.' : brandStages[stage]?.description}
      </p>

      <p className="mt-5 flex justify-between text-sm font-medium">
        <span>Transformation</span>
        <span data-brand-transformation>{formatPercent(metrics.transformation)}</span>
      </p>
      <ProgressBar
        value={metrics.transformation}
        className="mt-2 h-2"
        fillClassName="bg-brand-600"
        slide={{ running: playback.running, slideMs: 700, periodMs: 4000 }}
      />

      <ol className="mt-5 flex flex-wrap gap-2 text-xs font-medium" aria-label="Faser">
        {[...brandStages.map((s) => s.title), BRAND_COMPLETE_LABEL].map((title, index) => (
          <li
            key={title}
            aria-current={index === stage ? 'step' : undefined}
            lang={index === lastStage ? 'en' : undefined}
            className={cn(
              'rounded-full border px-3 py-1',
              index === stage ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-line text-ink-muted',
            )}
          >
            {index < stage && <span aria-hidden="true">✓ </span>}
            {title}
          </li>
        ))}
      </ol>

      {/* Narrow padding on phones: at 320 px a tile is about 75 px wide. Values line up at the top. */}
      <dl className="mt-5 grid grid-cols-3 gap-1.5 sm:gap-3">
        {rows.map((row) => (
          <div
            key={row.label}
            className="flex min-w-0 flex-col-reverse justify-end rounded-xl bg-surface-muted px-1 py-3 text-center sm:p-3"
          >
            <dt className="text-xs text-ink-muted">{row.label}</dt>
            <dd className="text-2xl font-bold text-brand-800">{formatPercent(row.value)}</dd>
          </div>
        ))}
      </dl>
    </IllustrationFrame>
  );
}
