import { useEffect, useRef, type ReactNode } from 'react';
import { LogOut } from 'lucide-react';
import { buttonClass } from '../../lib/button-styles';
import ComingSoonTools from './ComingSoonTools';

interface Props {
  onLogout: () => void;
  /** True right after logging in: focus moves to the dashboard, which replaced the form. */
  focusOnMount: boolean;
  /** Above the tiles: the preview banner, or the API's problem and when the figures were read. */
  notices?: ReactNode;
  tiles: ReactNode;
  /** The sentence under `Stemmeagenter`: what a switch changes, and for whom. */
  agentsIntro: string;
  /** One card per agent, keyed by the agent's id. */
  cards: { id: string; card: ReactNode }[];
}

/** What an employee sees once in, in either mode: the tiles, one card per voice agent and the tools to come. */
export default function DashboardFrame({ onLogout, focusOnMount, notices, tiles, agentsIntro, cards }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The login button just vanished with the form; without this, focus would fall back to the page.
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  return (
    <div className="space-y-12">
      <section aria-labelledby="staff-overview-title">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2
            id="staff-overview-title"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight focus:outline-none"
          >
            Overblik
          </h2>
          <button type="button" onClick={onLogout} className={buttonClass('secondary', 'sm')}>
            <LogOut className="size-4" aria-hidden="true" />
            Log ud
          </button>
        </div>
        {notices && <div className="mt-4 space-y-3">{notices}</div>}
        <div className="mt-6">{tiles}</div>
      </section>

      <section aria-labelledby="staff-agents-title">
        <h2 id="staff-agents-title" className="text-2xl font-bold tracking-tight">
          Stemmeagenter
        </h2>
        <p className="mt-2 text-ink-muted">{agentsIntro}</p>
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {cards.map(({ id, card }) => (
            <li key={id}>{card}</li>
          ))}
        </ul>
      </section>

      <ComingSoonTools />
    </div>
  );
}
