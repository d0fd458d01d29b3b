import { useEffect, useRef, type ReactNode } from 'react';
import ComingSoonTools from './ComingSoonTools';
import NewDeviceCode from './NewDeviceCode';

interface Props {
  /** True right after logging in or choosing `Overblik`: focus moves to the dashboard's heading. */
  focusOnMount: boolean;
  /** Above the tiles: the preview banner, or the API's problem and when the figures were read. */
  notices?: ReactNode;
  tiles: ReactNode;
  /** The sentence under `Stemmeagenter`: what a switch changes, and for whom. */
  agentsIntro: string;
  /** One card per agent, keyed by the agent's id. */
  cards: { id: string; card: ReactNode }[];
}

/**
 * The dashboard's layout: the tiles, one card per voice agent, a one-time code for a new device and
 * the tools to come (`Log ud` is in ./PanelHeader).
 */
export default function DashboardFrame({ focusOnMount, notices, tiles, agentsIntro, cards }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The login button or the other view just vanished; without this, focus would fall back to the page.
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  return (
    <div className="space-y-12">
      <section aria-labelledby="staff-overview-title">
        <h2
          id="staff-overview-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight focus:outline-none"
        >
          Overblik
        </h2>
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

      <NewDeviceCode />

      <ComingSoonTools />
    </div>
  );
}
