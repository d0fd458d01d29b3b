import { useEffect, useId, useRef, useState } from 'react';
import { islandReadyMarker } from '../../directives/island-ready';
import {
  calculateSaving,
  formulaRule,
  parseKr,
  resultLine,
  type CalculatorTexts,
  type SavingsExample,
} from '../../lib/calculator/savings';
import { formatKr, formatNumber } from '../../lib/format';
import { fill } from '../../lib/placeholders';

interface Props {
  example: SavingsExample;
  /** Its words, from content/pages/chrome.yaml. */
  texts: CalculatorTexts;
  /** What is compared, under the heading, e.g. "AI-telefonassistent mod receptionist". */
  subtitle?: string;
  /** A line under the formula, e.g. "Typisk besparelse med en BI-løsning." */
  note?: string;
}

const perMonth = (value: number) => `${formatKr(value)}/md.`;

/**
 * `Beregn jeres besparelse` (docs/product.md#savings-calculator): the buyer's monthly cost in, the saving
 * and its formula out. The server renders it with the page's example, which is all a visitor without
 * JavaScript sees; it hydrates when the visitor reaches for it (client:intent).
 */
export default function SavingsCalculator({ example, texts, subtitle, note }: Props) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(formatNumber(example.before));
  const [ready, setReady] = useState(false);

  useEffect(() => {
    // The field is uncontrolled, so an amount typed while the island loaded is kept and counted now.
    if (field.current) setText(field.current.value);
    setReady(true);
  }, []);

  const cost = parseKr(text);
  const result = cost === undefined ? undefined : calculateSaving(example, cost);
  const saves = result !== undefined && result.saved > 0;

  return (
    <div
      className="@container rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
      {...islandReadyMarker(ready)}
    >
      <h3 className="text-xl font-bold">{texts.title}</h3>
      {subtitle && <p className="mt-1 text-ink-muted">{subtitle}</p>}
      <div className="mt-6 grid items-start gap-6 @xl:grid-cols-2">
        <div>
          <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
            {texts.field}
          </label>
          <input
            ref={field}
            id={id}
            type="text"
            defaultValue={formatNumber(example.before)}
            onInput={(event) => setText(event.currentTarget.value)}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={cost === undefined}
            aria-describedby={`${id}-hint`}
            className="block h-12.5 w-full rounded-lg border border-line bg-white px-3.5 py-2.5 text-base font-semibold text-ink tabular-nums shadow-sm transition-colors hover:border-brand-300 focus:border-brand-500"
          />
          <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-muted">
            {cost === undefined
              ? texts.unreadable
              : fill(texts.example, { udgift: example.beforeLabel, beløb: perMonth(example.before) })}
          </p>
        </div>
        {/* Read out whole when the figures change, so a screen reader hears the new saving with its label. */}
        <dl aria-live="polite" aria-atomic="true" className="divide-y divide-line">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
            <dt className="text-ink-muted">{example.afterLabel}</dt>
            <dd className="ml-auto text-lg font-semibold whitespace-nowrap text-accent-700 tabular-nums">
              {result ? perMonth(result.after) : '–'}
            </dd>
          </div>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-xl bg-accent-50 px-4 py-4">
            <dt className="font-semibold text-accent-800">{saves || !result ? texts.saving : texts.noSaving}</dt>
            <dd className="ml-auto text-2xl font-bold whitespace-nowrap text-accent-800 tabular-nums">
              {result ? perMonth(Math.max(0, result.saved)) : '–'}
            </dd>
          </div>
        </dl>
      </div>
      <p className="mt-6 border-t border-line pt-4 text-sm text-ink-muted">
        <span className="font-semibold text-ink">{texts.rule} </span>
        {formulaRule(example, texts)}
        {result && (
          <span className="mt-1 block text-base font-semibold text-ink tabular-nums">
            {resultLine(example, result, texts)}
          </span>
        )}
      </p>
      {note && <p className="mt-2 text-sm text-ink-muted">{note}</p>}
    </div>
  );
}
