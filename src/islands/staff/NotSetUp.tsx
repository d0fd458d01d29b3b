import GateCard from './GateCard';
import type { GateTexts } from './gate-texts';

interface Props {
  texts: Pick<GateTexts, 'title' | 'notSetUpTitle' | 'notSetUpText'>;
}

/** Shown when the build has no staff API: there is no form, so nobody gets in. */
export default function NotSetUp({ texts }: Props) {
  return (
    <GateCard title={texts.title}>
      <div role="status" className="mt-5 rounded-xl border border-line bg-surface-muted p-4">
        <p className="font-semibold">{texts.notSetUpTitle}</p>
        <p className="mt-2 text-ink-muted">{texts.notSetUpText}</p>
      </div>
    </GateCard>
  );
}
