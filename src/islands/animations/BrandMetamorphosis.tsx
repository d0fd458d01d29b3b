import { memo, useState } from 'react';
import { cn } from '../../lib/cn';
import {
  BRAND_STAGE_COUNT,
  BRAND_STEPS,
  BRAND_TICK_MS,
  brandAnimation,
  brandMetricsAt,
  brandParticles,
  isBrandComplete,
} from '../../lib/animations/brand-metamorphosis';
import type { WordsOf } from '../../schemas/illustrations';
import { useAnimation } from '../shared/useAnimation';
import { IllustrationFrame, type Controls } from './parts/IllustrationFrame';
import { ProgressBar } from './parts/ProgressBar';
import { useLoop } from './parts/useLoop';
import { useChange } from './parts/useChange';
import { useReplay } from './parts/useReplay';
import { formatPercent } from '../../lib/format';

type Words = WordsOf<'brand-metamorphosis'>;

const particles = brandParticles();
const lastStage = BRAND_STEPS;

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

const palette = ['bg-brand-700', 'bg-accent-500', 'bg-warm-400', 'bg-brand-100'];

/** The three brand elements, as they look once in place on the brand board, each under its slot's name. */
const elementsOf = (words: Words) => [
  {
    slot: words.slots[0]!,
    drawing: (
      <div className="flex items-center gap-2">
        <svg viewBox="0 0 32 32" className="size-9 shrink-0">
          <rect width="32" height="32" rx="9" className="fill-brand-700" />
          <path d="M9 22 16 9l7 13Z" className="fill-white" />
          <circle cx="22" cy="11" r="3" className="fill-warm-400" />
        </svg>
        <span className="text-base font-bold text-brand-950">{words.brand}</span>
      </div>
    ),
  },
  {
    slot: words.slots[1]!,
    drawing: (
      <div className="flex gap-1.5">
        {palette.map((colour) => (
          <span key={colour} className={cn('h-7 flex-1 rounded-md', colour)} />
        ))}
      </div>
    ),
  },
  {
    slot: words.slots[2]!,
    drawing: (
      <div className="flex items-center gap-3 text-brand-950">
        <span className="font-serif text-3xl leading-none font-bold">Aa</span>
        <span className="text-xs leading-tight">
          <span className="block font-bold">{words.headingSample}</span>
          {words.bodySample}
        </span>
      </div>
    ),
  },
];
type Element = ReturnType<typeof elementsOf>[number];

/** A metric's name, its leading `Gen` free to break off: at 320 px a tile is narrower than `Genkendelse`. */
const metricLabel = (label: string) => label.replace(/^(Gen)(?=\p{L}{5,})/u, '$1\u00ad');

/** Each element lands once a cycle of stages; its replay holds until the next (useReplay). */
const LAND_PERIOD_MS = BRAND_TICK_MS * BRAND_STAGE_COUNT;

/**
 * One place on the brand board: a dashed slot with its name until the element lands, then the
 * element itself. Both faces are always there and only their visibility switches, so nothing moves;
 * the landing is a rise and fade on the compositor.
 */
function Slot({ slot, drawing, placed, running }: Element & { placed: boolean; running: boolean }) {
  const land = useReplay<HTMLDivElement>(running, LAND_PERIOD_MS);
  useChange(placed, () => {
    if (placed)
      land.replay(
        [
          { opacity: 0, transform: 'translateY(12px) scale(0.96)' },
          { opacity: 1, transform: 'none' },
        ],
        600,
      );
  });
  return (
    <div className="relative h-14">
      <span
        className={cn(
          'absolute inset-0 grid place-items-center rounded-xl border-2 border-dashed border-white/60 bg-white/10 text-sm text-white',
          placed && 'invisible',
        )}
      >
        {slot}
      </span>
      <div
        ref={land.ref}
        className={cn(
          'absolute inset-0 flex flex-col justify-center rounded-xl bg-white px-3 shadow-lg',
          !placed && 'invisible',
        )}
      >
        {drawing}
      </div>
    </div>
  );
}

/** The brand board: logo, palette and type land one per stage after Analyse, all three once complete. */
function BrandBoard({ stage, running, words }: { stage: number; running: boolean; words: Words }) {
  const [elements] = useState(() => elementsOf(words));
  return (
    <div className="relative w-60 space-y-2">
      {elements.map((element, i) => (
        <Slot key={element.slot} {...element} placed={i < stage} running={running} />
      ))}
      <p className={cn('pt-1 text-center text-sm font-semibold text-white', !isBrandComplete(stage) && 'invisible')}>
        ✓ {words.assembled}
      </p>
    </div>
  );
}

/** The branding page's metamorphosis: a brand moves through three stages to complete. */
export default function BrandMetamorphosis({ words, controls }: { words: Words; controls: Controls }) {
  const playback = useAnimation(brandAnimation);
  const stage = playback.state;
  const metrics = brandMetricsAt(stage);
  const complete = isBrandComplete(stage);
  const values = [metrics.recognition, metrics.recall, metrics.preference];
  const rows = words.metrics.map((label, i) => ({ label: metricLabel(label), value: values[i] ?? 0 }));
  const titles = [...words.stages.map((s) => s.title), words.complete];

  return (
    <IllustrationFrame
      playback={playback}
      controls={controls}
      subject={words.subject}
      title={
        <p className="text-sm text-ink-muted">
          {words.phase}{' '}
          <span className="text-lg font-bold text-ink" data-brand-stage lang={complete ? 'en' : undefined}>
            {titles[stage]}
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
            <BrandBoard stage={stage} running={playback.running} words={words} />
          </div>
        </div>
      }
    >
      <p className="mt-1 text-sm text-ink-muted">{complete ? words.completeText : words.stages[stage]?.text}</p>

      <p className="mt-5 flex justify-between text-sm font-medium">
        <span>{words.transformation}</span>
        <span data-brand-transformation>{formatPercent(metrics.transformation)}</span>
      </p>
      <ProgressBar
        value={metrics.transformation}
        className="mt-2 h-2"
        fillClassName="bg-brand-600"
        slide={{ running: playback.running, slideMs: 700, periodMs: 4000 }}
      />

      <ol className="mt-5 flex flex-wrap gap-2 text-xs font-medium" aria-label={words.phasesLabel}>
        {titles.map((title, index) => (
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
