import { useStore } from '@nanostores/react';
import { summarizeAgents } from '../../lib/staff/agent-summary';
import { $agents, toggleAgentAvailability } from '../../stores/agents';
import AgentCard from './AgentCard';
import DashboardFrame from './DashboardFrame';
import StatTiles from './StatTiles';

interface Props {
  onLogout: () => void;
  focusOnMount: boolean;
}

/** The preview's words on screen: nothing here reaches a server (docs/product.md#staff-panel). */
export const previewBanner = 'Forhåndsvisning: ændringer gælder kun i denne browser, og tallene er eksempler.';

/**
 * The browser-only preview's dashboard (no staff API): availability in this browser's storage and
 * the fixed example figures, labelled as examples.
 */
export default function Dashboard({ onLogout, focusOnMount }: Props) {
  const agents = useStore($agents);
  return (
    <DashboardFrame
      onLogout={onLogout}
      focusOnMount={focusOnMount}
      notices={
        <p
          role="note"
          className="rounded-xl border border-warning-300 bg-warning-50 p-4 text-sm font-semibold text-ink"
        >
          {previewBanner}
        </p>
      }
      tiles={<StatTiles summary={summarizeAgents(agents)} status="preview" examples />}
      agentsIntro="Slå en agent fra, når den ikke skal tage imod opkald. Valget gælder også demosiden i denne browser."
      cards={agents.map((agent) => ({
        id: agent.id,
        card: <AgentCard agent={agent} examples onToggle={() => toggleAgentAvailability(agent.id)} />,
      }))}
    />
  );
}
