import { ArrowLeft } from 'lucide-react';
import GateCard from './GateCard';
import type { GateTexts } from './gate-texts';

interface Props {
  texts: Pick<GateTexts, 'title' | 'notSetUpTitle' | 'notSetUpText' | 'homeLink'>;
}

/**
 * Shown when the build has no staff API: there is no form, so nobody gets in. A visitor who lands here reads a
 * plain sentence and gets the way back; what to set up is the build's warning and the docs' (docs/deploy.md).
 */
export default function NotSetUp({ texts }: Props) {
  return (
    <GateCard title={texts.title}>
      <div role="status" className="mt-5 rounded-xl border border-line bg-surface-muted p-4">
        <p className="font-semibold">{texts.notSetUpTitle}</p>
        <p className="mt-2 text-ink-muted">{texts.notSetUpText}</p>
      </div>
      <a
        href="/"
        className="mt-5 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline underline-offset-4"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {texts.homeLink}
      </a>
    </GateCard>
  );
}
