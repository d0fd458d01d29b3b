import { memo } from 'react';
import { cn } from '../../lib/cn';
import {
  builderAnimation,
  builderBlocks,
  builderProgress,
  isBlockBuilt,
  shownBuilderStep,
  type BuilderBlock,
  type BuilderBlockType,
} from '../../lib/animations/website-builder';
import { useAnimation } from '../shared/useAnimation';
import { IllustrationFrame } from './parts/IllustrationFrame';
import { OneOf } from './parts/OneOf';
import { ProgressBar } from './parts/ProgressBar';
import { formatPercent } from '../../lib/format';

const steps = ['Planlægning', 'Design', 'Lancering'] as const;

/** How tall each block of the mock page is drawn. */
const blockShape: Record<BuilderBlockType, string> = {
  header: 'h-10',
  navigation: 'h-7',
  hero: 'h-24',
  content: 'h-28',
  footer: 'h-10',
};

/**
 * One block of the mock page: dashed until it is built. Building it changes colours and shows its
 * check mark, which is always there, hidden until then: nothing moves, so no layout (OneOf).
 */
const Block = memo(function Block({ block, built }: { block: BuilderBlock; built: boolean }) {
  return (
    <div
      className={cn(
        'flex items-center justify-center gap-1 rounded-lg border-2 border-dashed text-xs font-semibold',
        blockShape[block.type],
        built ? 'border-brand-600 bg-brand-600 text-white' : 'border-line text-ink-muted',
      )}
      data-block-built={built}
    >
      {block.label}
      <span className={cn(!built && 'invisible')}>✓</span>
    </div>
  );
});

/** Every percentage the progress line can show, by how many blocks are built. */
const progressLabels = Array.from(
  { length: builderBlocks.length + 1 },
  (_, builtCount) => [builtCount, formatPercent(builderProgress({ stepValue: 0, builtCount }))] as const,
);

/** The site-building mock-up of the websites page: a page is assembled block by block. */
export default function WebsiteBuilder() {
  const playback = useAnimation(builderAnimation);
  const { state } = playback;
  const activeStep = shownBuilderStep(state);
  const progress = builderProgress(state);

  return (
    <IllustrationFrame
      playback={playback}
      subject="opbygningen af hjemmesiden"
      title={
        <ol className="flex flex-wrap gap-2" aria-label="Faser i projektet">
          {steps.map((step, index) => (
            <li
              key={step}
              aria-current={index === activeStep ? 'step' : undefined}
              className={cn(
                'rounded-full border px-3 py-1 text-sm font-medium',
                index === activeStep ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-line text-ink-muted',
              )}
            >
              {index + 1}. {step}
              {index === activeStep && <span className="font-semibold"> (nu)</span>}
            </li>
          ))}
        </ol>
      }
    >
      <p className="sr-only">
        Illustrationen viser en hjemmeside, der bygges op blok for blok: sidehoved, navigation, forsidebanner, indhold
        og sidefod.
      </p>
      <div aria-hidden="true" className="mt-5 overflow-hidden rounded-xl border border-line bg-surface-muted">
        <div className="flex items-center gap-1.5 border-b border-line bg-white px-3 py-2">
          <span className="size-2.5 rounded-full bg-brand-200" />
          <span className="size-2.5 rounded-full bg-warm-400" />
          <span className="size-2.5 rounded-full bg-accent-400" />
          <span className="ml-3 truncate rounded bg-surface-muted px-3 py-0.5 text-xs text-ink-muted">
            www.jeres-virksomhed.dk
          </span>
        </div>
        <div className="space-y-2 p-3">
          {builderBlocks.map((block) => (
            <Block key={block.id} block={block} built={isBlockBuilt(state, block)} />
          ))}
        </div>
      </div>

      <div className="mt-4">
        <p className="flex justify-between text-sm font-medium">
          <span>Hjemmesiden er bygget</span>
          <span data-builder-progress>
            <OneOf className="text-right" options={progressLabels} shown={state.builtCount} />
          </span>
        </p>
        <ProgressBar value={progress} className="mt-2 h-2" fillClassName="bg-accent-500" />
      </div>
    </IllustrationFrame>
  );
}
