import type { TranscriptLine } from '../../lib/demo/call-machine';

interface Props {
  lines: TranscriptLine[];
  agentName: string;
}

/** Captions of the call for visitors who cannot hear it; new final lines are announced politely. */
export function Transcript({ lines, agentName }: Props) {
  return (
    <div className="mt-6 rounded-card border border-line bg-white p-5 text-ink shadow-card">
      <h3 className="font-semibold">Samtalen som tekst</h3>
      {lines.length === 0 && (
        <p className="mt-2 text-sm text-ink-muted">Når du ringer, kan du læse samtalen med her.</p>
      )}
      <div role="log" aria-live="polite" aria-label="Undertekster til samtalen">
        <ol className="mt-3 space-y-2 text-sm empty:hidden">
          {lines.map((line) => (
            <li key={line.id}>
              <span className="font-semibold">{line.speaker === 'agent' ? agentName : 'Dig'}:</span> {line.text}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
