import { formatSeconds } from '../../lib/demo/answer-latency';
import type { TranscriptLine } from '../../lib/demo/call-machine';
import { fill } from '../../lib/placeholders';
import type { DemoTexts } from './texts';

interface Props {
  lines: TranscriptLine[];
  agentName: string;
  /** The call's measured wait for the agent's answer, where the voice SDK reports it (CallState.answerMs). */
  answerMs?: number | null;
  texts: Pick<DemoTexts, 'phone' | 'common'>;
}

/** Captions of the call for visitors who cannot hear it; new final lines are announced politely. */
export function Transcript({ lines, agentName, answerMs = null, texts }: Props) {
  return (
    <div className="mt-6 rounded-card border border-line bg-white p-5 text-ink shadow-card">
      <h3 className="font-semibold">{texts.phone.captionsTitle}</h3>
      {lines.length === 0 && <p className="mt-2 text-sm text-ink-muted">{texts.phone.captionsEmpty}</p>}
      <div role="log" aria-live="polite" aria-label={texts.phone.captionsLabel}>
        <ol className="mt-3 space-y-2 text-sm empty:hidden">
          {lines.map((line) => (
            <li key={line.id}>
              <span className="font-semibold">{line.speaker === 'agent' ? agentName : texts.common.you}:</span>{' '}
              {line.text}
            </li>
          ))}
        </ol>
      </div>
      {answerMs !== null && (
        <p className="mt-3 border-t border-line pt-3 text-sm text-ink-muted tabular-nums" data-measured-answer>
          {fill(texts.common.measured, { sekunder: formatSeconds(answerMs) })}
        </p>
      )}
    </div>
  );
}
