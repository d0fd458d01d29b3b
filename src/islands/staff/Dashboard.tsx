import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { LogOut } from 'lucide-react';
import { buttonClass } from '../../lib/button-styles';
import { summarizeAgents } from '../../lib/staff/agent-summary';
import { $agents, toggleAgentAvailability } from '../../stores/agents';
import AgentCard from './AgentCard';
import ComingSoonTools from './ComingSoonTools';
import StatTiles from './StatTiles';

interface Props {
  onLogout: () => void;
  /** True right after logging in: focus moves to the dashboard, which replaced the form. */
  focusOnMount: boolean;
}

/** What an employee sees once in: the tiles, one card per voice agent and the tools to come. */
export default function Dashboard({ onLogout, focusOnMount }: Props) {
  const agents = useStore($agents);
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
        <StatTiles summary={summarizeAgents(agents)} className="mt-6" />
      </section>

      <section aria-labelledby="staff-agents-title">
        <h2 id="staff-agents-title" className="text-2xl font-bold tracking-tight">
          Stemmeagenter
        </h2>
        <p className="mt-2 text-ink-muted">
          Slå en agent fra, når den ikke skal tage imod opkald. Valget gælder også demosiden i denne browser.
        </p>
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {agents.map((agent) => (
            <li key={agent.id}>
              <AgentCard agent={agent} onToggle={() => toggleAgentAvailability(agent.id)} />
            </li>
          ))}
        </ul>
      </section>

      <ComingSoonTools />
    </div>
  );
}
